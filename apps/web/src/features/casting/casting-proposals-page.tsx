import {
  CASTING_LIMITS,
  CASTING_MESSAGES,
  type CastingApplicant,
  type CastingCallDetail,
  type CastingProposal,
  type RATE_UNITS,
} from '@mb/contract/casting';
import { Clapperboard, Send, Users } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { EmptyState } from '../../components/page/states';
import { usePageMeta } from '../../components/page/use-page-meta';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Field } from '../../components/ui/field';
import { FormError } from '../../components/ui/form-error';
import { Input, Textarea } from '../../components/ui/input';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { PRODUCT_NAME } from '../../lib/product';
import { cn } from '../../lib/utils';
import { useMyProfile } from '../profiles';
import { MyApplications } from './my-applications';
import { OpenCalls } from './open-calls';
import {
  ApplicationBadge,
  answerText,
  datesText,
  fieldErrors,
  ListSkeleton,
  LoadError,
  MemberLine,
  memberName,
  PageHead,
  ProposalBadge,
  RateUnitField,
  rateText,
  selectClass,
} from './parts';
import { useAnswerProposal, useApplicants, useMyCalls, useProposals, useReview, useSendProposal } from './queries';

// ---------------------------------------------------------------------------------------------------
// Studio: applicants to one call

function OfferForm({ applicant, onDone }: { applicant: CastingApplicant; onDone: () => void }) {
  const review = useReview();
  const [message, setMessage] = useState('');
  const [rate, setRate] = useState('');
  const [unit, setUnit] = useState<(typeof RATE_UNITS)[number]>('per_scene');
  const [errors, setErrors] = useState<Record<string, string>>({});
  return (
    <form
      className="grid gap-3 rounded-md border p-3"
      aria-label={`Offer to ${memberName(applicant.applicant)}`}
      onSubmit={async (e) => {
        e.preventDefault();
        if (!message.trim()) return setErrors({ message: CASTING_MESSAGES.messageRequired });
        const r = await review.submit(
          { id: applicant.id, body: { action: 'offer', message, rate: rate ? Number(rate) : null, rate_unit: unit } },
          { success: { title: CASTING_MESSAGES.offerSent } },
        );
        if (r.ok) onDone();
        else setErrors(fieldErrors(r.error));
      }}
    >
      <Field label="Offer message" error={errors.message}>
        {(p) => <Textarea {...p} value={message} onChange={(e) => setMessage(e.target.value)} maxLength={CASTING_LIMITS.messageMax} />}
      </Field>
      <div className="grid gap-3 sm:grid-cols-2">
        <Field label="Rate (USD, optional)" error={errors.rate}>
          {(p) => <Input {...p} type="number" min={0} inputMode="numeric" value={rate} onChange={(e) => setRate(e.target.value)} />}
        </Field>
        <RateUnitField value={unit} onChange={setUnit} />
      </div>
      <FormError message={review.error} />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={review.busy}>
          Send offer
        </Button>
        <Button type="button" variant="outline" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

function ApplicantCard({ a, call }: { a: CastingApplicant; call: CastingCallDetail }) {
  const review = useReview();
  const [note, setNote] = useState(a.note ?? '');
  const [offering, setOffering] = useState(false);
  const open = a.status === 'submitted' || a.status === 'shortlisted';
  const act = (body: Parameters<typeof review.submit>[0]['body'], done: string) =>
    void review.submit({ id: a.id, body }, { success: { title: done }, failure: (m) => ({ title: m ?? 'That did not work.' }) });
  return (
    <li>
      <Card data-testid="applicant">
        <CardContent className="grid gap-3 pt-6">
          <MemberLine member={a.applicant}>
            <ApplicationBadge status={a.status} />
          </MemberLine>
          <dl className="grid gap-2 text-sm sm:grid-cols-2">
            {/* The form as this applicant answered it: the studio may have edited it since. */}
            {(a.form_fields ?? call.form.fields).map((f) => (
              <div key={f.id} className="grid gap-0.5">
                <dt className="text-xs text-muted-foreground">{f.label}</dt>
                <dd className="break-words whitespace-pre-line">{answerText(f, a.answers[f.id])}</dd>
              </div>
            ))}
          </dl>
          {a.acknowledged_disclosure !== null && a.acknowledged_disclosure.trim() !== call.disclosure.trim() ? (
            <div className="grid gap-1 rounded-md border border-warning/40 bg-warning/10 p-3 text-sm" data-testid="earlier-disclosure">
              <p className="font-medium">{CASTING_MESSAGES.acknowledgedEarlier}</p>
              <p className="break-words whitespace-pre-line text-muted-foreground">{a.acknowledged_disclosure}</p>
            </div>
          ) : null}
          {a.portfolio.length > 0 ? (
            <ul className="grid grid-cols-3 gap-2 sm:grid-cols-5" aria-label="Attached portfolio items">
              {a.portfolio.map((i) => (
                <li key={i.id}>
                  <Link to={`/model/${a.applicant.username ?? a.applicant.user_id}`} aria-label={i.title || 'Portfolio item'}>
                    <img
                      src={i.media.thumb_url ?? i.media.blur_data_url ?? ''}
                      alt={i.title ?? ''}
                      className="aspect-square w-full rounded-md object-cover"
                    />
                  </Link>
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-xs text-muted-foreground">No portfolio items attached.</p>
          )}
          {a.offer ? (
            <p className="rounded-md bg-muted p-2 text-sm">
              Your offer{a.offer.rate !== null ? ` (${rateText(a.offer.rate, a.offer.rate, a.offer.rate_unit)})` : ''}: {a.offer.message}
            </p>
          ) : null}
          <form
            className="grid gap-2"
            onSubmit={(e) => {
              e.preventDefault();
              act({ action: 'note', note }, 'Note saved.');
            }}
          >
            <Field label="Private note (only your studio sees it)">
              {(p) => (
                <Textarea
                  {...p}
                  className="min-h-16"
                  value={note}
                  onChange={(e) => setNote(e.target.value)}
                  maxLength={CASTING_LIMITS.noteMax}
                />
              )}
            </Field>
            <Button type="submit" size="sm" variant="outline" className="justify-self-start" disabled={review.busy}>
              Save note
            </Button>
          </form>
          {open && !offering ? (
            <div className="flex flex-wrap gap-2">
              {a.status === 'submitted' ? (
                <Button size="sm" variant="outline" disabled={review.busy} onClick={() => act({ action: 'shortlist' }, 'Shortlisted.')}>
                  Shortlist
                </Button>
              ) : (
                <Button
                  size="sm"
                  variant="outline"
                  disabled={review.busy}
                  onClick={() => act({ action: 'unshortlist' }, 'Removed from the shortlist.')}
                >
                  Remove from shortlist
                </Button>
              )}
              <Button size="sm" onClick={() => setOffering(true)}>
                Make an offer
              </Button>
              <Button size="sm" variant="ghost" disabled={review.busy} onClick={() => act({ action: 'reject' }, 'Application rejected.')}>
                Reject
              </Button>
            </div>
          ) : null}
          {offering ? <OfferForm applicant={a} onDone={() => setOffering(false)} /> : null}
          {a.collaboration_id ? (
            <Button asChild size="sm" variant="outline" className="justify-self-start">
              <Link to={`/collab/${a.collaboration_id}`}>Open collaboration</Link>
            </Button>
          ) : null}
        </CardContent>
      </Card>
    </li>
  );
}

function Applicants({ callId }: { callId: string }) {
  const q = useApplicants(callId);
  const [filter, setFilter] = useState<'all' | 'shortlisted'>('all');
  if (q.isPending) return <ListSkeleton label="Loading applicants" />;
  if (q.isError) return <LoadError error={q.error} onRetry={() => void q.refetch()} retrying={q.isFetching} />;
  const items = q.data.items.filter((a) => filter === 'all' || a.status === 'shortlisted');
  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="mr-auto font-semibold">
          {q.data.call.title} · {q.data.items.length} applicant{q.data.items.length === 1 ? '' : 's'}
        </h3>
        <select
          aria-label="Show"
          className={cn(selectClass, 'w-auto')}
          value={filter}
          onChange={(e) => setFilter(e.target.value as typeof filter)}
        >
          <option value="all">All applicants</option>
          <option value="shortlisted">Shortlist</option>
        </select>
      </div>
      {items.length === 0 ? (
        <EmptyState icon={Users} title={filter === 'all' ? 'No applicants yet' : 'Nobody shortlisted yet'}>
          {filter === 'all' ? 'Applications to this call show here as creators send them.' : 'Shortlist applicants to compare them here.'}
        </EmptyState>
      ) : (
        <ul className="grid gap-3">
          {items.map((a) => (
            <ApplicantCard key={a.id} a={a} call={q.data.call} />
          ))}
        </ul>
      )}
    </div>
  );
}

function StudioCalls() {
  const calls = useMyCalls();
  const [params, setParams] = useSearchParams();
  if (calls.isPending) return <ListSkeleton label="Loading your casting calls" rows={2} />;
  if (calls.isError) return <LoadError error={calls.error} onRetry={() => void calls.refetch()} retrying={calls.isFetching} />;
  if (calls.data.items.length === 0)
    return (
      <EmptyState
        icon={Clapperboard}
        title="No casting calls yet"
        action={
          <Button asChild>
            <Link to="/casting-forms">Open a casting call</Link>
          </Button>
        }
      >
        Build a form and open a casting call; applicants show here for you to review.
      </EmptyState>
    );
  const selected = params.get('call') ?? calls.data.items[0]?.id ?? null;
  return (
    <div className="grid gap-4">
      <Field label="Casting call">
        {(p) => (
          <select
            {...p}
            className={selectClass}
            value={selected ?? ''}
            onChange={(e) => {
              const next = new URLSearchParams(params);
              next.set('call', e.target.value);
              setParams(next, { replace: true });
            }}
          >
            {calls.data.items.map((c) => (
              <option key={c.id} value={c.id}>
                {c.title} ({c.applicants ?? 0})
              </option>
            ))}
          </select>
        )}
      </Field>
      {selected ? <Applicants callId={selected} /> : null}
    </div>
  );
}

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

function Proposals({ studio }: { studio: boolean }) {
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

/**
 * /casting-proposals, the sidebar's Casting: studios review applicants and send proposals; everyone
 * else lands on the open calls (what a performer comes for, issue 31), with their proposals and
 * applications one tab away.
 */
export default function CastingProposalsPage() {
  usePageMeta(`Casting · ${PRODUCT_NAME}`, 'Open casting calls, proposals and applications.');
  const profile = useMyProfile();
  const [params, setParams] = useSearchParams();
  const studio = profile.data?.profile_type === 'studio';
  const tabs = studio ? (['applicants', 'proposals'] as const) : (['calls', 'proposals', 'applications'] as const);
  const requested = params.get('tab');
  const tab = (tabs as readonly string[]).includes(requested ?? '')
    ? (requested as string)
    : params.get('call') && studio
      ? 'applicants'
      : tabs[0];
  const label: Record<string, string> = {
    calls: 'Open calls',
    applicants: 'Applicants',
    proposals: 'Proposals',
    applications: 'My applications',
  };
  return (
    <section className="mx-auto grid w-full max-w-3xl gap-6 px-4 py-8">
      <PageHead
        icon={Clapperboard}
        title="Casting"
        lead={
          studio
            ? 'Review applicants to your casting calls and send proposals to creators.'
            : 'Open casting calls from studios to apply to with your portfolio, the proposals studios sent you, and your applications.'
        }
      />
      {profile.isPending ? (
        <ListSkeleton label="Loading" rows={2} />
      ) : profile.isError ? (
        <LoadError error={profile.error} onRetry={() => void profile.refetch()} retrying={profile.isFetching} />
      ) : (
        <Tabs
          value={tab}
          onValueChange={(v) => {
            const next = new URLSearchParams(params);
            next.set('tab', v);
            setParams(next, { replace: true });
          }}
        >
          <TabsList>
            {tabs.map((t) => (
              <TabsTrigger key={t} value={t}>
                {label[t]}
              </TabsTrigger>
            ))}
          </TabsList>
          {studio ? (
            <TabsContent value="applicants" className="mt-4">
              <StudioCalls />
            </TabsContent>
          ) : (
            <>
              <TabsContent value="calls" className="mt-4">
                <OpenCalls />
              </TabsContent>
              <TabsContent value="applications" className="mt-4">
                <MyApplications />
              </TabsContent>
            </>
          )}
          <TabsContent value="proposals" className="mt-4">
            <Proposals studio={studio} />
          </TabsContent>
        </Tabs>
      )}
    </section>
  );
}
