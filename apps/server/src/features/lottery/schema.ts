import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../auth/schema.ts';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * A prize draw of the digital lottery (issue 17). Staff write it as a draft and publish it
 * (scheduled); a job opens it at opens_at, making the secret seed and publishing its SHA-256
 * (commitment), and another closes it at closes_at, revealing the seed and drawing the winners
 * (status drawn). `seed_hex` is never shown before the draw is drawn. `entries_count` is the next
 * entry's position: an entry takes it with a conditional UPDATE of this row, so positions are
 * gapless and entries queue on the row for an open draw only.
 */
export const lotteryDraws = pgTable(
  'lottery_draws',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    prize: text('prize').notNull(),
    winners_count: integer('winners_count').notNull(),
    rules: text('rules').notNull(),
    opens_at: ts('opens_at').notNull(),
    closes_at: ts('closes_at').notNull(),
    eligibility: text('eligibility', { enum: ['members', 'verified'] })
      .notNull()
      .default('members'),
    status: text('status', { enum: ['draft', 'scheduled', 'open', 'drawn', 'cancelled'] })
      .notNull()
      .default('draft'),
    entries_count: integer('entries_count').notNull().default(0),
    seed_hex: text('seed_hex'),
    commitment_hex: text('commitment_hex'),
    opened_at: ts('opened_at'),
    drawn_at: ts('drawn_at'),
    cancelled_at: ts('cancelled_at'),
    created_by: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: ts('created_at').notNull().defaultNow(),
    updated_at: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('lottery_draws_window_check', sql`${t.closes_at} > ${t.opens_at}`),
    check('lottery_draws_winners_check', sql`${t.winners_count} >= 1`),
    index('lottery_draws_status_idx').on(t.status, t.closes_at),
  ],
);

/**
 * One member's entry in a draw: one per member and draw (unique), numbered by `position` in the order
 * accepted. The id is the opaque entry id published in the draw's proof. A winner's entry carries its
 * place, the redemption code (Crockford base32, unique) and, once handed over, when and by whom.
 */
export const lotteryEntries = pgTable(
  'lottery_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    draw_id: uuid('draw_id')
      .notNull()
      .references(() => lotteryDraws.id, { onDelete: 'cascade' }),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    winner_rank: integer('winner_rank'),
    redemption_code: text('redemption_code'),
    redeemed_at: ts('redeemed_at'),
    redeemed_by: uuid('redeemed_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('lottery_entries_one_per_member').on(t.draw_id, t.user_id),
    uniqueIndex('lottery_entries_position_key').on(t.draw_id, t.position),
    uniqueIndex('lottery_entries_code_key').on(t.redemption_code),
    index('lottery_entries_user_idx').on(t.user_id, t.created_at),
  ],
);
