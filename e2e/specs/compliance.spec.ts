import { type Browser, expect, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { publishTxt } from './dns-helpers';
import { newMember, seriousAxeViolations, signUpMember, signUpNewcomer } from './helpers';
import { call, newUsername } from './onboarding-helpers';
import { ensureFirstAdmin, signInContext } from './staff-helpers';

// Identity and domain verification through the built-in compliance hub (issue 9; spec §2 onboarding
// steps 3, 4 and 6, §4 'Verification UI' and 'Domain step', §8). The member's tab opens the hub in a
// new tab and polls every 5 s; the operator decides in the hub's console, opened like staff open it
// (POST /api/v1/compliance/operator-link).

const title = (page: Page, name: string) => page.getByRole('dialog').getByRole('heading', { name });
const card = (page: Page) => page.getByTestId('verification-embed');

const image = (r: number, g: number, b: number) =>
  sharp({ create: { width: 64, height: 64, channels: 3, background: { r, g, b } } })
    .png()
    .toBuffer();

/**
 * Signs a new member up (through the API) and moves the wizard to `step` through the API the wizard uses,
 * then opens /onboarding, the hub's return address, which reopens the wizard at the saved step (spec §4's
 * load rule alone would leave a creator with a username on the dashboard).
 */
async function memberAtStep(page: Page, type: 'creator' | 'business', step: 3 | 6) {
  const member = newMember();
  await signUpNewcomer(page, member, type, null);
  const onboarding = (body: unknown) => call(page, 'POST', '/api/v1/profiles/me/onboarding', body);
  await onboarding({ action: 'start', profile_type: type });
  await call(page, 'PATCH', '/api/v1/profiles/me', { username: newUsername('hubui'), display_name: 'Hub Tester' });
  await onboarding({ action: 'step', step: 2 });
  await onboarding({ action: 'step', step: 3 });
  if (step === 6) {
    await onboarding({ action: 'skip_verification' });
    // Registering the business moves onboarding on to the domain step (6).
    await call(page, 'POST', '/api/v1/business/me/submit', { business_name: 'Hub Test Studio Supplies', categories: ['other'] });
  }
  await page.goto('/onboarding');
  return member;
}

/** The hub's operator console in a staff browser of its own. */
async function operatorConsole(browser: Browser, request: import('@playwright/test').APIRequestContext) {
  const admin = await ensureFirstAdmin(request);
  const link = await request.post('/api/v1/compliance/operator-link', {
    headers: { authorization: `Bearer ${admin.session.access_token}` },
  });
  expect(link.ok(), await link.text()).toBe(true);
  const { url } = (await link.json()) as { url: string };
  const context = await browser.newContext();
  await signInContext(context, admin.session);
  const op = await context.newPage();
  await op.goto(url);
  await expect(op.getByRole('heading', { name: 'Operator console' })).toBeVisible();
  return { op, close: () => context.close() };
}

/** In the hub tab: upload an ID photo and a selfie. */
async function submitDocuments(hub: Page) {
  await expect(hub.getByRole('heading', { name: 'ID verification' })).toBeVisible();
  await hub
    .getByLabel(/Photo of your ID document/)
    .setInputFiles({ name: 'id.png', mimeType: 'image/png', buffer: await image(200, 40, 40) });
  await hub.getByLabel(/A selfie holding/).setInputFiles({ name: 'selfie.png', mimeType: 'image/png', buffer: await image(40, 40, 200) });
  await hub.getByRole('button', { name: 'Submit for verification' }).click();
  await expect(hub.getByText('Your documents are waiting for an operator')).toBeVisible();
}

test('a creator verifies identity through the hub: link, new tab, polling visible, operator approves, status verified', async ({
  page,
  browser,
  request,
}) => {
  const member = await memberAtStep(page, 'creator', 3);
  await expect(title(page, 'Verify your identity')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Continue' })).toBeDisabled();
  await expect(card(page)).toHaveAttribute('data-state', 'ready');
  expect(await seriousAxeViolations(page)).toEqual([]);

  const popup = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Start Verification' }).click();
  const hub = await popup;
  await expect(card(page)).toHaveAttribute('data-state', 'verifying');
  await submitDocuments(hub);

  // The polling is visible: the check count climbs every 5 s while the documents wait.
  await expect(page.getByText(/Check [1-9]\d* of 24/)).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await expect(page.getByRole('button', { name: 'Continue' })).toBeDisabled();

  const { op, close } = await operatorConsole(browser, request);
  const item = op.getByRole('listitem').filter({ hasText: member.email });
  await item.getByRole('button', { name: 'Approve' }).click();
  await expect(op.getByText('Approved.')).toBeVisible();
  await close();

  await expect(card(page)).toHaveAttribute('data-state', 'completed', { timeout: 30_000 });
  await expect(card(page)).toContainText('Identity verified');
  await expect(page.getByRole('button', { name: 'Skip Verification for Now' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(title(page, 'Verification status')).toBeVisible();
  await expect(page.getByTestId('verification-status')).toHaveAttribute('data-state', 'verified');
  await expect(page.getByRole('button', { name: 'Complete Onboarding' })).toBeEnabled();

  // The hub tab's 'Return to the app' comes back through /oauth/callback and /onboarding to the wizard.
  await hub.getByRole('button', { name: 'Return to the app' }).click();
  await expect(hub).toHaveURL(/\/dashboard$/);
  await expect(hub.getByRole('dialog').getByRole('heading', { name: 'Verification status' })).toBeVisible();
  await expect(hub.getByTestId('verification-status')).toHaveAttribute('data-state', 'verified');
});

test('a failed verification says so, step 4 offers Try Verification Again, and a new link is made', async ({ page, browser, request }) => {
  const member = await memberAtStep(page, 'creator', 3);
  const popup = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Start Verification' }).click();
  const hub = await popup;
  await submitDocuments(hub);
  await expect(page.getByTestId('verification-polling')).toBeVisible();

  const { op, close } = await operatorConsole(browser, request);
  const item = op.getByRole('listitem').filter({ hasText: member.email });
  await item.getByLabel(/Reason for failing/).fill('The document photo is blurred.');
  await item.getByRole('button', { name: 'Fail verification' }).click();
  await expect(op.getByText('Marked as failed')).toBeVisible();
  await close();

  await expect(card(page)).toHaveAttribute('data-state', 'error', { timeout: 30_000 });
  await expect(card(page)).toContainText('There was an issue with your verification. Please try again.');
  await expect(page.getByRole('button', { name: 'Continue' })).toBeDisabled();

  // Skip, then Back to the status screen (spec §2 step 4).
  await page.getByRole('button', { name: 'Skip Verification for Now' }).click();
  await expect(title(page, "You're all set")).toBeVisible();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(title(page, 'Verification status')).toBeVisible();
  await expect(page.getByTestId('verification-status')).toHaveAttribute('data-state', 'failed');
  await expect(page.getByTestId('verification-status')).toContainText('There was an issue with your verification. Please try again.');
  await page.getByRole('button', { name: 'Try Verification Again' }).click();
  await expect(title(page, 'Verify your identity')).toBeVisible();
  await expect(card(page)).toHaveAttribute('data-state', 'error');
  await card(page).getByRole('button', { name: 'Try Again' }).click();
  await expect(card(page)).toHaveAttribute('data-state', 'ready');
});

test('/sso/login: a value without @ is refused with the spec message; a valid one goes to the hub sign-in', async ({ page }) => {
  await page.goto('/sso/login?target=/compliance');
  await expect(page.getByRole('heading', { name: 'Single Sign-On' })).toBeVisible();
  await page.getByRole('button', { name: 'Continue with vAulth' }).click();
  await expect(page.getByText('Valid email address is required')).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.getByLabel('E-mail').fill('not-an-address');
  await page.getByRole('button', { name: 'Continue with vAulth' }).click();
  await expect(page.getByText('Valid email address is required')).toBeVisible();
  await expect(page).toHaveURL(/\/sso\/login/);
  await page.getByLabel('E-mail').fill('someone@example.test');
  await page.getByRole('button', { name: 'Continue with vAulth' }).click();
  await expect(page).toHaveURL(/\/hub\/sign-in\?/);
  await expect(page.getByRole('heading', { name: 'Sign in to vAulth' })).toBeVisible();
  await expect(page.getByText('someone@example.test')).toBeVisible();
});

test('a business links a domain at the domain step: hub opened, DNS TXT proof, domains polled, linked and verified', async ({ page }) => {
  await memberAtStep(page, 'business', 6);
  await expect(title(page, 'Verify your domain')).toBeVisible();
  await expect(page.getByTestId('domains-empty')).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);

  const domain = `hubui-${Date.now().toString(36)}.example`;
  const popup = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Open Compliance Hub' }).click();
  const hub = await popup;
  await expect(hub).toHaveURL(/\/hub\/domains/);
  await expect(page.getByTestId('domain-polling')).toBeVisible();
  await hub.getByLabel('Domain name').fill(domain);
  await hub.getByRole('button', { name: 'Add domain' }).click();
  await expect(hub.getByText('Domain added.')).toBeVisible();

  // Polled: the new domain shows up in the dropdown with its status, without a click on Refresh.
  const select = page.getByLabel('Your domains');
  await expect(select.locator('option', { hasText: `${domain} (Pending)` })).toHaveCount(1);

  // The proof: the TXT record the hub asks for, served by the tests' DNS server; the hub checks it.
  const record = (await hub.locator('code', { hasText: 'vaulth-verification=' }).first().textContent()) ?? '';
  publishTxt(`_vaulth.${domain}`, record);
  await hub.getByRole('button', { name: 'Check DNS' }).click();
  await expect(hub.getByText('TXT record found: the domain is verified.')).toBeVisible();

  // Still polled: verified without a click.
  await expect(select.locator('option', { hasText: `${domain} (Verified)` })).toHaveCount(1);
  await select.selectOption({ label: `${domain} (Verified)` });
  await page.getByRole('button', { name: 'Link Selected Domain to Profile' }).click();
  await expect(title(page, "You're all set")).toBeVisible();

  // The compliance center shows it linked and verified.
  await page.goto('/compliance');
  const domains = page.getByTestId('compliance-domains');
  await expect(domains.getByTestId('linked-domain')).toContainText(domain);
  await expect(domains.getByTestId('linked-domain')).toContainText('Verified');
  expect(await seriousAxeViolations(page)).toEqual([]);
});

test('a domain an operator approves at the hub is found by Refresh Domains', async ({ page, browser, request }) => {
  const member = await memberAtStep(page, 'business', 6);
  const domain = `hubui-op-${Date.now().toString(36)}.example`;
  const popup = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Open Compliance Hub' }).click();
  const hub = await popup;
  await hub.getByLabel('Domain name').fill(domain);
  await hub.getByRole('button', { name: 'Add domain' }).click();
  await hub.getByRole('button', { name: 'Ask an operator instead' }).click();
  await expect(hub.getByText('An operator has been asked to verify your domain')).toBeVisible();
  const { op, close } = await operatorConsole(browser, request);
  await op.getByRole('listitem').filter({ hasText: member.email }).getByRole('button', { name: 'Approve domain' }).click();
  await expect(op.getByText('Approved.')).toBeVisible();
  await close();
  await page.getByRole('button', { name: 'Refresh Domains' }).click();
  await expect(page.getByLabel('Your domains').locator('option', { hasText: `${domain} (Verified)` })).toHaveCount(1);
});

test('the domain step asks for a manual verification (2-3 business days) and moves on', async ({ page }) => {
  await memberAtStep(page, 'business', 6);
  await expect(page.getByText('within 2-3 business days').first()).toBeVisible();
  await page.getByLabel('Domain', { exact: true }).fill('not a domain');
  await page.getByRole('button', { name: 'Request Manual Verification' }).click();
  await expect(page.getByText('Enter a domain name such as example.com.')).toBeVisible();
  await page.getByLabel('Domain', { exact: true }).fill('manual-review.example');
  await page.getByRole('button', { name: 'Request Manual Verification' }).click();
  await expect(title(page, "You're all set")).toBeVisible();
  await page.goto('/compliance');
  await expect(page.getByTestId('manual-pending')).toContainText('2-3 business days');
});

test("the header's and the profile menu's Compliance Center open the hub signed in, in a new tab", async ({ page }) => {
  await signUpMember(page, newMember());
  const fromHeader = page.waitForEvent('popup');
  await page
    .getByRole('banner')
    .getByRole('link', { name: /Compliance Center/ })
    .click();
  const hub = await fromHeader;
  await expect(hub).toHaveURL(/\/hub\/identity/);
  await expect(hub.getByRole('heading', { name: 'ID verification' })).toBeVisible();
  await hub.close();

  await page.getByRole('button', { name: /Account menu/ }).click();
  const fromMenu = page.waitForEvent('popup');
  await page.getByRole('menuitem', { name: /Compliance Center/ }).click();
  await expect(await fromMenu).toHaveURL(/\/hub\/identity/);
});

test('the compliance center follows an operator decision live, without polling or a reload', async ({ page, browser, request }) => {
  const member = newMember();
  await signUpMember(page, member, 'creator', { path: '/compliance' });
  await expect(page.getByTestId('identity-badge')).toHaveText('Not started');

  // The documents go in through the hub in a tab of their own (here a second page of the same member).
  const popup = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Start Verification' }).click();
  await page.getByRole('button', { name: 'Start Verification' }).click();
  const hub = await popup;
  await submitDocuments(hub);
  await page.reload();
  await expect(page.getByTestId('identity-badge')).toHaveText('Pending');

  const { op, close } = await operatorConsole(browser, request);
  await op.getByRole('listitem').filter({ hasText: member.email }).getByRole('button', { name: 'Approve' }).click();
  await expect(op.getByText('Approved.')).toBeVisible();
  await close();
  await expect(page.getByTestId('identity-badge')).toHaveText('Verified');
  await expect(page.getByTestId('compliance-identity')).toContainText('Unlocked for you');
});
