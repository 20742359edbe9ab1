import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { newMember, seriousAxeViolations, signUpMember } from './helpers';
import { withCookieChoiceMade } from './shell-helpers';
import { ensureFirstAdmin, memberViaApi, signInContext } from './staff-helpers';

// The moderation queue, reports and blocks in the browser (issue 8).

/** A member made through the API (past onboarding, with a stage name), and their username. */
async function namedMember(request: APIRequestContext, displayName: string) {
  const session = await memberViaApi(request, newMember(), displayName);
  const res = await request.get('/api/v1/profiles/me', { headers: { authorization: `Bearer ${session.access_token}` } });
  expect(res.ok()).toBe(true);
  return { session, username: ((await res.json()) as { username: string }).username };
}

const token = (page: Page) =>
  page.evaluate(() => (JSON.parse(localStorage.getItem('mb-session') ?? '{}') as { access_token?: string }).access_token ?? '');

/** Resolves once a realtime socket the page opens from now on has subscribed to a topic. */
const nextSubscription = (page: Page) =>
  new Promise<void>((resolve) => {
    page.on('websocket', (ws) =>
      ws.on('framereceived', (f) => {
        if (String(f.payload).includes('"type":"subscribed"')) resolve();
      }),
    );
  });

test('a moderator rejects an avatar with a reason and the member sees the reason live', async ({ page, browser, request }) => {
  const admin = await ensureFirstAdmin(request);

  // The member: signed in, an avatar uploaded (pending), the profile editor open.
  await withCookieChoiceMade(page);
  await signUpMember(page, newMember());
  const named = await page.request.patch('/api/v1/profiles/me', {
    headers: { authorization: `Bearer ${await token(page)}` },
    data: { display_name: 'Avery Pending' },
  });
  expect(named.ok()).toBe(true);
  const image = await sharp({ create: { width: 400, height: 400, channels: 3, background: { r: 200, g: 40, b: 60 } } })
    .png()
    .toBuffer();
  const upload = await page.request.post('/api/v1/profiles/me/avatar', {
    headers: { authorization: `Bearer ${await token(page)}` },
    multipart: { file: { name: 'me.png', mimeType: 'image/png', buffer: image } },
  });
  expect(upload.ok()).toBe(true);
  const live = nextSubscription(page);
  await page.goto('/profile/edit');
  await expect(page.getByText('Your new avatar is waiting for moderation.')).toBeVisible();
  await live;

  // The moderator: the avatar queue, the item in full, R opens the reason dialog.
  const staff = await browser.newContext();
  await signInContext(staff, admin.session);
  const mod = await staff.newPage();
  await mod.goto('/moderation?type=avatar');
  await expect(mod.getByRole('heading', { level: 1, name: 'Moderation' })).toBeVisible();
  await expect(mod.getByTestId('shortcut-help')).toContainText('reject with a reason');
  await mod.getByTestId('moderation-row').filter({ hasText: 'Avatar: Avery Pending' }).click();
  const item = mod.getByTestId('moderation-item');
  await expect(item.getByRole('heading', { name: 'Avatar of Avery Pending' })).toBeVisible();
  await expect(item.getByRole('img', { name: 'The avatar to review' })).toBeVisible();
  await expect(item.getByTestId('member-verification')).toHaveText('Not verified');
  await expect(item.getByRole('button', { name: 'Reject' })).toBeEnabled();
  expect(await seriousAxeViolations(mod)).toEqual([]);
  await mod.keyboard.press('r');
  const dialog = mod.getByRole('dialog', { name: 'Reject with a reason' });
  await expect(dialog).toBeVisible();
  expect(await seriousAxeViolations(mod)).toEqual([]);
  // Nothing chosen: the dialog says what is missing and sends nothing.
  await dialog.getByRole('button', { name: 'Reject' }).click();
  await expect(dialog.getByText('Choose a reason.')).toBeVisible();
  await dialog.getByLabel('Ground').selectOption('personal_data');
  await dialog.getByLabel('Explanation for the member').fill('Your phone number is visible in the picture.');
  await dialog.getByRole('button', { name: 'Reject' }).click();
  await expect(dialog).toBeHidden();
  await expect(mod.getByText('Rejected. The member has been told why.')).toBeVisible();

  // The member's tab, never reloaded: a live notification with the statement of reasons, and the
  // reason under the avatar (profile.updated refetched the profile).
  await expect(page.getByText('New Notification')).toBeVisible();
  await expect(page.getByTestId('avatar-rejected')).toContainText('Your phone number is visible in the picture.');
  await page.getByTestId('notification-bell').click();
  const notice = page.getByTestId('notification-panel').getByTestId('notification-item').filter({ hasText: 'Avatar not approved' });
  await expect(notice).toContainText('Your phone number is visible in the picture.');
  await expect(notice).toHaveAttribute('data-unread', 'true');
  await staff.close();
});

test('a member reports a profile and blocks another', async ({ page, browser, request }) => {
  const reported = await namedMember(request, 'Riley Reported');
  const blocked = await namedMember(request, 'Blake Blocked');

  await withCookieChoiceMade(page);
  // Report: the profile's menu, a category, a few words, sent.
  const { username: myName } = await signUpMember(page, newMember(), 'creator', { path: `/${reported.username}` });
  await expect(page.getByRole('heading', { name: 'Riley Reported' })).toBeVisible();
  await page.getByRole('button', { name: 'More actions for Riley Reported' }).click();
  await page.getByRole('menuitem', { name: 'Report' }).click();
  const report = page.getByRole('dialog', { name: 'Report Riley Reported' });
  await report.getByRole('button', { name: 'Send report' }).click();
  await expect(report.getByText('Choose what is wrong.')).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await report.getByLabel('Impersonation').check();
  await report.getByLabel('What did you see? (optional)').fill('These photos belong to someone else.');
  await report.getByRole('button', { name: 'Send report' }).click();
  await expect(report).toBeHidden();
  await expect(page.getByText('Report sent. Our moderators will review it.')).toBeVisible();

  // Block: confirmed, marked on the profile, listed in Settings, Privacy.
  await page.goto(`/${blocked.username}`);
  await page.getByRole('button', { name: 'More actions for Blake Blocked' }).click();
  await page.getByRole('menuitem', { name: 'Block' }).click();
  const confirm = page.getByRole('dialog', { name: 'Block Blake Blocked?' });
  await confirm.getByRole('button', { name: 'Block' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByText('Blocked', { exact: true })).toBeVisible();
  await page.goto('/settings?tab=privacy');
  await expect(page.getByTestId('blocked-members').getByRole('link', { name: 'Blake Blocked' })).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);

  // The blocked member now finds no profile at the blocker's address.
  const other = await browser.newContext();
  await signInContext(other, blocked.session);
  const theirs = await other.newPage();
  await theirs.goto(`/${myName}`);
  await expect(theirs.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await other.close();

  // Unblocked from Settings: visible to them again.
  await page.getByRole('button', { name: 'Unblock Blake Blocked' }).click();
  await expect(page.getByTestId('blocked-members').getByText('You have not blocked anyone.')).toBeVisible();
});
