import { routes } from '@mb/contract/routes';
import type { FastifyInstance } from 'fastify';
import { handle } from '../../http/route.ts';
import type { AppContext } from '../../platform/context.ts';
import { sendContactMessage } from './service.ts';

export function contactRoutes(app: FastifyInstance, ctx: AppContext) {
  handle(app, ctx, routes.contact, async ({ body, req, actor }) => {
    const result = await sendContactMessage(ctx, body, { ip: req.ip, userAgent: req.headers['user-agent'] ?? null }, actor);
    return { ok: true as const, reference: result.reference };
  });
}
