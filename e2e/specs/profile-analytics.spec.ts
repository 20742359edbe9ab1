import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { expectNoSeriousAxeViolations, newMember, signUpMember } from './helpers';

// Profile analytics (issue 35): one member views another's profile from a link-in-bio page; the other
// sees them among their viewers, the view's source and the day's figures; 30 days is for Pro members;
// the viewer turns "Show me when I view profiles" off and sees no names of their own viewers.

const shots = process.env.E2E_SHOTS;
if (shots) mkdirSync(shots, { recursive: true });
const shot = async (page: Page, name: string) => {
  if (shots) await page.screenshot({ path: path.join(shots, `${name}.png`), fullPage: true });
};

// The server leaves bots out by user agent, and headless Chromium may name itself so: a reader's browser.
const READER_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

async function memberPage(browser: Browser) {
  const context = await browser.newContext({ userAgent: READER_UA, reducedMotion: 'reduce' });
  return { context, page: await context.newPage() };
}

test('a member sees who viewed their profile, from where, and the privacy switch hides names both ways', async ({ browser }) => {
  const owner = await memberPage(browser);
  const viewer = await memberPage(browser);
  const o = await signUpMember(owner.page, newMember(), 'creator', { displayName: 'Owner Analytics', path: '/analytics' });
  const v = await signUpMember(viewer.page, newMember(), 'creator', { displayName: 'Viewer Analytics' });

  // Loading, then the empty state: nobody has looked yet.
  await expect(owner.page.getByRole('heading', { name: 'No views yet' })).toBeVisible();
  // The cookie banner answered once (stored), so the screenshots show the page.
  const reject = owner.page.getByRole('button', { name: 'Reject All' });
  if (await reject.isVisible()) await reject.click();

  // The viewer arrives from the owner's link-in-bio page (?via=bio_link).
  const counted = viewer.page.waitForResponse((r) => r.url().endsWith('/api/v1/analytics/views') && r.request().method() === 'POST');
  await viewer.page.goto(`/${o.username}?via=bio_link`);
  await expect(viewer.page.getByRole('heading', { name: 'Owner Analytics', level: 1 })).toBeVisible();
  expect(await (await counted).json()).toEqual({ counted: true });

  await owner.page.reload();
  const viewers = owner.page.getByTestId('recent-viewers');
  await expect(viewers.getByRole('link', { name: 'Viewer Analytics' })).toBeVisible();
  await expect(viewers).toContainText('from Bio link');
  await expect(owner.page.getByTestId('total-profile-views')).toHaveText('1');
  await expect(owner.page.getByTestId('sources-table').getByRole('row', { name: /Bio link/ })).toContainText('1');
  // The charts' numbers as a table for screen readers.
  await expect(owner.page.getByRole('table', { name: /Views and followers per day/ })).toBeAttached();
  await expectNoSeriousAxeViolations(owner.page);
  for (const dark of [false, true]) {
    await owner.page.emulateMedia({ colorScheme: dark ? 'dark' : 'light' });
    for (const width of [1280, 390]) {
      await owner.page.setViewportSize({ width, height: width < 500 ? 844 : 900 });
      await expect(viewers.getByRole('link', { name: 'Viewer Analytics' })).toBeVisible();
      await shot(owner.page, `analytics-${width}-${dark ? 'dark' : 'light'}`);
    }
  }

  // A free member's 30 days: the Pro offer, pointing at /pricing.
  await owner.page.getByTestId('range-30').click();
  await expect(owner.page.getByTestId('analytics-pro-only')).toBeVisible();
  await expect(owner.page.getByRole('link', { name: 'See Pro plans' })).toHaveAttribute('href', '/pricing');
  await owner.page.mouse.move(0, 0); // the pointer off the pressed button: its hover colour is not the state scanned
  await expectNoSeriousAxeViolations(owner.page);
  await shot(owner.page, 'analytics-pro-only-390-dark');

  // The viewer views privately from now on: Settings → Privacy.
  await viewer.page.goto('/settings?tab=privacy');
  const toggle = viewer.page.getByRole('switch', { name: 'Show me when I view profiles' });
  await expect(toggle).toBeChecked();
  await toggle.click();
  await expect(viewer.page.getByText('Privacy setting saved.')).toBeVisible();
  await expect(toggle).not.toBeChecked();
  await shot(viewer.page, 'analytics-switch-1280-light');

  // Off: they left the owner's list, and their own viewers' names are hidden from them.
  await owner.page.getByTestId('range-7').click();
  await owner.page.reload();
  await expect(owner.page.getByTestId('recent-viewers')).toContainText('No member who shows themselves');
  const back = owner.page.waitForResponse((r) => r.url().endsWith('/api/v1/analytics/views') && r.request().method() === 'POST');
  await owner.page.goto(`/${v.username}`);
  expect(await (await back).json()).toEqual({ counted: true });
  await viewer.page.goto('/analytics');
  await expect(viewer.page.getByTestId('total-profile-views')).toHaveText('1');
  await expect(viewer.page.getByTestId('viewers-private')).toBeVisible();
  await expectNoSeriousAxeViolations(viewer.page);
  await owner.context.close();
  await viewer.context.close();
});
