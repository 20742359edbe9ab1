import { routes } from '@mb/contract/routes';
import type { SiteInfo } from '@mb/contract/site-info';
import type { FastifyInstance } from 'fastify';
import { handle } from '../../http/route.ts';
import type { AppContext } from '../../platform/context.ts';
import { hubUrlFor, publicHubUrl } from '../compliance/index.ts';
import { type SiteConfig, siteConfig } from './config.ts';
import { buildPricing } from './pricing.ts';

function presentSiteInfo(site: SiteConfig, productName: string, hubUrl: string | null): SiteInfo {
  const at = (box: string) => `${box}@${site.emailDomain}`;
  const l = site.legal;
  return {
    product_name: productName,
    company_name: site.companyName,
    company_address: site.companyAddress,
    records_custodian: site.custodian,
    legal: {
      governing_law: l.governingLaw,
      jurisdiction: l.jurisdiction,
      eu_representative: l.euRepresentative,
      uk_representative: l.ukRepresentative,
      data_protection_officer: l.dataProtectionOfficer,
      dmca_agent_name: l.dmcaAgentName,
      dmca_agent_registration: l.dmcaAgentRegistration,
    },
    links: { ...site.links, compliance_hub: hubUrl },
    emails: {
      general: at('hello'),
      support: at('support'),
      press: at('press'),
      partnerships: at('partners'),
      legal: at('legal'),
      dmca: at('dmca'),
      privacy: at('privacy'),
      safety: at('safety'),
      careers: at('careers'),
      compliance: at('custodian'),
    },
  };
}

/**
 * Public configuration the site renders: prices, company details, the footer's links. Read at start
 * (invalid values stop the start), except the hub in use, which /admin/platforms can change.
 */
export function siteRoutes(app: FastifyInstance, ctx: AppContext) {
  const site = siteConfig(ctx);
  handle(app, ctx, routes.pricing, async ({ reply }) => {
    reply.header('cache-control', 'public, max-age=300');
    return buildPricing(site);
  });
  handle(app, ctx, routes.siteInfo, async ({ reply }) => {
    reply.header('cache-control', 'public, max-age=300');
    // The legal pages need this answer: a failed read of /admin/platforms must not take them down.
    const hubUrl = await publicHubUrl(ctx).catch((err: unknown) => {
      ctx.log.warn({ err }, 'site info: the compliance hub setting could not be read');
      reply.header('cache-control', 'no-store');
      return hubUrlFor(ctx.config, null);
    });
    return presentSiteInfo(site, ctx.config.PRODUCT_NAME, hubUrl);
  });
}
