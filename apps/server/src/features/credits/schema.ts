import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../auth/schema.ts';
import { portfolioItems } from '../portfolio/schema.ts';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Co-performer tags (README.md): a member the owner says appears in an item, and their
 * answer. The item's consent_state (portfolio_items) follows from these rows and is written only through
 * the portfolio service's setConsentState, in the same transaction as the change here.
 */
export const portfolioItemTags = pgTable(
  'portfolio_item_tags',
  {
    item_id: uuid('item_id')
      .notNull()
      .references(() => portfolioItems.id, { onDelete: 'cascade' }),
    member_id: uuid('member_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['pending', 'confirmed', 'declined'] })
      .notNull()
      .default('pending'),
    created_at: ts('created_at').notNull().defaultNow(),
    /** When the member last answered (null while pending). */
    decided_at: ts('decided_at'),
  },
  (t) => [
    primaryKey({ columns: [t.item_id, t.member_id] }),
    // "Items others tagged me on" and "my credits" read by member.
    index('portfolio_item_tags_member_idx').on(t.member_id, t.status),
    check('portfolio_item_tags_status_check', sql`${t.status} in ('pending', 'confirmed', 'declined')`),
  ],
);

/**
 * A signed model release the owner attached to an item instead of (or beside) tags: a PDF or image in
 * the private `identity` bucket, one per item. Only staff ever get a URL to it. The item reference is
 * set null when the item's row is purged; the hourly `credits.prune_releases` job then deletes the file
 * and the row, so a purged item leaves no legal document behind.
 */
export const portfolioReleases = pgTable(
  'portfolio_releases',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    item_id: uuid('item_id')
      .unique('portfolio_releases_item_key')
      .references(() => portfolioItems.id, { onDelete: 'set null' }),
    owner_id: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    path: text('path').notNull(),
    content_type: text('content_type').notNull(),
    size: integer('size').notNull(),
    uploaded_at: ts('uploaded_at').notNull().defaultNow(),
  },
  (t) => [index('portfolio_releases_orphan_idx').on(t.uploaded_at).where(sql`${t.item_id} is null`)],
);
