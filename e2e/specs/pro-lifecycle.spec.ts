import { expect, type Page, test } from '@playwright/test';
import { newMember, signUpMember } from './helpers';
import { clip, expectUploadRefusedInGrace, sessionOf } from './pro-helpers';

// Issue 14 end to end, with nothing stood in for: a member buys Pro through the built-in payment
// provider, uploads a video; the provider's renewal fails and its clock moves (its test hook, TEST_HOOKS=on:
// the period ended two days ago, the renewal declined, the `failed` webhook sent back over HTTP); the open
// page shows the grace banner and dialog with the real counts from that webhook alone, an upload is
// refused; Proceed to Payment leads to a new checkout, and paying restores Pro: the banner goes and
// uploads work again.

async function buyPro(page: Page) {
  await page.getByRole('button', { name: 'Subscribe monthly' }).click();
  await expect(page).toHaveURL(/\/paybox\/pay\//);
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page).toHaveURL(/\/subscription-management\/success\?checkout=/);
  await expect(page.getByRole('heading', { name: 'Payment received' })).toBeVisible({ timeout: 20_000 });
}

test('bought Pro lapses at the provider, the grace period shows real counts and refuses uploads, and paying again restores Pro', async ({
  page,
  request,
}) => {
  // A cookie choice made already: the consent banner (above everything) would cover the dialog's buttons.
  await page.addInitScript(() =>
    localStorage.setItem(
      'cookiePreferences',
      JSON.stringify({ necessary: true, functional: false, analytics: false, marketing: false, hasConsented: true }),
    ),
  );
  await signUpMember(page, newMember(), 'creator', { path: '/settings?tab=pro-subscription' });
  await buyPro(page);
  const s = await sessionOf(page);
  const headers = { authorization: `Bearer ${s.access_token}` };

  // Pro: a video goes up.
  await page.goto('/my-portfolio');
  await page.getByTestId('portfolio-file-input').setInputFiles([{ name: 'clip.mp4', mimeType: 'video/mp4', buffer: clip }]);
  await expect(page.getByTestId('upload-row').filter({ hasText: 'clip.mp4' })).toHaveAttribute('data-status', 'done', { timeout: 30_000 });
  await expect(page.getByTestId('grace-banner')).toHaveCount(0);

  // The provider's clock: the paid period ended two days ago and the renewal was declined.
  const lapse = await request.post('/paybox/test/lapse', { data: { customer_ref: s.user.id, days_ago: 2 } });
  expect(lapse.ok(), await lapse.text()).toBe(true);
  const banner = page.getByTestId('grace-banner');
  await expect(banner).toBeVisible({ timeout: 20_000 });
  await expect(banner).toContainText('12 days remaining');
  await expect(banner).toContainText('1 video');
  await expect(page.getByTestId('portfolio-file-input')).toBeDisabled();
  await expectUploadRefusedInGrace(request, s.access_token);

  await banner.getByRole('button', { name: 'Learn More' }).click();
  const dialog = page.getByRole('dialog', { name: 'Grace Period Active' });
  await expect(dialog).toContainText('Videos will be permanently deleted (1)');
  await dialog.getByRole('link', { name: 'Proceed to Payment' }).click();

  // Proceed to Payment: the Pro tab offers a new subscription; paying restores Pro.
  await expect(page).toHaveURL(/\/settings\?tab=pro-subscription$/);
  await buyPro(page);
  await page.goto('/my-portfolio');
  await expect(page.getByTestId('upload-row').or(page.getByTestId('portfolio-file-input')).first()).toBeAttached();
  await expect(page.getByTestId('grace-banner')).toHaveCount(0);
  await expect(page.getByTestId('portfolio-file-input')).toBeEnabled();
  const grace = (await (await request.get('/api/v1/pro/grace', { headers })).json()) as {
    grace_period_active: boolean;
    can_upload: boolean;
  };
  expect(grace).toMatchObject({ grace_period_active: false, can_upload: true });
  const status = (await (await request.get('/api/v1/pro/status', { headers })).json()) as { is_pro_user: boolean; billing_cycle: string };
  expect(status).toMatchObject({ is_pro_user: true, billing_cycle: 'monthly' });
});
