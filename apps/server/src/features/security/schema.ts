import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, jsonb, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { users } from '../auth/schema.ts';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Security events (spec §3 "Activity events"): failed sign-ins, rate-limit hits, suspicious input,
 * role changes. Only `security_` types are stored here (the check says so). The user is optional (a
 * failed sign-in has no signed-in user) and is kept as null when the account is deleted, so the trail
 * outlives it. Never holds a password, a token or a raw e-mail: failed sign-ins carry the e-mail's hash.
 */
export const activityEvents = pgTable(
  'activity_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    user_id: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    event_type: text('event_type').notNull(),
    event_data: jsonb('event_data').$type<Record<string, unknown>>().notNull().default({}),
    ip: text('ip'),
    created_at: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    check('activity_events_type_check', sql`${t.event_type} like 'security\\_%'`),
    index('activity_events_type_time_idx').on(t.event_type, t.created_at),
    index('activity_events_user_time_idx').on(t.user_id, t.created_at),
    index('activity_events_time_idx').on(t.created_at),
    // Threat detection counts one subject's recent events of one type: by address, and for failed
    // sign-ins by the account's e-mail hash. Without these a flood from many addresses made every
    // count scan the whole window (20k events: a 19 ms sequential scan per event).
    index('activity_events_ip_type_time_idx').on(t.ip, t.event_type, t.created_at),
    index('activity_events_email_hash_idx')
      .on(sql`(${t.event_data} ->> 'email_hash')`, t.created_at)
      .where(sql`(${t.event_data} ->> 'email_hash') is not null`),
  ],
);

/**
 * Alerts raised by threat detection (spec §7 detect_security_threats, §9 thresholds). One row per
 * rule, subject and detection window: the unique key is what makes an alert raise once however many
 * requests cross the threshold at the same moment.
 */
export const securityAlerts = pgTable(
  'security_alerts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    rule: text('rule').notNull(),
    /** What crossed the threshold: `ip:<address>`, `user:<id>` or `email:<hash>`. */
    subject: text('subject').notNull(),
    window_start: ts('window_start').notNull(),
    event_count: integer('event_count').notNull(),
    created_at: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    unique('security_alerts_once_per_window').on(t.rule, t.subject, t.window_start),
    index('security_alerts_time_idx').on(t.created_at),
  ],
);
