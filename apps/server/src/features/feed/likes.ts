import { FEED_MESSAGES } from '@mb/contract/feed';
import { NOTICE_TEXT } from '@mb/contract/notice-text';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { words } from '../../platform/i18n.ts';
import { notify } from '../notifications/index.ts';
import * as portfolio from '../portfolio/index.ts';
import * as profiles from '../profiles/index.ts';
import { nameOf } from './posts.ts';
import { visibleItem } from './reading.ts';
import * as repo from './repository.ts';

// Likes

/** Like or unlike; a portfolio item's like is the portfolio's own (its count, its portfolio_like notice). */
export async function setLike(
  ctx: AppContext,
  userId: string,
  activityId: string,
  like: boolean,
): Promise<{ liked: boolean; likes: number }> {
  const { row } = await visibleItem(ctx, userId, activityId);
  if (row.kind === 'portfolio_item') {
    return like ? portfolio.likeItem(ctx, userId, row.subject_id) : portfolio.unlikeItem(ctx, userId, row.subject_id);
  }
  if (row.actor_id === userId) throw new AppError('forbidden', FEED_MESSAGES.likeOwn);
  const who = (await profiles.memberCards(ctx.db, [userId])).get(userId);
  return ctx.db.transaction(async (tx) => {
    if (!like) {
      const changed = await repo.unlike(tx, row.id, userId);
      return { liked: false, likes: changed ? await repo.bumpLikes(tx, row.id, -1) : row.likes_count };
    }
    const { changed, first } = await repo.like(tx, row.id, userId);
    const likes = changed ? await repo.bumpLikes(tx, row.id, 1) : row.likes_count;
    if (first) {
      // The 'portfolio_like' type: its preference ('Portfolio likes') is the member's switch for likes.
      await notify(ctx, tx, row.actor_id, {
        type: 'portfolio_like',
        title: NOTICE_TEXT.likes.activity,
        content: words(
          row.kind === 'post'
            ? NOTICE_TEXT.likes.likedPost
            : row.kind === 'album'
              ? NOTICE_TEXT.likes.likedAlbum
              : NOTICE_TEXT.likes.likedUpdate,
          { name: nameOf(who) },
        ),
        action_url: '/activity-feed',
      });
    }
    return { liked: true, likes };
  });
}
