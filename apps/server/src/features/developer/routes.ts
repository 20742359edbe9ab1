import { API_RATE_LIMIT, DEVELOPER_MESSAGES as M } from '@mb/contract/developer';
import { type PublicApiRouteDef, type PublicApiRouteName, publicApiRoutes } from '@mb/contract/public-api';
import { routes } from '@mb/contract/routes';
import { MESSAGES } from '@mb/contract/ui-text';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { z } from 'zod';
import { validationError } from '../../http/errors.ts';
import { findUnstorable, handle } from '../../http/route.ts';
import { wiringOf } from '../../http/wiring.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { rateLimitHeaders } from '../../platform/rate-limit.ts';
import { asViewer } from '../../platform/viewer.ts';
import { buildPublicOpenApi } from './openapi.ts';
import * as service from './service.ts';

/** Developer settings (issue 17): the enterprise's API keys (member API) and the public REST API they open. */
export function developerRoutes(app: FastifyInstance, ctx: AppContext) {
  handle(app, ctx, routes.listApiKeys, ({ actor }) => service.listKeys(ctx, actor));
  handle(app, ctx, routes.createApiKey, ({ actor, body, req }) => service.createKey(ctx, actor, body, { ip: req.ip }));
  handle(app, ctx, routes.revokeApiKey, ({ actor, params, req }) => service.revokeKey(ctx, actor, params.id, { ip: req.ip }));
  // Built on the first request (like /api/docs), not at start.
  let doc: ReturnType<typeof buildPublicOpenApi> | undefined;
  handle(app, ctx, routes.publicApiDocument, async () => {
    doc ??= buildPublicOpenApi({ title: ctx.config.PRODUCT_NAME, version: ctx.version, serverUrl: ctx.config.publicUrl });
    return doc;
  });

  publicRoute(app, ctx, 'listStudios', ({ key }) => service.apiStudios(ctx, key));
  publicRoute(app, ctx, 'studioProfile', ({ key, params }) => service.apiStudioProfile(ctx, key, params.studioId));
  publicRoute(app, ctx, 'portfolioStats', ({ key, params }) => service.apiPortfolioStats(ctx, key, params.studioId));
  publicRoute(app, ctx, 'castingCalls', ({ key, params }) => service.apiCastingCalls(ctx, key, params.studioId));
  publicRoute(app, ctx, 'castingApplications', ({ key, params }) => service.apiApplications(ctx, key, params.studioId, params.callId));
  publicRoute(app, ctx, 'setApplicationStatus', ({ key, params, body }) =>
    service.apiSetApplicationStatus(ctx, key, params.studioId, params.applicationId, body.status),
  );
  publicRoute(app, ctx, 'studioEvents', ({ key, params }) => service.apiEvents(ctx, key, params.studioId));
}

type Def<N extends PublicApiRouteName> = (typeof publicApiRoutes)[N];
type In<S> = S extends z.ZodType ? z.output<S> : undefined;

/**
 * One public API route: the key (401) -> the key's rate limit (429; RateLimit-* headers on every answer
 * from here on) -> its scope (403) -> the input (400) -> the handler (the studio's link: 404) -> outside
 * production, the answer checked against the contract. The member API's handle() does not apply: a key
 * is not a session.
 */
function publicRoute<N extends PublicApiRouteName>(
  app: FastifyInstance,
  ctx: AppContext,
  name: N,
  handler: (input: {
    key: service.KeyActor;
    params: In<Def<N> extends { params: z.ZodType } ? Def<N>['params'] : undefined>;
    body: In<Def<N> extends { body: z.ZodType } ? Def<N>['body'] : undefined>;
    reply: FastifyReply;
  }) => Promise<unknown>,
): void {
  const def = publicApiRoutes[name] as PublicApiRouteDef;
  const checkOutput = ctx.config.NODE_ENV !== 'production';
  app.route({
    method: def.method,
    url: def.path,
    handler: async (req, reply) => {
      const key = await service.authenticateKey(ctx, req.headers.authorization);
      const limit = await ctx.limiter.hit(`public-api:key:${key.keyId}`, API_RATE_LIMIT.max, API_RATE_LIMIT.windowSeconds);
      reply.headers(rateLimitHeaders(limit));
      if (!limit.allowed) {
        await wiringOf(app).onSecurityEvent({
          type: 'security_rate_limited',
          userId: key.enterpriseId,
          ip: req.ip,
          data: { limit: 'publicApiPerKey', key_id: key.keyId, method: req.method, route: def.path },
        });
        throw new AppError('rate_limited', M.rateLimited);
      }
      service.requireScope(key, def.scope);
      const bad = findUnstorable(req.params, '') ?? findUnstorable(req.query, '') ?? findUnstorable(req.body, '');
      if (bad !== null) throw new AppError('validation_failed', MESSAGES.invalidCharacters, { [bad || '_']: MESSAGES.invalidCharacters });
      const parse = (schema: z.ZodType | undefined, value: unknown) => {
        if (!schema) return undefined;
        const r = schema.safeParse(value ?? {});
        if (!r.success) throw validationError(r.error);
        return r.data;
      };
      const params = parse(def.params, req.params);
      const body = parse(def.body, req.body);
      // As the caller's address (platform/viewer.ts): profiles hidden from its place stay out (geo-blocking).
      const result = await asViewer(req.ip, () => handler({ key, params, body, reply } as Parameters<typeof handler>[0]));
      if (checkOutput) {
        const r = def.response.safeParse(result);
        if (!r.success) {
          req.log.error({ issues: r.error.issues, route: def.path }, 'response does not match the contract');
          throw new Error(`Response for ${def.path} does not match the contract`);
        }
      }
      return result;
    },
  });
}
