import { LIMITS } from '@mb/contract/limits';
import type { ClientFrame, RealtimeEvent, ServerFrame } from '@mb/contract/realtime';
import { REALTIME_CLOSE } from '@mb/contract/realtime-close';
import { useEffect, useRef } from 'react';
import { ensureFreshSession, getSession, subscribeSession } from './session';

// One WebSocket per tab to /api/v1/realtime (protocol: packages/contract/src/realtime.ts). The first
// frame authenticates; topics are subscribed once the server says `ready`. A dropped connection is
// re-opened after 5 s (spec §9 live channel retry) and every topic is subscribed again. A server that is
// restarting says so (close code 1012): that is no error, so the socket is re-opened at once, after a
// random pause of up to a second and a half so one instance's sockets do not all arrive together; should
// that fail too, the 5 s retry takes over.

type RealtimeHandler = (event: RealtimeEvent) => void;
/** Called when a topic is live again after the socket dropped and reconnected (events may have been missed). */
type ResubscribedHandler = () => void;

/** The part of the browser WebSocket this client uses (tests pass a fake). */
export interface SocketLike {
  readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((ev: unknown) => void) | null;
  onmessage: ((ev: { data: unknown }) => void) | null;
  onclose: ((ev: { code: number }) => void) | null;
  onerror: ((ev: unknown) => void) | null;
}
type SocketFactory = (url: string) => SocketLike;

interface RealtimeOptions {
  url: () => string;
  createSocket?: SocketFactory;
  retryMs?: number;
  /** Keep-alive ping interval, so idle proxies do not cut the connection. */
  pingMs?: number;
  /** The server refused the token (close code 4401): refresh it. The client reconnects if a token remains. */
  onAuthRejected?: () => void;
  /** 0-1, for the pause before reconnecting after a restart notice (tests pass their own). */
  random?: () => number;
}

const OPEN = 1;
const AUTH_REJECTED = REALTIME_CLOSE.unauthenticated;
/** After a restart notice (1012): reconnect within this, at a random moment. */
const RESTART_JITTER_MS = 1_500;

export class RealtimeClient {
  private token: string | null = null;
  private socket: SocketLike | null = null;
  private ready = false;
  private readonly topics = new Map<string, Set<RealtimeHandler>>();
  private readonly resubscribed = new Map<string, Set<ResubscribedHandler>>();
  /** Topics the server has confirmed at least once on some socket: a later confirmation is a re-subscription. */
  private readonly confirmed = new Set<string>();
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private pingTimer: ReturnType<typeof setInterval> | null = null;
  private readonly retryMs: number;
  private readonly pingMs: number;
  private readonly createSocket: SocketFactory;
  private readonly random: () => number;

  constructor(private readonly opts: RealtimeOptions) {
    this.retryMs = opts.retryMs ?? LIMITS.realtimeRetryMs;
    this.pingMs = opts.pingMs ?? 30_000;
    this.createSocket = opts.createSocket ?? ((url) => new WebSocket(url) as unknown as SocketLike);
    this.random = opts.random ?? Math.random;
  }

  /** Whether the socket is authenticated and topics are live. */
  get isReady(): boolean {
    return this.ready;
  }

  /** Signed in (token) or out (null). A new token on an open socket re-authenticates it in place. */
  setToken(token: string | null): void {
    const previous = this.token;
    this.token = token;
    if (!token) {
      this.disconnect();
      return;
    }
    if (!this.socket) {
      if (!this.retryTimer) this.connect();
      return;
    }
    if (token !== previous && this.socket.readyState === OPEN) this.send({ type: 'auth', access_token: token });
  }

  /**
   * Listens to a topic; the returned function stops listening (and unsubscribes when no one is left).
   * `onResubscribed` runs each time the topic is live again after a reconnect, so a listener that keeps
   * state (a notification list) can refetch what it may have missed while the channel was down.
   */
  subscribe(topic: string, handler: RealtimeHandler, onResubscribed?: ResubscribedHandler): () => void {
    let handlers = this.topics.get(topic);
    if (!handlers) {
      handlers = new Set();
      this.topics.set(topic, handlers);
      if (this.ready) this.send({ type: 'subscribe', topic });
    }
    handlers.add(handler);
    if (onResubscribed) {
      const set = this.resubscribed.get(topic) ?? new Set();
      this.resubscribed.set(topic, set);
      set.add(onResubscribed);
    }
    return () => {
      if (onResubscribed) this.resubscribed.get(topic)?.delete(onResubscribed);
      const set = this.topics.get(topic);
      if (!set?.delete(handler) || set.size > 0) return;
      this.topics.delete(topic);
      this.resubscribed.delete(topic);
      this.confirmed.delete(topic);
      if (this.ready) this.send({ type: 'unsubscribe', topic });
    };
  }

  /**
   * Sends data on a topic this tab listens to, for the feature serving it (MB Visio's signalling).
   * False when the channel is not live or the topic not listened to: the data is not sent.
   */
  sendOn(topic: string, data: unknown): boolean {
    if (!this.ready || !this.topics.has(topic) || this.socket?.readyState !== OPEN) return false;
    this.send({ type: 'send', topic, data });
    return true;
  }

  private connect() {
    this.retryTimer = null;
    if (!this.token) return;
    let socket: SocketLike;
    try {
      socket = this.createSocket(this.opts.url());
    } catch {
      this.scheduleReconnect();
      return;
    }
    this.socket = socket;
    socket.onopen = () => {
      if (this.token) this.send({ type: 'auth', access_token: this.token });
    };
    socket.onmessage = (ev) => this.receive(ev.data);
    socket.onerror = () => {
      /* a close event follows; reconnecting happens there */
    };
    socket.onclose = (ev) => {
      if (this.socket !== socket) return;
      this.socket = null;
      this.ready = false;
      this.stopPing();
      if (!this.token) return;
      if (ev.code === AUTH_REJECTED) this.opts.onAuthRejected?.();
      // A restarting server (a deploy): straight back, through the balancer, to another instance.
      this.scheduleReconnect(ev.code === REALTIME_CLOSE.restarting ? Math.round(this.random() * RESTART_JITTER_MS) : this.retryMs);
    };
  }

  private receive(data: unknown) {
    let frame: ServerFrame;
    try {
      frame = JSON.parse(String(data)) as ServerFrame;
    } catch {
      return;
    }
    if (frame.type === 'ready') {
      this.ready = true;
      for (const topic of this.topics.keys()) this.send({ type: 'subscribe', topic });
      this.startPing();
    } else if (frame.type === 'subscribed') {
      if (!this.confirmed.has(frame.topic)) {
        this.confirmed.add(frame.topic);
        return;
      }
      for (const handler of [...(this.resubscribed.get(frame.topic) ?? [])]) {
        try {
          handler();
        } catch (e) {
          console.error('realtime resubscribe handler failed', e);
        }
      }
    } else if (frame.type === 'event') {
      for (const handler of [...(this.topics.get(frame.event.topic) ?? [])]) {
        try {
          handler(frame.event);
        } catch (e) {
          console.error('realtime handler failed', e);
        }
      }
    } else if (frame.type === 'error' && frame.code !== 'unauthenticated') {
      console.warn('realtime:', frame.message, frame.topic ?? '');
    }
  }

  private send(frame: ClientFrame) {
    if (this.socket?.readyState === OPEN) this.socket.send(JSON.stringify(frame));
  }

  private scheduleReconnect(ms = this.retryMs) {
    if (this.retryTimer || !this.token) return;
    this.retryTimer = setTimeout(() => this.connect(), ms);
  }

  private startPing() {
    this.stopPing();
    this.pingTimer = setInterval(() => this.send({ type: 'ping' }), this.pingMs);
  }

  private stopPing() {
    if (this.pingTimer) clearInterval(this.pingTimer);
    this.pingTimer = null;
  }

  private disconnect() {
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
    this.stopPing();
    this.ready = false;
    const socket = this.socket;
    this.socket = null;
    if (socket) {
      socket.onclose = null;
      socket.onmessage = null;
      socket.close(1000, 'signed out');
    }
  }
}

/** The realtime socket's address on this site (the connection check opens one of its own). */
export const realtimeSocketUrl = () => `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/api/v1/realtime`;

/** The app's one client. `connectRealtimeToSession()` ties it to the signed-in session. */
const realtime = new RealtimeClient({
  url: realtimeSocketUrl,
  // An expired token is refreshed (the reconnect then uses it); a revoked one signs out, which stops the client.
  onAuthRejected: () => void ensureFreshSession(true),
});

/** Opens the socket while signed in, closes it on sign-out, re-authenticates after every token refresh. */
export function connectRealtimeToSession(): () => void {
  realtime.setToken(getSession()?.access_token ?? null);
  return subscribeSession((s) => realtime.setToken(s?.access_token ?? null));
}

/** Sends data on a listened topic through the app's one socket (see RealtimeClient.sendOn). */
export const sendRealtime = (topic: string, data: unknown): boolean => realtime.sendOn(topic, data);

/**
 * Calls `handler` for each event on `topic` while mounted; a null topic listens to nothing.
 * `onResubscribed` runs when the channel is live again after an error (re-created after 5 s, spec §9).
 */
export function useRealtime(topic: string | null, handler: RealtimeHandler, onResubscribed?: ResubscribedHandler): void {
  const ref = useRef(handler);
  const again = useRef(onResubscribed);
  useEffect(() => {
    ref.current = handler;
    again.current = onResubscribed;
  });
  useEffect(() => {
    if (!topic) return;
    return realtime.subscribe(
      topic,
      (e) => ref.current(e),
      () => again.current?.(),
    );
  }, [topic]);
}
