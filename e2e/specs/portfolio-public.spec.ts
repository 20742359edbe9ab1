import { type APIRequestContext, type Browser, type BrowserContext, expect, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { expectNoSeriousAxeViolations, newMember } from './helpers';
import { verifyIdentity } from './hub-helpers';
import { memberViaApi, signInContext } from './staff-helpers';

// The public side of portfolios (issue 10): a member's profile page as a visitor, a member and the
// owner see it (header, gallery, lightbox, likes, the 18+ gate, the join call), and a share link that
// works signed out until it is revoked. Setup goes through the API; the identity check a member needs
// for NSFW uploads goes through the built-in hub's own forms, as a member and an operator would.

type Session = { access_token: string; user: { id: string } };
const auth = (s: Session) => ({ authorization: `Bearer ${s.access_token}` });

async function ok<T>(res: { ok(): boolean; status(): number; text(): Promise<string> }): Promise<T> {
  const text = await res.text();
  expect(res.ok(), `${res.status()}: ${text}`).toBe(true);
  return JSON.parse(text) as T;
}

/** A picture of a given size and colour (a different one per item, so the grid shows its shape). */
const picture = (width: number, height: number, r: number, g: number, b: number) =>
  sharp({ create: { width, height, channels: 3, background: { r, g, b } } })
    .png()
    .toBuffer();

type Item = { id: string; moderation_status: string; is_public: boolean };

async function upload(request: APIRequestContext, owner: Session, file: Buffer, opts: { title: string; nsfw?: boolean }) {
  const item = await ok<Item>(
    await request.post(`/api/v1/portfolio/me/items${opts.nsfw ? '?nsfw=true' : ''}`, {
      headers: auth(owner),
      multipart: { file: { name: `${opts.title}.png`, mimeType: 'image/png', buffer: file } },
    }),
  );
  await ok(await request.patch(`/api/v1/portfolio/me/items/${item.id}`, { headers: auth(owner), data: { title: opts.title } }));
  return item;
}

/** A context with no session and the cookie choice made (no banner over the page). */
async function visitorContext(browser: Browser, viewport = { width: 1280, height: 900 }): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport });
  await context.addInitScript(() =>
    localStorage.setItem(
      'cookiePreferences',
      JSON.stringify({ necessary: true, functional: false, analytics: false, marketing: false, hasConsented: true }),
    ),
  );
  return context;
}

const tiles = (page: Page) => page.getByTestId('gallery-item');

/** No sideways scrolling on a phone. */
async function expectNoHorizontalScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
}

test.describe
  .serial('a creator with a public portfolio', () => {
    const email = newMember();
    let owner: Session;
    let username: string;
    let items: Item[];
    let slug: string;

    test.beforeAll(async ({ browser, playwright }) => {
      test.setTimeout(180_000);
      const request = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
      owner = await memberViaApi(request, email, 'Ruby Vale');
      username = (await ok<{ username: string }>(await request.get('/api/v1/profiles/me', { headers: auth(owner) }))).username;
      await ok(
        await request.patch('/api/v1/profiles/me', {
          headers: auth(owner),
          data: { bio: 'Editorial and fetish model based in Berlin. Available for bookings across Europe.', location: 'Berlin' },
        }),
      );
      slug = `ruby-${Date.now().toString(36)}`;
      await ok(
        await request.put('/api/v1/biolink/me', {
          headers: auth(owner),
          data: {
            slug,
            title: 'Ruby Vale',
            theme_color: '#e11d48',
            adult_gate: false,
            links: [
              { label: 'Instagram', url: 'https://instagram.com/ruby.vale' },
              { label: 'Bookings', url: 'mailto:bookings@example.test' },
              { label: 'My shop', url: 'https://shop.example.test/ruby' },
            ],
          },
        }),
      );
      await verifyIdentity(browser, request, owner, email.email);
      items = [
        await upload(request, owner, await picture(800, 1000, 180, 70, 60), { title: 'Rooftop' }),
        await upload(request, owner, await picture(1000, 700, 60, 120, 150), { title: 'Studio light' }),
        await upload(request, owner, await picture(800, 800, 120, 40, 120), { title: 'Late set', nsfw: true }),
      ];
      // A verified member publishes at once (unless staff review every upload, which is off here).
      expect(items.map((i) => i.moderation_status)).toEqual(['approved', 'approved', 'approved']);
      await request.dispose();
    });

    test('a visitor sees the header, the grid and the join call; NSFW stays blurred until they confirm 18+', async ({ browser }) => {
      const context = await visitorContext(browser);
      const page = await context.newPage();
      const fetched: string[] = [];
      page.on('request', (r) => fetched.push(r.url()));
      await page.goto(`/${username}`);
      await expect(page.getByRole('heading', { level: 1, name: /Ruby Vale/ })).toBeVisible();
      await expect(page).toHaveTitle(new RegExp(`^Ruby Vale \\(@${username.replaceAll('.', '\\.')}\\) · Creator / model \\| `));
      await expect(page.getByText('Verified', { exact: true })).toBeVisible();
      await expect(page.getByText(`@${username}`, { exact: true })).toBeVisible();
      await expect(page.getByText('Berlin', { exact: true })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Join to connect' })).toHaveAttribute('href', '/signup');
      await expect(page.getByTestId('join-call')).toBeVisible();
      await expect(tiles(page)).toHaveCount(3);
      // Bio links, through the link page's click counter, and the full page.
      const links = page.getByRole('list', { name: 'Links' });
      await expect(links.getByRole('link')).toHaveCount(3);
      await expect(links.getByRole('link', { name: /Instagram/ })).toHaveAttribute('href', new RegExp(`^/biolink/${slug}/go/`));
      await expect(page.getByRole('link', { name: 'Open the full link page' })).toHaveAttribute('href', `/biolink/${slug}`);

      // The NSFW item: a blurred preview only (a data: URL), no request for its real picture.
      const nsfw = tiles(page).and(page.locator('[data-nsfw="true"]'));
      await expect(nsfw).toHaveAttribute('data-blurred', 'true');
      await expect(nsfw.locator('img')).toHaveAttribute('src', /^data:/);
      await expect(page.getByTestId('adult-gate')).toContainText('This content is for adults only.');
      expect(fetched.filter((u) => u.includes('/storage/portfolio/'))).toHaveLength(2);
      await expectNoSeriousAxeViolations(page, { label: 'profile page, visitor' });

      // Opening it before confirming shows the gate inside the lightbox.
      await nsfw.click();
      const lightbox = page.getByTestId('lightbox');
      await expect(lightbox.getByTestId('adult-gate')).toBeVisible();
      await lightbox.getByRole('button', { name: 'I am 18 or older' }).click();
      await expect(lightbox.getByRole('img', { name: 'Late set' })).toBeVisible();
      await expect(lightbox.getByRole('img', { name: 'Late set' })).toHaveAttribute('src', /\/storage\/portfolio\//);
      await page.keyboard.press('Escape');
      await expect(lightbox).toBeHidden();
      await expect(nsfw).not.toHaveAttribute('data-blurred', 'true');
      await expect(page.getByTestId('adult-gate')).toHaveCount(0);

      // Remembered in this browser.
      await page.reload();
      await expect(tiles(page)).toHaveCount(3);
      await expect(nsfw).not.toHaveAttribute('data-blurred', 'true');
      expect(await page.evaluate(() => localStorage.getItem('adult-confirmed'))).toBe('true');

      // The lightbox: arrows move, likes ask a visitor to sign in, Esc closes and focus returns.
      await tiles(page).first().click();
      await expect(lightbox.getByRole('heading', { name: 'Rooftop' })).toBeVisible();
      await expect(lightbox.getByText('1 of 3', { exact: true })).toBeVisible();
      await page.keyboard.press('ArrowRight');
      await expect(lightbox.getByRole('heading', { name: 'Studio light' })).toBeVisible();
      await page.keyboard.press('ArrowLeft');
      await page.keyboard.press('ArrowLeft');
      await expect(lightbox.getByRole('heading', { name: 'Late set' })).toBeVisible();
      await expect(lightbox.getByRole('link', { name: /Sign in to like/ })).toHaveAttribute('href', /^\/auth\?redirect=/);
      await expectNoSeriousAxeViolations(page, { label: 'lightbox' });
      await page.keyboard.press('Escape');
      await expect(lightbox).toBeHidden();
      await context.close();
    });

    test('a member likes an item (the heart and count change at once) and its view is counted once', async ({ browser, request }) => {
      const member = await memberViaApi(request, newMember(), 'Bella Fan');
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      await signInContext(context, member);
      const page = await context.newPage();
      await page.goto(`/${username}`);
      const actions = page.getByTestId('member-actions');
      // Follow and Connect work since issue 12 (network.spec), Message since issue 13 (messages.spec).
      await expect(actions.getByRole('button', { name: 'Follow Ruby Vale' })).toBeVisible();
      await expect(actions.getByRole('button', { name: 'Connect' })).toBeVisible();
      await expect(actions.getByRole('link', { name: 'Message' })).toHaveAttribute('href', /^\/messages\?to=/);
      await expect(page.getByRole('button', { name: 'More actions for Ruby Vale' })).toBeVisible();
      await expect(page.getByTestId('join-call')).toHaveCount(0);

      const views = (await ok<{ views: number }>(await request.get(`/api/v1/portfolio/items/${items[0]?.id}`))).views;
      const counted = `${views + 1} ${views + 1 === 1 ? 'view' : 'views'}`;
      const viewed = page.waitForResponse((r) => r.url().includes(`/portfolio/items/${items[0]?.id}/view`));
      await tiles(page).first().click();
      const lightbox = page.getByTestId('lightbox');
      await viewed;
      await expect(lightbox.getByText(counted)).toBeVisible();
      const like = lightbox.getByTestId('like-button');
      await expect(like).toHaveAttribute('aria-pressed', 'false');
      await like.click();
      await expect(like).toHaveAttribute('aria-pressed', 'true');
      await expect(like).toHaveAccessibleName('Unlike (1 like)');
      await expect
        .poll(async () => (await ok<{ likes: number }>(await request.get(`/api/v1/portfolio/items/${items[0]?.id}`))).likes)
        .toBe(1);
      // Closing and opening again counts no second view.
      await page.keyboard.press('Escape');
      await tiles(page).first().click();
      await expect(lightbox.getByText(counted)).toBeVisible();
      await context.close();
    });

    test('the owner sees Edit profile and Manage portfolio, on a phone in both themes', async ({ browser }) => {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
      await signInContext(context, owner);
      const page = await context.newPage();
      await page.goto(`/${username}`);
      await expect(page.getByRole('heading', { level: 1, name: /Ruby Vale/ })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Edit profile' })).toHaveAttribute('href', '/profile/edit');
      await expect(page.getByRole('link', { name: 'Manage portfolio' }).first()).toHaveAttribute('href', '/my-portfolio');
      // Nothing a member does to someone else (follow, connect, message): the network card's counts stay.
      await expect(page.getByTestId('member-actions')).toHaveCount(0);
      await expect(page.getByRole('button', { name: /^Follow / })).toHaveCount(0);
      await expect(tiles(page)).toHaveCount(3);
      await expectNoHorizontalScroll(page);
      await expectNoSeriousAxeViolations(page, { label: 'profile page, owner, phone' });
      await context.close();
    });

    test('a share link works signed out, and stops at once when revoked', async ({ browser, request }) => {
      const share = await ok<{ id: string; url: string }>(
        await request.post('/api/v1/portfolio/me/shares', { headers: auth(owner), data: { label: 'Casting', expires: '7d' } }),
      );
      const address = new URL(share.url);
      const context = await visitorContext(browser, { width: 390, height: 844 });
      const page = await context.newPage();
      await page.goto(address.pathname + address.search);
      await expect(page.getByRole('heading', { level: 1, name: /Ruby Vale/ })).toBeVisible();
      await expect(page.getByText('Portfolio shared by')).toBeVisible();
      await expect(page.getByTestId('share-expiry')).toContainText('This link works until');
      await expect(tiles(page)).toHaveCount(3);
      await expect(tiles(page).and(page.locator('[data-nsfw="true"]'))).toHaveAttribute('data-blurred', 'true');
      await expectNoHorizontalScroll(page);
      await expectNoSeriousAxeViolations(page, { label: 'share page' });

      await ok(await request.delete(`/api/v1/portfolio/me/shares/${share.id}`, { headers: auth(owner) }));
      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: 'Share link not valid' })).toBeVisible();
      await expect(page.getByText('This share link is not valid. It may have expired or been revoked.')).toBeVisible();
      await expect(page.getByRole('main').getByRole('link', { name: /^Join/ })).toHaveAttribute('href', '/signup');
      await expect(tiles(page)).toHaveCount(0);
      await expectNoSeriousAxeViolations(page, { label: 'share page, revoked' });
      await context.close();
    });
  });

test('an owner with an empty portfolio is asked to upload; a visitor is told there is nothing yet', async ({ browser, request }) => {
  const owner = await memberViaApi(request, newMember(), 'Nova Empty');
  const { username } = await ok<{ username: string }>(await request.get('/api/v1/profiles/me', { headers: auth(owner) }));
  const context = await browser.newContext();
  await signInContext(context, owner);
  const page = await context.newPage();
  await page.goto(`/${username}`);
  await expect(page.getByRole('heading', { name: 'Your portfolio is empty' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Upload your work' })).toHaveAttribute('href', '/my-portfolio');
  await context.close();

  // A member with no portfolio and no bio link page is a normal state: no failed request, no console
  // error on the visitor's page (issue 33: the bio links answered 404 and the console showed it).
  const visitor = await visitorContext(browser);
  const view = await visitor.newPage();
  const failed: string[] = [];
  view.on('response', (r) => {
    if (r.status() >= 400) failed.push(`${r.status()} ${r.url()}`);
  });
  view.on('console', (m) => {
    if (m.type() === 'error') failed.push(`console: ${m.text()}`);
  });
  await view.goto(`/${username}`);
  await expect(view.getByRole('heading', { name: 'No portfolio yet' })).toBeVisible();
  await expect(view.getByText('Nova Empty has not published any work yet.')).toBeVisible();
  // The page may come with the answer rendered in (the server renders profiles for visitors), so the
  // browser need not ask: the API itself answers 200 for a member without a bio link page.
  const bioLinks = await view.request.get(`/api/v1/biolink/members/${username}`);
  expect(bioLinks.status()).toBe(200);
  await expect(view.getByRole('list', { name: 'Links' })).toHaveCount(0);
  expect(failed).toEqual([]);
  await visitor.close();
});
