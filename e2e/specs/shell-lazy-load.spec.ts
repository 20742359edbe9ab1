import { expect, test } from '@playwright/test';
import { withCookieChoiceMade } from './shell-helpers';

// Spec §2/§9: a page whose code cannot be downloaded is retried after 1 s, 2 s and 4 s; then the
// lazy-load failure screen offers Try Again (loads it in place), Refresh Page, and Back to Home.

test('a page chunk that keeps failing shows the failure screen; Try Again recovers once it is reachable', async ({ page }) => {
  await withCookieChoiceMade(page);
  let blocked = true;
  let attempts = 0;
  await page.route(/\/assets\/lottery-page-[^/]+\.js$/, async (route) => {
    if (blocked) {
      attempts++;
      await route.abort('internetdisconnected');
    } else await route.continue();
  });
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Careers' }).waitFor();
  // Client-side navigation to a public page (the digital lottery), whose chunk is unreachable.
  await page.evaluate(() => {
    window.history.pushState({}, '', '/digital-lottery');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.getByRole('heading', { name: 'This page could not be loaded' })).toBeVisible({ timeout: 20_000 });
  // The first try and three automatic retries.
  expect(attempts).toBe(4);
  await expect(page.getByRole('button', { name: 'Refresh Page' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Home' })).toBeVisible();
  // The header and footer are still there around it.
  await expect(page.getByRole('banner')).toBeVisible();

  blocked = false;
  await page.getByRole('button', { name: 'Try Again' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Digital Lottery' })).toBeVisible();
});
