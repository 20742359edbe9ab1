import {
  DISCOVERY_DISTANCE_STEP_KM,
  DISCOVERY_PAGE_SIZE,
  DISCOVERY_THUMBS,
  type DiscoverResult,
  type DiscoveryCard,
  type discoverQuery,
} from '@mb/contract/discovery';
import type { z } from 'zod';
import type { Actor, AppContext } from '../../platform/context.ts';
import { relationsFor } from '../network/service.ts';
import { thumbnailsFor } from '../portfolio/service.ts';
import * as profiles from '../profiles/service.ts';

// Discovery (issue 12; this feature's README.md): /network and /models. This feature owns no table: it
// composes the profiles search (who may be found, and in which order), the network's relations (the
// card's buttons) and the portfolio's public thumbnails (NSFW withheld per the 18+ rule).

export type DiscoverQuery = z.output<typeof discoverQuery>;

/** Distances leave the server rounded up to the step (at least one step): never finer than 5 km. */
export const roundDistance = (km: number) => Math.max(1, Math.ceil(km / DISCOVERY_DISTANCE_STEP_KM)) * DISCOVERY_DISTANCE_STEP_KM;

export async function discover(ctx: AppContext, actor: Actor | null, q: DiscoverQuery): Promise<DiscoverResult> {
  const viewerId = actor?.userId ?? null;
  const { members, viewerHasCoordinates } = await profiles.discoverMembers(ctx, {
    viewerId,
    text: q.q,
    type: q.type,
    contentTypes: q.content,
    location: q.location,
    radiusKm: q.distance_km,
    verifiedOnly: q.verified === 'true',
    proOnly: q.pro === 'true',
    contentFilter: q.filter,
    sort: q.sort,
    // One row past the page says whether another page follows, without counting.
    limit: DISCOVERY_PAGE_SIZE + 1,
    offset: (q.page - 1) * DISCOVERY_PAGE_SIZE,
  });
  const page = members.slice(0, DISCOVERY_PAGE_SIZE);
  const ids = page.map((m) => m.id);
  const [relations, thumbs] = await Promise.all([
    viewerId ? relationsFor(ctx, viewerId, ids) : Promise.resolve(null),
    thumbnailsFor(ctx, ids, { userId: viewerId, adult: q.adult === '1', filter: q.filter }, DISCOVERY_THUMBS),
  ]);
  const cards = page.map(
    (m): DiscoveryCard => ({
      id: m.id,
      username: m.username ?? '',
      display_name: m.display_name,
      profile_type: m.profile_type,
      location: m.location,
      content_types: m.content_types as DiscoveryCard['content_types'],
      avatar_url: m.avatar_approved_thumb_url ?? m.avatar_approved_url,
      verified: m.vaulth_verified,
      pro: m.pro,
      distance_km: m.distance_km === null ? null : roundDistance(m.distance_km),
      thumbnails: thumbs.get(m.id) ?? [],
      relation: relations?.get(m.id) ?? null,
    }),
  );
  return {
    members: cards,
    page: q.page,
    page_size: DISCOVERY_PAGE_SIZE,
    has_more: members.length > DISCOVERY_PAGE_SIZE,
    viewer_has_coordinates: viewerHasCoordinates,
  };
}
