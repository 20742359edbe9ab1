import { z } from 'zod';

// Public pricing (issue 3). The numbers are server configuration (PRICING_* environment variables);
// the plan names and what each includes are defined once on the server and served here.

export const PLAN_AUDIENCES = ['creator', 'business', 'enterprise'] as const;
export type PlanAudience = (typeof PLAN_AUDIENCES)[number];

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
