import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { newMember, signUpMember } from './helpers';
import { shoot } from './shots';
import { ensureFirstAdmin, signInContext } from './staff-helpers';

// Billing (issue 14): a member buys Pro through the built-in test provider with 4242…, comes back to
// 'Payment received', sees Pro active on /subscription-management, uploads a video (a Pro feature) on
// /portfolio, then cancels (auto-rebill off, Pro stays) and resumes.

const clip = readFileSync(path.resolve(import.meta.dirname, '../../apps/server/test/fixtures/clip.mp4'));

async function payOnProvider(page: Page, card: string) {
  await expect(page).toHaveURL(/\/paybox\/pay\//);
  await expect(page.getByRole('heading', { name: /Pro \(monthly\)/ })).toBeVisible();
  await page.getByLabel('Card number').fill(card);
  await page.getByRole('button', { name: /^Pay / }).click();
}

test('a member buys Pro with the 4242 test card, uploads a video, cancels and resumes', async ({ page }) => {
  await signUpMember(page, newMember(), 'creator', { path: '/settings?tab=pro-subscription' });
  await expect(page.getByTestId('billing-price-creator-pro')).toContainText('$14.99');
  await page.getByRole('button', { name: 'Subscribe monthly' }).click();

  // The provider's page: a declined card first, then the good one.
  await payOnProvider(page, '4000 0000 0000 0002');
  await expect(page.getByRole('alert')).toContainText('Your card was declined');
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByRole('button', { name: /^Pay / }).click();

  // Back in the app: the page waits for the webhook, then says so.
  await expect(page).toHaveURL(/\/subscription-management\/success\?checkout=/);
  await expect(page.getByRole('heading', { name: 'Payment received' })).toBeVisible({ timeout: 20_000 });
  await page.getByRole('link', { name: 'Continue' }).click();

  await expect(page).toHaveURL(/\/subscription-management$/);
  const sub = page.getByTestId('subscription');
  await expect(sub.getByTestId('subscription-status')).toHaveText('Active');
  await expect(sub.getByTestId('auto-rebill')).toHaveText('On');
  await expect(sub.getByTestId('next-billing')).not.toHaveText('None');
  await expect(page.getByTestId('invoice')).toHaveCount(1);
  await expect(page.getByTestId('invoice')).toContainText('$14.99');

  // Pro: a video goes up on /portfolio.
  await page.goto('/portfolio');
  await page.getByTestId('portfolio-file-input').setInputFiles([{ name: 'clip.mp4', mimeType: 'video/mp4', buffer: clip }]);
  await expect(page.getByTestId('upload-row').filter({ hasText: 'clip.mp4' })).toHaveAttribute('data-status', 'done', { timeout: 30_000 });

  // Cancel (with a confirmation): auto-rebill off, Pro kept to the period end.
  await page.goto('/subscription-management');
  await page.getByRole('button', { name: 'Cancel subscription' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('stays active until');
  await dialog.getByRole('button', { name: 'Cancel subscription' }).click();
  await expect(dialog).toBeHidden();
  await expect(sub.getByTestId('subscription-status')).toHaveText('Not renewing');
  await expect(sub.getByTestId('auto-rebill')).toHaveText('Off');
  await expect(sub.getByTestId('next-billing')).toHaveText('None');

  // Resume.
  await page.getByRole('button', { name: 'Resume subscription' }).click();
  await expect(sub.getByTestId('subscription-status')).toHaveText('Active');
  await expect(sub.getByTestId('auto-rebill')).toHaveText('On');
});

test('an admin sees the payment webhooks on /admin/billing and replays one without changing anything', async ({
  page,
  browser,
  request,
}) => {
  const m = newMember();
  await signUpMember(page, m, 'creator', { path: '/settings?tab=pro-subscription' });
  await page.getByRole('button', { name: 'Yearly', exact: true }).click();
  await expect(page.getByTestId('billing-price-creator-pro')).toContainText('$149');
  await page.getByRole('button', { name: 'Subscribe yearly' }).click();
  await expect(page).toHaveURL(/\/paybox\/pay\//);
  // The 'try again' card: refused once, then paid.
  await page.getByLabel('Card number').fill('4000 0000 0000 0341');
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page.getByRole('alert')).toContainText('try again');
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page.getByRole('heading', { name: 'Payment received' })).toBeVisible({ timeout: 20_000 });

  const admin = await ensureFirstAdmin(request);
  const context = await browser.newContext();
  await signInContext(context, admin.session);
  const staff = await context.newPage();
  await staff.goto('/admin/billing');
  await expect(staff.getByRole('heading', { name: 'Billing events' })).toBeVisible();
  const row = staff.getByTestId('billing-event').filter({ hasText: '$149' }).first();
  await expect(row).toContainText('paid');
  await expect(row).toContainText('applied');
  await row.getByRole('button', { name: 'Replay' }).click();
  await expect(staff.getByText('Replayed: applied')).toBeVisible();
  await expect(row).toContainText('Replayed 1×');
  await context.close();

  // Still one invoice: the replay applied nothing twice.
  await page.goto('/subscription-management');
  await expect(page.getByTestId('subscription').getByTestId('subscription-status')).toHaveText('Active');
  await expect(page.getByTestId('invoice')).toHaveCount(1);
});

test('/pricing follows the member: a creator is on Creator and offered Pro (never Business Pro); once Pro, Pro is the current plan with Manage, one name everywhere (issue 31)', async ({
  page,
}) => {
  // A checkout, or a dozen uploads and three tabs: longer than the default on a busy machine.
  test.setTimeout(240_000);
  await signUpMember(page, newMember(), 'creator', { path: '/pricing' });
  await expect(page.getByRole('heading', { name: 'Plans for your account' })).toBeVisible();
  await expect(page.getByTestId('plan-creator-free')).toContainText('Current plan');
  await expect(page.getByTestId('plan-creator-pro').getByRole('button', { name: 'Go Pro' })).toBeVisible();
  await expect(page.getByTestId('plan-business-pro')).toHaveCount(0);
  await expect(page.getByText('Start with Business Pro')).toHaveCount(0);
  await shoot(page, 'pricing-creator-free');
  // The header's profile menu offers Pro to a creator too.
  await page.getByRole('button', { name: /^Account menu/ }).click();
  await expect(page.getByRole('menuitem', { name: 'Pro subscription' })).toHaveAttribute('href', '/settings?tab=pro-subscription');
  await expect(page.getByTestId('menu-pro-badge')).toHaveCount(0);
  await page.keyboard.press('Escape');

  // Go Pro starts checkout right from /pricing.
  await page.getByTestId('plan-creator-pro').getByRole('button', { name: 'Go Pro' }).click();
  await payOnProvider(page, '4242 4242 4242 4242');
  await expect(page.getByRole('heading', { name: 'Payment received' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('Pro (monthly): $14.99')).toBeVisible();

  // The same name on the subscription and the invoice.
  await page.goto('/subscription-management');
  await expect(page.getByTestId('subscription')).toContainText('Pro (monthly)');
  await expect(page.getByTestId('invoice')).toContainText('Pro (monthly)');

  // /pricing now: Pro is the current plan with Manage, and nothing offers Go Pro.
  await page.goto('/pricing');
  const pro = page.getByTestId('plan-creator-pro');
  await expect(pro).toContainText('Current plan');
  await expect(page.getByRole('button', { name: 'Go Pro' })).toHaveCount(0);
  await expect(page.getByTestId('plan-creator-free')).not.toContainText('Current plan');
  await shoot(page, 'pricing-creator-pro');
  await page.getByRole('button', { name: /^Account menu/ }).click();
  await expect(page.getByTestId('menu-pro-badge')).toHaveText('PRO');
  if (process.env.E2E_SHOTS) await page.screenshot({ path: path.join(process.env.E2E_SHOTS, 'profile-menu-pro.png') });
  await page.keyboard.press('Escape');
  await pro.getByRole('link', { name: 'Manage Pro' }).click();
  await expect(page).toHaveURL(/\/settings\?tab=pro-subscription$/);
  await expect(page.getByTestId('plan-badge')).toHaveText('Pro');
});
