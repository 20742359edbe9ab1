import { expect, test } from '@playwright/test';
import { expectNoSeriousAxeViolations, newMember, signUpMember } from './helpers';
import { withCookieChoiceMade } from './shell-helpers';
import { shoot } from './shots';

// /cloudflare-test (issue 31): the connection check a member or support runs when something does not
// load. On the test server every check passes (no proxy in front, no GeoIP database: the country is
// unknown with the reason said), and Copy report puts the whole as text on the clipboard.

const CHECK_IDS = ['api', 'realtime', 'storage', 'address', 'proxy', 'clock', 'features'];

test.beforeEach(async ({ page }) => {
  await withCookieChoiceMade(page);
});

test('a member runs the connection check: every check passes, and the report copies as text', async ({ page, context }) => {
  // Sign-up, seven checks, an axe scan in both themes: over two minutes on a loaded machine.
  test.slow();
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const m = newMember();
  const { session } = await signUpMember(page, m, 'creator', { path: '/cloudflare-test' });
  await expect(page.getByRole('heading', { level: 1, name: 'Connectivity Test' })).toBeVisible();
  await expect(page.getByText('Coming soon', { exact: true })).toHaveCount(0);
  await expect(page.getByTestId('check-summary')).toHaveText('Every check passed or was skipped.', { timeout: 30_000 });
  for (const id of CHECK_IDS) {
    await expect(page.getByTestId(`check-${id}`).getByTestId('check-status'), id).toHaveText('Passed');
  }
  await expect(page.getByTestId('check-realtime').getByTestId('check-reason')).toContainText('The live connection answers in');
  await expect(page.getByTestId('check-storage').getByTestId('check-reason')).toContainText('A 64 KiB test file went up');
  await expect(page.getByTestId('check-address').getByTestId('check-reason')).toContainText(
    'country unknown: no GeoIP database is configured on the server (GEOIP_DB)',
  );
  await expect(page.getByTestId('check-proxy').getByTestId('check-reason')).toContainText('directly');

  await page.getByRole('button', { name: 'Copy report' }).click();
  await expect(page.getByText('Report copied')).toBeVisible();
  const report = await page.evaluate(() => navigator.clipboard.readText());
  expect(report).toMatch(/^\S.* connection check\n/);
  expect(report).toContain(`Member: ${session.user.id}`);
  expect(report).toContain('Result: no check failed');
  for (const name of ['API round trip', 'Realtime connection', 'Upload and download through storage', 'Browser features']) {
    expect(report).toContain(`[PASSED] ${name}: `);
  }
  expect(report).not.toContain(session.access_token);
  expect(report).not.toContain(m.email);

  // The pointer leaves the button it clicked: a hovered button is a state, not the page at rest.
  await page.mouse.move(0, 0);
  await expectNoSeriousAxeViolations(page);
  await shoot(page, 'connection-check');
});

test('a failing part is reported as failed with its reason, and Run again checks anew', async ({ page }) => {
  await signUpMember(page, newMember(), 'creator', { path: '/cloudflare-test' });
  await expect(page.getByTestId('check-summary')).toHaveText('Every check passed or was skipped.', { timeout: 30_000 });
  // Storage answers as it does when it is down (the server's plain sentence, status 503).
  await page.route('**/api/v1/diagnostics/storage', (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: JSON.stringify({
        error: { code: 'unavailable', message: 'Storage did not accept the test file. Uploads will fail until it is back.' },
      }),
    }),
  );
  await page.getByRole('button', { name: 'Run again' }).click();
  await expect(page.getByTestId('check-summary')).toHaveText('1 of 7 checks failed.', { timeout: 30_000 });
  const storage = page.getByTestId('check-storage');
  await expect(storage.getByTestId('check-status')).toHaveText('Failed');
  await expect(storage.getByTestId('check-reason')).toHaveText('Storage did not accept the test file. Uploads will fail until it is back.');
  await expect(page.getByTestId('check-api').getByTestId('check-status')).toHaveText('Passed');
  await shoot(page, 'connection-check-failed');
});

test('visitors are sent to sign in, and the API refuses them', async ({ page }) => {
  const api = await page.request.get('/api/v1/diagnostics/echo');
  expect(api.status()).toBe(401);
  await page.goto('/cloudflare-test');
  await expect(page).toHaveURL(/\/auth/);
});
