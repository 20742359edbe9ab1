import { zodResolver } from '@hookform/resolvers/zod';
import {
  type CounterNoticeInput,
  counterNoticeInput,
  REMOVAL_MESSAGES as M,
  REMOVAL_KIND_NOUNS,
  REMOVAL_LIMITS,
  type TakedownView,
} from '@mb/contract/removals';
import { MESSAGES } from '@mb/contract/ui-text';
import { SearchX, Send } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Link, useParams } from 'react-router';
import { EmptyState, ErrorState, Loading } from '../../components/page/states';
import { useNoindex, usePageMeta } from '../../components/page/use-page-meta';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { FormError } from '../../components/ui/form-error';
import { Input, Textarea } from '../../components/ui/input';
import { Skeleton } from '../../components/ui/skeleton';
import { ApiError } from '../../lib/api';
import { errorMessage } from '../../lib/form-errors';
import { dateText, dueText, Facts, Section, Statement, StatusBadge } from './parts';
import { useCounterNotice, useTakedown } from './queries';
import { StatementCheck } from './statement-check';

/**
 * /takedowns/{reference}: the uploader's page about a removal request against their content: what was
 * asked and why, whether it is hidden, the decision with its reasons, the DMCA notice (the notifier's
 * name and e-mail, never their address or telephone), the counter-notice form and its clock, and the
 * repeat-infringer count.
 */
export function TakedownPage() {
  const { reference = '' } = useParams();
  const ref = reference.toUpperCase();
  usePageMeta(`Removal request ${ref}`, 'A removal request about your content.');
  useNoindex();
  const q = useTakedown(ref);
  const unknown = q.error instanceof ApiError && (q.error.status === 404 || q.error.status === 400);
  return (
    <section className="mx-auto grid w-full max-w-3xl grid-cols-1 gap-5 px-4 py-8" aria-labelledby="takedown-title">
      <header className="grid gap-2">
        <p className="text-sm text-muted-foreground">{q.data ? REMOVAL_KIND_NOUNS[q.data.kind] : 'Removal request'} about your content</p>
        <h1 id="takedown-title" className="font-mono text-2xl font-bold tracking-tight">
          {ref}
        </h1>
      </header>
      {unknown ? (
        <EmptyState icon={SearchX} title="Request not found">
          {M.notFound}
        </EmptyState>
      ) : q.isPending ? (
        <Loading label="Loading the request…" className="grid gap-3">
          <Skeleton className="h-24 w-full" />
          <Skeleton className="h-40 w-full" />
        </Loading>
      ) : q.isError ? (
        <ErrorState title={M.loadFailed} message={errorMessage(q.error)} onRetry={() => void q.refetch()} retrying={q.isFetching} />
      ) : (
        <Takedown reference={ref} v={q.data} />
      )}
    </section>
  );
}

function Takedown({ reference, v }: { reference: string; v: TakedownView }) {
  const due = v.due_at && !v.decided_at ? dueText(v.due_at) : null;
  return (
    <>
      <Section title="What happened" testId="takedown-summary">
        <div className="flex flex-wrap items-center gap-2">
          <StatusBadge status={v.status} />
          <span className="text-sm text-muted-foreground">
            {v.content_hidden ? 'Hidden from everyone but you and our moderators.' : 'Visible as usual.'}
          </span>
        </div>
        {v.items.length ? (
          <ul className="flex flex-wrap gap-3">
            {v.items.map((i) => (
              <li key={i.id} className="grid w-24 gap-1 text-xs">
                {i.thumbnail_url ? (
                  <img src={i.thumbnail_url} alt="" className="aspect-square w-24 rounded-md object-cover" />
                ) : (
                  <div className="aspect-square w-24 rounded-md bg-muted" />
                )}
                <span className="truncate">{i.title}</span>
              </li>
            ))}
          </ul>
        ) : null}
        <Facts
          rows={[
            ...(v.reason ? ([['Reason given', v.reason]] as [string, string][]) : []),
            ...(v.details ? ([['What they wrote', v.details]] as [string, string][]) : []),
            ['Received', dateText(v.confirmed_at)],
            ...(due && v.due_at
              ? ([[`Decision due (${REMOVAL_LIMITS.decisionBusinessDays} business days)`, `${dateText(v.due_at)}, ${due.text}`]] as [
                  string,
                  string,
                ][])
              : []),
          ]}
        />
        <p className="text-sm">
          Your content is in{' '}
          <Link to="/my-portfolio" className="underline underline-offset-4">
            My Portfolio
          </Link>
          .
        </p>
      </Section>
      {v.notice ? (
        <Section title="The DMCA notice" testId="takedown-notice">
          <Facts
            rows={[
              ['Copyrighted work', v.notice.work],
              ['Notifier', `${v.notice.notifier_name} <${v.notice.notifier_email}>`],
              [
                'Statements',
                'A good-faith belief that the use is not authorised; the notice is accurate and, under penalty of perjury, the notifier is authorised to act.',
              ],
              ['Signature', v.notice.signature],
              [
                `Upheld takedowns against you (${v.strikes.window_months} months)`,
                `${v.strikes.count} of ${v.strikes.threshold}: accounts are suspended at ${v.strikes.threshold}`,
              ],
            ]}
          />
        </Section>
      ) : null}
      {v.statement ? (
        <Section title={v.decision === 'removed' ? 'Decision: removed' : 'Decision: request rejected'} testId="takedown-decision">
          <Statement text={v.statement} />
        </Section>
      ) : null}
      {v.can_counter_notice ? <CounterNoticeForm reference={reference} v={v} /> : null}
      {v.counter_notice ? (
        <Section title="Your counter-notice" testId="takedown-counter-notice">
          <p className="text-sm">
            Sent {dateText(v.counter_notice.received_at)} and forwarded to the notifier.{' '}
            {v.status === 'counter_noticed' && v.restore_due_at
              ? `Your content comes back on ${dateText(v.restore_due_at)} unless the notifier tells us before then that they filed a court action.`
              : null}
            {v.suit ? `The notifier reported a court action (${v.suit.court_reference}); the content stays removed.` : null}
            {v.restored_at ? `Your content was restored on ${dateText(v.restored_at)}.` : null}
          </p>
        </Section>
      ) : null}
    </>
  );
}

const FIELDS = ['material', 'good_faith_mistake', 'jurisdiction_consent', 'name', 'address', 'phone', 'signature'] as const;

function CounterNoticeForm({ reference, v }: { reference: string; v: TakedownView }) {
  const send = useCounterNotice(reference);
  const form = useForm<CounterNoticeInput>({
    resolver: zodResolver(counterNoticeInput),
    defaultValues: {
      material: v.items.map((i) => i.title).join(', '),
      good_faith_mistake: false,
      jurisdiction_consent: false,
      name: '',
      address: '',
      phone: '',
      signature: '',
    },
    mode: 'onTouched',
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    await send.submit(values, {
      form: { setError: form.setError, fields: FIELDS, focus: true },
      message: (e) => (e instanceof ApiError ? e.message : MESSAGES.unexpected),
      success: { title: M.counterSent },
    });
  });
  return (
    <Section title="Send a counter-notice" testId="takedown-counter-form">
      <p className="text-sm text-muted-foreground">
        If you believe the material was removed by mistake or misidentification, you may answer with a counter-notice (17 U.S.C. §
        512(g)(3)). We forward it, with your name, address and telephone, to the notifier. Unless they tell us within{' '}
        {REMOVAL_LIMITS.restoreBusinessDays} business days that they filed a court action, we restore your content.
      </p>
      <form onSubmit={submit} noValidate aria-label="Counter-notice" className="grid gap-4">
        <Field
          label="The removed material and where it appeared"
          error={errors.material?.message}
          hint="Name each item and its address on the platform before removal."
        >
          {(p) => <Textarea {...p} rows={3} {...form.register('material')} />}
        </Field>
        <StatementCheck
          name="good_faith_mistake"
          control={form.control}
          label="I swear, under penalty of perjury, that I have a good-faith belief that the material was removed or disabled as a result of mistake or misidentification of the material to be removed or disabled."
          error={errors.good_faith_mistake?.message}
        />
        <StatementCheck
          name="jurisdiction_consent"
          control={form.control}
          label="I consent to the jurisdiction of the Federal District Court for the judicial district in which my address is located (or, if it is outside the United States, any judicial district in which the service provider may be found), and I will accept service of process from the person who sent the notice or their agent."
          error={errors.jurisdiction_consent?.message}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Full name" error={errors.name?.message} className="content-start">
            {(p) => <Input {...p} autoComplete="name" {...form.register('name')} />}
          </Field>
          <Field label="Telephone" error={errors.phone?.message} className="content-start">
            {(p) => <Input {...p} type="tel" autoComplete="tel" {...form.register('phone')} />}
          </Field>
        </div>
        <Field label="Postal address" error={errors.address?.message}>
          {(p) => <Textarea {...p} rows={2} autoComplete="street-address" {...form.register('address')} />}
        </Field>
        <Field label="Signature" error={errors.signature?.message} hint="Type your full name: your electronic signature.">
          {(p) => <Input {...p} autoComplete="off" {...form.register('signature')} />}
        </Field>
        <FormError message={send.error} />
        <div>
          <Button type="submit" disabled={send.busy}>
            <Send aria-hidden />
            {send.busy ? 'Sending…' : 'Send counter-notice'}
          </Button>
        </div>
      </form>
    </Section>
  );
}
