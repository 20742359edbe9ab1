// The plans' names and who may take which, without zod: /pricing reads them on its first paint (the
// schemas, the plans' words and the route stay in pricing.ts, which re-exports these).

export const PLAN_AUDIENCES = ['creator', 'business', 'enterprise'] as const;
export type PlanAudience = (typeof PLAN_AUDIENCES)[number];

/**
 * One name per plan, wherever it is shown: /pricing, the plan pickers, checkout, invoices and receipts,
 * the subscription pages (issue 31: one plan was "Creator Pro", "{product} Pro (monthly)" and "Pro
 * (monthly)"). The member plan is plain "Pro": every profile type may take it (studios install apps
 * with it), and the spec calls the status Pro. Ids are stable (stored on subscriptions); names are not.
 */
export const PLAN_NAMES = {
  'creator-free': 'Creator',
  'creator-pro': 'Pro',
  'business-listing': 'Business Listing',
  'business-pro': 'Business Pro',
  enterprise: 'Enterprise',
} as const;
export type PlanId = keyof typeof PLAN_NAMES;

/** A paid plan with its billing period, as checkout, invoices, receipts and the subscription pages say it: "Pro (monthly)". */
export const planLabel = (name: string, cycle: 'monthly' | 'yearly') => `${name} (${cycle})`;

/**
 * Which /pricing plans apply to a signed-in member's account type (issue 31: creators were offered
 * Business Pro, which checkout refuses them). Pro is for every account but enterprise, which has all
 * of it with its own plan; the listing plans are a business's.
 */
export const PLANS_FOR: Record<'creator' | 'studio' | 'business' | 'enterprise', readonly PlanId[]> = {
  creator: ['creator-free', 'creator-pro'],
  studio: ['creator-pro'],
  business: ['business-listing', 'business-pro', 'creator-pro'],
  enterprise: ['enterprise'],
};
