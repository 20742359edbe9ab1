import { DEVELOPER_MESSAGES as D } from '@mb/contract/developer';
import { type Browser, expect, test } from '@playwright/test';
import { expectNoSeriousAxeViolations, newMember, signUpMember } from './helpers';
import { shoot } from './shots';

// Developer settings (issue 17): an enterprise with a linked studio creates an API key (shown once),
// its own systems (here the test's request fixture) read the studio's data with it, the enterprise
// revokes it in the page, and the same call is refused 401. E2E_SHOTS=<dir> writes screenshots.

async function memberPage(browser: Browser, type: 'enterprise' | 'studio', displayName: string, at: string) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.addInitScript(() =>
    localStorage.setItem(
      'cookiePreferences',
      JSON.stringify({ necessary: true, functional: false, analytics: false, marketing: false, hasConsented: true }),
    ),
  );
  const page = await context.newPage();
  const { username, session } = await signUpMember(page, newMember(), type, { displayName, path: at });
  return { page, username, session, close: () => context.close() };
}

test('an API key reads the studio’s data and a revoked key is refused', async ({ browser, request }) => {
  test.setTimeout(180_000);
  const studio = await memberPage(browser, 'studio', 'Lumen Studios', '/dashboard');
  const ent = await memberPage(browser, 'enterprise', 'Velvet Group', '/enterprise/developer-settings');
  const e = ent.page;

  // The enterprise links the studio (enterprise.spec.ts walks this in the page; here through the API).
  const bearer = (s: { access_token: string }) => ({ authorization: `Bearer ${s.access_token}` });
  const inv = await request.post('/api/v1/enterprise/me/studios', { headers: bearer(ent.session), data: { studio: studio.username } });
  expect(inv.status(), await inv.text()).toBe(201);
  const linkId = (await inv.json()).link.id as string;
  const acc = await request.post(`/api/v1/enterprise/studio-links/${linkId}/accept`, { headers: bearer(studio.session) });
  expect(acc.status(), await acc.text()).toBe(200);
  await studio.close();

  // No keys yet.
  await expect(e.getByRole('heading', { name: 'Developer Settings' })).toBeVisible();
  await expect(e.getByRole('navigation', { name: 'Developer settings' }).getByRole('link', { name: 'Webhooks' })).toHaveAttribute(
    'href',
    '/enterprise/developer-settings/webhooks',
  );
  await expect(e.getByRole('heading', { name: 'No API keys yet' })).toBeVisible();
  await shoot(e, 'developer-keys-empty');

  // Create: a missing name is said under the field, then the key is shown once.
  await e.getByTestId('create-api-key').click();
  const dialog = e.getByTestId('create-api-key-dialog');
  await dialog.getByRole('button', { name: 'Create key' }).click();
  await expect(dialog.getByText(D.nameRequired)).toBeVisible();
  await dialog.getByLabel('Name').fill('Reporting');
  await dialog.getByLabel('Events').selectOption('none');
  await dialog.getByLabel('Expires').selectOption('30');
  await shoot(e, 'developer-keys-create');
  await dialog.getByRole('button', { name: 'Create key' }).click();
  const secretBox = dialog.getByTestId('api-key-secret');
  await expect(secretBox).toBeVisible();
  await expect(dialog.getByText(D.shownOnce)).toBeVisible();
  const secret = await secretBox.inputValue();
  expect(secret).toMatch(/^mbk_live_/);
  await shoot(e, 'developer-keys-shown-once');
  await dialog.getByRole('button', { name: 'Done, I have copied it' }).click();
  await expect(dialog).toHaveCount(0);

  const row = e.getByTestId('api-key').filter({ hasText: 'Reporting' });
  await expect(row).toHaveAttribute('data-status', 'active');
  await expect(row).toContainText(secret.slice(0, 13));
  await expect(row).not.toContainText(secret);
  await expect(row.getByTestId('api-key-last-used')).toHaveText('Never used');

  // The enterprise's own system reads the studio with the key.
  const key = { authorization: `Bearer ${secret}` };
  const list = await request.get('/api/public/v1/studios', { headers: key });
  expect(list.status(), await list.text()).toBe(200);
  expect(list.headers()['ratelimit-limit']).toBe('600');
  const studios = (await list.json()).studios as { id: string; username: string; display_name: string }[];
  expect(studios).toEqual([expect.objectContaining({ username: studio.username, display_name: 'Lumen Studios' })]);
  const profile = await request.get(`/api/public/v1/studios/${studios[0]?.id}`, { headers: key });
  expect(profile.status()).toBe(200);
  expect((await profile.json()).studio).toMatchObject({ username: studio.username, display_name: 'Lumen Studios' });
  // Events were left out of the key's scopes.
  const events = await request.get(`/api/public/v1/studios/${studios[0]?.id}/events`, { headers: key });
  expect(events.status()).toBe(403);

  // The page shows it used.
  await e.reload();
  await expect(row.getByTestId('api-key-last-used')).not.toHaveText('Never used');
  await shoot(e, 'developer-keys-list');
  await expectNoSeriousAxeViolations(e, { label: 'developer settings' });

  // Revoke in the page (a confirmation first); the same call is refused at once.
  await row.getByRole('button', { name: 'Revoke' }).click();
  const confirm = e.getByRole('alertdialog');
  await expect(confirm).toContainText('Revoke “Reporting”?');
  await shoot(e, 'developer-keys-revoke');
  await confirm.getByRole('button', { name: 'Revoke key' }).click();
  await expect(e.getByText(D.revoked).first()).toBeVisible();
  await expect(row).toHaveAttribute('data-status', 'revoked');
  await expect(row.getByRole('button', { name: 'Revoke' })).toHaveCount(0);
  const refused = await request.get(`/api/public/v1/studios/${studios[0]?.id}`, { headers: key });
  expect(refused.status()).toBe(401);
  expect((await refused.json()).error).toMatchObject({ code: 'unauthenticated', message: D.keyRevoked });

  // The docs, drawn from the OpenAPI document.
  await e.getByRole('navigation', { name: 'Developer settings' }).getByRole('link', { name: 'Docs' }).click();
  await expect(e).toHaveURL(/\/enterprise\/developer-settings\/docs$/);
  const docs = e.getByTestId('api-docs');
  await expect(docs.getByTestId('api-endpoint').first()).toBeVisible();
  await expect(docs).toContainText('/api/public/v1/studios/{studioId}/casting/calls');
  await expect(docs).toContainText('Authorization: Bearer $MB_API_KEY');
  await shoot(e, 'developer-docs');
  await ent.close();
});

test('developer settings are for enterprise accounts', async ({ browser }) => {
  const creator = await memberPage(browser, 'studio', 'Not An Enterprise', '/enterprise/developer-settings');
  await expect(creator.page.getByRole('heading', { name: 'For enterprise accounts' })).toBeVisible();
  await expect(creator.page.getByText(D.enterpriseOnly)).toBeVisible();
  await shoot(creator.page, 'developer-keys-refused');
  await creator.close();
});
