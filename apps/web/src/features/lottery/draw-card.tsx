import type { LotteryDraw } from '@mb/contract/lottery';
import { CalendarClock, Gift, Trophy, Users } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '../../components/ui/badge';
import { t } from '../../lib/i18n';
import { entriesText, phaseText, statusLabel, windowText, winnersText } from './format';

const STATUS_VARIANT = { draft: 'outline', scheduled: 'info', open: 'success', drawn: 'secondary', cancelled: 'outline' } as const;

/** A draw in a list: its prize, phase, window, winners and entries, and whether the reader is in it. */
export function DrawCard({ draw, entered }: { draw: LotteryDraw; entered: boolean }) {
  return (
    <Link
      to={`/digital-lottery/${draw.id}`}
      className="group grid gap-2 rounded-lg border bg-card p-4 text-card-foreground transition-colors hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring"
      data-testid="draw-card"
    >
      <div className="flex flex-wrap items-center gap-1.5">
        <Badge
          variant={STATUS_VARIANT[draw.status]}
          className={draw.status === 'cancelled' ? 'border-destructive/40 text-destructive' : undefined}
        >
          {statusLabel(draw.status)}
        </Badge>
        {entered ? <Badge variant="outline">{t('lottery.youEntered', 'You entered')}</Badge> : null}
      </div>
      <p className="text-lg font-semibold group-hover:underline">{draw.title}</p>
      <p className="flex items-start gap-2 text-sm">
        <Gift className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
        <span className="line-clamp-2">{draw.prize}</span>
      </p>
      <p className="flex items-center gap-2 text-sm text-muted-foreground">
        <CalendarClock className="size-4 shrink-0" aria-hidden />
        <span>
          {phaseText(draw)}
          <span className="sr-only"> · {t('lottery.entryWindow', 'Entry window {window}', { window: windowText(draw) })}</span>
        </span>
      </p>
      <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted-foreground">
        <span className="inline-flex items-center gap-1.5">
          <Trophy className="size-4" aria-hidden />
          {winnersText(draw.winners_count)}
        </span>
        <span className="inline-flex items-center gap-1.5">
          <Users className="size-4" aria-hidden />
          {entriesText(draw.entries_count)}
        </span>
      </p>
    </Link>
  );
}
