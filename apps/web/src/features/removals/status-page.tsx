import { zodResolver } from '@hookform/resolvers/zod';
import { REMOVAL_MESSAGES as M, REMOVAL_KIND_NOUNS, REMOVAL_LIMITS, type RemovalStatusView, suitInput } from '@mb/contract/removals';
import { CircleCheck, Gavel, SearchX } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useParams, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { EmptyState, ErrorState, Loading } from '../../components/page/states';
import { useNoindex, usePageMeta } from '../../components/page/use-page-meta';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { FormError } from '../../components/ui/form-error';
import { Input } from '../../components/ui/input';
import { Skeleton } from '../../components/ui/skeleton';
import { ApiError } from '../../lib/api';
import { errorMessage } from '../../lib/form-errors';
import { intlLocale, t, tm } from '../../lib/i18n';
import { dateText, decisionDue, dueText, Facts, Section, Statement, StatusBadge } from './parts';
import { useConfirmRemoval, useRemovalStatus, useReportSuit } from './queries';

/**
 * /removal-requests/{reference}?token=…: the requester's page, no account needed (the mailed token is
 * the key). Confirms an unconfirmed request on a click (mail scanners open links), then shows the
 * status, the clock, the decision with its reasons, a counter-notice and, while it waits, the
 * "I have filed an action" form.
 */
export function StatusPage() {
  const { reference = '' } = useParams();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const ref = reference.toUpperCase();
  usePageMeta(
    t('removals.requestTitle', 'Removal request {reference}', { reference: ref }),
    t('removals.status.meta', 'The status of a removal request.'),
  );
  useNoindex();
  const q = useRemovalStatus(ref, token);
  const unknown = !token || (q.error instanceof ApiError && q.error.status === 404);

  return (
    <section className="mx-auto grid w-full max-w-3xl grid-cols-1 gap-5 px-4 py-8" aria-labelledby="status-title">
      <header className="grid gap-2">
        <p className="text-sm text-muted-foreground">{t('removals.status.eyebrow', 'Removal request')}</p>
        <h1 id="status-title" className="font-mono text-2xl font-bold tracking-tight">
          {ref}
        </h1>
      </header>
      {unknown ? (
        <EmptyState icon={SearchX} title={t('removals.notFound', 'Request not found')}>
          {tm(M.notFound)} {t('removals.status.openAgain', 'Open the link from our e-mail again.')}
        </EmptyState>
      ) : q.isPending ? (
        <Loading label={t('removals.loading', 'Loading the request…')} className="grid gap-3">
          <Skeleton className="h-24 w-full" />
          <Skeleton className="h-40 w-full" />
        </Loading>
      ) : q.isError ? (
        <ErrorState title={tm(M.loadFailed)} message={errorMessage(q.error)} onRetry={() => void q.refetch()} retrying={q.isFetching} />
      ) : q.data.status === 'unconfirmed' ? (
        <ConfirmCard reference={ref} token={token} v={q.data} />
      ) : (
        <Status reference={ref} token={token} v={q.data} />
      )}
    </section>
  );
}

function ConfirmCard({ reference, token, v }: { reference: string; token: string; v: RemovalStatusView }) {
  const confirm = useConfirmRemoval(reference, token);
  return (
    <Section title={t('removals.confirm.title', 'Confirm your request')} testId="removal-confirm">
      <p className="text-sm">
        {t(
          'removals.confirm.text',
          'Your {kind} about {count, plural, one {one item} other {# items}} reaches our moderators once you confirm it.',
          { kind: nounInSentence(tm(REMOVAL_KIND_NOUNS[v.kind])), count: v.item_count },
        )}
        {v.kind === 'depicted_person' || v.kind === 'copyright'
          ? ` ${t('removals.confirm.hidden', 'The content is hidden from everyone as soon as you do.')}`
          : ''}
      </p>
      <FormError message={confirm.error} />
      <div>
        <Button onClick={() => void confirm.submit(undefined, { success: { title: tm(M.confirmed) } })} disabled={confirm.busy}>
          <CircleCheck aria-hidden />
          {confirm.busy ? t('removals.confirm.busy', 'Confirming…') : t('removals.confirm.button', 'Confirm request')}
        </Button>
      </div>
    </Section>
  );
}

function Status({ reference, token, v }: { reference: string; token: string; v: RemovalStatusView }) {
  const due = v.due_at ? dueText(v.due_at) : null;
  const waiting = v.status === 'open' || v.status === 'counter_noticed';
  return (
    <>
      <Section title={t('removals.status.title', 'Status')} testId="removal-summary">
        <div className="flex flex-wrap items-center gap-2">
          <StatusBadge status={v.status} />
          <span className="text-sm text-muted-foreground">
            {v.content_hidden
              ? t('removals.status.hidden', 'The content is hidden from everyone.')
              : t('removals.status.notHidden', 'The content is not hidden.')}
          </span>
        </div>
        <Facts
          rows={[
            [t('removals.fact.kind', 'Kind'), tm(REMOVAL_KIND_NOUNS[v.kind])],
            ...(v.reason ? ([[t('removals.fact.reason', 'Reason'), tm(v.reason)]] as [string, string][]) : []),
            [t('removals.fact.items', 'Items'), String(v.item_count)],
            ...(v.urls.length ? ([[t('removals.fact.urls', 'Addresses'), v.urls.join('\n')]] as [string, string][]) : []),
            [t('removals.fact.sent', 'Sent'), dateText(v.created_at)],
            [t('removals.fact.confirmed', 'Confirmed'), dateText(v.confirmed_at)],
            ...(v.due_at && !v.decided_at
              ? ([[decisionDue(), `${dateText(v.due_at)}${due ? `, ${due.text}` : ''}`]] as [string, string][])
              : []),
            ...(v.decided_at ? ([[t('removals.fact.decided', 'Decided'), dateText(v.decided_at)]] as [string, string][]) : []),
          ]}
        />
        {waiting && !v.decided_at ? (
          <p className="text-sm text-muted-foreground">{t('removals.status.reviewing', 'A moderator is reviewing your request.')}</p>
        ) : null}
      </Section>
      {v.statement ? (
        <Section
          title={
            v.decision === 'removed'
              ? t('removals.decision.removed', 'Decision: removed')
              : t('removals.decision.notRemoved', 'Decision: not removed')
          }
          testId="removal-decision"
        >
          <Statement text={v.statement} />
        </Section>
      ) : null}
      {v.counter_notice ? (
        <Section title={t('removals.counter.fromMember', 'Counter-notice from the member')} testId="removal-counter-notice">
          <Facts
            rows={[
              [t('removals.fact.received', 'Received'), dateText(v.counter_notice.received_at)],
              [t('removals.fact.material', 'Material and where it appeared'), v.counter_notice.material],
              [
                t('removals.fact.statements', 'Statements'),
                t(
                  'removals.counter.statements',
                  'Under penalty of perjury, a good-faith belief that the material was removed by mistake or misidentification; consent to the jurisdiction of the Federal District Court and to accept service of process from you.',
                ),
              ],
              [t('removals.fact.name', 'Name'), v.counter_notice.name],
              [t('removals.fact.address', 'Address'), v.counter_notice.address],
              [t('removals.fact.phone', 'Telephone'), v.counter_notice.phone],
              [t('removals.fact.signature', 'Signature'), v.counter_notice.signature],
              ...(v.restore_due_at && v.status === 'counter_noticed'
                ? ([
                    [
                      t('removals.fact.restoredOn', 'Restored on'),
                      t('removals.counter.restoreUnless', '{date} unless you report a court action before then', {
                        date: dateText(v.restore_due_at),
                      }),
                    ],
                  ] as [string, string][])
                : []),
            ]}
          />
        </Section>
      ) : null}
      {v.can_report_suit ? <SuitForm reference={reference} token={token} /> : null}
      {v.suit ? (
        <Section title={t('removals.suit.title', 'Court action')} testId="removal-suit">
          <p className="text-sm">
            {t('removals.suit.reported', 'You reported a court action ({court}) on {date}. The content stays removed.', {
              court: v.suit.court_reference,
              date: dateText(v.suit.reported_at),
            })}
          </p>
        </Section>
      ) : null}
      {v.restored_at ? (
        <Section title={t('removals.restored.title', 'Restored')} testId="removal-restored">
          <p className="text-sm">
            {t(
              'removals.restored.text',
              'No court action was reported within {days} business days of the counter-notice, so the material was restored on {date}.',
              { days: REMOVAL_LIMITS.restoreBusinessDays, date: dateText(v.restored_at) },
            )}
          </p>
        </Section>
      ) : null}
    </>
  );
}

/** A kind's noun inside a sentence: lower case, but German keeps its nouns capitalised. */
const nounInSentence = (noun: string) => (intlLocale() === 'de' ? noun : noun.toLowerCase());

/** The requester's part of the court action (the token comes from the link). */
const suitForm = suitInput.pick({ court_reference: true });
const SUIT_FIELDS = ['court_reference'] as const;

function SuitForm({ reference, token }: { reference: string; token: string }) {
  const suit = useReportSuit(reference, token);
  const form = useForm<z.input<typeof suitForm>, unknown, z.output<typeof suitForm>>({
    resolver: zodResolver(suitForm),
    defaultValues: { court_reference: '' },
  });
  const error = form.formState.errors.court_reference?.message;
  const submit = form.handleSubmit(async ({ court_reference }) => {
    await suit.submit(court_reference, {
      form: { setError: form.setError, fields: SUIT_FIELDS },
      success: { title: tm(M.suitReported) },
    });
  });
  return (
    <Section title={t('removals.suit.formTitle', 'I have filed an action')} testId="removal-suit-form">
      <p className="text-sm text-muted-foreground">
        {t(
          'removals.suit.formText',
          'If you filed an action seeking a court order to restrain the member from the infringing activity, tell us before the date above and the material stays removed.',
        )}
      </p>
      <form onSubmit={submit} noValidate className="grid gap-3 sm:grid-cols-[1fr_auto] sm:items-end">
        <Field label={t('removals.suit.court', 'Court and case number')} error={error}>
          {(p) => <Input {...p} {...form.register('court_reference')} />}
        </Field>
        <Button type="submit" disabled={suit.busy} className="sm:mb-0.5">
          <Gavel aria-hidden />
          {suit.busy ? t('removals.request.sending', 'Sending…') : t('removals.suit.report', 'Report the court action')}
        </Button>
      </form>
      <FormError message={suit.error} />
    </Section>
  );
}
