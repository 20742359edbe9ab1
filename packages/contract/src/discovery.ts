import { z } from 'zod';
import { type ProfileType, profileTypeSchema } from './auth.ts';
import { networkRelationSchema } from './network.ts';
import { CONTENT_TYPES, type ContentType, contentFilterSchema, contentTypeSchema } from './profiles.ts';
import type { RouteDef } from './route-def.ts';

// Discovery (issue 12, spec §2 /network 'Discover Creators' and /models): members found by stage name
// and username (typo-tolerant), filtered by profile type, content types, location text, distance,
// verified identity and Pro, sorted by relevance, newest or nearest; the header's content filter
// applies. Blocked and blocking members never appear; members-only profiles only to members.

export const DISCOVERY_PAGE_SIZE = 24;
/** Offset paging: 100 pages of 24 is 2,400 members, past any reader's scrolling. */
export const DISCOVERY_PAGE_MAX = 100;
export const DISCOVERY_QUERY_MAX = 100;
export const DISCOVERY_LOCATION_MAX = 120;
/** Portfolio thumbnails on one card. */
export const DISCOVERY_THUMBS = 4;
/**
 * The distance filter's choices in km. A fixed set rather than any number, so nobody can narrow a
 * member's position down by trying radius after radius (ours).
 */
export const DISCOVERY_DISTANCES = [10, 25, 50, 100, 250, 500] as const;
export type DiscoveryDistance = (typeof DISCOVERY_DISTANCES)[number];
/** Distances on cards are rounded up to this step, never finer (ours). */
export const DISCOVERY_DISTANCE_STEP_KM = 5;

export const DISCOVERY_SORTS = ['relevance', 'newest', 'nearest'] as const;
export type DiscoverySort = (typeof DISCOVERY_SORTS)[number];
export const DISCOVERY_SORT_LABELS: Record<DiscoverySort, string> = {
  relevance: 'Most relevant',
  newest: 'Newest members',
  nearest: 'Nearest to me',
};

export const DISCOVERY_MESSAGES = {
  queryTooLong: `Search for at most ${DISCOVERY_QUERY_MAX} characters.`,
  locationTooLong: `A location has at most ${DISCOVERY_LOCATION_MAX} characters.`,
  pageInvalid: 'This page of results does not exist.',
  contentTypesInvalid: 'Choose content types from the list.',
  distanceInvalid: `Choose a distance of ${DISCOVERY_DISTANCES.join(', ')} km.`,
  needsCoordinates: 'Add your coordinates on My Location to search by distance.',
  noMatches: 'No members match your search.',
  widenFilters: 'Try another spelling, fewer content types, a wider distance, or turn off Verified and Pro.',
  empty: 'No members to show yet.',
  loadFailed: 'Members could not be loaded. Please try again.',
  loadMoreFailed: 'More members could not be loaded.',
} as const;

/** An empty query value (`?type=`) means the filter is off. */
const blankIsAbsent = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const flag = z.preprocess(blankIsAbsent, z.enum(['true', 'false']).optional());

/** GET /api/v1/discover. `content` is a comma-separated list of content types (any of them matches). */
export const discoverQuery = z.object({
  q: z.preprocess(blankIsAbsent, z.string().trim().max(DISCOVERY_QUERY_MAX, DISCOVERY_MESSAGES.queryTooLong).optional()),
  type: z.preprocess(blankIsAbsent, profileTypeSchema.optional()),
  content: z.preprocess(
    (v) => (typeof v === 'string' ? (v.trim() === '' ? undefined : [...new Set(v.split(',').map((s) => s.trim()))]) : v),
    z
      .array(z.enum(CONTENT_TYPES, DISCOVERY_MESSAGES.contentTypesInvalid), DISCOVERY_MESSAGES.contentTypesInvalid)
      .max(CONTENT_TYPES.length, DISCOVERY_MESSAGES.contentTypesInvalid)
      .optional(),
  ),
  location: z.preprocess(blankIsAbsent, z.string().trim().max(DISCOVERY_LOCATION_MAX, DISCOVERY_MESSAGES.locationTooLong).optional()),
  distance_km: z.preprocess(
    blankIsAbsent,
    z.coerce
      .number(DISCOVERY_MESSAGES.distanceInvalid)
      .refine((n) => (DISCOVERY_DISTANCES as readonly number[]).includes(n), DISCOVERY_MESSAGES.distanceInvalid)
      .optional(),
  ),
  verified: flag,
  pro: flag,
  /** The header's content filter (spec §2). */
  filter: z.preprocess(blankIsAbsent, contentFilterSchema.optional()),
  /** '1' once the reader confirmed 18+: NSFW thumbnails come with their real URLs, otherwise blur only. */
  adult: z.preprocess(blankIsAbsent, z.enum(['0', '1']).optional()),
  sort: z.preprocess(blankIsAbsent, z.enum(DISCOVERY_SORTS).default('relevance')),
  page: z.preprocess(
    blankIsAbsent,
    z.coerce
      .number(DISCOVERY_MESSAGES.pageInvalid)
      .int(DISCOVERY_MESSAGES.pageInvalid)
      .min(1, DISCOVERY_MESSAGES.pageInvalid)
      .max(DISCOVERY_PAGE_MAX, DISCOVERY_MESSAGES.pageInvalid)
      .default(1),
  ),
});

/** The search as the browser keeps it (and puts in the address bar); every field optional. */
export interface DiscoverFilters {
  q?: string;
  type?: ProfileType;
  content?: ContentType[];
  location?: string;
  distance_km?: DiscoveryDistance;
  verified?: true;
  pro?: true;
  sort?: DiscoverySort;
}

/** One portfolio thumbnail on a card: withheld NSFW items carry only their blurred preview. */
export const discoveryThumbSchema = z.object({
  id: z.uuid(),
  kind: z.enum(['image', 'video']),
  nsfw: z.boolean(),
  /** Null when withheld (NSFW to a reader who has not confirmed 18+). */
  thumb_url: z.string().nullable(),
  blur_data_url: z.string().nullable(),
});
export type DiscoveryThumb = z.infer<typeof discoveryThumbSchema>;

export const discoveryCardSchema = z.object({
  id: z.uuid(),
  username: z.string(),
  display_name: z.string().nullable(),
  profile_type: profileTypeSchema,
  /** City level only ('City, Region, Country'); never coordinates. */
  location: z.string().nullable(),
  content_types: z.array(contentTypeSchema),
  /** The approved avatar's thumbnail (never a pending upload); null: the default image. */
  avatar_url: z.string().nullable(),
  verified: z.boolean(),
  pro: z.boolean(),
  /** Rounded up to DISCOVERY_DISTANCE_STEP_KM; null unless both sides set coordinates. */
  distance_km: z.number().int().nullable(),
  thumbnails: z.array(discoveryThumbSchema),
  /** Where the viewer stands with the member; null for a signed-out reader. */
  relation: networkRelationSchema.nullable(),
});
export type DiscoveryCard = z.infer<typeof discoveryCardSchema>;

export const discoverResultSchema = z.object({
  members: z.array(discoveryCardSchema),
  page: z.number().int(),
  page_size: z.number().int(),
  /** Another page follows (the server read one row past the page). */
  has_more: z.boolean(),
  /** Whether the viewer set coordinates (distance filter and 'nearest' need them). */
  viewer_has_coordinates: z.boolean(),
});
export type DiscoverResult = z.infer<typeof discoverResultSchema>;

/** Discovery (features/discovery): finding members. */
export const discoveryRoutes = {
  discover: {
    method: 'GET',
    path: '/api/v1/discover',
    summary: 'Find members by stage name or username (typo-tolerant), type, content types, location, distance, verified, Pro; 24 a page',
    tag: 'discovery',
    access: 'public',
    delegated: 'viewer',
    query: discoverQuery,
    response: discoverResultSchema,
  },
} as const satisfies Record<string, RouteDef>;
