import type { CastingAnswers, CastingField } from '@mb/contract/casting';
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../auth/schema.ts';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const day = (name: string) => date(name, { mode: 'string' });

/** A studio's application form (README.md): its fields, in order, as one JSON array. */
export const castingForms = pgTable(
  'casting_forms',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    studio_id: uuid('studio_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description'),
    fields: jsonb('fields').$type<CastingField[]>().notNull(),
    created_at: ts('created_at').notNull().defaultNow(),
    updated_at: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [index('casting_forms_studio_idx').on(t.studio_id, t.created_at)],
);

/** A casting call: one role, on one of the studio's forms; open until closed or past its deadline. */
export const castingCalls = pgTable(
  'casting_calls',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    studio_id: uuid('studio_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // A form in use cannot be deleted (the service says why; restrict is the last word).
    form_id: uuid('form_id')
      .notNull()
      .references(() => castingForms.id, { onDelete: 'restrict' }),
    title: text('title').notNull(),
    role_description: text('role_description').notNull(),
    starts_on: day('starts_on'),
    ends_on: day('ends_on'),
    location: text('location'),
    rate_min: integer('rate_min'),
    rate_max: integer('rate_max'),
    rate_unit: text('rate_unit', { enum: ['per_scene', 'per_day', 'flat'] })
      .notNull()
      .default('per_scene'),
    content_types: text('content_types').array().notNull().default(sql`'{}'::text[]`),
    disclosure: text('disclosure').notNull(),
    deadline: day('deadline').notNull(),
    status: text('status', { enum: ['open', 'closed'] })
      .notNull()
      .default('open'),
    /** Where the call is, for alerts by distance: the studio's coordinates on My Location when it opened (issue 35). */
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    created_at: ts('created_at').notNull().defaultNow(),
    updated_at: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('casting_calls_studio_idx').on(t.studio_id, t.created_at),
    // Browsing: open calls by deadline.
    index('casting_calls_open_idx').on(t.deadline).where(sql`${t.status} = 'open'`),
  ],
);

/**
 * One creator's application to one call: the form's answers as they were sent, the portfolio items
 * attached, the studio's private note, the offer, and the collaboration an accepted offer opened.
 */
export const castingApplications = pgTable(
  'casting_applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    call_id: uuid('call_id')
      .notNull()
      .references(() => castingCalls.id, { onDelete: 'cascade' }),
    applicant_id: uuid('applicant_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    answers: jsonb('answers').$type<CastingAnswers>().notNull(),
    /** The form's fields as the applicant answered them (the studio may edit the form later). */
    form_fields: jsonb('form_fields').$type<CastingField[]>(),
    portfolio_item_ids: uuid('portfolio_item_ids').array().notNull().default(sql`'{}'::uuid[]`),
    disclosure_acknowledged_at: ts('disclosure_acknowledged_at').notNull(),
    /** The disclosure exactly as the applicant acknowledged it (the studio may edit the call later). */
    disclosure_text: text('disclosure_text'),
    status: text('status', { enum: ['submitted', 'shortlisted', 'rejected', 'offered', 'accepted', 'declined'] })
      .notNull()
      .default('submitted'),
    note: text('note'),
    offer_message: text('offer_message'),
    offer_rate: integer('offer_rate'),
    offer_rate_unit: text('offer_rate_unit', { enum: ['per_scene', 'per_day', 'flat'] }),
    collaboration_id: uuid('collaboration_id'),
    created_at: ts('created_at').notNull().defaultNow(),
    updated_at: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('casting_applications_once').on(t.call_id, t.applicant_id),
    index('casting_applications_applicant_idx').on(t.applicant_id, t.created_at),
  ],
);

/** A proposal from a studio straight to a creator, with the creator's counter when they make one. */
export const castingProposals = pgTable(
  'casting_proposals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    studio_id: uuid('studio_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    creator_id: uuid('creator_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
    description: text('description'),
    starts_on: day('starts_on'),
    ends_on: day('ends_on'),
    rate: integer('rate'),
    rate_unit: text('rate_unit', { enum: ['per_scene', 'per_day', 'flat'] })
      .notNull()
      .default('per_scene'),
    location: text('location'),
    disclosure: text('disclosure').notNull(),
    message: text('message'),
    status: text('status', { enum: ['pending', 'countered', 'accepted', 'declined', 'withdrawn'] })
      .notNull()
      .default('pending'),
    countered: boolean('countered').notNull().default(false),
    counter_rate: integer('counter_rate'),
    counter_starts_on: day('counter_starts_on'),
    counter_ends_on: day('counter_ends_on'),
    counter_message: text('counter_message'),
    collaboration_id: uuid('collaboration_id'),
    created_at: ts('created_at').notNull().defaultNow(),
    updated_at: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('casting_proposals_studio_idx').on(t.studio_id, t.created_at),
    index('casting_proposals_creator_idx').on(t.creator_id, t.created_at),
  ],
);

/** Studio news: its words, and the feed post that carries it to followers (the feed owns that row). */
export const studioNews = pgTable(
  'studio_news',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    studio_id: uuid('studio_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    body: text('body').notNull(),
    has_image: boolean('has_image').notNull().default(false),
    feed_item_id: uuid('feed_item_id'),
    created_at: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('studio_news_studio_idx').on(t.studio_id, t.created_at)],
);

/**
 * A member's saved casting search (issue 35, README "Casting alerts"): the list's filters, a name and
 * how to be told. `match_keys` is what the matcher looks up first (GIN): one key family per search
 * (trigrams of its words or location, its content types, the 1° cells its distance box covers, or '*'),
 * chosen so that a call's own keys find every search that could match; the exact rule re-checks them.
 */
export const castingAlerts = pgTable(
  'casting_alerts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    q: text('q'),
    /** `q` and `location` lowercased once, so the matcher compares without lower() per row. */
    q_lc: text('q_lc'),
    content_types: text('content_types').array().notNull().default(sql`'{}'::text[]`),
    location: text('location'),
    location_lc: text('location_lc'),
    distance_km: integer('distance_km'),
    /** The member's coordinates when the search was saved, and the box around them that holds `distance_km`. */
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    lat_min: doublePrecision('lat_min'),
    lat_max: doublePrecision('lat_max'),
    /** lng_min > lng_max when the box crosses the date line. */
    lng_min: doublePrecision('lng_min'),
    lng_max: doublePrecision('lng_max'),
    min_rate: integer('min_rate'),
    from: day('from'),
    delivery: text('delivery', { enum: ['in_app', 'email', 'digest'] })
      .notNull()
      .default('in_app'),
    match_keys: text('match_keys').array().notNull(),
    created_at: ts('created_at').notNull().defaultNow(),
    updated_at: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [index('casting_alerts_user_idx').on(t.user_id, t.created_at), index('casting_alerts_keys_idx').using('gin', t.match_keys)],
);

/**
 * One alert per call and member, however many of their searches matched: the matcher's proof of what it
 * already told (a job re-run skips these), and the daily digest's queue (`digested_at` null).
 */
export const castingAlertDeliveries = pgTable(
  'casting_alert_deliveries',
  {
    call_id: uuid('call_id')
      .notNull()
      .references(() => castingCalls.id, { onDelete: 'cascade' }),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    delivery: text('delivery', { enum: ['in_app', 'email', 'digest'] }).notNull(),
    digested_at: ts('digested_at'),
    created_at: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.call_id, t.user_id] }),
    index('casting_alert_deliveries_user_idx').on(t.user_id),
    index('casting_alert_deliveries_digest_idx')
      .on(t.user_id, t.created_at)
      .where(sql`${t.delivery} = 'digest' and ${t.digested_at} is null`),
  ],
);
