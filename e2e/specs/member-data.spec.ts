import { expect, test } from '@playwright/test';
import { strFromU8, unzipSync } from 'fflate';
import { expectNoSeriousAxeViolations, newMember, signUpMember } from './helpers';
import { shoot } from './shots';

// The member's own data (issue 18), as a member sees it on /settings?tab=your-data: prepare an export,
// watch it finish, download the ZIP and open it here; then ask for the account's deletion with the
// password (a wrong one is refused under the field), get signed out, sign in again: the deletion is
// cancelled and the tab says so.

test('export own data and open the ZIP; request erasure, cancel by signing in', async ({ page }) => {
  test.setTimeout(180_000);
  const m = newMember();
  const { username } = await signUpMember(page, m, 'creator', { path: '/settings?tab=your-data' });

  await expect(page.getByRole('heading', { name: 'Download your data' })).toBeVisible();
  await expect(page.getByText('You have not prepared an export yet.')).toBeVisible();
  await shoot(page, 'member-data-empty');

  await page.getByRole('button', { name: 'Prepare my data' }).click();
  const row = page.getByTestId('data-export').first();
  await expect(row).toHaveAttribute('data-state', 'ready', { timeout: 60_000 });
  await expect(page.getByText('2 of 3 left today.')).toBeVisible();
  // The pointer still rests on the button it clicked: its hover shade is not what the page looks like.
  await page.mouse.move(0, 0);
  await expectNoSeriousAxeViolations(page);
  await shoot(page, 'member-data-ready');

  const download = page.waitForEvent('download');
  await row.getByRole('button', { name: 'Download ZIP' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/\.zip$/);
  const zip = unzipSync(new Uint8Array(await (await import('node:fs/promises')).readFile((await file.path()) ?? '')));
  expect(Object.keys(zip)).toEqual(expect.arrayContaining(['README.txt', 'data/users.json', 'data/profiles.json']));
  const profile = JSON.parse(strFromU8(zip['data/profiles.json']!)) as { username: string }[];
  expect(profile[0]?.username).toBe(username);
  const users = JSON.parse(strFromU8(zip['data/users.json']!)) as { email: string; password_hash: string }[];
  expect(users[0]).toMatchObject({ email: m.email, password_hash: '[redacted]' });

  // Delete account: the dialog explains the 30 days and asks for the password.
  await page.getByRole('button', { name: 'Delete account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await expect(dialog).toContainText('30 days');
  await dialog.getByRole('button', { name: 'Schedule deletion' }).click();
  await expect(dialog.getByText('Enter your password.')).toBeVisible();
  await dialog.getByLabel('Password').fill('not-my-password-1');
  await dialog.getByRole('button', { name: 'Schedule deletion' }).click();
  await expect(dialog.getByText('Current password is incorrect.')).toBeVisible();
  await shoot(page, 'member-data-delete-dialog');
  await dialog.getByLabel('Password').fill(m.password);
  await dialog.getByRole('button', { name: 'Schedule deletion' }).click();

  // Signed out, on the sign-in page, told the date.
  await expect(page).toHaveURL(/\/auth/);
  await expect(page.getByText(/Your account is scheduled for deletion on/)).toBeVisible();

  // Signing in cancels it.
  await page.getByLabel('E-mail').fill(m.email);
  await page.getByLabel('Password').fill(m.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).not.toHaveURL(/\/auth/);
  await page.goto('/settings?tab=your-data');
  await expect(page.getByText('Your account deletion was cancelled because you signed in.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Delete account' })).toBeVisible();
  await shoot(page, 'member-data-cancelled');
});
