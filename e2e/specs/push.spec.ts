import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousAxeViolations, newMember, signUpMember } from './helpers';
import { memberViaApi } from './staff-helpers';

// Installable app and Web Push (issue 36). The spec first subscribes through the real Push API; where
// that works the pushes would go to the browser's push service (FCM), which a test cannot read, and this
// headless Chromium has none anyway, so the tab's PushManager answers with a subscription made at the
// built-in stand-in push service, which then receives the server's push over
// HTTP, checks its VAPID signature and decrypts it with the subscription's keys as a browser would. The
// decrypted push goes to the service worker through DevTools (ServiceWorker.deliverPushMessage), as
// the browser hands a push to it, and the notification it shows is read back from the registration.

test.use({ serviceWorkers: 'allow', permissions: ['notifications'] });

type BoxSubscription = { id: string; subscription: { endpoint: string; expirationTime: null; keys: { p256dh: string; auth: string } } };

/** The real Push API when it works here; the stand-in's subscription otherwise (see the top). */
async function usePushService(page: Page, token: string): Promise<BoxSubscription> {
  await page.goto('/api/health');
  const real = await page.evaluate(async () => {
    try {
      const reg = await navigator.serviceWorker.register('/sw.js');
      await navigator.serviceWorker.ready;
      const key = await (
        await fetch('/api/v1/push/config', {
          headers: { authorization: `Bearer ${JSON.parse(localStorage.getItem('mb-session') ?? '{}').access_token}` },
        })
      ).json();
      const raw = atob(key.public_key.replace(/-/g, '+').replace(/_/g, '/'));
      const sub = await reg.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: Uint8Array.from(raw, (c) => c.charCodeAt(0)),
      });
      await sub.unsubscribe();
      return true;
    } catch {
      return false;
    }
  });
  // A real subscription's pushes go to that service (FCM), which a test cannot read: noted, and the stand-in used.
  test.info().annotations.push({
    type: 'push service',
    description: real ? 'real Push API subscribed (not used)' : 'no real push service: stand-in',
  });
  const key = (await (await page.request.get('/api/v1/push/config', { headers: { authorization: `Bearer ${token}` } })).json()) as {
    public_key: string;
  };
  const box = (await (
    await page.request.post('/pushbox/subscriptions', { data: { application_server_key: key.public_key } })
  ).json()) as BoxSubscription;
  await page.addInitScript((s) => {
    const sub = {
      endpoint: s.endpoint,
      expirationTime: null,
      options: {},
      getKey: () => null,
      toJSON: () => s,
      unsubscribe: async () => true,
    };
    let subscribed = false;
    PushManager.prototype.subscribe = async () => {
      subscribed = true;
      return sub as unknown as PushSubscription;
    };
    PushManager.prototype.getSubscription = async () =>
      (subscribed || localStorage.getItem('mb-push-device') ? sub : null) as unknown as PushSubscription;
  }, box.subscription);
  return box;
}

test('a member installs the app, allows push, closes the tab and is told of a message by a push', async ({ page, context }) => {
  const b = newMember();
  const { session } = await signUpMember(page, b, 'creator', { path: '/dashboard' });
  const box = await usePushService(page, session.access_token);

  // Installable: the manifest the server writes, its icons and a registered worker.
  const manifest = (await (await page.request.get('/manifest.webmanifest')).json()) as {
    name: string;
    start_url: string;
    icons: { src: string }[];
  };
  expect(manifest.start_url).toBe('/dashboard');
  for (const icon of manifest.icons) expect((await page.request.get(icon.src)).headers()['content-type']).toBe('image/png');

  await page.goto('/settings?tab=notifications');
  await expect(page.getByRole('columnheader', { name: 'Push' })).toBeVisible();
  await expect(page.getByRole('switch', { name: 'Messages: push' })).toBeChecked();
  await expect(page.getByText('No devices receive push notifications yet.')).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await page.getByRole('button', { name: 'Turn on push on this device' }).click();
  await expect(page.getByTestId('push-enabled')).toHaveText('Push notifications are on for this device.');
  await expect(page.getByTestId('push-device')).toHaveCount(1);
  await expect(page.getByTestId('push-device')).toContainText('This device');
  const registrationId = await workerRegistration(page);

  // The member leaves: another tab takes the focus, then the app's tab is closed.
  const other = await context.newPage();
  await other.goto('/api/health');
  await other.bringToFront();
  await page.close({ runBeforeUnload: true });

  // Another member writes to them. The closing tab's last word (not focused any more) is a keepalive
  // request the test cannot wait for: a message that arrives before the server has it is not pushed (the
  // member was looking). So until one is pushed another member writes (a conversation notifies once in
  // 5 minutes); a tab that never said it left would hold pushes for PUSH_LIMITS.presenceTtlMs, longer
  // than this waits.
  let payload = '';
  const pushed = async () => {
    const r = (await (await other.request.get(`/pushbox/subscriptions/${box.id}/messages`)).json()) as { items: { payload: string }[] };
    payload = r.items[0]?.payload ?? '';
    return r.items.length;
  };
  await expect(async () => {
    const a = await memberViaApi(other.request, newMember(), 'Ana Sender');
    const headers = { authorization: `Bearer ${a.access_token}` };
    const conv = (await (
      await other.request.post('/api/v1/conversations', { headers, data: { member_ids: [session.user.id] } })
    ).json()) as {
      id: string;
    };
    const sent = await other.request.post(`/api/v1/conversations/${conv.id}/messages`, {
      headers,
      data: { client_id: crypto.randomUUID(), body: 'Are you free for the Friday shoot?' },
    });
    expect(sent.ok(), await sent.text()).toBe(true);
    // The stand-in push service received it, signed and encrypted, and decrypted it with the subscription's keys.
    await expect.poll(pushed, { timeout: 10_000 }).toBeGreaterThan(0);
  }).toPass({ timeout: 60_000 });
  const data = JSON.parse(payload) as { title: string; url: string; type: string };
  expect(data.type).toBe('message');

  // The browser hands it to the service worker, which shows the notification with the tab closed. Handed
  // again if none shows: DevTools can drop a push to a worker that is starting (the same tag shows once).
  const cdp = await context.newCDPSession(other);
  await cdp.send('ServiceWorker.enable');
  await expect(async () => {
    await cdp.send('ServiceWorker.deliverPushMessage', { origin: new URL(other.url()).origin, registrationId, data: payload });
    await expect
      .poll(() => other.evaluate(async () => (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => n.title)), {
        timeout: 10_000,
      })
      .toContain(data.title);
  }).toPass({ timeout: 60_000 });
});

test('offline, a page is the offline page with a retry; the manifest follows the product name', async ({ page, context }) => {
  const { session } = await signUpMember(page, newMember(), 'creator', { path: '/dashboard' });
  expect(session.access_token).toBeTruthy();
  await page.evaluate(() => navigator.serviceWorker.ready);
  const title = await page.title();
  const manifest = (await (await page.request.get('/manifest.webmanifest')).json()) as { name: string };
  expect(title).toContain(manifest.name);
  await context.setOffline(true);
  await page.goto('/network').catch(() => {});
  await expect(page.getByRole('heading', { name: 'You are offline' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Try again' })).toBeVisible();
  await context.setOffline(false);
  await page.getByRole('link', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { name: 'You are offline' })).toBeHidden();
});

/** The service worker's registration id, as DevTools names it. */
async function workerRegistration(page: Page): Promise<string> {
  await page.evaluate(() => navigator.serviceWorker.ready);
  const cdp = await page.context().newCDPSession(page);
  const id = new Promise<string>((resolve) => {
    cdp.on(
      'ServiceWorker.workerRegistrationUpdated',
      (e: { registrations: { registrationId: string; scopeURL: string; isDeleted: boolean }[] }) => {
        const r = e.registrations.find((x) => !x.isDeleted);
        if (r) resolve(r.registrationId);
      },
    );
  });
  await cdp.send('ServiceWorker.enable');
  return id;
}
