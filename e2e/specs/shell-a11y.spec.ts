import { expect, test } from '@playwright/test';
import { expectNoSeriousAxeViolations, newMember, signUpMember } from './helpers';
import { openProfileMenu, withCookieChoiceMade } from './shell-helpers';

// WCAG 2.2 AA: no serious or critical axe violations on the shell, signed in and out, in both themes
// (each state is scanned in the light and the dark theme).

test('the signed-in shell, its profile menu and the mobile menu', async ({ page }) => {
  await withCookieChoiceMade(page);
  await signUpMember(page, newMember(), 'creator', { path: '/events' });
  await expect(page.getByRole('heading', { level: 1, name: 'Events' })).toBeVisible();
  await expect(page.getByRole('button', { name: /Account menu/ })).toBeVisible();
  await expectNoSeriousAxeViolations(page, { label: 'the shell' });

  await page.getByRole('navigation', { name: 'Main' }).hover();
  await expect.poll(async () => (await page.getByRole('navigation', { name: 'Main' }).boundingBox())?.width).toBe(256);
  await expectNoSeriousAxeViolations(page, { label: 'the expanded sidebar' });
  await page.mouse.move(900, 500);

  await openProfileMenu(page);
  await expectNoSeriousAxeViolations(page, { label: 'the profile menu' });
  await page.keyboard.press('Escape');

  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
  await expectNoSeriousAxeViolations(page, { label: 'the mobile menu' });
});

test('the visitor shell with the cookie banner and dialog', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Your privacy choices' })).toBeVisible();
  await expectNoSeriousAxeViolations(page, { label: 'the cookie banner' });
  await page.getByRole('button', { name: 'Preferences', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Cookie Preferences' })).toBeVisible();
  await expectNoSeriousAxeViolations(page, { label: 'the cookie dialog' });
});
