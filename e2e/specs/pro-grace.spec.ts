import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { newMember, signUpMember } from './helpers';
import { clip, expectUploadRefusedInGrace, IN_GRACE, sessionOf } from './pro-helpers';

// Pro status and the grace period (issue 14): a Pro member (billing stood in for by the pro feature's
// test hook, TEST_HOOKS=on) uploads a video; the clock moves for them (the hook shifts the paid
// period's end into the past) and, through the live profile.updated event alone, the banner and the
// 'Grace Period Active' dialog show the real counts; uploads are refused; Deactivate deletes the Pro
// content and lands on /my-portfolio.

async function hook(request: APIRequestContext, name: 'subscription' | 'shift-subscription', data: unknown) {
  const res = await request.post(`/api/v1/test-hooks/pro/${name}`, { data });
  expect(res.ok(), await res.text()).toBe(true);
}

async function proCreator(page: Page, request: APIRequestContext) {
  await signUpMember(page, newMember(), 'creator', { path: null });
  await page.evaluate(() =>
    localStorage.setItem(
      'cookiePreferences',
      JSON.stringify({ necessary: true, functional: false, analytics: false, marketing: false, hasConsented: true }),
    ),
  );
  const s = await sessionOf(page);
  await hook(request, 'subscription', { user_id: s.user.id, status: 'active', end_in_days: 30 });
  return s;
}

test('a lapsed Pro member sees the grace banner and dialog with real counts, is refused uploads, and Deactivate deletes the Pro content', async ({
  page,
  request,
}) => {
  const s = await proCreator(page, request);
  const headers = { authorization: `Bearer ${s.access_token}` };
  await page.goto('/my-portfolio');
  await expect(page.getByText('Upload your first images or videos')).toBeVisible();

  // Pro: a video through the manager, an album through the API.
  await page.getByTestId('portfolio-file-input').setInputFiles([{ name: 'clip.mp4', mimeType: 'video/mp4', buffer: clip }]);
  await expect(page.getByTestId('upload-row').filter({ hasText: 'clip.mp4' })).toHaveAttribute('data-status', 'done', { timeout: 30_000 });
  const album = await request.post('/api/v1/portfolio/me/albums', { headers, data: { title: 'Backstage' } });
  expect(album.status()).toBe(201);
  await expect(page.getByTestId('grace-banner')).toHaveCount(0);

  // The paid period ended a day ago: the open page learns it from profile.updated, no reload.
  await hook(request, 'shift-subscription', { user_id: s.user.id, days: 31 });
  const banner = page.getByTestId('grace-banner');
  await expect(banner).toBeVisible();
  await expect(banner).toContainText('Pro features are restricted.');
  await expect(banner).toContainText('14-day grace period is active');
  await expect(banner).toContainText('13 days remaining');
  await expect(banner).toContainText('1 video and 1 album');

  // Uploads: the manager says why its controls are off; the server refuses anyway.
  await expect(page.getByText(IN_GRACE).first()).toBeVisible();
  await expect(page.getByTestId('portfolio-file-input')).toBeDisabled();
  await expectUploadRefusedInGrace(request, s.access_token);

  // The dialog: every §2 element.
  await banner.getByRole('button', { name: 'Learn More' }).click();
  const dialog = page.getByRole('dialog', { name: 'Grace Period Active' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('13 days remaining');
  await expect(dialog).toContainText('Videos will be permanently deleted (1)');
  await expect(dialog).toContainText('Albums will be removed (1)');
  await expect(dialog).toContainText('Images beyond the 12-image free limit will be deleted (0)');
  await expect(dialog).toContainText('You cannot upload videos or images');
  await expect(dialog).toContainText('You cannot create or edit albums');
  await expect(dialog).toContainText('You cannot edit existing Pro content');
  await expect(dialog).toContainText('Read-only viewing');
  await expect(dialog).toContainText('Sponsored ads are shown on your public portfolio.');
  await expect(dialog).toContainText('all Pro content is automatically deleted');
  await expect(dialog.getByRole('link', { name: 'Proceed to Payment' })).toHaveAttribute('href', '/settings?tab=pro-subscription');
  await expect(dialog.getByRole('button', { name: 'Close' }).last()).toBeVisible();

  // Deactivate: the warning first; Cancel keeps everything.
  await dialog.getByRole('button', { name: 'Deactivate Grace Period' }).click();
  const sure = page.getByRole('alertdialog', { name: 'Are you absolutely sure?' });
  await expect(sure).toContainText('irreversibly');
  await sure.getByRole('button', { name: 'Cancel' }).click();
  await expect(sure).toBeHidden();
  await dialog.getByRole('button', { name: 'Deactivate Grace Period' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Yes, Delete Everything' }).click();

  await expect(page.getByText('Account downgraded. Your Pro content has been removed.')).toBeVisible();
  await expect(page).toHaveURL(/\/my-portfolio$/);
  await expect(page.getByTestId('grace-banner')).toHaveCount(0);
  await expect(page.getByText('Your portfolio is empty')).toBeVisible();
  const mine = (await (await request.get('/api/v1/portfolio/me', { headers })).json()) as { items: unknown[]; albums: unknown[] };
  expect([mine.items.length, mine.albums.length]).toEqual([0, 0]);
});

test('the banner can be dismissed; Proceed to Payment goes to the Pro subscription settings', async ({ page, request }) => {
  const s = await proCreator(page, request);
  await hook(request, 'shift-subscription', { user_id: s.user.id, days: 40 });
  await page.goto('/dashboard');
  const banner = page.getByTestId('grace-banner');
  await expect(banner).toContainText('4 days remaining');
  await expect(banner).toContainText('0 videos and 0 albums');
  await banner.getByRole('button', { name: 'Dismiss the grace period banner' }).click();
  await expect(banner).toHaveCount(0);
  // After a reload the grace status is read again and the banner stays dismissed for this grace period.
  const graceRead = page.waitForResponse((r) => r.url().endsWith('/api/v1/pro/grace') && r.ok());
  await page.reload();
  await graceRead;
  await expect(page.getByTestId('grace-banner')).toHaveCount(0);

  // A new tab session shows it again; Proceed to Payment leaves for the settings tab.
  await page.evaluate(() => sessionStorage.clear());
  await page.reload();
  await page.getByTestId('grace-banner').getByRole('button', { name: 'Learn More' }).click();
  await page.getByRole('link', { name: 'Proceed to Payment' }).click();
  await expect(page).toHaveURL(/\/settings\?tab=pro-subscription$/);
  await expect(page.getByRole('dialog', { name: 'Grace Period Active' })).toHaveCount(0);
});
