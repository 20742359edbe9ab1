import { describe, expect, it } from 'vitest';
import { ConfigError } from '../../platform/config.ts';
import { defaultEmailDomain, loadSiteConfig } from './config.ts';
import { buildPricing } from './pricing.ts';

const base = { PRODUCT_NAME: 'ModelBase', publicUrl: 'https://www.modelbase.example' };

describe('site configuration', () => {
  it('has sensible defaults', () => {
    const c = loadSiteConfig({}, base);
    expect(c.currency).toBe('USD');
    expect(c.prices).toEqual({
      creatorProMonthly: 1499,
      creatorProYearly: 14900,
      businessProMonthly: 4900,
      businessProYearly: 49000,
      enterpriseMonthly: 19900,
      enterpriseYearly: 199000,
    });
    expect(c.emailDomain).toBe('modelbase.example');
    expect(c.companyName).toBe('ModelBase');
    expect(c.companyAddress).toBeNull();
  });

  it('reads every value from the environment, in minor units, treating empty as unset', () => {
    const c = loadSiteConfig(
      {
        PRICING_CURRENCY: 'eur',
        PRICING_CREATOR_PRO_MONTHLY: '9.5',
        PRICING_CREATOR_PRO_YEARLY: '',
        PRICING_BUSINESS_PRO_MONTHLY: '0',
        CONTACT_EMAIL_DOMAIN: 'Mail.Example.COM',
        COMPANY_LEGAL_NAME: 'Rope Media Group B.V.',
        COMPANY_ADDRESS: 'Keizersgracht 1, 1015 Amsterdam, Netherlands',
      },
      base,
    );
    expect(c.currency).toBe('EUR');
    expect(c.prices.creatorProMonthly).toBe(950);
    expect(c.prices.creatorProYearly).toBe(14900);
    expect(c.prices.businessProMonthly).toBe(0);
    expect(c.emailDomain).toBe('mail.example.com');
    expect(c.companyName).toBe('Rope Media Group B.V.');
    expect(c.companyAddress).toContain('Amsterdam');
    const pro = buildPricing(c).plans.find((p) => p.id === 'creator-pro');
    expect(pro?.monthly_cents).toBe(950);
  });

  it.each([
    ['PRICING_CREATOR_PRO_MONTHLY', '14,99'],
    ['PRICING_ENTERPRISE_YEARLY', '-5'],
    ['PRICING_CURRENCY', 'dollars'],
    ['CONTACT_EMAIL_DOMAIN', 'not a domain'],
  ])('refuses %s=%s with a message naming the variable', (key, value) => {
    expect(() => loadSiteConfig({ [key]: value }, base)).toThrow(ConfigError);
    expect(() => loadSiteConfig({ [key]: value }, base)).toThrow(key);
  });

  it.each([
    ['http://localhost:3000', 'example.com'],
    ['http://127.0.0.1:4400', 'example.com'],
    ['https://www.velvet.example', 'velvet.example'],
    ['https://app.velvet.example', 'app.velvet.example'],
  ])('derives the mail domain from PUBLIC_URL %s', (url, domain) => {
    expect(defaultEmailDomain(url)).toBe(domain);
  });
});
