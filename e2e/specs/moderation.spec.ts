import { type APIRequestContext, type BrowserContext, expect, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { newMember, signUpMember } from './helpers';
import { newUsername } from './onboarding-helpers';
import { withCookieChoiceMade } from './shell-helpers';

// The moderation queue, reports and blocks in the browser (issue 8).

// Staff on the shared test server: the first-admin bootstrap is open only while no staff exists, so
// every spec uses the same fixed first admin (whoever asks first makes it; the rest sign in to it).
const ADMIN = { email: 'e2e-first-admin@example.test', password: 'Velvet-Rope-first-admin-77' };
type Session = { access_token: string; user: { id: string } };

async function ok<T>(res: { ok(): boolean; status(): number; text(): Promise<string> }): Promise<T> {
  const text = await res.text();
  if (!res.ok()) throw new Error(`${res.status()}: ${text}`);
  return (text ? JSON.parse(text) : null) as T;
}

/** A member made through the API, past onboarding, with a username and stage name. */
async function memberViaApi(request: APIRequestContext, m: { email: string; password: string }, displayName: string) {
  const up = await request.post('/api/v1/auth/signup', { data: { ...m, profile_type: 'creator' } });
  const session = up.ok() ? await ok<Session>(up) : await ok<Session>(await request.post('/api/v1/auth/signin', { data: m }));
  const headers = { authorization: `Bearer ${session.access_token}` };
  const me = await ok<{ onboarding_completed: boolean; username: string | null }>(await request.get('/api/v1/profiles/me', { headers }));
  if (me.onboarding_completed) return { session, headers, username: me.username ?? '' };
  const step = async (data: unknown) => ok(await request.post('/api/v1/profiles/me/onboarding', { headers, data }));
  const username = newUsername('mod');
  await step({ action: 'start', profile_type: 'creator' });
  await ok(await request.patch('/api/v1/profiles/me', { headers, data: { username, display_name: displayName } }));
  await step({ action: 'step', step: 2 });
  await step({ action: 'step', step: 3 });
  await step({ action: 'skip_verification' });
  await step({ action: 'complete' });
  return { session, headers, username };
}

async function ensureFirstAdmin(request: APIRequestContext) {
  const admin = await memberViaApi(request, ADMIN, 'E2E Admin');
  await request.post('/api/v1/staff/grant-admin-access', { headers: admin.headers, data: { isPermanent: true } });
  const status = await ok<{ is_admin: boolean }>(await request.get('/api/v1/staff/me', { headers: admin.headers }));
  expect(status.is_admin, 'staff on the shared test server is made only through the first-admin bootstrap').toBe(true);
  return admin;
}

async function signInContext(context: BrowserContext, session: Session) {
  await context.addInitScript((s) => {
    localStorage.setItem('mb-session', s);
    localStorage.setItem(
      'cookiePreferences',
      JSON.stringify({ necessary: true, functional: false, analytics: false, marketing: false, hasConsented: true }),
    );
  }, JSON.stringify(session));
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
  await mod.keyboard.press('r');
  const dialog = mod.getByRole('dialog', { name: 'Reject with a reason' });
  await expect(dialog).toBeVisible();
  // Nothing chosen: the dialog says what is missing and sends nothing.
  await dialog.getByRole('button', { name: 'Reject' }).click();
  await expect(dialog.getByText('Choose a reason.')).toBeVisible();
  await dialog.getByLabel('Ground').selectOption('personal_data');
  await dialog.getByLabel('Explanation for the member').fill('Your phone number is visible in the picture.');
  await dialog.getByRole('button', { name: 'Reject' }).click();
  await expect(dialog).toBeHidden();
  await expect(mod.getByText('Rejected. The member has been told why.')).toBeVisible();

  // The member's tab, never reloaded: the reason appears (profile.updated refetched the profile).
  await expect(page.getByTestId('avatar-rejected')).toContainText('Your phone number is visible in the picture.');
  await staff.close();
});

test('a member reports a profile and blocks another', async ({ page, browser, request }) => {
  const reported = await memberViaApi(request, newMember(), 'Riley Reported');
  const blocked = await memberViaApi(request, newMember(), 'Blake Blocked');

  await withCookieChoiceMade(page);
  const { username: myName } = await signUpMember(page, newMember());

  // Report: the profile's menu, a category, a few words, sent.
  await page.goto(`/${reported.username}`);
  await expect(page.getByRole('heading', { name: 'Riley Reported' })).toBeVisible();
  await page.getByRole('button', { name: 'More actions for Riley Reported' }).click();
  await page.getByRole('menuitem', { name: 'Report' }).click();
  const report = page.getByRole('dialog', { name: 'Report Riley Reported' });
  await report.getByRole('button', { name: 'Send report' }).click();
  await expect(report.getByText('Choose what is wrong.')).toBeVisible();
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
