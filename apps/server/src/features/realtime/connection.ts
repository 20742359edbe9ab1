import { type ClientFrame, clientFrameSchema, type ServerFrame } from '@mb/contract/realtime';
import { MESSAGES } from '@mb/contract/ui-text';
import { VISIO_LIMITS, VISIO_MESSAGES } from '@mb/contract/visio';
import type { AppContext } from '../../platform/context.ts';
import { asViewer } from '../../platform/viewer.ts';
import { checkAccess } from '../auth/index.ts';
import { canSubscribe, topicKind } from './policy.ts';

const MAX_TOPICS = 50;
const AUTH_TIMEOUT_MS = 10_000;
/** `send` frames: the data's JSON at most this size, and at most SENDS_PER_WINDOW per window per socket. */
export const SEND_MAX_BYTES = VISIO_LIMITS.signalMaxBytes + 1_000;
const SENDS_PER_WINDOW = VISIO_LIMITS.sendsPerWindow;
const SEND_WINDOW_MS = VISIO_LIMITS.sendWindowMs;

/** What the connection needs of a WebSocket (the `ws` socket Fastify hands over fits). */
interface Socket {
  readonly readyState: number;
  readonly OPEN: number;
  send(data: string): void;
  close(code: number, reason: string): void;
  on(event: 'message', listener: (raw: Buffer) => void): unknown;
  on(event: 'close', listener: () => void): unknown;
}

/**
 * One realtime connection's state machine: unauthenticated until an `auth` frame carries a good
 * access token (the same check as the HTTP path), then `subscribe` / `unsubscribe` per topic, each
 * authorized by policy.ts, and `send` on a subscribed topic whose kind takes data (size- and
 * rate-limited here, authorized again by the kind). The socket closes when its own session is revoked.
 */
export function serveConnection(ctx: AppContext, socket: Socket, log: { error(obj: object, msg: string): void }, ip: string | null = null) {
  let userId: string | null = null;
  let sessionId: string | null = null;
  const subs = new Map<string, () => void>();
  /** The current window of `send` frames: when it began and how many came in it. */
  const sends = { since: 0, count: 0 };
  /** Closes this socket when its own session is revoked, whether or not it subscribed to anything. */
  let unwatch: (() => void) | null = null;
  const send = (f: ServerFrame) => {
    if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(f));
  };
  const authTimer = setTimeout(() => {
    if (!userId) socket.close(4401, 'authentication timeout');
  }, AUTH_TIMEOUT_MS);

  const authenticate = async (accessToken: string): Promise<void> => {
    // Watch before the session is checked, so a revocation landing in between is not missed. The
    // close waits a tick so subscribers of the same topic get the session.revoked event first.
    const watch: { stop?: () => void } = {};
    const actor = await checkAccess(ctx, accessToken, (claims) => {
      watch.stop = ctx.bus.subscribe(`user:${claims.userId}`, (event) => {
        if (event.type === 'session.revoked' && event.data.session_id === claims.sessionId) {
          setImmediate(() => socket.close(4401, 'session revoked'));
        }
      });
    }).catch((e) => {
      watch.stop?.();
      throw e;
    });
    const stopWatching = watch.stop ?? null;
    if (socket.readyState !== socket.OPEN) {
      // Closed while we checked: the close handler already ran, so nothing may be registered now.
      stopWatching?.();
      return;
    }
    if (!actor) {
      stopWatching?.();
      send({ type: 'error', code: 'unauthenticated', message: MESSAGES.sessionExpired });
      return socket.close(4401, 'unauthenticated');
    }
    unwatch?.();
    unwatch = stopWatching;
    if (userId && userId !== actor.userId) {
      // A different user on the same socket: drop what the previous one subscribed to.
      for (const off of subs.values()) off();
      subs.clear();
    }
    userId = actor.userId;
    sessionId = actor.sessionId;
    clearTimeout(authTimer);
    send({ type: 'ready', user_id: userId });
  };

  const onFrame = async (raw: Buffer): Promise<void> => {
    let frame: ClientFrame;
    try {
      frame = clientFrameSchema.parse(JSON.parse(raw.toString('utf8')));
    } catch {
      return send({ type: 'error', code: 'bad_request', message: MESSAGES.realtimeMalformedFrame });
    }
    if (frame.type === 'ping') return send({ type: 'pong' });
    if (frame.type === 'auth') return authenticate(frame.access_token);
    if (!userId) return send({ type: 'error', code: 'unauthenticated', message: MESSAGES.realtimeAuthenticateFirst });
    if (frame.type === 'send') {
      // Deny by default: only on a topic this socket subscribed to (so authorized), of a kind that takes data.
      const served = subs.has(frame.topic) ? topicKind(ctx, frame.topic) : undefined;
      if (!served?.receive) return send({ type: 'error', code: 'forbidden', message: MESSAGES.realtimeTopicForbidden, topic: frame.topic });
      const now = Date.now();
      if (now - sends.since >= SEND_WINDOW_MS) {
        sends.since = now;
        sends.count = 0;
      }
      if (++sends.count > SENDS_PER_WINDOW)
        return send({ type: 'error', code: 'rate_limited', message: VISIO_MESSAGES.tooManySignals, topic: frame.topic });
      if (Buffer.byteLength(JSON.stringify(frame.data ?? null)) > SEND_MAX_BYTES)
        return send({ type: 'error', code: 'bad_request', message: VISIO_MESSAGES.signalTooLarge, topic: frame.topic });
      const refused = await served.receive(ctx, { userId, sessionId: sessionId ?? '' }, frame.topic.split(':')[1] ?? '', frame.data);
      if (refused) send({ type: 'error', code: refused.code, message: refused.message, topic: frame.topic });
      return;
    }
    if (frame.type === 'unsubscribe') {
      subs.get(frame.topic)?.();
      subs.delete(frame.topic);
      return send({ type: 'unsubscribed', topic: frame.topic });
    }
    // subscribe
    if (subs.has(frame.topic)) return send({ type: 'subscribed', topic: frame.topic });
    if (subs.size >= MAX_TOPICS)
      return send({ type: 'error', code: 'rate_limited', message: MESSAGES.realtimeTooManySubscriptions, topic: frame.topic });
    if (!(await canSubscribe(ctx, { userId, sessionId: sessionId ?? '' }, frame.topic))) {
      return send({ type: 'error', code: 'forbidden', message: MESSAGES.realtimeTopicForbidden, topic: frame.topic });
    }
    if (socket.readyState !== socket.OPEN) return;
    const served = topicKind(ctx, frame.topic);
    if (served) {
      // A feature's own topic: it delivers the events (e.g. the feed, by the member's sources).
      const stop = await served.attach(ctx, { userId, sessionId: sessionId ?? '' }, frame.topic.split(':')[1] ?? '', (json) => {
        if (socket.readyState === socket.OPEN) socket.send(`{"type":"event","event":${json}}`);
      });
      if (socket.readyState !== socket.OPEN || subs.has(frame.topic)) {
        stop();
        if (socket.readyState !== socket.OPEN) return;
      } else subs.set(frame.topic, stop);
      return send({ type: 'subscribed', topic: frame.topic });
    }
    subs.set(
      frame.topic,
      // The event's JSON is made once by the bus for all its sockets; the frame around it is the
      // ServerFrame { type: 'event', event } written out.
      ctx.bus.subscribe(frame.topic, (_event, json) => {
        if (socket.readyState === socket.OPEN) socket.send(`{"type":"event","event":${json()}}`);
      }),
    );
    send({ type: 'subscribed', topic: frame.topic });
  };

  // One frame at a time, in order: a client may send auth and subscribe without waiting for
  // 'ready'. A failure (e.g. the database) answers the client instead of becoming an unhandled
  // rejection, which would end the whole process.
  let queue = Promise.resolve();
  socket.on('message', (raw: Buffer) => {
    queue = queue
      // Each frame runs as the socket's client address: topics that list members (the feed) leave out
      // those hiding from its place (geo-blocking, platform/viewer.ts).
      .then(() => asViewer(ip, () => onFrame(raw)))
      .catch((err) => {
        log.error({ err }, 'realtime frame failed');
        send({ type: 'error', code: 'internal', message: MESSAGES.unexpected });
      });
  });
  socket.on('close', () => {
    clearTimeout(authTimer);
    unwatch?.();
    for (const off of subs.values()) off();
    subs.clear();
  });
}
