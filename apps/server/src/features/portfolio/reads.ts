import {
  type MemberPortfolio,
  type MyPortfolio,
  PORTFOLIO_LIMITS,
  PORTFOLIO_MESSAGES,
  type PublicPortfolioItem,
} from '@mb/contract/portfolio';
import type { ContentFilter } from '@mb/contract/profiles';
import type { Actor, AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import * as profiles from '../profiles/index.ts';
import { allowanceOf, memberState } from './allowance.ts';
import { albumsFor, presentOwnRows, presentRowsFor, publicPortfolioFor } from './presenting.ts';
import * as repo from './repository.ts';
import { audienceFor, publicAudience } from './visibility.ts';

// Reads (routes)

export async function myPortfolio(ctx: AppContext, userId: string): Promise<MyPortfolio> {
  const [rows, albums, state, counts] = await Promise.all([
    repo.ownItems(ctx.db, userId),
    repo.albumsOf(ctx.db, userId),
    memberState(ctx, userId),
    repo.countsOf(ctx.db, userId),
  ]);
  return {
    items: await presentOwnRows(ctx, rows),
    albums: albumsFor(ctx, albums, rows, { audience: 'owner', adult: true, owner: true }),
    allowance: allowanceOf(state, counts),
    at_risk: {
      videos: counts.videos,
      albums: albums.length,
      images_beyond_free: Math.max(0, counts.images - PORTFOLIO_LIMITS.freeImageLimit),
    },
  };
}

export interface ReadQuery {
  filter?: ContentFilter;
  adult?: '0' | '1';
  album_id?: string;
}

/** The public portfolio on a member's profile: 404 when the profile is not visible to the reader (like the profile). */
export async function memberPortfolio(ctx: AppContext, identifier: string, actor: Actor | null, q: ReadQuery): Promise<MemberPortfolio> {
  const profile = await profiles.getPublicProfile(ctx, identifier, actor);
  const rest = await publicPortfolioFor(ctx, profile.id, {
    audience: await publicAudience(ctx, profile.id, actor?.userId ?? null),
    adult: q.adult === '1',
    filter: q.filter,
    readerId: actor?.userId ?? null,
    albumId: q.album_id,
  });
  return { owner_id: profile.id, ...rest };
}

/** One item: public ones to anyone who may see the profile, private ones to the owner and staff; 404 otherwise. */
export async function portfolioItem(ctx: AppContext, id: string, actor: Actor | null, q: ReadQuery): Promise<PublicPortfolioItem> {
  const r = await repo.findItem(ctx.db, id);
  const audience = r ? await audienceFor(ctx, r, actor?.userId ?? null) : null;
  if (!r || !audience || (r.deleted_at && audience !== 'owner')) throw new AppError('not_found', PORTFOLIO_MESSAGES.itemNotFound);
  const [item] = await presentRowsFor(ctx, [r], { userId: actor?.userId ?? null, adult: q.adult === '1' }, audience);
  if (!item) throw new AppError('not_found', PORTFOLIO_MESSAGES.itemNotFound);
  return item;
}
