import { createHmac } from 'node:crypto';
import { NOTICE_TEXT } from '@mb/contract/notice-text';
import { PORTFOLIO_MESSAGES } from '@mb/contract/portfolio';
import type { Actor, AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { words } from '../../platform/i18n.ts';
import { notify } from '../notifications/index.ts';
import * as profiles from '../profiles/index.ts';
import * as repo from './repository.ts';
import { audienceFor, isPublicAudience } from './visibility.ts';

// Likes and views

/** An item the member may see (and may like: never their own), else 404 / 403. */
async function likeable(ctx: AppContext, userId: string, itemId: string) {
  const r = await repo.findItem(ctx.db, itemId);
  const audience = r ? await audienceFor(ctx, r, userId) : null;
  if (!r || !audience || r.deleted_at) throw new AppError('not_found', PORTFOLIO_MESSAGES.itemNotFound);
  if (audience === 'owner') throw new AppError('forbidden', PORTFOLIO_MESSAGES.likeOwn);
  return r;
}

/** Likes an item; the owner hears 'portfolio_like' the first time this member likes it, never again. */
export async function likeItem(ctx: AppContext, userId: string, itemId: string) {
  const item = await likeable(ctx, userId, itemId);
  // Read before the transaction: on PGlite (one connection) a read beside it would wait for it.
  const who = (await profiles.memberCards(ctx.db, [userId])).get(userId);
  const name = who?.display_name || (who?.username ? `@${who.username}` : 'A member');
  const likes = await ctx.db.transaction(async (tx) => {
    const { changed, first } = await repo.like(tx, itemId, userId);
    const n = changed ? await repo.bumpLikes(tx, itemId, 1) : ((await repo.findItem(tx, itemId))?.likes_count ?? 0);
    if (first) {
      await notify(ctx, tx, item.owner_id, {
        type: 'portfolio_like',
        title: NOTICE_TEXT.likes.portfolio,
        content: item.title
          ? words(NOTICE_TEXT.likes.likedTitled, { name, title: item.title })
          : words(item.kind === 'video' ? NOTICE_TEXT.likes.likedVideo : NOTICE_TEXT.likes.likedImage, { name }),
        action_url: `/my-portfolio?item=${item.id}`,
      });
    }
    return n;
  });
  return { liked: true, likes };
}

export async function unlikeItem(ctx: AppContext, userId: string, itemId: string) {
  await likeable(ctx, userId, itemId);
  const n = await ctx.db.transaction(async (tx) => {
    const changed = await repo.unlike(tx, itemId, userId);
    return changed ? repo.bumpLikes(tx, itemId, -1) : ((await repo.findItem(tx, itemId))?.likes_count ?? 0);
  });
  return { liked: false, likes: n };
}

export const utcDay = (d: Date) => d.toISOString().slice(0, 10);

/**
 * Counts a view of a public item once per reader per UTC day; the owner's own views do not count.
 * A visitor is a keyed hash of their address and browser (nothing that names them is stored).
 */
export async function viewItem(ctx: AppContext, actor: Actor | null, itemId: string, client: { ip: string; userAgent: string }) {
  const r = await repo.findItem(ctx.db, itemId);
  const audience = r ? await audienceFor(ctx, r, actor?.userId ?? null) : null;
  if (!r || !audience || r.deleted_at) throw new AppError('not_found', PORTFOLIO_MESSAGES.itemNotFound);
  if (!isPublicAudience(audience)) return { views: r.views_count };
  const reader = actor
    ? `m:${actor.userId}`
    : `v:${createHmac('sha256', ctx.tokens.secret).update(`${client.ip}\n${client.userAgent}`).digest('base64url')}`;
  return { views: await repo.recordView(ctx.db, itemId, reader, utcDay(new Date())) };
}
