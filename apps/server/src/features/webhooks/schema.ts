import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../auth/schema.ts';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * An enterprise's webhook endpoint (issue 17, contract webhooks.ts). The signing secret is kept
 * encrypted (AES-256-GCM under a key derived from the server's signing secret: service.ts), since it
 * must be read back to sign; `secret_hint` is its last four characters.
 */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    enterprise_id: uuid('enterprise_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    description: text('description').notNull().default(''),
    event_types: text('event_types').array().notNull(),
    enabled: boolean('enabled').notNull().default(true),
    disabled_reason: text('disabled_reason'),
    secret_enc: text('secret_enc').notNull(),
    secret_hint: text('secret_hint').notNull(),
    /** Deliveries in a row that ended failed; reset by a success or by enabling the endpoint. */
    consecutive_failures: integer('consecutive_failures').notNull().default(0),
    created_at: ts('created_at').notNull().defaultNow(),
    updated_at: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [index('webhook_endpoints_enterprise').on(t.enterprise_id)],
);

/** One delivery of one event to one endpoint: its attempts' latest outcome (the log). Kept 30 days. */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    endpoint_id: uuid('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    event_id: uuid('event_id').notNull(),
    event_type: text('event_type').notNull(),
    /** The event's body as sent (the same for every attempt and redelivery). */
    payload: jsonb('payload').notNull(),
    status: text('status', { enum: ['pending', 'delivered', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    status_code: integer('status_code'),
    duration_ms: integer('duration_ms'),
    error: text('error'),
    response_snippet: text('response_snippet'),
    redelivery_of: uuid('redelivery_of'),
    created_at: timestamp('created_at', { withTimezone: true, mode: 'date', precision: 3 }).notNull().defaultNow(),
    last_attempt_at: ts('last_attempt_at'),
    next_attempt_at: ts('next_attempt_at'),
  },
  (t) => [
    index('webhook_deliveries_endpoint').on(t.endpoint_id, t.created_at),
    index('webhook_deliveries_created').on(t.created_at),
    check('webhook_deliveries_status_check', sql`${t.status} in ('pending', 'delivered', 'failed')`),
  ],
);
