import { ANALYTICS_FREE_DAYS } from '@mb/contract/analytics';
import { LIMITS } from '@mb/contract/limits';
import { PLAN_NAMES, type Pricing } from '@mb/contract/pricing';
import type { SiteConfig } from './config.ts';

/**
 * The plans shown on /pricing and /amp/pricing. Inclusions live here, once; names are the contract's
 * PLAN_NAMES (the same on checkout, invoices and the subscription pages); the numbers come from
 * configuration (PRICING_*). Pro removes the free 12-image limit (spec §9).
 */
export function buildPricing(site: SiteConfig): Pricing {
  const p = site.prices;
  return {
    currency: site.currency,
    plans: [
      {
        id: 'creator-free',
        audience: 'creator',
        name: PLAN_NAMES['creator-free'],
        tagline: 'Everything you need to get verified, seen and booked.',
        monthly_cents: 0,
        yearly_cents: null,
        features: [
          'Public profile and portfolio',
          `Up to ${LIMITS.freeImageLimit} portfolio images`,
          'Identity verification through the vAulth compliance hub',
          'Networking, messages and collaborations',
          'Receive casting proposals from studios',
          `Profile analytics for the last ${ANALYTICS_FREE_DAYS} days: who viewed you, views and where they came from`,
        ],
        cta: { label: 'Join free', href: '/signup' },
        highlighted: false,
      },
      {
        id: 'creator-pro',
        audience: 'creator',
        name: PLAN_NAMES['creator-pro'],
        tagline: 'More room for your work, and no ads on your portfolio.',
        monthly_cents: p.creatorProMonthly,
        yearly_cents: p.creatorProYearly,
        features: [
          `Everything in ${PLAN_NAMES['creator-free']}`,
          'Unlimited portfolio images, videos and albums',
          'No sponsored ads on your public portfolio',
          'Pro badge on your profile and in search',
          'Full profile analytics history: 30 and 90 days of views, viewers, sources and follower growth',
          'Studios with Pro install apps from the App Store (creators browse it)',
          `A ${LIMITS.gracePeriodDays}-day grace period if a renewal fails`,
        ],
        cta: { label: 'Go Pro', href: '/signup' },
        highlighted: true,
      },
      {
        id: 'business-listing',
        audience: 'business',
        name: PLAN_NAMES['business-listing'],
        tagline: 'A verified place in the directory.',
        monthly_cents: 0,
        yearly_cents: null,
        features: [
          'Moderated listing in the business directory',
          `Up to ${LIMITS.businessCategoriesMax} categories`,
          'Domain verification through the vAulth compliance hub',
          'Listing reviewed within 48 hours',
        ],
        cta: { label: 'List your business', href: '/signup' },
        highlighted: false,
      },
      {
        id: 'business-pro',
        audience: 'business',
        name: PLAN_NAMES['business-pro'],
        tagline: 'Stand out in the directory and run your business with apps.',
        monthly_cents: p.businessProMonthly,
        yearly_cents: p.businessProYearly,
        features: [
          `Everything in ${PLAN_NAMES['business-listing']}`,
          'Services and products catalogue on your listing',
          'Brand colour, cover photo and featured placement',
          'Listing analytics',
          'Install MB Bookings, MB Visio, MB Trophy, MB Events and MB Licensing',
        ],
        cta: { label: `Start with ${PLAN_NAMES['business-pro']}`, href: '/signup' },
        highlighted: true,
      },
      {
        id: 'enterprise',
        audience: 'enterprise',
        name: PLAN_NAMES.enterprise,
        tagline: 'Several studios under one account.',
        monthly_cents: p.enterpriseMonthly,
        yearly_cents: p.enterpriseYearly,
        features: [
          'Link several studios and switch between them',
          'Sub-users with their own sign-in',
          'Every App Store app included',
          'Developer settings and API access',
          'Compliance center for the whole group',
        ],
        cta: { label: 'Talk to us', href: '/contact' },
        highlighted: false,
      },
    ],
    notes: [
      'Prices exclude VAT and sales tax, which are added at checkout where they apply.',
      'Yearly plans are paid up front. You can cancel any time; paid features stay active until the end of the period.',
      'Every account is for adults (18+) only and is subject to our Terms of Service.',
    ],
  };
}
