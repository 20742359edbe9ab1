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
import { t, tm } from '../../lib/i18n';
import { dateText, decisionDue, dueText, Facts, Section, Statement, StatusBadge } from './parts';
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
  usePageMeta(
    t('removals.requestTitle', 'Removal request {reference}', { reference: ref }),
    t('removals.takedown.meta', 'A removal request about your content.'),
  );
  useNoindex();
  const q = useTakedown(ref);
  const unknown = q.error instanceof ApiError && (q.error.status === 404 || q.error.status === 400);
  return (
    <section className="mx-auto grid w-full max-w-3xl grid-cols-1 gap-5 px-4 py-8" aria-labelledby="takedown-title">
      <header className="grid gap-2">
        <p className="text-sm text-muted-foreground">
          {t('removals.takedown.eyebrow', '{kind} about your content', {
            kind: q.data ? tm(REMOVAL_KIND_NOUNS[q.data.kind]) : t('removals.status.eyebrow', 'Removal request'),
          })}
        </p>
        <h1 id="takedown-title" className="font-mono text-2xl font-bold tracking-tight">
          {ref}
        </h1>
      </header>
      {unknown ? (
        <EmptyState icon={SearchX} title={t('removals.notFound', 'Request not found')}>
          {tm(M.notFound)}
        </EmptyState>
      ) : q.isPending ? (
        <Loading label={t('removals.loading', 'Loading the request…')} className="grid gap-3">
          <Skeleton className="h-24 w-full" />
          <Skeleton className="h-40 w-full" />
        </Loading>
      ) : q.isError ? (
        <ErrorState title={tm(M.loadFailed)} message={errorMessage(q.error)} onRetry={() => void q.refetch()} retrying={q.isFetching} />
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
      <Section title={t('removals.takedown.whatHappened', 'What happened')} testId="takedown-summary">
        <div className="flex flex-wrap items-center gap-2">
          <StatusBadge status={v.status} />
          <span className="text-sm text-muted-foreground">
            {v.content_hidden
              ? t('removals.takedown.hidden', 'Hidden from everyone but you and our moderators.')
              : t('removals.takedown.visible', 'Visible as usual.')}
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
            ...(v.reason ? ([[t('removals.fact.reasonGiven', 'Reason given'), tm(v.reason)]] as [string, string][]) : []),
            ...(v.details ? ([[t('removals.fact.details', 'What they wrote'), v.details]] as [string, string][]) : []),
            [t('removals.fact.received', 'Received'), dateText(v.confirmed_at)],
            ...(due && v.due_at ? ([[decisionDue(), `${dateText(v.due_at)}, ${due.text}`]] as [string, string][]) : []),
          ]}
        />
        <p className="text-sm">
          {t('removals.takedown.contentIn', 'Your content is in')}{' '}
          <Link to="/my-portfolio" className="underline underline-offset-4">
            {t('removals.takedown.myPortfolio', 'My Portfolio')}
          </Link>
          .
        </p>
      </Section>
      {v.notice ? (
        <Section title={t('removals.notice.title', 'The DMCA notice')} testId="takedown-notice">
          <Facts
            rows={[
              [t('removals.notice.work', 'Copyrighted work'), v.notice.work],
              [t('removals.notice.notifier', 'Notifier'), `${v.notice.notifier_name} <${v.notice.notifier_email}>`],
              [
                t('removals.fact.statements', 'Statements'),
                t(
                  'removals.notice.statements',
                  'A good-faith belief that the use is not authorised; the notice is accurate and, under penalty of perjury, the notifier is authorised to act.',
                ),
              ],
              [t('removals.fact.signature', 'Signature'), v.notice.signature],
              [
                t('removals.notice.strikes', 'Upheld takedowns against you ({months} months)', { months: v.strikes.window_months }),
                t('removals.notice.strikesValue', '{count} of {threshold}: accounts are suspended at {threshold}', {
                  count: v.strikes.count,
                  threshold: v.strikes.threshold,
                }),
              ],
            ]}
          />
        </Section>
      ) : null}
      {v.statement ? (
        <Section
          title={
            v.decision === 'removed'
              ? t('removals.decision.removed', 'Decision: removed')
              : t('removals.decision.rejected', 'Decision: request rejected')
          }
          testId="takedown-decision"
        >
          <Statement text={v.statement} />
        </Section>
      ) : null}
      {v.can_counter_notice ? <CounterNoticeForm reference={reference} v={v} /> : null}
      {v.counter_notice ? (
        <Section title={t('removals.counter.yours', 'Your counter-notice')} testId="takedown-counter-notice">
          <p className="text-sm">
            {t('removals.counter.sent', 'Sent {date} and forwarded to the notifier.', { date: dateText(v.counter_notice.received_at) })}{' '}
            {v.status === 'counter_noticed' && v.restore_due_at
              ? t(
                  'removals.counter.comesBack',
                  'Your content comes back on {date} unless the notifier tells us before then that they filed a court action.',
                  { date: dateText(v.restore_due_at) },
                )
              : null}
            {v.suit
              ? t('removals.counter.suit', 'The notifier reported a court action ({court}); the content stays removed.', {
                  court: v.suit.court_reference,
                })
              : null}
            {v.restored_at
              ? t('removals.counter.restored', 'Your content was restored on {date}.', { date: dateText(v.restored_at) })
              : null}
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
      message: (e) => (e instanceof ApiError ? e.message : tm(MESSAGES.unexpected)),
      success: { title: tm(M.counterSent) },
    });
  });
  return (
    <Section title={t('removals.counter.formTitle', 'Send a counter-notice')} testId="takedown-counter-form">
      <p className="text-sm text-muted-foreground">
        {t(
          'removals.counter.formText',
          'If you believe the material was removed by mistake or misidentification, you may answer with a counter-notice (17 U.S.C. § 512(g)(3)). We forward it, with your name, address and telephone, to the notifier. Unless they tell us within {days} business days that they filed a court action, we restore your content.',
          { days: REMOVAL_LIMITS.restoreBusinessDays },
        )}
      </p>
      <form onSubmit={submit} noValidate aria-label={t('removals.counter.form', 'Counter-notice')} className="grid gap-4">
        <Field
          label={t('removals.counter.material', 'The removed material and where it appeared')}
          error={errors.material?.message}
          hint={t('removals.counter.materialHint', 'Name each item and its address on the platform before removal.')}
        >
          {(p) => <Textarea {...p} rows={3} {...form.register('material')} />}
        </Field>
        <StatementCheck
          name="good_faith_mistake"
          control={form.control}
          label={t(
            'removals.counter.mistake',
            'I swear, under penalty of perjury, that I have a good-faith belief that the material was removed or disabled as a result of mistake or misidentification of the material to be removed or disabled.',
          )}
          error={errors.good_faith_mistake?.message}
        />
        <StatementCheck
          name="jurisdiction_consent"
          control={form.control}
          label={t(
            'removals.counter.jurisdiction',
            'I consent to the jurisdiction of the Federal District Court for the judicial district in which my address is located (or, if it is outside the United States, any judicial district in which the service provider may be found), and I will accept service of process from the person who sent the notice or their agent.',
          )}
          error={errors.jurisdiction_consent?.message}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label={t('removals.request.name', 'Full name')} error={errors.name?.message} className="content-start">
            {(p) => <Input {...p} autoComplete="name" {...form.register('name')} />}
          </Field>
          <Field label={t('removals.request.phone', 'Telephone')} error={errors.phone?.message} className="content-start">
            {(p) => <Input {...p} type="tel" autoComplete="tel" {...form.register('phone')} />}
          </Field>
        </div>
        <Field label={t('removals.request.address', 'Postal address')} error={errors.address?.message}>
          {(p) => <Textarea {...p} rows={2} autoComplete="street-address" {...form.register('address')} />}
        </Field>
        <Field
          label={t('removals.request.signature', 'Signature')}
          error={errors.signature?.message}
          hint={t('removals.counter.signatureHint', 'Type your full name: your electronic signature.')}
        >
          {(p) => <Input {...p} autoComplete="off" {...form.register('signature')} />}
        </Field>
        <FormError message={send.error} />
        <div>
          <Button type="submit" disabled={send.busy}>
            <Send aria-hidden />
            {send.busy ? t('removals.request.sending', 'Sending…') : t('removals.counter.send', 'Send counter-notice')}
          </Button>
        </div>
      </form>
    </Section>
  );
}
