import { randomUUID } from 'node:crypto';
import type { RealtimeEvent } from '@mb/contract/realtime';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/platform/db/client.ts';
import { createBus, type RealtimeBus } from '../../src/platform/realtime/bus.ts';
import { natsConnectOptions, natsTransport } from '../../src/platform/realtime/nats-bus.ts';
import { NATS_TEST_URL, natsSkipReason, uniqueSubject } from '../helpers/buses.ts';
import { tcpProxy } from '../helpers/fault-proxy.ts';
import { freshDatabase, signUpUser, startTestApp } from '../helpers/test-app.ts';

// What only the NATS adapter has to prove: its connection comes and goes without the database's. The bus
// contract itself (commit, rollback, across instances) runs on both adapters in realtime.test.ts.

const log = pino({ level: 'silent' });
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const until = async (what: () => boolean) => {
  while (!what()) await sleep(20);
};
const event = (): RealtimeEvent => ({ type: 'profile.updated', topic: `user:${randomUUID()}`, data: { id: randomUUID() } });

it('reads servers and credentials from REALTIME_BUS_URL', () => {
  expect(natsConnectOptions('nats://127.0.0.1:4222')).toEqual({ servers: ['127.0.0.1:4222'] });
  expect(natsConnectOptions('nats://bus:s%40cret@a.example:4333,nats://b.example')).toEqual({
    servers: ['a.example:4333', 'b.example:4222'],
    user: 'bus',
    pass: 's@cret',
  });
  expect(natsConnectOptions('tls://tok3n@a.example:4222')).toEqual({ servers: ['a.example:4222'], token: 'tok3n', tls: {} });
});

describe.skipIf(!!natsSkipReason)(`the NATS bus's connection${natsSkipReason ? ` (${natsSkipReason})` : ''}`, () => {
  const target = new URL(NATS_TEST_URL);
  let database: Database;
  let drop: () => Promise<void>;
  const buses: RealtimeBus[] = [];
  beforeAll(async () => {
    const fresh = await freshDatabase();
    database = fresh.database;
    drop = fresh.drop;
  });
  afterAll(async () => {
    await Promise.all(buses.map((b) => b.stop()));
    await database?.close();
    await drop?.();
  });
  const natsBus = (url: string, subject: string) => {
    const bus = createBus(database, log, natsTransport({ url, subject, log, reconnectTimeWaitMs: 50 }));
    buses.push(bus);
    return bus;
  };
  /** Every event and gap a watcher of `bus` is told, in order. */
  const record = (bus: RealtimeBus) => {
    const seen: string[] = [];
    bus.watch({ event: (e) => seen.push('id' in e.data ? e.data.id : ''), gap: () => seen.push('gap') });
    return seen;
  };

  it('tells watchers of a lost connection (gap, not listening) and of its return, and events flow again', async () => {
    const proxy = tcpProxy({ host: target.hostname, port: Number(target.port || 4222) });
    await proxy.up(0);
    const subject = uniqueSubject();
    const bus = natsBus(`nats://127.0.0.1:${proxy.port}`, subject);
    // A second instance straight on the server: it never loses its connection.
    const other = natsBus(NATS_TEST_URL, subject);
    const seen = record(bus);
    await bus.start();
    await other.start();
    expect(bus.listening()).toBe(true);
    const before = event();
    await other.publish(before);
    await until(() => seen.includes((before.data as { id: string }).id));

    seen.length = 0;
    await proxy.cut();
    await until(() => !bus.listening());
    expect(seen).toEqual(['gap']);
    // Published while this instance is away: it may miss it (that is what gap() said).
    await other.publish(event());

    await proxy.up();
    await until(() => bus.listening());
    expect(seen.filter((s) => s === 'gap')).toHaveLength(2);
    const after = event();
    await other.publish(after);
    await until(() => seen.includes((after.data as { id: string }).id));
  });

  it('starts while NATS cannot be reached, not listening; once it answers, listens and sends what waited', async () => {
    const proxy = tcpProxy({ host: target.hostname, port: Number(target.port || 4222) });
    // A port with nothing behind it yet.
    await proxy.up(0);
    const port = proxy.port;
    await proxy.cut();
    const subject = uniqueSubject();
    const bus = natsBus(`nats://127.0.0.1:${port}`, subject);
    const other = natsBus(NATS_TEST_URL, subject);
    await other.start();
    const heard = record(other);
    await bus.start();
    expect(bus.listening()).toBe(false);
    const waited = event();
    await bus.publish(waited);

    await proxy.up(port);
    await until(() => bus.listening());
    await until(() => heard.includes((waited.data as { id: string }).id));
  });

  it('an app whose NATS is unreachable still starts and serves; realtime is off meanwhile', async () => {
    const proxy = tcpProxy({ host: target.hostname, port: Number(target.port || 4222) });
    await proxy.up(0);
    const port = proxy.port;
    await proxy.cut();
    const app = await startTestApp({ REALTIME_BUS_URL: `nats://127.0.0.1:${port}`, REALTIME_BUS_SUBJECT: uniqueSubject() });
    try {
      expect(app.ctx.bus.listening()).toBe(false);
      expect((await fetch(`${app.url}/api/health`)).status).toBe(200);
      // Sign-up publishes session.created in its transaction: it waits for the bus, the request does not.
      const u = await signUpUser(app);
      expect((await app.call('me', { token: u.token })).status).toBe(200);
    } finally {
      await app.close();
    }
  });
});
