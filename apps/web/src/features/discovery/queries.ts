import type { DiscoverFilters } from '@mb/contract/discovery';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { useAdultConfirmed } from '../../lib/adult-consent';
import { api } from '../../lib/api';
import { useSession } from '../../lib/auth';
import { useContentFilter } from '../../lib/content-filter';
import { apiQuery } from './filters';

export const discoveryKeys = { all: ['discovery'] as const };

/**
 * Pages of members for a search, loaded one after another as the reader scrolls. The header's content
 * filter and the 18+ confirmation are part of the key: changing either reads again.
 */
export function useDiscover(f: DiscoverFilters, hasCoordinates: boolean, enabled = true) {
  const filter = useContentFilter();
  const adult = useAdultConfirmed();
  const viewer = useSession()?.user.id ?? 'anonymous';
  return useInfiniteQuery({
    queryKey: [...discoveryKeys.all, viewer, f, filter, adult, hasCoordinates] as const,
    queryFn: ({ pageParam, signal }) => api('discover', { query: apiQuery(f, { filter, adult, page: pageParam, hasCoordinates }), signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.has_more ? last.page + 1 : undefined),
    placeholderData: keepPreviousData,
    enabled,
  });
}
