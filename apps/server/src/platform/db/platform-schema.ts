import { bigint, bigserial, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

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
