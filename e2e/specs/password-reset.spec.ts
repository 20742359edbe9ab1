import { expect, test } from '@playwright/test';
import { newMember } from './helpers';

const INVALID = 'This reset link is invalid or has expired. Request a new one.';

test('asking for a reset link answers the same whether or not the account exists', async ({ page }) => {
  await page.goto('/auth');
  // What this test reads is the answer, not what a visitor types before the prerendered page has come
  // alive (first-page-hydration.spec.ts and auth.spec.ts keep early clicks and fields): the app first.
  await expect(page.getByRole('progressbar', { name: 'Starting the application' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Forgot your password?' }).click();
  await page.getByLabel('E-mail').fill(newMember().email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText('If an account exists for that e-mail, a reset link is on its way.')).toBeVisible();
});

test('a reset link that is wrong or used says so and keeps what was typed', async ({ page }) => {
  await page.goto('/auth/reset-password?token=this-token-was-never-issued-by-the-server');
  await page.getByLabel('New password', { exact: true }).fill('Brand-new-secret-7');
  await page.getByLabel('Repeat the new password').fill('Brand-new-secret-7');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByRole('alert')).toContainText(INVALID);
  await expect(page.getByLabel('New password', { exact: true })).toHaveValue('Brand-new-secret-7');
});

test('a reset page opened without a token cannot be submitted', async ({ page }) => {
  await page.goto('/auth/reset-password');
  await expect(page.getByRole('alert')).toContainText(INVALID);
  await expect(page.getByRole('button', { name: 'Set new password' })).toBeDisabled();
});

test('mismatched new passwords are caught before anything is sent', async ({ page }) => {
  await page.goto('/auth/reset-password?token=this-token-was-never-issued-by-the-server');
  await page.getByLabel('New password', { exact: true }).fill('Brand-new-secret-7');
  await page.getByLabel('Repeat the new password').fill('Brand-new-secret-8');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByText('The passwords do not match.')).toBeVisible();
});
