import { type Browser, expect, type Page, test } from '@playwright/test';
import { expectNoSeriousAxeViolations, newMember, signUpMember } from './helpers';
import { shoot } from './shots';

// MB Visio (issue 16): the host starts a call for an invited creator (who has not installed the app),
// the guest opens the invite link and waits, the host admits them, and each browser decodes the
// other's live video over WebRTC (Chromium's fake camera and microphone). Then both leave and the call
// is in the host's history. E2E_SHOTS=<dir> also writes screenshots (desktop and 390 px phone, light and dark).

test.use({
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      '--autoplay-policy=no-user-gesture-required',
    ],
  },
});

async function memberPage(browser: Browser, type: 'enterprise' | 'creator') {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.addInitScript(() =>
    localStorage.setItem(
      'cookiePreferences',
      JSON.stringify({ necessary: true, functional: false, analytics: false, marketing: false, hasConsented: true }),
    ),
  );
  const page = await context.newPage();
  const { username } = await signUpMember(page, newMember(), type, { path: '/app-store' });
  return { page, username, close: () => context.close() };
}

/**
 * Waits for the remote tile's <video> to present ten new frames (requestVideoFrameCallback) and
 * answers how many came and the media times of the first and last: frames really decoded, not just a
 * connected peer. Gives up after 45 s with what it saw.
 */
function remoteFrames(page: Page) {
  return page
    .locator('[data-testid="visio-tile"][data-self="false"] video')
    .first()
    .evaluate(
      (v: HTMLVideoElement) =>
        new Promise<{ count: number; first: number; last: number; width: number }>((resolve) => {
          let count = 0;
          let first = -1;
          let last = -1;
          const done = () => resolve({ count, first, last, width: v.videoWidth });
          const timer = setTimeout(done, 45_000);
          const step = (_now: number, meta: { mediaTime: number }) => {
            count++;
            if (first < 0) first = meta.mediaTime;
            last = meta.mediaTime;
            if (count >= 10) {
              clearTimeout(timer);
              done();
            } else v.requestVideoFrameCallback(step);
          };
          v.requestVideoFrameCallback(step);
        }),
    );
}

test('a call: the guest waits, is admitted, both see each other live, both leave, the call is in history', async ({ browser }) => {
  test.setTimeout(240_000);
  const host = await memberPage(browser, 'enterprise');
  const guest = await memberPage(browser, 'creator');
  const session = await host.page.evaluate(() => JSON.parse(localStorage.getItem('mb-session') ?? '{}') as { access_token: string });
  const installed = await host.page.request.post('/api/v1/app-store/apps/mb-visio/install', {
    headers: { authorization: `Bearer ${session.access_token}` },
  });
  expect(installed.ok(), await installed.text()).toBe(true);

  // The host's home: nothing yet; the form says what is missing.
  await host.page.goto('/apps/mb-visio');
  await expect(host.page.getByTestId('visio-upcoming-empty')).toBeVisible();
  await expect(host.page.getByRole('heading', { name: 'No calls yet' })).toBeVisible();
  await expectNoSeriousAxeViolations(host.page, { label: 'MB Visio home' });
  await shoot(host.page, 'visio-home-empty');
  const form = host.page.getByTestId('visio-create');
  await form.getByTestId('visio-create-submit').click();
  await expect(form.getByText('Give the room a title.')).toBeVisible();
  await expect(form.getByText('Invite at least one member, or pick a booking.')).toBeVisible();
  await form.getByLabel('Title').fill('Wardrobe fitting');
  await form.getByLabel('Invite members').fill('@nobody_by_that_name');
  await form.getByTestId('visio-create-submit').click();
  await expect(form.getByText('No member called @nobody_by_that_name.')).toBeVisible();
  await form.getByLabel('Invite members').fill(`@${guest.username}`);
  await form.getByTestId('visio-create-submit').click();

  // An instant call: the room page, the camera preview, then in.
  await expect(host.page).toHaveURL(/\/apps\/mb-visio\/rooms\/[0-9a-f-]{36}$/);
  const invitePath = new URL(host.page.url()).pathname;
  await expect(host.page.getByTestId('visio-prejoin')).toBeVisible();
  await expect(host.page.getByTestId('visio-preview')).toBeVisible();
  await shoot(host.page, 'visio-prejoin');
  await host.page.getByTestId('visio-join').click();
  await expect(host.page.getByTestId('visio-call')).toHaveAttribute('data-stage', 'admitted');
  await expect(host.page.getByTestId('visio-tile')).toHaveCount(1);

  // The guest (a creator: no app) opens the invite link and waits. (Its sockets are kept at hand, to
  // drop the realtime channel later.)
  await guest.page.addInitScript(() => {
    const Base = window.WebSocket;
    const all: WebSocket[] = [];
    (window as unknown as { __sockets: WebSocket[] }).__sockets = all;
    window.WebSocket = class extends Base {
      constructor(url: string | URL, protocols?: string | string[]) {
        super(url, protocols);
        all.push(this);
      }
    } as typeof WebSocket;
  });
  await guest.page.goto(invitePath);
  await expect(guest.page.getByRole('heading', { name: 'Wardrobe fitting' })).toBeVisible();
  await expect(guest.page.getByTestId('visio-preview')).toBeVisible();
  await guest.page.getByTestId('visio-join').click();
  await expect(guest.page.getByTestId('visio-waiting')).toBeVisible();
  await shoot(guest.page, 'visio-waiting');

  // The host sees them waiting, live, and lets them in.
  const waiting = host.page.getByTestId('visio-waiting-person');
  await expect(waiting).toHaveCount(1);
  await shoot(host.page, 'visio-host-waiting-list');
  await waiting.getByRole('button', { name: 'Admit' }).click();
  await expect(guest.page.getByTestId('visio-call')).toHaveAttribute('data-stage', 'admitted');
  await expect(host.page.getByTestId('visio-tile')).toHaveCount(2);
  await expect(guest.page.getByTestId('visio-tile')).toHaveCount(2);

  // Both decode the other's video: frames keep arriving on the remote <video>.
  for (const side of [host.page, guest.page]) {
    const frames = await remoteFrames(side);
    expect(frames.count, JSON.stringify(frames)).toBe(10);
    expect(frames.last).toBeGreaterThan(frames.first);
    expect(frames.width).toBeGreaterThan(0);
  }

  // Muting shows on the other side's tile.
  await guest.page.getByRole('button', { name: 'Mute microphone' }).click();
  await expect(host.page.locator('[data-testid="visio-tile"][data-self="false"]')).toHaveAttribute('data-muted', 'true');
  // The host shares their screen (it stands in for the camera): the guest's tile says so, and frames keep coming.
  await host.page.getByRole('button', { name: 'Share your screen' }).click();
  await expect(guest.page.locator('[data-testid="visio-tile"][data-self="false"]')).toContainText('sharing screen');
  expect((await remoteFrames(guest.page)).count).toBe(10);
  await host.page.getByRole('button', { name: 'Stop sharing your screen' }).click();
  await expect(guest.page.locator('[data-testid="visio-tile"][data-self="false"]')).not.toContainText('sharing screen');
  await expectNoSeriousAxeViolations(host.page, { label: 'the call' });
  await shoot(host.page, 'visio-call-two');
  await shoot(guest.page, 'visio-call-guest');

  // The guest's realtime channel drops: the server lets that joining go, the page joins again by
  // itself (let straight in, having been in before) and the video comes back on both sides.
  const remoteOnHost = host.page.locator('[data-testid="visio-tile"][data-self="false"]');
  const oldGuest = await remoteOnHost.getAttribute('data-participant');
  await guest.page.evaluate(() => {
    for (const ws of (window as unknown as { __sockets: WebSocket[] }).__sockets) ws.close();
  });
  await expect(remoteOnHost).toHaveCount(1, { timeout: 60_000 });
  await expect(remoteOnHost).not.toHaveAttribute('data-participant', oldGuest ?? '', { timeout: 60_000 });
  await expect(guest.page.getByTestId('visio-call')).toHaveAttribute('data-stage', 'admitted');
  for (const side of [host.page, guest.page]) {
    const frames = await remoteFrames(side);
    expect(frames.count, JSON.stringify(frames)).toBe(10);
  }

  // Both leave; the call ends with the last one and is in the host's history.
  await guest.page.getByTestId('visio-leave').click();
  await expect(guest.page.getByTestId('visio-left')).toBeVisible();
  await expect(host.page.getByTestId('visio-tile')).toHaveCount(1);
  await host.page.getByTestId('visio-leave').click();
  await expect(host.page.getByTestId('visio-left')).toBeVisible();
  await host.page.goto('/apps/mb-visio');
  const row = host.page.getByTestId('visio-history-row').filter({ hasText: 'Wardrobe fitting' });
  await expect(row).toBeVisible();
  await expect(row).toContainText(guest.username);
  await shoot(host.page, 'visio-home-history');

  // The link is closed now.
  await guest.page.goto(invitePath);
  await expect(guest.page.getByTestId('visio-ended')).toBeVisible();
  await host.close();
  await guest.close();
});

test('refusals: a member not invited, and a camera the browser refuses', async ({ browser }) => {
  test.setTimeout(180_000);
  const host = await memberPage(browser, 'enterprise');
  const guest = await memberPage(browser, 'creator');
  const stranger = await memberPage(browser, 'creator');
  const session = await host.page.evaluate(() => JSON.parse(localStorage.getItem('mb-session') ?? '{}') as { access_token: string });
  const headers = { authorization: `Bearer ${session.access_token}` };
  expect((await host.page.request.post('/api/v1/app-store/apps/mb-visio/install', { headers })).ok()).toBe(true);
  const created = await host.page.request.post('/api/v1/visio/rooms', {
    headers,
    data: { title: 'Callback', invitees: [`@${guest.username}`], starts_at: new Date(Date.now() + 3_600_000).toISOString() },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { room } = (await created.json()) as { room: { invite_path: string } };

  // Someone holding the link but not invited is refused, and told why.
  await stranger.page.goto(room.invite_path);
  await expect(stranger.page.getByTestId('visio-refused')).toContainText('You are not invited to this call.');
  await shoot(stranger.page, 'visio-not-invited');

  // The browser refuses the camera and microphone: the page says what to do, and joining still works.
  await guest.page.addInitScript(() => {
    navigator.mediaDevices.getUserMedia = () => Promise.reject(new DOMException('Permission denied', 'NotAllowedError'));
  });
  await guest.page.goto(room.invite_path);
  await expect(guest.page.getByTestId('visio-media-problem')).toContainText('Camera and microphone access was refused.');
  await expect(guest.page.getByTestId('visio-join')).toHaveText('Join without camera and microphone');
  await expectNoSeriousAxeViolations(guest.page, { label: 'pre-join, camera refused' });
  await shoot(guest.page, 'visio-camera-refused');
  await guest.page.getByTestId('visio-join').click();
  await expect(guest.page.getByTestId('visio-waiting')).toBeVisible();
  await host.close();
  await guest.close();
  await stranger.close();
});
