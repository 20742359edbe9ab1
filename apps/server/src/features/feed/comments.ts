import { FEED_LIMITS, FEED_MESSAGES, type FeedComment, type FeedCommentList } from '@mb/contract/feed';
import { NOTICE_TEXT } from '@mb/contract/notice-text';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { words } from '../../platform/i18n.ts';
import { notify } from '../notifications/index.ts';
import * as profiles from '../profiles/index.ts';
import { nameOf } from './posts.ts';
import { type MemberCard, presentComment } from './presenter.ts';
import { visibleItem } from './reading.ts';
import * as repo from './repository.ts';

// Comments

async function hiddenAuthorsFor(ctx: AppContext, userId: string): Promise<Set<string>> {
  const [muted, blocked, geoHidden] = await Promise.all([
    profiles.mutedBy(ctx, userId),
    profiles.blockedEitherWayIds(ctx, userId),
    profiles.unlistedOwners(ctx, userId),
  ]);
  return new Set([...muted, ...blocked, ...geoHidden]);
}

/** Comments on an item the member may see, oldest first; those of members they blocked, muted or who blocked them left out. */
export async function commentsOf(ctx: AppContext, userId: string, activityId: string): Promise<FeedCommentList> {
  const { row } = await visibleItem(ctx, userId, activityId);
  const [rows, hidden] = await Promise.all([repo.commentsOf(ctx.db, row.id, FEED_LIMITS.commentPageSize), hiddenAuthorsFor(ctx, userId)]);
  const shown = rows.filter((c) => !hidden.has(c.author_id));
  const cards = (await profiles.memberCards(ctx.db, [...new Set(shown.map((c) => c.author_id))])) as Map<string, MemberCard>;
  const comments: FeedComment[] = [];
  for (const c of shown) {
    const author = cards.get(c.author_id);
    if (author) comments.push(presentComment(c, author, { viewerId: userId, itemOwnerId: row.actor_id }));
  }
  return { comments, total: row.comments_count };
}

/**
 * A comment on an item the member may see. The item's owner hears 'feed_comment' (not one of spec §3's
 * seven types: unknown types always pass, §4), never for their own comment.
 */
export async function addComment(ctx: AppContext, userId: string, activityId: string, input: { body: string }): Promise<FeedComment> {
  const { row } = await visibleItem(ctx, userId, activityId);
  const body = input.body.trim();
  if (!body) throw new AppError('bad_request', FEED_MESSAGES.commentEmpty, { body: FEED_MESSAGES.commentEmpty });
  const author = ((await profiles.memberCards(ctx.db, [userId])) as Map<string, MemberCard>).get(userId);
  if (!author) throw new AppError('not_found', FEED_MESSAGES.itemNotFound);
  const comment = await ctx.db.transaction(async (tx) => {
    const c = await repo.insertComment(tx, { activity_id: row.id, author_id: userId, body });
    if (row.actor_id !== userId) {
      await notify(ctx, tx, row.actor_id, {
        type: 'feed_comment',
        title: NOTICE_TEXT.likes.comment,
        content: words(NOTICE_TEXT.likes.commented, { name: nameOf(author), body: body.length > 140 ? `${body.slice(0, 139)}…` : body }),
        action_url: '/activity-feed',
      });
    }
    return c;
  });
  return presentComment(comment, author, { viewerId: userId, itemOwnerId: row.actor_id });
}

/** Its author or the item's owner deletes a comment; anyone else is refused (403 when they can see it). */
export async function deleteComment(ctx: AppContext, userId: string, activityId: string, commentId: string): Promise<{ ok: true }> {
  const c = await repo.findComment(ctx.db, commentId);
  const row = c ? await repo.findActivity(ctx.db, c.activity_id) : undefined;
  if (!c || !row || c.activity_id !== activityId) throw new AppError('not_found', FEED_MESSAGES.commentNotFound);
  if (c.author_id !== userId && row.actor_id !== userId) {
    await visibleItem(ctx, userId, activityId);
    throw new AppError('forbidden', FEED_MESSAGES.commentDeleteForbidden);
  }
  await ctx.db.transaction((tx) => repo.deleteComment(tx, c));
  return { ok: true };
}
