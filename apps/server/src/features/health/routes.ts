import { routes } from '@mb/contract/routes';
import type { FastifyInstance } from 'fastify';
import { UNAVAILABLE_RETRY_AFTER_S } from '../../http/errors.ts';
import { handle } from '../../http/route.ts';
import type { AppContext } from '../../platform/context.ts';
import { readinessCheck } from './readiness.ts';

export function healthRoutes(app: FastifyInstance, ctx: AppContext) {
  handle(app, ctx, routes.health, async ({ reply }) => {
    const started = performance.now();
    let ok = true;
    try {
      await ctx.database.query('select 1');
    } catch {
      ok = false;
    }
    if (!ok) reply.status(503);
    return {
      status: ok ? ('ok' as const) : ('degraded' as const),
      version: ctx.version,
      product: ctx.config.PRODUCT_NAME,
      database: { driver: ctx.database.driver, ok, latency_ms: Math.round((performance.now() - started) * 100) / 100 },
      uptime_s: Math.round((Date.now() - ctx.startedAt) / 1000),
    };
  });

  const readiness = readinessCheck(ctx);
  handle(app, ctx, routes.readiness, async ({ reply }) => {
    const r = await readiness();
    // Never cached: a balancer must see the instance as it is now.
    reply.header('cache-control', 'no-store');
    if (r.status !== 'ready') reply.status(503).header('retry-after', String(UNAVAILABLE_RETRY_AFTER_S));
    return r;
  });
}
