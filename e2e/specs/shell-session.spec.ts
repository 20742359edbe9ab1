import { expect, test } from '@playwright/test';
import { newMember, signUpMember } from './helpers';
import { withCookieChoiceMade } from './shell-helpers';

// The shell listens on user:{id} over the realtime socket; a session.revoked event naming this tab's
// session (the access token's sid) signs it out locally and sends it to /auth with a toast.

test('a session ended from another device signs this tab out and asks to sign in again', async ({ browser }) => {
  const m = newMember();
  const deviceA = await browser.newContext();
  const a = await deviceA.newPage();
  await withCookieChoiceMade(a);
  // Resolves once A's socket has subscribed to its user topic (server frame 'subscribed').
  const subscribed = new Promise<void>((resolve) => {
    a.on('websocket', (ws) => {
      ws.on('framereceived', (f) => {
        if (String(f.payload).includes('"subscribed"') && String(f.payload).includes('user:')) resolve();
      });
    });
  });
  await signUpMember(a, m, 'creator', { path: '/events' });
  await expect(a.getByRole('heading', { level: 1, name: 'Events' })).toBeVisible();
  await subscribed;

  const deviceB = await browser.newContext();
  const b = await deviceB.newPage();
  await withCookieChoiceMade(b);
  await b.goto('/auth');
  await b.getByLabel('E-mail').fill(m.email);
  await b.getByLabel('Password').fill(m.password);
  await b.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(b).toHaveURL(/\/dashboard/);

  // Changing the password on B signs every other device out (the server revokes A's session).
  const newPassword = `${m.password}-2`;
  const status = await b.evaluate(
    async ({ current, next }) => {
      const s = JSON.parse(localStorage.getItem('mb-session') ?? '{}');
      const r = await fetch('/api/v1/auth/password', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${s.access_token}` },
        body: JSON.stringify({ current_password: current, new_password: next }),
      });
      return r.status;
    },
    { current: m.password, next: newPassword },
  );
  expect(status).toBe(200);

  // A hears about it without any action of its own.
  await expect(a).toHaveURL(/\/auth\?redirect=%2Fevents$/);
  await expect(a.getByText('You have been signed out')).toBeVisible();
  await expect(a.getByText('Authentication Required')).toHaveCount(0);
  expect(await a.evaluate(() => localStorage.getItem('mb-session'))).toBeNull();

  // B, whose session was kept, is still signed in.
  await b.reload();
  await expect(b.getByRole('button', { name: /Account menu/ })).toBeVisible();
  await deviceA.close();
  await deviceB.close();
});

test('signing out here does not read as being signed out elsewhere', async ({ page }) => {
  await withCookieChoiceMade(page);
  await signUpMember(page, newMember(), 'creator', { path: '/events' });
  await page.getByRole('button', { name: /Account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Signed out successfully')).toBeVisible();
  await expect(page.getByText('You have been signed out')).toHaveCount(0);
  await expect(page.getByText('Authentication Required')).toHaveCount(0);
});
