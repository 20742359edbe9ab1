import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import { asViewer } from '../../platform/viewer.ts';
import { LIGHT_PAGE_CSP } from './amp-layout.ts';
import { renderAmpHome, renderAmpNetwork, renderAmpNotFound, renderAmpPricing } from './amp-pages.ts';
import { renderRobotsTxt, renderSitemapXml } from './sitemap.ts';

// Non-JSON public documents: crawler files and the script-free lightweight pages.

const light = (reply: FastifyReply, page: string, status = 200) =>
  reply
    .status(status)
    .header('content-security-policy', LIGHT_PAGE_CSP)
    .header('cache-control', status === 200 ? 'public, max-age=300' : 'no-cache')
    .type('text/html; charset=utf-8')
    .send(page);

const AMP_PAGES = new Set(['/amp', '/amp/pricing', '/amp/network']);

export function seoRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get('/robots.txt', async (_req, reply) =>
    reply.header('cache-control', 'public, max-age=3600').type('text/plain; charset=utf-8').send(renderRobotsTxt(ctx.config.publicUrl)),
  );
  // Listings hidden from the requester's place are left out (geo-blocking), so the answer differs by
  // address: browsers may keep it, shared caches may not.
  app.get('/sitemap.xml', async (req, reply) =>
    reply
      .header('cache-control', 'private, max-age=600')
      .type('application/xml; charset=utf-8')
      .send(await asViewer(req.ip, () => renderSitemapXml(ctx))),
  );
  app.get('/amp', async (_req, reply) => light(reply, await renderAmpHome(ctx)));
  app.get('/amp/pricing', async (_req, reply) => light(reply, renderAmpPricing(ctx)));
  app.get('/amp/network', async (_req, reply) => light(reply, renderAmpNetwork(ctx)));
  // Everything else under /amp/ is this server's, not the browser app's: a trailing slash goes to the
  // page it names; any other path is a real 404 with a script-free page (never the app's shell, which
  // would answer a soft 404 for /amp/ or /amp/pricing/).
  app.get('/amp/*', async (req, reply) => {
    const [pathname = '', search] = req.url.split('?');
    const page = pathname.replace(/\/+$/, '');
    if (page !== pathname && AMP_PAGES.has(page)) return reply.redirect(search === undefined ? page : `${page}?${search}`, 301);
    return light(reply, renderAmpNotFound(ctx), 404);
  });
}
