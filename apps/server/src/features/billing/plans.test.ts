import { describe, expect, it } from 'vitest';
import { loadSiteConfig } from '../site/config.ts';
import { buildPricing } from '../site/pricing.ts';
import { billingPlans, intervalOf, priceOf } from './plans.ts';

const base = { PRODUCT_NAME: 'ModelBase', publicUrl: 'https://example.com' };
const plansFor = (env: Record<string, string>) => billingPlans(buildPricing(loadSiteConfig(env, base)));

describe('billing plans (from configuration)', () => {
  it('defaults: Pro monthly and yearly, Business Pro with its listing fields, prices in minor units', () => {
    const plans = plansFor({});
    expect(plans.map((p) => p.id)).toEqual(['creator-pro', 'business-pro']);
    const [pro, biz] = plans;
    expect(pro).toMatchObject({ audience: 'member', monthly_minor: 1499, yearly_minor: 14900, currency: 'USD', business: null });
    expect(biz).toMatchObject({ audience: 'business', monthly_minor: 4900, yearly_minor: 49000 });
    expect(biz?.business).toEqual({
      plan_type: 'pro',
      service_limit: 25,
      product_limit: 50,
      featured_listing: true,
      analytics_enabled: true,
    });
  });

  it('the environment overrides prices and currency; a free price takes the plan off sale', () => {
    const plans = plansFor({ PRICING_CURRENCY: 'eur', PRICING_CREATOR_PRO_MONTHLY: '9.5', PRICING_BUSINESS_PRO_MONTHLY: '0' });
    expect(plans.map((p) => p.id)).toEqual(['creator-pro']);
    expect(plans[0]).toMatchObject({ monthly_minor: 950, currency: 'EUR' });
  });

  it('priceOf answers null for a cycle the plan does not offer', () => {
    const [pro] = plansFor({});
    expect(priceOf(pro!, 'monthly')).toBe(1499);
    expect(priceOf({ ...pro!, yearly_minor: null }, 'yearly')).toBeNull();
    expect(intervalOf('yearly')).toBe('year');
    expect(intervalOf('monthly')).toBe('month');
  });
});

describe('/pricing texts follow the app store rules (spec §4)', () => {
  it('creators view the store only: no creator plan claims installing apps; Business Pro and Enterprise do', () => {
    const pricing = buildPricing(loadSiteConfig({}, base));
    for (const p of pricing.plans.filter((x) => x.audience === 'creator')) {
      for (const f of p.features) expect(f, `${p.id}: ${f}`).not.toMatch(/^install/i);
    }
    const text = (id: string) => pricing.plans.find((p) => p.id === id)?.features.join(' ') ?? '';
    expect(text('business-listing')).not.toMatch(/install/i);
    expect(text('business-pro')).toMatch(/install/i);
    expect(text('enterprise')).toMatch(/app store app/i);
  });
});
