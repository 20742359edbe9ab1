import { z } from 'zod';
import type { Config } from '../../platform/config.ts';
import { ConfigError } from '../../platform/config.ts';

// The public website's configuration, read once from the environment (README "Configuration").
// Prices are written in major units ("14.99") and kept in minor units (1499) so no float reaches a sum.

const price = (fallback: string) =>
  z
    .string()
    .trim()
    .regex(/^\d{1,6}(\.\d{1,2})?$/, 'must be a price such as 14.99 or 0')
    .default(fallback)
    .transform((v) => Math.round(Number(v) * 100));

const legalText = (max: number) => z.string().trim().min(2).max(max).optional();
const webAddress = z
  .url({ protocol: /^https?$/, message: 'must be an absolute http(s) address such as https://docs.example.com' })
  .optional();

const schema = z.object({
  PRICING_CURRENCY: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{3}$/, 'must be an ISO 4217 code such as USD or EUR')
    .default('USD')
    .transform((v) => v.toUpperCase()),
  PRICING_CREATOR_PRO_MONTHLY: price('14.99'),
  PRICING_CREATOR_PRO_YEARLY: price('149'),
  PRICING_BUSINESS_PRO_MONTHLY: price('49'),
  PRICING_BUSINESS_PRO_YEARLY: price('490'),
  PRICING_ENTERPRISE_MONTHLY: price('199'),
  PRICING_ENTERPRISE_YEARLY: price('1990'),
  CONTACT_EMAIL_DOMAIN: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^(?=.{3,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/, 'must be a domain such as example.com')
    .optional(),
  COMPANY_LEGAL_NAME: z.string().trim().min(2).max(200).optional(),
  COMPANY_ADDRESS: z.string().trim().min(5).max(500).optional(),
  /** The custodian of records the /2257-statement names (issue 18); the address defaults to COMPANY_ADDRESS. */
  RECORDS_CUSTODIAN_NAME: z.string().trim().min(2).max(200).optional(),
  RECORDS_CUSTODIAN_TITLE: z.string().trim().min(2).max(200).optional(),
  RECORDS_CUSTODIAN_ADDRESS: z.string().trim().min(5).max(500).optional(),
  /** The legal pages' remaining details (issue 31): until set they show a bracketed placeholder. */
  LEGAL_GOVERNING_LAW: legalText(200),
  LEGAL_JURISDICTION: legalText(200),
  LEGAL_EU_REPRESENTATIVE: legalText(500),
  LEGAL_UK_REPRESENTATIVE: legalText(500),
  LEGAL_DPO: legalText(500),
  DMCA_AGENT_NAME: legalText(200),
  DMCA_AGENT_REGISTRATION: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9][A-Za-z0-9 -]{1,39}$/, 'must be the number the Copyright Office gave, such as DMCA-1234567')
    .optional(),
  /** The footer's Resources links (issue 31); a link whose setting is unset is not shown. */
  FOOTER_DOCUMENTATION_URL: webAddress,
  FOOTER_SUPPORT_URL: webAddress,
  FOOTER_ROADMAP_URL: webAddress,
});

/** The names of the settings this schema reads (README "Configuration" lists each one). */
export const siteSettingNames: readonly string[] = Object.keys(schema.shape);

export interface SiteConfig {
  currency: string;
  prices: {
    creatorProMonthly: number;
    creatorProYearly: number;
    businessProMonthly: number;
    businessProYearly: number;
    enterpriseMonthly: number;
    enterpriseYearly: number;
  };
  emailDomain: string;
  companyName: string;
  companyAddress: string | null;
  /** Who keeps the 2257 records and where (the statement and every record name them). */
  custodian: { name: string; title: string; address: string | null };
  /** Details the legal pages name; null: the page shows a bracketed placeholder. */
  legal: {
    governingLaw: string | null;
    jurisdiction: string | null;
    euRepresentative: string | null;
    ukRepresentative: string | null;
    dataProtectionOfficer: string | null;
    dmcaAgentName: string | null;
    dmcaAgentRegistration: string | null;
  };
  /** The footer's outside links; null: not shown. */
  links: { documentation: string | null; support: string | null; roadmap: string | null };
}

/** The mail domain when none is configured: PUBLIC_URL's host, or example.com for local addresses. */
export function defaultEmailDomain(publicUrl: string): string {
  const host = new URL(publicUrl).hostname.replace(/^www\./, '');
  const local = host === 'localhost' || !host.includes('.') || /^[\d.]+$/.test(host) || host.includes(':') || host.endsWith('.local');
  return local ? 'example.com' : host;
}

export function loadSiteConfig(env: Record<string, string | undefined>, base: Pick<Config, 'PRODUCT_NAME' | 'publicUrl'>): SiteConfig {
  const raw: Record<string, string> = {};
  for (const k of siteSettingNames) {
    const v = env[k];
    if (v !== undefined && v !== '') raw[k] = v;
  }
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    const lines = parsed.error.issues.map(
      (i) => `  ${i.path.join('.')}: ${i.message} (got ${JSON.stringify(raw[String(i.path[0])] ?? null)})`,
    );
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const c = parsed.data;
  return {
    currency: c.PRICING_CURRENCY,
    prices: {
      creatorProMonthly: c.PRICING_CREATOR_PRO_MONTHLY,
      creatorProYearly: c.PRICING_CREATOR_PRO_YEARLY,
      businessProMonthly: c.PRICING_BUSINESS_PRO_MONTHLY,
      businessProYearly: c.PRICING_BUSINESS_PRO_YEARLY,
      enterpriseMonthly: c.PRICING_ENTERPRISE_MONTHLY,
      enterpriseYearly: c.PRICING_ENTERPRISE_YEARLY,
    },
    emailDomain: c.CONTACT_EMAIL_DOMAIN ?? defaultEmailDomain(base.publicUrl),
    companyName: c.COMPANY_LEGAL_NAME ?? base.PRODUCT_NAME,
    companyAddress: c.COMPANY_ADDRESS ?? null,
    // Development default: a role, not a person, at the company's address (a placeholder until set).
    custodian: {
      name: c.RECORDS_CUSTODIAN_NAME ?? 'Custodian of Records',
      title: c.RECORDS_CUSTODIAN_TITLE ?? `Records Officer, ${c.COMPANY_LEGAL_NAME ?? base.PRODUCT_NAME}`,
      address: c.RECORDS_CUSTODIAN_ADDRESS ?? c.COMPANY_ADDRESS ?? null,
    },
    legal: {
      governingLaw: c.LEGAL_GOVERNING_LAW ?? null,
      jurisdiction: c.LEGAL_JURISDICTION ?? null,
      euRepresentative: c.LEGAL_EU_REPRESENTATIVE ?? null,
      ukRepresentative: c.LEGAL_UK_REPRESENTATIVE ?? null,
      dataProtectionOfficer: c.LEGAL_DPO ?? null,
      dmcaAgentName: c.DMCA_AGENT_NAME ?? null,
      dmcaAgentRegistration: c.DMCA_AGENT_REGISTRATION ?? null,
    },
    links: {
      documentation: c.FOOTER_DOCUMENTATION_URL ?? null,
      support: c.FOOTER_SUPPORT_URL ?? null,
      roadmap: c.FOOTER_ROADMAP_URL ?? null,
    },
  };
}

/** The legal settings and the page that shows a bracketed placeholder while each is unset. */
const LEGAL_SETTINGS: readonly [name: string, where: string][] = [
  ['LEGAL_GOVERNING_LAW', 'the Terms name no governing law'],
  ['LEGAL_JURISDICTION', 'the Terms name no courts'],
  ['LEGAL_EU_REPRESENTATIVE', 'the Privacy Policy names no EU representative'],
  ['LEGAL_UK_REPRESENTATIVE', 'the Privacy Policy names no UK representative'],
  ['LEGAL_DPO', 'the Privacy Policy names no data protection officer'],
  ['DMCA_AGENT_NAME', 'the DMCA policy names no designated agent'],
  ['DMCA_AGENT_REGISTRATION', "the DMCA policy gives no agent's registration number"],
];

/** Domains reserved for examples and tests (RFC 2606): an address there reaches no one. */
const placeholderDomain = (domain: string) => /(^|\.)example\.(com|net|org)$|\.(example|test|invalid|localhost)$|^localhost$/.test(domain);
/** "[registered postal address]", "<your company>": text left for someone to fill in. */
const bracketed = (value: string | undefined) => value !== undefined && /\[[^\]]*\]|<[^<>@]*>/.test(value);

/**
 * The settings a production deployment still leaves at a placeholder, each with what the public sees
 * because of it: example.com addresses, the product's name as the legal entity, a bracketed address.
 * Empty when nothing is left to fill in. main.ts logs them once at start.
 */
export function placeholderSettings(
  env: Record<string, string | undefined>,
  base: Pick<Config, 'PRODUCT_NAME' | 'PUBLIC_URL' | 'publicUrl'>,
): string[] {
  const site = loadSiteConfig(env, base);
  const set = (name: string) => (env[name]?.trim() ?? '') !== '';
  const found: string[] = [];
  const host = new URL(base.publicUrl).hostname;
  if (!base.PUBLIC_URL || placeholderDomain(host) || defaultEmailDomain(base.publicUrl) === 'example.com') {
    found.push(`PUBLIC_URL (${base.publicUrl}: links in e-mails and sitemaps point there)`);
  }
  if (placeholderDomain(site.emailDomain)) found.push(`CONTACT_EMAIL_DOMAIN (public pages show addresses @${site.emailDomain})`);
  if (!set('COMPANY_LEGAL_NAME')) found.push(`COMPANY_LEGAL_NAME (unset: legal pages name "${site.companyName}" as the company)`);
  else if (bracketed(env.COMPANY_LEGAL_NAME)) found.push('COMPANY_LEGAL_NAME (a bracketed placeholder)');
  if (!set('COMPANY_ADDRESS')) found.push('COMPANY_ADDRESS (unset: legal pages show a bracketed placeholder)');
  else if (bracketed(env.COMPANY_ADDRESS)) found.push('COMPANY_ADDRESS (a bracketed placeholder)');
  if (!set('RECORDS_CUSTODIAN_NAME')) found.push('RECORDS_CUSTODIAN_NAME (unset: the 2257 statement names "Custodian of Records")');
  for (const [name, where] of LEGAL_SETTINGS) {
    if (!set(name)) found.push(`${name} (unset: ${where}, a bracketed placeholder instead)`);
    else if (bracketed(env[name])) found.push(`${name} (a bracketed placeholder)`);
  }
  if (bracketed(base.PRODUCT_NAME)) found.push('PRODUCT_NAME (a bracketed placeholder)');
  return found;
}

const cache = new WeakMap<object, SiteConfig>();

/** The site configuration for this app instance (read from process.env once, at start). */
export function siteConfig(ctx: { config: Config }): SiteConfig {
  let c = cache.get(ctx.config);
  if (!c) {
    c = loadSiteConfig(process.env, ctx.config);
    cache.set(ctx.config, c);
  }
  return c;
}
