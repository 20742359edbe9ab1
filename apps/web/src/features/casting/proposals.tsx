import { zodResolver } from '@hookform/resolvers/zod';
import {
  CASTING_LIMITS,
  CASTING_MESSAGES,
  type CastingProposal,
  type CastingProposalAnswerInput,
  type CastingProposalInput,
  castingProposalAnswerInput,
  castingProposalInput,
  RATE_UNITS,
} from '@mb/contract/casting';
import { Send } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { z } from 'zod';
import { EmptyState } from '../../components/page/states';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Field } from '../../components/ui/field';
import { FormError } from '../../components/ui/form-error';
import { Input, Textarea } from '../../components/ui/input';
import { applyServerError } from '../../lib/form-errors';
import { t } from '../../lib/i18n';
import { datesText, ListSkeleton, LoadError, MemberLine, ProposalBadge, RateUnitField, rateText } from './parts';
import { useAnswerProposal, useProposals, useSendProposal } from './queries';

// ---------------------------------------------------------------------------------------------------
// Proposals

const orNull = (v: string) => v || null;
const rateOf = (v: string) => (v ? Number(v) : null);

/** The proposal's text as the server's input (empty optional fields are null), checked by the contract's schema. */
const proposalForm = z
  .object({
    creator: z.string(),
    role: z.string(),
    description: z.string(),
    starts_on: z.string(),
    ends_on: z.string(),
    rate: z.string(),
    rate_unit: z.enum(RATE_UNITS),
    location: z.string(),
    disclosure: z.string(),
    message: z.string(),
  })
  .transform(
    (v): CastingProposalInput => ({
      ...v,
      description: orNull(v.description),
      starts_on: orNull(v.starts_on),
      ends_on: orNull(v.ends_on),
      rate: rateOf(v.rate),
      location: orNull(v.location),
      message: orNull(v.message),
    }),
  )
  .pipe(castingProposalInput);
const PROPOSAL_FIELDS = ['creator', 'role', 'description', 'starts_on', 'ends_on', 'rate', 'location', 'disclosure', 'message'] as const;

function ProposalForm({ onDone }: { onDone: () => void }) {
  const send = useSendProposal();
  const form = useForm<z.input<typeof proposalForm>, unknown, z.output<typeof proposalForm>>({
    resolver: zodResolver(proposalForm),
    defaultValues: {
      creator: '',
      role: '',
      description: '',
      starts_on: '',
      ends_on: '',
      rate: '',
      rate_unit: 'per_scene',
      location: '',
      disclosure: '',
      message: '',
    },
  });
  const { errors } = form.formState;
  const set = form.register;
  return (
    <form
      className="grid gap-3"
      aria-label={t('casting.proposal.newLabel', 'New casting proposal')}
      onSubmit={form.handleSubmit(async (body) => {
        const r = await send.submit(body, { success: { title: CASTING_MESSAGES.proposalSent } });
        if (r.ok) onDone();
        // Under its field and, as always, above the buttons too.
        else applyServerError(r.error, form.setError, PROPOSAL_FIELDS);
      })}
    >
      <Field label={t('casting.proposal.creator', 'Creator (username)')} error={errors.creator?.message}>
        {(p) => <Input {...p} placeholder={t('casting.proposal.creatorPlaceholder', '@username')} required {...set('creator')} />}
      </Field>
      <Field label={t('casting.call.role', 'Role')} error={errors.role?.message}>
        {(p) => <Input {...p} maxLength={CASTING_LIMITS.titleMax} required {...set('role')} />}
      </Field>
      <Field label={t('casting.proposal.description', 'Description (optional)')} error={errors.description?.message}>
        {(p) => <Textarea {...p} className="min-h-16" maxLength={CASTING_LIMITS.roleDescriptionMax} {...set('description')} />}
      </Field>
      <div className="grid gap-3 sm:grid-cols-2">
        <Field label={t('casting.proposal.starts', 'Starts')} error={errors.starts_on?.message}>
          {(p) => <Input {...p} type="date" {...set('starts_on')} />}
        </Field>
        <Field label={t('casting.proposal.ends', 'Ends')} error={errors.ends_on?.message}>
          {(p) => <Input {...p} type="date" {...set('ends_on')} />}
        </Field>
        <Field label={t('casting.proposal.rate', 'Rate (USD)')} error={errors.rate?.message}>
          {(p) => <Input {...p} type="number" min={0} inputMode="numeric" {...set('rate')} />}
        </Field>
        <RateUnitField value={form.watch('rate_unit')} onChange={(u) => form.setValue('rate_unit', u)} />
      </div>
      <Field label={t('casting.call.location', 'Location')} error={errors.location?.message}>
        {(p) => <Input {...p} maxLength={CASTING_LIMITS.locationMax} {...set('location')} />}
      </Field>
      <Field label={t('casting.disclosure', 'Nudity and acts disclosure')} error={errors.disclosure?.message}>
        {(p) => <Textarea {...p} className="min-h-16" maxLength={CASTING_LIMITS.disclosureMax} required {...set('disclosure')} />}
      </Field>
      <Field label={t('casting.proposal.messageOptional', 'Message (optional)')} error={errors.message?.message}>
        {(p) => <Textarea {...p} className="min-h-16" maxLength={CASTING_LIMITS.messageMax} {...set('message')} />}
      </Field>
      <FormError message={send.error} />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={send.busy}>
          <Send aria-hidden /> {t('casting.proposal.send', 'Send proposal')}
        </Button>
        <Button type="button" variant="outline" onClick={onDone}>
          {t('common.cancel', 'Cancel')}
        </Button>
      </div>
    </form>
  );
}

/** The counter-offer's text as the server's input, checked by the contract's schema. */
const counterForm = z
  .object({ rate: z.string(), starts_on: z.string(), ends_on: z.string(), message: z.string() })
  .transform(
    (v): CastingProposalAnswerInput => ({
      action: 'counter',
      ...v,
      rate: rateOf(v.rate),
      starts_on: orNull(v.starts_on),
      ends_on: orNull(v.ends_on),
    }),
  )
  .pipe(castingProposalAnswerInput);
const COUNTER_FIELDS = ['rate', 'starts_on', 'ends_on', 'message'] as const;

function CounterForm({ p, onDone }: { p: CastingProposal; onDone: () => void }) {
  const answer = useAnswerProposal();
  const form = useForm<z.input<typeof counterForm>, unknown, z.output<typeof counterForm>>({
    resolver: zodResolver(counterForm),
    defaultValues: { rate: p.rate !== null ? String(p.rate) : '', starts_on: p.starts_on ?? '', ends_on: p.ends_on ?? '', message: '' },
  });
  const { errors } = form.formState;
  const set = form.register;
  return (
    <form
      className="grid gap-3 rounded-md border p-3"
      aria-label={t('casting.proposal.counterOffer', 'Counter-offer')}
      onSubmit={form.handleSubmit(async (body) => {
        const r = await answer.submit({ id: p.id, body }, { success: { title: t('casting.proposal.counterSent', 'Counter-offer sent.') } });
        if (r.ok) onDone();
        // Under its field and, as always, above the buttons too.
        else applyServerError(r.error, form.setError, COUNTER_FIELDS);
      })}
    >
      <div className="grid gap-3 sm:grid-cols-3">
        <Field label={t('casting.proposal.yourRate', 'Your rate (USD)')} error={errors.rate?.message}>
          {(f) => <Input {...f} type="number" min={0} inputMode="numeric" {...set('rate')} />}
        </Field>
        <Field label={t('casting.proposal.starts', 'Starts')} error={errors.starts_on?.message}>
          {(f) => <Input {...f} type="date" {...set('starts_on')} />}
        </Field>
        <Field label={t('casting.proposal.ends', 'Ends')} error={errors.ends_on?.message}>
          {(f) => <Input {...f} type="date" {...set('ends_on')} />}
        </Field>
      </div>
      <Field label={t('casting.proposal.message', 'Message')} error={errors.message?.message}>
        {(f) => <Textarea {...f} className="min-h-16" maxLength={CASTING_LIMITS.messageMax} {...set('message')} />}
      </Field>
      <FormError message={answer.error} />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={answer.busy}>
          {t('casting.proposal.sendCounter', 'Send counter-offer')}
        </Button>
        <Button type="button" variant="outline" onClick={onDone}>
          {t('common.cancel', 'Cancel')}
        </Button>
      </div>
    </form>
  );
}

function ProposalCard({ p }: { p: CastingProposal }) {
  const answer = useAnswerProposal();
  const [countering, setCountering] = useState(false);
  const sent = p.direction === 'sent';
  const act = (action: 'accept' | 'decline' | 'withdraw', done: string) =>
    void answer.submit(
      { id: p.id, body: { action } },
      { success: { title: done }, failure: (m) => ({ title: m ?? t('casting.failed', 'That did not work.') }) },
    );
  return (
    <li>
      <Card data-testid="proposal">
        <CardContent className="grid gap-3 pt-6">
          <MemberLine member={sent ? p.creator : p.studio}>
            <ProposalBadge status={p.status} />
          </MemberLine>
          <p className="font-medium">{p.role}</p>
          {p.description ? <p className="text-sm whitespace-pre-line">{p.description}</p> : null}
          <p className="text-sm text-muted-foreground">
            {datesText(p.starts_on, p.ends_on)} · {p.location || t('casting.browse.locationTba', 'Location to be agreed')} ·{' '}
            {rateText(p.rate, p.rate, p.rate_unit)}
          </p>
          <div className="rounded-md border border-warning/40 bg-warning/5 p-2 text-sm">
            <span className="font-semibold">{t('casting.proposal.disclosure', 'Disclosure:')} </span>
            <span className="whitespace-pre-line">{p.disclosure}</span>
          </div>
          {p.message ? <p className="text-sm italic">“{p.message}”</p> : null}
          {p.counter ? (
            <div className="grid gap-1 rounded-md bg-muted p-2 text-sm">
              <p className="font-semibold">
                {t('casting.proposal.counterLine', 'Counter-offer: {rate} · {dates}', {
                  rate: rateText(p.counter.rate, p.counter.rate, p.rate_unit),
                  dates: datesText(p.counter.starts_on, p.counter.ends_on),
                })}
              </p>
              {p.counter.message ? <p className="whitespace-pre-line">{p.counter.message}</p> : null}
            </div>
          ) : null}
          {!sent && p.status === 'pending' && !countering ? (
            <div className="flex flex-wrap gap-2">
              <Button size="sm" disabled={answer.busy} onClick={() => act('accept', t('casting.proposal.accepted', 'Proposal accepted.'))}>
                {t('casting.proposal.accept', 'Accept')}
              </Button>
              <Button size="sm" variant="outline" onClick={() => setCountering(true)}>
                {t('casting.proposal.counter', 'Counter')}
              </Button>
              <Button
                size="sm"
                variant="ghost"
                disabled={answer.busy}
                onClick={() => act('decline', t('casting.proposal.declined', 'Proposal declined.'))}
              >
                {t('casting.decline', 'Decline')}
              </Button>
            </div>
          ) : null}
          {countering ? <CounterForm p={p} onDone={() => setCountering(false)} /> : null}
          {sent && p.status === 'countered' ? (
            <div className="flex flex-wrap gap-2">
              <Button
                size="sm"
                disabled={answer.busy}
                onClick={() => act('accept', t('casting.proposal.counterAccepted', 'Counter-offer accepted.'))}
              >
                {t('casting.proposal.acceptCounter', 'Accept counter')}
              </Button>
              <Button
                size="sm"
                variant="outline"
                disabled={answer.busy}
                onClick={() => act('decline', t('casting.proposal.counterDeclined', 'Counter-offer declined.'))}
              >
                {t('casting.proposal.declineCounter', 'Decline counter')}
              </Button>
            </div>
          ) : null}
          {sent && (p.status === 'pending' || p.status === 'countered') ? (
            <Button
              size="sm"
              variant="ghost"
              className="justify-self-start"
              disabled={answer.busy}
              onClick={() => act('withdraw', t('casting.proposal.withdrawn', 'Proposal withdrawn.'))}
            >
              {t('casting.proposal.withdraw', 'Withdraw')}
            </Button>
          ) : null}
          {p.collaboration_id ? (
            <Button asChild size="sm" variant="outline" className="justify-self-start">
              <Link to={`/collab/${p.collaboration_id}`}>{t('casting.openCollab', 'Open collaboration')}</Link>
            </Button>
          ) : null}
        </CardContent>
      </Card>
    </li>
  );
}

export function Proposals({ studio }: { studio: boolean }) {
  const q = useProposals();
  const [composing, setComposing] = useState(false);
  const list = q.data ? (studio ? q.data.sent : q.data.received) : [];
  return (
    <div className="grid gap-4">
      {studio ? (
        composing ? (
          <Card>
            <CardHeader>
              <CardTitle className="text-base">{t('casting.proposal.new', 'New proposal')}</CardTitle>
              <CardDescription>
                {t('casting.proposal.intro', 'Send a role straight to a creator. They can accept, decline or counter.')}
              </CardDescription>
            </CardHeader>
            <CardContent>
              <ProposalForm onDone={() => setComposing(false)} />
            </CardContent>
          </Card>
        ) : (
          <Button className="justify-self-start" onClick={() => setComposing(true)}>
            <Send aria-hidden /> {t('casting.proposal.new', 'New proposal')}
          </Button>
        )
      ) : null}
      {q.isPending ? (
        <ListSkeleton label={t('casting.proposal.loading', 'Loading proposals')} rows={2} />
      ) : q.isError ? (
        <LoadError error={q.error} onRetry={() => void q.refetch()} retrying={q.isFetching} />
      ) : list.length === 0 ? (
        <EmptyState
          icon={Send}
          title={studio ? t('casting.proposal.noneSent', 'No proposals sent') : t('casting.proposal.none', 'No proposals yet')}
        >
          {studio
            ? t('casting.proposal.noneSentText', 'Send a proposal to a creator you want for a role.')
            : t('casting.proposal.noneText', 'When a studio sends you a casting proposal it shows here.')}
        </EmptyState>
      ) : (
        <ul className="grid gap-3">
          {list.map((p) => (
            <ProposalCard key={p.id} p={p} />
          ))}
        </ul>
      )}
    </div>
  );
}
