import { pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../auth/schema.ts';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * The grace-period e-mails already sent (README.md): one row per
 * member, grace period (named by the paid period's end) and kind ('7d', '1d', 'deleted'). The row is
 * written in the transaction that queues the e-mail, so each is sent once however often a job runs.
 */
export const proGraceNotices = pgTable(
  'pro_grace_notices',
  {
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    period_end: ts('period_end').notNull(),
    kind: text('kind', { enum: ['7d', '1d', 'deleted'] }).notNull(),
    sent_at: ts('sent_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.period_end, t.kind] })],
);
