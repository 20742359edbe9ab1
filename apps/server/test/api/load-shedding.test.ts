import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { gateOf } from '../../src/http/load-shedding.ts';
import { startTestApp, type TestApp } from '../helpers/test-app.ts';

// Slow clients and floods (README "Operations"): the instance keeps answering its health checks and
// sheds what it cannot take with 503 + Retry-After. The figures under load are in `npm run bench -- --scale`.

const SLOW_SOCKETS = 200;
const MAX_IN_FLIGHT = 4;

let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await startTestApp({ HTTP_HEADERS_TIMEOUT_SECONDS: '2', MAX_CONCURRENT_REQUESTS: String(MAX_IN_FLIGHT) });
  port = Number(new URL(t.url).port);
});
afterAll(() => t?.close());

/** A raw connection; `closed` resolves with what the server wrote once it closes the connection. */
function connect(): Promise<{ socket: net.Socket; closed: Promise<string> }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let got = '';
    socket.setEncoding('utf8');
    socket.on('data', (c: string) => {
      got += c;
    });
    socket.on('error', () => {});
    const closed = new Promise<string>((r) => socket.once('close', () => r(got)));
    socket.once('connect', () => resolve({ socket, closed }));
    socket.once('error', reject);
  });
}

const health = async () => {
  const r = await fetch(`${t.url}/api/health`, { signal: AbortSignal.timeout(10_000) });
  await r.arrayBuffer();
  return r.status;
};

describe('slow clients', () => {
  it('many connections dribbling their headers leave health answering, and are closed by the headers timeout', async () => {
    const slow = await Promise.all(Array.from({ length: SLOW_SOCKETS }, connect));
    // Each sends a request line and then one more header line now and then, never the blank line.
    for (const { socket } of slow) socket.write('GET /api/v1/site HTTP/1.1\r\nHost: slow.test\r\n');
    const drip = setInterval(() => {
      for (const { socket } of slow) if (!socket.destroyed) socket.write(`X-Slow-${Math.random().toString(36).slice(2, 6)}: 1\r\n`);
    }, 300);
    try {
      for (let i = 0; i < 5; i++) expect(await health()).toBe(200);
      // The server ends every one of them (408) without their help; the test only waits.
      const answers = await Promise.all(slow.map((s) => s.closed));
      expect(answers.every((a) => a === '' || a.startsWith('HTTP/1.1 408'))).toBe(true);
    } finally {
      clearInterval(drip);
      for (const { socket } of slow) socket.destroy();
    }
    expect(await health()).toBe(200);
  });
});

describe('too many requests in flight', () => {
  it('past the cap, 503 with Retry-After before any work; health still 200; served again once they finish', async () => {
    // Requests whose bodies arrive slowly: in flight (their headers are in) until the body is done.
    const held = await Promise.all(Array.from({ length: MAX_IN_FLIGHT }, connect));
    for (const { socket } of held) {
      socket.write(
        'POST /api/v1/auth/signin HTTP/1.1\r\nHost: held.test\r\nContent-Type: application/json\r\nContent-Length: 200\r\n\r\n{"email":',
      );
    }
    try {
      await refusedPastTheCap(held);
    } finally {
      // Never left open: a request waiting for its body keeps the server's close waiting too.
      for (const { socket } of held) socket.destroy();
    }
    await Promise.all(held.map((h) => h.closed));
    await vi.waitFor(
      async () => {
        const r = await fetch(`${t.url}/api/v1/site`);
        await r.arrayBuffer();
        expect(r.status).toBe(200);
      },
      { timeout: 20_000, interval: 50 },
    );
  });

  async function refusedPastTheCap(held: { socket: net.Socket; closed: Promise<string> }[]) {
    // The held requests count only once the server has their headers; on a busy machine that can take a
    // moment. Answered already (shed by a nearly full heap, say) they would not hold anything.
    await vi.waitFor(
      () => {
        const answered = held.filter((h) => h.socket.bytesRead > 0).length;
        if (answered) {
          const heapMb = Math.round(process.memoryUsage().heapUsed / 1048576);
          throw new Error(`${answered} held requests were answered at once (this worker's heap: ${heapMb} MB)`);
        }
        expect(gateOf(t.app)?.inFlight()).toBe(MAX_IN_FLIGHT);
      },
      { timeout: 20_000, interval: 20 },
    );
    // Once all are in, the next request is refused at the door.
    let refused: Response = new Response();
    await vi.waitFor(
      async () => {
        const r = await fetch(`${t.url}/api/v1/site`);
        if (r.status !== 503) {
          await r.arrayBuffer();
          throw new Error(`still served (${r.status})`);
        }
        refused = r;
      },
      { timeout: 20_000, interval: 50 },
    );
    expect(refused.headers.get('retry-after')).toBe('2');
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('unavailable');
    // The operator sees it: /metrics counts what was shed, by reason.
    expect(await t.ctx.metrics.registry.getSingleMetricAsString('http_requests_shed_total')).toMatch(
      /http_requests_shed_total\{reason="requests_in_flight"\} [1-9]/,
    );
    expect(await health()).toBe(200);
    expect((await fetch(`${t.url}/api/ready`)).status).toBe(200);
  }
});

describe('a queue forming', () => {
  it('16 requests in flight and none finishing within SHED_QUEUE_DELAY_MS: 503 until they finish', async () => {
    const q = await startTestApp({ SHED_QUEUE_DELAY_MS: '200', MAX_CONCURRENT_REQUESTS: '1000' });
    const qPort = Number(new URL(q.url).port);
    const held: net.Socket[] = [];
    try {
      for (let i = 0; i < 16; i++) {
        const socket = net.connect(qPort, '127.0.0.1');
        socket.on('error', () => {});
        await new Promise((r) => socket.once('connect', r));
        socket.write('POST /api/v1/auth/signin HTTP/1.1\r\nHost: q.test\r\nContent-Type: application/json\r\nContent-Length: 200\r\n\r\n{');
        held.push(socket);
      }
      // Nothing finishes while they wait for their bodies: at a sample with no request served (this probe
      // asks less often than the monitor samples, since a request served quickly means there is no queue)
      // the instance sheds.
      await vi.waitFor(
        async () => {
          const r = await fetch(`${q.url}/api/v1/site`);
          await r.arrayBuffer();
          if (r.status !== 503) throw new Error(`still served (${r.status})`);
          expect(r.headers.get('retry-after')).toBe('2');
        },
        { timeout: 30_000, interval: 1_500 },
      );
      expect((await fetch(`${q.url}/api/health`)).status).toBe(200);
      for (const socket of held) socket.destroy();
      await vi.waitFor(
        async () => {
          const r = await fetch(`${q.url}/api/v1/site`);
          await r.arrayBuffer();
          expect(r.status).toBe(200);
        },
        { timeout: 20_000, interval: 100 },
      );
    } finally {
      for (const socket of held) socket.destroy();
      await q.close();
    }
  });
});
