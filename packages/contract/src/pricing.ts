import { z } from 'zod';
import { ANALYTICS_FREE_DAYS } from './analytics.ts';
import { LIMITS } from './limits.ts';
import { PLAN_AUDIENCES, PLAN_NAMES } from './pricing-text.ts';
import type { RouteDef } from './route-def.ts';

// Public pricing (issue 3). The numbers are server configuration (PRICING_* environment variables);
// the plan names and what each includes are defined once on the server and served here.

export { PLAN_AUDIENCES, PLAN_NAMES, PLANS_FOR, type PlanAudience, type PlanId, planLabel } from './pricing-text.ts';

/**
 * What /pricing says of each plan (the server builds the plans from these; features/site/pricing.ts). The
 * web shows them through tm(), so they are in the catalogues; the plan names above are names, the same in
 * every language, as on invoices. The numbers are the product's constants, written into the English.
 */
export const PRICING_TEXT = {
  creatorFree: {
    tagline: 'Everything you need to get verified, seen and booked.',
    features: [
      'Public profile and portfolio',
      `Up to ${LIMITS.freeImageLimit} portfolio images`,
      'Identity verification through the vAulth compliance hub',
      'Networking, messages and collaborations',
      'Receive casting proposals from studios',
      `Profile analytics for the last ${ANALYTICS_FREE_DAYS} days: who viewed you, views and where they came from`,
    ],
    cta: 'Join free',
  },
  creatorPro: {
    tagline: 'More room for your work, and no ads on your portfolio.',
    features: [
      `Everything in ${PLAN_NAMES['creator-free']}`,
      'Unlimited portfolio images, videos and albums',
      'No sponsored ads on your public portfolio',
      'Pro badge on your profile and in search',
      'Full profile analytics history: 30 and 90 days of views, viewers, sources and follower growth',
      'Studios with Pro install apps from the App Store (creators browse it)',
      `A ${LIMITS.gracePeriodDays}-day grace period if a renewal fails`,
    ],
    cta: 'Go Pro',
  },
  businessListing: {
    tagline: 'A verified place in the directory.',
    features: [
      'Moderated listing in the business directory',
      `Up to ${LIMITS.businessCategoriesMax} categories`,
      'Domain verification through the vAulth compliance hub',
      'Listing reviewed within 48 hours',
    ],
    cta: 'List your business',
  },
  businessPro: {
    tagline: 'Stand out in the directory and run your business with apps.',
    features: [
      `Everything in ${PLAN_NAMES['business-listing']}`,
      'Services and products catalogue on your listing',
      'Brand colour, cover photo and featured placement',
      'Listing analytics',
      'Install MB Bookings, MB Visio, MB Trophy, MB Events and MB Licensing',
    ],
    cta: `Start with ${PLAN_NAMES['business-pro']}`,
  },
  enterprise: {
    tagline: 'Several studios under one account.',
    features: [
      'Link several studios and switch between them',
      'Sub-users with their own sign-in',
      'Every App Store app included',
      'Developer settings and API access',
      'Compliance center for the whole group',
    ],
    cta: 'Talk to us',
  },
  notes: [
    'Prices exclude VAT and sales tax, which are added at checkout where they apply.',
    'Yearly plans are paid up front. You can cancel any time; paid features stay active until the end of the period.',
    'Every account is for adults (18+) only and is subject to our Terms of Service.',
  ],
} as const;

export const planSchema = z.object({
  id: z.string(),
  audience: z.enum(PLAN_AUDIENCES),
  name: z.string(),
  tagline: z.string(),
  /** Price in minor units (cents); 0 means free. */
  monthly_cents: z.number().int().min(0),
  /** Price for a year paid up front, in minor units; null when the plan has no yearly option. */
  yearly_cents: z.number().int().min(0).nullable(),
  features: z.array(z.string()),
  cta: z.object({ label: z.string(), href: z.string() }),
  highlighted: z.boolean(),
});
export type Plan = z.infer<typeof planSchema>;

export const pricingSchema = z.object({
  /** ISO 4217 code, e.g. USD. */
  currency: z.string().length(3),
  plans: z.array(planSchema),
  /** Sentences shown under the plans (taxes, billing, cancellation). */
  notes: z.array(z.string()),
});
export type Pricing = z.infer<typeof pricingSchema>;

/** Formats minor units in the plan's currency, e.g. 1499 USD -> "$14.99", 4900 -> "$49" (money.ts). */
export { formatPrice } from './money.ts';

/** The public pricing page's plans and prices (features/site). */
export const pricingRoutes = {
  pricing: {
    method: 'GET',
    path: '/api/v1/pricing',
    summary: 'Public plans and prices (server configuration)',
    tag: 'site',
    access: 'public',
    delegated: 'viewer',
    response: pricingSchema,
  },
} as const satisfies Record<string, RouteDef>;
