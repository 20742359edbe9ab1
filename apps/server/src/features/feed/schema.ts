import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../auth/schema.ts';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * One row per thing that happened (README.md): a member's new public portfolio item
 * or album, a post, their identity verification, their business listing going live. The feed is read
 * by pull: `actor_id = any(sources)` newest first, over the two indexes below. What the subject is now
 * (deleted, private, a hidden profile) is checked when the page is read, so nothing stale shows; only
 * posts carry their moderation in `state` (pending: the author alone sees it; hidden: nobody).
 */
export const feedActivities = pgTable(
  'feed_activities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actor_id: uuid('actor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['portfolio_item', 'album', 'post', 'verified', 'listing', 'event'] }).notNull(),
    subject_id: uuid('subject_id').notNull(),
    state: text('state', { enum: ['visible', 'pending', 'hidden'] })
      .notNull()
      .default('visible'),
    likes_count: integer('likes_count').notNull().default(0),
    comments_count: integer('comments_count').notNull().default(0),
    created_at: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    // One activity per subject: an item approved again after an edit does not appear twice.
    uniqueIndex('feed_activities_subject_idx').on(t.kind, t.subject_id),
    // The feed's read (feedPage): a few sources read their own newest rows, top-k each...
    index('feed_activities_actor_idx').on(t.actor_id, t.created_at.desc(), t.id.desc()),
    // ...thousands walk everyone's newest rows and keep theirs. Both are `desc nulls last`: so is the read's order.
    index('feed_activities_created_idx').on(t.created_at.desc(), t.id.desc()),
  ],
);

/**
 * A member's post: short text, optionally one image in the private `feed` bucket (re-encoded WebP, no
 * metadata; every URL signed and asked again by the bucket guard). An image from an unverified member
 * waits for moderation like a portfolio upload.
 */
export const feedPosts = pgTable(
  'feed_posts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    author_id: uuid('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    body: text('body').notNull().default(''),
    image_key: text('image_key'),
    blur_data_url: text('blur_data_url'),
    width: integer('width'),
    height: integer('height'),
    nsfw: boolean('nsfw').notNull().default(false),
    moderation_status: text('moderation_status', { enum: ['pending', 'approved', 'rejected'] })
      .notNull()
      .default('approved'),
    created_at: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('feed_posts_author_idx').on(t.author_id, t.created_at)],
);

/**
 * Likes on activities that are not portfolio items (those count on the item itself). The row stays
 * when a like is taken back (`active` false), so liking again does not notify the owner again.
 */
export const feedLikes = pgTable(
  'feed_likes',
  {
    activity_id: uuid('activity_id')
      .notNull()
      .references(() => feedActivities.id, { onDelete: 'cascade' }),
    member_id: uuid('member_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    active: boolean('active').notNull().default(true),
    created_at: ts('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.activity_id, t.member_id] }), index('feed_likes_member_idx').on(t.member_id)],
);

export const feedComments = pgTable(
  'feed_comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    activity_id: uuid('activity_id')
      .notNull()
      .references(() => feedActivities.id, { onDelete: 'cascade' }),
    author_id: uuid('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    created_at: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('feed_comments_activity_idx').on(t.activity_id, t.created_at),
    check('feed_comments_body_len', sql`char_length(${t.body}) between 1 and 500`),
  ],
);
