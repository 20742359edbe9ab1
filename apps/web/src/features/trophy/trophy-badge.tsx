import type { Trophy } from '@mb/contract/trophy';
import { Medal, Trophy as TrophyIcon } from 'lucide-react';
import { Link } from 'react-router';
import { t } from '../../lib/i18n';

/** One trophy as a badge: a gold cup for a win, a medal for a finalist, with the award and category. */
export function TrophyBadge({ trophy: tr }: { trophy: Trophy }) {
  const win = tr.kind === 'winner';
  return (
    <Link
      to={`/apps/mb-trophy/awards/${tr.award.id}`}
      className="flex min-w-0 items-center gap-3 rounded-lg border p-2 hover:bg-accent"
      data-testid="trophy-badge"
      data-kind={tr.kind}
    >
      <span
        className={
          win
            ? 'inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-warning/15 text-warning'
            : 'inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-muted text-muted-foreground'
        }
      >
        {win ? <TrophyIcon className="size-5" aria-hidden /> : <Medal className="size-5" aria-hidden />}
      </span>
      <span className="grid min-w-0 text-sm">
        <span className="font-medium break-words">
          {win
            ? t('trophy.winnerIn', 'Winner: {category}', { category: tr.category })
            : t('trophy.finalistIn', 'Finalist: {category}', { category: tr.category })}
        </span>
        <span className="truncate text-xs text-muted-foreground">{tr.award.title}</span>
      </span>
    </Link>
  );
}
