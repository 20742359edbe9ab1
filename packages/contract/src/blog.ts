import { z } from 'zod';
import { BLOG_LIMITS } from './limits.ts';

export { BLOG_LIMITS } from './limits.ts';
export { BLOG_MESSAGES } from './messages.ts';

// Blog (issue 3): published posts on the public site. Staff editing comes in a later issue.

export const BLOG_STATUSES = ['published', 'draft'] as const;
export const blogStatusSchema = z.enum(BLOG_STATUSES);

/** One post in a list: everything but the body. */
export const blogPostSummarySchema = z.object({
  id: z.uuid(),
  slug: z.string(),
  title: z.string(),
  excerpt: z.string(),
  author_name: z.string(),
  tags: z.array(z.string()),
  published_at: z.string(),
  /** Estimated minutes to read the body (about 220 words a minute). */
  reading_minutes: z.number().int().min(1),
});
export type BlogPostSummary = z.infer<typeof blogPostSummarySchema>;

/** A full post. The body is plain paragraphs with a small, safe markdown subset (headings, lists, emphasis, links). */
export const blogPostSchema = blogPostSummarySchema.extend({
  body: z.string(),
  updated_at: z.string(),
});
export type BlogPost = z.infer<typeof blogPostSchema>;

export const blogListQuery = z.object({
  page: z.coerce.number().int('Page must be a whole number.').min(1, 'Page must be 1 or more.').max(10_000).default(1),
  limit: z.coerce
    .number()
    .int('Limit must be a whole number.')
    .min(1, 'Limit must be 1 or more.')
    .max(BLOG_LIMITS.pageSizeMax, `Limit must be at most ${BLOG_LIMITS.pageSizeMax}.`)
    .default(BLOG_LIMITS.pageSizeDefault),
});
export type BlogListQuery = z.input<typeof blogListQuery>;

export const blogListSchema = z.object({
  posts: z.array(blogPostSummarySchema),
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
  has_more: z.boolean(),
});
export type BlogList = z.infer<typeof blogListSchema>;

/** `/blog/{id}` takes the post's id or its slug. */
export const blogPostParams = z.object({ id: z.string().trim().min(1).max(BLOG_LIMITS.slugMax) });
