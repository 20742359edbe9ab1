import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { expectNoSeriousAxeViolations, newMember } from './helpers';
import { shoot } from './shots';
import { ensureFirstAdmin, memberViaApi, signInContext } from './staff-helpers';

// Issue 18, "Done when": a visitor files a removal request as a depicted person from the item itself,
// confirms it from the mailed link and the item disappears at once; staff see the clock and decide
// with a reason, which the requester reads on their page. And a DMCA notice from /dmca: takedown, the
// uploader's counter-notice, the notifier's page with the counter-notice and the suit form, and the
// restoration by the job once the waiting period ends (a test hook ends it now). Mail is read from the
// outbox through a test hook. Setup (members, uploads, approval) goes through the API.

type Session = { access_token: string; user: { id: string } };
const auth = (s: Session) => ({ authorization: `Bearer ${s.access_token}` });

async function ok<T>(res: { ok(): boolean; status(): number; text(): Promise<string> }): Promise<T> {
  const text = await res.text();
  expect(res.ok(), `${res.status()}: ${text}`).toBe(true);
  return JSON.parse(text) as T;
}

const picture = (r: number, g: number, b: number) =>
  sharp({ create: { width: 800, height: 1000, channels: 3, background: { r, g, b } } })
    .png()
    .toBuffer();

/** A member with one public item: uploaded, titled and approved by the shared admin. */
async function creatorWithItem(request: APIRequestContext, name: string, title: string, colour: [number, number, number]) {
  const owner = await memberViaApi(request, newMember(), name);
  const { username } = await ok<{ username: string }>(await request.get('/api/v1/profiles/me', { headers: auth(owner) }));
  const item = await ok<{ id: string }>(
    await request.post('/api/v1/portfolio/me/items', {
      headers: auth(owner),
      multipart: { file: { name: `${title}.png`, mimeType: 'image/png', buffer: await picture(...colour) } },
    }),
  );
  await ok(await request.patch(`/api/v1/portfolio/me/items/${item.id}`, { headers: auth(owner), data: { title } }));
  const admin = await ensureFirstAdmin(request);
  let cursor = '';
  for (;;) {
    const page = await ok<{ items: { id: string; subject_id: string }[]; next_cursor: string | null }>(
      await request.get(`/api/v1/moderation/queues/portfolio_item/items?limit=100${cursor ? `&cursor=${cursor}` : ''}`, {
        headers: auth(admin.session),
      }),
    );
    const queued = page.items.find((i) => i.subject_id === item.id);
    if (queued) {
      await ok(await request.post(`/api/v1/moderation/items/${queued.id}/approve`, { headers: auth(admin.session) }));
      break;
    }
    expect(page.next_cursor, 'the upload is in the portfolio queue').not.toBeNull();
    cursor = encodeURIComponent(page.next_cursor ?? '');
  }
  return { owner, username, itemId: item.id, admin };
}

/** The path of the newest removal mail's link to an address (read from the outbox by a test hook). */
async function mailedLink(request: APIRequestContext, to: string, kind = 'removal_confirm') {
  let found = '';
  await expect
    .poll(async () => {
      const res = await request.get(`/api/v1/test-hooks/removals/mail?to=${encodeURIComponent(to)}`);
      const mail = res.ok() ? ((await res.json()) as { kind: string; text: string }) : null;
      found = mail?.kind === kind ? (mail.text.match(/\/removal-requests\/RR-[A-Z0-9]{6}\?token=[\w-]+/)?.[0] ?? '') : '';
      return found;
    })
    .not.toBe('');
  return found;
}

async function visitor(browser: Browser) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.addInitScript(() =>
    localStorage.setItem(
      'cookiePreferences',
      JSON.stringify({ necessary: true, functional: false, analytics: false, marketing: false, hasConsented: true }),
    ),
  );
  return context;
}

const check = (page: Page, name: RegExp) => page.getByRole('checkbox', { name }).click();

test('a visitor asks, as the person shown, for an item to be removed; it disappears at once and staff decide within the clock', async ({
  browser,
  playwright,
}) => {
  test.setTimeout(180_000);
  const request = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
  const { username, itemId, admin } = await creatorWithItem(request, 'Nova Lane', 'Pier at dusk', [30, 90, 160]);
  const email = `depicted-${Date.now()}@example.test`;

  // From the item in the gallery to the form, with the item picked.
  const context = await visitor(browser);
  const page = await context.newPage();
  await page.goto(`/${username}`);
  await page.getByTestId('gallery-item').first().click();
  await page.getByRole('link', { name: 'Report or request removal' }).click();
  await expect(page).toHaveURL(new RegExp(`/removal-requests/new\\?item=${itemId}`));
  await expect(page.getByRole('heading', { name: 'Request removal of content' })).toBeVisible();
  await expect(page.getByTestId('picked-item')).toContainText('Pier at dusk');

  // Sent half-filled: every missing part is said under its field, and nothing typed is lost.
  await page.getByRole('radio', { name: 'I am shown in it' }).click();
  await page.getByLabel('Full name').fill('Dana Example');
  await page.getByRole('button', { name: 'Send request' }).click();
  await expect(page.getByText('Choose a reason.')).toBeVisible();
  await expect(page.getByText('Tell us in at least 10 characters what is wrong.')).toBeVisible();
  await expect(page.getByText('Confirm this statement to send the request.')).toBeVisible();
  await expect(page.getByLabel('Full name')).toHaveValue('Dana Example');
  await page.getByLabel('Reason').selectOption('no_consent');
  await page.getByLabel('What is wrong').fill('This is me. I never agreed to this picture being published.');
  await page.getByLabel('E-mail').fill(email);
  await check(page, /I am the person shown/);
  await shoot(page, 'removal-form');
  await expectNoSeriousAxeViolations(page);
  await page.getByRole('button', { name: 'Send request' }).click();
  await expect(page.getByTestId('removal-sent')).toContainText(email);
  const reference = (await page.getByTestId('removal-sent').locator('strong.font-mono').textContent()) ?? '';
  expect(reference).toMatch(/^RR-[A-Z0-9]{6}$/);

  // Nothing happens until the mailed link is used and Confirm pressed; then the item is hidden at once.
  await expect((await request.get(`/api/v1/portfolio/items/${itemId}`)).status()).toBe(200);
  const link = await mailedLink(request, email);
  await page.goto(link);
  await page.getByRole('button', { name: 'Confirm request' }).click();
  await expect(page.getByTestId('removal-status')).toHaveText('In review');
  await expect(page.getByTestId('removal-summary')).toContainText('The content is hidden from everyone.');
  await expect(page.getByTestId('removal-summary')).toContainText(/Decision due \(7 business days\).*due in \d+ days/);
  await shoot(page, 'removal-status');
  await expectNoSeriousAxeViolations(page);
  expect((await request.get(`/api/v1/portfolio/items/${itemId}`)).status()).toBe(404);
  const gallery = await context.newPage();
  await gallery.goto(`/${username}`);
  await expect(gallery.getByRole('heading', { level: 1, name: /Nova Lane/ })).toBeVisible();
  await expect(gallery.getByTestId('gallery-item')).toHaveCount(0);

  // A moderator sees the clock and removes it with a reason.
  const staff = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await signInContext(staff, admin.session);
  const mod = await staff.newPage();
  await mod.goto('/moderation?type=removal_request');
  await mod.getByTestId('moderation-row').filter({ hasText: reference }).click();
  const item = mod.getByTestId('moderation-item');
  await expect(item).toContainText(/Due in \d+ d/);
  await expect(item).toContainText('Decision due (7 business days)');
  await item.getByRole('button', { name: 'Remove content' }).click();
  const dialog = mod.getByRole('dialog');
  await dialog.getByLabel('Reason').fill('No consent of the person shown is on file.');
  await shoot(mod, 'removal-moderation');
  await dialog.getByRole('button', { name: 'Remove content' }).click();
  await expect(mod.getByText('Decided. Both sides have been told why.')).toBeVisible();

  // The requester's page says what was decided and why.
  await page.reload();
  await expect(page.getByTestId('removal-status')).toHaveText('Removed');
  await expect(page.getByTestId('removal-decision')).toContainText('No consent of the person shown is on file.');
  await expect(page.getByTestId('removal-decision')).toContainText('Redress:');
  await context.close();
  await staff.close();
  await request.dispose();
});

test('a DMCA notice from /dmca: takedown, counter-notice and restoration', async ({ browser, playwright }) => {
  test.setTimeout(180_000);
  const request = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
  const { owner, username, itemId } = await creatorWithItem(request, 'Milo Quinn', 'Harbour lights', [160, 110, 40]);
  const email = `rights-${Date.now()}@example.test`;
  const itemUrl = `${test.info().project.use.baseURL}/${username}?item=${itemId}`;

  // The notifier finds the form on /dmca and sends a complete 512(c)(3) notice.
  const context = await visitor(browser);
  const page = await context.newPage();
  await page.goto('/dmca');
  await page.getByRole('link', { name: 'online notice form' }).click();
  await expect(page.getByRole('radio', { name: 'Copyright (DMCA notice)' })).toBeChecked();
  await page.getByLabel('Addresses of the content').fill(itemUrl);
  await page.getByLabel('The copyrighted work').fill('My photograph "Harbour lights", first published at https://example.test/harbour.');
  await page.getByLabel('Full name').fill('Rita Rights');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Postal address').fill('1 Example Street, Springfield, USA');
  await page.getByLabel('Telephone').fill('+1 555 0100');
  await check(page, /good-faith belief that use of the material/);
  await check(page, /under penalty of perjury/);
  await page.getByLabel('Signature').fill('Rita R.');
  await page.getByRole('button', { name: 'Send request' }).click();
  await expect(page.getByText('Your signature must be the full name you entered above.')).toBeVisible();
  await page.getByLabel('Signature').fill('Rita Rights');
  await page.getByRole('button', { name: 'Send request' }).click();
  await expect(page.getByTestId('removal-sent')).toBeVisible();
  await page.goto(await mailedLink(request, email));
  await page.getByRole('button', { name: 'Confirm request' }).click();
  await expect(page.getByTestId('removal-summary')).toContainText('The content is hidden from everyone.');
  const reference = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
  expect((await request.get(`/api/v1/portfolio/items/${itemId}`)).status()).toBe(404);

  // The uploader reads the notice (not the notifier's address or telephone) and counter-notices.
  const uploader = await browser.newContext({ viewport: { width: 390, height: 844 } });
  await signInContext(uploader, owner);
  const up = await uploader.newPage();
  await up.goto(`/removal-requests/${reference}`);
  await expect(up.getByTestId('takedown-notice')).toContainText('Rita Rights');
  await expect(up.getByTestId('takedown-notice')).toContainText('0 of 3');
  await expect(up.getByTestId('takedown-notice')).not.toContainText('555 0100');
  const form = up.getByRole('form', { name: 'Counter-notice' });
  await form
    .getByLabel('The removed material and where it appeared')
    .fill(`"Harbour lights" at ${itemUrl}; I took this photograph myself.`);
  await check(up, /removed or disabled as a result of mistake/);
  await check(up, /consent to the jurisdiction/);
  await form.getByLabel('Full name').fill('Milo Quinn');
  await form.getByLabel('Telephone').fill('+1 555 0199');
  await form.getByLabel('Postal address').fill('2 Sample Road, Shelbyville, USA');
  await form.getByLabel('Signature').fill('Milo Quinn');
  await shoot(up, 'removal-takedown');
  await expectNoSeriousAxeViolations(up);
  await form.getByRole('button', { name: 'Send counter-notice' }).click();
  await expect(up.getByTestId('takedown-counter-notice')).toContainText('Your content comes back on');

  // The notifier is sent the counter-notice; their page shows it with the suit form until the date.
  await mailedLink(request, email, 'removal_counter_notice');
  await page.reload();
  await expect(page.getByTestId('removal-status')).toHaveText('Counter-notice received');
  await expect(page.getByTestId('removal-counter-notice')).toContainText('2 Sample Road, Shelbyville, USA');
  await expect(page.getByTestId('removal-suit-form')).toBeVisible();
  await shoot(page, 'removal-counter-noticed');

  // The waiting period ends (test hook); the restore job brings the item back and tells both sides.
  await ok(await request.post(`/api/v1/test-hooks/removals/${reference}/restore-now`));
  await expect.poll(async () => (await request.get(`/api/v1/portfolio/items/${itemId}`)).status(), { timeout: 30_000 }).toBe(200);
  await page.reload();
  await expect(page.getByTestId('removal-status')).toHaveText('Restored after a counter-notice');
  await expect(page.getByTestId('removal-restored')).toBeVisible();
  await expect(page.getByTestId('removal-suit-form')).toHaveCount(0);
  await up.reload();
  await expect(up.getByTestId('takedown-counter-notice')).toContainText('Your content was restored on');
  await context.close();
  await uploader.close();
  await request.dispose();
});
