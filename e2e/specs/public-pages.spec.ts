import { expect, test } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './helpers';
import { openLoaded, PUBLIC_PAGES, trackErrors } from './public-helpers';

// One load per page: its heading, title and notice, then axe in the light and the dark theme.
for (const [path, heading] of PUBLIC_PAGES) {
  test(`${path} shows its heading, its own title and the 18+ notice without console errors, and has no serious or critical axe violation in either theme`, async ({
    page,
  }) => {
    const errors = trackErrors(page);
    await openLoaded(page, path, heading);
    await expect(page.getByTestId('adult-notice')).toContainText('18+');
    await expect(page.getByTestId('adult-notice')).toContainText('Adults only.');
    await expect(page).toHaveTitle(/ModelBase/);
    if (path !== '/') await expect(page).not.toHaveTitle('ModelBase');
    await expect(page.locator('h1')).toHaveCount(1);
    expect(errors).toEqual([]);
    await expectNoSeriousAxeViolations(page, { label: path });
  });
}

test('legal pages are marked as templates for counsel and list their sections', async ({ page }) => {
  for (const [path, heading] of PUBLIC_PAGES.filter(([p]) =>
    ['/terms', '/privacy', '/cookie-policy', '/2257-statement', '/dmca', '/rse-policy'].includes(p),
  )) {
    await openLoaded(page, path, heading);
    await expect(page.getByTestId('legal-template-notice')).toContainText('not yet reviewed by counsel');
    const toc = page.getByRole('navigation', { name: 'On this page' });
    await expect(toc.getByRole('link').first()).toBeVisible();
  }
});

test('the DMCA page says exactly how to send a notice and a counter-notice', async ({ page }) => {
  await openLoaded(page, '/dmca', 'DMCA & Copyright Policy');
  await expect(page.getByRole('heading', { name: 'How to send a takedown notice' })).toBeVisible();
  await expect(page.getByText('A physical or electronic signature of the copyright owner')).toBeVisible();
  await expect(page.getByRole('link', { name: /^dmca@/ })).toHaveAttribute('href', /^mailto:dmca@/);
  await expect(page.getByRole('heading', { name: 'Counter-notice' })).toBeVisible();
});

test('pricing shows the configured prices and switches to yearly', async ({ page }) => {
  await openLoaded(page, '/pricing', 'Free to join. Pay for what grows your business.');
  await expect(page.getByTestId('price-creator-pro')).toHaveText('$14.99/ month');
  await page.getByRole('button', { name: 'Yearly' }).click();
  await expect(page.getByRole('button', { name: 'Yearly' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('price-creator-pro')).toHaveText('$149/ year');
  await expect(page.getByTestId('price-creator-free')).toHaveText('Free');
});

test('moving between pages updates the tab title and description', async ({ page }) => {
  await openLoaded(page, '/', 'The professional network for the adult industry.');
  await page.getByRole('link', { name: 'See pricing' }).click();
  await expect(page).toHaveTitle('Pricing | ModelBase');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /Pro for creators/);
  await page.goBack();
  await expect(page).toHaveTitle(/^ModelBase – The professional network/);
});

test('the lightweight pages load without any script and link back to the full site', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (r) => r.resourceType() === 'script' && scripts.push(r.url()));
  await page.goto('/amp/pricing');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Free to join. Pay for what grows your business.');
  await expect(page.getByText('$14.99')).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Open the full pricing page' }).click();
  await expect(page).toHaveURL(/\/pricing$/);
  expect(scripts.filter((s) => s.includes('/amp'))).toEqual([]);
});
