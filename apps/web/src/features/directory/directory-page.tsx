import type { DirectorySearchQuery } from '@mb/contract/directory';
import {
  businessCategoryKeys,
  DIRECTORY_LOCATION_MAX,
  DIRECTORY_MESSAGES,
  DIRECTORY_PATH,
  DIRECTORY_QUERY_MAX,
  DIRECTORY_SORTS,
  type DirectorySort,
} from '@mb/contract/directory-text';
import { ArrowLeft, ArrowRight, Search, SearchX, Store } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { PublicPage } from '../../components/page/page-layout';
import { EmptyState, ErrorState, Loading } from '../../components/page/states';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { Switch } from '../../components/ui/switch';
import { intlLocale, t, tm } from '../../lib/i18n';
import { cn } from '../../lib/utils';
import { categoryLabel } from './format';
import { ListingCard, ListingCardSkeleton } from './listing-card';
import { useDirectorySearch } from './queries';

/** The search as it is in the address bar, so a search can be shared, bookmarked and gone back to. */
function readQuery(params: URLSearchParams): DirectorySearchQuery {
  const category = params.get('category') ?? '';
  const sort = params.get('sort') ?? '';
  const page = Number.parseInt(params.get('page') ?? '1', 10);
  return {
    q: params.get('q')?.slice(0, DIRECTORY_QUERY_MAX) || undefined,
    category: (businessCategoryKeys as readonly string[]).includes(category) ? (category as DirectorySearchQuery['category']) : undefined,
    location: params.get('location')?.slice(0, DIRECTORY_LOCATION_MAX) || undefined,
    verified: params.get('verified') === 'true' ? 'true' : undefined,
    sort: (DIRECTORY_SORTS as readonly string[]).includes(sort) ? (sort as DirectorySort) : undefined,
    page: Number.isFinite(page) && page > 1 ? page : undefined,
  };
}

/** The sort's names in the reader's language (the contract's DIRECTORY_SORT_LABELS are the English). */
const sortLabel = (s: DirectorySort) =>
  ({
    relevance: t('directory.sort.relevance', 'Most relevant'),
    rating: t('directory.sort.rating', 'Highest rated'),
    newest: t('directory.sort.newest', 'Newest'),
  })[s];

function toParams(q: DirectorySearchQuery): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(q)) if (v !== undefined && v !== '') out[k] = String(v);
  return out;
}

export default function DirectoryPage() {
  const [params, setParams] = useSearchParams();
  const query = readQuery(params);
  const search = useDirectorySearch(query);
  const id = useId();
  // The text boxes are drafts until the search is sent (Enter or the button); chips, switch and sort apply at once.
  const [text, setText] = useState(query.q ?? '');
  const [place, setPlace] = useState(query.location ?? '');
  // A new search in the address (back, a chip, 'Clear all filters') puts its words in the boxes. Compared
  // while rendering, not in an effect: an effect's first run, as the server-rendered page hydrates, would
  // wipe what a visitor typed before it (main.tsx sets it again as hydration commits).
  const [shown, setShown] = useState({ q: query.q, location: query.location });
  if (shown.q !== query.q || shown.location !== query.location) {
    setShown({ q: query.q, location: query.location });
    setText(query.q ?? '');
    setPlace(query.location ?? '');
  }

  const apply = (change: Partial<DirectorySearchQuery>) => setParams(toParams({ ...query, page: undefined, ...change }));
  const goTo = (n: number) => {
    setParams(toParams({ ...query, page: n > 1 ? n : undefined }));
    window.scrollTo({ top: 0 });
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    apply({ q: text.trim() || undefined, location: place.trim() || undefined });
  };
  const filtered = Boolean(query.q || query.category || query.location || query.verified);
  const page = query.page ?? 1;
  const data = search.data;

  return (
    <PublicPage
      path={DIRECTORY_PATH}
      eyebrow={t('directory.eyebrow', 'Business directory')}
      title={t('directory.title', 'Find businesses that serve the industry')}
      lead={t(
        'directory.lead',
        'Production, payments, marketing, legal, locations and more. Every listing is reviewed by our moderators before it appears here.',
      )}
    >
      <search aria-label={t('directory.searchLabel', 'Search the directory')}>
        <form onSubmit={submit} className="grid gap-4">
          <div className="grid gap-3 sm:grid-cols-[1fr_16rem_auto]">
            <div className="grid gap-1.5">
              <Label htmlFor={`${id}-q`}>{t('directory.search', 'Search')}</Label>
              <Input
                id={`${id}-q`}
                type="search"
                value={text}
                maxLength={DIRECTORY_QUERY_MAX}
                onChange={(e) => setText(e.target.value)}
                placeholder={t('directory.searchPlaceholder', 'Business name, service or keyword')}
              />
            </div>
            <div className="grid gap-1.5">
              <Label htmlFor={`${id}-loc`}>{t('profiles.details.location', 'Location')}</Label>
              <Input
                id={`${id}-loc`}
                value={place}
                maxLength={DIRECTORY_LOCATION_MAX}
                onChange={(e) => setPlace(e.target.value)}
                placeholder={t('directory.placePlaceholder', 'City or country')}
              />
            </div>
            <Button type="submit" className="self-end">
              <Search aria-hidden /> {t('directory.search', 'Search')}
            </Button>
          </div>
          <fieldset className="min-w-0">
            <legend className="mb-2 text-sm font-medium">{t('directory.category', 'Category')}</legend>
            <div className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 sm:mx-0 sm:flex-wrap sm:px-0">
              {[undefined, ...businessCategoryKeys].map((c) => {
                const on = query.category === c;
                return (
                  <button
                    key={c ?? 'all'}
                    type="button"
                    aria-pressed={on}
                    onClick={() => apply({ category: c })}
                    className={cn(
                      'shrink-0 rounded-full border px-3 py-1 text-sm whitespace-nowrap transition-colors focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
                      on ? 'border-primary bg-primary text-primary-foreground' : 'hover:border-primary/60 hover:bg-muted',
                    )}
                  >
                    {c ? categoryLabel(c) : t('directory.allCategories', 'All categories')}
                  </button>
                );
              })}
            </div>
          </fieldset>
          <div className="flex flex-wrap items-center justify-between gap-4">
            <div className="flex items-center gap-2">
              <Switch
                id={`${id}-verified`}
                checked={query.verified === 'true'}
                onCheckedChange={(v) => apply({ verified: v ? 'true' : undefined })}
              />
              <Label htmlFor={`${id}-verified`}>{t('discovery.filter.verified', 'Verified only')}</Label>
            </div>
            <div className="flex items-center gap-2">
              <Label htmlFor={`${id}-sort`}>{t('discovery.sortBy', 'Sort by')}</Label>
              <select
                id={`${id}-sort`}
                value={query.sort ?? 'relevance'}
                onChange={(e) => apply({ sort: e.target.value === 'relevance' ? undefined : (e.target.value as DirectorySort) })}
                className="h-9 rounded-md border border-input bg-background px-2 text-sm focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
              >
                {DIRECTORY_SORTS.map((s) => (
                  <option key={s} value={s}>
                    {sortLabel(s)}
                  </option>
                ))}
              </select>
            </div>
          </div>
        </form>
      </search>

      <section aria-labelledby={`${id}-results`} className="mt-8">
        <h2 id={`${id}-results`} className="sr-only">
          {t('directory.results', 'Results')}
        </h2>
        {search.isPending ? (
          <Loading className="grid gap-3 md:grid-cols-2" label={t('directory.loading', 'Loading listings…')}>
            {Array.from({ length: 6 }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
              <ListingCardSkeleton key={i} />
            ))}
          </Loading>
        ) : search.isError && !data ? (
          <ErrorState message={tm(DIRECTORY_MESSAGES.loadFailed)} onRetry={() => search.refetch()} retrying={search.isFetching} />
        ) : data && data.listings.length === 0 ? (
          filtered || page > 1 ? (
            <EmptyState
              icon={SearchX}
              title={tm(DIRECTORY_MESSAGES.noMatches)}
              action={
                <Button variant="outline" onClick={() => setParams({})}>
                  {t('discovery.clear', 'Clear all filters')}
                </Button>
              }
            >
              {tm(DIRECTORY_MESSAGES.widenFilters)}
            </EmptyState>
          ) : (
            <EmptyState icon={Store} title={tm(DIRECTORY_MESSAGES.empty)}>
              {t('directory.emptyText', 'Listings appear here once our moderators have approved them.')}
            </EmptyState>
          )
        ) : data ? (
          <div className={cn('transition-opacity', search.isPlaceholderData && 'opacity-60')} aria-busy={search.isPlaceholderData}>
            {search.isError ? (
              <ErrorState
                className="mb-4"
                message={tm(DIRECTORY_MESSAGES.loadFailed)}
                onRetry={() => search.refetch()}
                retrying={search.isFetching}
              />
            ) : null}
            <p className="mb-3 text-sm text-muted-foreground" aria-live="polite">
              {data.total_exact
                ? t('directory.total', '{count, plural, one {# listing} other {# listings}}', { count: data.total })
                : t('directory.totalAbout', 'About {count, plural, one {# listing} other {# listings}}', { count: data.total })}
              {data.page_count > 1
                ? t('directory.pageOf', ' · page {page} of {pages}', {
                    page: data.page,
                    pages: data.page_count.toLocaleString(intlLocale()),
                  })
                : ''}
            </p>
            <div className="grid gap-3 md:grid-cols-2">
              {data.listings.map((l) => (
                <ListingCard key={l.id} listing={l} />
              ))}
            </div>
            {data.page_count > 1 ? (
              <nav aria-label={t('directory.pages', 'Result pages')} className="mt-8 flex items-center justify-between gap-4">
                <Button variant="outline" disabled={page <= 1} onClick={() => goTo(page - 1)}>
                  <ArrowLeft aria-hidden /> {t('directory.previous', 'Previous')}
                </Button>
                <span className="text-sm text-muted-foreground">
                  {t('directory.pageLabel', 'Page {page} of {pages}', { page, pages: data.page_count.toLocaleString(intlLocale()) })}
                </span>
                <Button variant="outline" disabled={page >= data.page_count} onClick={() => goTo(page + 1)}>
                  {t('directory.next', 'Next')} <ArrowRight aria-hidden />
                </Button>
              </nav>
            ) : null}
          </div>
        ) : null}
      </section>
    </PublicPage>
  );
}
