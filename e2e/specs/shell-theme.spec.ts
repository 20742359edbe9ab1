import { expect, type Page, test } from '@playwright/test';
import { withCookieChoiceMade } from './shell-helpers';

// Spec §1: light, dark or system (default), stored under ui-theme; index.html's inline head script
// applies it before the first paint. The init script below records the <html> class the moment <body>
// is parsed: the app's scripts are deferred modules, so none of them can have run by then (the page
// itself may already be there: / comes prerendered, and its first paint must be in the chosen theme).

test.beforeEach(async ({ page }) => {
  await withCookieChoiceMade(page);
  await page.addInitScript(() => {
    const w = window as unknown as { __classAtBody?: string };
    const observer = new MutationObserver(() => {
      if (!document.body || w.__classAtBody !== undefined) return;
      w.__classAtBody = document.documentElement.className;
      observer.disconnect();
    });
    observer.observe(document, { childList: true, subtree: true });
  });
});

const classAtBody = (page: Page) => page.evaluate(() => (window as unknown as { __classAtBody?: string }).__classAtBody ?? '');

test.describe('on a light device', () => {
  test.use({ colorScheme: 'light' });

  test('dark, once chosen, persists across a reload without a flash of light', async ({ page }) => {
    await page.goto('/');
    expect(await classAtBody(page)).toMatch(/\blight\b/);
    await page.getByRole('button', { name: 'Dark theme' }).click();
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    expect(await page.evaluate(() => localStorage.getItem('ui-theme'))).toBe('dark');

    await page.reload();
    const early = await classAtBody(page);
    expect(early).toMatch(/\bdark\b/);
    expect(early).not.toMatch(/\blight\b/);
    await expect(page.getByRole('button', { name: 'Dark theme' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  });
});

test.describe('on a dark device', () => {
  test.use({ colorScheme: 'dark' });

  test('system is the default and follows the device; light and system can be chosen', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await expect(page.getByRole('button', { name: 'System theme' })).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('button', { name: 'Light theme' }).click();
    await expect(page.locator('html')).toHaveClass(/\blight\b/);
    await page.reload();
    expect(await classAtBody(page)).toMatch(/\blight\b/);
    await page.getByRole('button', { name: 'System theme' }).click();
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    expect(await page.evaluate(() => localStorage.getItem('ui-theme'))).toBe('system');
  });
});
