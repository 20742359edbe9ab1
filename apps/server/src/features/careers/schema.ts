import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Openings on /careers (issue 31). Staff with the `content` permission manage them at /admin/careers;
 * visitors see the published ones in sort_order. Migration 0049 installs four example openings.
 */
export const careerOpenings = pgTable(
  'career_openings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    team: text('team').notNull(),
    location: text('location').notNull(),
    // Free text as the page shows it: "Full-time", "Full-time, some travel".
    employment_type: text('employment_type').notNull(),
    summary: text('summary').notNull(),
    // The page's "You will" and "You have" lists, one plain-text line each.
    you_will: text('you_will').array().notNull().default(sql`'{}'::text[]`),
    you_have: text('you_have').array().notNull().default(sql`'{}'::text[]`),
    // An https address or an e-mail address; null: apply by e-mail to the careers address (configuration).
    apply_to: text('apply_to'),
    // Installed with the site (fictional): marked as an example, and never offered for applications.
    is_example: boolean('is_example').notNull().default(false),
    published: boolean('published').notNull().default(false),
    sort_order: integer('sort_order').notNull().default(0),
    created_at: ts('created_at').notNull().defaultNow(),
    updated_at: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [index('career_openings_published_idx').on(t.published, t.sort_order)],
);
