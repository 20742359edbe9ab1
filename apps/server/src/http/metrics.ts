import { timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../platform/context.ts';

/**
 * The metrics' place in the web kit (README "Metrics"): every answered request is counted by its
 * route's template (the contract's path, so the labels are bounded), and `/metrics` is served only
 * where a setting says: on the main port to scrapes bearing METRICS_TOKEN, and/or on METRICS_PORT
 * (METRICS_HOST, loopback by default) with no token. Without either it is not served at all.
 */

/** Each app's metrics server (per app, so two apps in one process never share one). */
const metricsServers = new WeakMap<FastifyInstance, Server>();

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/** The route label: the registered template, `page` for a web app page (the SPA fallback), else `unmatched`. */
export function routeLabel(req: FastifyRequest, status: number): string {
  const template = req.routeOptions.url;
  if (template) return template;
  const path = req.url;
  return (req.method === 'GET' || req.method === 'HEAD') && status < 400 && !path.startsWith('/api/') && !path.startsWith('/storage/')
    ? 'page'
    : 'unmatched';
}

const sameToken = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

export function installMetrics(app: FastifyInstance, ctx: AppContext) {
  const { metrics, config } = ctx;
  app.addHook('onResponse', async (req, reply) => {
    const method = METHODS.has(req.method) ? req.method : 'OTHER';
    metrics.request(routeLabel(req, reply.statusCode), method, reply.statusCode, reply.elapsedTime / 1000, req.id);
  });

  const token = config.METRICS_TOKEN;
  if (token) {
    app.get('/metrics', async (req, reply) => {
      const auth = req.headers.authorization ?? '';
      if (!auth.startsWith('Bearer ') || !sameToken(auth.slice(7), token)) {
        reply.header('www-authenticate', 'Bearer realm="metrics"');
        return reply.status(401).send({ error: { code: 'unauthenticated', message: 'This endpoint needs the metrics token.' } });
      }
      reply.header('content-type', metrics.registry.contentType).header('cache-control', 'no-store');
      return metrics.registry.metrics();
    });
  }

  if (config.METRICS_PORT === undefined) return;
  let server: Server | null = null;
  app.addHook('onListen', async () => {
    server = createServer((req, res) => {
      if (req.method !== 'GET' || (req.url ?? '').split('?')[0] !== '/metrics') {
        res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found: the metrics are at /metrics\n');
        return;
      }
      metrics.registry.metrics().then(
        (text) => res.writeHead(200, { 'content-type': metrics.registry.contentType, 'cache-control': 'no-store' }).end(text),
        (e: unknown) => {
          ctx.log.error({ err: e }, 'metrics could not be collected');
          res.writeHead(500, { 'content-type': 'text/plain' }).end('metrics could not be collected\n');
        },
      );
    });
    const listening = server;
    metricsServers.set(app, listening);
    await new Promise<void>((resolve, reject) => {
      listening.once('error', reject);
      listening.listen(config.METRICS_PORT, config.METRICS_HOST, () => {
        listening.off('error', reject);
        resolve();
      });
    });
    const a = listening.address();
    ctx.log.info({ metrics: typeof a === 'object' && a ? `${a.address}:${a.port}` : a }, 'metrics served on their own port');
  });
  app.addHook('onClose', async () => {
    const s = server;
    server = null;
    if (s) await new Promise<void>((resolve) => s.close(() => resolve()));
  });
}

/** The port the metrics listen on, once the app listens (METRICS_PORT=0 picks a free one); null without one. */
export function metricsPortOf(app: FastifyInstance): number | null {
  const a = metricsServers.get(app)?.address();
  return typeof a === 'object' && a ? a.port : null;
}
