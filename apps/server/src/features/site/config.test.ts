import { describe, expect, it } from 'vitest';
import { ConfigError } from '../../platform/config.ts';
import { defaultEmailDomain, loadSiteConfig, placeholderSettings } from './config.ts';
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

describe('placeholder settings (warned about once at a production start)', () => {
  const live = { PRODUCT_NAME: 'Velvet Rope', PUBLIC_URL: 'https://velvetrope.co', publicUrl: 'https://velvetrope.co' };
  const filled = {
    COMPANY_LEGAL_NAME: 'Velvet Rope Media LLC',
    COMPANY_ADDRESS: '1 Main Street, Austin, TX 78701, USA',
    RECORDS_CUSTODIAN_NAME: 'Jane Roe',
  };
  const names = (found: string[]) => found.map((f) => f.split(' ')[0]);

  it("finds none in a filled-in deployment (the mail domain defaults to PUBLIC_URL's host)", () => {
    expect(placeholderSettings(filled, live)).toEqual([]);
    expect(placeholderSettings({ ...filled, CONTACT_EMAIL_DOMAIN: 'mail.velvetrope.co' }, live)).toEqual([]);
  });

  it('finds every one in an empty environment, each with what the public sees', () => {
    const found = placeholderSettings({}, { PRODUCT_NAME: 'ModelBase', PUBLIC_URL: undefined, publicUrl: 'http://localhost:3000' });
    expect(names(found)).toEqual(['PUBLIC_URL', 'CONTACT_EMAIL_DOMAIN', 'COMPANY_LEGAL_NAME', 'COMPANY_ADDRESS', 'RECORDS_CUSTODIAN_NAME']);
    expect(found[1]).toContain('@example.com');
    expect(found[2]).toContain('"ModelBase"');
  });

  it.each([
    [{ CONTACT_EMAIL_DOMAIN: 'example.com' }, 'CONTACT_EMAIL_DOMAIN'],
    [{ CONTACT_EMAIL_DOMAIN: 'mail.example.org' }, 'CONTACT_EMAIL_DOMAIN'],
    [{ CONTACT_EMAIL_DOMAIN: 'velvetrope.test' }, 'CONTACT_EMAIL_DOMAIN'],
    [{ COMPANY_ADDRESS: '[registered postal address]' }, 'COMPANY_ADDRESS'],
    [{ COMPANY_LEGAL_NAME: '<your company>' }, 'COMPANY_LEGAL_NAME'],
    [{ COMPANY_LEGAL_NAME: '' }, 'COMPANY_LEGAL_NAME'],
  ])('finds %o', (env, name) => {
    expect(names(placeholderSettings({ ...filled, ...env }, live))).toEqual([name]);
  });

  it('finds a PUBLIC_URL on a reserved or local host', () => {
    for (const url of ['https://www.example.com', 'http://127.0.0.1:3000', 'https://velvet.example']) {
      const found = placeholderSettings({ ...filled, CONTACT_EMAIL_DOMAIN: 'velvetrope.co' }, { ...live, PUBLIC_URL: url, publicUrl: url });
      expect(names(found), url).toEqual(['PUBLIC_URL']);
    }
  });

  it('finds a bracketed product name', () => {
    expect(names(placeholderSettings(filled, { ...live, PRODUCT_NAME: '[Product]' }))).toEqual(['PRODUCT_NAME']);
  });
});
