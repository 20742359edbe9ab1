import { expect, test } from '@playwright/test';
import { newMember, signUpMember } from './helpers';
import { withCookieChoiceMade } from './shell-helpers';

test.beforeEach(async ({ page }) => {
  await withCookieChoiceMade(page);
});

test.describe('desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the sidebar grows from 80 to 256 px on hover, shows its labels, and the header moves with it', async ({ page }) => {
    await signUpMember(page, newMember(), 'creator', { path: '/events' });
    const nav = page.getByRole('navigation', { name: 'Main' });
    const header = page.getByRole('banner');
    await expect(nav).toBeVisible();
    await expect.poll(async () => (await nav.boundingBox())?.width).toBe(80);
    await expect.poll(async () => (await header.boundingBox())?.x).toBe(80);
    const label = nav.getByText('Discover Creators');
    await expect(label).toHaveCSS('opacity', '0');

    await nav.hover();
    await expect.poll(async () => (await nav.boundingBox())?.width).toBe(256);
    await expect.poll(async () => (await header.boundingBox())?.x).toBe(256);
    await expect(label).toHaveCSS('opacity', '1');

    await page.mouse.move(900, 400);
    await expect.poll(async () => (await nav.boundingBox())?.width).toBe(80);
  });

  test('the active page is marked in the sidebar, and keyboard focus expands it too', async ({ page }) => {
    await signUpMember(page, newMember(), 'creator', { path: '/events' });
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Events' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Ads' })).not.toHaveAttribute('aria-current', 'page');
    await nav.getByRole('link', { name: 'Ads' }).focus();
    await expect.poll(async () => (await nav.boundingBox())?.width).toBe(256);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/ads$/);
    await expect(nav.getByRole('link', { name: 'Ads' })).toHaveAttribute('aria-current', 'page');
  });

  test('the header turns more opaque once the page scrolls', async ({ page }) => {
    await page.goto('/no/such/page');
    const header = page.getByRole('banner');
    await expect(header).toHaveAttribute('data-scrolled', 'false');
    await page.mouse.wheel(0, 600);
    await expect(header).toHaveAttribute('data-scrolled', 'true');
  });

  test('Logout in the sidebar signs out, goes home and says so', async ({ page }) => {
    await signUpMember(page, newMember(), 'creator', { path: '/activity-feed' });
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText('Logged out successfully')).toBeVisible();
    await expect(page.getByText('Authentication Required')).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  });
});

test.describe('mobile, 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the menu slides in at 300 px, navigates, and closes', async ({ page }) => {
    await signUpMember(page, newMember());
    // No desktop sidebar on small screens.
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    await expect.poll(async () => (await menu.boundingBox())?.width).toBe(300);
    await expect.poll(async () => (await menu.boundingBox())?.x).toBe(0);
    await menu.getByRole('link', { name: 'Activity Feed' }).click();
    await expect(page).toHaveURL(/\/activity-feed$/);
    await expect(menu).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'Activity Feed' })).toBeVisible();

    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(menu.getByRole('button', { name: 'Logout' })).toBeVisible();
    await menu.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText('Logged out successfully')).toBeVisible();
  });

  test('visitors see no menu button, just sign in and join', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveCount(0);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Join now' })).toBeVisible();
  });
});

test('the profile menu holds the creator items and the content filter switches', async ({ page }) => {
  const m = newMember();
  const { username } = await signUpMember(page, m);
  await page.getByRole('button', { name: /Account menu/ }).click();
  const menu = page.getByRole('menu');
  for (const name of ['View My Profile', 'Edit Profile', 'My Portfolio', 'My Location', 'Settings', 'Sign out']) {
    await expect(menu.getByRole('menuitem', { name })).toBeVisible();
  }
  await expect(menu.getByRole('menuitem', { name: /Compliance Center/ })).toHaveAttribute('target', '_blank');
  await expect(menu.getByRole('menuitem', { name: /Compliance Center/ })).toHaveAttribute('rel', 'noopener noreferrer');
  // With a username the profile link uses it (spec §2; without one it uses the id, unit-tested in profilePath).
  await expect(menu.getByRole('menuitem', { name: 'View My Profile' })).toHaveAttribute('href', `/model/${username}`);
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Content filter: All Content' }).click();
  await page.getByRole('menuitemradio', { name: 'Gay' }).click();
  await expect(page.getByRole('button', { name: 'Content filter: Gay' })).toBeVisible();
});
