import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../auth/schema.ts';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * A member's albums (Pro). Items point at their album; deleting an album leaves its items in the
 * portfolio (album_id set null). The cover is one of the album's items, or the first visible one.
 */
export const portfolioAlbums = pgTable(
  'portfolio_albums',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    owner_id: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description'),
    cover_item_id: uuid('cover_item_id').references((): AnyPgColumn => portfolioItems.id, { onDelete: 'set null' }),
    position: integer('position').notNull().default(0),
    created_at: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('portfolio_albums_owner_idx').on(t.owner_id, t.position)],
);

/**
 * One image or video of a member's portfolio. Files live in the private `portfolio` bucket under
 * `<owner>/<item id>/<random>-<variant>.<ext>`; every URL to them is signed for an audience by a
 * presenter that checked the reader may see the item, and the bucket guard asks this row again.
 * Public = moderation approved AND consent none/confirmed AND not deleted (and the owner's profile
 * visible to the reader). `consent_state` is written only through the service's setConsentState
 * (the credits feature owns the tags behind it).
 */
export const portfolioItems = pgTable(
  'portfolio_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    owner_id: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    album_id: uuid('album_id').references((): AnyPgColumn => portfolioAlbums.id, { onDelete: 'set null' }),
    kind: text('kind', { enum: ['image', 'video'] }).notNull(),
    title: text('title'),
    caption: text('caption'),
    content_types: text('content_types').array().notNull().default(sql`'{}'::text[]`),
    nsfw: boolean('nsfw').notNull().default(false),
    position: integer('position').notNull().default(0),
    moderation_status: text('moderation_status', { enum: ['pending', 'approved', 'rejected'] })
      .notNull()
      .default('pending'),
    rejection_reason: text('rejection_reason'),
    consent_state: text('consent_state', { enum: ['none', 'pending', 'confirmed', 'declined'] })
      .notNull()
      .default('none'),
    /** First approval (or the upload, for members who publish at once). */
    published_at: ts('published_at'),
    /**
     * Hidden by a removal request (issue 18: a depicted person's request or a DMCA takedown, set and
     * cleared only through the service's setRemovalHold): private to all but the owner and staff.
     */
    hidden_by_request_at: ts('hidden_by_request_at'),
    /** Soft delete: restorable for 10 s, then the purge job removes files and row. */
    deleted_at: ts('deleted_at'),
    /** Grid size (WebP ~480 px); a video's poster at that size. */
    thumb_key: text('thumb_key').notNull(),
    /** Full view (WebP up to 1600 px); a video's poster. */
    full_key: text('full_key').notNull(),
    /** The video file as sent (mp4/webm); null for images. */
    video_key: text('video_key'),
    /**
     * The full view with the owner's watermark burned in (issue 35; WebP, the size of `full_key`):
     * what everyone but the owner and staff gets while the watermark is on. Null when none is made.
     */
    marked_key: text('marked_key'),
    /**
     * A video's file with the owner's watermark burned in (H.264 MP4, the size of `video_key`): what
     * everyone but the owner and staff gets as the video while the watermark is on. Null when none is
     * made (images, watermark off, not yet made, or ffmpeg could not make it: others get the poster only).
     */
    marked_video_key: text('marked_video_key'),
    /** The owner's watermark version the marked copies were made for (or cleared for): the re-render's progress. */
    marked_version: integer('marked_version').notNull().default(0),
    blur_data_url: text('blur_data_url'),
    width: integer('width'),
    height: integer('height'),
    duration_seconds: real('duration_seconds'),
    /** Bytes of the upload as sent. */
    size_bytes: integer('size_bytes').notNull(),
    likes_count: integer('likes_count').notNull().default(0),
    views_count: integer('views_count').notNull().default(0),
    created_at: ts('created_at').notNull().defaultNow(),
    updated_at: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('portfolio_items_kind_check', sql`${t.kind} in ('image', 'video')`),
    check('portfolio_items_moderation_check', sql`${t.moderation_status} in ('pending', 'approved', 'rejected')`),
    check('portfolio_items_consent_check', sql`${t.consent_state} in ('none', 'pending', 'confirmed', 'declined')`),
    // The owner's grid and the public one: items of a member in order.
    index('portfolio_items_owner_idx').on(t.owner_id, t.position, t.created_at),
    index('portfolio_items_album_idx').on(t.album_id),
  ],
);

/**
 * Likes: one row per member and item, ever. Taking a like back clears `active`; liking again sets it
 * without a second notification (the owner hears 'portfolio_like' once per member per item).
 */
export const portfolioLikes = pgTable(
  'portfolio_likes',
  {
    item_id: uuid('item_id')
      .notNull()
      .references(() => portfolioItems.id, { onDelete: 'cascade' }),
    member_id: uuid('member_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    active: boolean('active').notNull().default(true),
    created_at: ts('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.item_id, t.member_id] }), index('portfolio_likes_member_idx').on(t.member_id)],
);

/**
 * Views: one per reader per item per UTC day. The reader is a member id, or for visitors a SHA-256 of
 * the address and user agent with the server's secret (no address stored). Rows older than 2 days
 * only de-duplicate nothing and are pruned daily.
 */
export const portfolioViews = pgTable(
  'portfolio_views',
  {
    item_id: uuid('item_id')
      .notNull()
      .references(() => portfolioItems.id, { onDelete: 'cascade' }),
    reader: text('reader').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.item_id, t.reader, t.day] }), index('portfolio_views_day_idx').on(t.day)],
);

/**
 * A member's portfolio watermark (issue 35): written on every copy of their large images served to
 * others. `version` grows with every change; items whose `marked_version` is behind it are re-rendered
 * by the 'portfolio.watermark' job. No row: never set, off.
 */
export const portfolioWatermarks = pgTable(
  'portfolio_watermarks',
  {
    owner_id: uuid('owner_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    enabled: boolean('enabled').notNull().default(false),
    text_source: text('text_source', { enum: ['username', 'custom'] })
      .notNull()
      .default('username'),
    custom_text: text('custom_text'),
    position: text('position').notNull().default('bottom-right'),
    opacity: integer('opacity').notNull().default(40),
    version: integer('version').notNull().default(0),
    updated_at: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [check('portfolio_watermarks_source_check', sql`${t.text_source} in ('username', 'custom')`)],
);
