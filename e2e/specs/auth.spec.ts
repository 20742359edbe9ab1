import { expect, test } from '@playwright/test';
import { newMember, signUpMember, signUpMemberInBrowser } from './helpers';

test('a visitor joins, stays signed in across a reload, and signs out', async ({ page }) => {
  const m = newMember();
  await signUpMemberInBrowser(page, m);
  await expect(page).toHaveURL(/\/dashboard/);
  // The e-mail and Sign out live in the profile menu (spec §2 profile dropdown).
  await page.getByRole('button', { name: /Account menu/ }).click();
  await expect(page.getByTestId('signed-in-email')).toHaveText(m.email);
  await page.keyboard.press('Escape');

  await page.reload();
  await expect(page).toHaveURL(/\/dashboard/);
  await page.getByRole('button', { name: /Account menu/ }).click();
  await expect(page.getByTestId('signed-in-email')).toHaveText(m.email);

  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Signed out successfully')).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();

  // The session is gone server-side too: the dashboard now asks to sign in.
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/auth\?redirect=%2Fdashboard/);
});

test('sign-in errors keep what was typed and say what is wrong', async ({ page }) => {
  await page.goto('/auth');
  await page.getByLabel('E-mail').fill('someone@example.test');
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('Incorrect e-mail or password.');
  await expect(page.getByLabel('E-mail')).toHaveValue('someone@example.test');
});

test('joining with a common password shows the server message under the field', async ({ page }) => {
  await page.goto('/signup');
  await page.getByLabel('E-mail').fill(newMember().email);
  await page.getByLabel('Password').fill('password123');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('This password is too common. Choose one that is harder to guess.')).toBeVisible();
});

test('a signed-in session refreshes itself when under 300 s remain', async ({ page }) => {
  const m = newMember();
  await signUpMember(page, m);
  const before = await page.evaluate(() => JSON.parse(localStorage.getItem('mb-session') ?? '{}'));
  // Pretend the access token is about to expire, then reload: the app must refresh before using it.
  await page.evaluate(() => {
    const s = JSON.parse(localStorage.getItem('mb-session') ?? '{}');
    s.expires_at = Math.floor(Date.now() / 1000) + 60;
    localStorage.setItem('mb-session', JSON.stringify(s));
  });
  await page.reload();
  await page.getByRole('button', { name: /Account menu/ }).click();
  await expect(page.getByTestId('signed-in-email')).toHaveText(m.email);
  await expect
    .poll(async () => page.evaluate(() => JSON.parse(localStorage.getItem('mb-session') ?? '{}').refresh_token))
    .not.toBe(before.refresh_token);
});
