import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { type AccountType, expectNoSeriousAxeViolations, newMember, signUpMember } from './helpers';
import { ensureFirstAdmin, signInContext } from './staff-helpers';

// The app store (issue 15): each spec §4 access rule seen by a member of that type (install allowed,
// or refused with the reason and the plan that allows it), installing shows the app in My Apps with
// 'Never used', launching updates 'Last used' (with the §8 toast), settings saved to the server, and
// a second tab's launcher following along live. E2E_SHOTS=<dir> also writes screenshots.

const shots = process.env.E2E_SHOTS;
if (shots) mkdirSync(shots, { recursive: true });
const shot = async (page: Page, name: string) => {
  if (shots) await page.screenshot({ path: path.join(shots, `${name}.png`), fullPage: true });
};

const VIEW_ONLY = 'Installing apps is for business, studio and enterprise accounts. Your account can browse the App Store.';
const BUSINESS_NEEDS_PRO = 'Business accounts install apps with Pro or the Pro business plan.';
const STUDIO_NEEDS_PRO = 'Studio accounts install apps with Pro.';

const noCookieBanner = (page: Page) =>
  page
    .context()
    .addInitScript(() =>
      localStorage.setItem(
        'cookiePreferences',
        JSON.stringify({ necessary: true, functional: false, analytics: false, marketing: false, hasConsented: true }),
      ),
    );

async function memberOn(page: Page, type: AccountType, path = '/app-store') {
  await page.setViewportSize({ width: 1280, height: 900 });
  await noCookieBanner(page);
  return signUpMember(page, newMember(), type, { path });
}

/** Billing's stand-in (TEST_HOOKS): the member's Pro subscription, active for a month. */
async function makePro(request: APIRequestContext, userId: string) {
  const res = await request.post('/api/v1/test-hooks/pro/subscription', { data: { user_id: userId, status: 'active', end_in_days: 30 } });
  expect(res.ok(), await res.text()).toBe(true);
}

const card = (page: Page, id: string) => page.getByTestId(`store-app-${id}`);

async function expectRefused(page: Page, reason: string, upgrade: { label: string; path: string } | null) {
  const note = page.getByTestId('install-refusal');
  await expect(note).toContainText(reason);
  if (upgrade) await expect(note.getByRole('link', { name: upgrade.label })).toHaveAttribute('href', upgrade.path);
  else await expect(note.getByRole('link')).toHaveCount(0);
  await expect(page.getByTestId('app-catalogue').getByRole('listitem')).toHaveCount(5);
  await expect(page.getByTestId('install-app')).toHaveCount(0);
}

async function installFromStore(page: Page, id: string, name: string) {
  await card(page, id).getByTestId('install-app').click();
  await expect(page.getByText(`${name} installed`)).toBeVisible();
  await expect(card(page, id).getByTestId('installed-badge')).toBeVisible();
}

test.describe('spec §4 app store access, as each member sees it', () => {
  test('a creator browses the store but may not install (no plan changes that)', async ({ page }) => {
    await memberOn(page, 'creator');
    await expectRefused(page, VIEW_ONLY, null);
    // The server says the same to a call made anyway.
    const session = await page.evaluate(() => JSON.parse(localStorage.getItem('mb-session') ?? '{}') as { access_token: string });
    const res = await page.request.post('/api/v1/app-store/apps/mb-bookings/install', {
      headers: { authorization: `Bearer ${session.access_token}` },
    });
    expect(res.status()).toBe(403);
    expect(((await res.json()) as { error: { message: string } }).error.message).toBe(VIEW_ONLY);
  });

  test('a business is refused until it has Pro, and is shown the business plans', async ({ page }) => {
    const { session } = await memberOn(page, 'business');
    await expectRefused(page, BUSINESS_NEEDS_PRO, { label: 'See business plans', path: '/business-pricing' });
    await shot(page, 'store-refused-business-desktop-light');
    await makePro(page.request, session.user.id);
    await page.reload();
    await expect(page.getByTestId('install-refusal')).toHaveCount(0);
    await installFromStore(page, 'mb-licensing', 'MB Licensing');
  });

  test('a studio is refused until it has Pro, and is shown the Pro subscription', async ({ page }) => {
    const { session } = await memberOn(page, 'studio');
    await expectRefused(page, STUDIO_NEEDS_PRO, { label: 'Get Pro', path: '/settings?tab=pro-subscription' });
    // The app's own page says it too.
    await page.goto('/apps/mb-trophy');
    await expect(page.getByRole('heading', { name: 'MB Trophy', level: 1 })).toBeVisible();
    await expect(page.getByTestId('install-refusal')).toContainText(STUDIO_NEEDS_PRO);
    await makePro(page.request, session.user.id);
    await page.reload();
    await page.getByTestId('install-app').click();
    await expect(page.getByTestId('installed-badge')).toBeVisible();
    await expect(page.getByTestId('app-settings')).toBeVisible();
  });

  test('an enterprise installs at once', async ({ page }) => {
    await memberOn(page, 'enterprise');
    await expect(page.getByTestId('install-refusal')).toHaveCount(0);
    await installFromStore(page, 'mb-visio', 'MB Visio');
    // Colours at rest: the pointer leaves the Open button that took Install's place.
    await page.mouse.move(0, 0);
    await expectNoSeriousAxeViolations(page, { label: '/app-store' });
    await page.getByTestId('my-apps-button').click();
    await expect(page.getByTestId('my-apps-menu').getByTestId('my-apps-item')).toHaveCount(1);
    await expectNoSeriousAxeViolations(page, { label: 'the My Apps menu' });
    await page.keyboard.press('Escape');
    await page.goto('/apps/mb-visio');
    await expect(page.getByTestId('app-settings').getByLabel('Waiting room')).toBeVisible();
    await expectNoSeriousAxeViolations(page, { label: '/apps/mb-visio' });
  });

  test('an admin installs whatever their profile type', async ({ browser, request }) => {
    const admin = await ensureFirstAdmin(request);
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await signInContext(context, admin.session);
    const page = await context.newPage();
    await page.goto('/app-store');
    await expect(page.getByTestId('app-catalogue')).toBeVisible();
    await expect(page.getByTestId('install-refusal')).toHaveCount(0);
    // The shared admin may have installed it in an earlier run of this server: either way it ends installed.
    const install = card(page, 'mb-trophy').getByTestId('install-app');
    if (await install.isVisible()) await install.click();
    await expect(card(page, 'mb-trophy').getByTestId('installed-badge')).toBeVisible();
    await context.close();
  });
});

test('installing shows the app in My Apps as never used; launching it says so, opens it and updates Last used', async ({ page }) => {
  await memberOn(page, 'enterprise', '/dashboard');
  // Nothing installed: the empty menu leads to the store.
  await page.getByTestId('my-apps-button').click();
  const menu = page.getByTestId('my-apps-menu');
  await expect(menu.getByText('No apps installed')).toBeVisible();
  await shot(page, 'my-apps-empty-desktop-light');
  await menu.getByRole('link', { name: 'Browse App Store' }).click();
  await expect(page).toHaveURL(/\/app-store$/);
  await shot(page, 'store-desktop-light');

  await installFromStore(page, 'mb-bookings', 'MB Bookings');
  await page.getByTestId('my-apps-button').click();
  const item = menu.getByTestId('my-apps-item').filter({ hasText: 'MB Bookings' });
  await expect(item).toContainText('Never used');
  // The shortcut in the header names the app in its tooltip.
  await expect(page.getByTestId('app-shortcuts').getByRole('button', { name: 'MB Bookings' })).toBeVisible();

  await item.click();
  await expect(page.getByText('Opening MB Bookings...')).toBeVisible();
  await expect(page).toHaveURL(/\/apps\/mb-bookings$/);
  // MB Bookings has its own home (issue 16): the owner's dashboard above the settings.
  await expect(page.getByTestId('bookings-home')).toBeVisible();
  await page.getByTestId('my-apps-button').click();
  await expect(menu.getByTestId('my-apps-item').filter({ hasText: 'MB Bookings' })).toContainText(/Last used \w{3} \d{1,2}/);
  await shot(page, 'my-apps-desktop-light');
  await page.keyboard.press('Escape');

  // Settings: saved to the server, there after a reload.
  const settings = page.getByTestId('app-settings');
  await settings.getByLabel('Who can book you').selectOption('connections');
  await settings.getByLabel(/Minimum notice/).fill('500');
  await settings.getByTestId('save-settings').click();
  await expect(settings.getByText('Minimum notice: at most 168 hours.')).toBeVisible();
  await settings.getByLabel(/Minimum notice/).fill('48');
  await settings.getByTestId('save-settings').click();
  await expect(page.getByText('Settings saved')).toBeVisible();
  await page.reload();
  await expect(settings.getByLabel('Who can book you')).toHaveValue('connections');
  await expect(settings.getByLabel(/Minimum notice/)).toHaveValue('48');
  await shot(page, 'app-home-desktop-light');

  // MB Events launches to its own page.
  await page.goto('/apps/mb-events');
  await page.getByTestId('install-app').click();
  await page.getByTestId('open-app').click();
  await expect(page).toHaveURL(/\/app\/mb-events$/);
  // Most recently used first.
  await page.getByTestId('my-apps-button').click();
  await expect(menu.getByTestId('my-apps-item').first()).toContainText('MB Events');
});

test('a second tab’s launcher follows installs and uninstalls live', async ({ page }) => {
  await memberOn(page, 'enterprise', '/app-store');
  const other = await page.context().newPage();
  await other.setViewportSize({ width: 1280, height: 900 });
  await other.goto('/dashboard');
  const shortcuts = other.getByTestId('app-shortcuts');
  await expect(other.getByTestId('my-apps-button')).toBeVisible();
  await expect(shortcuts).toHaveCount(0);

  await installFromStore(page, 'mb-visio', 'MB Visio');
  await expect(shortcuts.getByRole('button', { name: 'MB Visio' })).toBeVisible();

  await card(page, 'mb-visio').getByTestId('uninstall-app').click();
  await expect(page.getByText('MB Visio uninstalled')).toBeVisible();
  await expect(shortcuts).toHaveCount(0);
  await other.getByTestId('my-apps-button').click();
  await expect(other.getByTestId('my-apps-menu').getByText('No apps installed')).toBeVisible();
});

test('on a phone, My Apps is a bottom sheet of four columns with Browse Store', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await noCookieBanner(page);
  await signUpMember(page, newMember(), 'enterprise', { path: '/app-store' });
  for (const [id, name] of [
    ['mb-bookings', 'MB Bookings'],
    ['mb-visio', 'MB Visio'],
    ['mb-trophy', 'MB Trophy'],
    ['mb-licensing', 'MB Licensing'],
    ['mb-events', 'MB Events'],
  ] as const) {
    await installFromStore(page, id, name);
  }
  await shot(page, 'store-390-light');
  await page.getByTestId('my-apps-button').click();
  const sheet = page.getByTestId('my-apps-sheet');
  await expect(sheet).toBeVisible();
  await expect(sheet.getByTestId('my-apps-item')).toHaveCount(5);
  const box = await sheet.boundingBox();
  expect(Math.round(box?.height ?? 0)).toBe(Math.round(844 * 0.7));
  // Four to a row: the fifth starts the second row.
  const tops = await sheet.getByTestId('my-apps-item').evaluateAll((els) => els.map((e) => Math.round(e.getBoundingClientRect().top)));
  expect(new Set(tops.slice(0, 4)).size).toBe(1);
  expect(tops[4]).toBeGreaterThan(tops[0] ?? 0);
  await shot(page, 'my-apps-sheet-390-light');
  await sheet.getByRole('link', { name: 'Browse Store' }).click();
  await expect(page).toHaveURL(/\/app-store$/);
  await expect(sheet).toBeHidden();
});
