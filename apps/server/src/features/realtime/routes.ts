import type { ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import { serveConnection } from './connection.ts';

/**
 * GET /api/v1/realtime (WebSocket). The first frame authenticates with the access token (browsers
 * cannot set headers on a WebSocket); connection.ts runs the rest.
 */
export function realtimeRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get('/api/v1/realtime', { websocket: true }, (socket, req) => {
    const reqId = req.id;
    req.log.debug('realtime socket open');
    ctx.metrics.socketOpened();
    socket.on('close', () => ctx.metrics.socketClosed());
    // An open socket must not keep its upgrade request alive: @fastify/websocket's error listener holds
    // the Fastify request and reply, and the TCP socket holds the stand-in HTTP response (and through it
    // the request and its headers) for as long as the connection lasts. Thousands of idle sockets made
    // that several KB each, so a larger heap for every garbage collection to walk. The same handling
    // (log, then drop the connection) without them:
    socket.removeAllListeners('error');
    socket.on('error', (err) => {
      app.log.error({ err, reqId }, 'realtime socket error');
      socket.terminate();
    });
    const tcp = req.raw.socket as (typeof req.raw.socket & { _httpMessage?: ServerResponse | null }) | null;
    tcp?._httpMessage?.detachSocket(tcp);
    const ip = req.ip;
    serveConnection(ctx, socket, { error: (obj, msg) => app.log.error({ ...obj, reqId }, msg) }, ip);
  });
}
