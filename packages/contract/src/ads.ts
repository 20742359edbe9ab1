import { z } from 'zod';
import { AD_BUDGET_KINDS, AD_LIMITS, AD_MESSAGES, AD_PLACEMENTS, AD_STATUSES, type AdBudgetKind } from './ads-text.ts';
import { profileTypeSchema } from './auth.ts';
import { httpsLink, idParam } from './common.ts';
import { contentTypeSchema } from './profiles.ts';
import type { RouteDef } from './route-def.ts';

// Ads (issue 14, spec §2 /ads): businesses (and members with a registered business listing) run
// sponsored campaigns. A creative passes the moderation queue, the budget is paid through billing,
// and the slot appears on non-Pro members' public portfolios and in the activity feed, labelled
// 'Sponsored'. Impressions and clicks are counted on the server.

export {
  AD_BUDGET_KINDS,
  AD_LIMITS,
  AD_MESSAGES,
  AD_PLACEMENTS,
  AD_STATUS_LABELS,
  AD_STATUSES,
  type AdBudgetKind,
  type AdPlacement,
  type AdStatus,
} from './ads-text.ts';

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date such as 2026-12-01.');

/** A draft's fields; every one optional so a draft saves as it is typed. Submitting needs them all. */
export const adCampaignInput = z
  .object({
    name: z.string().trim().min(1, 'Give the campaign a name.').max(AD_LIMITS.nameMax),
    headline: z.string().trim().max(AD_LIMITS.headlineMax, `At most ${AD_LIMITS.headlineMax} characters.`),
    body: z.string().trim().max(AD_LIMITS.bodyMax, `At most ${AD_LIMITS.bodyMax} characters.`),
    link_url: httpsLink(AD_LIMITS.linkMax, AD_MESSAGES.linkHttps),
    target_content_types: z.array(contentTypeSchema).max(7),
    target_profile_types: z.array(profileTypeSchema).max(4),
    target_location: z.string().trim().max(AD_LIMITS.locationMax),
    starts_on: z.union([z.literal(''), day]),
    ends_on: z.union([z.literal(''), day]),
    budget_kind: z.enum(AD_BUDGET_KINDS),
    budget_quantity: z.number().int('Whole numbers only.'),
  })
  .partial()
  .strict()
  .superRefine((v, c) => {
    if (v.starts_on && v.ends_on && v.ends_on <= v.starts_on)
      c.addIssue({ code: 'custom', path: ['ends_on'], message: AD_MESSAGES.endBeforeStart });
    if (v.budget_quantity !== undefined && v.budget_kind) {
      const issue = budgetIssue(v.budget_kind, v.budget_quantity);
      if (issue) c.addIssue({ code: 'custom', path: ['budget_quantity'], message: issue });
    }
  });
export type AdCampaignInput = z.infer<typeof adCampaignInput>;

/** The budget rule, shared by the form and the server. */
export function budgetIssue(kind: AdBudgetKind, quantity: number): string | null {
  if (kind === 'impressions') {
    if (quantity < AD_LIMITS.impressionsMin || quantity > AD_LIMITS.impressionsMax) return AD_MESSAGES.impressionsRange;
    if (quantity % 1000 !== 0) return AD_MESSAGES.impressionsBlock;
    return null;
  }
  if (quantity < AD_LIMITS.daysMin || quantity > AD_LIMITS.daysMax) return AD_MESSAGES.daysRange;
  return null;
}

export const adPricesSchema = z.object({
  currency: z.string(),
  per_1000_impressions_minor: z.number().int(),
  per_day_minor: z.number().int(),
});
export type AdPrices = z.infer<typeof adPricesSchema>;

/** What a budget costs, in minor units (the server's figure is the one charged). */
export function budgetPrice(prices: AdPrices, kind: AdBudgetKind, quantity: number): number {
  return kind === 'impressions' ? Math.round((quantity / 1000) * prices.per_1000_impressions_minor) : quantity * prices.per_day_minor;
}

export { formatMoney } from './money.ts';

export const adCampaignSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  headline: z.string(),
  body: z.string(),
  link_url: z.string(),
  image_url: z.string().nullable(),
  target_content_types: z.array(contentTypeSchema),
  target_profile_types: z.array(profileTypeSchema),
  target_location: z.string(),
  starts_on: z.string().nullable(),
  ends_on: z.string().nullable(),
  budget_kind: z.enum(AD_BUDGET_KINDS),
  budget_quantity: z.number().int(),
  price_minor: z.number().int(),
  currency: z.string(),
  status: z.enum(AD_STATUSES),
  /** Why a running campaign is not on screen now: not paid, not started, or null when it is served. */
  waiting_for: z.enum(['payment', 'start']).nullable(),
  paid: z.boolean(),
  rejection_reason: z.string().nullable(),
  ended_reason: z.enum(['budget', 'schedule', 'owner']).nullable(),
  impressions: z.number().int(),
  clicks: z.number().int(),
  spend_minor: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type AdCampaign = z.infer<typeof adCampaignSchema>;

export const adCampaignListSchema = z.object({
  campaigns: z.array(adCampaignSchema),
  can_advertise: z.boolean(),
  prices: adPricesSchema,
});
export type AdCampaignList = z.infer<typeof adCampaignListSchema>;

export const adStatsSchema = z.object({
  days: z.array(z.object({ day: z.string(), impressions: z.number().int(), clicks: z.number().int() })),
  impressions: z.number().int(),
  clicks: z.number().int(),
  /** Clicks per impression, 0-1 (0 with no impressions). */
  ctr: z.number(),
  spend_minor: z.number().int(),
  currency: z.string(),
});
export type AdStats = z.infer<typeof adStatsSchema>;

export const adIdParams = z.object({ id: idParam(AD_MESSAGES.noSuchCampaign) });

export const adSlotQuery = z
  .object({
    placement: z.enum(AD_PLACEMENTS),
    /** The portfolio's member (placement portfolio): the page the slot is on, not the caller. */
    page: z.uuid().optional(),
  })
  .strict();

export const sponsoredAdSchema = z.object({
  campaign_id: z.uuid(),
  headline: z.string(),
  body: z.string(),
  image_url: z.string(),
  /** The server's click address (counts, then redirects to the advertiser's link). */
  click_url: z.string(),
  /** The advertiser's host, shown under the ad. */
  display_host: z.string(),
  /** Sent back with the impression beacon. */
  serve_token: z.string(),
});
export type SponsoredAd = z.infer<typeof sponsoredAdSchema>;
export const adSlotSchema = z.object({ ad: sponsoredAdSchema.nullable() });

export const adImpressionInput = z.object({ serve_token: z.string().min(1).max(400) }).strict();
export const adImpressionResponse = z.object({ counted: z.boolean() });

export const adPayResponse = z.object({ checkout_url: z.string() });

export const adsRoutes = {
  myAdCampaigns: {
    method: 'GET',
    path: '/api/v1/ads/campaigns',
    summary: 'Your ad campaigns with their figures, whether you may advertise, and the budget prices',
    tag: 'ads',
    access: 'user',
    delegated: 'viewer',
    response: adCampaignListSchema,
  },
  createAdCampaign: {
    method: 'POST',
    path: '/api/v1/ads/campaigns',
    summary: 'Start a campaign as a draft (businesses and members with a registered business listing)',
    tag: 'ads',
    access: 'user',
    delegated: 'manager',
    status: 201,
    body: adCampaignInput,
    response: adCampaignSchema,
  },
  adCampaign: {
    method: 'GET',
    path: '/api/v1/ads/campaigns/:id',
    summary: 'One campaign of yours',
    tag: 'ads',
    access: 'user',
    delegated: 'viewer',
    params: adIdParams,
    response: adCampaignSchema,
  },
  updateAdCampaign: {
    method: 'PATCH',
    path: '/api/v1/ads/campaigns/:id',
    summary: 'Edit a draft campaign of yours',
    tag: 'ads',
    access: 'user',
    delegated: 'manager',
    params: adIdParams,
    body: adCampaignInput,
    response: adCampaignSchema,
  },
  uploadAdImage: {
    method: 'POST',
    path: '/api/v1/ads/campaigns/:id/image',
    summary: 'The image of a draft campaign (multipart field "file"; JPEG, PNG or WebP up to 5 MB)',
    tag: 'ads',
    access: 'user',
    delegated: 'manager',
    params: adIdParams,
    multipart: true,
    response: adCampaignSchema,
  },
  submitAdCampaign: {
    method: 'POST',
    path: '/api/v1/ads/campaigns/:id/submit',
    summary: 'Send a complete draft to the moderation queue (in review)',
    tag: 'ads',
    access: 'user',
    delegated: 'manager',
    params: adIdParams,
    response: adCampaignSchema,
  },
  payAdCampaign: {
    method: 'POST',
    path: '/api/v1/ads/campaigns/:id/pay',
    summary: 'Start the checkout for the campaign budget; answers where to pay',
    tag: 'ads',
    access: 'user',
    delegated: 'manager',
    params: adIdParams,
    response: adPayResponse,
  },
  pauseAdCampaign: {
    method: 'POST',
    path: '/api/v1/ads/campaigns/:id/pause',
    summary: 'Pause a running campaign',
    tag: 'ads',
    access: 'user',
    delegated: 'manager',
    params: adIdParams,
    response: adCampaignSchema,
  },
  resumeAdCampaign: {
    method: 'POST',
    path: '/api/v1/ads/campaigns/:id/resume',
    summary: 'Resume a paused campaign',
    tag: 'ads',
    access: 'user',
    delegated: 'manager',
    params: adIdParams,
    response: adCampaignSchema,
  },
  endAdCampaign: {
    method: 'POST',
    path: '/api/v1/ads/campaigns/:id/end',
    summary: 'End a campaign for good (an unpaid draft or one that has run)',
    tag: 'ads',
    access: 'user',
    delegated: 'manager',
    params: adIdParams,
    response: adCampaignSchema,
  },
  adCampaignStats: {
    method: 'GET',
    path: '/api/v1/ads/campaigns/:id/stats',
    summary: 'Impressions and clicks per day (last 30 days), CTR and spend of a campaign of yours',
    tag: 'ads',
    access: 'user',
    delegated: 'viewer',
    params: adIdParams,
    response: adStatsSchema,
  },
  adSlot: {
    method: 'GET',
    path: '/api/v1/ads/slot',
    summary: 'A sponsored ad for a slot (none on Pro members’ pages, for bots, or when nothing fits)',
    tag: 'ads',
    access: 'public',
    delegated: 'viewer',
    rateLimit: ['adEventsPerIp'],
    query: adSlotQuery,
    response: adSlotSchema,
  },
  adImpression: {
    method: 'POST',
    path: '/api/v1/ads/impressions',
    summary: 'The slot was shown: counts one impression (bots and repeats within the window are not counted)',
    tag: 'ads',
    access: 'public',
    delegated: 'manager',
    rateLimit: ['adEventsPerIp'],
    body: adImpressionInput,
    response: adImpressionResponse,
  },
} as const satisfies Record<string, RouteDef>;
