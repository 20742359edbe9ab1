import { type CastingBrowseQuery, type CastingCall, RATE_UNIT_LABELS } from '@mb/contract/casting';
import { CONTENT_TYPE_LABELS, CONTENT_TYPES, type ContentType } from '@mb/contract/profiles';
import { BellPlus, CalendarDays, Clapperboard, FileText, MapPin, Search, Wallet } from 'lucide-react';
import { useState } from 'react';
import { EmptyState } from '../../components/page/states';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { useMyProfile } from '../profiles';
import { ApplyDialog } from './apply-dialog';
import { ApplicationBadge, datesText, dayText, ListSkeleton, LoadError, MemberLine, rateText, selectClass } from './parts';
import { useBrowseCalls, useCastingCall } from './queries';
import { SaveSearchDialog } from './save-search-dialog';

export function CallCard({ call, canApply }: { call: CastingCall; canApply: boolean }) {
  const [open, setOpen] = useState(false);
  const detail = useCastingCall(open ? call.id : null);
  const mine = call.my_application;
  return (
    <li>
      <Card data-testid="casting-call">
        <CardHeader className="gap-3">
          <MemberLine member={call.studio} />
          <CardTitle className="text-lg">{call.title}</CardTitle>
          <div className="flex flex-wrap gap-1.5">
            {call.content_types.map((t) => (
              <Badge key={t} variant="secondary">
                {CONTENT_TYPE_LABELS[t]}
              </Badge>
            ))}
          </div>
        </CardHeader>
        <CardContent className="grid gap-3">
          <p className="line-clamp-4 text-sm whitespace-pre-line">{call.role_description}</p>
          <dl className="grid gap-1.5 text-sm text-muted-foreground sm:grid-cols-2">
            <div className="flex items-center gap-2">
              <CalendarDays className="size-4 shrink-0" aria-hidden />
              <dt className="sr-only">Dates</dt>
              <dd>{datesText(call.starts_on, call.ends_on)}</dd>
            </div>
            <div className="flex items-center gap-2">
              <MapPin className="size-4 shrink-0" aria-hidden />
              <dt className="sr-only">Location</dt>
              <dd>{call.location || 'Location to be agreed'}</dd>
            </div>
            <div className="flex items-center gap-2">
              <Wallet className="size-4 shrink-0" aria-hidden />
              <dt className="sr-only">Rate</dt>
              <dd>{rateText(call.rate_min, call.rate_max, call.rate_unit)}</dd>
            </div>
            <div className="flex items-center gap-2">
              <FileText className="size-4 shrink-0" aria-hidden />
              <dt className="sr-only">Deadline</dt>
              <dd>Apply by {dayText(call.deadline)}</dd>
            </div>
          </dl>
          <div className="flex flex-wrap items-center gap-2">
            {mine ? (
              <>
                <span className="text-sm">Your application:</span>
                <ApplicationBadge status={mine.status as never} />
              </>
            ) : canApply ? (
              <Button onClick={() => setOpen(true)} disabled={open && detail.isPending}>
                {open && detail.isPending ? 'Loading form...' : 'Apply'}
              </Button>
            ) : (
              <span className="text-sm text-muted-foreground">Only creator accounts apply to casting calls.</span>
            )}
          </div>
          {open && detail.isError ? (
            <p role="alert" className="text-sm text-destructive">
              {detail.error.message}
            </p>
          ) : null}
        </CardContent>
      </Card>
      {open && detail.data ? <ApplyDialog call={detail.data} open={open} onOpenChange={setOpen} /> : null}
    </li>
  );
}

/** Open casting calls to browse and apply to (on /casting, and the first tab of /casting-proposals for members who apply). */
export function OpenCalls() {
  const profile = useMyProfile();
  const [draft, setDraft] = useState({ q: '', location: '', content_type: '', min_rate: '', from: '' });
  const [q, setQ] = useState<CastingBrowseQuery>({});
  const [saving, setSaving] = useState(false);
  const calls = useBrowseCalls(q);
  const canApply = profile.data?.profile_type === 'creator';
  const set = (k: keyof typeof draft) => (e: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
    setDraft((d) => ({ ...d, [k]: e.target.value }));
  const items = calls.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <div className="grid gap-4">
      <form
        aria-label="Filter casting calls"
        className="grid grid-cols-2 gap-3 rounded-lg border p-4 lg:grid-cols-3"
        onSubmit={(e) => {
          e.preventDefault();
          setQ({
            q: draft.q || undefined,
            location: draft.location || undefined,
            content_type: (draft.content_type || undefined) as ContentType | undefined,
            min_rate: draft.min_rate ? Number(draft.min_rate) : undefined,
            from: draft.from || undefined,
          });
        }}
      >
        <Field label="Search" className="col-span-2 lg:col-span-1">
          {(p) => <Input {...p} value={draft.q} onChange={set('q')} placeholder="Role, words, city" />}
        </Field>
        <Field label="Location" className="col-span-2 lg:col-span-1">
          {(p) => <Input {...p} value={draft.location} onChange={set('location')} placeholder="City or country" />}
        </Field>
        <Field label="Content type">
          {(p) => (
            <select {...p} className={selectClass} value={draft.content_type} onChange={set('content_type')}>
              <option value="">Any</option>
              {CONTENT_TYPES.map((t) => (
                <option key={t} value={t}>
                  {CONTENT_TYPE_LABELS[t]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label="Pays at least (USD)">
          {(p) => <Input {...p} type="number" min={0} inputMode="numeric" value={draft.min_rate} onChange={set('min_rate')} />}
        </Field>
        <Field label="Shoots from">{(p) => <Input {...p} type="date" value={draft.from} onChange={set('from')} />}</Field>
        <div className="col-span-2 flex flex-wrap items-end gap-2 lg:col-span-1">
          <Button type="submit" className="flex-1">
            <Search aria-hidden /> Find calls
          </Button>
          <Button type="button" variant="outline" className="flex-1" onClick={() => setSaving(true)}>
            <BellPlus aria-hidden /> Save this search
          </Button>
        </div>
      </form>
      {saving ? <SaveSearchDialog draft={draft} open={saving} onOpenChange={setSaving} /> : null}
      {calls.isPending ? (
        <ListSkeleton label="Loading casting calls" />
      ) : calls.isError ? (
        <LoadError error={calls.error} onRetry={() => void calls.refetch()} retrying={calls.isFetching} />
      ) : items.length === 0 ? (
        <EmptyState icon={Clapperboard} title="No open casting calls match">
          {Object.values(q).some(Boolean) ? 'Try fewer filters.' : 'When studios open casting calls they appear here. Check back soon.'}
        </EmptyState>
      ) : (
        <>
          <ul className="grid gap-4">
            {items.map((c) => (
              <CallCard key={c.id} call={c} canApply={canApply} />
            ))}
          </ul>
          {calls.hasNextPage ? (
            <Button
              variant="outline"
              className="justify-self-center"
              disabled={calls.isFetchingNextPage}
              onClick={() => void calls.fetchNextPage()}
            >
              {calls.isFetchingNextPage ? 'Loading...' : 'More calls'}
            </Button>
          ) : null}
        </>
      )}
      <p className="text-xs text-muted-foreground">
        Rates are in US dollars, {Object.values(RATE_UNIT_LABELS).join(', ')} as each studio states.
      </p>
    </div>
  );
}
