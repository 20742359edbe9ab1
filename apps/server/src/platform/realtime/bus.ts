import { type RealtimeEvent, realtimeEventSchema } from '@mb/contract/realtime';
import { sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Database, Executor } from '../db/client.ts';

/**
 * `json()` is the event as JSON, made once per event however many listeners ask: a topic with many
 * sockets (several tabs, later a conversation's members) serializes it once, not once per socket.
 */
export type Listener = (event: RealtimeEvent, json: () => string) => void;

/** Sees every event on every topic, and is told when events may have been missed. */
export interface Watcher {
  event(event: RealtimeEvent): void;
  /** The listening connection was lost or came back: events in between may be missing. */
  gap(): void;
}

export interface RealtimeBus {
  /**
   * Publishes through Postgres NOTIFY. Given a transaction, the event is delivered only when it
   * commits (Postgres holds notifications until then), and never if it rolls back.
   */
  publish(event: RealtimeEvent, tx?: Executor): Promise<void>;
  subscribe(topic: string, listener: Listener): () => void;
  /** For per-instance caches an event makes stale (e.g. the access check's, on session.revoked). */
  watch(watcher: Watcher): () => void;
  /** Whether events are received now: false before start, after stop and while the listener reconnects. */
  listening(): boolean;
  start(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * How events travel between instances: PostgreSQL NOTIFY (the default, below) or NATS (nats-bus.ts,
 * `REALTIME_BUS_URL`). The bus above it checks, serializes and fans out; a transport only carries text.
 */
export interface BusTransport {
  /** Sends one event to every instance; given a transaction, only once it commits, never if it rolls back. */
  send(payload: string, tx?: Executor): Promise<void>;
  /** Hands every event sent by any instance (this one too) to `onPayload`; `onState` as Database.listen's. */
  listen(onPayload: (payload: string) => void, onState: (listening: boolean) => void): Promise<() => Promise<void>>;
}

const CHANNEL = 'mb_realtime';

/** NOTIFY inside the writing transaction: PostgreSQL itself holds the notification until COMMIT. */
export function notifyTransport(database: Database): BusTransport {
  return {
    async send(payload, tx) {
      await (tx ?? database.db).execute(sql`select pg_notify(${CHANNEL}, ${payload})`);
    },
    async listen(onPayload, onState) {
      const unlisten = await database.listen(CHANNEL, onPayload, onState);
      // PGlite delivers its own NOTIFYs in-process: it never stops listening.
      if (database.driver === 'pglite') onState(true);
      return unlisten;
    },
  };
}

/**
 * One bus for both drivers: PGlite delivers its own NOTIFYs in-process; on PostgreSQL every instance
 * LISTENs, so each one fans out every event to its own sockets.
 */
/**
 * The payload is the event with `sent_ms` added: when it was published (inside its transaction, so just
 * before the commit), for the commit-to-event latency `onDelivered` is told (the metrics). The event's
 * schema drops the extra field, so listeners see the event as published.
 */
export function createBus(
  database: Database,
  log: Logger,
  transport: BusTransport = notifyTransport(database),
  onDelivered?: (seconds: number) => void,
): RealtimeBus {
  const topics = new Map<string, Set<Listener>>();
  const watchers = new Set<Watcher>();
  let unlisten: (() => Promise<void>) | null = null;
  let live = false;
  const setLive = (listening: boolean) => {
    live = listening;
    for (const w of watchers) w.gap();
  };
  const dispatch = (payload: string) => {
    let event: RealtimeEvent;
    try {
      const raw = JSON.parse(payload);
      if (onDelivered && typeof raw?.sent_ms === 'number') onDelivered((Date.now() - raw.sent_ms) / 1000);
      event = realtimeEventSchema.parse(raw);
    } catch (e) {
      log.warn({ err: e }, 'dropped malformed realtime payload');
      return;
    }
    // Watchers first: a cache drops a revoked session before any socket hears of it.
    for (const w of watchers) {
      try {
        w.event(event);
      } catch (e) {
        log.error({ err: e }, 'realtime watcher failed');
      }
    }
    const listeners = topics.get(event.topic);
    if (!listeners) return;
    let serialized: string | undefined;
    const json = () => {
      serialized ??= JSON.stringify(event);
      return serialized;
    };
    for (const l of listeners) {
      try {
        l(event, json);
      } catch (e) {
        log.error({ err: e }, 'realtime listener failed');
      }
    }
  };
  return {
    async publish(event, tx) {
      const payload = JSON.stringify({ ...realtimeEventSchema.parse(event), sent_ms: Date.now() });
      if (Buffer.byteLength(payload) > 7900) throw new Error('realtime payload over the NOTIFY limit');
      await transport.send(payload, tx);
    },
    subscribe(topic, listener) {
      const set = topics.get(topic) ?? new Set<Listener>();
      topics.set(topic, set);
      set.add(listener);
      return () => {
        set.delete(listener);
        if (set.size === 0) topics.delete(topic);
      };
    },
    watch(watcher) {
      watchers.add(watcher);
      return () => watchers.delete(watcher);
    },
    listening: () => live,
    async start() {
      unlisten = await transport.listen(dispatch, setLive);
    },
    async stop() {
      setLive(false);
      await unlisten?.();
      unlisten = null;
    },
  };
}
