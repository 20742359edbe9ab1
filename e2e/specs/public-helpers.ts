import { expect, type Page } from '@playwright/test';

/** Every public page of the website and its h1. */
export const PUBLIC_PAGES: [path: string, heading: string][] = [
  ['/', 'The professional network for the adult industry.'],
  ['/about', 'Built for an industry other platforms turn away'],
  ['/features', 'Everything the industry needs to do business'],
  ['/pricing', 'Free to join. Pay for what grows your business.'],
  ['/studios', 'Cast verified talent, and run every studio from one place'],
  ['/ambassadors', 'Experienced professionals, helping the next generation work safely'],
  ['/careers', 'Help build the professional home of the adult industry'],
  ['/contact', 'Talk to the team'],
  ['/blog', 'News, guides and product updates'],
  ['/blog/why-verified-identity-matters-for-casting', 'Why verified identity matters for casting'],
  ['/legal', 'Legal documents'],
  ['/terms', 'Terms of Service'],
  ['/privacy', 'Privacy Policy'],
  ['/cookie-policy', 'Cookie Policy & GDPR'],
  ['/2257-statement', '18 U.S.C. § 2257 Statement'],
  ['/dmca', 'DMCA & Copyright Policy'],
  ['/rse-policy', 'Social & Environmental Responsibility (RSE)'],
  ['/sitemap', 'Every public page'],
];

/** Collects console errors and uncaught exceptions for the life of the page. */
export function trackErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}

/** Opens a page and waits until its data has loaded (no skeleton left). */
export async function openLoaded(page: Page, path: string, heading: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}
