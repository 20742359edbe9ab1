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

  it('reads the legal details and the footer links, unset as null', () => {
    expect(loadSiteConfig({}, base).legal).toEqual({
      governingLaw: null,
      jurisdiction: null,
      euRepresentative: null,
      ukRepresentative: null,
      dataProtectionOfficer: null,
      dmcaAgentName: null,
      dmcaAgentRegistration: null,
    });
    expect(loadSiteConfig({}, base).links).toEqual({ documentation: null, support: null, roadmap: null });
    const c = loadSiteConfig(
      {
        LEGAL_GOVERNING_LAW: ' the Netherlands ',
        DMCA_AGENT_REGISTRATION: 'DMCA-1234567',
        FOOTER_DOCUMENTATION_URL: 'https://docs.velvet.example/guide',
        FOOTER_ROADMAP_URL: '',
      },
      base,
    );
    expect(c.legal.governingLaw).toBe('the Netherlands');
    expect(c.legal.dmcaAgentRegistration).toBe('DMCA-1234567');
    expect(c.links).toEqual({ documentation: 'https://docs.velvet.example/guide', support: null, roadmap: null });
  });

  it.each([
    ['FOOTER_SUPPORT_URL', 'support.velvet.example'],
    ['FOOTER_ROADMAP_URL', 'javascript:alert(1)'],
    ['DMCA_AGENT_REGISTRATION', 'number <b>'],
    ['LEGAL_JURISDICTION', 'x'],
  ])('refuses %s=%s', (key, value) => {
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
    LEGAL_GOVERNING_LAW: 'the State of Texas, USA',
    LEGAL_JURISDICTION: 'Travis County, Texas',
    LEGAL_EU_REPRESENTATIVE: 'EU-Rep GmbH, Hauptstrasse 1, 10115 Berlin, Germany',
    LEGAL_UK_REPRESENTATIVE: 'UK-Rep Ltd, 1 High Street, London EC1A 1AA, United Kingdom',
    LEGAL_DPO: 'Dana Privacy, dpo@velvetrope.co',
    DMCA_AGENT_NAME: 'Jordan Agent',
    DMCA_AGENT_REGISTRATION: 'DMCA-1234567',
  };
  const names = (found: string[]) => found.map((f) => f.split(' ')[0]);

  it("finds none in a filled-in deployment (the mail domain defaults to PUBLIC_URL's host)", () => {
    expect(placeholderSettings(filled, live)).toEqual([]);
    expect(placeholderSettings({ ...filled, CONTACT_EMAIL_DOMAIN: 'mail.velvetrope.co' }, live)).toEqual([]);
  });

  it('finds every one in an empty environment, each with what the public sees', () => {
    const found = placeholderSettings({}, { PRODUCT_NAME: 'ModelBase', PUBLIC_URL: undefined, publicUrl: 'http://localhost:3000' });
    expect(names(found)).toEqual([
      'PUBLIC_URL',
      'CONTACT_EMAIL_DOMAIN',
      'COMPANY_LEGAL_NAME',
      'COMPANY_ADDRESS',
      'RECORDS_CUSTODIAN_NAME',
      'LEGAL_GOVERNING_LAW',
      'LEGAL_JURISDICTION',
      'LEGAL_EU_REPRESENTATIVE',
      'LEGAL_UK_REPRESENTATIVE',
      'LEGAL_DPO',
      'DMCA_AGENT_NAME',
      'DMCA_AGENT_REGISTRATION',
    ]);
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
    [{ LEGAL_GOVERNING_LAW: '' }, 'LEGAL_GOVERNING_LAW'],
    [{ LEGAL_DPO: '[name of the DPO]' }, 'LEGAL_DPO'],
    [{ DMCA_AGENT_NAME: undefined }, 'DMCA_AGENT_NAME'],
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
