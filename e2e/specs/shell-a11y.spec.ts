import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { newMember, signUpMember } from './helpers';
import { openProfileMenu, withCookieChoiceMade } from './shell-helpers';

// WCAG 2.2 AA: no serious or critical axe violations on the shell, signed in and out, in both themes.

async function seriousViolations(page: Page) {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.map((n) => n.target.join(' ')).slice(0, 5) }));
}

for (const theme of ['light', 'dark'] as const) {
  test.describe(`${theme} theme`, () => {
    test.use({ colorScheme: theme });

    test('the signed-in shell, its profile menu and the mobile menu', async ({ page }) => {
      await withCookieChoiceMade(page);
      await signUpMember(page, newMember());
      await page.goto('/events');
      await expect(page.getByRole('heading', { level: 1, name: 'Events' })).toBeVisible();
      await expect(page.getByRole('button', { name: /Account menu/ })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);

      await page.getByRole('navigation', { name: 'Main' }).hover();
      await expect.poll(async () => (await page.getByRole('navigation', { name: 'Main' }).boundingBox())?.width).toBe(256);
      expect(await seriousViolations(page)).toEqual([]);
      await page.mouse.move(900, 500);

      await openProfileMenu(page);
      expect(await seriousViolations(page)).toEqual([]);
      await page.keyboard.press('Escape');

      await page.setViewportSize({ width: 390, height: 844 });
      await page.getByRole('button', { name: 'Open menu' }).click();
      await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });

    test('the visitor shell with the cookie banner and dialog', async ({ page }) => {
      await page.goto('/');
      await expect(page.getByRole('region', { name: 'Your privacy choices' })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await page.getByRole('button', { name: 'Preferences', exact: true }).click();
      await expect(page.getByRole('dialog', { name: 'Cookie Preferences' })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });
  });
}
