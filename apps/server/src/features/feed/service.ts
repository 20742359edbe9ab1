import { randomBytes, randomUUID } from 'node:crypto';
import {
  FEED_IMAGE_TYPES,
  FEED_LIMITS,
  FEED_MESSAGES,
  type FeedComment,
  type FeedCommentList,
  type FeedItem,
  type FeedPage,
  type FeedSubject,
} from '@mb/contract/feed';
import type { ContentFilter } from '@mb/contract/profiles';
import type { Actor, AppContext } from '../../platform/context.ts';
import type { Executor } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { isIdentityVerified } from '../compliance/index.ts';
import * as directory from '../directory/index.ts';
import * as events from '../events/index.ts';
import * as moderation from '../moderation/index.ts';
import * as network from '../network/index.ts';
import { notify } from '../notifications/index.ts';
import * as portfolio from '../portfolio/index.ts';
import * as profiles from '../profiles/index.ts';
import { platformSetting } from '../staff/index.ts';
import * as storage from '../storage/index.ts';
import { fanoutFor } from './live.ts';
import { decodeCursor, encodeCursor, type MemberCard, presentActor, presentComment, presentPost } from './presenter.ts';
import * as repo from './repository.ts';

// The activity feed (README.md). Pull: an activity is one row written when its
// subject becomes public; a member's page is read over `actor_id = any(sources)`; what each subject
// is now is checked at read time (deleted, private, a hidden profile: left out).

export const POST_MODERATION_TYPE = 'feed_post';

/** Who reads: the member, their 18+ confirmation, the header's content filter. */
export interface FeedReader {
  userId: string;
  adult: boolean;
  filter: ContentFilter;
}

// ---------------------------------------------------------------------------------------------------
// Writing activities (on other features' events: see module.ts)

/**
 * Records an activity inside the caller's transaction; a visible one is announced with ONE bus event
 * (delivered after commit), whoever follows the actor. A subject already recorded is left alone.
 */
export async function recordActivity(
  ctx: AppContext,
  tx: Executor,
  a: { actorId: string; kind: repo.ActivityKind; subjectId: string; at?: Date; state?: 'visible' | 'pending' },
): Promise<repo.ActivityRow | undefined> {
  const row = await repo.insertActivity(tx, {
    actor_id: a.actorId,
    kind: a.kind,
    subject_id: a.subjectId,
    state: a.state ?? 'visible',
    created_at: a.at ?? new Date(),
  });
  if (row?.state === 'visible') await announce(ctx, tx, row);
  return row;
}

const announce = (ctx: AppContext, tx: Executor, row: repo.ActivityRow) =>
  ctx.bus.publish({ type: 'feed.activity', topic: 'feed', data: { activity_id: row.id, actor_id: row.actor_id, kind: row.kind } }, tx);

/**
 * A member's follows or connections changed (on 'network.sources_changed', in its transaction): the
 * instances holding their feed socket read their sources again once it commits.
 */
export async function sourcesChanged(ctx: AppContext, tx: Executor, userId: string): Promise<void> {
  await ctx.bus.publish({ type: 'feed.sources_changed', topic: 'feed', data: { user_id: userId } }, tx);
}

// ---------------------------------------------------------------------------------------------------
// Whose activity a member sees

/** Followed ∪ connected ∪ themselves, less muted and blocked (either way). */
export async function feedSourcesOf(ctx: AppContext, userId: string): Promise<string[]> {
  const [sources, muted, blocked] = await Promise.all([
    network.sourceIdsOf(ctx, userId),
    profiles.mutedBy(ctx, userId),
    profiles.blockedEitherWayIds(ctx, userId),
  ]);
  const out = new Set<string>(sources);
  for (const id of [...muted, ...blocked]) out.delete(id);
  out.add(userId);
  return [...out];
}

/** The realtime topic kind `feed:{id}`: only your own feed; events delivered by the fan-out (live.ts). */
export const feedTopic = {
  authorize: async (_ctx: AppContext, actor: Actor, id: string) => id === actor.userId,
  attach: (ctx: AppContext, actor: Actor, _id: string, deliver: (json: string) => void) =>
    fanoutFor(ctx, feedSourcesOf).attach(actor.userId, deliver),
};

// ---------------------------------------------------------------------------------------------------
// Reading

/**
 * What each activity is now, for this reader, in the order given; those the reader may not see (a
 * private or deleted subject, a rejected post, a hidden profile, the content filter) are left out.
 */
async function resolve(ctx: AppContext, rows: repo.ActivityRow[], reader: FeedReader): Promise<FeedItem[]> {
  if (rows.length === 0) return [];
  const ids = (k: repo.ActivityKind) => rows.filter((r) => r.kind === k).map((r) => r.subject_id);
  const pReader = { userId: reader.userId, adult: reader.adult, filter: reader.filter };
  const [cards, items, albums, posts, listings, liked, eventCards] = await Promise.all([
    profiles.memberCards(ctx.db, [...new Set(rows.map((r) => r.actor_id))]) as Promise<Map<string, MemberCard>>,
    portfolio.presentPublicItems(ctx, ids('portfolio_item'), pReader, { publicOnly: true }),
    portfolio.publicAlbumsFor(ctx, ids('album'), pReader),
    repo.findPosts(ctx.db, ids('post')),
    Promise.all(
      ids('listing').map((id) =>
        directory.getListing(ctx, id).catch((e) => {
          if (e instanceof AppError && e.code === 'not_found') return null;
          throw e;
        }),
      ),
    ),
    repo.likedBy(
      ctx.db,
      reader.userId,
      rows.map((r) => r.id),
    ),
    events.eventCards(ctx, ids('event')),
  ]);
  const itemById = new Map(items.map((i) => [i.id, i]));
  const postById = new Map(posts.map((p) => [p.id, p]));
  const listingById = new Map(listings.filter((l) => l !== null).map((l) => [l.id, l]));
  const out: FeedItem[] = [];
  for (const r of rows) {
    const card = cards.get(r.actor_id);
    if (!card) continue;
    const own = r.actor_id === reader.userId;
    let subject: FeedSubject | null = null;
    let likes = r.likes_count;
    let isLiked = liked.has(r.id);
    if (r.kind === 'portfolio_item') {
      const item = itemById.get(r.subject_id);
      if (item) {
        subject = { kind: 'portfolio_item', item };
        // A portfolio item's likes are the item's own (one count on the profile and in the feed).
        likes = item.likes;
        isLiked = item.liked;
      }
    } else if (r.kind === 'album') {
      const album = albums.get(r.subject_id);
      if (album) subject = { kind: 'album', album };
    } else if (r.kind === 'post') {
      const p = postById.get(r.subject_id);
      const shown = p && (p.moderation_status === 'approved' || (own && p.moderation_status === 'pending'));
      if (p && shown) subject = { kind: 'post', post: presentPost(ctx, p, { own, adult: reader.adult }) };
    } else if (r.kind === 'verified') {
      if (card.verified) subject = { kind: 'verified' };
    } else if (r.kind === 'listing') {
      const l = listingById.get(r.subject_id);
      if (l)
        subject = {
          kind: 'listing',
          listing: {
            business_id: l.id,
            name: l.business_name,
            path: `/business/${l.id}`,
            logo_url: l.logo_url,
            description: l.description,
          },
        };
    } else if (r.kind === 'event') {
      const e = eventCards.get(r.subject_id);
      if (e)
        subject = {
          kind: 'event',
          event: {
            event_id: e.id,
            title: e.title,
            path: `/events/${e.id}`,
            image_url: e.image_url,
            start_date: e.start_date,
            timezone: e.timezone,
            location: e.location,
            is_online: e.is_online,
          },
        };
    }
    if (!subject) continue;
    out.push({
      id: r.id,
      actor: presentActor(card),
      created_at: r.created_at.toISOString(),
      subject,
      likes,
      liked: isLiked,
      comments: r.comments_count,
      own,
    });
  }
  return out;
}

/** Rounds of reading when the read-time checks leave a page short (then the page is shorter, the cursor goes on). */
const MAX_ROUNDS = 3;

/** The member's feed, newest first, FEED_LIMITS.pageSize at a time (keyset on created_at, id). */
export async function feedFor(
  ctx: AppContext,
  userId: string,
  q: { cursor?: string; filter?: ContentFilter; adult?: '0' | '1' },
): Promise<FeedPage> {
  let before = decodeCursor(q.cursor);
  if (q.cursor && !before) throw new AppError('bad_request', 'Invalid cursor.', { cursor: 'Invalid cursor.' });
  const reader: FeedReader = { userId, adult: q.adult === '1', filter: q.filter ?? 'all' };
  const sources = await feedSourcesOf(ctx, userId);
  const items: FeedItem[] = [];
  for (let round = 0; round < MAX_ROUNDS && items.length < FEED_LIMITS.pageSize; round++) {
    const need = FEED_LIMITS.pageSize - items.length;
    const rows = await repo.feedPage(ctx.db, { viewerId: userId, sources, before, limit: need + 1 });
    const page = rows.slice(0, need);
    items.push(...(await resolve(ctx, page, reader)));
    const last = page.at(-1);
    if (rows.length <= need || !last) return { items, next_cursor: null };
    before = { at: last.cursor_at, id: last.id };
  }
  return { items, next_cursor: before ? encodeCursor(before.at, before.id) : null };
}

/** One activity as this member may see it (any member, not only those who follow the actor); 404 otherwise. */
async function visibleItem(ctx: AppContext, userId: string, activityId: string): Promise<{ row: repo.ActivityRow; item: FeedItem }> {
  const row = await repo.findActivity(ctx.db, activityId);
  const gone = () => new AppError('not_found', FEED_MESSAGES.itemNotFound);
  if (!row) throw gone();
  if (row.state === 'hidden' || (row.state === 'pending' && row.actor_id !== userId)) throw gone();
  if (row.actor_id !== userId) {
    const [blocked, muted] = await Promise.all([profiles.isBlocked(ctx, userId, row.actor_id), profiles.mutedBy(ctx, userId)]);
    if (blocked || muted.includes(row.actor_id)) throw gone();
  }
  const [item] = await resolve(ctx, [row], { userId, adult: false, filter: 'all' });
  if (!item) throw gone();
  return { row, item };
}

// ---------------------------------------------------------------------------------------------------
// Posts

const nameOf = (c: { username: string | null; display_name: string | null } | undefined) =>
  c?.display_name || (c?.username ? `@${c.username}` : 'A member');

async function presentOne(ctx: AppContext, userId: string, activityId: string): Promise<FeedItem> {
  const row = await repo.findActivity(ctx.db, activityId);
  const [item] = row ? await resolve(ctx, [row], { userId, adult: true, filter: 'all' }) : [];
  if (!item) throw new AppError('not_found', FEED_MESSAGES.itemNotFound);
  return item;
}

/** A text post: public to the member's followers and connections at once (text is not pre-moderated; reports are). */
export async function createPost(ctx: AppContext, userId: string, input: { body: string }): Promise<FeedItem> {
  const body = input.body.trim();
  if (!body) throw new AppError('bad_request', FEED_MESSAGES.postEmpty, { body: FEED_MESSAGES.postEmpty });
  const activity = await ctx.db.transaction(async (tx) => {
    const post = await repo.insertPost(tx, { author_id: userId, body, moderation_status: 'approved' });
    return recordActivity(ctx, tx, { actorId: userId, kind: 'post', subjectId: post.id, at: post.created_at });
  });
  if (!activity) throw new Error('feed post activity missing');
  return presentOne(ctx, userId, activity.id);
}

const postImageKey = (userId: string, postId: string) => `${userId}/${postId}/${randomBytes(8).toString('hex')}-full.webp`;
const postIdOfKey = (key: string) => {
  const id = key.split('/')[1];
  return id && /^[0-9a-f-]{36}$/.test(id) ? id : null;
};

/**
 * A post with one image: spec §5's check on the bytes (the storage service's acceptUpload), re-encoded
 * like portfolio images; an unverified member's (or every one, when staff review every upload) waits
 * in the moderation queue and shows only to its author as pending until approved.
 */
export async function createImagePost(
  ctx: AppContext,
  userId: string,
  file: { name: string; declaredType?: string; body: Buffer },
  q: { body?: string; nsfw?: 'true' | 'false' },
): Promise<FeedItem> {
  await storage.acceptUpload(file, {
    allowed: FEED_IMAGE_TYPES,
    maxBytes: FEED_LIMITS.imageMaxBytes,
    typeMessage: FEED_MESSAGES.imageType,
  });
  const [verified, reviewEvery] = await Promise.all([isIdentityVerified(ctx, userId), platformSetting(ctx, 'review_every_upload')]);
  const nsfw = q.nsfw === 'true';
  if (nsfw && !verified)
    throw new AppError('forbidden', FEED_MESSAGES.nsfwNeedsVerification, { nsfw: FEED_MESSAGES.nsfwNeedsVerification });
  const image = await portfolio.renderImage(file.body);
  const postId = randomUUID();
  const key = postImageKey(userId, postId);
  await ctx.storage.put('feed', key, image.full, 'image/webp');
  const reviewed = !verified || reviewEvery;
  try {
    const activity = await ctx.db.transaction(async (tx) => {
      const post = await repo.insertPost(tx, {
        id: postId,
        author_id: userId,
        body: (q.body ?? '').trim(),
        image_key: key,
        blur_data_url: image.blurDataUrl,
        width: image.width,
        height: image.height,
        nsfw,
        moderation_status: reviewed ? 'pending' : 'approved',
      });
      await storage.recordStoredObjects(tx, [
        { bucket: 'feed', path: key, owner_id: userId, content_type: 'image/webp', size: image.full.length },
      ]);
      if (reviewed) {
        await moderation.enqueueModeration(ctx, tx, {
          type: POST_MODERATION_TYPE,
          subjectId: post.id,
          ownerId: userId,
          summary: {
            title: 'Feed post image',
            thumbnail_url: ctx.storage.url('feed', key, { expiresInSeconds: 7 * 24 * 3600, audience: 'staff' }),
            nsfw,
          },
        });
      }
      return recordActivity(ctx, tx, {
        actorId: userId,
        kind: 'post',
        subjectId: post.id,
        at: post.created_at,
        state: reviewed ? 'pending' : 'visible',
      });
    });
    if (!activity) throw new Error('feed post activity missing');
    return presentOne(ctx, userId, activity.id);
  } catch (e) {
    await ctx.storage.delete('feed', key).catch((err) => ctx.log.warn({ err, key }, 'feed image clean-up failed'));
    throw e;
  }
}

/** Each activity's state now ('visible', 'pending' moderation, 'hidden'); for features that post through the feed (studio news). */
export async function activityStates(ctx: Pick<AppContext, 'db'>, ids: readonly string[]): Promise<Map<string, repo.ActivityRow['state']>> {
  const rows = await repo.findActivities(ctx.db, ids);
  return new Map(rows.map((r) => [r.id, r.state]));
}

/** The author deletes their post: the activity (likes, comments), the post, its image. */
export async function deletePost(ctx: AppContext, userId: string, activityId: string): Promise<{ ok: true }> {
  const row = await repo.findActivity(ctx.db, activityId);
  if (row?.kind !== 'post' || row.actor_id !== userId) throw new AppError('not_found', FEED_MESSAGES.itemNotFound);
  const post = await repo.findPost(ctx.db, row.subject_id);
  await ctx.db.transaction(async (tx) => {
    await moderation.withdrawModeration(ctx, tx, { type: POST_MODERATION_TYPE, subjectId: row.subject_id });
    await repo.deleteActivity(tx, row.id);
    await repo.deletePost(tx, row.subject_id);
    if (post?.image_key) await storage.forgetStoredObjects(tx, [post.image_key]);
  });
  if (post?.image_key) await ctx.storage.delete('feed', post.image_key).catch((err) => ctx.log.warn({ err }, 'feed image delete failed'));
  return { ok: true };
}

/** The `feed` bucket's guard: every read asks the post again (a rejected or deleted post's URL stops at once). */
export async function feedFileGuard(ctx: AppContext, file: { key: string; audience: string | null }): Promise<boolean> {
  const postId = postIdOfKey(file.key);
  if (!postId || !file.audience) return false;
  const post = await repo.findPost(ctx.db, postId);
  if (!post || post.image_key !== file.key) return false;
  if (file.audience === 'owner' || file.audience === 'staff') return true;
  if (file.audience !== 'public' || post.moderation_status !== 'approved') return false;
  const activity = await repo.activityOf(ctx.db, 'post', post.id);
  return activity?.state === 'visible';
}

// ---------------------------------------------------------------------------------------------------
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
        title: 'New like on your activity',
        content: `${nameOf(who)} liked your ${row.kind === 'post' ? 'post' : row.kind === 'album' ? 'album' : 'update'}.`,
        action_url: '/activity-feed',
      });
    }
    return { liked: true, likes };
  });
}

// ---------------------------------------------------------------------------------------------------
// Comments

async function hiddenAuthorsFor(ctx: AppContext, userId: string): Promise<Set<string>> {
  const [muted, blocked] = await Promise.all([profiles.mutedBy(ctx, userId), profiles.blockedEitherWayIds(ctx, userId)]);
  return new Set([...muted, ...blocked]);
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
        title: 'New comment on your activity',
        content: `${nameOf(author)} commented: ${body.length > 140 ? `${body.slice(0, 139)}…` : body}`,
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

// ---------------------------------------------------------------------------------------------------
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
  noun: 'post',
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
