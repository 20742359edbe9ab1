import { PUSH_MESSAGES } from '@mb/contract/push-types';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notify } from '../../src/features/notifications/service.ts';
import { pushSubscriptions } from '../../src/features/push/schema.ts';
import { jobs } from '../../src/platform/db/platform-schema.ts';
import { signUpUser, startTestApp, type TestApp } from '../helpers/test-app.ts';

// Web Push (issue 36) through the built-in stand-in push service over real HTTP: it checks the VAPID
// JWT (ES256, audience, expiry, the subscription's applicationServerKey) and decrypts each payload with
// the subscription's own keys (RFC 8291 aes128gcm), as a browser's push service and the browser would.

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

type Member = Awaited<ReturnType<typeof signUpUser>>;
const UA_FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';

/** A "browser" subscribes at the stand-in with the server's VAPID key, then gives the subscription to the server. */
async function subscribe(m: Member, name = 'Test browser') {
  const key = (await t.call('pushConfig', { token: m.token })).data.public_key;
  const res = await fetch(`${t.url}/pushbox/subscriptions`, { method: 'POST', body: JSON.stringify({ application_server_key: key }) });
  expect(res.status).toBe(201);
  const box = (await res.json()) as { id: string; subscription: { endpoint: string; keys: { p256dh: string; auth: string } } };
  const added = await t.call('addPushDevice', {
    token: m.token,
    body: { endpoint: box.subscription.endpoint, keys: box.subscription.keys, device_name: name },
  });
  expect(added.status).toBe(201);
  return { boxId: box.id, device: added.data, subscription: box.subscription };
}

interface Arrived {
  payload: string;
  ttl: number;
  urgency: string | null;
}
const arrived = async (boxId: string): Promise<Arrived[]> =>
  ((await (await fetch(`${t.url}/pushbox/subscriptions/${boxId}/messages`)).json()) as { items: Arrived[] }).items;
const pushes = async (boxId: string, n: number) => {
  await expect.poll(async () => (await arrived(boxId)).length, { timeout: 20_000 }).toBe(n);
  return (await arrived(boxId)).map((m) => ({
    ...m,
    data: JSON.parse(m.payload) as { title: string; body: string; url: string; type: string },
  }));
};
const send = (userId: string, type: string, title: string, content: string, action_url = '/messages') =>
  t.ctx.db.transaction((tx) => notify(t.ctx, tx, userId, { type, title, content, action_url }));
/** Push jobs done so far in this file's database (earlier tests' included). */
const pushJobsDoneCount = async () =>
  (
    await t.ctx.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, 'push.deliver'), eq(jobs.state, 'done')))
  ).length;
const pushJobsDone = async (n: number) => expect.poll(pushJobsDoneCount, { timeout: 20_000 }).toBeGreaterThanOrEqual(n);

describe('devices', () => {
  it('subscribes, lists with its push service, removes; a stranger cannot remove it', async () => {
    const m = await signUpUser(t);
    const other = await signUpUser(t);
    const { device } = await subscribe(m, 'My laptop');
    expect(device.device_name).toBe('My laptop');
    expect(device.service).toBe(new URL(t.url).host);
    const list = await t.call('pushDevices', { token: m.token });
    expect(list.data.items.map((d) => d.id)).toEqual([device.id]);
    expect((await t.call('pushDevices', { token: other.token })).data.items).toEqual([]);
    const stranger = await t.call('removePushDevice', { token: other.token, params: { id: device.id } });
    expect(stranger.status).toBe(404);
    expect(stranger.error?.message).toBe(PUSH_MESSAGES.deviceNotFound);
    expect((await t.call('removePushDevice', { token: m.token, params: { id: device.id } })).status).toBe(200);
    expect((await t.call('pushDevices', { token: m.token })).data.items).toEqual([]);
  });

  it('refuses an endpoint that is not a reachable push service', async () => {
    const m = await signUpUser(t);
    const keys = { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) };
    for (const endpoint of ['ftp://push.example.com/x', 'https://user:pw@push.example.com/x', 'http://localhost:1/elsewhere']) {
      const r = await t.call('addPushDevice', { token: m.token, body: { endpoint, keys } });
      if (endpoint.startsWith('http://localhost')) continue; // tests allow private targets, like webhooks outside production
      expect(r.status).toBe(422);
      expect(r.error?.message).toBe(PUSH_MESSAGES.invalidEndpoint);
    }
  });

  it('the same browser subscribed by another member becomes theirs', async () => {
    const a = await signUpUser(t);
    const b = await signUpUser(t);
    const { subscription } = await subscribe(a);
    await t.call('addPushDevice', { token: b.token, body: { endpoint: subscription.endpoint, keys: subscription.keys } });
    expect((await t.call('pushDevices', { token: a.token })).data.items).toEqual([]);
    expect((await t.call('pushDevices', { token: b.token })).data.items).toHaveLength(1);
  });
});

describe('pushes', () => {
  it('a message notification arrives signed (VAPID) and encrypted (RFC 8291), decrypted by the subscription keys', async () => {
    const m = await signUpUser(t);
    const { boxId } = await subscribe(m);
    await send(m.userId, 'message', 'New message from Ana', 'See you at the shoot at 9', '/messages/abc');
    const [p] = await pushes(boxId, 1);
    expect(p?.data).toMatchObject({
      title: 'New message from Ana',
      body: 'See you at the shoot at 9',
      url: '/messages/abc',
      type: 'message',
    });
    expect(p?.urgency).toBe('high');
    expect(p?.ttl).toBeGreaterThan(0);
  });

  it('bookings, event changes and system updates are pushed; a like is not (off by default); a type switched off is not', async () => {
    const m = await signUpUser(t);
    const { boxId } = await subscribe(m);
    await send(m.userId, 'portfolio_like', 'Someone liked', 'x', '/portfolio');
    await send(m.userId, 'booking', 'Booking request', 'A studio asks for you', '/bookings');
    await send(m.userId, 'event_update', 'Event moved', 'Now at 8pm', '/events');
    await t.call('updateNotificationPreferences', { token: m.token, body: { push: { system_updates: false } } });
    await send(m.userId, 'system_update', 'Not pushed', 'x', '/settings');
    await send(m.userId, 'collaboration_request', 'Casting offer', 'A role for you', '/casting');
    const got = await pushes(boxId, 3);
    expect(got.map((p) => p.data.title).sort()).toEqual(['Booking request', 'Casting offer', 'Event moved']);
  });

  it('a sign-in from a browser new to the account is pushed as a security alert, and listed in the app', async () => {
    const m = await signUpUser(t);
    const { boxId } = await subscribe(m);
    // No device cookie: a browser this account has not signed in from.
    const signedIn = await t.call('signIn', { body: { email: m.email, password: m.password }, headers: { 'user-agent': UA_FIREFOX } });
    expect(signedIn.status).toBe(200);
    const [p] = await pushes(boxId, 1);
    expect(p?.data).toMatchObject({ title: 'New sign-in to your account', url: '/settings?tab=security', type: 'security_alert' });
    expect(p?.data.body).toMatch(/^From Firefox 133 · Windows\. Not you\?/);
    const listed = await t.call('notifications', { token: m.token, query: {} });
    expect(listed.data.items.map((n) => n.type)).toContain('security_alert');
    // The system updates switch turns it off, as it does the others under it.
    await t.call('updateNotificationPreferences', { token: m.token, body: { push: { system_updates: false } } });
    await t.call('signIn', { body: { email: m.email, password: m.password } });
    await send(m.userId, 'message', 'Still pushed', 'x');
    const after = await pushes(boxId, 2);
    expect(after.map((x) => x.data.title)).toEqual(['New sign-in to your account', 'Still pushed']);
  });

  it('"hide message content on the lock screen" sends no private text', async () => {
    const m = await signUpUser(t);
    const { boxId } = await subscribe(m);
    const prefs = await t.call('updateNotificationPreferences', { token: m.token, body: { push_hide_content: true } });
    expect(prefs.data.push_hide_content).toBe(true);
    await send(m.userId, 'message', 'New message from Ana', 'The secret address is 12 Rue X');
    const [p] = await pushes(boxId, 1);
    expect(p?.payload).not.toContain('Ana');
    expect(p?.payload).not.toContain('secret');
    expect(p?.data.title).toBe(PUSH_MESSAGES.hiddenTitle);
  });

  it('nothing is pushed while a tab has focus; once it loses focus, pushes go again', async () => {
    const m = await signUpUser(t);
    const { boxId } = await subscribe(m);
    await t.call('pushPresence', { token: m.token, body: { focused: true } });
    // This push's own job must have run (and skipped) before the tab loses focus: earlier tests' jobs count too.
    const before = await pushJobsDoneCount();
    await send(m.userId, 'message', 'While focused', 'x');
    await pushJobsDone(before + 1);
    expect(await arrived(boxId)).toEqual([]);
    await t.call('pushPresence', { token: m.token, body: { focused: false } });
    await send(m.userId, 'message', 'After blur', 'x');
    const got = await pushes(boxId, 1);
    expect(got[0]?.data.title).toBe('After blur');
  });

  it('a rolled-back change pushes nothing', async () => {
    const m = await signUpUser(t);
    await subscribe(m);
    const before = (await t.ctx.db.select().from(jobs).where(eq(jobs.kind, 'push.deliver'))).length;
    await t.ctx.db
      .transaction(async (tx) => {
        await notify(t.ctx, tx, m.userId, { type: 'message', title: 'Rolled back', content: 'x' });
        throw new Error('roll back');
      })
      .catch(() => {});
    expect((await t.ctx.db.select().from(jobs).where(eq(jobs.kind, 'push.deliver'))).length).toBe(before);
  });

  it('the test push reaches every device, even with a focused tab', async () => {
    const m = await signUpUser(t);
    const a = await subscribe(m, 'Phone');
    const b = await subscribe(m, 'Laptop');
    await t.call('pushPresence', { token: m.token, body: { focused: true } });
    const r = await t.call('sendTestPush', { token: m.token });
    expect(r.data.queued).toBe(2);
    expect((await pushes(a.boxId, 1))[0]?.data.title).toBe(PUSH_MESSAGES.testTitle);
    expect((await pushes(b.boxId, 1))[0]?.data.title).toBe(PUSH_MESSAGES.testTitle);
    const list = await t.call('pushDevices', { token: m.token });
    await expect.poll(async () => (await t.call('pushDevices', { token: m.token })).data.items.every((d) => d.last_push_at)).toBe(true);
    expect(list.status).toBe(200);
  });

  it('an expired subscription (410 from the push service) is removed', async () => {
    const m = await signUpUser(t);
    const { boxId, device } = await subscribe(m);
    await fetch(`${t.url}/pushbox/subscriptions/${boxId}/expire`, { method: 'POST' });
    await t.call('sendTestPush', { token: m.token });
    await expect.poll(async () => (await t.call('pushDevices', { token: m.token })).data.items.length, { timeout: 20_000 }).toBe(0);
    expect(await t.ctx.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.id, device.id))).toEqual([]);
  });

  it('a push service answering 503 is tried again by the jobs', async () => {
    const m = await signUpUser(t);
    const { boxId } = await subscribe(m);
    await fetch(`${t.url}/pushbox/subscriptions/${boxId}/fail`, { method: 'POST', body: JSON.stringify({ count: 1 }) });
    await send(m.userId, 'message', 'Second try', 'x');
    const failed = async () =>
      (
        await t.ctx.db
          .select()
          .from(jobs)
          .where(and(eq(jobs.kind, 'push.deliver'), sql`${jobs.last_error} like '%503%'`, eq(jobs.state, 'pending')))
      )[0];
    await expect.poll(failed, { timeout: 20_000 }).toBeTruthy();
    const job = await failed();
    // The backoff's wait, skipped: the job is due again now.
    await t.ctx.db
      .update(jobs)
      .set({ run_at: new Date() })
      .where(eq(jobs.id, job?.id ?? 0));
    await t.ctx.db.execute(sql`select pg_notify('mb_jobs', 'push.deliver')`);
    expect((await pushes(boxId, 1))[0]?.data.title).toBe('Second try');
  });

  it('the stand-in refuses a push without a valid VAPID signature or that does not decrypt', async () => {
    const m = await signUpUser(t);
    const { subscription } = await subscribe(m);
    const unsigned = await fetch(subscription.endpoint, {
      method: 'POST',
      headers: { TTL: '60', 'Content-Encoding': 'aes128gcm' },
      body: 'x',
    });
    expect(unsigned.status).toBe(401);
    const forged = await fetch(subscription.endpoint, {
      method: 'POST',
      headers: {
        TTL: '60',
        'Content-Encoding': 'aes128gcm',
        Authorization: `vapid t=a.b.c, k=${(await t.call('pushConfig', { token: m.token })).data.public_key}`,
      },
      body: 'x',
    });
    expect(forged.status).toBe(401);
  });
});
