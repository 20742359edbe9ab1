import type { PublishedHours, PublishedProduct, PublishedService } from '@mb/contract/directory';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../auth/schema.ts';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * The public copy of a business listing (spec §2 /business-directory, /business/{id}): written only by
 * publishListing when a moderator approves the owner's copy (the business feature's business_profiles),
 * removed by unpublishListing. A row here is an approved listing; nothing else is ever shown.
 * id = the business profile's id = the owner's user id.
 */
export const businessListings = pgTable(
  'business_listings',
  {
    id: uuid('id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    business_name: text('business_name').notNull(),
    category: text('category').notNull(),
    categories: text('categories').array().notNull().default(sql`'{}'::text[]`),
    description: text('description'),
    location: text('location'),
    address: text('address'),
    phone: text('phone'),
    website: text('website'),
    contact_email: text('contact_email'),
    social_media: jsonb('social_media').$type<Record<string, string>>().notNull().default({}),
    services: jsonb('services').$type<PublishedService[]>().notNull().default([]),
    products: jsonb('products').$type<PublishedProduct[]>().notNull().default([]),
    business_hours: jsonb('business_hours').$type<PublishedHours>().notNull().default({}),
    logo_url: text('logo_url'),
    cover_photo_url: text('cover_photo_url'),
    brand_color: text('brand_color'),
    verified: boolean('verified').notNull().default(false),
    is_featured: boolean('is_featured').notNull().default(false),
    plan_type: text('plan_type').notNull().default('free'),
    analytics_enabled: boolean('analytics_enabled').notNull().default(false),
    /** First publication; kept when an edit is approved (the directory's 'newest'). */
    published_at: ts('published_at').notNull().defaultNow(),
    updated_at: ts('updated_at').notNull().defaultNow(),
    /** Kept in step with business_reviews by the review writes (0 with no reviews). */
    rating_avg: real('rating_avg').notNull().default(0),
    review_count: integer('review_count').notNull().default(0),
    /**
     * Full-text document, written by publishListing: name (weight A), categories (B), description (C),
     * location and services/products names (D). English configuration for stemming.
     */
    search: tsvector('search').notNull(),
  },
  (t) => [
    index('business_listings_search_idx').using('gin', t.search),
    // 'Contains' on the location filter (ILIKE '%…%').
    index('business_listings_location_trgm_idx').using('gin', t.location.op('gin_trgm_ops')),
    index('business_listings_categories_idx').using('gin', t.categories),
    // Featured first, then the chosen order; id breaks ties so pages never overlap.
    index('business_listings_newest_idx').on(t.is_featured.desc(), t.published_at.desc(), t.id.desc()),
    index('business_listings_rating_idx').on(t.is_featured.desc(), t.rating_avg.desc(), t.review_count.desc(), t.id.desc()),
  ],
);

/**
 * The words of every published business name, for typo tolerance: a query word that is misspelt is
 * matched against this small vocabulary by trigram similarity (pg_trgm), and the close words join the
 * full-text query (the pattern the pg_trgm documentation recommends; a trigram test on 100k names per
 * search cost 100+ ms). Words are only added: a stale one merely widens a query that then finds nothing.
 */
export const directoryWords = pgTable('directory_words', { word: text('word').primaryKey() }, (t) => [
  index('directory_words_trgm_idx').using('gin', t.word.op('gin_trgm_ops')),
]);

/** Spec §3 Review: one per member per business, rating 1-5, the owner may reply once. */
export const businessReviews = pgTable(
  'business_reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The business profile's id (= its owner's user id); reviews outlive an unpublished listing. */
    business_id: uuid('business_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reviewer_id: uuid('reviewer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rating: smallint('rating').notNull(),
    content: text('content').notNull(),
    owner_reply: text('owner_reply'),
    owner_replied_at: ts('owner_replied_at'),
    created_at: ts('created_at').notNull().defaultNow(),
    updated_at: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('business_reviews_rating_check', sql`${t.rating} between 1 and 5`),
    uniqueIndex('business_reviews_one_per_member_key').on(t.business_id, t.reviewer_id),
    // The public list: newest first, keyed for stable pages.
    index('business_reviews_business_created_idx').on(t.business_id, t.created_at.desc(), t.id.desc()),
    index('business_reviews_reviewer_idx').on(t.reviewer_id),
  ],
);

/** Page views and contact clicks per listing per UTC day (only while the listing has analytics_enabled). */
export const businessListingStats = pgTable(
  'business_listing_stats',
  {
    business_id: uuid('business_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    views: integer('views').notNull().default(0),
    contact_clicks: integer('contact_clicks').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.business_id, t.day] })],
);
