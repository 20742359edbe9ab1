import { expect, test } from '@playwright/test';
import { PUBLIC_PAGES } from './public-helpers';
import { withCookieChoiceMade } from './shell-helpers';

// Spec §2 footer: company and legal pages (built by the public-site feature), external resources in
// a new tab, an 18+ notice, sponsorship and operator credit, and the current year.

const INTERNAL = [
  '/about',
  '/contact',
  '/careers',
  '/blog',
  '/rse-policy',
  '/ambassadors',
  '/terms',
  '/privacy',
  '/cookie-policy',
  '/2257-statement',
  '/dmca',
];

test.beforeEach(async ({ page }) => {
  await withCookieChoiceMade(page);
});

test('the footer links every page the spec lists, with the spec names for the special ones', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  const hrefs = await footer.locator('a[href^="/"]').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
  for (const path of INTERNAL) expect(hrefs).toContain(path);
  await expect(footer.getByRole('link', { name: 'RSE' })).toHaveAttribute('href', '/rse-policy');
  await expect(footer.getByRole('link', { name: 'Cookie Policy & GDPR' })).toHaveAttribute('href', '/cookie-policy');
  await expect(footer.getByRole('link', { name: '18 U.S.C. § 2257 Statement' })).toHaveAttribute('href', '/2257-statement');
  await expect(footer.getByText(/18\+/).first()).toBeVisible();
  await expect(footer.getByText(new RegExp(`© ${new Date().getFullYear()}`))).toBeVisible();
  await expect(footer.getByText(/sponsor of industry events/i)).toBeVisible();
  await expect(footer.getByText(/Operated by/)).toBeVisible();
});

test('the outside links follow the server settings, open in a new tab without opener or referrer, and one without a target is hidden', async ({
  page,
}) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  // The test server sets FOOTER_DOCUMENTATION_URL and FOOTER_SUPPORT_URL, not FOOTER_ROADMAP_URL; its
  // compliance hub is the built-in one (/hub/).
  const expected: [string, string][] = [
    ['Documentation', 'https://docs.example.test/guide'],
    ['Support Center', 'https://support.example.test'],
    ['Compliance Hub', '/hub/'],
  ];
  for (const [name, href] of expected) {
    const link = footer.getByRole('link', { name: new RegExp(name) });
    await expect(link).toHaveAttribute('href', href);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  }
  await expect(footer.getByRole('link', { name: /Roadmap/ })).toHaveCount(0);
  await expect(footer.locator('a[href*="modelbase.network"], a[href*="vaulth.com"]')).toHaveCount(0);
  // The built-in hub's front page answers (it was a domain the operator may not own): without a hub
  // session it is the hub's own page telling the visitor to open verification from the app.
  const hub = await page.request.get('/hub/');
  expect(hub.status()).not.toBe(404);
  expect(hub.headers()['content-type']).toContain('text/html');
  expect(await hub.text()).toContain('vAulth');
});

test('every internal footer link opens its page', async ({ page }) => {
  await page.goto('/');
  for (const path of INTERNAL) {
    await page.getByRole('contentinfo').locator(`a[href="${path}"]`).click();
    await expect(page, path).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole('heading', { name: 'Page Not Found' }), path).toHaveCount(0);
    const heading = PUBLIC_PAGES.find(([p]) => p === path)?.[1] ?? '';
    await expect(page.getByRole('heading', { level: 1, name: heading, exact: true }), path).toBeVisible();
  }
});
