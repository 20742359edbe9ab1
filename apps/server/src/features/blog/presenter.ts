import type { BlogPost, BlogPostSummary, BlogState, StaffBlogPost } from '@mb/contract/blog';
import type { BlogPostRow } from './repository.ts';

const WORDS_PER_MINUTE = 220;

function readingMinutes(body: string): number {
  const words = body.split(/\s+/).filter(Boolean).length;
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
}

export function presentSummary(row: BlogPostRow): BlogPostSummary {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    author_name: row.author_name,
    tags: row.tags,
    // Only live posts reach a presenter, and those always have a date (table check).
    published_at: (row.published_at ?? row.created_at).toISOString(),
    reading_minutes: readingMinutes(row.body),
    cover_image_url: row.cover_image_url,
    is_example: row.is_example,
  };
}

export function presentPost(row: BlogPostRow): BlogPost {
  return { ...presentSummary(row), body: row.body, updated_at: row.updated_at.toISOString() };
}

/** What staff see of a post's state: a published post whose time has not come is scheduled. */
export function stateOf(row: Pick<BlogPostRow, 'status' | 'published_at'>, now = new Date()): BlogState {
  if (row.status !== 'published') return row.status;
  return row.published_at && row.published_at > now ? 'scheduled' : 'published';
}

export function presentStaffPost(row: BlogPostRow, now = new Date()): StaffBlogPost {
  return {
    ...presentPost(row),
    state: stateOf(row, now),
    published_at: row.published_at?.toISOString() ?? null,
    author_id: row.author_id,
    created_at: row.created_at.toISOString(),
  };
}

export function presentStaffSummary(row: BlogPostRow, now = new Date()): Omit<StaffBlogPost, 'body'> {
  const { body: _body, ...rest } = presentStaffPost(row, now);
  return rest;
}
