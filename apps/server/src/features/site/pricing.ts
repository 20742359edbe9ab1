import { PLAN_NAMES, type Pricing, PRICING_TEXT as T } from '@mb/contract/pricing';
import type { SiteConfig } from './config.ts';

/**
 * The plans shown on /pricing and /amp/pricing. What each includes is the contract's PRICING_TEXT (the
 * web translates it); names are the contract's PLAN_NAMES (the same on checkout, invoices and the
 * subscription pages); the numbers come from configuration (PRICING_*). Pro removes the free 12-image
 * limit (spec §9).
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
        tagline: T.creatorFree.tagline,
        monthly_cents: 0,
        yearly_cents: null,
        features: [...T.creatorFree.features],
        cta: { label: T.creatorFree.cta, href: '/signup' },
        highlighted: false,
      },
      {
        id: 'creator-pro',
        audience: 'creator',
        name: PLAN_NAMES['creator-pro'],
        tagline: T.creatorPro.tagline,
        monthly_cents: p.creatorProMonthly,
        yearly_cents: p.creatorProYearly,
        features: [...T.creatorPro.features],
        cta: { label: T.creatorPro.cta, href: '/signup' },
        highlighted: true,
      },
      {
        id: 'business-listing',
        audience: 'business',
        name: PLAN_NAMES['business-listing'],
        tagline: T.businessListing.tagline,
        monthly_cents: 0,
        yearly_cents: null,
        features: [...T.businessListing.features],
        cta: { label: T.businessListing.cta, href: '/signup' },
        highlighted: false,
      },
      {
        id: 'business-pro',
        audience: 'business',
        name: PLAN_NAMES['business-pro'],
        tagline: T.businessPro.tagline,
        monthly_cents: p.businessProMonthly,
        yearly_cents: p.businessProYearly,
        features: [...T.businessPro.features],
        cta: { label: T.businessPro.cta, href: '/signup' },
        highlighted: true,
      },
      {
        id: 'enterprise',
        audience: 'enterprise',
        name: PLAN_NAMES.enterprise,
        tagline: T.enterprise.tagline,
        monthly_cents: p.enterpriseMonthly,
        yearly_cents: p.enterpriseYearly,
        features: [...T.enterprise.features],
        cta: { label: T.enterprise.cta, href: '/contact' },
        highlighted: false,
      },
    ],
    notes: [...T.notes],
  };
}
