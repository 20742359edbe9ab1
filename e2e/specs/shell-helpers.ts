import { expect, type Page } from '@playwright/test';

/** Stores a cookie choice before any page script runs, so the banner does not cover what a test clicks. */
export async function withCookieChoiceMade(page: Page) {
  await page.addInitScript(() => {
    if (!localStorage.getItem('cookiePreferences')) {
      localStorage.setItem(
        'cookiePreferences',
        JSON.stringify({ necessary: true, functional: false, analytics: false, marketing: false, hasConsented: true }),
      );
    }
  });
}

export async function openProfileMenu(page: Page) {
  await page.getByRole('button', { name: /Account menu/ }).click();
  await expect(page.getByRole('menu')).toBeVisible();
}

export async function signOutViaProfileMenu(page: Page) {
  await openProfileMenu(page);
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
}

export const readStored = (page: Page, key: string) => page.evaluate((k) => JSON.parse(localStorage.getItem(k) ?? 'null'), key);
