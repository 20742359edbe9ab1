import { type CastingBrowseQuery, type CastingCall, RATE_UNITS } from '@mb/contract/casting';
import { CONTENT_TYPES, type ContentType } from '@mb/contract/profiles';
import { BellPlus, CalendarDays, Clapperboard, FileText, MapPin, Search, Wallet } from 'lucide-react';
import { useState } from 'react';
import { EmptyState } from '../../components/page/states';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { contentTypeLabel } from '../../lib/content-type-label';
import { t } from '../../lib/i18n';
import { useMyProfile } from '../profiles';
import { ApplyDialog } from './apply-dialog';
import { ApplicationBadge, datesText, dayText, ListSkeleton, LoadError, MemberLine, rateText, rateUnitLabel, selectClass } from './parts';
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
            {call.content_types.map((ct) => (
              <Badge key={ct} variant="secondary">
                {contentTypeLabel(ct)}
              </Badge>
            ))}
          </div>
        </CardHeader>
        <CardContent className="grid gap-3">
          <p className="line-clamp-4 text-sm whitespace-pre-line">{call.role_description}</p>
          <dl className="grid gap-1.5 text-sm text-muted-foreground sm:grid-cols-2">
            <div className="flex items-center gap-2">
              <CalendarDays className="size-4 shrink-0" aria-hidden />
              <dt className="sr-only">{t('casting.browse.dates', 'Dates')}</dt>
              <dd>{datesText(call.starts_on, call.ends_on)}</dd>
            </div>
            <div className="flex items-center gap-2">
              <MapPin className="size-4 shrink-0" aria-hidden />
              <dt className="sr-only">{t('casting.call.location', 'Location')}</dt>
              <dd>{call.location || t('casting.browse.locationTba', 'Location to be agreed')}</dd>
            </div>
            <div className="flex items-center gap-2">
              <Wallet className="size-4 shrink-0" aria-hidden />
              <dt className="sr-only">{t('casting.browse.rate', 'Rate')}</dt>
              <dd>{rateText(call.rate_min, call.rate_max, call.rate_unit)}</dd>
            </div>
            <div className="flex items-center gap-2">
              <FileText className="size-4 shrink-0" aria-hidden />
              <dt className="sr-only">{t('casting.browse.deadline', 'Deadline')}</dt>
              <dd>{t('casting.browse.applyBy', 'Apply by {date}', { date: dayText(call.deadline) })}</dd>
            </div>
          </dl>
          <div className="flex flex-wrap items-center gap-2">
            {mine ? (
              <>
                <span className="text-sm">{t('casting.browse.yours', 'Your application:')}</span>
                <ApplicationBadge status={mine.status as never} />
              </>
            ) : canApply ? (
              <Button onClick={() => setOpen(true)} disabled={open && detail.isPending}>
                {open && detail.isPending ? t('casting.browse.loadingForm', 'Loading form...') : t('casting.browse.apply', 'Apply')}
              </Button>
            ) : (
              <span className="text-sm text-muted-foreground">
                {t('casting.browse.creatorsOnly', 'Only creator accounts apply to casting calls.')}
              </span>
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
        aria-label={t('casting.browse.filter', 'Filter casting calls')}
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
        <Field label={t('casting.browse.search', 'Search')} className="col-span-2 lg:col-span-1">
          {(p) => (
            <Input {...p} value={draft.q} onChange={set('q')} placeholder={t('casting.browse.searchPlaceholder', 'Role, words, city')} />
          )}
        </Field>
        <Field label={t('casting.call.location', 'Location')} className="col-span-2 lg:col-span-1">
          {(p) => (
            <Input
              {...p}
              value={draft.location}
              onChange={set('location')}
              placeholder={t('casting.browse.locationPlaceholder', 'City or country')}
            />
          )}
        </Field>
        <Field label={t('casting.browse.contentType', 'Content type')}>
          {(p) => (
            <select {...p} className={selectClass} value={draft.content_type} onChange={set('content_type')}>
              <option value="">{t('casting.browse.any', 'Any')}</option>
              {CONTENT_TYPES.map((ct) => (
                <option key={ct} value={ct}>
                  {contentTypeLabel(ct)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={t('casting.browse.minRate', 'Pays at least (USD)')}>
          {(p) => <Input {...p} type="number" min={0} inputMode="numeric" value={draft.min_rate} onChange={set('min_rate')} />}
        </Field>
        <Field label={t('casting.browse.from', 'Shoots from')}>
          {(p) => <Input {...p} type="date" value={draft.from} onChange={set('from')} />}
        </Field>
        <div className="col-span-2 flex flex-wrap items-end gap-2 lg:col-span-1">
          <Button type="submit" className="flex-1">
            <Search aria-hidden /> {t('casting.browse.find', 'Find calls')}
          </Button>
          <Button type="button" variant="outline" className="flex-1" onClick={() => setSaving(true)}>
            <BellPlus aria-hidden /> {t('casting.browse.save', 'Save this search')}
          </Button>
        </div>
      </form>
      {saving ? <SaveSearchDialog draft={draft} open={saving} onOpenChange={setSaving} /> : null}
      {calls.isPending ? (
        <ListSkeleton label={t('casting.browse.loading', 'Loading casting calls')} />
      ) : calls.isError ? (
        <LoadError error={calls.error} onRetry={() => void calls.refetch()} retrying={calls.isFetching} />
      ) : items.length === 0 ? (
        <EmptyState icon={Clapperboard} title={t('casting.browse.empty', 'No open casting calls match')}>
          {Object.values(q).some(Boolean)
            ? t('casting.browse.fewerFilters', 'Try fewer filters.')
            : t('casting.browse.emptyText', 'When studios open casting calls they appear here. Check back soon.')}
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
              {calls.isFetchingNextPage ? t('common.loading', 'Loading...') : t('casting.browse.more', 'More calls')}
            </Button>
          ) : null}
        </>
      )}
      <p className="text-xs text-muted-foreground">
        {t('casting.browse.ratesNote', 'Rates are in US dollars, {units} as each studio states.', {
          units: RATE_UNITS.map(rateUnitLabel).join(', '),
        })}
      </p>
    </div>
  );
}
