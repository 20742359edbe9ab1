import { expect, test } from '@playwright/test';
import { newMember, signUpMember } from './helpers';
import { withCookieChoiceMade } from './shell-helpers';
import { ensureFirstAdmin, memberViaApi, signInContext, startIsolatedServer } from './staff-helpers';

// Staff administration (issue 8): the first-admin bootstrap (spec §4, §6), the §8 denial, suspension.

test('the first member to open /admin may grant themselves admin; a second member is refused afterwards', async ({ browser }) => {
  // The bootstrap needs a platform with no staff at all: this test runs its own server (which makes its
  // database at start), so it gets more time than the rest.
  test.setTimeout(300_000);
  const server = await startIsolatedServer(Number(process.env.E2E_PORT ?? 3900) + 1000 + test.info().workerIndex);
  try {
    const first = await browser.newContext({ baseURL: server.url });
    const a = await first.newPage();
    await withCookieChoiceMade(a);
    await signUpMember(a, newMember(), 'creator', { path: '/admin' });
    await expect(a.getByRole('heading', { name: 'Set up staff management' })).toBeVisible();
    await a.getByRole('button', { name: 'Grant me permanent admin access' }).click();
    await expect(a.getByText('Admin access granted. Taking you to the admin area...')).toBeVisible();
    // Spec §9: the admin area opens 2 s after the grant.
    await expect(a.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
    await expect(a.getByText('New sign-ups per day')).toBeVisible();
    await expect(a.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Admin Dashboard' })).toBeVisible();
    await expect(a.getByText('Granted admin access').first()).toBeVisible();
    await expect(a.getByText('· Staff role').first()).toBeVisible();

    const second = await browser.newContext({ baseURL: server.url });
    const b = await second.newPage();
    await withCookieChoiceMade(b);
    await signUpMember(b, newMember(), 'creator', { path: '/admin' });
    await expect(b.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
    await expect(b.getByText("You don't have the necessary permissions to access this area").first()).toBeVisible();
    await expect(b.getByRole('button', { name: 'Grant me permanent admin access' })).toHaveCount(0);
    await expect(b).toHaveURL(/\/dashboard$/);
    await Promise.all([first.close(), second.close()]);
  } finally {
    await server.stop();
  }
});

test('a member who is not staff opening /moderation gets the §8 toast and lands on /dashboard', async ({ page, request }) => {
  await ensureFirstAdmin(request);
  await withCookieChoiceMade(page);
  await signUpMember(page, newMember(), 'creator', { path: '/moderation' });
  await expect(
    page.getByRole('region', { name: /Notifications/ }).getByText("You don't have the necessary permissions to access this area"),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('banner').getByRole('link', { name: /Moderation/ })).toHaveCount(0);
});

test("an admin suspends a member: the member's open tab is signed out and sign-in shows the reason", async ({ browser, request }) => {
  const admin = await ensureFirstAdmin(request);
  const m = newMember();
  await memberViaApi(request, m, 'Sam Suspended');

  const memberContext = await browser.newContext();
  const mp = await memberContext.newPage();
  await withCookieChoiceMade(mp);
  const subscribed = new Promise<void>((resolve) => {
    mp.on('websocket', (ws) => {
      ws.on('framereceived', (f) => {
        if (String(f.payload).includes('"subscribed"') && String(f.payload).includes('user:')) resolve();
      });
    });
  });
  await mp.goto('/auth');
  await mp.getByLabel('E-mail').fill(m.email);
  await mp.getByLabel('Password').fill(m.password);
  await mp.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(mp).toHaveURL(/\/dashboard/);
  await subscribed;

  const adminContext = await browser.newContext();
  await signInContext(adminContext, admin.session);
  const ap = await adminContext.newPage();
  await ap.goto('/accounts-management');
  await ap.getByLabel('Search members').fill(m.email);
  await ap.getByRole('button', { name: 'Search' }).click();
  await ap
    .getByRole('list', { name: 'Members' })
    .getByRole('button', { name: /Sam Suspended/ })
    .click();
  await ap.getByRole('button', { name: 'Suspend account' }).click();
  const dialog = ap.getByRole('dialog');
  await dialog.getByLabel('Reason').fill('Repeated spam in messages');
  await dialog.getByRole('button', { name: 'Suspend account' }).click();
  await expect(ap.getByTestId('suspension-reason')).toHaveText('Reason: Repeated spam in messages');

  // The member's open tab is signed out at once (session.revoked over the realtime socket).
  await expect(mp.getByText('You have been signed out')).toBeVisible();
  await expect(mp).toHaveURL(/\/auth/);
  await mp.getByLabel('E-mail').fill(m.email);
  await mp.getByLabel('Password').fill(m.password);
  await mp.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(mp.getByText('Your account has been suspended. Reason: Repeated spam in messages').first()).toBeVisible();
  await expect(mp).toHaveURL(/\/auth/);
  await Promise.all([memberContext.close(), adminContext.close()]);
});
