import { gzipSync } from 'node:zlib';
import { expect, type Page, test } from '@playwright/test';
import { newMember, signUpMember } from './helpers';

// Budget: the JavaScript a first visit to / downloads is at most 161 KB gzip. Measured from what the
// browser actually fetched (entry, modulepreloads and the page's own lazy chunk, which the prerendered
// page loads before hydrating), gzipped here at -9: 158.0 KB since issue 11's second step (162.3 KB
// before: class merging without tailwind-merge at run time). Issue 11's goal for the bench's figure
// (entry and modulepreloads only) is 120 KB; lower this budget with it (docs/ARCHITECTURE.md "First
// page" lists what is left).
const BUDGET_BYTES = 161 * 1000;

async function scriptBytesFor(page: Page, path: string, ready: () => Promise<void>) {
  const bodies = new Map<string, Promise<Buffer>>();
  page.on('response', (r) => {
    if (r.request().resourceType() === 'script' && r.ok()) bodies.set(r.url(), r.body());
  });
  await page.goto(path);
  await ready();
  await page.waitForLoadState('networkidle');
  let total = 0;
  const files: string[] = [];
  for (const [url, body] of bodies) {
    const size = gzipSync(await body, { level: 9 }).length;
    total += size;
    files.push(`${new URL(url).pathname} ${size}`);
  }
  return { total, files };
}

test('a visitor opening / downloads at most 161 KB of gzipped JavaScript, and no members chrome', async ({ page }) => {
  const { total, files } = await scriptBytesFor(page, '/', async () => {
    await expect(page.getByRole('banner').getByRole('link', { name: 'Join now' })).toBeVisible();
  });
  console.log(`initial JS for / (visitor): ${(total / 1024).toFixed(1)} KiB gzip\n  ${files.join('\n  ')}`);
  expect(total).toBeLessThanOrEqual(BUDGET_BYTES);
  expect(files.some((f) => /sidebar|header-actions|mobile-menu/.test(f))).toBe(false);
  // Nor TanStack Query and the members' session upkeep and guards (lib/query.tsx, app/member-session.tsx).
  expect(files.filter((f) => /\/assets\/(query|member-session|guards)-/.test(f))).toEqual([]);
});

test('a member opening / stays within the budget plus their own chrome', async ({ page }) => {
  await signUpMember(page, newMember());
  await page.context().clearCookies();
  const fresh = await page.context().newPage();
  const { total, files } = await scriptBytesFor(fresh, '/', async () => {
    await expect(fresh.getByRole('button', { name: /Account menu/ })).toBeVisible();
  });
  console.log(`JS for / (member): ${(total / 1024).toFixed(1)} KiB gzip\n  ${files.join('\n  ')}`);
  // Members also fetch their chrome and the onboarding check, which validates with the contract's zod
  // schemas; that must stay modest. 85 KB since issue 8 (was 75): the chrome now carries the
  // notification bell with its live updates and the staff check behind the Moderation button. 90 KB
  // since issue 11 lowered the visitor's budget by 9 KB: a member's total (246.5 KB) stays well under
  // the 255 KB it was allowed before.
  expect(total).toBeLessThanOrEqual(BUDGET_BYTES + 90 * 1000);
});
