import { zodResolver } from '@hookform/resolvers/zod';
import { DRAW_ELIGIBILITY, type DrawInput, drawInput, LOTTERY_LIMITS, LOTTERY_MESSAGES as M, type StaffDraw } from '@mb/contract/lottery';
import { ExternalLink, Gift, KeyRound, Pencil, Plus, Send, XCircle } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { z } from 'zod';
import { EmptyState, ErrorState, Loading } from '../../components/page/states';
import { usePageMeta } from '../../components/page/use-page-meta';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../components/ui/dialog';
import { Field } from '../../components/ui/field';
import { FormError } from '../../components/ui/form-error';
import { Input, Textarea } from '../../components/ui/input';
import { Skeleton } from '../../components/ui/skeleton';
import { t, tm } from '../../lib/i18n';
import { eligibilityLabel, entriesText, ordinal, phaseText, statusLabel, when, windowText, winnersText } from './format';
import { useCancelDraw, usePublishDraw, useSaveDraw, useStaffDraws } from './queries';

const STATUS_VARIANT = { draft: 'outline', scheduled: 'info', open: 'success', drawn: 'secondary', cancelled: 'outline' } as const;
const selectClass =
  'flex h-10 w-full rounded-md border border-input bg-background px-3 text-sm focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring';

/** 'YYYY-MM-DDTHH:MM' in the browser's zone, as a datetime-local input shows it. */
function localInput(d: Date): string {
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}T${p(d.getHours())}:${p(d.getMinutes())}`;
}

const isoOf = (local: string) => {
  const d = new Date(local);
  return local && !Number.isNaN(d.getTime()) ? d.toISOString() : '';
};

/** The form's text as the server's input (the window from local time to an instant), checked by the contract's schema. */
const drawForm = z
  .object({
    title: z.string(),
    prize: z.string(),
    winners_count: z.string(),
    rules: z.string(),
    opens_at: z.string(),
    closes_at: z.string(),
    eligibility: z.enum(DRAW_ELIGIBILITY),
  })
  .transform((d) => ({ ...d, winners_count: Number(d.winners_count), opens_at: isoOf(d.opens_at), closes_at: isoOf(d.closes_at) }))
  .pipe(drawInput);
type Draft = z.input<typeof drawForm>;
const FIELDS = ['title', 'prize', 'winners_count', 'rules', 'opens_at', 'closes_at', 'eligibility'] as const;

function initial(d: StaffDraw | null): Draft {
  const opens = d ? new Date(d.opens_at) : new Date(Date.now() + 3_600_000);
  const closes = d ? new Date(d.closes_at) : new Date(Date.now() + 8 * 86_400_000);
  return {
    title: d?.title ?? '',
    prize: d?.prize ?? '',
    winners_count: String(d?.winners_count ?? 1),
    rules:
      d?.rules ??
      t(
        'lottery.form.defaultRules',
        'One free entry per member. No purchase is necessary to enter or to win. Winners are drawn when entry closes and are told by notification and e-mail.',
      ),
    opens_at: localInput(opens),
    closes_at: localInput(closes),
    eligibility: d?.eligibility ?? 'members',
  };
}

/** Create or edit a draw (before it opens): every field, with the window in the staff member's own time zone. */
function DrawForm({ draw, onClose }: { draw: StaffDraw | null; onClose: () => void }) {
  const save = useSaveDraw();
  const form = useForm<Draft, unknown, DrawInput>({ resolver: zodResolver(drawForm), defaultValues: initial(draw) });
  const { errors } = form.formState;
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const [title, prize, rules] = form.watch(['title', 'prize', 'rules']);

  const onSave = form.handleSubmit(async (body) => {
    const r = await save.submit(
      { id: draw?.id, body },
      { form: { setError: form.setError, fields: FIELDS }, success: { title: tm(M.saved) } },
    );
    if (r.ok) onClose();
  });

  return (
    <Dialog open onOpenChange={(o) => !o && onClose()}>
      <DialogContent className="max-h-[92vh] max-w-2xl overflow-y-auto" aria-describedby={undefined}>
        <DialogHeader>
          <DialogTitle>{draw ? t('lottery.form.edit', 'Edit draw') : t('lottery.newDraw', 'New draw')}</DialogTitle>
          <DialogDescription>
            {draw?.status === 'scheduled'
              ? t('lottery.form.published', 'Published: changes show at once.')
              : t('lottery.form.draft', 'Saved as a draft; publish it when it is ready.')}{' '}
            {t('lottery.form.zone', 'Times are in your time zone ({zone}).', { zone })}
          </DialogDescription>
        </DialogHeader>
        <form className="grid gap-5" aria-label={t('lottery.form.draw', 'Draw')} noValidate onSubmit={onSave}>
          <Field label={t('lottery.form.title', 'Title')} error={errors.title?.message} hint={`${title.length}/${LOTTERY_LIMITS.titleMax}`}>
            {(p) => <Input {...p} maxLength={LOTTERY_LIMITS.titleMax} {...form.register('title')} />}
          </Field>
          <Field
            label={t('lottery.redeem.prize', 'Prize')}
            error={errors.prize?.message}
            hint={`${prize.length}/${LOTTERY_LIMITS.prizeMax}`}
          >
            {(p) => <Textarea {...p} rows={2} maxLength={LOTTERY_LIMITS.prizeMax} {...form.register('prize')} />}
          </Field>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label={t('lottery.form.winners', 'Number of winners')} error={errors.winners_count?.message}>
              {(p) => (
                <Input
                  {...p}
                  type="number"
                  inputMode="numeric"
                  min={LOTTERY_LIMITS.winnersMin}
                  max={LOTTERY_LIMITS.winnersMax}
                  {...form.register('winners_count')}
                />
              )}
            </Field>
            <Field label={t('lottery.form.who', 'Who may enter')} error={errors.eligibility?.message}>
              {(p) => (
                <select {...p} className={selectClass} {...form.register('eligibility')}>
                  {DRAW_ELIGIBILITY.map((x) => (
                    <option key={x} value={x}>
                      {eligibilityLabel(x)}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <Field label={t('lottery.form.opens', 'Entry opens')} error={errors.opens_at?.message}>
              {(p) => <Input {...p} type="datetime-local" {...form.register('opens_at')} />}
            </Field>
            <Field label={t('lottery.form.closes', 'Entry closes')} error={errors.closes_at?.message}>
              {(p) => <Input {...p} type="datetime-local" {...form.register('closes_at')} />}
            </Field>
          </div>
          <Field label={t('lottery.rules', 'Rules')} error={errors.rules?.message} hint={`${rules.length}/${LOTTERY_LIMITS.rulesMax}`}>
            {(p) => <Textarea {...p} rows={5} maxLength={LOTTERY_LIMITS.rulesMax} {...form.register('rules')} />}
          </Field>
          <FormError message={save.error} />
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose}>
              {t('lottery.form.close', 'Close')}
            </Button>
            <Button type="submit" disabled={save.busy} data-testid="save-draw">
              {save.busy ? t('lottery.form.saving', 'Saving...') : t('lottery.form.save', 'Save')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

function DrawRow({ draw, onEdit }: { draw: StaffDraw; onEdit: () => void }) {
  const publish = usePublishDraw();
  const cancel = useCancelDraw();
  const [confirming, setConfirming] = useState(false);
  const editable = draw.status === 'draft' || draw.status === 'scheduled';
  const cancellable = draw.status !== 'drawn' && draw.status !== 'cancelled';
  return (
    <li className="grid gap-3 rounded-lg border bg-card p-4" data-testid="staff-draw">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid min-w-0 gap-1">
          <div className="flex flex-wrap items-center gap-2">
            <Badge
              variant={STATUS_VARIANT[draw.status]}
              className={draw.status === 'cancelled' ? 'border-destructive/40 text-destructive' : undefined}
            >
              {statusLabel(draw.status)}
            </Badge>
            <span className="text-xs text-muted-foreground">{phaseText(draw)}</span>
          </div>
          <p className="font-semibold">{draw.title}</p>
          <p className="flex items-start gap-1.5 text-sm">
            <Gift className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
            {draw.prize}
          </p>
          <p className="text-sm text-muted-foreground">
            {windowText(draw)} · {winnersText(draw.winners_count)} · {entriesText(draw.entries_count)} ·{' '}
            {eligibilityLabel(draw.eligibility)}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {draw.status !== 'draft' ? (
            <Button asChild variant="ghost" size="sm">
              <Link to={`/digital-lottery/${draw.id}`}>
                <ExternalLink aria-hidden />
                {t('lottery.view', 'View')}
              </Link>
            </Button>
          ) : null}
          {editable ? (
            <Button variant="outline" size="sm" onClick={onEdit}>
              <Pencil aria-hidden />
              {t('lottery.edit', 'Edit')}
            </Button>
          ) : null}
          {draw.status === 'draft' ? (
            <Button
              size="sm"
              disabled={publish.busy}
              data-testid="publish-draw"
              onClick={() => void publish.submit(draw.id, { success: { title: tm(M.published) } })}
            >
              <Send aria-hidden />
              {t('lottery.publish', 'Publish')}
            </Button>
          ) : null}
          {cancellable ? (
            confirming ? (
              <>
                <Button
                  variant="destructive"
                  size="sm"
                  disabled={cancel.busy}
                  onClick={() => void cancel.submit(draw.id, { success: { title: tm(M.cancelledToast) } }).then(() => setConfirming(false))}
                >
                  {t('lottery.cancelYes', 'Yes, cancel it')}
                </Button>
                <Button variant="outline" size="sm" onClick={() => setConfirming(false)}>
                  {t('lottery.keep', 'Keep it')}
                </Button>
              </>
            ) : (
              <Button variant="outline" size="sm" onClick={() => setConfirming(true)}>
                <XCircle aria-hidden />
                {t('lottery.cancelDraw', 'Cancel draw')}
              </Button>
            )
          ) : null}
        </div>
      </div>
      <FormError message={publish.error ?? cancel.error} />
      {draw.status === 'drawn' ? (
        draw.winners_detail.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('lottery.noWinners', 'Nobody entered: no winners.')}</p>
        ) : (
          <ol className="grid gap-1 border-t pt-3 text-sm">
            {draw.winners_detail.map((w) => (
              <li key={w.entry_id} className="flex flex-wrap items-center gap-2">
                <span className="w-10 font-medium">{ordinal(w.rank)}</span>
                <span>{w.member.display_name || (w.member.username ? `@${w.member.username}` : t('lottery.aMember', 'A member'))}</span>
                {w.redeemed_at ? (
                  <Badge variant="success">{t('lottery.redeemedAt', 'Redeemed {when}', { when: when(w.redeemed_at) })}</Badge>
                ) : (
                  <Badge variant="warning">{t('lottery.notRedeemed', 'Not redeemed yet')}</Badge>
                )}
              </li>
            ))}
          </ol>
        )
      ) : null}
    </li>
  );
}

/** /admin/lottery (admins with content_moderation): every draw, drafts included; create, edit, publish, cancel. */
export default function ManageLotteryPage() {
  usePageMeta(
    t('lottery.manage', 'Manage draws'),
    t('lottery.manage.meta', 'Create, publish and follow the digital lottery’s prize draws.'),
  );
  const draws = useStaffDraws();
  const [editing, setEditing] = useState<StaffDraw | null | 'new'>(null);
  return (
    <section className="mx-auto grid w-full max-w-5xl gap-6 px-4 py-8" aria-labelledby="manage-title">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div className="grid gap-1">
          <h1 id="manage-title" className="text-2xl font-bold tracking-tight">
            {t('lottery.manage', 'Manage draws')}
          </h1>
          <p className="max-w-2xl text-sm text-muted-foreground">
            {t(
              'lottery.manage.intro',
              "A published draw opens and closes by itself at its window's times; the winners are drawn from the seed committed when it opened. Codes are shown to winners only.",
            )}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button asChild variant="outline">
            <Link to="/lottery-redeem">
              <KeyRound aria-hidden />
              {t('lottery.redeemPrize', 'Redeem a prize')}
            </Link>
          </Button>
          <Button onClick={() => setEditing('new')} data-testid="new-draw">
            <Plus aria-hidden />
            {t('lottery.newDraw', 'New draw')}
          </Button>
        </div>
      </header>
      {draws.isError ? (
        <ErrorState message={tm(M.loadFailed)} onRetry={() => void draws.refetch()} retrying={draws.isFetching} />
      ) : !draws.data ? (
        <Loading label={t('lottery.loading', 'Loading the draws...')} className="grid gap-3">
          <Skeleton className="h-32 w-full" />
          <Skeleton className="h-32 w-full" />
        </Loading>
      ) : draws.data.draws.length === 0 ? (
        <EmptyState
          icon={Gift}
          title={t('lottery.noDraws', 'No draws yet')}
          action={<Button onClick={() => setEditing('new')}>{t('lottery.newDraw', 'New draw')}</Button>}
        >
          {t('lottery.noDraws.text', 'Create a draw with its prize, rules and entry window. It stays a draft until you publish it.')}
        </EmptyState>
      ) : (
        <ul className="grid gap-3">
          {draws.data.draws.map((d) => (
            <DrawRow key={d.id} draw={d} onEdit={() => setEditing(d)} />
          ))}
        </ul>
      )}
      {editing ? <DrawForm draw={editing === 'new' ? null : editing} onClose={() => setEditing(null)} /> : null}
    </section>
  );
}
