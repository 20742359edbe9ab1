import { PORTFOLIO_LIMITS, PORTFOLIO_MESSAGES, type PortfolioAllowance, type PortfolioAtRisk } from '@mb/contract/portfolio';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { isIdentityVerified } from '../compliance/index.ts';
import * as profiles from '../profiles/index.ts';
import { platformSetting } from '../staff/index.ts';
import * as repo from './repository.ts';

// Allowance and limits

interface MemberState {
  pro: { is_pro: boolean; in_grace: boolean };
  verified: boolean;
  reviewEvery: boolean;
}

export async function memberState(ctx: AppContext, userId: string): Promise<MemberState> {
  const [pro, verified, reviewEvery] = await Promise.all([
    profiles.proStatusOf(ctx, userId),
    isIdentityVerified(ctx, userId),
    platformSetting(ctx, 'review_every_upload'),
  ]);
  return { pro, verified, reviewEvery };
}

export function allowanceOf(s: MemberState, counts: { images: number; videos: number }): PortfolioAllowance {
  const pro = s.pro.is_pro;
  return {
    is_pro: pro,
    verified: s.verified,
    uploads_reviewed: !s.verified || s.reviewEvery,
    in_grace: s.pro.in_grace,
    image_count: counts.images,
    image_limit: pro ? PORTFOLIO_LIMITS.proItemLimit : PORTFOLIO_LIMITS.freeImageLimit,
    item_limit: pro ? PORTFOLIO_LIMITS.proItemLimit : PORTFOLIO_LIMITS.freeImageLimit,
    can_upload_videos: pro && !s.pro.in_grace,
    can_use_albums: pro && !s.pro.in_grace,
    max_upload_bytes: PORTFOLIO_LIMITS.uploadMaxBytes,
  };
}

export const refuse = (message: string, field?: string) => new AppError('forbidden', message, field ? { [field]: message } : undefined);

/** Room for one more item of this kind (free: 12 images; Pro: 500 items). */
export function assertRoom(pro: MemberState['pro'], counts: { images: number; videos: number }, kind: 'image' | 'video') {
  if (kind === 'video' && !pro.is_pro) throw refuse(PORTFOLIO_MESSAGES.videosNeedPro, 'file');
  if (pro.is_pro) {
    if (counts.images + counts.videos >= PORTFOLIO_LIMITS.proItemLimit) throw refuse(PORTFOLIO_MESSAGES.proItemLimitReached, 'file');
  } else if (counts.images >= PORTFOLIO_LIMITS.freeImageLimit) {
    throw refuse(PORTFOLIO_MESSAGES.imageLimitReached, 'file');
  }
}

export const notInGrace = (s: MemberState) => {
  if (s.pro.in_grace) throw refuse(PORTFOLIO_MESSAGES.inGrace);
};

/**
 * For features that change a member's portfolio items (credits' tags): refused in the grace period like
 * this feature's own edits (spec §2 'cannot edit existing Pro content', §6).
 */
export async function assertEditable(ctx: AppContext, userId: string): Promise<void> {
  if ((await profiles.proStatusOf(ctx, userId)).in_grace) throw refuse(PORTFOLIO_MESSAGES.inGrace);
}

/** Spec §3 grace status counts: what a lapse would take away (videos, albums, images beyond the free 12). */
export async function atRiskOf(ctx: AppContext, userId: string): Promise<PortfolioAtRisk> {
  const [counts, albums] = await Promise.all([repo.countsOf(ctx.db, userId), repo.countAlbums(ctx.db, userId)]);
  return { videos: counts.videos, albums, images_beyond_free: Math.max(0, counts.images - PORTFOLIO_LIMITS.freeImageLimit) };
}
