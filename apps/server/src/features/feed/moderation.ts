import { FEED_MESSAGES } from '@mb/contract/feed';
import { NOTICE_TEXT } from '@mb/contract/notice-text';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import type * as moderation from '../moderation/index.ts';
import * as profiles from '../profiles/index.ts';
import { announce } from './activities.ts';
import { nameOf, POST_MODERATION_TYPE } from './posts.ts';
import { visibleItem } from './reading.ts';
import * as repo from './repository.ts';

// Moderation: post images ('feed_post'), reports about posts and comments

const describePost = async (ctx: AppContext, postId: string) => {
  const p = await repo.findPost(ctx.db, postId);
  if (!p) return null;
  const author = (await profiles.memberCards(ctx.db, [p.author_id])).get(p.author_id);
  return { p, author };
};

export const postModerationType: moderation.ModerationTypeDef = {
  type: POST_MODERATION_TYPE,
  label: 'Feed posts',
  told: NOTICE_TEXT.moderated.post,
  actionUrl: '/activity-feed',
  async describe(ctx, item) {
    const found = await describePost(ctx, item.subject_id);
    if (!found) return { title: 'Feed post (deleted)', images: [], facts: [], current: false };
    const { p, author } = found;
    return {
      title: `Feed post by ${nameOf(author)}`,
      images: p.image_key
        ? [
            {
              url: ctx.storage.url('feed', p.image_key, { expiresInSeconds: IMAGE_SECONDS, audience: 'staff' }),
              alt: 'The image to review',
              caption: `Image${p.width && p.height ? ` (${p.width} x ${p.height})` : ''}`,
            },
          ]
        : [],
      facts: [
        { label: 'Posted', value: p.created_at.toISOString(), kind: 'datetime' as const },
        { label: 'Text', value: p.body || 'None' },
        { label: 'Marked NSFW', value: p.nsfw ? 'Yes' : 'No' },
      ],
      current: p.moderation_status === 'pending',
    };
  },
  async onApprove(ctx, tx, item) {
    const p = await repo.findPostForUpdate(tx, item.subject_id);
    if (!p) throw new AppError('conflict', FEED_MESSAGES.itemNotFound);
    await repo.setPostStatus(tx, p.id, 'approved');
    // Approved now: it goes to the top of the feed, like a portfolio item published on approval.
    const row = await repo.setActivityState(tx, 'post', p.id, 'visible', new Date());
    if (row) await announce(ctx, tx, row);
    return undefined;
  },
  async onReject(_ctx, tx, item) {
    const p = await repo.findPostForUpdate(tx, item.subject_id);
    if (!p) throw new AppError('conflict', FEED_MESSAGES.itemNotFound);
    await repo.setPostStatus(tx, p.id, 'rejected');
    await repo.setActivityState(tx, 'post', p.id, 'hidden');
    return undefined;
  },
};
const IMAGE_SECONDS = 3600;

export const postReportSubject: moderation.ReportSubjectDef = {
  type: 'feed_post',
  async resolve(ctx, subjectId, reporterId) {
    const activity = await repo.activityOf(ctx.db, 'post', subjectId);
    if (!activity) throw new AppError('not_found', FEED_MESSAGES.itemNotFound);
    if (activity.actor_id === reporterId) throw new AppError('bad_request', 'You cannot report your own post.');
    await visibleItem(ctx, reporterId, activity.id);
    const author = (await profiles.memberCards(ctx.db, [activity.actor_id])).get(activity.actor_id);
    return { targetId: activity.actor_id, title: `post by ${nameOf(author)}`, thumbnail_url: author?.avatar_url ?? null };
  },
  async describe(ctx, subjectId) {
    const found = await describePost(ctx, subjectId);
    if (!found) return { title: 'Report about a post that no longer exists', images: [], facts: [], exists: false };
    const { p, author } = found;
    return {
      title: `Report about a post by ${nameOf(author)}`,
      images: p.image_key
        ? [
            {
              url: ctx.storage.url('feed', p.image_key, { expiresInSeconds: IMAGE_SECONDS, audience: 'staff' }),
              alt: 'The post image',
              caption: 'Image',
            },
          ]
        : [],
      facts: [
        { label: 'Reported post', value: p.body || '(image only)' },
        { label: 'Posted', value: p.created_at.toISOString(), kind: 'datetime' as const },
        { label: 'Approving', value: 'hides the post from every feed.' },
      ],
      exists: true,
    };
  },
  async onActionTaken(_ctx, tx, subjectId) {
    await repo.setPostStatus(tx, subjectId, 'rejected');
    await repo.setActivityState(tx, 'post', subjectId, 'hidden');
  },
};

export const commentReportSubject: moderation.ReportSubjectDef = {
  type: 'feed_comment',
  async resolve(ctx, subjectId, reporterId) {
    const c = await repo.findComment(ctx.db, subjectId);
    if (!c) throw new AppError('not_found', FEED_MESSAGES.commentNotFound);
    if (c.author_id === reporterId) throw new AppError('bad_request', 'You cannot report your own comment.');
    await visibleItem(ctx, reporterId, c.activity_id);
    const author = (await profiles.memberCards(ctx.db, [c.author_id])).get(c.author_id);
    return { targetId: c.author_id, title: `comment by ${nameOf(author)}`, thumbnail_url: author?.avatar_url ?? null };
  },
  async describe(ctx, subjectId) {
    const c = await repo.findComment(ctx.db, subjectId);
    if (!c) return { title: 'Report about a comment that no longer exists', images: [], facts: [], exists: false };
    const author = (await profiles.memberCards(ctx.db, [c.author_id])).get(c.author_id);
    return {
      title: `Report about a comment by ${nameOf(author)}`,
      images: [],
      facts: [
        { label: 'Reported comment', value: c.body },
        { label: 'Written', value: c.created_at.toISOString(), kind: 'datetime' as const },
        { label: 'Approving', value: 'removes the comment.' },
      ],
      exists: true,
    };
  },
  async onActionTaken(_ctx, tx, subjectId) {
    const c = await repo.findComment(tx, subjectId);
    if (c) await repo.deleteComment(tx, c);
  },
};
