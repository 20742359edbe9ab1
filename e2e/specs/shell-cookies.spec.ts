import { expect, type Page, test } from '@playwright/test';
import { newMember, signUpNewcomer } from './helpers';
import { readStored } from './shell-helpers';

// Spec §2/§4/§5 cookie banner and dialog; choices are stored under cookiePreferences.

const banner = (page: Page) => page.getByRole('region', { name: 'Your privacy choices' });
const dialog = (page: Page) => page.getByRole('dialog', { name: 'Cookie Preferences' });

test('Accept All stores every category and the banner stays away after a reload', async ({ page }) => {
  await page.goto('/');
  await expect(banner(page)).toBeVisible();
  await banner(page).getByRole('button', { name: 'Accept All' }).click();
  await expect(banner(page)).toBeHidden();
  expect(await readStored(page, 'cookiePreferences')).toEqual({
    necessary: true,
    functional: true,
    analytics: true,
    marketing: true,
    hasConsented: true,
  });
  await page.reload();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Join now' })).toBeVisible();
  await expect(banner(page)).toBeHidden();
});

test('Reject All stores every optional category off and persists', async ({ page }) => {
  await page.goto('/');
  await banner(page).getByRole('button', { name: 'Reject All' }).click();
  await expect(banner(page)).toBeHidden();
  expect(await readStored(page, 'cookiePreferences')).toEqual({
    necessary: true,
    functional: false,
    analytics: false,
    marketing: false,
    hasConsented: true,
  });
  await page.reload();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Join now' })).toBeVisible();
  await expect(banner(page)).toBeHidden();
});

test('a custom choice made in the dialog is saved, kept across reloads and shown again in the dialog', async ({ page }) => {
  await page.goto('/');
  await banner(page).getByRole('button', { name: 'Preferences', exact: true }).click();
  // Preferences closes the banner and opens the dialog.
  await expect(dialog(page)).toBeVisible();
  await expect(banner(page)).toBeHidden();

  // Necessary cannot be turned off.
  const necessary = dialog(page).getByRole('switch', { name: 'Necessary cookies' });
  await expect(necessary).toBeChecked();
  await expect(necessary).toBeDisabled();

  await dialog(page).getByRole('tab', { name: 'Analytics' }).click();
  await dialog(page).getByRole('switch', { name: 'Analytics cookies' }).click();
  await dialog(page).getByRole('tab', { name: 'Marketing' }).click();
  await expect(dialog(page).getByRole('switch', { name: 'Marketing cookies' })).not.toBeChecked();
  await dialog(page).getByRole('button', { name: 'Save Preferences' }).click();
  await expect(dialog(page)).toBeHidden();
  expect(await readStored(page, 'cookiePreferences')).toEqual({
    necessary: true,
    functional: false,
    analytics: true,
    marketing: false,
    hasConsented: true,
  });

  await page.reload();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Join now' })).toBeVisible();
  await expect(banner(page)).toBeHidden();
  // The footer's Cookie Preferences link reopens the dialog with the saved toggles.
  await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie Preferences' }).click();
  await dialog(page).getByRole('tab', { name: 'Analytics' }).click();
  await expect(dialog(page).getByRole('switch', { name: 'Analytics cookies' })).toBeChecked();
  await dialog(page).getByRole('tab', { name: 'Functional' }).click();
  await expect(dialog(page).getByRole('switch', { name: 'Functional cookies' })).not.toBeChecked();
});

test('Save Preferences on the banner stores the current toggles (all off by default) as a choice', async ({ page }) => {
  await page.goto('/');
  await banner(page).getByRole('button', { name: 'Save Preferences' }).click();
  await expect(banner(page)).toBeHidden();
  expect(await readStored(page, 'cookiePreferences')).toMatchObject({ necessary: true, analytics: false, hasConsented: true });
});

test('a stored choice without consent brings the banner back, and so does closing the dialog unsaved', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() =>
    localStorage.setItem(
      'cookiePreferences',
      JSON.stringify({ necessary: true, functional: true, analytics: true, marketing: true, hasConsented: false }),
    ),
  );
  await page.reload();
  await expect(banner(page)).toBeVisible();

  await banner(page).getByRole('button', { name: 'Preferences', exact: true }).click();
  await expect(dialog(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toBeHidden();
  await expect(banner(page)).toBeVisible();
});

test('the banner can be answered while the onboarding dialog covers the page', async ({ page }) => {
  await signUpNewcomer(page, newMember());
  await expect(page.getByRole('dialog')).toBeVisible();
  // The dialog hides the rest of the page from assistive technology, so find the banner by its mark.
  const pending = page.locator('[data-cookie-banner]');
  await expect(pending).toBeVisible();
  await pending.getByRole('button', { name: 'Reject All', includeHidden: true }).click();
  await expect(pending).toBeHidden();
  expect(await readStored(page, 'cookiePreferences')).toMatchObject({ hasConsented: true, analytics: false });
  await expect(page.getByRole('dialog')).toBeVisible();
});
