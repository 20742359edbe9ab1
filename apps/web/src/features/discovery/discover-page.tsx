import type { ProfileType } from '@mb/contract/auth';
import {
  DISCOVERY_DISTANCES,
  DISCOVERY_LOCATION_MAX,
  DISCOVERY_MESSAGES,
  DISCOVERY_QUERY_MAX,
  DISCOVERY_SORTS,
  type DiscoverFilters,
  type DiscoverySort,
} from '@mb/contract/discovery';
import { Loader2, MapPin, Search, SearchX, SlidersHorizontal, Users } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { EmptyState, ErrorState, Loading } from '../../components/page/states';
import { usePageMeta } from '../../components/page/use-page-meta';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { Switch } from '../../components/ui/switch';
import { t, tm } from '../../lib/i18n';
import { PRODUCT_NAME } from '../../lib/product';
import { cn } from '../../lib/utils';
import { ContentTypeChips, profileTypeLabel, useMyLocation } from '../profiles';
import { type DiscoverMode, filtersToParams, hasFilters, PROFILE_TYPES, readFilters } from './filters';
import { MemberCard, MemberCardSkeleton } from './member-card';
import { useDiscover } from './queries';

/** How long typing rests before the search runs (ours). */
export const SEARCH_DEBOUNCE_MS = 350;

const texts = (): Record<DiscoverMode, { title: string; lead: string; placeholder: string }> => ({
  network: {
    title: t('discovery.network.title', 'Discover Creators'),
    lead: t('discovery.network.lead', 'Find creators, studios and businesses to follow and work with.'),
    placeholder: t('discovery.placeholder', 'Stage name or @username'),
  },
  models: {
    title: t('discovery.models.title', 'Models'),
    lead: t('discovery.models.lead', 'Browse creators and models by location and content type.'),
    placeholder: t('discovery.placeholder', 'Stage name or @username'),
  },
});

/** The sort's names in the reader's language (the contract's DISCOVERY_SORT_LABELS are the English). */
const sortLabel = (s: DiscoverySort) =>
  ({
    relevance: t('discovery.sort.relevance', 'Most relevant'),
    newest: t('discovery.sort.newest', 'Newest members'),
    nearest: t('discovery.sort.nearest', 'Nearest to me'),
  })[s];

const selectClass =
  'h-9 w-full rounded-md border border-input bg-background px-2 text-sm focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none disabled:opacity-50';

export function DiscoverPage({ mode }: { mode: DiscoverMode }) {
  const text = texts()[mode];
  usePageMeta(`${text.title} · ${PRODUCT_NAME}`, text.lead);
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params, mode);
  const location = useMyLocation();
  const hasCoordinates = location.data?.latitude != null;
  const search = useDiscover(filters, hasCoordinates, !location.isPending);
  const id = useId();
  const [showFilters, setShowFilters] = useState(false);

  // Drafts of the two text boxes: the search runs once typing rests (debounced), and the URL follows.
  const [q, setQ] = useState(filters.q ?? '');
  const [place, setPlace] = useState(filters.location ?? '');
  useEffect(() => setQ(filters.q ?? ''), [filters.q]);
  useEffect(() => setPlace(filters.location ?? ''), [filters.location]);
  const apply = (change: Partial<DiscoverFilters>) => setParams(filtersToParams({ ...filters, ...change }, mode), { replace: true });
  const applyRef = useRef(apply);
  applyRef.current = apply;
  useEffect(() => {
    const next = { q: q.trim() || undefined, location: place.trim() || undefined };
    if (next.q === filters.q && next.location === filters.location) return;
    const timer = setTimeout(() => applyRef.current(next), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [q, place, filters.q, filters.location]);

  const members = search.data?.pages.flatMap((p) => p.members) ?? [];
  // A member may move between pages while the reader scrolls (offset paging): show each once.
  const seen = new Set<string>();
  const unique = members.filter((m) => {
    if (seen.has(m.id)) return false;
    seen.add(m.id);
    return true;
  });
  const filtered = hasFilters(filters, mode);

  // Infinite scroll: the sentinel under the grid loads the next page when it comes into view.
  const sentinel = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage, isFetchNextPageError } = search;
  useEffect(() => {
    const el = sentinel.current;
    if (!el || !hasNextPage || typeof IntersectionObserver === 'undefined') return;
    const io = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting) && !isFetchingNextPage && !isFetchNextPageError) void fetchNextPage();
    });
    io.observe(el);
    return () => io.disconnect();
  }, [hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage]);

  const filterPanel = (
    <div className="grid gap-4">
      {mode === 'network' ? (
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-type`}>{t('discovery.filter.type', 'Profile type')}</Label>
          <select
            id={`${id}-type`}
            className={selectClass}
            value={filters.type ?? ''}
            onChange={(e) => apply({ type: (e.target.value || undefined) as ProfileType | undefined })}
          >
            <option value="">{t('discovery.filter.allTypes', 'All types')}</option>
            {PROFILE_TYPES.map((type) => (
              <option key={type} value={type}>
                {profileTypeLabel(type)}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <ContentTypeChips
        legend={t('profiles.contentTypes', 'Content types')}
        value={filters.content ?? []}
        onChange={(v) => apply({ content: v.length ? v : undefined })}
      />
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-distance`}>{t('discovery.filter.distance', 'Distance')}</Label>
        <select
          id={`${id}-distance`}
          className={selectClass}
          disabled={!hasCoordinates}
          value={hasCoordinates ? (filters.distance_km ?? '') : ''}
          onChange={(e) => apply({ distance_km: e.target.value ? (Number(e.target.value) as DiscoverFilters['distance_km']) : undefined })}
        >
          <option value="">{t('discovery.filter.anyDistance', 'Any distance')}</option>
          {DISCOVERY_DISTANCES.map((d) => (
            <option key={d} value={d}>
              {t('discovery.filter.within', 'Within {km} km', { km: d })}
            </option>
          ))}
        </select>
        {!hasCoordinates && !location.isPending ? (
          <p className="text-xs text-muted-foreground">
            <Link to="/location" className="font-medium text-primary underline-offset-2 hover:underline">
              {t('discovery.filter.addCoordinates', 'Add your coordinates')}
            </Link>{' '}
            {t('discovery.filter.addCoordinatesWhy', 'to search by distance.')}
          </p>
        ) : null}
      </div>
      <div className="flex flex-wrap gap-x-6 gap-y-3">
        <div className="flex items-center gap-2">
          <Switch id={`${id}-verified`} checked={Boolean(filters.verified)} onCheckedChange={(v) => apply({ verified: v || undefined })} />
          <Label htmlFor={`${id}-verified`}>{t('discovery.filter.verified', 'Verified only')}</Label>
        </div>
        <div className="flex items-center gap-2">
          <Switch id={`${id}-pro`} checked={Boolean(filters.pro)} onCheckedChange={(v) => apply({ pro: v || undefined })} />
          <Label htmlFor={`${id}-pro`}>{t('discovery.filter.pro', 'Pro only')}</Label>
        </div>
      </div>
    </div>
  );

  let results: React.ReactNode;
  if (search.isPending) {
    results = (
      <Loading className="grid gap-4 sm:grid-cols-2 2xl:grid-cols-3" label={t('discovery.loading', 'Loading members…')}>
        {Array.from({ length: 6 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <MemberCardSkeleton key={i} />
        ))}
      </Loading>
    );
  } else if (search.isError && !search.data) {
    results = <ErrorState message={tm(DISCOVERY_MESSAGES.loadFailed)} onRetry={() => void search.refetch()} retrying={search.isFetching} />;
  } else if (unique.length === 0) {
    results = filtered ? (
      <EmptyState
        icon={SearchX}
        title={tm(DISCOVERY_MESSAGES.noMatches)}
        action={
          <Button variant="outline" onClick={() => setParams({}, { replace: true })}>
            {t('discovery.clear', 'Clear all filters')}
          </Button>
        }
      >
        {tm(DISCOVERY_MESSAGES.widenFilters)}
      </EmptyState>
    ) : (
      <EmptyState icon={Users} title={tm(DISCOVERY_MESSAGES.empty)}>
        {t('discovery.emptyText', 'Members appear here once they finish setting up their profile.')}
      </EmptyState>
    );
  } else {
    results = (
      <div className={cn('grid gap-4 transition-opacity', search.isPlaceholderData && 'opacity-60')} aria-busy={search.isPlaceholderData}>
        <ul className="grid gap-4 sm:grid-cols-2 2xl:grid-cols-3" aria-label={t('discovery.members', 'Members')}>
          {unique.map((m) => (
            <li key={m.id} className="flex">
              <div className="flex w-full flex-col [&>article]:flex-1">
                <MemberCard member={m} />
              </div>
            </li>
          ))}
        </ul>
        <div ref={sentinel} className="grid justify-items-center gap-2 py-2">
          {isFetchNextPageError ? (
            <ErrorState
              message={tm(DISCOVERY_MESSAGES.loadMoreFailed)}
              onRetry={() => void fetchNextPage()}
              retrying={isFetchingNextPage}
            />
          ) : hasNextPage ? (
            <Button variant="outline" onClick={() => void fetchNextPage()} disabled={isFetchingNextPage}>
              {isFetchingNextPage ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
              {isFetchingNextPage ? t('discovery.loadingMore', 'Loading…') : t('discovery.loadMore', 'Load more')}
            </Button>
          ) : unique.length > 6 ? (
            <p className="text-sm text-muted-foreground">{t('discovery.end', 'That is everyone for this search.')}</p>
          ) : null}
        </div>
      </div>
    );
  }

  return (
    <section className="mx-auto grid w-full max-w-6xl gap-6 px-4 py-8" aria-labelledby={`${id}-title`}>
      <div className="grid gap-1">
        <h1 id={`${id}-title`} className="text-2xl font-bold tracking-tight">
          {text.title}
        </h1>
        <p className="text-sm text-muted-foreground">{text.lead}</p>
      </div>
      <search aria-label={t('discovery.searchLabel', 'Search {title}', { title: text.title })} className="grid gap-3">
        <div className="grid gap-3 sm:grid-cols-[1fr_14rem_12rem]">
          <div className="relative">
            <Label htmlFor={`${id}-q`} className="sr-only">
              {t('discovery.searchMembers', 'Search members')}
            </Label>
            <Search className="pointer-events-none absolute top-2.5 left-2.5 size-4 text-muted-foreground" aria-hidden="true" />
            <Input
              id={`${id}-q`}
              type="search"
              className="pl-8"
              value={q}
              maxLength={DISCOVERY_QUERY_MAX}
              placeholder={text.placeholder}
              onChange={(e) => setQ(e.target.value)}
            />
          </div>
          <div className="relative">
            <Label htmlFor={`${id}-loc`} className="sr-only">
              {t('profiles.details.location', 'Location')}
            </Label>
            <MapPin className="pointer-events-none absolute top-2.5 left-2.5 size-4 text-muted-foreground" aria-hidden="true" />
            <Input
              id={`${id}-loc`}
              className="pl-8"
              value={place}
              maxLength={DISCOVERY_LOCATION_MAX}
              placeholder={t('discovery.placePlaceholder', 'City, region or country')}
              onChange={(e) => setPlace(e.target.value)}
            />
          </div>
          <div className="flex gap-2">
            <Label htmlFor={`${id}-sort`} className="sr-only">
              {t('discovery.sortBy', 'Sort by')}
            </Label>
            <select
              id={`${id}-sort`}
              className={selectClass}
              value={filters.sort === 'nearest' && !hasCoordinates ? 'relevance' : (filters.sort ?? 'relevance')}
              onChange={(e) => apply({ sort: e.target.value as DiscoverySort })}
            >
              {DISCOVERY_SORTS.map((s) => (
                <option key={s} value={s} disabled={s === 'nearest' && !hasCoordinates}>
                  {sortLabel(s)}
                </option>
              ))}
            </select>
            <Button
              variant="outline"
              className="lg:hidden"
              aria-expanded={showFilters}
              aria-controls={`${id}-filters`}
              onClick={() => setShowFilters((v) => !v)}
            >
              <SlidersHorizontal aria-hidden="true" />
              <span className="sr-only sm:not-sr-only">{t('discovery.filters', 'Filters')}</span>
            </Button>
          </div>
        </div>
      </search>
      <div className="grid gap-6 lg:grid-cols-[17rem_1fr]">
        <aside
          id={`${id}-filters`}
          aria-label={t('discovery.filters', 'Filters')}
          className={cn('h-fit rounded-xl border bg-card p-4 lg:sticky lg:top-20 lg:block', showFilters ? 'block' : 'hidden')}
        >
          {filterPanel}
        </aside>
        <div className="min-w-0" aria-live="polite">
          {results}
        </div>
      </div>
    </section>
  );
}

export default function NetworkPage() {
  return <DiscoverPage mode="network" />;
}
