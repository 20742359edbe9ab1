import { routes } from '@mb/contract/routes';
import type { FastifyInstance } from 'fastify';
import { handle } from '../../http/route.ts';
import type { AppContext } from '../../platform/context.ts';
import { systemOverview } from './service.ts';

export function systemRoutes(app: FastifyInstance, ctx: AppContext) {
  handle(app, ctx, routes.adminSystem, () => systemOverview(ctx));
  // Browser tests only (TEST_HOOKS=on, refused at start in production): write this instance's sample
  // now instead of at the next minute, so the charts have a point to show.
  if (ctx.config.TEST_HOOKS === 'on') {
    app.post('/api/v1/test-hooks/system/sample', async () => {
      await ctx.metrics.sampler.sample();
      return { ok: true };
    });
  }
}
