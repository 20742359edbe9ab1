import {
  ANALYTICS_FREE_DAYS,
  ANALYTICS_LIST_MAX,
  type AnalyticsRange,
  type AnalyticsSettings,
  ANALYTICS_MESSAGES as M,
  type ProfileAnalytics,
  type ProfileViewInput,
  VIEW_SOURCES,
  type ViewSource,
} from '@mb/contract/analytics';
import { isbot } from 'isbot';
import type { Actor, AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import * as network from '../network/index.ts';
import * as portfolio from '../portfolio/index.ts';
import * as pro from '../pro/index.ts';
import * as profiles from '../profiles/index.ts';
import * as repo from './repository.ts';

// Profile analytics (README.md): counting views the browser reports, and the owner's figures.

const PRO_MAX_DAYS = 90;

/**
 * Counts one view of a profile (no item) or of one of its portfolio items. Not counted: the owner's own
 * views, bots (by user agent), readers who may not see the profile (a block either way, a members-only
 * profile for a visitor). A member who shows themselves joins the profile's viewers.
 */
export async function countView(
  ctx: AppContext,
  actor: Actor | null,
  input: { profile_id: string; item_id?: string | undefined; source: ViewSource },
  userAgent: string,
): Promise<{ counted: boolean }> {
  const ownerId = input.profile_id;
  const viewerId = actor?.userId ?? null;
  if (viewerId === ownerId || !userAgent || isbot(userAgent)) return { counted: false };
  const owner = await profiles.profileRowOf(ctx.db, ownerId);
  if (!owner) throw new AppError('not_found', M.notFound);
  if (owner.visibility === 'members' && !viewerId) return { counted: false };
  if (viewerId && (await profiles.isBlocked(ctx, ownerId, viewerId))) return { counted: false };
  if (input.item_id) {
    try {
      await portfolio.ownedItem(ctx, ownerId, input.item_id);
    } catch {
      throw new AppError('not_found', M.itemNotFound);
    }
  }
  const named = !input.item_id && viewerId !== null && (await repo.showsViews(ctx.db, viewerId));
  await repo.countView(ctx.db, { ownerId, subjectId: input.item_id ?? ownerId, source: input.source, unnamed: !input.item_id && !named });
  if (named && viewerId) await repo.recordViewer(ctx.db, ownerId, viewerId, input.source);
  return { counted: true };
}

export type { ProfileViewInput };

/** The member's figures over the last 7, 30 or 90 days; beyond 7 days only for Pro members. */
export async function myAnalytics(ctx: AppContext, userId: string, range: AnalyticsRange): Promise<ProfileAnalytics> {
  const days = Number(range);
  const [isPro, showMyViews] = await Promise.all([pro.isPro(ctx, userId), repo.showsViews(ctx.db, userId)]);
  const maxDays = isPro ? PRO_MAX_DAYS : ANALYTICS_FREE_DAYS;
  if (days > maxDays) throw new AppError('forbidden', M.proOnly);

  const firstDay = new Date(Date.now() - (days - 1) * 86_400_000);
  firstDay.setUTCHours(0, 0, 0, 0);
  const [byDay, bySource, items, follows] = await Promise.all([
    repo.viewsByDay(ctx.db, userId, days),
    repo.viewsBySource(ctx.db, userId, days),
    repo.topItems(ctx.db, userId, days, ANALYTICS_LIST_MAX),
    network.followerCountsOf(ctx, [userId], firstDay),
  ]);
  const followersNow = follows.find((r) => r.day === null)?.n ?? 0;
  const newByDay = new Map(follows.filter((r) => r.day !== null).map((r) => [r.day as string, r.n]));
  // Followers at each day's end: today's figure less the follows of the days after it.
  let after = 0;
  const series = byDay
    .slice()
    .reverse()
    .map((d) => {
      const newFollowers = newByDay.get(d.date) ?? 0;
      const row = {
        date: d.date,
        profile_views: d.profile_views,
        item_views: d.item_views,
        new_followers: newFollowers,
        followers: followersNow - after,
      };
      after += newFollowers;
      return row;
    })
    .reverse();

  let viewers: ProfileAnalytics['viewers'] = [];
  let viewerCount = 0;
  if (showMyViews) {
    const blocked = await profiles.blockedEitherWayIds(ctx, userId);
    const found = await repo.recentViewers(ctx.db, userId, days, blocked, ANALYTICS_LIST_MAX);
    const cards = await profiles.memberCards(
      ctx.db,
      found.rows.map((r) => r.viewer_id),
    );
    viewers = found.rows.flatMap((r) => {
      const card = cards.get(r.viewer_id);
      return card
        ? [
            {
              id: card.id,
              username: card.username,
              display_name: card.display_name,
              avatar_url: card.avatar_url,
              viewed_at: r.viewed_at.toISOString(),
              source: r.source,
            },
          ]
        : [];
    });
    viewerCount = found.count;
  }

  const sum = (pick: (d: (typeof byDay)[number]) => number) => byDay.reduce((n, d) => n + pick(d), 0);
  const sourceOf = new Map(bySource.map((s) => [s.source, s]));
  return {
    days,
    max_days: maxDays,
    is_pro: isPro,
    show_my_views: showMyViews,
    totals: {
      profile_views: sum((d) => d.profile_views),
      item_views: sum((d) => d.item_views),
      unnamed_views: sum((d) => d.unnamed),
      new_followers: series.reduce((n, d) => n + d.new_followers, 0),
      followers: followersNow,
    },
    series,
    sources: VIEW_SOURCES.map((source) => ({
      source,
      profile_views: sourceOf.get(source)?.profile_views ?? 0,
      item_views: sourceOf.get(source)?.item_views ?? 0,
    })),
    items,
    viewers,
    viewer_count: viewerCount,
  };
}

export async function settingsOf(ctx: AppContext, userId: string): Promise<AnalyticsSettings> {
  return { show_my_views: await repo.showsViews(ctx.db, userId) };
}

export async function updateSettings(ctx: AppContext, userId: string, input: AnalyticsSettings): Promise<AnalyticsSettings> {
  return { show_my_views: await repo.setShowsViews(ctx.db, userId, input.show_my_views) };
}
