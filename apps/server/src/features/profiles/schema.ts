import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../auth/schema.ts';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * Every word of a stage name or username ever saved (never pruned: a stale word only widens a typo's
 * candidates), with a trigram index: a misspelt search word finds its close spellings here first.
 */
export const profileNameWords = pgTable('profile_name_words', { word: text('word').primaryKey() }, (t) => [
  index('profile_name_words_trgm_idx').using('gin', sql`${t.word} gin_trgm_ops`),
]);

/** Spec §3 profiles: one row per user, id = user id. Column names follow the spec. */
export const profiles = pgTable(
  'profiles',
  {
    id: uuid('id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    profile_type: text('profile_type', { enum: ['creator', 'business', 'studio', 'enterprise'] })
      .notNull()
      .default('creator'),
    /** Stored lower-cased; unique case-insensitively through the index below. */
    username: text('username'),
    /** A stage name: the platform never stores or shows a legal name here. */
    display_name: text('display_name'),
    bio: text('bio'),
    /** 'City, Region, Country' from the three parts below (kept in step by the location write); what others see. */
    location: text('location'),
    // /location (issue 12): the parts as typed and optional coordinates (rounded to 0.01°, owner only).
    city: text('city'),
    region: text('region'),
    country: text('country'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    location_updated_at: ts('location_updated_at'),
    /**
     * The words a member is found by (discovery): stage name and username (dots, dashes and underscores
     * as spaces), 'simple' configuration (names are not English words to stem). Stored, so a search
     * ranks and rechecks without rebuilding it per row.
     */
    name_search: tsvector('name_search')
      .notNull()
      .generatedAlwaysAs(
        sql`to_tsvector('simple'::regconfig, coalesce(display_name, '') || ' ' || translate(coalesce(username, ''), '._-', '   '))`,
      ),
    content_types: text('content_types').array().notNull().default(sql`'{}'::text[]`),
    default_content_filter: text('default_content_filter', { enum: ['all', 'gay', 'straight', 'bi'] })
      .notNull()
      .default('all'),
    // Avatar: the latest upload (maybe pending) and, apart, the last approved one that others see.
    avatar_url: text('avatar_url'),
    avatar_thumb_url: text('avatar_thumb_url'),
    /** Storage key of avatar_url (bucket avatars), for the moderation queue and clean-up. */
    avatar_path: text('avatar_path'),
    avatar_moderation_status: text('avatar_moderation_status', { enum: ['none', 'pending', 'approved', 'rejected'] })
      .notNull()
      .default('none'),
    avatar_uploaded_at: ts('avatar_uploaded_at'),
    avatar_reviewed_at: ts('avatar_reviewed_at'),
    avatar_reviewed_by: uuid('avatar_reviewed_by'),
    avatar_rejection_reason: text('avatar_rejection_reason'),
    avatar_approved_url: text('avatar_approved_url'),
    avatar_approved_thumb_url: text('avatar_approved_thumb_url'),
    avatar_approved_path: text('avatar_approved_path'),
    onboarding_completed: boolean('onboarding_completed').notNull().default(false),
    onboarding_step: integer('onboarding_step').notNull().default(0),
    onboarding_last_seen: ts('onboarding_last_seen'),
    verification_skipped: boolean('verification_skipped').notNull().default(false),
    /** 'pending' when manual review was requested (spec §3). */
    verification_status: text('verification_status'),
    vaulth_verified: boolean('vaulth_verified').notNull().default(false),
    vaulth_verification_status: text('vaulth_verification_status'),
    vaulth_user_id: text('vaulth_user_id'),
    domain_name: text('domain_name'),
    domain_verified: boolean('domain_verified').notNull().default(false),
    subscription_status: text('subscription_status'),
    subscription_end_date: ts('subscription_end_date'),
    /** Pro granted by an admin until this moment (spec §3 moderator_granted_end_date); null: none. */
    moderator_granted_end_date: ts('moderator_granted_end_date'),
    /** Statuses set by admins (spec §6 sponsor, ambassador). */
    is_sponsor: boolean('is_sponsor').notNull().default(false),
    is_ambassador: boolean('is_ambassador').notNull().default(false),
    visibility: text('visibility', { enum: ['public', 'members'] })
      .notNull()
      .default('public'),
    noindex: boolean('noindex').notNull().default(false),
    created_at: ts('created_at').notNull().defaultNow(),
    updated_at: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('profiles_username_key').on(sql`lower(${t.username})`),
    // The pro feature's grace sweep (lapsedSubscriptions): only members with a subscription not yet expired.
    index('profiles_subscription_end_idx')
      .on(t.subscription_end_date)
      .where(sql`${t.subscription_status} is not null and ${t.subscription_status} <> 'expired'`),
    index('profiles_avatar_pending_idx').on(t.avatar_uploaded_at).where(sql`${t.avatar_moderation_status} = 'pending'`),
    // Discovery (features/discovery/README.md): trigram GIN for typo-tolerant names and the location text,
    // GIN for content types, a plain btree box for distance, newest first for the default order.
    // fastupdate off: a GIN index otherwise queues new entries in a pending list (up to 4 MB) that every
    // search scans until a vacuum merges it (PGlite has no autovacuum); profiles change rarely, searches often.
    index('profiles_name_search_idx').using('gin', t.name_search).with({ fastupdate: false }),
    index('profiles_location_trgm_idx').using('gin', sql`lower(${t.location}) gin_trgm_ops`).with({ fastupdate: false }),
    index('profiles_content_types_idx').using('gin', t.content_types).with({ fastupdate: false }),
    index('profiles_coordinates_idx').on(t.latitude, t.longitude).where(sql`${t.latitude} is not null`),
    index('profiles_discoverable_newest_idx')
      .on(t.created_at.desc(), t.id.desc())
      .where(sql`${t.onboarding_completed} and ${t.username} is not null`),
    // Relevance without words (verified first, then newest): the default order of /network and /models.
    index('profiles_discoverable_relevance_idx')
      .on(t.vaulth_verified.desc(), t.created_at.desc(), t.id.desc())
      .where(sql`${t.onboarding_completed} and ${t.username} is not null`),
    check('profiles_latitude_range', sql`${t.latitude} between -90 and 90`),
    check('profiles_longitude_range', sql`${t.longitude} between -180 and 180`),
    check('profiles_coordinates_pair', sql`(${t.latitude} is null) = (${t.longitude} is null)`),
  ],
);

/**
 * Blocks between members (issue 8, beyond the spec): the blocked member cannot see the blocker's
 * profile or members-only content, and later search, messages and follows refuse the pair either way.
 */
export const memberBlocks = pgTable(
  'member_blocks',
  {
    blocker_id: uuid('blocker_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    blocked_id: uuid('blocked_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    created_at: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.blocker_id, t.blocked_id] }),
    // isBlocked() looks the pair up both ways.
    index('member_blocks_blocked_idx').on(t.blocked_id, t.blocker_id),
    check('member_blocks_not_self', sql`${t.blocker_id} <> ${t.blocked_id}`),
  ],
);

/** Mutes: the muted member's activity stays out of the muter's feeds; nobody is told. */
export const memberMutes = pgTable(
  'member_mutes',
  {
    muter_id: uuid('muter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    muted_id: uuid('muted_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    created_at: ts('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.muter_id, t.muted_id] }), check('member_mutes_not_self', sql`${t.muter_id} <> ${t.muted_id}`)],
);
