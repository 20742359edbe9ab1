import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../auth/schema.ts';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * A member's authenticator app (TOTP). The secret is stored encrypted (AES-256-GCM, a key derived from
 * the server's secret) and handed out only while the set-up waits for its first code. `enabled_at`
 * null is a set-up in progress (until `pending_expires_at`). `last_step` is the 30-second step of the
 * last code accepted: a code is good once (no replay within its window).
 */
export const totpFactors = pgTable('totp_factors', {
  user_id: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secret_enc: text('secret_enc').notNull(),
  enabled_at: ts('enabled_at'),
  pending_expires_at: ts('pending_expires_at'),
  last_step: bigint('last_step', { mode: 'number' }),
  created_at: ts('created_at').notNull().defaultNow(),
});

/** One-time recovery codes: SHA-256 of the account and the code, never the code; used once. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    code_hash: text('code_hash').notNull(),
    used_at: ts('used_at'),
    created_at: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('recovery_codes_user_idx').on(t.user_id), uniqueIndex('recovery_codes_hash_key').on(t.code_hash)],
);

/** A registered WebAuthn credential (passkey): its id and COSE public key (base64url), signature counter. */
export const passkeys = pgTable(
  'passkeys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    credential_id: text('credential_id').notNull(),
    public_key: text('public_key').notNull(),
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    transports: text('transports').array().notNull().default(sql`'{}'::text[]`),
    name: text('name').notNull(),
    created_at: ts('created_at').notNull().defaultNow(),
    last_used_at: ts('last_used_at'),
  },
  (t) => [uniqueIndex('passkeys_credential_key').on(t.credential_id), index('passkeys_user_idx').on(t.user_id)],
);

/**
 * Short-lived tokens of the sign-in and passkey ceremonies (only their SHA-256 is kept):
 * `sign_in` answers a right password when a second factor is on (its code attempts counted);
 * `passkey_register` and `passkey_sign_in` hold the WebAuthn challenge the authenticator signs
 * (`parent_id`: the sign-in challenge a second-factor passkey answers). Each is used once.
 */
export const authChallenges = pgTable(
  'auth_challenges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    token_hash: text('token_hash').notNull(),
    kind: text('kind').notNull(),
    user_id: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    parent_id: uuid('parent_id'),
    webauthn_challenge: text('webauthn_challenge'),
    attempts: integer('attempts').notNull().default(0),
    expires_at: ts('expires_at').notNull(),
    used_at: ts('used_at'),
    created_at: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('auth_challenges_token_key').on(t.token_hash),
    index('auth_challenges_expires_idx').on(t.expires_at),
    check('auth_challenges_kind_check', sql`${t.kind} in ('sign_in', 'passkey_register', 'passkey_sign_in')`),
  ],
);
