import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import { LIGHT_PAGE_CSP } from './amp-layout.ts';
import { renderAmpHome, renderAmpNetwork, renderAmpPricing } from './amp-pages.ts';
import { renderRobotsTxt, renderSitemapXml } from './sitemap.ts';

// Non-JSON public documents: crawler files and the script-free lightweight pages.

const light = (reply: FastifyReply, page: string) =>
  reply
    .header('content-security-policy', LIGHT_PAGE_CSP)
    .header('cache-control', 'public, max-age=300')
    .type('text/html; charset=utf-8')
    .send(page);

export function seoRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get('/robots.txt', async (_req, reply) =>
    reply.header('cache-control', 'public, max-age=3600').type('text/plain; charset=utf-8').send(renderRobotsTxt(ctx.config.publicUrl)),
  );
  app.get('/sitemap.xml', async (_req, reply) =>
    reply
      .header('cache-control', 'public, max-age=600')
      .type('application/xml; charset=utf-8')
      .send(await renderSitemapXml(ctx)),
  );
  app.get('/amp', async (_req, reply) => light(reply, await renderAmpHome(ctx)));
  app.get('/amp/pricing', async (_req, reply) => light(reply, renderAmpPricing(ctx)));
  app.get('/amp/network', async (_req, reply) => light(reply, renderAmpNetwork(ctx)));
}
