import type { BlogPost, BlogPostSummary } from '@mb/contract/blog';
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
  };
}

export function presentPost(row: BlogPostRow): BlogPost {
  return { ...presentSummary(row), body: row.body, updated_at: row.updated_at.toISOString() };
}
