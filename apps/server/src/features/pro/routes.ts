import { SUBSCRIPTION_STATUSES } from '@mb/contract/profiles';
import { routes } from '@mb/contract/routes';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { handle } from '../../http/route.ts';
import type { AppContext } from '../../platform/context.ts';
import * as service from './service.ts';

export function proRoutes(app: FastifyInstance, ctx: AppContext) {
  handle(app, ctx, routes.proStatus, ({ actor }) => service.unifiedProStatus(ctx, actor.userId));
  handle(app, ctx, routes.proConsistency, ({ actor }) => service.consistencyOf(ctx, actor.userId));
  handle(app, ctx, routes.graceStatus, ({ actor }) => service.graceStatus(ctx, actor.userId));
  handle(app, ctx, routes.executeGraceDowngrade, ({ actor }) => service.executeGraceDowngrade(ctx, actor.userId));
  handle(app, ctx, routes.adminMemberPro, ({ params }) => service.adminView(ctx, params.id));
  handle(app, ctx, routes.adminSetMemberPro, ({ actor, params, body }) => service.setGrants(ctx, actor, params.id, body));
  if (ctx.config.TEST_HOOKS === 'on') proTestHooks(app, ctx);
}

const subscriptionHook = z.object({
  user_id: z.uuid(),
  status: z.enum(SUBSCRIPTION_STATUSES).nullable(),
  /** The paid period's end, as days from now (negative: in the past); null: no end date. */
  end_in_days: z.number().min(-3650).max(3650).nullable(),
});
const shiftHook = z.object({ user_id: z.uuid(), days: z.number().min(0).max(3650) });

/**
 * Browser-test hooks (TEST_HOOKS=on, never in production: config refuses it), outside the contract so
 * they appear in no API document: billing's stand-in sets a member's subscription, and the clock moves
 * for one member by shifting the paid period's end into the past. See this feature's README.md.
 */
function proTestHooks(app: FastifyInstance, ctx: AppContext) {
  const parse = <T>(schema: z.ZodType<T>, body: unknown) => {
    const r = schema.safeParse(body);
    if (!r.success) throw Object.assign(new Error(r.error.issues.map((i) => i.message).join('; ')), { statusCode: 400 });
    return r.data;
  };
  app.post('/api/v1/test-hooks/pro/subscription', async (req) => {
    const b = parse(subscriptionHook, req.body);
    const end = b.end_in_days === null ? null : new Date(Date.now() + b.end_in_days * 86_400_000);
    return service.testSetSubscription(ctx, b.user_id, { status: b.status, end });
  });
  app.post('/api/v1/test-hooks/pro/shift-subscription', async (req) => {
    const b = parse(shiftHook, req.body);
    return service.testShiftSubscription(ctx, b.user_id, b.days);
  });
}
