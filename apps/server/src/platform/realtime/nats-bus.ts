import os from 'node:os';
import type { NatsConnection } from '@nats-io/transport-node';
import type { Logger } from 'pino';
import { afterCommit } from '../db/after-commit.ts';
import type { BusTransport } from './bus.ts';

/**
 * The realtime bus over NATS (`REALTIME_BUS_URL=nats://host:4222`), for deployments whose event rate
 * outgrows PostgreSQL's NOTIFY (README "Deploying on PostgreSQL with several instances"). Core NATS
 * publish/subscribe on one subject: like NOTIFY, an event reaches the instances connected at that moment
 * and nothing is stored (JetStream would write every event to disk for a replay nobody asks for: a
 * watcher that missed events is told with gap(), as with NOTIFY).
 *
 * After commit, never after rollback: NATS knows nothing of the database's transactions, so an event
 * published in one waits in that transaction's after-commit list (platform/db/after-commit.ts) and is
 * sent once COMMIT has answered; a rollback drops it. Not a transactional outbox: the events are hints
 * (the browser reads what changed; each instance's access cache lives 30 s at most), and an outbox would
 * add a row written and deleted per event to the very database this bus exists to relieve. What that
 * costs: an instance that dies between a COMMIT and its publish (microseconds) loses those events, as
 * a client that is offline loses them anyway.
 *
 * While the connection is down, listening() is false and watchers are told gap() when it drops and
 * when it is back; the client keeps what is published meanwhile and sends it on reconnecting. Before
 * the first connection (NATS not reachable at start) the server starts anyway and keeps trying; events
 * published until then wait here, up to MAX_WAITING.
 */
const MAX_WAITING = 10_000;
const RETRY_MS = 1_000;
const STOP_WAIT_MS = 2_000;

export interface NatsBusOptions {
  /** One or more servers, comma-separated: nats://[user:pass@]host:port, or tls:// for TLS. */
  url: string;
  subject: string;
  log: Logger;
  /** How long to wait between reconnection attempts (the default suits a server; tests use less). */
  reconnectTimeWaitMs?: number;
}

/** Servers and credentials from `nats://user:pass@host:4222,nats://host2:4222` (a name alone is a token). */
export function natsConnectOptions(url: string) {
  const servers: string[] = [];
  let auth: { user: string; pass: string } | { token: string } | object = {};
  let tls = false;
  for (const part of url.split(',')) {
    const u = new URL(part.trim());
    if (u.protocol === 'tls:') tls = true;
    if (u.username && !('user' in auth) && !('token' in auth))
      auth = u.password
        ? { user: decodeURIComponent(u.username), pass: decodeURIComponent(u.password) }
        : { token: decodeURIComponent(u.username) };
    servers.push(`${u.hostname.includes(':') ? `[${u.hostname}]` : u.hostname}:${u.port || '4222'}`);
  }
  return { servers, ...auth, ...(tls ? { tls: {} } : {}) };
}

export function natsTransport(opts: NatsBusOptions): BusTransport {
  const { subject, log } = opts;
  let nc: NatsConnection | null = null;
  let stopped = false;
  const waiting: string[] = [];
  let dropped = 0;

  const sendNow = (payload: string) => {
    if (nc && !nc.isClosed()) {
      nc.publish(subject, payload);
      return;
    }
    if (waiting.length >= MAX_WAITING) {
      waiting.shift();
      if (dropped++ === 0) log.warn(`realtime bus: NATS not reached yet; more than ${MAX_WAITING} events waiting, dropping the oldest`);
    }
    waiting.push(payload);
  };

  return {
    async send(payload, tx) {
      if (tx) afterCommit(tx, () => sendNow(payload));
      else sendNow(payload);
    },

    async listen(onPayload, onState) {
      const { connect } = await import('@nats-io/transport-node');
      const open = async () => {
        const c = await connect({
          ...natsConnectOptions(opts.url),
          name: `modelbase ${os.hostname()} ${process.pid}`,
          maxReconnectAttempts: -1,
          reconnectTimeWait: opts.reconnectTimeWaitMs ?? 500,
        });
        if (stopped) {
          await c.close();
          return;
        }
        c.subscribe(subject, {
          callback: (err, msg) => {
            if (err) log.warn({ err: err.message }, 'realtime bus: NATS subscription error');
            else onPayload(msg.string());
          },
        });
        // The server has the subscription once it answers a ping: only then is this instance listening.
        await c.flush();
        nc = c;
        for (const p of waiting.splice(0)) c.publish(subject, p);
        if (dropped) log.warn(`realtime bus: ${dropped} events dropped while NATS was not reached`);
        dropped = 0;
        onState(true);
        void (async () => {
          for await (const s of c.status()) {
            if (s.type === 'disconnect') {
              log.warn('realtime bus: NATS connection lost; reconnecting (events meanwhile may be missed)');
              onState(false);
            } else if (s.type === 'reconnect') {
              // The client sent the subscription again on reconnecting; once a ping is answered it is in place.
              c.flush().then(
                () => {
                  if (!c.isClosed()) {
                    log.info('realtime bus: NATS connection back');
                    onState(true);
                  }
                },
                () => {},
              );
            }
          }
        })();
      };
      let timer: NodeJS.Timeout | undefined;
      const retry = () => {
        if (!stopped) timer = setTimeout(() => open().catch(retry), RETRY_MS);
      };
      try {
        await open();
      } catch (e) {
        // Start anyway: realtime and the access cache stay off (listening() is false) until NATS answers.
        log.warn({ err: (e as Error).message }, `realtime bus: NATS at ${redactNats(opts.url)} not reachable; trying again every second`);
        onState(false);
        retry();
      }
      return async () => {
        stopped = true;
        clearTimeout(timer);
        const c = nc;
        nc = null;
        if (!c) return;
        // Sends what is still buffered, then closes; bounded, as a drain may wait for a server that is gone.
        await Promise.race([c.drain().catch(() => {}), new Promise((r) => setTimeout(r, STOP_WAIT_MS).unref())]);
        if (!c.isClosed()) await c.close().catch(() => {});
      };
    },
  };
}

export const redactNats = (url: string) => url.replace(/\/\/[^@/]*@/g, '//***@');
