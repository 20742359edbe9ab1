import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { newMember, signUpMember } from './helpers';
import { shoot } from './shots';
import { ensureFirstAdmin, memberViaApi, publishedItemViaApi, signInContext } from './staff-helpers';

// MB Licensing (issue 16), from offer to verified certificate: the creator offers a portfolio item from
// its edit dialog, a studio with the app installed requests a license from the catalogue, the creator
// accepts, the studio pays through the built-in payment provider, downloads the certificate (a PDF
// carrying the code), and a visitor finds the code valid on the public verification page.
// E2E_SHOTS=<dir> also writes screenshots of each page (desktop and 390 px phone, light and dark).

const cookieChoice = () =>
  localStorage.setItem(
    'cookiePreferences',
    JSON.stringify({ necessary: true, functional: false, analytics: false, marketing: false, hasConsented: true }),
  );

test('a license from offer to verified certificate', async ({ browser, request }) => {
  test.setTimeout(180_000);
  const title = `Neon alley ${Date.now().toString(36)}`;

  // The creator: an approved image in her portfolio.
  const creator = await memberViaApi(request, newMember(), 'Nova Lane');
  const itemId = await publishedItemViaApi(request, creator, 'alley.jpg');
  const creatorAuth = { authorization: `Bearer ${creator.access_token}` };
  expect((await request.patch(`/api/v1/portfolio/me/items/${itemId}`, { headers: creatorAuth, data: { title } })).ok()).toBe(true);

  // The studio: Pro (granted by the admin), so it may install MB Licensing (spec §4).
  const studioContext = await browser.newContext({ viewport: { width: 1280, height: 900 }, acceptDownloads: true });
  await studioContext.addInitScript(cookieChoice);
  const studio = await studioContext.newPage();
  // Its tab opens no page until it looks in the catalogue.
  const { session: studioSession } = await signUpMember(studio, newMember(), 'studio', {
    displayName: 'Velvet Studio',
    path: null,
  });
  const admin = await ensureFirstAdmin(request);
  const grant = await request.patch(`/api/v1/admin/members/${studioSession.user.id}/pro`, {
    headers: { authorization: `Bearer ${admin.session.access_token}` },
    data: { moderator_granted_end_date: new Date(Date.now() + 30 * 86_400_000).toISOString() },
  });
  expect(grant.ok(), await grant.text()).toBe(true);
  const studioAuth = { authorization: `Bearer ${studioSession.access_token}` };

  // Before installing, the studio is refused the catalogue.
  expect((await request.get('/api/v1/licensing/catalogue', { headers: studioAuth })).status()).toBe(403);
  const install = await request.post('/api/v1/app-store/apps/mb-licensing/install', { headers: studioAuth });
  expect(install.ok(), await install.text()).toBe(true);

  // The creator offers the item from its edit dialog.
  const creatorContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await signInContext(creatorContext, creator);
  const cp = await creatorContext.newPage();
  await cp.goto('/my-portfolio');
  await cp.getByRole('button', { name: `Edit ${title}` }).click();
  await cp.getByRole('dialog').getByTestId('offer-for-licensing').click();
  const offerDialog = cp.getByRole('dialog', { name: 'Offer for licensing' });
  await expect(offerDialog).toBeVisible();
  await offerDialog.getByRole('button', { name: 'Offer for licensing' }).click();
  await expect(offerDialog.getByText('Enter a price from 1.00 to 1,000,000.00.')).toBeVisible();
  await offerDialog.getByLabel('Commercial').check();
  await offerDialog.getByLabel('Price').fill('150');
  await offerDialog.getByRole('button', { name: 'Offer for licensing' }).click();
  await expect(cp.getByText('Item offered for licensing')).toBeVisible();
  await cp.keyboard.press('Escape');

  // The creator's side of the app page: the entry, and the offers page with the item.
  await cp.goto('/apps/mb-licensing');
  await expect(cp.getByTestId('licensing-entry')).toBeVisible();
  await shoot(cp, 'licensing-app-creator');
  await cp.getByRole('link', { name: 'Manage your offers' }).click();
  await expect(cp.getByTestId('my-offer').filter({ hasText: title })).toContainText('Open for requests');
  await shoot(cp, 'licensing-offers');

  // The studio finds it in the catalogue and requests a license with a message.
  await studio.goto('/apps/mb-licensing');
  const card = studio.getByTestId('catalogue-offer').filter({ hasText: title });
  await expect(card).toBeVisible({ timeout: 20_000 });
  await expect(card).toContainText('$150');
  await shoot(studio, 'licensing-catalogue');
  await card.getByRole('button', { name: 'Request a license' }).click();
  const reqDialog = studio.getByRole('dialog', { name: 'Request a license' });
  await reqDialog.getByLabel('Message to the creator').fill('For our autumn campaign');
  await shoot(studio, 'licensing-request-dialog');
  await reqDialog.getByRole('button', { name: 'Send request' }).click();
  await expect(studio.getByText('License requested')).toBeVisible();

  // The creator accepts.
  await cp.reload();
  await cp.getByRole('tab', { name: /Requests/ }).click();
  const incoming = cp.getByTestId('license-request').filter({ hasText: 'For our autumn campaign' });
  await expect(incoming).toHaveAttribute('data-status', 'pending');
  await shoot(cp, 'licensing-offers-requests');
  await incoming.getByRole('button', { name: 'Accept' }).click();
  await expect(cp.getByText('Request accepted')).toBeVisible();
  await expect(incoming).toHaveAttribute('data-status', 'accepted');

  // The studio pays through the built-in provider with the test card.
  await studio.goto('/apps/mb-licensing');
  await studio.getByRole('tab', { name: /My requests/ }).click();
  const mine = studio.getByTestId('license-request').filter({ hasText: title });
  await expect(mine).toHaveAttribute('data-status', 'accepted');
  await mine.getByTestId('pay-license').click();
  await expect(studio).toHaveURL(/\/paybox\/pay\//);
  await studio.getByLabel('Card number').fill('4242 4242 4242 4242');
  await studio.getByRole('button', { name: /^Pay / }).click();
  await studio.getByRole('link', { name: 'Continue' }).click({ timeout: 30_000 });
  await expect(studio).toHaveURL(/\/apps\/mb-licensing\?paid=/);
  const licenseCard = studio.getByTestId('license-card').filter({ hasText: title });
  await expect(licenseCard).toBeVisible({ timeout: 30_000 });
  const code = ((await licenseCard.getByTestId('license-code').textContent()) ?? '').trim();
  expect(code).toMatch(/^[0-9A-Z]{5}(-[0-9A-Z]{5}){3}$/);
  await shoot(studio, 'licensing-my-licenses');

  // The license's page: the certificate downloads as a PDF carrying the code.
  await licenseCard.getByRole('link', { name: 'Open license' }).click();
  await expect(studio.getByTestId('license-status')).toHaveText('Valid');
  await shoot(studio, 'licensing-license');
  const [download] = await Promise.all([studio.waitForEvent('download'), studio.getByTestId('download-certificate').click()]);
  const file = readFileSync((await download.path()) as string);
  expect(file.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(file.toString('latin1')).toContain(code);

  // Anyone checks the code on the public page.
  const visitorContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  await visitorContext.addInitScript(cookieChoice);
  const visitor = await visitorContext.newPage();
  await visitor.goto('/licenses/verify');
  await visitor.getByLabel('License code').fill('not-a-code');
  await visitor.getByRole('button', { name: 'Check' }).click();
  await expect(visitor.getByText('A license code has 20 letters and digits')).toBeVisible();
  await visitor.getByLabel('License code').fill(code.toLowerCase().replace(/-/g, ' '));
  await visitor.getByRole('button', { name: 'Check' }).click();
  await expect(visitor).toHaveURL(new RegExp(`/licenses/verify/${code}$`));
  await expect(visitor.getByTestId('verify-verdict')).toHaveAttribute('data-status', 'valid');
  await expect(visitor.getByTestId('verify-code')).toHaveText(code);
  await expect(visitor.getByText('Velvet Studio')).toBeVisible();
  await shoot(visitor, 'licensing-verify');

  await Promise.all([studioContext.close(), creatorContext.close(), visitorContext.close()]);
});
