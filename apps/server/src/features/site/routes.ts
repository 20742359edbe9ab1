import { routes } from '@mb/contract/routes';
import type { SiteInfo } from '@mb/contract/site-info';
import type { FastifyInstance } from 'fastify';
import { handle } from '../../http/route.ts';
import type { AppContext } from '../../platform/context.ts';
import { type SiteConfig, siteConfig } from './config.ts';
import { buildPricing } from './pricing.ts';

function presentSiteInfo(site: SiteConfig, productName: string): SiteInfo {
  const at = (box: string) => `${box}@${site.emailDomain}`;
  return {
    product_name: productName,
    company_name: site.companyName,
    company_address: site.companyAddress,
    records_custodian: site.custodian,
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

/** Public configuration the site renders: prices and company details. Read at start; invalid values stop the start. */
export function siteRoutes(app: FastifyInstance, ctx: AppContext) {
  const site = siteConfig(ctx);
  handle(app, ctx, routes.pricing, async ({ reply }) => {
    reply.header('cache-control', 'public, max-age=300');
    return buildPricing(site);
  });
  handle(app, ctx, routes.siteInfo, async ({ reply }) => {
    reply.header('cache-control', 'public, max-age=300');
    return presentSiteInfo(site, ctx.config.PRODUCT_NAME);
  });
}
