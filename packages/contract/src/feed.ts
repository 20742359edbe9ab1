import { z } from 'zod';
import { idParam, okSchema } from './common.ts';
import { portfolioAlbumSchema, publicPortfolioItemSchema } from './portfolio.ts';
import { contentFilterSchema } from './profiles.ts';
import type { RouteDef } from './route-def.ts';

// The activity feed (issue 12, spec §1 'activity feed', §2 /activity-feed): what the members a member
// follows or is connected with did, their own posts, likes and comments. The spec gives the page and
// the idea; the limits and words below are ours.

export const FEED_LIMITS = {
  /** Activities per page (the first page and each infinite-scroll page). */
  pageSize: 20,
  /** A post's text, in characters (a short update, not an article). */
  postMax: 1_000,
  /** A comment's text, in characters. */
  commentMax: 500,
  /** Comments per item page (newest last, like a conversation). */
  commentPageSize: 50,
  /** A post's image: the portfolio's limit (spec §5: 10 MB). */
  imageMaxBytes: 10 * 1024 * 1024,
} as const;

export const FEED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;

export const FEED_MESSAGES = {
  title: 'Activity Feed',
  subtitle: 'Updates from the people and businesses you follow.',
  composerPlaceholder: 'Share an update with your network...',
  postEmpty: 'Write something or add an image.',
  postTooLong: `Posts can be up to ${FEED_LIMITS.postMax} characters.`,
  commentEmpty: 'Write a comment first.',
  commentTooLong: `Comments can be up to ${FEED_LIMITS.commentMax} characters.`,
  imageType: 'Post images must be JPEG, PNG, WebP or GIF.',
  postPending: 'Pending moderation: only you can see this post until a moderator approves it.',
  posted: 'Posted',
  postFailed: 'Could not publish your post. Please try again.',
  itemNotFound: 'This activity is no longer available.',
  commentNotFound: 'This comment is no longer available.',
  commentDeleteForbidden: 'Only the comment’s author or the item’s owner can delete it.',
  likeOwn: 'You cannot like your own post.',
  nsfwNeedsVerification: 'Verify your identity to mark a post NSFW.',
  empty: 'Your feed is quiet',
  emptyHint: 'Follow creators, studios and businesses to see what they share here.',
  findPeople: 'Find people to follow',
  loadFailed: 'We could not load your feed.',
  retry: 'Try again',
  loadMore: 'Load more',
  end: "You're all caught up.",
  newPosts: (n: number) => `${n} new ${n === 1 ? 'post' : 'posts'}`,
} as const;

export const FEED_ACTIVITY_KINDS = ['portfolio_item', 'album', 'post', 'verified', 'listing', 'event'] as const;
export const feedActivityKindSchema = z.enum(FEED_ACTIVITY_KINDS);
export type FeedActivityKind = z.infer<typeof feedActivityKindSchema>;

/** Who did it: the member card the feed shows above each item. */
export const feedActorSchema = z.object({
  id: z.uuid(),
  username: z.string().nullable(),
  display_name: z.string().nullable(),
  avatar_url: z.string().nullable(),
  profile_type: z.string().nullable(),
  verified: z.boolean(),
});
export type FeedActor = z.infer<typeof feedActorSchema>;

export const feedImageSchema = z.object({
  /** Null when withheld: an NSFW image for a reader who has not confirmed 18+ (blur only). */
  url: z.string().nullable(),
  blur_data_url: z.string().nullable(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
});

export const feedPostSchema = z.object({
  id: z.uuid(),
  body: z.string(),
  image: feedImageSchema.nullable(),
  nsfw: z.boolean(),
  /** pending: waiting for a moderator (only its author sees it); rejected never leaves the server. */
  status: z.enum(['published', 'pending']),
});
export type FeedPost = z.infer<typeof feedPostSchema>;

export const feedListingSchema = z.object({
  business_id: z.uuid(),
  name: z.string(),
  path: z.string(),
  logo_url: z.string().nullable(),
  description: z.string().nullable(),
});

/** A newly listed event (MB Events, issue 15): enough for a card that links to /events/{id}. */
export const feedEventSchema = z.object({
  event_id: z.uuid(),
  title: z.string(),
  path: z.string(),
  image_url: z.string().nullable(),
  start_date: z.string(),
  timezone: z.string(),
  location: z.string(),
  is_online: z.boolean(),
});

export const feedSubjectSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('portfolio_item'), item: publicPortfolioItemSchema }),
  z.object({ kind: z.literal('album'), album: portfolioAlbumSchema }),
  z.object({ kind: z.literal('post'), post: feedPostSchema }),
  z.object({ kind: z.literal('verified') }),
  z.object({ kind: z.literal('listing'), listing: feedListingSchema }),
  z.object({ kind: z.literal('event'), event: feedEventSchema }),
]);
export type FeedSubject = z.infer<typeof feedSubjectSchema>;

export const feedItemSchema = z.object({
  /** The activity's id: likes and comments hang on it. */
  id: z.uuid(),
  actor: feedActorSchema,
  created_at: z.string(),
  subject: feedSubjectSchema,
  likes: z.number().int(),
  liked: z.boolean(),
  comments: z.number().int(),
  /** The reader owns the item (their own activity): they may delete any comment on it. */
  own: z.boolean(),
});
export type FeedItem = z.infer<typeof feedItemSchema>;

export const feedPageSchema = z.object({
  items: z.array(feedItemSchema),
  /** Pass as `cursor` for the next (older) page; null at the end. */
  next_cursor: z.string().nullable(),
});
export type FeedPage = z.infer<typeof feedPageSchema>;

/** `created_at|id` of the last activity seen, base64url: keyset pagination, stable while new items arrive. */
export const feedQuery = z.object({
  cursor: z
    .string()
    .max(200)
    .regex(/^[A-Za-z0-9_-]+$/, 'Invalid cursor.')
    .optional(),
  filter: contentFilterSchema.optional(),
  adult: z.enum(['0', '1']).optional(),
});

export const feedItemParams = z.object({ id: idParam('Invalid activity id.') });
export const feedCommentParams = z.object({ id: idParam('Invalid activity id.'), commentId: idParam('Invalid comment id.') });

/** Multipart fields besides the file travel in the query (like portfolio uploads). */
export const feedPostQuery = z.object({
  body: z.string().max(FEED_LIMITS.postMax, FEED_MESSAGES.postTooLong).optional(),
  nsfw: z.enum(['true', 'false']).optional(),
});

export const feedPostInput = z.object({
  body: z.string().trim().min(1, FEED_MESSAGES.postEmpty).max(FEED_LIMITS.postMax, FEED_MESSAGES.postTooLong),
});

export const feedCommentInput = z.object({
  body: z.string().trim().min(1, FEED_MESSAGES.commentEmpty).max(FEED_LIMITS.commentMax, FEED_MESSAGES.commentTooLong),
});

export const feedCommentSchema = z.object({
  id: z.uuid(),
  activity_id: z.uuid(),
  author: feedActorSchema,
  body: z.string(),
  created_at: z.string(),
  /** The reader may delete it: they wrote it, or the item is theirs. */
  can_delete: z.boolean(),
  /** The reader may report it: signed in and not its author. */
  can_report: z.boolean(),
});
export type FeedComment = z.infer<typeof feedCommentSchema>;

export const feedCommentListSchema = z.object({ comments: z.array(feedCommentSchema), total: z.number().int() });
export type FeedCommentList = z.infer<typeof feedCommentListSchema>;

export const feedLikeResultSchema = z.object({ liked: z.boolean(), likes: z.number().int() });

/** The activity feed (features/feed): the signed-in member's feed, posts, likes and comments. */
export const feedRoutes = {
  feed: {
    method: 'GET',
    path: '/api/v1/feed',
    summary: 'Your feed: activity of members you follow or are connected with, and your own, newest first (keyset cursor)',
    tag: 'feed',
    access: 'user',
    delegated: 'viewer',
    query: feedQuery,
    response: feedPageSchema,
  },
  createFeedPost: {
    method: 'POST',
    path: '/api/v1/feed/posts',
    summary: 'Post a short text update to your followers and connections',
    tag: 'feed',
    access: 'user',
    delegated: 'manager',
    status: 201,
    body: feedPostInput,
    response: feedItemSchema,
  },
  uploadFeedPost: {
    method: 'POST',
    path: '/api/v1/feed/posts/image',
    summary:
      'Post an update with one image (multipart field "file", up to 10 MB; text in the query). Unverified members wait for moderation like portfolio uploads',
    tag: 'feed',
    access: 'user',
    delegated: 'manager',
    status: 201,
    multipart: true,
    query: feedPostQuery,
    response: feedItemSchema,
  },
  deleteFeedPost: {
    method: 'DELETE',
    path: '/api/v1/feed/:id',
    summary: 'Delete your own post (its likes and comments go with it)',
    tag: 'feed',
    access: 'user',
    delegated: 'manager',
    params: feedItemParams,
    response: okSchema,
  },
  likeFeedItem: {
    method: 'PUT',
    path: '/api/v1/feed/:id/like',
    summary: 'Like a feed item (a portfolio item counts as a portfolio like; the owner hears portfolio_like once)',
    tag: 'feed',
    access: 'user',
    delegated: 'manager',
    params: feedItemParams,
    response: feedLikeResultSchema,
  },
  unlikeFeedItem: {
    method: 'DELETE',
    path: '/api/v1/feed/:id/like',
    summary: 'Take back a like on a feed item',
    tag: 'feed',
    access: 'user',
    delegated: 'manager',
    params: feedItemParams,
    response: feedLikeResultSchema,
  },
  feedComments: {
    method: 'GET',
    path: '/api/v1/feed/:id/comments',
    summary: 'Comments on a feed item you may see, oldest first',
    tag: 'feed',
    access: 'user',
    delegated: 'viewer',
    params: feedItemParams,
    response: feedCommentListSchema,
  },
  addFeedComment: {
    method: 'POST',
    path: '/api/v1/feed/:id/comments',
    summary: "Comment on a feed item you may see (the item's owner hears feed_comment)",
    tag: 'feed',
    access: 'user',
    delegated: 'manager',
    status: 201,
    params: feedItemParams,
    body: feedCommentInput,
    response: feedCommentSchema,
  },
  deleteFeedComment: {
    method: 'DELETE',
    path: '/api/v1/feed/:id/comments/:commentId',
    summary: "Delete a comment: its author or the item's owner",
    tag: 'feed',
    access: 'user',
    delegated: 'manager',
    params: feedCommentParams,
    response: okSchema,
  },
} as const satisfies Record<string, RouteDef>;
