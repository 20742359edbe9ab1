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
import { dateText, dueText, Facts, Section, Statement, StatusBadge } from './parts';
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
  usePageMeta(`Removal request ${ref}`, 'The status of a removal request.');
  useNoindex();
  const q = useRemovalStatus(ref, token);
  const unknown = !token || (q.error instanceof ApiError && q.error.status === 404);

  return (
    <section className="mx-auto grid w-full max-w-3xl grid-cols-1 gap-5 px-4 py-8" aria-labelledby="status-title">
      <header className="grid gap-2">
        <p className="text-sm text-muted-foreground">Removal request</p>
        <h1 id="status-title" className="font-mono text-2xl font-bold tracking-tight">
          {ref}
        </h1>
      </header>
      {unknown ? (
        <EmptyState icon={SearchX} title="Request not found">
          {M.notFound} Open the link from our e-mail again.
        </EmptyState>
      ) : q.isPending ? (
        <Loading label="Loading the request…" className="grid gap-3">
          <Skeleton className="h-24 w-full" />
          <Skeleton className="h-40 w-full" />
        </Loading>
      ) : q.isError ? (
        <ErrorState title={M.loadFailed} message={errorMessage(q.error)} onRetry={() => void q.refetch()} retrying={q.isFetching} />
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
    <Section title="Confirm your request" testId="removal-confirm">
      <p className="text-sm">
        Your {REMOVAL_KIND_NOUNS[v.kind].toLowerCase()} about {v.item_count === 1 ? 'one item' : `${v.item_count} items`} reaches our
        moderators once you confirm it.
        {v.kind === 'depicted_person' || v.kind === 'copyright' ? ' The content is hidden from everyone as soon as you do.' : ''}
      </p>
      <FormError message={confirm.error} />
      <div>
        <Button onClick={() => void confirm.submit(undefined, { success: { title: M.confirmed } })} disabled={confirm.busy}>
          <CircleCheck aria-hidden />
          {confirm.busy ? 'Confirming…' : 'Confirm request'}
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
      <Section title="Status" testId="removal-summary">
        <div className="flex flex-wrap items-center gap-2">
          <StatusBadge status={v.status} />
          <span className="text-sm text-muted-foreground">
            {v.content_hidden ? 'The content is hidden from everyone.' : 'The content is not hidden.'}
          </span>
        </div>
        <Facts
          rows={[
            ['Kind', REMOVAL_KIND_NOUNS[v.kind]],
            ...(v.reason ? ([['Reason', v.reason]] as [string, string][]) : []),
            ['Items', String(v.item_count)],
            ...(v.urls.length ? ([['Addresses', v.urls.join('\n')]] as [string, string][]) : []),
            ['Sent', dateText(v.created_at)],
            ['Confirmed', dateText(v.confirmed_at)],
            ...(v.due_at && !v.decided_at
              ? ([
                  [
                    `Decision due (${REMOVAL_LIMITS.decisionBusinessDays} business days)`,
                    `${dateText(v.due_at)}${due ? `, ${due.text}` : ''}`,
                  ],
                ] as [string, string][])
              : []),
            ...(v.decided_at ? ([['Decided', dateText(v.decided_at)]] as [string, string][]) : []),
          ]}
        />
        {waiting && !v.decided_at ? <p className="text-sm text-muted-foreground">A moderator is reviewing your request.</p> : null}
      </Section>
      {v.statement ? (
        <Section title={v.decision === 'removed' ? 'Decision: removed' : 'Decision: not removed'} testId="removal-decision">
          <Statement text={v.statement} />
        </Section>
      ) : null}
      {v.counter_notice ? (
        <Section title="Counter-notice from the member" testId="removal-counter-notice">
          <Facts
            rows={[
              ['Received', dateText(v.counter_notice.received_at)],
              ['Material and where it appeared', v.counter_notice.material],
              [
                'Statements',
                'Under penalty of perjury, a good-faith belief that the material was removed by mistake or misidentification; consent to the jurisdiction of the Federal District Court and to accept service of process from you.',
              ],
              ['Name', v.counter_notice.name],
              ['Address', v.counter_notice.address],
              ['Telephone', v.counter_notice.phone],
              ['Signature', v.counter_notice.signature],
              ...(v.restore_due_at && v.status === 'counter_noticed'
                ? ([['Restored on', `${dateText(v.restore_due_at)} unless you report a court action before then`]] as [string, string][])
                : []),
            ]}
          />
        </Section>
      ) : null}
      {v.can_report_suit ? <SuitForm reference={reference} token={token} /> : null}
      {v.suit ? (
        <Section title="Court action" testId="removal-suit">
          <p className="text-sm">
            You reported a court action ({v.suit.court_reference}) on {dateText(v.suit.reported_at)}. The content stays removed.
          </p>
        </Section>
      ) : null}
      {v.restored_at ? (
        <Section title="Restored" testId="removal-restored">
          <p className="text-sm">
            No court action was reported within {REMOVAL_LIMITS.restoreBusinessDays} business days of the counter-notice, so the material
            was restored on {dateText(v.restored_at)}.
          </p>
        </Section>
      ) : null}
    </>
  );
}

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
      success: { title: M.suitReported },
    });
  });
  return (
    <Section title="I have filed an action" testId="removal-suit-form">
      <p className="text-sm text-muted-foreground">
        If you filed an action seeking a court order to restrain the member from the infringing activity, tell us before the date above and
        the material stays removed.
      </p>
      <form onSubmit={submit} noValidate className="grid gap-3 sm:grid-cols-[1fr_auto] sm:items-end">
        <Field label="Court and case number" error={error}>
          {(p) => <Input {...p} {...form.register('court_reference')} />}
        </Field>
        <Button type="submit" disabled={suit.busy} className="sm:mb-0.5">
          <Gavel aria-hidden />
          {suit.busy ? 'Sending…' : 'Report the court action'}
        </Button>
      </form>
      <FormError message={suit.error} />
    </Section>
  );
}
