import { SYSTEM_MESSAGES } from '@mb/contract/system';
import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousAxeViolations, newMember, signUpMember } from './helpers';
import { withCookieChoiceMade } from './shell-helpers';
import { ensureFirstAdmin, signInContext } from './staff-helpers';

// The admin System page (issue 34): each part's health, the job queues, recent errors and the last
// 24 hours of requests as charts, for admins only.

/** Screenshots to look at (test output), desktop and 390 px phone, light and dark. */
async function shots(page: Page, name: string) {
  for (const theme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' });
    await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${theme}\\b`));
    for (const [size, viewport] of [
      ['desktop', { width: 1280, height: 900 }],
      ['phone', { width: 390, height: 844 }],
    ] as const) {
      await page.setViewportSize(viewport);
      await page.screenshot({ path: test.info().outputPath(`${name}-${size}-${theme}.png`), fullPage: true });
    }
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('an admin sees every part, the queues, recent errors and the request charts', async ({ browser, request }) => {
  const admin = await ensureFirstAdmin(request);
  // A minute's sample now (the test hook), so the charts have a point without waiting for the minute.
  expect((await request.post('/api/v1/test-hooks/system/sample')).ok()).toBe(true);
  const context = await browser.newContext();
  await signInContext(context, admin.session);
  const page = await context.newPage();
  await page.goto('/admin');
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'System' }).click();
  await expect(page).toHaveURL(/\/admin\/system$/);
  await expect(page.getByRole('heading', { level: 1, name: 'System' })).toBeVisible();
  const parts = page.getByRole('list', { name: 'Parts of the platform' });
  for (const name of ['Database', 'File storage', 'Mail', 'Compliance hub', 'Payments', 'Realtime bus']) {
    await expect(parts.getByRole('listitem').filter({ hasText: name })).toBeVisible();
  }
  await expect(parts.getByRole('listitem').filter({ hasText: 'Database' }).getByText('OK', { exact: true })).toBeVisible();
  await expect(page.getByRole('figure', { name: /Requests per minute, last 24 hours/ })).toBeVisible();
  await expect(page.getByRole('figure', { name: /Error rate/ })).toBeVisible();
  await expect(page.getByRole('figure', { name: /Answer time p95/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Job queues' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Recent errors' })).toBeVisible();
  await expect(page.locator('svg.recharts-surface')).toHaveCount(3);
  await expect(page.locator('.recharts-line-dot, .recharts-line-curve').first()).toBeVisible();
  await expectNoSeriousAxeViolations(page, { label: 'system page' });
  await shots(page, 'system');
  await context.close();
});

test('the page says when there is nothing to chart yet, and offers a retry when the figures cannot be read', async ({
  browser,
  request,
}) => {
  const admin = await ensureFirstAdmin(request);
  const context = await browser.newContext();
  await signInContext(context, admin.session);
  const page = await context.newPage();
  let fail = true;
  await page.route('**/api/v1/admin/system', async (route) => {
    if (fail) return route.fulfill({ status: 503, json: { error: { code: 'unavailable', message: 'down' } } });
    const res = await route.fetch();
    const body = await res.json();
    await route.fulfill({ response: res, json: { ...body, series: [], queues: [], recent_errors: [] } });
  });
  await page.goto('/admin/system');
  await expect(page.getByRole('alert').getByText(SYSTEM_MESSAGES.loadFailed)).toBeVisible();
  fail = false;
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByText(SYSTEM_MESSAGES.noSamples)).toBeVisible();
  await expect(page.getByText(SYSTEM_MESSAGES.noQueues)).toBeVisible();
  await expect(page.getByText(SYSTEM_MESSAGES.noErrors)).toBeVisible();
  await context.close();
});

test('a member who is not an admin cannot open the System page', async ({ page, request }) => {
  await ensureFirstAdmin(request);
  await withCookieChoiceMade(page);
  await signUpMember(page, newMember(), 'creator', { path: '/admin/system' });
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'System' })).toHaveCount(0);
});
