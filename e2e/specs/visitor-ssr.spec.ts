import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { newMember } from './helpers';
import { verifyIdentity } from './hub-helpers';
import { ensureFirstAdmin, memberViaApi, signInContext } from './staff-helpers';

// Server-rendered content pages (issue 33, docs/ARCHITECTURE.md "Visitors' content pages"): a visitor
// with no JavaScript at all gets a creator's profile with its name, bio and gallery from the server;
// NSFW work stays a blurred preview behind the 18+ gate; and the server's page cache never outlives a
// change: an edit shows at once, a removed picture and a profile taken out of public view are gone at
// once. With JavaScript the same HTML hydrates without a mismatch.

type Session = { access_token: string; user: { id: string } };
const auth = (s: Session) => ({ authorization: `Bearer ${s.access_token}` });

async function ok<T>(res: { ok(): boolean; status(): number; text(): Promise<string> }): Promise<T> {
  const text = await res.text();
  expect(res.ok(), `${res.status()}: ${text}`).toBe(true);
  return (text ? JSON.parse(text) : null) as T;
}

const picture = (r: number, g: number, b: number) =>
  sharp({ create: { width: 800, height: 1000, channels: 3, background: { r, g, b } } })
    .png()
    .toBuffer();

async function upload(request: APIRequestContext, owner: Session, file: Buffer, title: string, nsfw = false) {
  const item = await ok<{ id: string; moderation_status: string }>(
    await request.post(`/api/v1/portfolio/me/items${nsfw ? '?nsfw=true' : ''}`, {
      headers: auth(owner),
      multipart: { file: { name: `${title}.png`, mimeType: 'image/png', buffer: file } },
    }),
  );
  await ok(await request.patch(`/api/v1/portfolio/me/items/${item.id}`, { headers: auth(owner), data: { title } }));
  return item;
}

/** A visitor's browser with scripts turned off: what the server sends is all there is. */
async function scriptless(browser: Browser, viewport = { width: 1280, height: 900 }) {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport });
  return { context, page: await context.newPage() };
}

const tiles = (page: Page) => page.getByTestId('gallery-item');

test.describe
  .serial('a creator profile rendered by the server', () => {
    const email = newMember();
    let owner: Session;
    let username: string;
    let items: { id: string }[];

    test.beforeAll(async ({ browser, playwright }) => {
      test.setTimeout(180_000);
      const request = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
      owner = await memberViaApi(request, email, 'Nova Reyes');
      username = (await ok<{ username: string }>(await request.get('/api/v1/profiles/me', { headers: auth(owner) }))).username;
      await ok(
        await request.patch('/api/v1/profiles/me', {
          headers: auth(owner),
          data: { bio: 'Fashion and glamour model from Lisbon, shooting across Europe.', location: 'Lisbon' },
        }),
      );
      // A verified member publishes at once (and may post NSFW work).
      await verifyIdentity(browser, request, owner, email.email);
      items = [
        await upload(request, owner, await picture(190, 80, 60), 'Harbour'),
        await upload(request, owner, await picture(50, 110, 160), 'Blue hour'),
        await upload(request, owner, await picture(120, 40, 120), 'After dark', true),
      ];
      await request.dispose();
    });

    test('a visitor without JavaScript sees the name, the bio and the gallery; NSFW stays blurred', async ({ browser }) => {
      const { context, page } = await scriptless(browser);
      const res = await page.goto(`/${username}`);
      expect(res?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1, name: 'Nova Reyes' })).toBeVisible();
      await expect(page.getByText('Fashion and glamour model from Lisbon, shooting across Europe.')).toBeVisible();
      await expect(tiles(page)).toHaveCount(3);
      // The two safe pictures are real thumbnails, loaded by the browser from the HTML alone.
      const safe = tiles(page).and(page.locator(':not([data-nsfw="true"])'));
      await expect(safe.locator('img')).toHaveCount(2);
      for (const img of await safe.locator('img').all()) {
        await expect(img).toHaveAttribute('src', /\/storage\/portfolio\//);
        await expect.poll(() => img.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth > 0)).toBe(true);
      }
      // The NSFW one: only a blurred preview is in the page (no address of the real picture), behind the gate.
      const nsfw = tiles(page).and(page.locator('[data-nsfw="true"]'));
      await expect(nsfw).toHaveAttribute('data-blurred', 'true');
      await expect(nsfw.locator('img')).toHaveAttribute('src', /^data:/);
      await expect(page.getByTestId('adult-gate')).toContainText('This content is for adults only.');
      // Nowhere in the page (its HTML nor the query answers it carries) is the real picture's address.
      const html = await page.content();
      expect(html).toContain(`/storage/portfolio/${owner.user.id}/${items[0]?.id}/`);
      expect(html).not.toContain(`/storage/portfolio/${owner.user.id}/${items[2]?.id}/`);
      await context.close();
    });

    test('an edit shows at once, a removed picture and a profile taken out of public view are gone at once', async ({
      browser,
      request,
    }) => {
      const { context, page } = await scriptless(browser);
      // Twice: the second visit is the server's kept copy.
      await page.goto(`/${username}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Nova Reyes' })).toBeVisible();
      await page.reload();
      await expect(tiles(page)).toHaveCount(3);

      await ok(
        await request.patch('/api/v1/profiles/me', { headers: auth(owner), data: { bio: 'Now based in Porto. Booking for spring.' } }),
      );
      await page.reload();
      await expect(page.getByText('Now based in Porto. Booking for spring.')).toBeVisible();
      await expect(page.getByText('Fashion and glamour model from Lisbon')).toHaveCount(0);

      await ok(await request.delete(`/api/v1/portfolio/me/items/${items[0]?.id}`, { headers: auth(owner) }));
      await page.reload();
      await expect(tiles(page)).toHaveCount(2);
      await expect(page.getByRole('button', { name: 'Harbour' })).toHaveCount(0);

      // Members only: a visitor gets the not-found page, and nothing of the member is in it.
      await ok(await request.patch('/api/v1/profiles/me', { headers: auth(owner), data: { visibility: 'members' } }));
      const gone = await page.reload();
      expect(gone?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1, name: 'Nova Reyes' })).toHaveCount(0);
      const html = await page.content();
      expect(html).not.toContain('Now based in Porto');
      expect(html).not.toContain('/storage/portfolio/');

      // Public again: back at once.
      await ok(await request.patch('/api/v1/profiles/me', { headers: auth(owner), data: { visibility: 'public' } }));
      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: 'Nova Reyes' })).toBeVisible();
      await context.close();
    });

    test('with JavaScript the server-rendered profile hydrates without a mismatch, on a phone too', async ({ browser }) => {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('console', (m) => {
        if (m.type() === 'error') errors.push(m.text());
      });
      page.on('pageerror', (e) => errors.push(e.message));
      await page.goto(`/${username}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Nova Reyes' })).toBeVisible();
      // Hydrated: the query answers came with the page (its script is consumed) and the gallery opens.
      await expect(page.locator('#mb-query-state')).toHaveCount(0);
      await tiles(page).first().click();
      await expect(page.getByTestId('lightbox')).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
      expect(errors.filter((e) => /hydrat|did not match|Minified React error #(418|419|423|425)/i.test(e))).toEqual([]);
      await context.close();
    });

    test('a signed-in member gets their own view, not the visitor page the server sent', async ({ browser, playwright }) => {
      const request = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
      const reader = await memberViaApi(request, newMember(), 'Reader');
      await request.dispose();
      const context = await browser.newContext();
      await signInContext(context, reader);
      const page = await context.newPage();
      await page.goto(`/${username}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Nova Reyes' })).toBeVisible();
      // The member's actions, read as the member; the visitor's join call never shows.
      await expect(page.getByRole('button', { name: 'Follow Nova Reyes' })).toBeVisible();
      await expect(page.getByTestId('join-call')).toHaveCount(0);
      await expect(page.getByRole('link', { name: 'Join to connect' })).toHaveCount(0);
      await context.close();
    });
  });

test('a suspended member and an erased one are gone from the server-rendered page at once, kept copy or not', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const page404 = async (page: Page, name: string) => {
    const res = await page.reload();
    expect(res?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name })).toHaveCount(0);
    expect(await page.content()).not.toContain(name);
  };
  const member = async (display: string) => {
    const m = newMember();
    const s = await memberViaApi(request, m, display);
    const username = (await ok<{ username: string }>(await request.get('/api/v1/profiles/me', { headers: auth(s) }))).username;
    return { m, s, username };
  };
  const { context, page } = await scriptless(browser);

  // Suspended by an admin: the kept copy goes with the suspension.
  const held = await member('Sasha Held');
  await page.goto(`/${held.username}`);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Sasha Held' })).toBeVisible();
  const admin = await ensureFirstAdmin(request);
  await ok(
    await request.post(`/api/v1/admin/members/${held.s.user.id}/suspension`, {
      headers: auth(admin.session),
      data: { reason: 'Spam in messages' },
    }),
  );
  await page404(page, 'Sasha Held');

  // Erased by the job 30 days after the request (made due now): no request changes anything then, the job does.
  const gone = await member('Gale Erased');
  await ok(await request.post('/api/v1/me/account-deletion', { headers: auth(gone.s), data: { password: gone.m.password } }));
  await ok(await request.post('/api/v1/test-hooks/member-data/due', { data: { user_id: gone.s.user.id } }));
  await page.goto(`/${gone.username}`);
  await page.reload();
  await expect.poll(async () => (await request.get(`/api/v1/profiles/${gone.s.user.id}`)).status(), { timeout: 60_000 }).toBe(404);
  // The job's commit comes a moment before its end, when the kept pages go: well within the copy's 60 s.
  await expect.poll(async () => (await page.reload())?.status(), { timeout: 15_000 }).toBe(404);
  await page404(page, 'Gale Erased');
  await context.close();
});
