import { z } from 'zod';
import { idParam } from './common.ts';
import { BLOG_LIMITS } from './limits.ts';
import type { RouteDef } from './route-def.ts';
import { CONTENT_RULE } from './staff-rule.ts';
import { BLOG_MESSAGES } from './ui-text.ts';

export { BLOG_LIMITS } from './limits.ts';
export { BLOG_MESSAGES } from './ui-text.ts';

// Blog (issue 3): published posts on the public site. Issue 31: staff with the `content` permission
// write them (/admin/blog): drafts, a publish time now or later, unpublishing, images.

/** What is stored: a post is published (live once its published_at has come), a draft, or taken down. */
export const BLOG_STATUSES = ['published', 'draft', 'unpublished'] as const;
export const blogStatusSchema = z.enum(BLOG_STATUSES);
/** What staff see: a published post whose time has not come is 'scheduled'. */
export const BLOG_STATES = ['draft', 'scheduled', 'published', 'unpublished'] as const;
export type BlogState = (typeof BLOG_STATES)[number];

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
  /** The cover picture (a site path under /storage/), shown above the post and on its card. */
  cover_image_url: z.string().nullable(),
  /** Example content seeded at install (fictional authors): shown with an 'Example' mark until the operator replaces it. */
  is_example: z.boolean(),
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

// Staff (issue 31).

const slugSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(BLOG_LIMITS.slugMax, BLOG_MESSAGES.slugTooLong)
  .regex(/^([a-z0-9]+(-[a-z0-9]+)*)?$/, BLOG_MESSAGES.slugFormat);

/** A picture the blog may show: one uploaded here (a site path under /storage/), as the renderer's isOwnImage. */
const OWN_IMAGE = /^\/storage\/[A-Za-z0-9._\-/]+$/;
const isOwnImage = (src: string) => OWN_IMAGE.test(src) && !src.includes('..');
const imageUrl = z.string().trim().max(500).refine(isOwnImage, BLOG_MESSAGES.imageNotOurs);
/** Every picture line of a body (`![what it shows](src)` alone on its line) must be one uploaded here. */
const bodyImagesOurs = (body: string) =>
  body.split('\n').every((line) => {
    const m = /^!\[[^\]]*\]\(([^)\s]+)\)$/.exec(line.trim());
    return !m || isOwnImage(m[1] ?? '');
  });

/** The editor's fields. An empty slug is made from the title; an empty author is the staff member's name. */
export const blogPostInput = z.object({
  title: z.string().trim().min(1, BLOG_MESSAGES.titleNeeded).max(BLOG_LIMITS.titleMax, BLOG_MESSAGES.titleTooLong),
  slug: slugSchema.default(''),
  excerpt: z.string().trim().min(1, BLOG_MESSAGES.excerptNeeded).max(BLOG_LIMITS.excerptMax, BLOG_MESSAGES.excerptTooLong),
  body: z
    .string()
    .trim()
    .min(1, BLOG_MESSAGES.bodyNeeded)
    .max(BLOG_LIMITS.bodyMax, BLOG_MESSAGES.bodyTooLong)
    .refine(bodyImagesOurs, BLOG_MESSAGES.imageNotOurs),
  author_name: z.string().trim().max(BLOG_LIMITS.authorMax, BLOG_MESSAGES.authorTooLong).default(''),
  tags: z
    .array(z.string().trim().toLowerCase().min(1).max(BLOG_LIMITS.tagMax, BLOG_MESSAGES.tagTooLong))
    .max(BLOG_LIMITS.tagsMax, BLOG_MESSAGES.tooManyTags)
    .default([]),
  cover_image_url: imageUrl.nullable().default(null),
  is_example: z.boolean().default(false),
});
export type BlogPostInput = z.input<typeof blogPostInput>;

/** Publish now (no `at`) or at a later time (scheduled: hidden everywhere public until then). */
const publishAt = z.iso.datetime({ offset: true, message: BLOG_MESSAGES.publishAtInvalid });
export const blogPublishInput = z.object({ at: publishAt.optional() });

/**
 * The editor's "Publish later" field: a date and time in the browser's time zone (a datetime-local
 * value), sent as the ISO `at` above. It must be in the future, which the server checks again with
 * its own clock (publishAtPast, field `at`).
 */
export const blogScheduleInput = z.object({
  at: z
    .string()
    .transform((v) => {
      const d = new Date(v);
      return v && !Number.isNaN(d.getTime()) ? d.toISOString() : '';
    })
    .pipe(publishAt)
    .refine((at) => Date.parse(at) > Date.now(), BLOG_MESSAGES.publishAtPast),
});

/** A post as staff see it, in any state. */
export const staffBlogPostSchema = blogPostSchema.extend({
  state: z.enum(BLOG_STATES),
  /** When it went (or goes) live; null for a draft never published. */
  published_at: z.string().nullable(),
  author_id: z.uuid().nullable(),
  created_at: z.string(),
});
export type StaffBlogPost = z.infer<typeof staffBlogPostSchema>;

export const staffBlogListSchema = z.object({ posts: z.array(staffBlogPostSchema.omit({ body: true })) });
export type StaffBlogList = z.infer<typeof staffBlogListSchema>;

const postIdParams = z.object({ id: idParam(BLOG_MESSAGES.notFound) });
const TAG = 'blog';

/** The blog (features/blog): published posts for everyone, and the writing desk for staff with the content permission. */
export const blogRoutes = {
  blogList: {
    method: 'GET',
    path: '/api/v1/blog',
    summary: 'Published blog posts, newest first, a page at a time',
    tag: 'blog',
    access: 'public',
    delegated: 'viewer',
    query: blogListQuery,
    response: blogListSchema,
  },
  blogPost: {
    method: 'GET',
    path: '/api/v1/blog/:id',
    summary: 'One published blog post by id or slug (drafts are 404)',
    tag: 'blog',
    access: 'public',
    delegated: 'viewer',
    params: blogPostParams,
    response: blogPostSchema,
  },
  staffBlogPosts: {
    method: 'GET',
    path: '/api/v1/admin/blog/posts',
    summary: 'Blog (staff with the content permission): every post, drafts, scheduled and unpublished included, newest first',
    tag: TAG,
    access: { staff: CONTENT_RULE },
    delegated: 'never',
    response: staffBlogListSchema,
  },
  createBlogPost: {
    method: 'POST',
    path: '/api/v1/admin/blog/posts',
    summary: 'Blog (staff with the content permission): write a draft',
    tag: TAG,
    access: { staff: CONTENT_RULE },
    delegated: 'never',
    status: 201,
    body: blogPostInput,
    response: staffBlogPostSchema,
  },
  staffBlogPost: {
    method: 'GET',
    path: '/api/v1/admin/blog/posts/:id',
    summary: 'Blog (staff with the content permission): one post in any state, with its body',
    tag: TAG,
    access: { staff: CONTENT_RULE },
    delegated: 'never',
    params: postIdParams,
    response: staffBlogPostSchema,
  },
  updateBlogPost: {
    method: 'PUT',
    path: '/api/v1/admin/blog/posts/:id',
    summary: 'Blog (staff with the content permission): change a post (a live post changes at once)',
    tag: TAG,
    access: { staff: CONTENT_RULE },
    delegated: 'never',
    params: postIdParams,
    body: blogPostInput,
    response: staffBlogPostSchema,
  },
  publishBlogPost: {
    method: 'POST',
    path: '/api/v1/admin/blog/posts/:id/publish',
    summary: 'Blog (staff with the content permission): publish now, or schedule for a later time',
    tag: TAG,
    access: { staff: CONTENT_RULE },
    delegated: 'never',
    params: postIdParams,
    body: blogPublishInput,
    response: staffBlogPostSchema,
  },
  unpublishBlogPost: {
    method: 'POST',
    path: '/api/v1/admin/blog/posts/:id/unpublish',
    summary: 'Blog (staff with the content permission): take a published or scheduled post down (it keeps its text)',
    tag: TAG,
    access: { staff: CONTENT_RULE },
    delegated: 'never',
    params: postIdParams,
    response: staffBlogPostSchema,
  },
  deleteBlogPost: {
    method: 'DELETE',
    path: '/api/v1/admin/blog/posts/:id',
    summary: 'Blog (staff with the content permission): delete a post for good',
    tag: TAG,
    access: { staff: CONTENT_RULE },
    delegated: 'never',
    params: postIdParams,
    response: z.object({ ok: z.literal(true) }),
  },
  uploadBlogImage: {
    method: 'POST',
    path: '/api/v1/admin/blog/images',
    summary:
      'Blog (staff with the content permission): a picture for a post (multipart field "file"; JPEG, PNG or WebP up to 5 MB), re-encoded without metadata',
    tag: TAG,
    access: { staff: CONTENT_RULE },
    delegated: 'never',
    multipart: true,
    status: 201,
    response: z.object({ url: z.string() }),
  },
} as const satisfies Record<string, RouteDef>;
