import { PROFILE_UNAVAILABLE } from '@mb/contract/geoblock';
import { expect, test } from '@playwright/test';
import { expectNoSeriousAxeViolations, newMember, signUpMember } from './helpers';
import { shoot } from './shots';

// Geo-blocking (issue 35) in a browser: the settings card, then visits from addresses the bundled DB-IP
// Lite database places in Quebec and in California, sent through X-Forwarded-For (the test server
// trusts one proxy).
const MONTREAL = '24.200.0.1';
const MOUNTAIN_VIEW = '8.8.8.8';

test('a creator hides from Quebec and Germany in Settings → Privacy; a visitor from Quebec sees only "This profile is not available"', async ({
  page,
  browser,
}) => {
  const { username } = await signUpMember(page, newMember(), 'creator', { displayName: 'Maple Vale', path: '/settings?tab=privacy' });
  const card = page.locator('#blocked-locations');
  await expect(card.getByRole('heading', { name: 'Blocked locations' })).toBeVisible();
  await expect(card.getByText('No places blocked: everyone can find your profile.')).toBeVisible();
  await expect(card.getByText(/a VPN/)).toBeVisible();

  const search = card.getByLabel('Search countries, US states and Canadian provinces');
  await search.fill('queb');
  await card.getByLabel('Quebec, Canada').check();
  await search.fill('zzzz');
  await expect(card.getByText('No country, state or province matches “zzzz”.')).toBeVisible();
  await search.fill('Germany');
  await card.getByLabel('Germany').check();
  await expect(card.getByRole('list', { name: 'Blocked places' }).getByRole('listitem')).toHaveCount(2);
  await search.fill('');
  await card.getByRole('button', { name: 'Save blocked locations' }).click();
  await expect(page.getByText('Your blocked locations are saved.')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Save blocked locations' })).toBeDisabled();
  await expectNoSeriousAxeViolations(page, { label: 'settings, blocked locations' });
  await shoot(page, 'geoblock-settings');

  // Saved on the server: a reload shows the same places.
  await page.reload();
  await expect(page.locator('#blocked-locations').getByRole('button', { name: 'Remove Quebec, Canada' })).toBeVisible();

  // A visitor from Montreal: the page's status is 404 and the app says the one neutral sentence.
  const quebec = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': MONTREAL } });
  const visitor = await quebec.newPage();
  const res = await visitor.goto(`/${username}`);
  expect(res?.status()).toBe(404);
  await expect(visitor.getByRole('heading', { name: PROFILE_UNAVAILABLE })).toBeVisible();
  await expect(visitor.getByText('Maple Vale')).toHaveCount(0);
  await expectNoSeriousAxeViolations(visitor, { label: 'profile not available' });
  await shoot(visitor, 'geoblock-unavailable');
  await quebec.close();

  // A visitor from California sees the profile.
  const california = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': MOUNTAIN_VIEW } });
  const other = await california.newPage();
  const seen = await other.goto(`/${username}`);
  expect(seen?.status()).toBe(200);
  await expect(other.getByRole('heading', { name: 'Maple Vale' })).toBeVisible();
  await california.close();
});
