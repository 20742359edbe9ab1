import vm from 'node:vm';
import { PUSH_MESSAGES } from '@mb/contract/push-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notify } from '../../src/features/notifications/service.ts';
import { serviceWorkerSource } from '../../src/features/push/service-worker.ts';
import { signUpUser, startTestApp, type TestApp } from '../helpers/test-app.ts';

// A push service may replace a browser's subscription (issue 36): the service worker's
// 'pushsubscriptionchange' hands the new one to the server, which has no session to go by: the old
// subscription's endpoint and secret name the device. Run here with the worker's own text, in a sandbox
// whose fetch reaches the test server and whose push manager is the built-in stand-in push service.

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

type Member = Awaited<ReturnType<typeof signUpUser>>;
interface Box {
  id: string;
  subscription: { endpoint: string; keys: { p256dh: string; auth: string } };
}

/** A subscription at the stand-in push service with the server's VAPID key. */
async function newBox(m: Member): Promise<Box> {
  const key = (await t.call('pushConfig', { token: m.token })).data.public_key;
  const res = await fetch(`${t.url}/pushbox/subscriptions`, { method: 'POST', body: JSON.stringify({ application_server_key: key }) });
  expect(res.status).toBe(201);
  return (await res.json()) as Box;
}
async function subscribed(m: Member) {
  const box = await newBox(m);
  const added = await t.call('addPushDevice', {
    token: m.token,
    body: { endpoint: box.subscription.endpoint, keys: box.subscription.keys, device_name: 'Phone' },
  });
  expect(added.status).toBe(201);
  return { box, device: added.data };
}
const arrived = async (boxId: string) =>
  ((await (await fetch(`${t.url}/pushbox/subscriptions/${boxId}/messages`)).json()) as { items: { payload: string }[] }).items.length;
const send = (userId: string, title: string) =>
  t.ctx.db.transaction((tx) => notify(t.ctx, tx, userId, { type: 'message', title, content: 'x', action_url: '/messages' }));
const renew = (body: unknown) => t.call('renewPushDevice', { body: body as never });

describe('POST /api/v1/push/devices/renew', () => {
  it('moves the device to the new subscription: pushes reach it there, not at the old one', async () => {
    const m = await signUpUser(t);
    const { box: old, device } = await subscribed(m);
    const next = await newBox(m);
    const r = await renew({
      old_endpoint: old.subscription.endpoint,
      old_auth: old.subscription.keys.auth,
      endpoint: next.subscription.endpoint,
      keys: next.subscription.keys,
    });
    expect(r.status, JSON.stringify(r.error)).toBe(200);
    const devices = (await t.call('pushDevices', { token: m.token })).data.items;
    expect(devices.map((d) => [d.id, d.device_name])).toEqual([[device.id, 'Phone']]);
    await send(m.userId, 'After the renewal');
    await expect.poll(() => arrived(next.id), { timeout: 20_000 }).toBe(1);
    expect(await arrived(old.id)).toBe(0);
  });

  it('refuses, as 404, an unknown endpoint or a wrong secret, and changes nothing', async () => {
    const m = await signUpUser(t);
    const { box } = await subscribed(m);
    const next = await newBox(m);
    const body = {
      old_endpoint: box.subscription.endpoint,
      old_auth: next.subscription.keys.auth,
      endpoint: next.subscription.endpoint,
      keys: next.subscription.keys,
    };
    const wrongSecret = await renew(body);
    expect(wrongSecret.status).toBe(404);
    expect(wrongSecret.error?.message).toBe(PUSH_MESSAGES.deviceNotFound);
    const unknown = await renew({ ...body, old_endpoint: `${t.url}/pushbox/push/not-a-box`, old_auth: box.subscription.keys.auth });
    expect(unknown.status).toBe(404);
    await send(m.userId, 'Still at the old one');
    await expect.poll(() => arrived(box.id), { timeout: 20_000 }).toBe(1);
    // A malformed body is a clear 400, not a crash.
    expect((await renew({ old_endpoint: 'nope' })).status).toBe(400);
  });

  it("the service worker's pushsubscriptionchange hands over a new subscription made with the old one's key", async () => {
    const m = await signUpUser(t);
    const { box: old } = await subscribed(m);
    const next = await newBox(m);
    const key = (await t.call('pushConfig', { token: m.token })).data.public_key;
    const listeners = new Map<string, (e: unknown) => void>();
    const subscribedWith: unknown[] = [];
    const self = {
      addEventListener: (type: string, fn: (e: unknown) => void) => listeners.set(type, fn),
      location: new URL(t.url),
      registration: {
        pushManager: {
          subscribe: async (opts: unknown) => {
            subscribedWith.push(opts);
            return { toJSON: () => next.subscription };
          },
        },
      },
    };
    vm.runInNewContext(serviceWorkerSource('test', 'ModelBase'), {
      self,
      caches: {},
      URL,
      fetch: (path: string, init: RequestInit) => fetch(new URL(path, t.url), init),
    });
    let done: Promise<unknown> = Promise.resolve();
    listeners.get('pushsubscriptionchange')?.({
      oldSubscription: { options: { applicationServerKey: key }, toJSON: () => old.subscription },
      newSubscription: null,
      waitUntil: (p: Promise<unknown>) => {
        done = p;
      },
    });
    await done;
    expect(subscribedWith).toEqual([{ userVisibleOnly: true, applicationServerKey: key }]);
    await send(m.userId, 'Renewed by the worker');
    await expect.poll(() => arrived(next.id), { timeout: 20_000 }).toBe(1);
  });
});
