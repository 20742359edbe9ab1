import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../auth/schema.ts';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * A member's link-in-bio page (/biolink/{slug}): one per member, its address unique. The page itself is
 * rendered by the server (features/biolinks/page.ts); `views` counts page loads that reached the server.
 */
export const biolinkPages = pgTable(
  'biolink_pages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    owner_id: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Lower-case, 3-40 of [a-z0-9-] (BIOLINK_SLUG_RE); never a reserved word. */
    slug: text('slug').notNull(),
    title: text('title'),
    theme_color: text('theme_color').notNull(),
    adult_gate: boolean('adult_gate').notNull().default(false),
    views: integer('views').notNull().default(0),
    created_at: ts('created_at').notNull().defaultNow(),
    updated_at: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('biolink_pages_owner_key').on(t.owner_id),
    uniqueIndex('biolink_pages_slug_key').on(t.slug),
    check('biolink_pages_slug_lower', sql`${t.slug} = lower(${t.slug})`),
  ],
);

/** The page's links in order (at most 20, checked by the service); clicks counted by /biolink/{slug}/go/{id}. */
export const biolinkLinks = pgTable(
  'biolink_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    page_id: uuid('page_id')
      .notNull()
      .references(() => biolinkPages.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    label: text('label').notNull(),
    url: text('url').notNull(),
    /** Detected from the address when saved (detectBioLinkIcon). */
    icon: text('icon').notNull(),
    clicks: integer('clicks').notNull().default(0),
    created_at: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('biolink_links_page_idx').on(t.page_id, t.position)],
);
