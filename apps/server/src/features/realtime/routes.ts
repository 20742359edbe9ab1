import { MESSAGES } from '@mb/contract/messages';
import { type ClientFrame, clientFrameSchema, type ServerFrame } from '@mb/contract/realtime';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import { isSessionActive } from '../auth/repository.ts';
import { canSubscribe } from './policy.ts';

const MAX_TOPICS = 50;
const AUTH_TIMEOUT_MS = 10_000;

/**
 * GET /api/v1/realtime (WebSocket). The first frame authenticates with the access token (browsers
 * cannot set headers on a WebSocket); every subscribe is authorized by policy.ts.
 */
export function realtimeRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get('/api/v1/realtime', { websocket: true }, (socket, req) => {
    let userId: string | null = null;
    let sessionId: string | null = null;
    const subs = new Map<string, () => void>();
    /** Closes this socket when its own session is revoked, whether or not it subscribed to anything. */
    let unwatch: (() => void) | null = null;
    const send = (f: ServerFrame) => {
      if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(f));
    };
    const authTimer = setTimeout(() => {
      if (!userId) socket.close(4401, 'authentication timeout');
    }, AUTH_TIMEOUT_MS);

    const onFrame = async (raw: Buffer): Promise<void> => {
      let frame: ClientFrame;
      try {
        frame = clientFrameSchema.parse(JSON.parse(raw.toString('utf8')));
      } catch {
        return send({ type: 'error', code: 'bad_request', message: 'Malformed frame.' });
      }
      if (frame.type === 'ping') return send({ type: 'pong' });
      if (frame.type === 'auth') {
        const claims = await ctx.tokens.verifyAccess(frame.access_token);
        // Watch before checking the session, so a revocation landing in between is not missed. The
        // close waits a tick so subscribers of the same topic get the session.revoked event first.
        const watch =
          claims &&
          ctx.bus.subscribe(`user:${claims.userId}`, (event) => {
            if (event.type === 'session.revoked' && event.data.session_id === claims.sessionId) {
              setImmediate(() => socket.close(4401, 'session revoked'));
            }
          });
        const active =
          claims &&
          (await isSessionActive(ctx.db, claims.sessionId, claims.userId).catch((e) => {
            watch?.();
            throw e;
          }));
        if (socket.readyState !== socket.OPEN) {
          // Closed while we checked: the close handler already ran, so nothing may be registered now.
          watch?.();
          return;
        }
        if (!claims || !active) {
          watch?.();
          send({ type: 'error', code: 'unauthenticated', message: 'Your session has expired. Please sign in again.' });
          return socket.close(4401, 'unauthenticated');
        }
        unwatch?.();
        unwatch = watch;
        if (userId && userId !== claims.userId) {
          // A different user on the same socket: drop what the previous one subscribed to.
          for (const off of subs.values()) off();
          subs.clear();
        }
        userId = claims.userId;
        sessionId = claims.sessionId;
        clearTimeout(authTimer);
        return send({ type: 'ready', user_id: userId });
      }
      if (!userId) return send({ type: 'error', code: 'unauthenticated', message: 'Authenticate first.' });
      if (frame.type === 'unsubscribe') {
        subs.get(frame.topic)?.();
        subs.delete(frame.topic);
        return send({ type: 'unsubscribed', topic: frame.topic });
      }
      // subscribe
      if (subs.has(frame.topic)) return send({ type: 'subscribed', topic: frame.topic });
      if (subs.size >= MAX_TOPICS)
        return send({ type: 'error', code: 'rate_limited', message: 'Too many subscriptions.', topic: frame.topic });
      if (!(await canSubscribe(ctx, { userId, sessionId: sessionId ?? '' }, frame.topic))) {
        return send({ type: 'error', code: 'forbidden', message: 'Not allowed to subscribe to this topic.', topic: frame.topic });
      }
      if (socket.readyState !== socket.OPEN) return;
      subs.set(
        frame.topic,
        ctx.bus.subscribe(frame.topic, (event) => send({ type: 'event', event })),
      );
      send({ type: 'subscribed', topic: frame.topic });
    };
    // One frame at a time, in order: a client may send auth and subscribe without waiting for
    // 'ready'. A failure (e.g. the database) answers the client instead of becoming an unhandled
    // rejection, which would end the whole process.
    let queue = Promise.resolve();
    socket.on('message', (raw: Buffer) => {
      queue = queue
        .then(() => onFrame(raw))
        .catch((err) => {
          req.log.error({ err }, 'realtime frame failed');
          send({ type: 'error', code: 'internal', message: MESSAGES.unexpected });
        });
    });
    socket.on('close', () => {
      clearTimeout(authTimer);
      unwatch?.();
      for (const off of subs.values()) off();
      subs.clear();
    });
    req.log.debug('realtime socket open');
  });
}
