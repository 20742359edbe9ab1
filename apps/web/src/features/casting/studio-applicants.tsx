import { zodResolver } from '@hookform/resolvers/zod';
import {
  CASTING_LIMITS,
  CASTING_MESSAGES,
  type CastingApplicant,
  type CastingCallDetail,
  type CastingReviewInput,
  castingReviewInput,
  RATE_UNITS,
} from '@mb/contract/casting';
import { Clapperboard, Users } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import { z } from 'zod';
import { EmptyState } from '../../components/page/states';
import { Button } from '../../components/ui/button';
import { Card, CardContent } from '../../components/ui/card';
import { Field } from '../../components/ui/field';
import { FormError } from '../../components/ui/form-error';
import { Input, Textarea } from '../../components/ui/input';
import { applyServerError } from '../../lib/form-errors';
import { t, tm } from '../../lib/i18n';
import { cn } from '../../lib/utils';
import {
  ApplicationBadge,
  answerText,
  ListSkeleton,
  LoadError,
  MemberLine,
  memberName,
  RateUnitField,
  rateText,
  selectClass,
} from './parts';
import { useApplicants, useMyCalls, useReview } from './queries';

// ---------------------------------------------------------------------------------------------------
// Studio: applicants to one call

/** The offer's text as the server's input (no rate is null), checked by the contract's schema. */
const offerForm = z
  .object({ message: z.string(), rate: z.string(), rate_unit: z.enum(RATE_UNITS) })
  .transform((d): CastingReviewInput => ({ action: 'offer', ...d, rate: d.rate ? Number(d.rate) : null }))
  .pipe(castingReviewInput);
const OFFER_FIELDS = ['message', 'rate'] as const;

function OfferForm({ applicant, onDone }: { applicant: CastingApplicant; onDone: () => void }) {
  const review = useReview();
  const form = useForm<z.input<typeof offerForm>, unknown, z.output<typeof offerForm>>({
    resolver: zodResolver(offerForm),
    defaultValues: { message: '', rate: '', rate_unit: 'per_scene' },
  });
  const { errors } = form.formState;
  return (
    <form
      className="grid gap-3 rounded-md border p-3"
      aria-label={t('casting.applicants.offerTo', 'Offer to {name}', { name: memberName(applicant.applicant) })}
      onSubmit={form.handleSubmit(async (body) => {
        const r = await review.submit({ id: applicant.id, body }, { success: { title: CASTING_MESSAGES.offerSent } });
        if (r.ok) onDone();
        // Under its field and, as always, above the buttons too.
        else applyServerError(r.error, form.setError, OFFER_FIELDS);
      })}
    >
      <Field label={t('casting.applicants.offerMessage', 'Offer message')} error={errors.message?.message}>
        {(p) => <Textarea {...p} maxLength={CASTING_LIMITS.messageMax} {...form.register('message')} />}
      </Field>
      <div className="grid gap-3 sm:grid-cols-2">
        <Field label={t('casting.applicants.rate', 'Rate (USD, optional)')} error={errors.rate?.message}>
          {(p) => <Input {...p} type="number" min={0} inputMode="numeric" {...form.register('rate')} />}
        </Field>
        <RateUnitField value={form.watch('rate_unit')} onChange={(u) => form.setValue('rate_unit', u)} />
      </div>
      <FormError message={review.error} />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={review.busy}>
          {t('casting.applicants.sendOffer', 'Send offer')}
        </Button>
        <Button type="button" variant="outline" onClick={onDone}>
          {t('common.cancel', 'Cancel')}
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
    void review.submit(
      { id: a.id, body },
      { success: { title: done }, failure: (m) => ({ title: m ?? t('casting.failed', 'That did not work.') }) },
    );
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
              <p className="font-medium">{tm(CASTING_MESSAGES.acknowledgedEarlier)}</p>
              <p className="break-words whitespace-pre-line text-muted-foreground">{a.acknowledged_disclosure}</p>
            </div>
          ) : null}
          {a.portfolio.length > 0 ? (
            <ul className="grid grid-cols-3 gap-2 sm:grid-cols-5" aria-label={t('casting.applicants.attached', 'Attached portfolio items')}>
              {a.portfolio.map((i) => (
                <li key={i.id}>
                  <Link
                    to={`/model/${a.applicant.username ?? a.applicant.user_id}`}
                    aria-label={i.title || t('casting.applicants.item', 'Portfolio item')}
                  >
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
            <p className="text-xs text-muted-foreground">{t('casting.applicants.noItems', 'No portfolio items attached.')}</p>
          )}
          {a.offer ? (
            <p className="rounded-md bg-muted p-2 text-sm">
              {a.offer.rate !== null
                ? t('casting.applicants.yourOfferRate', 'Your offer ({rate}): {message}', {
                    rate: rateText(a.offer.rate, a.offer.rate, a.offer.rate_unit),
                    message: a.offer.message,
                  })
                : t('casting.applicants.yourOffer', 'Your offer: {message}', { message: a.offer.message })}
            </p>
          ) : null}
          <form
            className="grid gap-2"
            onSubmit={(e) => {
              e.preventDefault();
              act({ action: 'note', note }, t('casting.applicants.noteSaved', 'Note saved.'));
            }}
          >
            <Field label={t('casting.applicants.note', 'Private note (only your studio sees it)')}>
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
              {t('casting.applicants.saveNote', 'Save note')}
            </Button>
          </form>
          {open && !offering ? (
            <div className="flex flex-wrap gap-2">
              {a.status === 'submitted' ? (
                <Button
                  size="sm"
                  variant="outline"
                  disabled={review.busy}
                  onClick={() => act({ action: 'shortlist' }, t('casting.applicants.shortlisted', 'Shortlisted.'))}
                >
                  {t('casting.applicants.shortlist', 'Shortlist')}
                </Button>
              ) : (
                <Button
                  size="sm"
                  variant="outline"
                  disabled={review.busy}
                  onClick={() => act({ action: 'unshortlist' }, t('casting.applicants.unshortlisted', 'Removed from the shortlist.'))}
                >
                  {t('casting.applicants.unshortlist', 'Remove from shortlist')}
                </Button>
              )}
              <Button size="sm" onClick={() => setOffering(true)}>
                {t('casting.applicants.makeOffer', 'Make an offer')}
              </Button>
              <Button
                size="sm"
                variant="ghost"
                disabled={review.busy}
                onClick={() => act({ action: 'reject' }, t('casting.applicants.rejected', 'Application rejected.'))}
              >
                {t('casting.applicants.reject', 'Reject')}
              </Button>
            </div>
          ) : null}
          {offering ? <OfferForm applicant={a} onDone={() => setOffering(false)} /> : null}
          {a.collaboration_id ? (
            <Button asChild size="sm" variant="outline" className="justify-self-start">
              <Link to={`/collab/${a.collaboration_id}`}>{t('casting.openCollab', 'Open collaboration')}</Link>
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
  if (q.isPending) return <ListSkeleton label={t('casting.applicants.loading', 'Loading applicants')} />;
  if (q.isError) return <LoadError error={q.error} onRetry={() => void q.refetch()} retrying={q.isFetching} />;
  const items = q.data.items.filter((a) => filter === 'all' || a.status === 'shortlisted');
  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="mr-auto font-semibold">
          {q.data.call.title} ·{' '}
          {t('casting.applicants.count', '{count, plural, one {# applicant} other {# applicants}}', { count: q.data.items.length })}
        </h3>
        <select
          aria-label={t('casting.applicants.show', 'Show')}
          className={cn(selectClass, 'w-auto')}
          value={filter}
          onChange={(e) => setFilter(e.target.value as typeof filter)}
        >
          <option value="all">{t('casting.applicants.all', 'All applicants')}</option>
          <option value="shortlisted">{t('casting.applicants.shortlist', 'Shortlist')}</option>
        </select>
      </div>
      {items.length === 0 ? (
        <EmptyState
          icon={Users}
          title={
            filter === 'all'
              ? t('casting.applicants.none', 'No applicants yet')
              : t('casting.applicants.noneShortlisted', 'Nobody shortlisted yet')
          }
        >
          {filter === 'all'
            ? t('casting.applicants.noneText', 'Applications to this call show here as creators send them.')
            : t('casting.applicants.noneShortlistedText', 'Shortlist applicants to compare them here.')}
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

export function StudioCalls() {
  const calls = useMyCalls();
  const [params, setParams] = useSearchParams();
  if (calls.isPending) return <ListSkeleton label={t('casting.calls.loading', 'Loading your casting calls')} rows={2} />;
  if (calls.isError) return <LoadError error={calls.error} onRetry={() => void calls.refetch()} retrying={calls.isFetching} />;
  if (calls.data.items.length === 0)
    return (
      <EmptyState
        icon={Clapperboard}
        title={t('casting.calls.empty', 'No casting calls yet')}
        action={
          <Button asChild>
            <Link to="/casting-forms">{t('casting.applicants.openCall', 'Open a casting call')}</Link>
          </Button>
        }
      >
        {t('casting.applicants.noCalls', 'Build a form and open a casting call; applicants show here for you to review.')}
      </EmptyState>
    );
  const selected = params.get('call') ?? calls.data.items[0]?.id ?? null;
  return (
    <div className="grid gap-4">
      <Field label={t('casting.applicants.call', 'Casting call')}>
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
