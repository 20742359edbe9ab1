import type { RealtimeEvent } from '@mb/contract/realtime';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RealtimeClient, type SocketLike } from './realtime';

/** A stand-in for the browser WebSocket: records frames; the test plays the server. */
class FakeSocket implements SocketLike {
  static all: FakeSocket[] = [];
  readyState = 0;
  sent: Record<string, unknown>[] = [];
  closedWith: number | null = null;
  onopen: ((ev: unknown) => void) | null = null;
  onmessage: ((ev: { data: unknown }) => void) | null = null;
  onclose: ((ev: { code: number }) => void) | null = null;
  onerror: ((ev: unknown) => void) | null = null;
  constructor(public url: string) {
    FakeSocket.all.push(this);
  }
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close(code = 1000) {
    this.closedWith = code;
    this.readyState = 3;
  }
  // Server side:
  open() {
    this.readyState = 1;
    this.onopen?.({});
  }
  receive(frame: unknown) {
    this.onmessage?.({ data: JSON.stringify(frame) });
  }
  drop(code = 1006) {
    this.readyState = 3;
    this.onclose?.({ code });
  }
  /** Opens, checks the auth frame, answers ready. */
  handshake(token: string) {
    this.open();
    expect(this.sent[0]).toEqual({ type: 'auth', access_token: token });
    this.receive({ type: 'ready', user_id: 'u1' });
  }
  subscribed() {
    return this.sent.filter((f) => f.type === 'subscribe').map((f) => f.topic);
  }
}

const latest = () => FakeSocket.all.at(-1)!;
const event = (topic: string, sessionId = 's1'): RealtimeEvent => ({ type: 'session.revoked', topic, data: { session_id: sessionId } });

let onAuthRejected: ReturnType<typeof vi.fn<() => void>>;
let client: RealtimeClient;

beforeEach(() => {
  vi.useFakeTimers();
  FakeSocket.all = [];
  onAuthRejected = vi.fn<() => void>();
  client = new RealtimeClient({
    url: () => 'ws://test/api/v1/realtime',
    createSocket: (url) => new FakeSocket(url),
    retryMs: 5_000,
    pingMs: 30_000,
    onAuthRejected,
  });
});
afterEach(() => {
  client.setToken(null);
  vi.useRealTimers();
});

describe('RealtimeClient', () => {
  it('stays closed while signed out and opens one socket when signed in', () => {
    client.subscribe('user:u1', () => {});
    expect(FakeSocket.all).toHaveLength(0);
    client.setToken('t1');
    client.setToken('t1');
    expect(FakeSocket.all).toHaveLength(1);
    expect(latest().url).toBe('ws://test/api/v1/realtime');
  });

  it('authenticates first and subscribes only after the server is ready', () => {
    client.subscribe('user:u1', () => {});
    client.setToken('t1');
    const s = latest();
    s.open();
    expect(s.sent).toEqual([{ type: 'auth', access_token: 't1' }]);
    s.receive({ type: 'ready', user_id: 'u1' });
    expect(s.sent.slice(1)).toEqual([{ type: 'subscribe', topic: 'user:u1' }]);
    expect(client.isReady).toBe(true);
  });

  it('delivers events to the handlers of their topic only', () => {
    const mine = vi.fn();
    const other = vi.fn();
    client.subscribe('user:u1', mine);
    client.subscribe('conversation:c1', other);
    client.setToken('t1');
    latest().handshake('t1');
    latest().receive({ type: 'event', event: event('user:u1') });
    expect(mine).toHaveBeenCalledWith(event('user:u1'));
    expect(other).not.toHaveBeenCalled();
  });

  it('reconnects 5 s after a drop and subscribes every topic again', () => {
    client.subscribe('user:u1', () => {});
    client.setToken('t1');
    latest().handshake('t1');
    client.subscribe('conversation:c9', () => {});
    expect(latest().subscribed()).toEqual(['user:u1', 'conversation:c9']);

    latest().drop();
    expect(client.isReady).toBe(false);
    vi.advanceTimersByTime(4_999);
    expect(FakeSocket.all).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeSocket.all).toHaveLength(2);

    latest().handshake('t1');
    expect(latest().subscribed()).toEqual(['user:u1', 'conversation:c9']);
  });

  it('comes back within 1.5 s, at a random moment, when the server says it is restarting (1012); then the 5 s retry', () => {
    const c = new RealtimeClient({
      url: () => 'ws://test/api/v1/realtime',
      createSocket: (url) => new FakeSocket(url),
      retryMs: 5_000,
      random: () => 0.5,
    });
    c.subscribe('user:u1', () => {});
    c.setToken('t1');
    latest().handshake('t1');

    latest().drop(1012);
    vi.advanceTimersByTime(749);
    expect(FakeSocket.all).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeSocket.all).toHaveLength(2);
    // The instance it reached is gone too (refused): the ordinary retry.
    latest().drop(1006);
    vi.advanceTimersByTime(4_999);
    expect(FakeSocket.all).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(FakeSocket.all).toHaveLength(3);
    latest().handshake('t1');
    expect(latest().subscribed()).toEqual(['user:u1']);
    c.setToken(null);
  });

  it('tells a listener when its topic is live again after a reconnect, not on the first subscription', () => {
    const again = vi.fn();
    client.subscribe('user:u1', () => {}, again);
    client.setToken('t1');
    latest().handshake('t1');
    latest().receive({ type: 'subscribed', topic: 'user:u1' });
    expect(again).not.toHaveBeenCalled();

    latest().drop();
    vi.advanceTimersByTime(5_000);
    latest().handshake('t1');
    latest().receive({ type: 'subscribed', topic: 'user:u1' });
    expect(again).toHaveBeenCalledTimes(1);
  });

  it('keeps retrying every 5 s while the server is unreachable', () => {
    client.setToken('t1');
    for (let i = 0; i < 3; i++) {
      latest().drop();
      vi.advanceTimersByTime(5_000);
    }
    expect(FakeSocket.all).toHaveLength(4);
    latest().handshake('t1');
    expect(client.isReady).toBe(true);
  });

  it('re-sends auth on the open socket after a token refresh, without reconnecting', () => {
    client.setToken('t1');
    latest().handshake('t1');
    client.setToken('t2');
    expect(FakeSocket.all).toHaveLength(1);
    expect(latest().sent.at(-1)).toEqual({ type: 'auth', access_token: 't2' });
  });

  it('uses the newest token when it reconnects', () => {
    client.setToken('t1');
    latest().handshake('t1');
    latest().drop();
    client.setToken('t2');
    vi.advanceTimersByTime(5_000);
    latest().open();
    expect(latest().sent[0]).toEqual({ type: 'auth', access_token: 't2' });
  });

  it('closes on sign-out and does not come back', () => {
    client.setToken('t1');
    const s = latest();
    s.handshake('t1');
    client.setToken(null);
    expect(s.closedWith).toBe(1000);
    vi.advanceTimersByTime(60_000);
    expect(FakeSocket.all).toHaveLength(1);
  });

  it('asks for a fresh token when the server refuses this one, then reconnects', () => {
    client.setToken('t1');
    latest().open();
    latest().drop(4401);
    expect(onAuthRejected).toHaveBeenCalledTimes(1);
    client.setToken('t2');
    vi.advanceTimersByTime(5_000);
    expect(FakeSocket.all).toHaveLength(2);
  });

  it('sends unsubscribe when the last handler of a topic leaves', () => {
    client.setToken('t1');
    latest().handshake('t1');
    const a = client.subscribe('user:u1', () => {});
    const b = client.subscribe('user:u1', () => {});
    expect(latest().subscribed()).toEqual(['user:u1']);
    a();
    expect(latest().sent.some((f) => f.type === 'unsubscribe')).toBe(false);
    b();
    expect(latest().sent.at(-1)).toEqual({ type: 'unsubscribe', topic: 'user:u1' });
    latest().drop();
    vi.advanceTimersByTime(5_000);
    latest().handshake('t1');
    expect(latest().subscribed()).toEqual([]);
  });

  it('pings while connected so idle proxies keep the socket', () => {
    client.setToken('t1');
    latest().handshake('t1');
    vi.advanceTimersByTime(30_000);
    expect(latest().sent.at(-1)).toEqual({ type: 'ping' });
  });

  it('survives a handler that throws and malformed frames', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    const good = vi.fn();
    client.subscribe('user:u1', () => {
      throw new Error('boom');
    });
    client.subscribe('user:u1', good);
    client.setToken('t1');
    latest().handshake('t1');
    latest().onmessage?.({ data: '{nope' });
    latest().receive({ type: 'event', event: event('user:u1') });
    expect(good).toHaveBeenCalledTimes(1);
    spy.mockRestore();
  });
});

describe('sending data on a topic', () => {
  it('sends only on a live channel, and only on a topic this tab listens to', () => {
    client.subscribe('visio:p1', () => {});
    client.setToken('t1');
    // Not authenticated yet: nothing goes out.
    expect(client.sendOn('visio:p1', { kind: 'state' })).toBe(false);
    latest().handshake('t1');
    expect(client.sendOn('visio:p2', { kind: 'state' })).toBe(false);
    expect(client.sendOn('visio:p1', { kind: 'state' })).toBe(true);
    expect(latest().sent.filter((f) => f.type === 'send')).toEqual([{ type: 'send', topic: 'visio:p1', data: { kind: 'state' } }]);
    latest().drop();
    expect(client.sendOn('visio:p1', { kind: 'state' })).toBe(false);
  });
});
