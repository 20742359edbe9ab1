import type { ProfileType } from '@mb/contract/auth';
import {
  DISCOVERY_DISTANCES,
  DISCOVERY_LOCATION_MAX,
  DISCOVERY_QUERY_MAX,
  DISCOVERY_SORTS,
  type DiscoverFilters,
  type DiscoveryDistance,
  type DiscoverySort,
} from '@mb/contract/discovery';
import { CONTENT_TYPES, type ContentFilter, type ContentType } from '@mb/contract/profiles';

// The search lives in the address bar (?q=&type=&content=&location=&distance=&verified=&pro=&sort=),
// so a search can be shared, bookmarked and gone back to. Anything unknown in the URL is dropped.

export const PROFILE_TYPES: readonly ProfileType[] = ['creator', 'studio', 'business', 'enterprise'];

/** Discover Creators (/network) searches every type; /models only creators. */
export type DiscoverMode = 'network' | 'models';

export function readFilters(params: URLSearchParams, mode: DiscoverMode): DiscoverFilters {
  const type = params.get('type') ?? '';
  const sort = params.get('sort') ?? '';
  const distance = Number(params.get('distance') ?? '');
  const content = (params.get('content') ?? '')
    .split(',')
    .filter((c): c is ContentType => (CONTENT_TYPES as readonly string[]).includes(c));
  return {
    q: params.get('q')?.trim().slice(0, DISCOVERY_QUERY_MAX) || undefined,
    type: mode === 'models' ? 'creator' : (PROFILE_TYPES as readonly string[]).includes(type) ? (type as ProfileType) : undefined,
    content: content.length ? [...new Set(content)] : undefined,
    location: params.get('location')?.trim().slice(0, DISCOVERY_LOCATION_MAX) || undefined,
    distance_km: (DISCOVERY_DISTANCES as readonly number[]).includes(distance) ? (distance as DiscoveryDistance) : undefined,
    verified: params.get('verified') === 'true' ? true : undefined,
    pro: params.get('pro') === 'true' ? true : undefined,
    sort: (DISCOVERY_SORTS as readonly string[]).includes(sort) && sort !== 'relevance' ? (sort as DiscoverySort) : undefined,
  };
}

/** The address bar's query for a search (defaults and /models' fixed type left out). */
export function filtersToParams(f: DiscoverFilters, mode: DiscoverMode): Record<string, string> {
  const out: Record<string, string> = {};
  if (f.q) out.q = f.q;
  if (f.type && mode === 'network') out.type = f.type;
  if (f.content?.length) out.content = f.content.join(',');
  if (f.location) out.location = f.location;
  if (f.distance_km) out.distance = String(f.distance_km);
  if (f.verified) out.verified = 'true';
  if (f.pro) out.pro = 'true';
  if (f.sort && f.sort !== 'relevance') out.sort = f.sort;
  return out;
}

/** Whether any filter narrows the search (the 'no results' state then offers to clear them). */
export const hasFilters = (f: DiscoverFilters, mode: DiscoverMode) => Object.keys(filtersToParams(f, mode)).some((k) => k !== 'sort');

/**
 * The API's query for one page. Distance and 'nearest' need the viewer's coordinates: without them
 * they are left out rather than sent to be refused (the page says why and links to /location).
 */
export function apiQuery(
  f: DiscoverFilters,
  o: { filter: ContentFilter; adult: boolean; page: number; hasCoordinates: boolean },
): Record<string, string | number | undefined> {
  return {
    q: f.q,
    type: f.type,
    content: f.content?.join(','),
    location: f.location,
    distance_km: o.hasCoordinates ? f.distance_km : undefined,
    verified: f.verified ? 'true' : undefined,
    pro: f.pro ? 'true' : undefined,
    filter: o.filter === 'all' ? undefined : o.filter,
    adult: o.adult ? '1' : undefined,
    sort: f.sort === 'nearest' && !o.hasCoordinates ? undefined : f.sort,
    page: o.page > 1 ? o.page : undefined,
  };
}

export const toggle = <T>(list: readonly T[] | undefined, v: T): T[] | undefined => {
  const next = list?.includes(v) ? list.filter((x) => x !== v) : [...(list ?? []), v];
  return next.length ? next : undefined;
};
