import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import { serveConnection } from './connection.ts';

/**
 * GET /api/v1/realtime (WebSocket). The first frame authenticates with the access token (browsers
 * cannot set headers on a WebSocket); connection.ts runs the rest.
 */
export function realtimeRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get('/api/v1/realtime', { websocket: true }, (socket, req) => {
    serveConnection(ctx, socket, req.log);
    req.log.debug('realtime socket open');
  });
}
