import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Settings shared by every instance, e.g. the generated token-signing secret when JWT_SECRET is unset. */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  created_at: ts('created_at').notNull().defaultNow(),
});

/** Every message the platform sends. Without SMTP_URL this is the outbox staff read. */
export const mailOutbox = pgTable('mail_outbox', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  to_address: text('to_address').notNull(),
  subject: text('subject').notNull(),
  text_body: text('text_body').notNull(),
  kind: text('kind').notNull(),
  /** Extra headers, e.g. List-Unsubscribe and List-Unsubscribe-Post (RFC 8058) on notification mail. */
  headers: jsonb('headers').$type<Record<string, string>>(),
  status: text('status', { enum: ['outbox', 'sent', 'failed'] }).notNull(),
  error: text('error'),
  created_at: ts('created_at').notNull().defaultNow(),
  sent_at: ts('sent_at'),
});

/** Metadata of stored files; the bytes live in the storage driver. */
export const storageObjects = pgTable('storage_objects', {
  id: uuid('id').primaryKey().defaultRandom(),
  bucket: text('bucket').notNull(),
  path: text('path').notNull().unique(),
  owner_id: uuid('owner_id'),
  content_type: text('content_type').notNull(),
  size: bigint('size', { mode: 'number' }).notNull(),
  created_at: ts('created_at').notNull().defaultNow(),
});

/**
 * Scheduled and background work (platform/jobs): one row per run. Workers on any instance claim due
 * rows with FOR UPDATE SKIP LOCKED; a claim sets locked_by/locked_until, so the row of a worker that
 * died is taken again once locked_until has passed. `key` de-duplicates (a recurring slot, one
 * message): it is unique for as long as the row is kept.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    key: text('key'),
    payload: jsonb('payload').notNull().default(sql`'{}'::jsonb`),
    state: text('state', { enum: ['pending', 'running', 'done', 'failed'] })
      .notNull()
      .default('pending'),
    run_at: ts('run_at').notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    max_attempts: integer('max_attempts').notNull().default(5),
    locked_by: text('locked_by'),
    locked_until: ts('locked_until'),
    last_error: text('last_error'),
    created_at: ts('created_at').notNull().defaultNow(),
    done_at: ts('done_at'),
  },
  (t) => [
    uniqueIndex('jobs_key_unique').on(t.key).where(sql`${t.key} is not null`),
    index('jobs_due_idx').on(t.run_at).where(sql`${t.state} = 'pending'`),
    index('jobs_running_idx').on(t.locked_until).where(sql`${t.state} = 'running'`),
    check('jobs_state_check', sql`${t.state} in ('pending', 'running', 'done', 'failed')`),
  ],
);

/**
 * One minute of one instance's request figures (platform/metrics/sampler.ts), for the admin System
 * page's last 24 hours: the same counters `/metrics` serves, as differences since the instance's
 * previous sample, so the rows of several instances add up. Kept 24 hours.
 */
export const metricsSamples = pgTable(
  'metrics_samples',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    instance: text('instance').notNull(),
    at: ts('at').notNull().defaultNow(),
    requests: integer('requests').notNull(),
    server_errors: integer('server_errors').notNull(),
    /** Requests per latency bucket (LATENCY_BUCKETS, then +Inf), not cumulative. */
    latency_counts: jsonb('latency_counts').$type<number[]>().notNull(),
    /** The 5xx answers of the minute (route, status, request id), at most 20. */
    errors: jsonb('errors').$type<{ at: string; method: string; route: string; status: number; request_id: string }[]>().notNull(),
  },
  (t) => [index('metrics_samples_at_idx').on(t.at)],
);
