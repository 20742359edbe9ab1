import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousAxeViolations, newMember } from './helpers';
import { memberViaApi, signInContext } from './staff-helpers';

// Issue 12, the network in the browser: B follows A and asks to connect with a note; A sees the
// notification arrive live and the request appear on /my-network, accepts it; both see 'Connected'
// and the counts on each other's profiles; removing the connection asks first. Each screen on the way
// (the note dialog, /my-network with a request, the confirmation) passes axe in light and dark.

/** Resolves once this page's realtime socket has subscribed. */
const subscribed = (page: Page) =>
  new Promise<void>((resolve) => {
    page.on('websocket', (ws) =>
      ws.on('framereceived', (f) => {
        if (String(f.payload).includes('"type":"subscribed"')) resolve();
      }),
    );
  });

const NOTE = 'Loved your rooftop set. Shoot in Berlin next month?';

test('follow, connect with a note, accept live on /my-network; both connected with their counts', async ({ browser, request }) => {
  test.slow(); // two members in two browsers, each page opened a few times
  // Made together: each sign-up waits mostly on its password hash.
  const [a, b] = await Promise.all([
    memberViaApi(request, newMember(), 'Ruby Network'),
    memberViaApi(request, newMember(), 'Bella Network'),
  ]);

  // A waits on /my-network, live.
  const ctxA = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await signInContext(ctxA, a);
  const pageA = await ctxA.newPage();
  const liveA = subscribed(pageA);
  await pageA.goto('/my-network');
  await liveA;
  await expect(pageA.getByRole('heading', { name: 'No waiting requests' })).toBeVisible();
  // Onboarding's welcome is A's one notification so far.
  await expect(pageA.getByTestId('notification-badge')).toHaveText('1');

  // B, on a phone, follows A and asks to connect with a note.
  const ctxB = await browser.newContext({ viewport: { width: 390, height: 844 } });
  await signInContext(ctxB, b);
  const pageB = await ctxB.newPage();
  await pageB.goto(`/model/${a.user.id}`);
  await pageB.getByRole('button', { name: 'Follow Ruby Network' }).click();
  await expect(pageB.getByRole('button', { name: 'Following Ruby Network. Unfollow' })).toBeVisible();
  await expect(pageB.getByText('Following.', { exact: true })).toBeVisible();
  await pageB.getByRole('button', { name: 'Connect', exact: true }).click();
  const dialog = pageB.getByRole('dialog', { name: 'Connect with Ruby Network' });
  await dialog.getByLabel('Note').fill(NOTE);
  await expectNoSeriousAxeViolations(pageB, { label: 'the connect dialog at 390 px' });
  await dialog.getByRole('button', { name: 'Send request' }).click();
  await expect(dialog).toBeHidden();
  await expect(pageB.getByRole('button', { name: 'Pending: withdraw your request to Ruby Network' })).toBeVisible();

  // A: the notification arrives live, and the request with its note shows without a reload.
  await expect(pageA.getByText('New Notification').first()).toBeVisible();
  // new_follower and collaboration_request, both live.
  await expect(pageA.getByTestId('notification-badge')).toHaveText('3');
  await pageA.getByTestId('notification-bell').click();
  const panel = pageA.getByTestId('notification-panel');
  await expect(panel.getByText('Bella Network wants to connect')).toBeVisible();
  await expect(panel.getByText('Bella Network started following you')).toBeVisible();
  await pageA.keyboard.press('Escape');
  const incoming = pageA.getByTestId('request-incoming');
  await expect(incoming).toContainText('Bella Network');
  await expect(incoming).toContainText(NOTE);
  await expectNoSeriousAxeViolations(pageA, { label: '/my-network with a request waiting' });
  await incoming.getByRole('button', { name: 'Accept' }).click();
  await expect(pageA.getByText('Connected.', { exact: true })).toBeVisible();
  await expect(pageA.getByRole('heading', { name: 'No waiting requests' })).toBeVisible();
  await pageA.getByRole('tab', { name: 'Connections' }).click();
  await expect(pageA.getByTestId('network-member').filter({ hasText: 'Bella Network' })).toBeVisible();

  // Both see 'Connected' and the counts on the other's profile.
  await pageB.reload();
  await expect(pageB.getByRole('button', { name: 'Connected with Ruby Network. Remove connection' })).toBeVisible();
  await expect(pageB.getByTestId('count-followers')).toHaveText(/^1\s*follower$/);
  await expect(pageB.getByTestId('count-connections')).toHaveText(/^1\s*connection$/);

  await pageA.goto(`/model/${b.user.id}`);
  await expect(pageA.getByRole('button', { name: 'Connected with Bella Network. Remove connection' })).toBeVisible();
  await expect(pageA.getByTestId('count-following')).toHaveText(/^1\s*following$/);
  await expect(pageA.getByTestId('count-connections')).toHaveText(/^1\s*connection$/);
  await pageA.getByTestId('count-connections').click();
  await expect(pageA.getByRole('dialog', { name: 'Connections' }).getByText('Ruby Network')).toBeVisible();

  // B removes the connection: asked first; Cancel keeps it, confirming ends it.
  await pageB.getByRole('button', { name: 'Connected with Ruby Network. Remove connection' }).click();
  const confirm = pageB.getByRole('dialog', { name: 'Remove your connection with Ruby Network?' });
  await expect(confirm).toBeVisible();
  await expectNoSeriousAxeViolations(pageB, { label: 'the remove-connection confirmation at 390 px' });
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(pageB.getByTestId('count-connections')).toHaveText(/^1\s*connection$/);
  await pageB.getByRole('button', { name: 'Connected with Ruby Network. Remove connection' }).click();
  await confirm.getByRole('button', { name: 'Remove connection' }).click();
  await expect(confirm).toBeHidden();
  await expect(pageB.getByText('Connection removed.', { exact: true })).toBeVisible();
  await expect(pageB.getByRole('button', { name: 'Connect', exact: true })).toBeVisible();

  await ctxA.close();
  await ctxB.close();
});

test('a visitor who signs in to follow comes back to the profile already following', async ({ browser, request }) => {
  test.slow(); // two members made over the API, then a sign-in in the browser
  const a = await memberViaApi(request, newMember(), 'Ruby Visitor');
  const creds = newMember();
  await memberViaApi(request, creds, 'Carla Visitor');
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  await context.addInitScript(() =>
    localStorage.setItem(
      'cookiePreferences',
      JSON.stringify({ necessary: true, functional: false, analytics: false, marketing: false, hasConsented: true }),
    ),
  );
  const me = await request.get('/api/v1/profiles/me', { headers: { authorization: `Bearer ${a.access_token}` } });
  const { username } = (await me.json()) as { username: string };
  const page = await context.newPage();
  // /{username} is the public address (/model/… needs a session).
  await page.goto(`/${username}`);
  await page.getByRole('link', { name: 'Sign in to follow' }).click();
  await page.getByLabel('E-mail').fill(creds.email);
  await page.getByLabel('Password').fill(creds.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Following Ruby Visitor. Unfollow' })).toBeVisible();
  await expect(page.getByTestId('count-followers')).toHaveText(/^1\s*follower$/);
  // The intent is spent: a reload does not follow again or toast again.
  await expect(page).not.toHaveURL(/follow=/);
  await context.close();
});
