import { PROFILE_UNAVAILABLE } from '@mb/contract/geoblock';
import { PORTFOLIO_LIMITS, PORTFOLIO_MESSAGES, type SHARE_EXPIRIES } from '@mb/contract/portfolio';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { newOpaqueToken } from '../../platform/tokens.ts';
import * as portfolio from '../portfolio/index.ts';
import * as profiles from '../profiles/index.ts';
import { presentShare } from './presenter.ts';
import * as repo from './repository.ts';

// Share links (/portfolio/share?token=…): a member's public portfolio for people without an account.
// The token is 256 random bits (newOpaqueToken); a revoked or expired share answers like an unknown
// one, and the media URLs it handed out stop with it (the portfolio feature asks isShareLive).

const DAY_MS = 24 * 60 * 60 * 1000;
const EXPIRY_DAYS: Record<(typeof SHARE_EXPIRIES)[number], number | null> = { '1d': 1, '7d': 7, '30d': 30, never: null };
/** How many shares the owner's list shows (the newest; live ones are at most 20 of them). */
const LIST_MAX = 100;

export async function myShares(ctx: AppContext, ownerId: string) {
  const rows = await repo.listByOwner(ctx.db, ownerId, LIST_MAX);
  return { shares: rows.map((r) => presentShare(ctx.config.publicUrl, r)) };
}

export async function createShare(
  ctx: AppContext,
  ownerId: string,
  input: { label?: string | null; expires: (typeof SHARE_EXPIRIES)[number] },
  now = new Date(),
) {
  const days = EXPIRY_DAYS[input.expires];
  const row = await ctx.db.transaction(async (tx) => {
    await repo.lockOwner(tx, ownerId);
    if ((await repo.countLive(tx, ownerId, now)) >= PORTFOLIO_LIMITS.sharesMax) {
      throw new AppError('conflict', PORTFOLIO_MESSAGES.shareLimitReached);
    }
    return repo.insertShare(tx, {
      owner_id: ownerId,
      token: newOpaqueToken(),
      label: input.label ?? null,
      expires_at: days === null ? null : new Date(now.getTime() + days * DAY_MS),
    });
  });
  return presentShare(ctx.config.publicUrl, row);
}

/** Stops a share at once; revoking it again changes nothing. Someone else's share is 404 (not revealed). */
export async function revokeShare(ctx: AppContext, ownerId: string, id: string) {
  const row = await repo.revoke(ctx.db, ownerId, id, new Date());
  if (!row) throw new AppError('not_found', PORTFOLIO_MESSAGES.shareNotFound);
  return presentShare(ctx.config.publicUrl, row);
}

/**
 * What a share link shows, without an account: the owner's card and their public items and albums, with
 * media URLs signed for this share (`share:<id>`), so they stop working when it is revoked or expires.
 * Unknown, expired and revoked tokens get the same 404. `countView` is false for the owner's own look and
 * for prefetches. The link is the owner's explicit invitation: a members-only profile is shown too.
 */
export async function sharedPortfolio(ctx: AppContext, token: string, o: { adult: boolean; readerId: string | null; countView: boolean }) {
  const share = await repo.findLiveByToken(ctx.db, token, new Date());
  if (!share) throw new AppError('not_found', PORTFOLIO_MESSAGES.shareNotFound);
  // The owner hides from the reader's place (geo-blocking): the link does not get around it.
  if (await profiles.geoHiddenFrom(ctx, share.owner_id, o.readerId)) throw new AppError('not_found', PROFILE_UNAVAILABLE);
  const owner = (await profiles.memberCards(ctx.db, [share.owner_id])).get(share.owner_id);
  if (!owner) throw new AppError('not_found', PORTFOLIO_MESSAGES.shareNotFound);
  const shown = await portfolio.publicPortfolioFor(ctx, share.owner_id, {
    audience: `share:${share.id}`,
    adult: o.adult,
    readerId: o.readerId,
  });
  if (o.countView && o.readerId !== share.owner_id) await repo.countView(ctx.db, share.id);
  return {
    owner: {
      id: owner.id,
      username: owner.username,
      display_name: owner.display_name,
      avatar_url: owner.avatar_url,
      profile_type: owner.profile_type,
      verified: owner.verified,
    },
    items: shown.items,
    albums: shown.albums,
    expires_at: share.expires_at ? share.expires_at.toISOString() : null,
  };
}

/**
 * Whether share `id` still works, and (when an item is named) is a share of that item's owner: the
 * portfolio feature asks ('portfolio-shares.share_live') before serving a `share:<id>` media URL, so a
 * revoked or expired share's URLs stop at once.
 */
export async function isShareLive(ctx: Pick<AppContext, 'db'>, id: string, item?: { owner_id: string }): Promise<boolean> {
  const ownerId = await repo.liveOwnerOf(ctx.db, id, new Date());
  return ownerId !== undefined && (item === undefined || ownerId === item.owner_id);
}
