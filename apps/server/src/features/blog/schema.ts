import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Public blog posts (issue 3). Staff write them (a later issue); visitors read the published ones. */
export const blogPosts = pgTable(
  'blog_posts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    excerpt: text('excerpt').notNull(),
    // Plain paragraphs with a small markdown subset; rendered as React elements, never as HTML.
    body: text('body').notNull(),
    author_name: text('author_name').notNull(),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    status: text('status', { enum: ['published', 'draft'] })
      .notNull()
      .default('draft'),
    published_at: ts('published_at'),
    created_at: ts('created_at').notNull().defaultNow(),
    updated_at: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    // The public list: published, newest first.
    index('blog_posts_published_idx').on(t.status, t.published_at.desc()),
    check('blog_posts_status_check', sql`${t.status} in ('published', 'draft')`),
    check('blog_posts_published_at_check', sql`${t.status} <> 'published' or ${t.published_at} is not null`),
  ],
);
