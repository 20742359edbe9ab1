import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { newMember, signInTab, signUpMember } from './helpers';
import { withCookieChoiceMade } from './shell-helpers';
import { shoot } from './shots';

// Two-factor sign-in, passkeys and signed-in devices (issue 18).

// Each test walks a whole journey (with screenshots when E2E_SHOTS is set): room for a loaded machine.
test.describe.configure({ timeout: 300_000 });

/** The code of the step `offset` steps from now, computed as the member's authenticator app would. */
const codeAt = (secret: string, offset = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({ timestamp: Date.now() + offset * 30_000 });

async function signOut(page: Page) {
  await page.getByRole('button', { name: /Account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/$/);
}

async function passwordStep(page: Page, m: { email: string; password: string }) {
  await page.goto('/auth');
  await page.getByLabel('E-mail').fill(m.email);
  await page.getByLabel('Password').fill(m.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByTestId('second-factor-step')).toBeVisible();
}

test('enrol an authenticator app, sign in with a code, then with a recovery code', async ({ page }) => {
  await withCookieChoiceMade(page);
  const m = newMember();
  await signUpMember(page, m, 'creator', { path: '/settings?tab=security' });
  await expect(page.getByText('No passkeys yet.')).toBeVisible();
  await expect(page.getByTestId('device')).toHaveCount(1);
  await shoot(page, 'security-tab-empty');
  // Another session opened with the password alone, as on another device (issue 31).
  const other = await page.request.post('/api/v1/auth/signin', { data: { email: m.email, password: m.password } });
  expect(other.ok()).toBe(true);
  const otherToken = ((await other.json()) as { access_token: string }).access_token;
  await page.reload();
  await expect(page.getByTestId('device')).toHaveCount(2);

  await page.getByRole('button', { name: 'Set up an authenticator app' }).click();
  await page.getByRole('button', { name: 'Show the QR code' }).click();
  await expect(page.getByTestId('totp-qr')).toBeVisible();
  // Turning it on offers to sign the other sessions out, ticked.
  await expect(
    page.getByRole('form', { name: 'Confirm authenticator app' }).getByRole('checkbox', { name: 'Sign out my other sessions' }),
  ).toBeChecked();
  const secret = ((await page.getByTestId('totp-secret').textContent()) ?? '').replace(/\s/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await shoot(page, 'security-tab-totp-setup');
  // A wrong code is refused and keeps what was typed.
  await page.getByLabel('Code from the app').fill('000000');
  await page.getByRole('button', { name: 'Turn on' }).click();
  await expect(page.getByText('That code is not right.')).toBeVisible();
  await expect(page.getByLabel('Code from the app')).toHaveValue('000000');
  await page.getByLabel('Code from the app').fill(codeAt(secret));
  await page.getByRole('button', { name: 'Turn on' }).click();
  await expect(page.getByTestId('recovery-codes').locator('li')).toHaveCount(10);
  const codes = (await page.getByTestId('recovery-codes').locator('li').allTextContents()).map((c) => c.trim());
  await shoot(page, 'security-tab-recovery-codes');
  await page.getByRole('button', { name: 'I have saved them' }).click();
  await expect(page.getByText('10 of 10 recovery codes left.')).toBeVisible();
  await expect(page.getByTestId('device')).toHaveCount(1);
  expect((await page.request.get('/api/v1/auth/user', { headers: { authorization: `Bearer ${otherToken}` } })).status()).toBe(401);

  // Sign in again: the password alone is not enough.
  await signOut(page);
  await passwordStep(page, m);
  await shoot(page, 'sign-in-second-factor');
  await page.getByRole('textbox', { name: 'Code' }).fill('123456');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('That code is not right.')).toBeVisible();
  // The set-up used this step's code: the next step's is within the accepted window.
  await page.getByRole('textbox', { name: 'Code' }).fill(codeAt(secret, 1));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/dashboard/);

  // And with a recovery code instead (each works once).
  await signOut(page);
  await passwordStep(page, m);
  await page.getByRole('textbox', { name: 'Code' }).fill(codes[0] as string);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/dashboard/);
  await page.goto('/settings?tab=security');
  await expect(page.getByText('9 of 10 recovery codes left.')).toBeVisible();
});

/** A context on localhost (a passkey's relying party cannot be an IP address) with Chromium's virtual authenticator. */
async function passkeyContext(context: BrowserContext, page: Page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true },
  });
}

test('devices: two sessions listed, the other signed out; register a passkey with a virtual authenticator and sign in with it password-less', async ({
  browser,
  baseURL,
}) => {
  const local = (baseURL ?? '').replace('127.0.0.1', 'localhost');
  const context = await browser.newContext({ baseURL: local });
  const page = await context.newPage();
  await passkeyContext(context, page);
  await withCookieChoiceMade(page);
  const m = newMember();
  await signUpMember(page, m, 'creator', { path: '/settings?tab=security' });

  // A second device signs in with the password.
  const other = await browser.newContext({ baseURL: local });
  const otherPage = await other.newPage();
  const signIn = await otherPage.request.post('/api/v1/auth/signin', { data: { email: m.email, password: m.password } });
  expect(signIn.ok()).toBe(true);
  await signInTab(otherPage, await signIn.json(), '/dashboard');
  await expect(otherPage.getByRole('button', { name: /Account menu/ })).toBeVisible();

  await page.reload();
  await expect(page.getByTestId('device')).toHaveCount(2);
  await expect(page.getByTestId('device').filter({ hasText: 'This device' })).toHaveCount(1);
  await shoot(page, 'security-tab-devices');
  await page
    .getByTestId('device')
    .filter({ hasNotText: 'This device' })
    .getByRole('button', { name: /^Sign out/ })
    .click();
  await expect(page.getByTestId('device')).toHaveCount(1);
  // The other device is signed out at once: its next request is refused.
  await otherPage.goto('/settings');
  await expect(otherPage).toHaveURL(/\/auth\?redirect=%2Fsettings/);
  await other.close();

  await page.getByRole('button', { name: 'Add a passkey' }).click();
  await expect(page.getByText('Give the passkey a name')).toBeVisible();
  await page.getByLabel('Name of the new passkey').fill('Test laptop');
  await page.getByRole('button', { name: 'Add a passkey' }).click();
  await expect(page.getByRole('list', { name: 'Your passkeys' })).toContainText('Test laptop');
  await expect(page.getByText('never used')).toBeVisible();
  await shoot(page, 'security-tab-passkey');

  await signOut(page);
  await page.goto('/auth');
  await shoot(page, 'sign-in-page');
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(page).toHaveURL(/\/dashboard/);
  await page.goto('/settings?tab=security');
  await expect(page.getByText(/last used/)).toBeVisible();
  await context.close();
});
