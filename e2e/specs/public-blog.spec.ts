import { BLOG_MESSAGES } from '@mb/contract/blog';
import { expect, test } from '@playwright/test';
import { openLoaded, trackErrors } from './public-helpers';

test('a visitor opens a post from the blog list and comes back', async ({ page }) => {
  const errors = trackErrors(page);
  await openLoaded(page, '/blog', 'News, guides and product updates');
  const cards = page.getByRole('article');
  await expect(cards).toHaveCount(5);
  await page.getByRole('link', { name: 'Building a portfolio that books work' }).click();
  await expect(page).toHaveURL(/\/blog\/building-a-portfolio-that-books-work$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Building a portfolio that books work');
  await expect(page).toHaveTitle('Building a portfolio that books work | ModelBase');
  await expect(page.getByText('Jordan Reyes, Community')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: '4. Get verified' })).toBeVisible();
  await expect(page.getByTestId('adult-notice')).toBeVisible();
  await page.getByRole('link', { name: 'All posts' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('News, guides and product updates');
  expect(errors).toEqual([]);
});

test('the newest post comes first', async ({ page }) => {
  await openLoaded(page, '/blog', 'News, guides and product updates');
  const dates = await page
    .getByRole('article')
    .locator('time')
    .evaluateAll((els) => els.map((e) => Date.parse(e.getAttribute('datetime') ?? '')));
  expect(dates.length).toBeGreaterThan(1);
  expect(dates).toEqual([...dates].sort((a, b) => b - a));
});

test('an unknown post shows a not-found state with a way back', async ({ page }) => {
  await page.goto('/blog/this-post-does-not-exist');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Post not found');
  await expect(page.getByText(BLOG_MESSAGES.notFound)).toBeVisible();
  await expect(page).toHaveTitle('Post not found | ModelBase');
  await page.getByRole('link', { name: 'Browse all posts' }).click();
  await expect(page).toHaveURL(/\/blog$/);
});

test('when the blog cannot load, an error with a retry is shown, and retry recovers', async ({ page }) => {
  let failures = 0;
  await page.route('**/api/v1/blog?*', async (route) => {
    // The first load and its one automatic retry fail; the visitor's retry goes through.
    if (failures < 2) {
      failures++;
      return route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":{"code":"unavailable","message":"down"}}' });
    }
    return route.continue();
  });
  // Opened directly, the list arrives rendered by the server (which reads it itself): the browser's own
  // load happens when the visitor comes from another page of the app, once it has started.
  await page.goto('/about');
  await expect(page.locator('[role="progressbar"][data-phase]')).toHaveCount(0);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Blog', exact: true }).click();
  await expect(page).toHaveURL(/\/blog$/);
  const alert = page.getByRole('alert').filter({ hasText: BLOG_MESSAGES.loadFailed });
  await expect(alert).toBeVisible();
  await alert.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('article')).toHaveCount(5);
});
