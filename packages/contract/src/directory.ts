import { z } from 'zod';
import { BUSINESS_CATEGORIES, type BusinessCategory } from './profiles.ts';

// The public business directory (spec §2 /business-directory, /business/{id}; §3 business_profiles,
// service and product items, Review). The owner's working copy is the business feature's; what this
// file describes is the approved, public copy the moderation decision publishes (`PublishedListing`).

export const businessCategoryKeys = Object.keys(BUSINESS_CATEGORIES) as [BusinessCategory, ...BusinessCategory[]];
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

export const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];
export const WEEKDAY_LABELS: Record<Weekday, string> = {
  monday: 'Monday',
  tuesday: 'Tuesday',
  wednesday: 'Wednesday',
  thursday: 'Thursday',
  friday: 'Friday',
  saturday: 'Saturday',
  sunday: 'Sunday',
};
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
