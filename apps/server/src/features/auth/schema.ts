import { sql } from 'drizzle-orm';
import { bigserial, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // Stored lower-cased; the unique index makes e-mail case-insensitive.
    email: text('email').notNull(),
    password_hash: text('password_hash').notNull(),
    created_at: ts('created_at').notNull().defaultNow(),
    updated_at: ts('updated_at').notNull().defaultNow(),
    /** Set by an admin (accounts management): sign-in refuses with the reason; every session was revoked. */
    suspended_at: ts('suspended_at'),
    suspension_reason: text('suspension_reason'),
    /** The interface and e-mail language chosen in Settings (issue 36); null: the browser's. */
    locale: text('locale'),
  },
  (t) => [
    uniqueIndex('users_email_key').on(sql`lower(${t.email})`),
    // Public lists leave suspended accounts out by id (auth.suspendedAccountIds): few rows, read often.
    index('users_suspended_idx').on(t.id).where(sql`${t.suspended_at} is not null`),
  ],
);

/** One row per signed-in device: the refresh-token family. Revoking it signs that device out. */
export const authSessions = pgTable(
  'auth_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    created_at: ts('created_at').notNull().defaultNow(),
    last_used_at: ts('last_used_at').notNull().defaultNow(),
    expires_at: ts('expires_at').notNull(),
    revoked_at: ts('revoked_at'),
    revoked_reason: text('revoked_reason'),
    user_agent: text('user_agent'),
    ip: text('ip'),
    /**
     * SHA-256 of the browser's device cookie when the sign-in was made: a device that signed in before
     * gets past the per-account lockout that strangers' wrong guesses trip (README.md).
     */
    device_hash: text('device_hash'),
    /**
     * A delegated session (issue 17, 'Use Platform as'): the subject `user_id` is the studio acted as,
     * and `delegated_by` the enterprise member acting; `parent_session_id` is the enterprise's own
     * session it was made from (signing that out ends this one too). Null on a member's own session.
     */
    delegated_by: uuid('delegated_by').references(() => users.id, { onDelete: 'cascade' }),
    parent_session_id: uuid('parent_session_id'),
    /** A sub-user's delegated session (the subject is the enterprise): the sub-user's role, enforced on every request. */
    delegated_role: text('delegated_role'),
  },
  (t) => [
    index('auth_sessions_user_idx').on(t.user_id),
    index('auth_sessions_delegated_idx').on(t.delegated_by, t.user_id).where(sql`${t.delegated_by} is not null`),
  ],
);

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    session_id: uuid('session_id')
      .notNull()
      .references(() => authSessions.id, { onDelete: 'cascade' }),
    // SHA-256 of the token: a database leak does not hand out sessions.
    token_hash: text('token_hash').notNull().unique(),
    created_at: ts('created_at').notNull().defaultNow(),
    rotated_at: ts('rotated_at'),
  },
  (t) => [index('refresh_tokens_session_idx').on(t.session_id)],
);

export const passwordResets = pgTable('password_resets', {
  id: uuid('id').primaryKey().defaultRandom(),
  user_id: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  token_hash: text('token_hash').notNull().unique(),
  created_at: ts('created_at').notNull().defaultNow(),
  expires_at: ts('expires_at').notNull(),
  used_at: ts('used_at'),
});

/** Fixed-window counters shared by every server instance (login throttling). */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  window_start: ts('window_start').notNull(),
  count: integer('count').notNull(),
});
