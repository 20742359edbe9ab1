import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../auth/schema.ts';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * MB Trophy (issue 16): an award an organizer runs. `phase` is moved by the organizer (launch,
 * publish) and by jobs at each window's edge (README.md); the windows are the truth the
 * jobs read, so a job that runs late or twice only ever moves the phase forward to what the clock says.
 */
export const trophyAwards = pgTable(
  'trophy_awards',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizer_id: uuid('organizer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    phase: text('phase', { enum: ['draft', 'scheduled', 'nominations', 'shortlisting', 'voting', 'closed', 'published'] })
      .notNull()
      .default('draft'),
    nominations_open_at: ts('nominations_open_at').notNull(),
    nominations_close_at: ts('nominations_close_at').notNull(),
    voting_open_at: ts('voting_open_at').notNull(),
    voting_close_at: ts('voting_close_at').notNull(),
    /** Profile types that may be nominated / may vote (spec §3 profile_type values). */
    nominee_types: text('nominee_types').array().notNull(),
    voter_types: text('voter_types').array().notNull(),
    nominees_verified_only: boolean('nominees_verified_only').notNull().default(false),
    launched_at: ts('launched_at'),
    closed_at: ts('closed_at'),
    published_at: ts('published_at'),
    created_at: ts('created_at').notNull().defaultNow(),
    updated_at: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [index('trophy_awards_organizer').on(t.organizer_id, t.created_at), index('trophy_awards_phase').on(t.phase, t.created_at)],
);

export const trophyCategories = pgTable(
  'trophy_categories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    award_id: uuid('award_id')
      .notNull()
      .references(() => trophyAwards.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('trophy_categories_award').on(t.award_id, t.position)],
);

/**
 * A nomination: `nominator_id` null when the nominee nominated themselves (accepted at once); another
 * member's nomination waits for the nominee's consent. `votes` and `winner` are written when voting
 * closes (the frozen result); one nomination per nominee and category.
 */
export const trophyNominations = pgTable(
  'trophy_nominations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    award_id: uuid('award_id')
      .notNull()
      .references(() => trophyAwards.id, { onDelete: 'cascade' }),
    category_id: uuid('category_id')
      .notNull()
      .references(() => trophyCategories.id, { onDelete: 'cascade' }),
    nominee_id: uuid('nominee_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    nominator_id: uuid('nominator_id').references(() => users.id, { onDelete: 'set null' }),
    status: text('status', { enum: ['pending', 'accepted', 'declined'] })
      .notNull()
      .default('pending'),
    finalist: boolean('finalist').notNull().default(false),
    statement: text('statement').notNull().default(''),
    votes: integer('votes').notNull().default(0),
    winner: boolean('winner').notNull().default(false),
    created_at: ts('created_at').notNull().defaultNow(),
    answered_at: ts('answered_at'),
  },
  (t) => [
    uniqueIndex('trophy_nominations_one_per_category').on(t.category_id, t.nominee_id),
    index('trophy_nominations_award').on(t.award_id),
    index('trophy_nominations_nominee').on(t.nominee_id, t.created_at),
    index('trophy_nominations_nominator').on(t.nominator_id, t.created_at),
  ],
);

/**
 * A vote. One per verified identity and category (`voter_identity`: the vAulth identity id when the
 * member has one, else the account): two accounts of one verified person cannot both vote, by the
 * database's unique index. `flags` are the suspicion signals seen when it was cast (or added by a
 * later burst from the same address).
 */
export const trophyVotes = pgTable(
  'trophy_votes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    award_id: uuid('award_id')
      .notNull()
      .references(() => trophyAwards.id, { onDelete: 'cascade' }),
    category_id: uuid('category_id')
      .notNull()
      .references(() => trophyCategories.id, { onDelete: 'cascade' }),
    nomination_id: uuid('nomination_id')
      .notNull()
      .references(() => trophyNominations.id, { onDelete: 'cascade' }),
    voter_id: uuid('voter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    voter_identity: text('voter_identity').notNull(),
    ip: text('ip').notNull().default(''),
    session_id: text('session_id'),
    flags: text('flags').array().notNull().default(sql`'{}'::text[]`),
    created_at: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('trophy_votes_one_per_identity').on(t.category_id, t.voter_identity),
    uniqueIndex('trophy_votes_one_per_account').on(t.category_id, t.voter_id),
    index('trophy_votes_award_ip').on(t.award_id, t.ip, t.created_at),
    index('trophy_votes_nomination').on(t.nomination_id),
  ],
);

/** A trophy given at publication: the winner's, or a finalist's; the recipient may hide it from their profile. */
export const trophyTrophies = pgTable(
  'trophy_trophies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    award_id: uuid('award_id')
      .notNull()
      .references(() => trophyAwards.id, { onDelete: 'cascade' }),
    category_id: uuid('category_id')
      .notNull()
      .references(() => trophyCategories.id, { onDelete: 'cascade' }),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['winner', 'finalist'] }).notNull(),
    hidden: boolean('hidden').notNull().default(false),
    awarded_at: ts('awarded_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('trophy_trophies_one_per_category').on(t.category_id, t.user_id),
    index('trophy_trophies_user').on(t.user_id, t.awarded_at),
  ],
);
