import { CASTING_LIMITS, CASTING_MESSAGES, type CastingProposal, type RATE_UNITS } from '@mb/contract/casting';
import { Send } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '../../components/page/states';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Field } from '../../components/ui/field';
import { FormError } from '../../components/ui/form-error';
import { Input, Textarea } from '../../components/ui/input';
import { datesText, fieldErrors, ListSkeleton, LoadError, MemberLine, ProposalBadge, RateUnitField, rateText } from './parts';
import { useAnswerProposal, useProposals, useSendProposal } from './queries';

// ---------------------------------------------------------------------------------------------------
// Proposals

function ProposalForm({ onDone }: { onDone: () => void }) {
  const send = useSendProposal();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [v, setV] = useState({
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
  });
  const set = (k: keyof typeof v) => (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
    setV((x) => ({ ...x, [k]: e.target.value }));
  return (
    <form
      className="grid gap-3"
      aria-label="New casting proposal"
      onSubmit={async (e) => {
        e.preventDefault();
        const r = await send.submit(
          {
            creator: v.creator,
            role: v.role,
            description: v.description || null,
            starts_on: v.starts_on || null,
            ends_on: v.ends_on || null,
            rate: v.rate ? Number(v.rate) : null,
            rate_unit: v.rate_unit as (typeof RATE_UNITS)[number],
            location: v.location || null,
            disclosure: v.disclosure,
            message: v.message || null,
          },
          { success: { title: CASTING_MESSAGES.proposalSent } },
        );
        if (r.ok) onDone();
        else setErrors(fieldErrors(r.error));
      }}
    >
      <Field label="Creator (username)" error={errors.creator}>
        {(p) => <Input {...p} value={v.creator} onChange={set('creator')} placeholder="@username" required />}
      </Field>
      <Field label="Role" error={errors.role}>
        {(p) => <Input {...p} value={v.role} onChange={set('role')} maxLength={CASTING_LIMITS.titleMax} required />}
      </Field>
      <Field label="Description (optional)" error={errors.description}>
        {(p) => (
          <Textarea
            {...p}
            className="min-h-16"
            value={v.description}
            onChange={set('description')}
            maxLength={CASTING_LIMITS.roleDescriptionMax}
          />
        )}
      </Field>
      <div className="grid gap-3 sm:grid-cols-2">
        <Field label="Starts" error={errors.starts_on}>
          {(p) => <Input {...p} type="date" value={v.starts_on} onChange={set('starts_on')} />}
        </Field>
        <Field label="Ends" error={errors.ends_on}>
          {(p) => <Input {...p} type="date" value={v.ends_on} onChange={set('ends_on')} />}
        </Field>
        <Field label="Rate (USD)" error={errors.rate}>
          {(p) => <Input {...p} type="number" min={0} inputMode="numeric" value={v.rate} onChange={set('rate')} />}
        </Field>
        <RateUnitField value={v.rate_unit} onChange={(u) => setV((x) => ({ ...x, rate_unit: u }))} />
      </div>
      <Field label="Location" error={errors.location}>
        {(p) => <Input {...p} value={v.location} onChange={set('location')} maxLength={CASTING_LIMITS.locationMax} />}
      </Field>
      <Field label="Nudity and acts disclosure" error={errors.disclosure}>
        {(p) => (
          <Textarea
            {...p}
            className="min-h-16"
            value={v.disclosure}
            onChange={set('disclosure')}
            maxLength={CASTING_LIMITS.disclosureMax}
            required
          />
        )}
      </Field>
      <Field label="Message (optional)" error={errors.message}>
        {(p) => <Textarea {...p} className="min-h-16" value={v.message} onChange={set('message')} maxLength={CASTING_LIMITS.messageMax} />}
      </Field>
      <FormError message={send.error} />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={send.busy}>
          <Send aria-hidden /> Send proposal
        </Button>
        <Button type="button" variant="outline" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

function CounterForm({ p, onDone }: { p: CastingProposal; onDone: () => void }) {
  const answer = useAnswerProposal();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [v, setV] = useState({
    rate: p.rate !== null ? String(p.rate) : '',
    starts_on: p.starts_on ?? '',
    ends_on: p.ends_on ?? '',
    message: '',
  });
  const set = (k: keyof typeof v) => (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
    setV((x) => ({ ...x, [k]: e.target.value }));
  return (
    <form
      className="grid gap-3 rounded-md border p-3"
      aria-label="Counter-offer"
      onSubmit={async (e) => {
        e.preventDefault();
        if (!v.message.trim()) return setErrors({ message: CASTING_MESSAGES.messageRequired });
        const r = await answer.submit(
          {
            id: p.id,
            body: {
              action: 'counter',
              rate: v.rate ? Number(v.rate) : null,
              starts_on: v.starts_on || null,
              ends_on: v.ends_on || null,
              message: v.message,
            },
          },
          { success: { title: 'Counter-offer sent.' } },
        );
        if (r.ok) onDone();
        else setErrors(fieldErrors(r.error));
      }}
    >
      <div className="grid gap-3 sm:grid-cols-3">
        <Field label="Your rate (USD)" error={errors.rate}>
          {(f) => <Input {...f} type="number" min={0} inputMode="numeric" value={v.rate} onChange={set('rate')} />}
        </Field>
        <Field label="Starts" error={errors.starts_on}>
          {(f) => <Input {...f} type="date" value={v.starts_on} onChange={set('starts_on')} />}
        </Field>
        <Field label="Ends" error={errors.ends_on}>
          {(f) => <Input {...f} type="date" value={v.ends_on} onChange={set('ends_on')} />}
        </Field>
      </div>
      <Field label="Message" error={errors.message}>
        {(f) => <Textarea {...f} className="min-h-16" value={v.message} onChange={set('message')} maxLength={CASTING_LIMITS.messageMax} />}
      </Field>
      <FormError message={answer.error} />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={answer.busy}>
          Send counter-offer
        </Button>
        <Button type="button" variant="outline" onClick={onDone}>
          Cancel
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
      { success: { title: done }, failure: (m) => ({ title: m ?? 'That did not work.' }) },
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
            {datesText(p.starts_on, p.ends_on)} · {p.location || 'Location to be agreed'} · {rateText(p.rate, p.rate, p.rate_unit)}
          </p>
          <div className="rounded-md border border-warning/40 bg-warning/5 p-2 text-sm">
            <span className="font-semibold">Disclosure: </span>
            <span className="whitespace-pre-line">{p.disclosure}</span>
          </div>
          {p.message ? <p className="text-sm italic">“{p.message}”</p> : null}
          {p.counter ? (
            <div className="grid gap-1 rounded-md bg-muted p-2 text-sm">
              <p className="font-semibold">
                Counter-offer: {rateText(p.counter.rate, p.counter.rate, p.rate_unit)} · {datesText(p.counter.starts_on, p.counter.ends_on)}
              </p>
              {p.counter.message ? <p className="whitespace-pre-line">{p.counter.message}</p> : null}
            </div>
          ) : null}
          {!sent && p.status === 'pending' && !countering ? (
            <div className="flex flex-wrap gap-2">
              <Button size="sm" disabled={answer.busy} onClick={() => act('accept', 'Proposal accepted.')}>
                Accept
              </Button>
              <Button size="sm" variant="outline" onClick={() => setCountering(true)}>
                Counter
              </Button>
              <Button size="sm" variant="ghost" disabled={answer.busy} onClick={() => act('decline', 'Proposal declined.')}>
                Decline
              </Button>
            </div>
          ) : null}
          {countering ? <CounterForm p={p} onDone={() => setCountering(false)} /> : null}
          {sent && p.status === 'countered' ? (
            <div className="flex flex-wrap gap-2">
              <Button size="sm" disabled={answer.busy} onClick={() => act('accept', 'Counter-offer accepted.')}>
                Accept counter
              </Button>
              <Button size="sm" variant="outline" disabled={answer.busy} onClick={() => act('decline', 'Counter-offer declined.')}>
                Decline counter
              </Button>
            </div>
          ) : null}
          {sent && (p.status === 'pending' || p.status === 'countered') ? (
            <Button
              size="sm"
              variant="ghost"
              className="justify-self-start"
              disabled={answer.busy}
              onClick={() => act('withdraw', 'Proposal withdrawn.')}
            >
              Withdraw
            </Button>
          ) : null}
          {p.collaboration_id ? (
            <Button asChild size="sm" variant="outline" className="justify-self-start">
              <Link to={`/collab/${p.collaboration_id}`}>Open collaboration</Link>
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
              <CardTitle className="text-base">New proposal</CardTitle>
              <CardDescription>Send a role straight to a creator. They can accept, decline or counter.</CardDescription>
            </CardHeader>
            <CardContent>
              <ProposalForm onDone={() => setComposing(false)} />
            </CardContent>
          </Card>
        ) : (
          <Button className="justify-self-start" onClick={() => setComposing(true)}>
            <Send aria-hidden /> New proposal
          </Button>
        )
      ) : null}
      {q.isPending ? (
        <ListSkeleton label="Loading proposals" rows={2} />
      ) : q.isError ? (
        <LoadError error={q.error} onRetry={() => void q.refetch()} retrying={q.isFetching} />
      ) : list.length === 0 ? (
        <EmptyState icon={Send} title={studio ? 'No proposals sent' : 'No proposals yet'}>
          {studio ? 'Send a proposal to a creator you want for a role.' : 'When a studio sends you a casting proposal it shows here.'}
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
