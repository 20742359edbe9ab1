import { expect, type Page, test } from '@playwright/test';
import { newMember, seriousAxeViolations, signUpMember, signUpNewcomer } from './helpers';
import { call, completeOnboardingViaApi } from './onboarding-helpers';
import { ensureFirstAdmin, memberViaApi, signInContext } from './staff-helpers';

// Spec §2/§4 notifications in the browser: the bell's badge, the live toast and item, marking read
// (by click and all at once), and every open tab of the member in step. The source is a real one:
// finishing onboarding sends the member a system_update welcome.

const PRODUCT = 'ModelBase';

/** Resolves once this page's realtime socket has subscribed (opened from now on, or already open). */
const subscribed = (page: Page) =>
  new Promise<void>((resolve) => {
    page.on('websocket', (ws) =>
      ws.on('framereceived', (f) => {
        if (String(f.payload).includes('"type":"subscribed"')) resolve();
      }),
    );
  });

const bell = (page: Page) => page.getByTestId('notification-bell');
const badge = (page: Page) => page.getByTestId('notification-badge');

/** A member at the last onboarding step with two open tabs, both live; then onboarding completes. */
async function welcomedInTwoTabs(page: Page) {
  const m = newMember();
  await signUpNewcomer(page, m, 'creator', null);
  await completeOnboardingViaApi(page, { complete: false, displayName: 'Nova Vale' });
  const liveA = subscribed(page);
  await page.goto('/dashboard');
  await liveA;
  const other = await page.context().newPage();
  const liveB = subscribed(other);
  await other.goto('/dashboard');
  await liveB;

  // Finishing onboarding (the wizard's last step) is what sends the welcome.
  await call(page, 'POST', '/api/v1/profiles/me/onboarding', { action: 'complete' });
  // The toast lasts 5 s in each tab: both are looked for at once, not one after the other's checks.
  await Promise.all([page, other].map((tab) => expect(tab.getByText('New Notification')).toBeVisible()));
  for (const tab of [page, other]) {
    await expect(tab.getByText(`Welcome to ${PRODUCT}`, { exact: true }).first()).toBeVisible();
    await expect(badge(tab)).toHaveText('1');
    await expect(bell(tab)).toHaveAccessibleName('Notifications (1 unread)');
  }
  return other;
}

test('a live notification shows in every tab; clicking it marks it read everywhere and opens its page', async ({ page }) => {
  const other = await welcomedInTwoTabs(page);

  await bell(page).click();
  const panel = page.getByTestId('notification-panel');
  await expect(panel.getByRole('heading', { name: 'Notifications' })).toBeVisible();
  const item = panel.getByTestId('notification-item').filter({ hasText: `Welcome to ${PRODUCT}` });
  await expect(item).toHaveAttribute('data-unread', 'true');
  await item.click();

  // It followed its action_url (a same-site path) and closed the panel.
  await expect(page).toHaveURL(/\/profile\/edit$/);
  await expect(panel).toBeHidden();
  await expect(badge(page)).toBeHidden();
  // The other tab was never touched: the server's notification.updated put it in step.
  await expect(badge(other)).toBeHidden();
  await expect(bell(other)).toHaveAccessibleName('Notifications');

  // Read stays read after a reload (the server has it), and the count is 0, not less.
  await page.reload();
  await bell(page).click();
  await expect(page.getByTestId('notification-item').first()).toHaveAttribute('data-unread', 'false');
  await expect(badge(page)).toBeHidden();
});

test('mark all read toasts the spec message and clears the badge in every tab', async ({ page }) => {
  const other = await welcomedInTwoTabs(page);

  // The other tab opens its panel first, so its list is in the cache when the change arrives.
  await bell(other).click();
  await expect(other.getByTestId('notification-item')).toHaveAttribute('data-unread', 'true');

  await bell(page).click();
  await expect(page.getByTestId('notification-item')).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(page.getByText('Success', { exact: true })).toBeVisible();
  await expect(page.getByText('All notifications marked as read')).toBeVisible();
  await expect(badge(page)).toBeHidden();
  await expect(page.getByTestId('notification-item')).toHaveAttribute('data-unread', 'false');
  await expect(page.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();

  await expect(badge(other)).toBeHidden();
  await expect(other.getByTestId('notification-item')).toHaveAttribute('data-unread', 'false');
});

test.describe('dark theme', () => {
  test.use({ colorScheme: 'dark' });
  test('a type switched off is not delivered; the empty panel says so and fits a phone', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signUpNewcomer(page, newMember(), 'creator', null);
    // System updates off before finishing onboarding: the welcome (a system_update) is skipped.
    await call(page, 'PATCH', '/api/v1/notifications/preferences', { system_updates: false });
    await completeOnboardingViaApi(page);
    await page.goto('/settings');
    await bell(page).click();
    const panel = page.getByTestId('notification-panel');
    await expect(panel.getByText('No notifications yet')).toBeVisible();
    const box = await panel.boundingBox();
    expect(box).not.toBeNull();
    if (box) {
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(390);
    }
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Close notifications' }).click();
    await expect(panel).toBeHidden();
  });
});

test('settings: a preference is saved at once and kept after a reload', async ({ page }) => {
  await signUpMember(page, newMember(), 'creator', { path: '/settings?tab=notifications' });
  const followers = page.getByRole('switch', { name: 'New followers: in app' });
  await expect(followers).toHaveAttribute('aria-checked', 'true');
  expect(await seriousAxeViolations(page)).toEqual([]);
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/v1/notifications/preferences') && r.request().method() === 'PATCH');
  await followers.click();
  expect((await saved).status()).toBe(200);
  await expect(followers).toHaveAttribute('aria-checked', 'false');
  // Its e-mail switch cannot be on while the type is off.
  await expect(page.getByRole('switch', { name: 'New followers: e-mail' })).toBeDisabled();

  const mail = page.getByRole('switch', { name: 'Messages: e-mail' });
  const savedMail = page.waitForResponse((r) => r.url().endsWith('/api/v1/notifications/preferences') && r.request().method() === 'PATCH');
  await mail.click();
  await savedMail;
  const daily = page.getByRole('radio', { name: 'Daily' });
  await daily.click();
  await expect(daily).toBeChecked();

  await page.reload();
  await expect(page.getByRole('switch', { name: 'New followers: in app' })).toHaveAttribute('aria-checked', 'false');
  await expect(page.getByRole('switch', { name: 'Messages: e-mail' })).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByRole('radio', { name: 'Daily' })).toBeChecked();
});

test('settings: a failed save puts the switch back and says so', async ({ page }) => {
  await signUpMember(page, newMember(), 'creator', { path: '/settings?tab=notifications' });
  const likes = page.getByRole('switch', { name: 'Portfolio likes: in app' });
  await expect(likes).toHaveAttribute('aria-checked', 'true');
  await page.route('**/api/v1/notifications/preferences', (route) =>
    route.request().method() === 'PATCH' ? route.fulfill({ status: 503, body: '{}' }) : route.fallback(),
  );
  await likes.click();
  await expect(page.getByText('Could not save your notification settings. Please try again.')).toBeVisible();
  await expect(likes).toHaveAttribute('aria-checked', 'true');
});

test("member B's open tab hears what member A did: A becomes admin through the bootstrap and grants B a role", async ({
  browser,
  request,
}) => {
  // A: the shared server's first admin, made through grant-admin-access (staff-helpers).
  const a = await ensureFirstAdmin(request);
  const b = await memberViaApi(request, newMember(), 'Member B');
  const context = await browser.newContext();
  await signInContext(context, b);
  const tab = await context.newPage();
  const live = subscribed(tab);
  await tab.goto('/dashboard');
  await live;
  // B's own welcome (onboarding) is the one unread notification so far.
  await expect(badge(tab)).toHaveText('1');

  const granted = await request.put(`/api/v1/admin/members/${b.user.id}/staff-role`, {
    headers: { authorization: `Bearer ${a.session.access_token}` },
    data: { role: 'moderator', permissions: ['content_moderation'] },
  });
  expect(granted.ok(), await granted.text()).toBe(true);

  await expect(tab.getByText('New Notification')).toBeVisible();
  await expect(tab.getByText('Staff access granted').first()).toBeVisible();
  await expect(badge(tab)).toHaveText('2');
  await bell(tab).click();
  const item = tab.getByTestId('notification-item').filter({ hasText: 'Staff access granted' });
  await expect(item).toHaveAttribute('data-unread', 'true');
  await expect(tab.getByTestId('notification-item').first()).toContainText('Staff access granted');
  await item.click();
  await expect(badge(tab)).toHaveText('1');

  await bell(tab).click();
  await tab.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(tab.getByText('All notifications marked as read')).toBeVisible();
  await expect(badge(tab)).toBeHidden();
  await context.close();
});
