import type { BillingAudience, BillingCycle, BillingPlan } from '@mb/contract/billing';
import { BUSINESS_PLANS } from '@mb/contract/business';
import { PLAN_NAMES, type Pricing } from '@mb/contract/pricing';

/**
 * The plans on sale (issue 14). What each plan is lives here, once; prices and the currency come from
 * the server's configuration (PRICING_* environment variables, read by the site feature, which also
 * renders /pricing), so a deployment changes prices without code. Ids are the /pricing plans' ids.
 * - creator-pro: member Pro (any profile type), monthly or yearly.
 * - business-pro: the business listing plan (business profiles only): plan_type 'pro' and what it brings.
 * Free plans and Enterprise ('talk to us') are not sold through checkout.
 */
export function billingPlans(pricing: Pricing): BillingPlan[] {
  const price = (id: string) => pricing.plans.find((p) => p.id === id);
  const plans: BillingPlan[] = [];
  const pro = price('creator-pro');
  if (pro && pro.monthly_cents > 0) {
    plans.push({
      id: 'creator-pro',
      audience: 'member',
      name: PLAN_NAMES['creator-pro'],
      monthly_minor: pro.monthly_cents,
      yearly_minor: pro.yearly_cents,
      currency: pricing.currency,
      business: null,
    });
  }
  const biz = price('business-pro');
  if (biz && biz.monthly_cents > 0) {
    plans.push({
      id: 'business-pro',
      audience: 'business',
      name: PLAN_NAMES['business-pro'],
      monthly_minor: biz.monthly_cents,
      yearly_minor: biz.yearly_cents,
      currency: pricing.currency,
      business: {
        plan_type: 'pro',
        service_limit: BUSINESS_PLANS.pro.service_limit,
        product_limit: BUSINESS_PLANS.pro.product_limit,
        featured_listing: true,
        analytics_enabled: true,
      },
    });
  }
  return plans;
}

/** The price of a plan for a cycle, or null when the plan does not offer it. */
export function priceOf(plan: BillingPlan, cycle: BillingCycle): number | null {
  const p = cycle === 'yearly' ? plan.yearly_minor : plan.monthly_minor;
  return p && p > 0 ? p : null;
}

export const intervalOf = (cycle: BillingCycle) => (cycle === 'yearly' ? 'year' : 'month') as 'month' | 'year';

export const audienceOf = (plan: BillingPlan): BillingAudience => plan.audience;
