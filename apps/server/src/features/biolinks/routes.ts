import { routes } from '@mb/contract/routes';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { handle } from '../../http/route.ts';
import type { AppContext } from '../../platform/context.ts';
import { asViewer } from '../../platform/viewer.ts';
import { BIOLINK_CSP } from './page.ts';
import * as service from './service.ts';

/** A browser or proxy fetching ahead of a click (link prefetch, speculation rules): it must count nothing. */
const isPrefetch = (req: FastifyRequest) =>
  /prefetch/i.test(String(req.headers.purpose ?? '')) || /prefetch/i.test(String(req.headers['sec-purpose'] ?? ''));
/** Only a real GET is a visit or a click (a HEAD, a prefetch are not). */
const counts = (req: FastifyRequest) => req.method === 'GET' && !isPrefetch(req);

const sendPage = (reply: FastifyReply, page: { status: number; html: string; noindex: boolean; perPlace: boolean }) => {
  reply
    .status(page.status)
    .header('content-security-policy', BIOLINK_CSP)
    // Short public caching keeps the page fast; an edit shows within a minute.
    .header('cache-control', page.status !== 200 ? 'no-cache' : page.perPlace ? 'private, max-age=60' : 'public, max-age=60')
    .type('text/html; charset=utf-8');
  if (page.noindex) reply.header('x-robots-tag', 'noindex');
  return reply.send(page.html);
};

export function bioLinkRoutes(app: FastifyInstance, ctx: AppContext) {
  // The owner's page: always the signed-in member's own (/me).
  handle(app, ctx, routes.myBioLink, ({ actor }) => service.myBioLink(ctx, actor.userId));
  handle(app, ctx, routes.saveBioLink, ({ actor, body }) => service.saveBioLink(ctx, actor.userId, body));
  handle(app, ctx, routes.deleteBioLink, ({ actor }) => service.deleteBioLink(ctx, actor.userId));
  handle(app, ctx, routes.memberBioLinks, ({ actor, params }) => service.memberBioLinks(ctx, params.identifier, actor));

  // The page itself: server-rendered HTML, no app bundle. The 18+ gate is remembered by the ?adult=1
  // link it offers (no cookie).
  app.get<{ Params: { slug: string }; Querystring: { adult?: string } }>('/biolink/:slug', async (req, reply) => {
    // As the visitor's address: a member hiding from its place gets the same 404 page (geo-blocking).
    const page = await asViewer(req.ip, () =>
      service.renderPage(ctx, req.params.slug, { adult: req.query.adult === '1', count: counts(req) }),
    );
    return sendPage(reply, page);
  });
  // A click: counted (no cookie, no address kept, nothing sent anywhere else), then on to the link.
  app.get<{ Params: { slug: string; linkId: string } }>('/biolink/:slug/go/:linkId', async (req, reply) => {
    const target = await asViewer(req.ip, () => service.followLink(ctx, req.params.slug, req.params.linkId, counts(req)));
    if (!target) return sendPage(reply, service.notFoundPage(ctx));
    return reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex, nofollow').redirect(target, 302);
  });
  // Everything else under /biolink is this server's too: a trailing slash goes to the page, anything
  // else is a real 404 with the script-free page (never the app's shell).
  const rest = async (req: FastifyRequest, reply: FastifyReply) => {
    const [pathname = '', search] = req.url.split('?');
    const m = /^\/biolink\/([a-z0-9-]{3,40})\/+$/i.exec(pathname);
    if (m) return reply.redirect(`/biolink/${m[1]}${search === undefined ? '' : `?${search}`}`, 301);
    return sendPage(reply, service.notFoundPage(ctx));
  };
  app.get('/biolink', rest);
  app.get('/biolink/*', rest);
}
