import { z } from 'zod';
import { type BusinessCategory, WEEKDAYS } from './business-text.ts';
import { idParam, okSchema } from './common.ts';
import {
  businessCategoryKeys,
  DIRECTORY_LOCATION_MAX,
  DIRECTORY_MESSAGES,
  DIRECTORY_PAGE_MAX,
  DIRECTORY_QUERY_MAX,
  DIRECTORY_SORTS,
  type DirectorySort,
  REPLY_CONTENT_MAX,
  REVIEW_CONTENT_MAX,
} from './directory-text.ts';
import type { RouteDef } from './route-def.ts';

// The public business directory (spec §2 /business-directory, /business/{id}; §3 business_profiles,
// service and product items, Review). The owner's working copy is the business feature's; what this
// file describes is the approved, public copy the moderation decision publishes (`PublishedListing`).

export {
  businessCategoryKeys,
  businessPath,
  DIRECTORY_LOCATION_MAX,
  DIRECTORY_MESSAGES,
  DIRECTORY_PAGE_MAX,
  DIRECTORY_PAGE_SIZE,
  DIRECTORY_PATH,
  DIRECTORY_QUERY_MAX,
  DIRECTORY_SORT_LABELS,
  DIRECTORY_SORTS,
  type DirectorySort,
  REPLY_CONTENT_MAX,
  REVIEW_CONTENT_MAX,
  WEEKDAY_LABELS,
  WEEKDAYS,
  type Weekday,
} from './directory-text.ts';

export const directoryCategorySchema = z.enum(businessCategoryKeys);

// ---------------------------------------------------------------------------------------------
// The published listing (the seam with the business feature: it builds one of these from the owner's
// approved copy and hands it to the directory's publishListing inside the moderation decision).

/** Spec §3 service item. */
export const publishedServiceSchema = z.object({
  name: z.string(),
  description: z.string().nullable(),
  features: z.array(z.string()),
  picture: z.string().nullable(),
  category: z.string().nullable(),
  processing_time: z.string().nullable(),
  extras: z.array(z.string()),
  warranty: z.string().nullable(),
  revision_rounds: z.number().int().nullable(),
});
export type PublishedService = z.infer<typeof publishedServiceSchema>;

/** Spec §3 product item; price is text (e.g. 'from $49'). */
export const publishedProductSchema = z.object({
  name: z.string(),
  description: z.string().nullable(),
  price: z.string().nullable(),
  image: z.string().nullable(),
});
export type PublishedProduct = z.infer<typeof publishedProductSchema>;

/**
 * Opening hours (the spec names business_hours, not its shape): per weekday `{ open, close }` as
 * 'HH:MM', null for closed that day, a missing day for not stated.
 */
export const publishedHoursSchema = z.partialRecord(z.enum(WEEKDAYS), z.object({ open: z.string(), close: z.string() }).nullable());
export type PublishedHours = z.infer<typeof publishedHoursSchema>;

/** Social links by network name (spec §3 social_media: a map), e.g. { instagram: 'https://…' }. */
export const publishedSocialSchema = z.record(z.string(), z.string());

export const publishedListingSchema = z.object({
  /** The business profile's id, which is the owner's user id (spec §3). */
  id: z.uuid(),
  business_name: z.string(),
  /** The first chosen category (spec §3). */
  category: directoryCategorySchema,
  categories: z.array(directoryCategorySchema),
  description: z.string().nullable(),
  location: z.string().nullable(),
  address: z.string().nullable(),
  phone: z.string().nullable(),
  website: z.string().nullable(),
  contact_email: z.string().nullable(),
  social_media: publishedSocialSchema,
  services: z.array(publishedServiceSchema),
  products: z.array(publishedProductSchema),
  business_hours: publishedHoursSchema,
  logo_url: z.string().nullable(),
  cover_photo_url: z.string().nullable(),
  brand_color: z.string().nullable(),
  verified: z.boolean(),
  is_featured: z.boolean(),
  plan_type: z.string(),
  analytics_enabled: z.boolean(),
});
export type PublishedListing = z.infer<typeof publishedListingSchema>;

// ---------------------------------------------------------------------------------------------
// Listing statistics (the owner's Business Hub, when analytics_enabled)

export const LISTING_STATS_DAYS_DEFAULT = 30;
export const LISTING_STATS_DAYS_MAX = 365;

export const listingStatsDaySchema = z.object({
  /** UTC day, 'YYYY-MM-DD'. */
  date: z.string(),
  views: z.number().int(),
  contact_clicks: z.number().int(),
});
export const listingStatsSchema = z.object({
  business_id: z.uuid(),
  /** Whether the public listing counts visits now (null: nothing is published). */
  analytics_enabled: z.boolean().nullable(),
  /** Every day of the range, oldest first, zeros included. */
  days: z.array(listingStatsDaySchema),
  totals: z.object({ views: z.number().int(), contact_clicks: z.number().int() }),
});
export type ListingStats = z.infer<typeof listingStatsSchema>;

// Messages, limits, sorts and paths: directory-text.ts.

// ---------------------------------------------------------------------------------------------
// Search (GET /api/v1/directory)

/** An empty query value (`?category=`) means the filter is off. */
const blankIsAbsent = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

export const directorySearchQuery = z.object({
  q: z.preprocess(blankIsAbsent, z.string().trim().max(DIRECTORY_QUERY_MAX, DIRECTORY_MESSAGES.queryTooLong).optional()),
  category: z.preprocess(blankIsAbsent, directoryCategorySchema.optional()),
  location: z.preprocess(blankIsAbsent, z.string().trim().max(DIRECTORY_LOCATION_MAX, DIRECTORY_MESSAGES.locationTooLong).optional()),
  /** 'true': verified listings only; anything else: all. */
  verified: z.preprocess(blankIsAbsent, z.enum(['true', 'false']).optional()),
  sort: z.preprocess(blankIsAbsent, z.enum(DIRECTORY_SORTS).default('relevance')),
  page: z.preprocess(
    blankIsAbsent,
    z.coerce
      .number(DIRECTORY_MESSAGES.pageInvalid)
      .int(DIRECTORY_MESSAGES.pageInvalid)
      .min(1, DIRECTORY_MESSAGES.pageInvalid)
      .max(DIRECTORY_PAGE_MAX, DIRECTORY_MESSAGES.pageInvalid)
      .default(1),
  ),
});
/** The search as the browser sends it (every field optional; the server fills the defaults). */
export interface DirectorySearchQuery {
  q?: string;
  category?: BusinessCategory;
  location?: string;
  verified?: 'true';
  sort?: DirectorySort;
  page?: number;
}

/** One search result: what a card shows. */
export const directoryCardSchema = z.object({
  id: z.uuid(),
  business_name: z.string(),
  category: directoryCategorySchema,
  categories: z.array(directoryCategorySchema),
  /** The description's first 200 characters. */
  summary: z.string().nullable(),
  location: z.string().nullable(),
  logo_url: z.string().nullable(),
  verified: z.boolean(),
  is_featured: z.boolean(),
  rating_avg: z.number(),
  review_count: z.number().int(),
  published_at: z.string(),
});
export type DirectoryCard = z.infer<typeof directoryCardSchema>;

export const directorySearchSchema = z.object({
  listings: z.array(directoryCardSchema),
  /** Exact up to 200 matches; past that the planner's estimate (`total_exact` false: say 'about'). */
  total: z.number().int(),
  total_exact: z.boolean(),
  page: z.number().int(),
  page_size: z.number().int(),
  page_count: z.number().int(),
});
export type DirectorySearch = z.infer<typeof directorySearchSchema>;

// ---------------------------------------------------------------------------------------------
// One listing (GET /api/v1/directory/:id)

export const listingParams = z.object({ id: idParam(DIRECTORY_MESSAGES.notFound) });

export const directoryListingSchema = publishedListingSchema.omit({ plan_type: true }).extend({
  rating_avg: z.number(),
  review_count: z.number().int(),
  published_at: z.string(),
  updated_at: z.string(),
});
export type DirectoryListing = z.infer<typeof directoryListingSchema>;

// ---------------------------------------------------------------------------------------------
// Listing events (POST /api/v1/directory/:id/events) and statistics (GET /api/v1/directory/stats/me)

export const LISTING_EVENT_TYPES = ['view', 'contact_click'] as const;
export const listingEventInput = z.object({ type: z.enum(LISTING_EVENT_TYPES) });
export const listingEventResultSchema = z.object({ counted: z.boolean() });
export const listingStatsQuery = z.object({
  days: z.coerce.number().int().min(1).max(LISTING_STATS_DAYS_MAX).default(LISTING_STATS_DAYS_DEFAULT),
});

// ---------------------------------------------------------------------------------------------
// Reviews (spec §3 Review: one per member per business, rating 1-5; the owner may reply once)

export const REVIEW_PAGE_SIZE = 10;

export const reviewerSchema = z.object({
  id: z.uuid(),
  username: z.string().nullable(),
  display_name: z.string().nullable(),
  avatar_url: z.string().nullable(),
});

export const reviewSchema = z.object({
  id: z.uuid(),
  business_id: z.uuid(),
  rating: z.number().int().min(1).max(5),
  content: z.string(),
  /** Null when the reviewer's account is gone or hidden. */
  reviewer: reviewerSchema.nullable(),
  owner_reply: z.object({ content: z.string(), created_at: z.string() }).nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Review = z.infer<typeof reviewSchema>;

export const reviewListQuery = z.object({
  page: z.preprocess(blankIsAbsent, z.coerce.number().int().min(1).max(DIRECTORY_PAGE_MAX).default(1)),
});

export const reviewListSchema = z.object({
  reviews: z.array(reviewSchema),
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
  page_count: z.number().int(),
  rating_avg: z.number(),
  review_count: z.number().int(),
  /** The signed-in caller's own review of this business, wherever it falls in the pages. */
  mine: reviewSchema.nullable(),
});
export type ReviewList = z.infer<typeof reviewListSchema>;

const ratingSchema = z
  .number(DIRECTORY_MESSAGES.ratingRange)
  .int(DIRECTORY_MESSAGES.ratingRange)
  .min(1, DIRECTORY_MESSAGES.ratingRange)
  .max(5, DIRECTORY_MESSAGES.ratingRange);
const reviewContent = z
  .string(DIRECTORY_MESSAGES.reviewRequired)
  .trim()
  .min(1, DIRECTORY_MESSAGES.reviewRequired)
  .max(REVIEW_CONTENT_MAX, DIRECTORY_MESSAGES.reviewTooLong);

export const reviewInput = z.object({ rating: ratingSchema, content: reviewContent });
export type ReviewInput = z.input<typeof reviewInput>;
export const reviewUpdateInput = reviewInput.partial().strict();

export const reviewParams = z.object({ id: idParam(DIRECTORY_MESSAGES.notFound), reviewId: idParam(DIRECTORY_MESSAGES.reviewNotFound) });
export const replyInput = z.object({
  content: z
    .string(DIRECTORY_MESSAGES.replyRequired)
    .trim()
    .min(1, DIRECTORY_MESSAGES.replyRequired)
    .max(REPLY_CONTENT_MAX, DIRECTORY_MESSAGES.replyTooLong),
});
export const reviewResultSchema = z.object({ review: reviewSchema });

/** The business directory, public side (features/directory): approved listings only, their reviews and figures. */
export const directoryRoutes = {
  directorySearch: {
    method: 'GET',
    path: '/api/v1/directory',
    summary: 'Search approved business listings: text, category, location, verified; featured first, then the sort; 20 a page',
    tag: 'directory',
    access: 'public',
    delegated: 'viewer',
    query: directorySearchQuery,
    response: directorySearchSchema,
  },
  directoryStats: {
    method: 'GET',
    path: '/api/v1/directory/stats/me',
    summary: "Your listing's page views and contact clicks per day (the Business Hub)",
    tag: 'directory',
    access: 'user',
    delegated: 'viewer',
    query: listingStatsQuery,
    response: listingStatsSchema,
  },
  directoryListing: {
    method: 'GET',
    path: '/api/v1/directory/:id',
    summary: 'One approved listing (404 when it is not approved)',
    tag: 'directory',
    access: 'public',
    delegated: 'viewer',
    params: listingParams,
    response: directoryListingSchema,
  },
  directoryEvent: {
    method: 'POST',
    path: '/api/v1/directory/:id/events',
    summary: "Count a page view or contact click on a listing (when its owner turned analytics on; never the owner's own)",
    tag: 'directory',
    access: 'public',
    delegated: 'manager',
    rateLimit: ['listingEventsPerIp'],
    params: listingParams,
    body: listingEventInput,
    response: listingEventResultSchema,
  },
  directoryReviews: {
    method: 'GET',
    path: '/api/v1/directory/:id/reviews',
    summary: "A listing's reviews, newest first, 10 a page, with the average (and the caller's own)",
    tag: 'directory',
    access: 'public',
    delegated: 'viewer',
    params: listingParams,
    query: reviewListQuery,
    response: reviewListSchema,
  },
  createReview: {
    method: 'POST',
    path: '/api/v1/directory/:id/reviews',
    summary: 'Review a listed business (one review per member; not your own business)',
    tag: 'directory',
    access: 'user',
    delegated: 'manager',
    status: 201,
    params: listingParams,
    body: reviewInput,
    response: reviewResultSchema,
  },
  updateMyReview: {
    method: 'PATCH',
    path: '/api/v1/directory/:id/reviews/me',
    summary: 'Change your review of a business',
    tag: 'directory',
    access: 'user',
    delegated: 'manager',
    params: listingParams,
    body: reviewUpdateInput,
    response: reviewResultSchema,
  },
  deleteMyReview: {
    method: 'DELETE',
    path: '/api/v1/directory/:id/reviews/me',
    summary: 'Delete your review of a business',
    tag: 'directory',
    access: 'user',
    delegated: 'manager',
    params: listingParams,
    response: okSchema,
  },
  replyToReview: {
    method: 'POST',
    path: '/api/v1/directory/:id/reviews/:reviewId/reply',
    summary: "The business owner's one reply to a review",
    tag: 'directory',
    access: 'user',
    delegated: 'manager',
    params: reviewParams,
    body: replyInput,
    response: reviewResultSchema,
  },
} as const satisfies Record<string, RouteDef>;
