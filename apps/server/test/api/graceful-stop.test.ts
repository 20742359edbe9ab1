import net from 'node:net';
import { REALTIME_CLOSE } from '@mb/contract/realtime';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureServerBuilt, killAllServers, startServer } from '../helpers/server-process.ts';
import { freshDatabase } from '../helpers/test-app.ts';
import { RealtimeClient } from '../helpers/ws-client.ts';

// Graceful stop of the bundled server as operators run it (ARCHITECTURE "Graceful stop"). A rolling
// restart of two instances behind nginx under load is measured in `npm run bench -- --scale`.

beforeAll(() => ensureServerBuilt(), 300_000);
afterAll(() => killAllServers());

/** A kept-alive connection on which requests are written by hand and answers read whole. */
function connection(port: number) {
  const socket = net.connect(port, '127.0.0.1');
  let buffer = '';
  let wake: (() => void) | null = null;
  socket.setEncoding('utf8');
  socket.on('data', (c: string) => {
    buffer += c;
    wake?.();
  });
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  socket.on('close', () => wake?.());
  socket.on('error', () => {});
  /** The next whole answer (its content-length body read). */
  const answer = async (): Promise<{ status: number; headers: Record<string, string>; body: string }> => {
    for (;;) {
      const end = buffer.indexOf('\r\n\r\n');
      if (end >= 0) {
        const [statusLine = '', ...lines] = buffer.slice(0, end).split('\r\n');
        const headers = Object.fromEntries(
          lines.map((l) => [l.slice(0, l.indexOf(':')).toLowerCase(), l.slice(l.indexOf(':') + 1).trim()]),
        );
        const length = Number(headers['content-length'] ?? 0);
        if (buffer.length >= end + 4 + length) {
          const body = buffer.slice(end + 4, end + 4 + length);
          buffer = buffer.slice(end + 4 + length);
          return { status: Number(statusLine.split(' ')[1]), headers, body };
        }
      }
      if (socket.destroyed) throw new Error(`connection closed before a whole answer: ${JSON.stringify(buffer)}`);
      await new Promise<void>((r) => {
        wake = r;
      });
      wake = null;
    }
  };
  return { socket, closed, answer, ready: new Promise<void>((r) => socket.once('connect', () => r())) };
}

const refused = (port: number) =>
  new Promise<boolean>((resolve) => {
    const s = net.connect(port, '127.0.0.1');
    s.once('connect', () => {
      s.destroy();
      resolve(false);
    });
    s.once('error', (e: NodeJS.ErrnoException) => resolve(e.code === 'ECONNREFUSED'));
  });

describe('SIGTERM', () => {
  it('readiness 503 at once; the listener closes; realtime sockets get 1012; a request in flight finishes; exit 0', {
    timeout: 300_000,
  }, async () => {
    const fresh = await freshDatabase();
    await fresh.database.close();
    const env: Record<string, string> = { DATA_DIR: fresh.dataDir, SHUTDOWN_TIMEOUT_SECONDS: '60', LOG_LEVEL: 'info' };
    if (fresh.databaseUrl) env.DATABASE_URL = fresh.databaseUrl;
    const s = await startServer(env);
    try {
      // A kept-alive connection (a balancer's), a request whose body is still coming, a realtime socket.
      const kept = connection(s.port);
      await kept.ready;
      kept.socket.write('GET /api/ready HTTP/1.1\r\nHost: t\r\n\r\n');
      expect((await kept.answer()).status).toBe(200);
      const held = connection(s.port);
      await held.ready;
      const body = JSON.stringify({ email: 'nobody@example.test', password: 'not-the-password-1' });
      held.socket.write(
        `POST /api/v1/auth/signin HTTP/1.1\r\nHost: t\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`,
      );
      held.socket.write(body.slice(0, 10));
      const ws = await RealtimeClient.connect(s.url);

      s.proc.kill('SIGTERM');
      // Realtime clients are told to reconnect elsewhere.
      expect((await ws.closed).code).toBe(REALTIME_CLOSE.restarting);
      // No new connection is taken...
      while (!(await refused(s.port))) await new Promise((r) => setTimeout(r, 20));
      // ...while an open one is still answered: not ready (stopping), and the connection is closed after.
      kept.socket.write('GET /api/ready HTTP/1.1\r\nHost: t\r\n\r\n');
      const ready = await kept.answer();
      expect(ready.status).toBe(503);
      expect(JSON.parse(ready.body).reasons).toContain('stopping');
      expect(ready.headers.connection).toBe('close');
      await kept.closed;
      // The request in flight gets its whole answer (wrong password: 401), not a reset.
      held.socket.write(body.slice(10));
      const signin = await held.answer();
      expect(signin.status).toBe(401);
      expect(signin.headers.connection).toBe('close');
      expect(await s.exited).toEqual({ code: 0, signal: null });
      expect(s.stdout()).toMatch(/"msg":"stopped"/);
      expect(s.stdout()).toMatch(/"cut":0/);
    } finally {
      await s.stop('SIGKILL');
      await fresh.drop();
    }
  });
});
