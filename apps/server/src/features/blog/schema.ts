import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../auth/schema.ts';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Public blog posts (issue 3). Staff with the `content` permission write them (issue 31); visitors read
 * the live ones: published, and published_at come (a later published_at is a scheduled post).
 */
export const blogPosts = pgTable(
  'blog_posts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    excerpt: text('excerpt').notNull(),
    // Plain paragraphs with a small markdown subset; rendered as React elements, never as HTML.
    body: text('body').notNull(),
    // The byline shown; the staff member's name unless they chose another (a guest author).
    author_name: text('author_name').notNull(),
    // Who wrote it (null for the seeded examples, and once that staff member's account is erased).
    author_id: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    // A site path under /storage/ (the blog's pictures are uploaded and re-encoded here).
    cover_image_url: text('cover_image_url'),
    // Seeded example content (fictional authors): marked as such until the operator replaces it.
    is_example: boolean('is_example').notNull().default(false),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    status: text('status', { enum: ['published', 'draft', 'unpublished'] })
      .notNull()
      .default('draft'),
    published_at: ts('published_at'),
    created_at: ts('created_at').notNull().defaultNow(),
    updated_at: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    // The public list: published, newest first.
    index('blog_posts_published_idx').on(t.status, t.published_at.desc()),
    check('blog_posts_status_check', sql`${t.status} in ('published', 'draft', 'unpublished')`),
    check('blog_posts_published_at_check', sql`${t.status} <> 'published' or ${t.published_at} is not null`),
  ],
);
