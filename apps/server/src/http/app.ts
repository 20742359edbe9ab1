import { randomUUID } from 'node:crypto';
import multipart from '@fastify/multipart';
import websocket from '@fastify/websocket';
import { LIMITS } from '@mb/contract/limits';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, LogController } from 'fastify';
import { authRoutes } from '../features/auth/routes.ts';
import { blogRoutes } from '../features/blog/routes.ts';
import { contactRoutes } from '../features/contact/routes.ts';
import { healthRoutes } from '../features/health/routes.ts';
import { profileRoutes } from '../features/profiles/routes.ts';
import { realtimeRoutes } from '../features/realtime/routes.ts';
import { seoRoutes } from '../features/seo/routes.ts';
import { siteRoutes } from '../features/site/routes.ts';
import { staffRoutes } from '../features/staff/routes.ts';
import { storageRoutes } from '../features/storage/routes.ts';
import type { AppContext } from '../platform/context.ts';
import { installErrorHandler } from './errors.ts';
import { buildOpenApi } from './openapi.ts';
import { installSecurityHeaders } from './security.ts';
import { installSpa } from './spa.ts';

/** Feature route registrars, in one list so a new feature is one line here. */
const FEATURES = [
  healthRoutes,
  authRoutes,
  storageRoutes,
  realtimeRoutes,
  staffRoutes,
  profileRoutes,
  blogRoutes,
  contactRoutes,
  siteRoutes,
  seoRoutes,
];

export async function buildApp(ctx: AppContext): Promise<FastifyInstance> {
  const app = Fastify({
    loggerInstance: ctx.log as FastifyBaseLogger,
    trustProxy: ctx.config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    // Per-request lines only at debug; errors are always logged with their request id.
    logController: new LogController({ disableRequestLogging: ctx.config.LOG_LEVEL !== 'debug' && ctx.config.LOG_LEVEL !== 'trace' }),
  });
  app.addHook('onRequest', async (req, reply) => {
    reply.header('x-request-id', req.id);
  });
  installErrorHandler(app);
  await installSecurityHeaders(app);
  await app.register(websocket, { options: { maxPayload: 64 * 1024 } });
  await app.register(multipart, { limits: { fileSize: LIMITS.uploadMaxBytes, files: 1, fields: 10 } });

  for (const register of FEATURES) register(app, ctx);

  const openapi = buildOpenApi({ title: ctx.config.PRODUCT_NAME, version: ctx.version });
  app.get('/api/docs', async () => openapi);

  const spaFallback = await installSpa(app, ctx);
  app.setNotFoundHandler(spaFallback);
  return app;
}
