import type { ClientFrame, ServerFrame } from '@mb/contract/realtime';
import WebSocket from 'ws';

/**
 * A test client for /api/v1/realtime that records every frame. Waits have no timeouts of their own:
 * a frame that never comes fails the test through vitest's test timeout, not a timing assertion.
 */
export class RealtimeClient {
  readonly frames: ServerFrame[] = [];
  readonly closed: Promise<{ code: number; reason: string }>;
  private waiters: { match: (f: ServerFrame) => boolean; resolve: (f: ServerFrame) => void }[] = [];

  private constructor(private readonly ws: WebSocket) {
    ws.on('message', (raw: Buffer) => {
      const frame = JSON.parse(raw.toString('utf8')) as ServerFrame;
      this.frames.push(frame);
      for (const w of [...this.waiters]) {
        if (w.match(frame)) {
          this.waiters.splice(this.waiters.indexOf(w), 1);
          w.resolve(frame);
        }
      }
    });
    this.closed = new Promise((resolve) => ws.on('close', (code, reason) => resolve({ code, reason: reason.toString() })));
  }

  /** `headers`: sent with the upgrade request (an X-Forwarded-For client address, for geo-blocking). */
  static async connect(baseUrl: string, headers: Record<string, string> = {}): Promise<RealtimeClient> {
    const ws = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}/api/v1/realtime`, { headers });
    await new Promise<void>((resolve, reject) => {
      ws.once('open', () => resolve());
      ws.once('error', reject);
    });
    return new RealtimeClient(ws);
  }

  /** Connects and authenticates; resolves on the `ready` frame. */
  static async signedIn(baseUrl: string, accessToken: string, headers: Record<string, string> = {}): Promise<RealtimeClient> {
    const c = await RealtimeClient.connect(baseUrl, headers);
    await c.request({ type: 'auth', access_token: accessToken }, (f) => f.type === 'ready' || f.type === 'error');
    const last = c.frames.at(-1);
    if (last?.type !== 'ready') throw new Error(`auth refused: ${JSON.stringify(last)}`);
    return c;
  }

  get isOpen() {
    return this.ws.readyState === WebSocket.OPEN;
  }

  send(frame: ClientFrame | Record<string, unknown> | string) {
    this.ws.send(typeof frame === 'string' ? frame : JSON.stringify(frame));
  }

  /** The first frame (already received or still to come) matching `match`. */
  waitFor<F extends ServerFrame = ServerFrame>(match: (f: ServerFrame) => boolean): Promise<F> {
    const seen = this.frames.find(match);
    if (seen) return Promise.resolve(seen as F);
    return new Promise((resolve) => this.waiters.push({ match, resolve: resolve as (f: ServerFrame) => void }));
  }

  /** Sends a frame and waits for the next frame (received after sending) that matches. */
  request<F extends ServerFrame = ServerFrame>(frame: ClientFrame | Record<string, unknown> | string, match: (f: ServerFrame) => boolean) {
    const p = new Promise<F>((resolve) => this.waiters.push({ match, resolve: resolve as (f: ServerFrame) => void }));
    this.send(frame);
    return p;
  }

  async subscribe(topic: string): Promise<ServerFrame> {
    return this.request(
      { type: 'subscribe', topic },
      (f) => (f.type === 'subscribed' && f.topic === topic) || (f.type === 'error' && (f.topic === topic || f.topic === undefined)),
    );
  }

  /**
   * A round trip on this socket. Frames on one socket arrive in order, so anything the server sent
   * to this socket before it handled the ping is in `frames` when this resolves.
   */
  async roundTrip(): Promise<void> {
    await this.request({ type: 'ping' }, (f) => f.type === 'pong');
  }

  events() {
    return this.frames.flatMap((f) => (f.type === 'event' ? [f.event] : []));
  }

  close() {
    this.ws.close();
    return this.closed;
  }
}
