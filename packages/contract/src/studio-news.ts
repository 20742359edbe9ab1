import { z } from 'zod';
import { CASTING_LIMITS, CASTING_MESSAGES, castingIdParams } from './casting-common.ts';
import { okSchema } from './common.ts';
import type { RouteDef } from './route-def.ts';

// Studio news (spec §2 /studio-news): studios post news to their followers' feeds. Read through casting.ts.

export const studioNewsInput = z.object({
  title: z.string().trim().min(1, CASTING_MESSAGES.titleRequired).max(CASTING_LIMITS.newsTitleMax),
  body: z.string().trim().min(1, CASTING_MESSAGES.newsEmpty).max(CASTING_LIMITS.newsBodyMax),
});
export type StudioNewsInput = z.input<typeof studioNewsInput>;
/** The image upload carries its text in the query (like a feed image post). */
export const studioNewsImageQuery = studioNewsInput.extend({ nsfw: z.enum(['true', 'false']).optional() });

export const studioNewsSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  body: z.string(),
  has_image: z.boolean(),
  /** Waiting for moderation before it shows in followers' feeds (an image from an unverified studio). */
  pending_review: z.boolean(),
  /** The feed item that carries it. */
  feed_item_id: z.uuid().nullable(),
  created_at: z.string(),
});
export type StudioNews = z.infer<typeof studioNewsSchema>;
export const studioNewsListSchema = z.object({ items: z.array(studioNewsSchema) });

/** Studio news' routes (features/casting). */
export const studioNewsRoutes = {
  myStudioNews: {
    method: 'GET',
    path: '/api/v1/casting/news',
    summary: 'Your studio’s news posts (studios only)',
    tag: 'casting',
    access: 'user',
    delegated: 'viewer',
    response: studioNewsListSchema,
  },
  createStudioNews: {
    method: 'POST',
    path: '/api/v1/casting/news',
    summary: 'Post studio news (title and text) to your followers’ and connections’ feeds (studios only)',
    tag: 'casting',
    access: 'user',
    delegated: 'manager',
    status: 201,
    body: studioNewsInput,
    response: studioNewsSchema,
  },
  uploadStudioNews: {
    method: 'POST',
    path: '/api/v1/casting/news/image',
    summary: 'Post studio news with one image (multipart field "file"; text in the query); unverified studios wait for moderation',
    tag: 'casting',
    access: 'user',
    delegated: 'manager',
    status: 201,
    multipart: true,
    query: studioNewsImageQuery,
    response: studioNewsSchema,
  },
  deleteStudioNews: {
    method: 'DELETE',
    path: '/api/v1/casting/news/:id',
    summary: 'Delete a news post of yours (and its feed item)',
    tag: 'casting',
    access: 'user',
    delegated: 'manager',
    params: castingIdParams,
    response: okSchema,
  },
} as const satisfies Record<string, RouteDef>;
