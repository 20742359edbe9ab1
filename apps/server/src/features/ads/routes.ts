import { randomUUID } from 'node:crypto';
import { AD_LIMITS } from '@mb/contract/ads';
import { routes } from '@mb/contract/routes';
import { MESSAGES } from '@mb/contract/ui-text';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { handle } from '../../http/route.ts';
import { assertContentLength, readSingleFile } from '../../http/uploads.ts';
import type { Actor, AppContext } from '../../platform/context.ts';
import { purchasePaid } from '../billing/index.ts';
import { uploadAdImage } from './images.ts';
import * as service from './service.ts';

/**
 * The per-visitor frequency cap and repeat window need to know a visitor again without any third
 * party: a first-party random id in an HttpOnly, SameSite=Lax cookie scoped to /api/v1/ads, set by
 * the slot. A signed-in member without the cookie is counted by account.
 */
const VISITOR_COOKIE = 'mb_adv';
const VISITOR_RE = /^[A-Za-z0-9_-]{24}$/;

function cookieVisitor(req: FastifyRequest): string | null {
  const header = req.headers.cookie ?? '';
  for (const part of header.split(';')) {
    const [k, ...v] = part.trim().split('=');
    if (k === VISITOR_COOKIE) {
      const value = v.join('=');
      return VISITOR_RE.test(value) ? value : null;
    }
  }
  return null;
}

function viewerOf(req: FastifyRequest, reply: FastifyReply | null, actor: Actor | null) {
  let id = cookieVisitor(req);
  if (!id && reply) {
    id = service.newVisitorId();
    const secure = req.protocol === 'https' ? '; Secure' : '';
    reply.header('set-cookie', `${VISITOR_COOKIE}=${id}; Path=/api/v1/ads; Max-Age=31536000; HttpOnly; SameSite=Lax${secure}`);
  }
  const visitor = id ? `c:${id}` : actor ? `m:${actor.userId}` : 'anonymous';
  return { visitor, userId: actor?.userId ?? null, userAgent: req.headers['user-agent'] };
}

/** A browser or proxy fetching ahead of a click must count nothing (as for bio links). */
const isPrefetch = (req: FastifyRequest) =>
  /prefetch/i.test(String(req.headers.purpose ?? '')) || /prefetch/i.test(String(req.headers['sec-purpose'] ?? ''));

const readImage = (req: FastifyRequest) => {
  assertContentLength(req, AD_LIMITS.imageMaxBytes, MESSAGES.avatar.tooLarge);
  return readSingleFile(req, AD_LIMITS.imageMaxBytes, { tooLarge: MESSAGES.avatar.tooLarge, noFile: MESSAGES.avatar.noFile });
};

export function adsRoutes(app: FastifyInstance, ctx: AppContext) {
  handle(app, ctx, routes.myAdCampaigns, ({ actor }) => service.myCampaigns(ctx, actor.userId));
  handle(app, ctx, routes.createAdCampaign, ({ actor, body }) => service.createCampaign(ctx, actor.userId, body));
  handle(app, ctx, routes.adCampaign, ({ actor, params }) => service.getCampaign(ctx, actor.userId, params.id));
  handle(app, ctx, routes.updateAdCampaign, ({ actor, params, body }) => service.updateCampaign(ctx, actor.userId, params.id, body));
  handle(app, ctx, routes.uploadAdImage, async ({ actor, params, req }) =>
    uploadAdImage(ctx, actor.userId, params.id, await readImage(req)),
  );
  handle(app, ctx, routes.submitAdCampaign, ({ actor, params }) => service.submitCampaign(ctx, actor.userId, params.id));
  handle(app, ctx, routes.payAdCampaign, ({ actor, params }) => service.payCampaign(ctx, actor.userId, params.id));
  handle(app, ctx, routes.pauseAdCampaign, ({ actor, params }) => service.pauseCampaign(ctx, actor.userId, params.id));
  handle(app, ctx, routes.resumeAdCampaign, ({ actor, params }) => service.resumeCampaign(ctx, actor.userId, params.id));
  handle(app, ctx, routes.endAdCampaign, ({ actor, params }) => service.endByOwner(ctx, actor.userId, params.id));
  handle(app, ctx, routes.adCampaignStats, ({ actor, params }) => service.campaignStats(ctx, actor.userId, params.id));

  handle(app, ctx, routes.adSlot, async ({ actor, query, req, reply }) => {
    reply.header('cache-control', 'private, no-store');
    return { ad: await service.chooseAd(ctx, query.placement, query.page, viewerOf(req, reply, actor)) };
  });
  handle(app, ctx, routes.adImpression, ({ actor, body, req }) =>
    service.recordImpression(ctx, body.serve_token, viewerOf(req, null, actor)),
  );

  // A click: counted on the server (no third party sees it), then on to the advertiser's https link.
  app.get<{ Params: { id: string } }>('/api/v1/ads/:id/go', async (req, reply) => {
    const target = await service.recordClick(ctx, req.params.id, viewerOf(req, null, null), req.method === 'GET' && !isPrefetch(req));
    reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex, nofollow');
    if (!target) return reply.status(404).send({ error: { code: 'not_found', message: 'This ad does not exist.' } });
    return reply.redirect(target, 302);
  });

  // Browser tests only (TEST_HOOKS=on, refused at start in production): the budget marked paid as
  // billing's webhook would, without a checkout.
  if (ctx.config.TEST_HOOKS === 'on') {
    app.post<{ Params: { id: string } }>('/api/v1/test-hooks/ads/campaigns/:id/paid', async (req, reply) => {
      const row = await service.testHookCampaign(ctx, req.params.id);
      if (!row) return reply.status(404).send({ error: { code: 'not_found', message: 'No such campaign.' } });
      await ctx.db.transaction((tx) =>
        purchasePaid(ctx, tx, service.budgetPurchase.name, {
          user_id: row.owner_id,
          reference: row.id,
          amount_minor: row.price_minor,
          currency: row.currency,
          payment_id: `test-hook-${randomUUID()}`,
        }),
      );
      return { ok: true };
    });
  }
}
