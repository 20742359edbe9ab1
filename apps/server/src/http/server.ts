import { randomUUID } from 'node:crypto';
import multipart from '@fastify/multipart';
import websocket from '@fastify/websocket';
import { LIMITS } from '@mb/contract/limits';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, LogController } from 'fastify';
import type { AppContext } from '../platform/context.ts';
import { installErrorHandler } from './errors.ts';
import { createServerWithGate, type RequestGate, setGate } from './load-shedding.ts';
import { installMetrics } from './metrics.ts';
import { buildOpenApi } from './openapi.ts';
import { installSecurityHeaders } from './security.ts';
import { type HttpWiring, wire } from './wiring.ts';

/**
 * TRUST_PROXY for Fastify: a hop count becomes proxy-addr's "the first n addresses from the socket
 * inwards are proxies" (what Fastify does with a number, which its types do not list).
 */
const trustProxyOption = (v: false | number | string[]) => (typeof v === 'number' ? (_addr: string, i: number) => i < v : v);

/**
 * The Fastify instance before any feature: request ids, the error mapping, security headers,
 * WebSocket and multipart support, the OpenAPI document. app.ts then registers the features and
 * the web app's fallback (spa.ts).
 */
export async function createHttpServer(ctx: AppContext, wiring: HttpWiring): Promise<FastifyInstance> {
  let gate: RequestGate | undefined;
  const app = Fastify({
    // Our own node:http server: the settings' timeouts, the cap on requests in flight and, with tracing
    // on, each request in its span (load-shedding.ts).
    serverFactory: (handler) => {
      const made = createServerWithGate(ctx, handler);
      gate = made.gate;
      return made.server;
    },
    loggerInstance: ctx.log as FastifyBaseLogger,
    trustProxy: trustProxyOption(ctx.config.TRUST_PROXY),
    bodyLimit: 1024 * 1024,
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    // Per-request lines only at debug; errors are always logged with their request id.
    logController: new LogController({ disableRequestLogging: ctx.config.LOG_LEVEL !== 'debug' && ctx.config.LOG_LEVEL !== 'trace' }),
  });
  wire(app, wiring);
  installMetrics(app, ctx);
  if (gate) setGate(app, gate);
  const { tracing, lifecycle } = ctx;
  app.addHook('onRequest', async (req, reply) => {
    reply.header('x-request-id', req.id);
    // The span is named by the contract route (`GET /api/v1/profiles/:id`), bounded like the routes.
    tracing?.nameRequest(req.raw, req.routeOptions.url);
  });
  // Stopping (SIGTERM): every answer closes its connection, so a balancer's kept-alive connections to
  // this instance end one by one as their requests finish (http/drain.ts).
  app.addHook('onSend', async (_req, reply) => {
    if (lifecycle.stopping) reply.header('connection', 'close');
  });
  // An answer to a request that carried a token is that member's: no browser, proxy or CDN may keep
  // it (a shared computer's back button, a caching proxy). Set last, so no handler can loosen it;
  // public answers to anonymous requests keep their own caching (pricing, site info).
  app.addHook('onSend', async (req, reply) => {
    if (req.headers.authorization && req.url.startsWith('/api/')) reply.header('cache-control', 'no-store');
  });
  installErrorHandler(app);
  await installSecurityHeaders(app);
  await app.register(websocket, { options: { maxPayload: 64 * 1024 } });
  await app.register(multipart, { limits: { fileSize: LIMITS.uploadMaxBytes, files: 1, fields: 10 } });

  // Built on first request, not at start: converting every route's schemas took a sizeable part of
  // the start's CPU (ARCHITECTURE "Start-up").
  let openapi: ReturnType<typeof buildOpenApi> | undefined;
  app.get('/api/docs', async () => {
    openapi ??= buildOpenApi({ title: ctx.config.PRODUCT_NAME, version: ctx.version, serverUrl: ctx.config.publicUrl });
    return openapi;
  });
  return app;
}
