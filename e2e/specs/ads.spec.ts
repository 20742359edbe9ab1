import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { newMember, signUpMember } from './helpers';
import { ensureFirstAdmin, memberViaApi, signInContext } from './staff-helpers';

// Ads (issue 14): a business creates a campaign on /ads, a moderator approves the creative in
// /moderation, the budget is paid through billing (the built-in provider's checkout), the ad shows on a non-Pro member's public portfolio labelled Sponsored, and a click through
// it is counted on /ads. E2E_SHOTS=<dir> also writes screenshots (390 / desktop, light / dark).

// Headless Chromium calls itself HeadlessChrome, which the server rightly treats as a bot.
const HUMAN_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36';
const shots = process.env.E2E_SHOTS;
if (shots) mkdirSync(shots, { recursive: true });
const shot = async (page: Page, name: string) => {
  if (shots) await page.screenshot({ path: path.join(shots, `${name}.png`), fullPage: true });
};

async function adImage() {
  return sharp({ create: { width: 900, height: 600, channels: 3, background: { r: 30, g: 90, b: 140 } } })
    .jpeg()
    .toBuffer();
}

async function findQueueItem(request: APIRequestContext, token: string, headline: string) {
  let cursor = '';
  for (;;) {
    const res = await request.get(`/api/v1/moderation/queues/ad_creative/items?limit=100${cursor ? `&cursor=${cursor}` : ''}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.ok(), await res.text()).toBe(true);
    const page = (await res.json()) as { items: { id: string; title: string }[]; next_cursor: string | null };
    const hit = page.items.find((i) => i.title.includes(headline));
    if (hit) return hit.id;
    expect(page.next_cursor, `no queue item for ${headline}`).not.toBeNull();
    cursor = encodeURIComponent(page.next_cursor ?? '');
  }
}

async function visitorPage(browser: Browser, opts: { width: number; dark: boolean }) {
  const context = await browser.newContext({
    userAgent: HUMAN_UA,
    viewport: { width: opts.width, height: opts.width < 500 ? 844 : 900 },
    colorScheme: opts.dark ? 'dark' : 'light',
  });
  await context.addInitScript(() => {
    localStorage.setItem(
      'cookiePreferences',
      JSON.stringify({ necessary: true, functional: false, analytics: false, marketing: false, hasConsented: true }),
    );
  });
  return { context, page: await context.newPage() };
}

test('a business runs an approved, paid campaign that shows Sponsored on a non-Pro portfolio and counts a click', async ({
  page,
  browser,
  request,
}) => {
  const headline = `Daylight studio ${Date.now().toString(36)}`;
  await page.setViewportSize({ width: 1280, height: 900 });
  await page
    .context()
    .addInitScript(() =>
      localStorage.setItem(
        'cookiePreferences',
        JSON.stringify({ necessary: true, functional: false, analytics: false, marketing: false, hasConsented: true }),
      ),
    );
  await signUpMember(page, newMember(), 'business', { path: '/ads' });

  // Empty: a sentence and the next action.
  await expect(page.getByText('No campaigns yet')).toBeVisible();
  await shot(page, 'ads-empty-desktop-light');

  // The editor: the draft is saved with the image (the image belongs to a draft), then the rest.
  await page.getByTestId('new-campaign').click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Campaign name').fill('Winter campaign');
  await dialog.getByLabel('Headline').fill(headline);
  await dialog.getByLabel('Text').fill('Rent our 200 m² daylight studio by the hour.');
  await dialog.getByLabel('Link').fill('http://studio.example.com');
  await dialog.getByTestId('save-campaign').click();
  await expect(dialog.getByText('The link must be a secure https:// address.')).toBeVisible();
  await dialog.getByLabel('Link').fill('https://studio.example.com/book');
  await dialog.getByLabel('Impressions').fill('5000');
  await expect(dialog.getByTestId('budget-price')).toContainText('$25.00');
  await dialog.getByTestId('ad-image-input').setInputFiles({ name: 'ad.jpg', mimeType: 'image/jpeg', buffer: await adImage() });
  await expect(dialog.getByRole('img', { name: 'Ad preview' })).toHaveAttribute('src', /\/storage\/business-logos\//);
  await shot(page, 'ads-editor-desktop-light');
  await dialog.getByTestId('save-campaign').click();
  await expect(dialog).toBeHidden();

  const card = page.getByTestId('campaign').filter({ hasText: 'Winter campaign' });
  await expect(card.getByTestId('campaign-status')).toHaveText('Draft');
  const campaignId = (await card.getAttribute('data-campaign-id')) ?? '';
  expect(campaignId).toMatch(/^[0-9a-f-]{36}$/);
  await card.getByTestId('submit-campaign').click();
  await expect(card.getByTestId('campaign-status')).toHaveText('In review');

  // A moderator approves the creative in /moderation.
  const admin = await ensureFirstAdmin(request);
  const staff = await browser.newContext();
  await signInContext(staff, admin.session);
  const mod = await staff.newPage();
  const itemId = await findQueueItem(request, admin.session.access_token, headline);
  await mod.goto(`/moderation?type=ad_creative&item=${itemId}`);
  const item = mod.getByTestId('moderation-item');
  await expect(item.getByText('https://studio.example.com/book')).toBeVisible();
  await item.getByRole('button', { name: 'Approve' }).click();
  await expect(mod.getByText(/Approved/).first()).toBeVisible();
  await staff.close();

  // The owner hears the decision live: running, waiting for the budget.
  await expect(card.getByTestId('campaign-status')).toHaveText('Running');
  await expect(card.getByText('Awaiting payment')).toBeVisible();
  await expect(card.getByTestId('pay-campaign')).toContainText('$25.00');

  // The budget is paid through billing: the built-in provider's page, the 4242 test card, its signed
  // webhook back to the app, and the campaign stops waiting for payment.
  await card.getByTestId('pay-campaign').click();
  await expect(page).toHaveURL(/\/paybox\/pay\//);
  await expect(page.getByText('$25.00').first()).toBeVisible();
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page).not.toHaveURL(/\/paybox\//);
  await page.goto('/ads');
  await expect(async () => {
    await page.reload();
    await expect(card.getByText('Awaiting payment')).toHaveCount(0, { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });

  // A non-Pro member's public portfolio, seen by a visitor: the ad, labelled Sponsored.
  const creator = await memberViaApi(request, newMember(), 'Scarlet Vance');
  const me = await request.get('/api/v1/profiles/me', { headers: { authorization: `Bearer ${creator.access_token}` } });
  const username = ((await me.json()) as { username: string }).username;
  const visitor = await visitorPage(browser, { width: 1280, dark: false });
  await visitor.page.goto(`/${username}`);
  const slot = visitor.page.getByTestId('sponsored-slot');
  await expect(slot.getByTestId('sponsored-label')).toHaveText('Sponsored');
  await expect(slot.getByText(headline)).toBeVisible();
  await expect(slot.getByText('studio.example.com')).toBeVisible();
  await slot.scrollIntoViewIfNeeded();
  await shot(visitor.page, 'slot-desktop-light');

  // The click goes through the server (counted) and on to the advertiser.
  const link = slot.getByTestId('sponsored-link');
  await expect(link).toHaveAttribute('href', `/api/v1/ads/${campaignId}/go`);
  await expect(link).toHaveAttribute('rel', /sponsored/);
  const [popup] = await Promise.all([visitor.context.waitForEvent('page'), link.click()]);
  await popup.waitForURL(/studio\.example\.com|chrome-error/).catch(() => undefined);
  await visitor.context.close();

  // Counted on /ads: one impression, one click, and the chart.
  await expect(async () => {
    await page.reload();
    await expect(card.getByTestId('campaign-clicks')).toHaveText('1', { timeout: 2_000 });
  }).toPass();
  await expect(card.getByTestId('campaign-impressions')).toHaveText('1');
  await shot(page, 'ads-list-desktop-light');
  await card.getByTestId('campaign-stats').click();
  const stats = page.getByTestId('campaign-stats-panel');
  await expect(stats.getByTestId('stats-clicks')).toHaveText('1');
  await expect(stats.getByRole('img', { name: /1 impressions, 1 clicks/ })).toBeVisible();
  await shot(page, 'ads-stats-desktop-light');

  if (shots) {
    for (const dark of [false, true]) {
      for (const width of [390, 1280]) {
        const v = await visitorPage(browser, { width, dark });
        await v.page.goto(`/${username}`);
        // The slot loads when it comes near the screen: on a phone that is after scrolling.
        await v.page.getByTestId('sponsored-slot').scrollIntoViewIfNeeded();
        await expect(v.page.getByTestId('sponsored-label')).toBeVisible();
        await v.page.getByTestId('sponsored-slot').scrollIntoViewIfNeeded();
        await shot(v.page, `slot-${width}-${dark ? 'dark' : 'light'}`);
        await v.context.close();
      }
    }
    await page.keyboard.press('Escape');
    for (const dark of [false, true]) {
      await page.emulateMedia({ colorScheme: dark ? 'dark' : 'light' });
      for (const width of [390, 1280]) {
        await page.setViewportSize({ width, height: width < 500 ? 844 : 900 });
        await page.reload();
        await expect(card.getByTestId('campaign-status')).toBeVisible();
        await shot(page, `ads-list-${width}-${dark ? 'dark' : 'light'}`);
        await card.getByTestId('campaign-stats').click();
        await expect(page.getByTestId('stats-clicks')).toHaveText('1');
        await shot(page, `ads-stats-${width}-${dark ? 'dark' : 'light'}`);
        await page.keyboard.press('Escape');
        await page.getByTestId('new-campaign').click();
        await expect(page.getByRole('dialog').getByLabel('Campaign name')).toBeVisible();
        await shot(page, `ads-editor-${width}-${dark ? 'dark' : 'light'}`);
        await page.keyboard.press('Escape');
      }
    }
  }
});
