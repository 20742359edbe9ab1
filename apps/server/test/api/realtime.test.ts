import { randomUUID } from 'node:crypto';
import type { RealtimeEvent } from '@mb/contract/realtime';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/platform/db/client.ts';
import { testBuses } from '../helpers/buses.ts';
import { freshDatabase, signUpUser, startTestApp, type TestApp } from '../helpers/test-app.ts';
import { RealtimeClient } from '../helpers/ws-client.ts';

const onPostgres = !!process.env.DATABASE_URL;

let t: TestApp;
const clients: RealtimeClient[] = [];
const track = (c: RealtimeClient) => {
  clients.push(c);
  return c;
};
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await Promise.all(clients.filter((c) => c.isOpen).map((c) => c.close()));
  await t.close();
});

const profileEvent = (userId: string): RealtimeEvent => ({ type: 'profile.updated', topic: `user:${userId}`, data: { id: randomUUID() } });
const isEvent = (id: string) => (f: { type: string; event?: RealtimeEvent }) =>
  f.type === 'event' && f.event?.type === 'profile.updated' && f.event.data.id === id;
const idOf = (e: RealtimeEvent) =>
  e.type === 'session.created' || e.type === 'session.revoked' ? e.data.session_id : 'id' in e.data ? e.data.id : '';

describe('authentication', () => {
  it('refuses to subscribe before authenticating, and keeps the socket for a later auth', async () => {
    const c = track(await RealtimeClient.connect(t.url));
    const f = await c.request({ type: 'subscribe', topic: 'user:anyone' }, (x) => x.type === 'error');
    expect(f).toMatchObject({ type: 'error', code: 'unauthenticated' });
    expect(c.frames.some((x) => x.type === 'subscribed')).toBe(false);
    const u = await signUpUser(t);
    const ready = await c.request({ type: 'auth', access_token: u.token }, (x) => x.type === 'ready');
    expect(ready).toEqual({ type: 'ready', user_id: u.userId });
  });

  it.each([
    ['garbage', 'not-a-jwt'],
    ['a forged token', 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJ4Iiwic2lkIjoieSJ9.c2lnbmF0dXJl'],
  ])('a bad token (%s) gets an error and the socket is closed with 4401', async (_, token) => {
    const c = track(await RealtimeClient.connect(t.url));
    c.send({ type: 'auth', access_token: token });
    const closed = await c.closed;
    expect(closed.code).toBe(4401);
    expect(c.frames).toContainEqual(expect.objectContaining({ type: 'error', code: 'unauthenticated' }));
    expect(c.frames.some((f) => f.type === 'ready')).toBe(false);
  });

  it('the token of a signed-out session is refused', async () => {
    const u = await signUpUser(t);
    expect((await t.call('signOut', { token: u.token })).status).toBe(200);
    const c = track(await RealtimeClient.connect(t.url));
    c.send({ type: 'auth', access_token: u.token });
    expect((await c.closed).code).toBe(4401);
  });

  it('answers malformed frames with bad_request and pings with pong', async () => {
    const c = track(await RealtimeClient.connect(t.url));
    expect(await c.request('{not json', (f) => f.type === 'error')).toMatchObject({ code: 'bad_request' });
    expect(await c.request({ type: 'shout' }, (f) => f.type === 'error')).toMatchObject({ code: 'bad_request' });
    expect(await c.request({ type: 'ping' }, (f) => f.type === 'pong')).toEqual({ type: 'pong' });
  });
});

describe('frame handling', () => {
  it('handles frames in order: auth, subscribe and unsubscribe sent back to back without waiting', async () => {
    const u = await signUpUser(t);
    const c = track(await RealtimeClient.connect(t.url));
    const topic = `user:${u.userId}`;
    c.send({ type: 'auth', access_token: u.token });
    c.send({ type: 'subscribe', topic });
    c.send({ type: 'unsubscribe', topic });
    c.send({ type: 'subscribe', topic });
    await c.roundTrip();
    expect(c.frames.map((f) => f.type)).toEqual(['ready', 'subscribed', 'unsubscribed', 'subscribed', 'pong']);
  });

  it('a server-side failure answers with an internal error and keeps the process alive', async () => {
    const u = await signUpUser(t);
    const c = track(await RealtimeClient.connect(t.url));
    const { tokens } = t.ctx;
    const verify = tokens.verifyAccess;
    tokens.verifyAccess = async () => {
      throw new Error('database went away');
    };
    try {
      const f = await c.request({ type: 'auth', access_token: u.token }, (x) => x.type === 'error');
      expect(f).toMatchObject({ type: 'error', code: 'internal' });
      expect(JSON.stringify(f)).not.toContain('database went away');
    } finally {
      tokens.verifyAccess = verify;
    }
    // The same socket recovers once the failure is gone.
    expect(await c.request({ type: 'auth', access_token: u.token }, (x) => x.type === 'ready')).toMatchObject({ user_id: u.userId });
  });

  it('a socket closed while its token is being checked leaves no listener behind', async () => {
    const u = await signUpUser(t);
    const { bus, tokens } = t.ctx;
    const subscribe = bus.subscribe;
    const verify = tokens.verifyAccess;
    let created = 0;
    let active = 0;
    bus.subscribe = (topic, listener) => {
      created++;
      active++;
      const off = subscribe(topic, listener);
      let done = false;
      return () => {
        if (!done) active--;
        done = true;
        off();
      };
    };
    let release = () => {};
    const gate = new Promise<void>((r) => {
      release = r;
    });
    let verifying = () => {};
    const started = new Promise<void>((r) => {
      verifying = r;
    });
    tokens.verifyAccess = async (token) => {
      verifying();
      await gate;
      return verify(token);
    };
    const sleep = () => new Promise((r) => setTimeout(r, 20));
    try {
      const c = await RealtimeClient.connect(t.url);
      c.send({ type: 'auth', access_token: u.token });
      await started;
      const open = t.app.websocketServer.clients.size;
      await c.close();
      // The server has seen the close (and run its close handler) before the check finishes.
      while (t.app.websocketServer.clients.size >= open) await sleep();
      release();
      // The check went on to register its session watch, and must have dropped it again.
      while (created === 0 || active > 0) await sleep();
    } finally {
      bus.subscribe = subscribe;
      tokens.verifyAccess = verify;
    }
  });

  it('a frame over 64 KB closes the socket (1009)', async () => {
    const c = track(await RealtimeClient.connect(t.url));
    c.send({ type: 'ping', pad: 'x'.repeat(70 * 1024) });
    expect((await c.closed).code).toBe(1009);
  });
});

describe('topic authorization', () => {
  it('a user may subscribe to user:<own id>, not to another user or an unknown kind of topic', async () => {
    const me = await signUpUser(t);
    const other = await signUpUser(t);
    const c = track(await RealtimeClient.signedIn(t.url, me.token));
    expect(await c.subscribe(`user:${me.userId}`)).toEqual({ type: 'subscribed', topic: `user:${me.userId}` });
    for (const topic of [`user:${other.userId}`, `conversation:${me.userId}`, `admin:all`, `user:${me.userId.toUpperCase()}`]) {
      expect(await c.subscribe(topic), topic).toMatchObject({ type: 'error', code: 'forbidden', topic });
    }
    // Not a topic at all.
    expect(await c.request({ type: 'subscribe', topic: `user:${me.userId}:x` }, (f) => f.type === 'error')).toMatchObject({
      code: 'bad_request',
    });
    // The forbidden topic really delivers nothing: an event for the other user does not reach this socket.
    const spy = track(await RealtimeClient.signedIn(t.url, other.token));
    await spy.subscribe(`user:${other.userId}`);
    const ev = profileEvent(other.userId);
    await t.ctx.bus.publish(ev);
    await spy.waitFor(isEvent(idOf(ev)));
    await c.roundTrip();
    expect(c.events()).toEqual([]);
  });

  it("re-authenticating as another user drops the first user's subscriptions", async () => {
    const a = await signUpUser(t);
    const b = await signUpUser(t);
    const c = track(await RealtimeClient.signedIn(t.url, a.token));
    await c.subscribe(`user:${a.userId}`);
    await c.request({ type: 'auth', access_token: b.token }, (f) => f.type === 'ready');
    const witness = track(await RealtimeClient.signedIn(t.url, a.token));
    await witness.subscribe(`user:${a.userId}`);
    const ev = profileEvent(a.userId);
    await t.ctx.bus.publish(ev);
    await witness.waitFor(isEvent(idOf(ev)));
    await c.roundTrip();
    expect(c.events()).toEqual([]);
  });

  it('unsubscribe stops delivery', async () => {
    const u = await signUpUser(t);
    const c = track(await RealtimeClient.signedIn(t.url, u.token));
    const witness = track(await RealtimeClient.signedIn(t.url, u.token));
    await c.subscribe(`user:${u.userId}`);
    await witness.subscribe(`user:${u.userId}`);
    const first = profileEvent(u.userId);
    await t.ctx.bus.publish(first);
    await c.waitFor(isEvent(idOf(first)));
    await c.request({ type: 'unsubscribe', topic: `user:${u.userId}` }, (f) => f.type === 'unsubscribed');
    const second = profileEvent(u.userId);
    await t.ctx.bus.publish(second);
    await witness.waitFor(isEvent(idOf(second)));
    await c.roundTrip();
    expect(c.events().map(idOf)).toEqual([idOf(first)]);
  });
});

for (const bus of testBuses) {
  describe.skipIf(bus.skip)(`events follow transactions (${bus.name})`, () => {
    // The default bus is the file's app's; NATS gets an app of its own.
    let app: TestApp;
    beforeAll(async () => {
      app = bus.kind === 'notify' ? t : await startTestApp(bus.env());
    });
    afterAll(async () => {
      if (app && app !== t) await app.close();
    });

    /**
     * Proof that an event has NOT been delivered yet, without waiting on a clock. On PGlite's NOTIFY
     * (one connection, in process) a NOTIFY outside a transaction reaches listeners before the
     * publishing query resolves, so a round trip on the socket afterwards would come back behind it.
     * On PostgreSQL and on NATS, events arrive in the order they were sent: a marker event sent now
     * (outside the open transaction) would come behind an event that had wrongly been sent already.
     */
    async function assertNotDelivered(c: RealtimeClient, userId: string, id: string) {
      if (onPostgres || bus.kind === 'nats') {
        const marker = profileEvent(userId);
        await app.ctx.bus.publish(marker);
        await c.waitFor(isEvent(idOf(marker)));
      }
      await c.roundTrip();
      expect(c.frames.some(isEvent(id))).toBe(false);
    }

    it('an event published inside a transaction arrives only after commit', async () => {
      const u = await signUpUser(app);
      const c = track(await RealtimeClient.signedIn(app.url, u.token));
      await c.subscribe(`user:${u.userId}`);
      const ev = profileEvent(u.userId);
      await app.ctx.db.transaction(async (tx) => {
        await app.ctx.bus.publish(ev, tx);
        await assertNotDelivered(c, u.userId, idOf(ev));
      });
      const got = await c.waitFor(isEvent(idOf(ev)));
      expect(got).toEqual({ type: 'event', event: ev });
    });

    it('an event published in a transaction that rolls back never arrives', async () => {
      const u = await signUpUser(app);
      const c = track(await RealtimeClient.signedIn(app.url, u.token));
      await c.subscribe(`user:${u.userId}`);
      const ev = profileEvent(u.userId);
      await expect(
        app.ctx.db.transaction(async (tx) => {
          await app.ctx.bus.publish(ev, tx);
          throw new Error('roll back');
        }),
      ).rejects.toThrow('roll back');
      // A later event arrives; the rolled-back one, which would have come first, never did.
      const after = profileEvent(u.userId);
      await app.ctx.bus.publish(after);
      await c.waitFor(isEvent(idOf(after)));
      await c.roundTrip();
      expect(c.events().map(idOf)).toEqual([idOf(after)]);
    });

    it('an event of a savepoint that rolls back never arrives; the rest of its transaction goes out at commit', async () => {
      const u = await signUpUser(app);
      const c = track(await RealtimeClient.signedIn(app.url, u.token));
      await c.subscribe(`user:${u.userId}`);
      const [kept, dropped, inner] = [profileEvent(u.userId), profileEvent(u.userId), profileEvent(u.userId)];
      await app.ctx.db.transaction(async (tx) => {
        await app.ctx.bus.publish(kept, tx);
        await expect(
          tx.transaction(async (sp) => {
            await app.ctx.bus.publish(dropped, sp);
            throw new Error('roll back the savepoint');
          }),
        ).rejects.toThrow('roll back the savepoint');
        await tx.transaction(async (sp) => {
          await app.ctx.bus.publish(inner, sp);
        });
      });
      const marker = profileEvent(u.userId);
      await app.ctx.bus.publish(marker);
      await c.waitFor(isEvent(idOf(marker)));
      await c.roundTrip();
      expect(c.events().map(idOf)).toEqual([idOf(kept), idOf(inner), idOf(marker)]);
    });

    it('refuses a payload over the NOTIFY limit before sending it, whatever the bus', async () => {
      const u = await signUpUser(app);
      const big = {
        type: 'session.created',
        topic: `user:${u.userId}`,
        data: { session_id: randomUUID(), user_agent: 'x'.repeat(9000) },
      } as const;
      await expect(app.ctx.bus.publish(big)).rejects.toThrow(/NOTIFY limit/);
    });
  });
}

describe('session events', () => {
  it('signing in on a second device delivers session.created with the new session', async () => {
    const u = await signUpUser(t);
    const c = track(await RealtimeClient.signedIn(t.url, u.token));
    await c.subscribe(`user:${u.userId}`);
    const second = await t.call('signIn', {
      body: { email: u.email, password: u.password },
      headers: { 'user-agent': 'SecondDevice/1.0' },
    });
    expect(second.status).toBe(200);
    // Sign-up's own session.created may still be on its way (NOTIFY is asynchronous): wait for this one.
    const f = await c.waitFor(
      (x) => x.type === 'event' && x.event.type === 'session.created' && x.event.data.user_agent === 'SecondDevice/1.0',
    );
    const sessions = await t.call('sessions', { token: second.data.access_token });
    const current = sessions.data.sessions.find((s) => s.current);
    expect(f).toEqual({
      type: 'event',
      event: { type: 'session.created', topic: `user:${u.userId}`, data: { session_id: current?.id, user_agent: 'SecondDevice/1.0' } },
    });
  });

  it("signing out the socket's own session delivers session.revoked and closes the socket", async () => {
    const u = await signUpUser(t);
    const c = track(await RealtimeClient.signedIn(t.url, u.token));
    await c.subscribe(`user:${u.userId}`);
    expect((await t.call('signOut', { token: u.token })).status).toBe(200);
    const closed = await c.closed;
    expect(closed.code).toBe(4401);
    expect(c.events().map((e) => e.type)).toContain('session.revoked');
  });

  it("signing out closes the session's socket even when it subscribed to nothing", async () => {
    const u = await signUpUser(t);
    const c = track(await RealtimeClient.signedIn(t.url, u.token));
    expect((await t.call('signOut', { token: u.token })).status).toBe(200);
    expect((await c.closed).code).toBe(4401);
  });

  it('signing out another device is reported but leaves this socket open', async () => {
    const u = await signUpUser(t);
    const other = await t.call('signIn', { body: { email: u.email, password: u.password } });
    const c = track(await RealtimeClient.signedIn(t.url, u.token));
    await c.subscribe(`user:${u.userId}`);
    expect((await t.call('signOut', { token: other.data.access_token })).status).toBe(200);
    await c.waitFor((f) => f.type === 'event' && f.event.type === 'session.revoked');
    await c.roundTrip();
    expect(c.isOpen).toBe(true);
  });
});

for (const bus of testBuses) {
  describe.skipIf(!onPostgres || bus.skip)(`two instances on one PostgreSQL database (${bus.name})`, () => {
    let a: TestApp;
    let b: TestApp;
    let drop: () => Promise<void>;
    beforeAll(async () => {
      const fresh = await freshDatabase();
      drop = fresh.drop;
      if (!fresh.databaseUrl) throw new Error('expected a PostgreSQL database');
      // Instance B opens its own pool (and LISTEN connection) on the same database, like a second process.
      const second = await openDatabase({ databaseUrl: fresh.databaseUrl, dataDir: fresh.dataDir, migrate: false });
      // One bus for both: NATS instances share a subject, as one deployment's do.
      const env = bus.env();
      a = await startTestApp(env, fresh);
      b = await startTestApp(env, { database: second, dataDir: fresh.dataDir });
    });
    afterAll(async () => {
      await b?.close();
      await a?.close();
      await drop?.();
    });

    it('an event published on instance B reaches a client subscribed on instance A', async () => {
      const u = await signUpUser(a);
      const c = track(await RealtimeClient.signedIn(a.url, u.token));
      await c.subscribe(`user:${u.userId}`);
      const ev = profileEvent(u.userId);
      await b.ctx.bus.publish(ev);
      expect(await c.waitFor(isEvent(idOf(ev)))).toEqual({ type: 'event', event: ev });
    });

    it('signing in and out through B is seen by the socket on A', async () => {
      const u = await signUpUser(a);
      const c = track(await RealtimeClient.signedIn(a.url, u.token));
      await c.subscribe(`user:${u.userId}`);
      const viaB = await b.call('signIn', {
        body: { email: u.email, password: u.password },
        headers: { 'user-agent': 'DeviceB/1.0' },
      });
      expect(viaB.status).toBe(200);
      await c.waitFor((f) => f.type === 'event' && f.event.type === 'session.created' && f.event.data.user_agent === 'DeviceB/1.0');
      // A's token works on B (one shared signing secret); signing out there closes A's socket.
      expect((await b.call('signOut', { token: u.token })).status).toBe(200);
      expect((await c.closed).code).toBe(4401);
    });

    it('a sign-out on A stops the token on B, whose access cache held it', async () => {
      const u = await signUpUser(a);
      // B has checked the token (so answers it from memory), and holds a socket of that session.
      expect((await b.call('me', { token: u.token })).status).toBe(200);
      expect((await b.call('me', { token: u.token })).status).toBe(200);
      const onB = track(await RealtimeClient.signedIn(b.url, u.token));
      expect((await a.call('signOut', { token: u.token })).status).toBe(200);
      // The session.revoked event has reached B once B closes that socket; B's cache dropped the
      // session before any socket heard of it (bus watchers run first).
      expect((await onB.closed).code).toBe(4401);
      expect((await b.call('me', { token: u.token })).status).toBe(401);
      expect((await a.call('me', { token: u.token })).status).toBe(401);
    });

    it('a suspension through A stops every token of the account on B', async () => {
      const admin = await signUpUser(a);
      expect((await a.call('grantAdminAccess', { token: admin.token, body: { isPermanent: true } })).status).toBe(200);
      const m = await signUpUser(a);
      expect((await b.call('me', { token: m.token })).status).toBe(200);
      const onB = track(await RealtimeClient.signedIn(b.url, m.token));
      const r = await a.call('adminSuspend', { token: admin.token, params: { id: m.userId }, body: { reason: 'Spam in messages' } });
      expect(r.status).toBe(200);
      expect((await onB.closed).code).toBe(4401);
      expect((await b.call('me', { token: m.token })).status).toBe(401);
    });
  });
}

describe.skipIf(!onPostgres)('the LISTEN connection on PostgreSQL', () => {
  it('comes back after it is killed while the database refuses connections for a while', async ({ signal }) => {
    const u = await signUpUser(t);
    const c = track(await RealtimeClient.signedIn(t.url, u.token));
    await c.subscribe(`user:${u.userId}`);
    const dbName = (await t.ctx.database.query<{ name: string }>('select current_database() as name'))[0]?.name ?? '';
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();

    // Count the listener's failed reconnection attempts (every pg client of this process goes through here).
    let failed = 0;
    const connect = pg.Client.prototype.connect;
    pg.Client.prototype.connect = function (this: pg.Client, ...args: unknown[]) {
      const p = (connect as (...a: unknown[]) => Promise<void> | undefined).apply(this, args);
      p?.catch(() => {
        failed++;
      });
      return p as never;
    } as typeof connect;
    try {
      await admin.query(`alter database ${pg.escapeIdentifier(dbName)} allow_connections false`);
      const killed = await admin.query(
        // The realtime bus's listener only: the job workers LISTEN on a channel of their own.
        `select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and query = 'LISTEN "mb_realtime"'`,
        [dbName],
      );
      expect(killed.rowCount).toBe(1);
      // Keep refusing until the listener has failed to reconnect twice: one failure must not end its retries.
      // (signal: the test timed out; fall through to the finally so the database accepts connections again.)
      while (failed < 2 && !signal.aborted) await new Promise((r) => setTimeout(r, 100));
    } finally {
      await admin.query(`alter database ${pg.escapeIdentifier(dbName)} allow_connections true`);
      pg.Client.prototype.connect = connect;
      await admin.end();
    }

    // Once connections are allowed again, events flow again (published until one gets through).
    for (;;) {
      const ev = profileEvent(u.userId);
      await t.ctx.bus.publish(ev);
      const arrived = await Promise.race([
        c.waitFor(isEvent(idOf(ev))).then(() => true),
        new Promise<false>((r) => setTimeout(() => r(false), 250)),
      ]);
      if (arrived) break;
    }
    // And exactly once: a single listener came back, not one per failed attempt.
    const last = profileEvent(u.userId);
    const marker = profileEvent(u.userId);
    await t.ctx.bus.publish(last);
    await t.ctx.bus.publish(marker);
    await c.waitFor(isEvent(idOf(marker)));
    await c.roundTrip();
    expect(c.events().filter((e) => idOf(e) === idOf(last))).toHaveLength(1);
  }, 60_000);
});
