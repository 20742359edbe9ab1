import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { expectNoSeriousAxeViolations, newMember, signUpMember } from './helpers';
import { shoot } from './shots';
import { ensureFirstAdmin, signInContext } from './staff-helpers';

// The owner's portfolio manager (/my-portfolio, /portfolio): several files at once with the limits said
// before anything is sent, moderation of unverified uploads, reorder by mouse and keyboard, delete with
// undo, and axe in both themes. The members here are not identity-verified, so every upload waits for
// a moderator.

const TYPE_REFUSED = 'This file type is not allowed. Use JPEG, PNG, WebP, GIF, MP4 or WebM.';
const SIZE_REFUSED = 'File too large. Maximum 10MB allowed.';
const LIMIT_REACHED = 'Free members can keep up to 12 images. Upgrade to Pro for more.';

let hue = 0;
/** A small real image (a coloured square), different each time. */
async function image(format: 'png' | 'jpeg' = 'png') {
  hue = (hue + 47) % 256;
  const img = sharp({ create: { width: 64, height: 64, channels: 3, background: { r: hue, g: 255 - hue, b: 128 } } });
  return (format === 'png' ? img.png() : img.jpeg()).toBuffer();
}

const token = (page: Page) =>
  page.evaluate(() => (JSON.parse(localStorage.getItem('mb-session') ?? '{}') as { access_token: string }).access_token);

/** Uploads through the API (to fill a portfolio quickly); answers the item's id. */
async function uploadViaApi(request: APIRequestContext, accessToken: string, name: string) {
  const res = await request.post('/api/v1/portfolio/me/items', {
    headers: { authorization: `Bearer ${accessToken}` },
    multipart: { file: { name, mimeType: 'image/png', buffer: await image() } },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { id: string }).id;
}

/** A member past onboarding, signed in, with the cookie choice made (its banner would cover the dialogs' buttons). */
async function creator(page: Page) {
  const { username } = await signUpMember(page, newMember(), 'creator', { path: null });
  await page.evaluate(() =>
    localStorage.setItem(
      'cookiePreferences',
      JSON.stringify({ necessary: true, functional: false, analytics: false, marketing: false, hasConsented: true }),
    ),
  );
  return { username, accessToken: await token(page) };
}

const grid = (page: Page) => page.getByTestId('portfolio-grid');
const cards = (page: Page) => page.getByTestId('portfolio-item');
const order = (page: Page) => cards(page).evaluateAll((els) => els.map((e) => e.getAttribute('data-item-id')));
const fileInput = (page: Page) => page.getByTestId('portfolio-file-input');
const row = (page: Page, name: string) => page.getByTestId('upload-row').filter({ hasText: name });

async function approveInModeration(page: Page, request: APIRequestContext, itemId: string) {
  const admin = await ensureFirstAdmin(request);
  const headers = { authorization: `Bearer ${admin.session.access_token}` };
  // The shared server's queue holds other specs' items: find this one by its subject.
  let queueId: string | undefined;
  let cursor = '';
  for (;;) {
    const res = await request.get(`/api/v1/moderation/queues/portfolio_item/items?limit=100${cursor ? `&cursor=${cursor}` : ''}`, {
      headers,
    });
    expect(res.ok(), await res.text()).toBe(true);
    const body = (await res.json()) as { items: { id: string; subject_id: string }[]; next_cursor: string | null };
    queueId = body.items.find((i) => i.subject_id === itemId)?.id;
    if (queueId || !body.next_cursor) break;
    cursor = encodeURIComponent(body.next_cursor);
  }
  expect(queueId, `no moderation item for ${itemId}`).toBeTruthy();
  const staff = await page.context().browser()?.newContext();
  if (!staff) throw new Error('no browser');
  await signInContext(staff, admin.session);
  const mod = await staff.newPage();
  await mod.goto(`/moderation?type=portfolio_item&item=${queueId}`);
  const item = mod.getByTestId('moderation-item');
  await expect(item.getByRole('button', { name: 'Approve' })).toBeEnabled();
  await item.getByRole('button', { name: 'Approve' }).click();
  await expect(mod.getByText(/Approved/).first()).toBeVisible();
  await staff.close();
}

test('a creator uploads several images at once: refused files keep their reason, the others go up, wait for a moderator and are then public', async ({
  page,
  request,
}) => {
  const { username } = await creator(page);
  await page.goto('/my-portfolio');
  await expect(page.getByRole('heading', { name: 'My Portfolio' })).toBeVisible();
  await expect(page.getByText('Your portfolio is empty')).toBeVisible();
  await expect(page.getByTestId('portfolio-allowance')).toHaveText('0 of 12 images');
  await expect(page.getByTestId('portfolio-review-notice')).toContainText('Uploads are reviewed by a moderator (up to 48 hours)');

  const posts: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().includes('/api/v1/portfolio/me/items')) posts.push(r.url());
  });
  await fileInput(page).setInputFiles([
    { name: 'first.png', mimeType: 'image/png', buffer: await image() },
    { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a picture') },
    { name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(10 * 1024 * 1024 + 1, 1) },
    { name: 'second.jpg', mimeType: 'image/jpeg', buffer: await image('jpeg') },
  ]);
  // Each refused file says why, on its own row; the others are uploaded.
  await expect(row(page, 'notes.txt')).toHaveAttribute('data-status', 'refused');
  await expect(row(page, 'notes.txt')).toContainText(TYPE_REFUSED);
  await expect(row(page, 'huge.png')).toHaveAttribute('data-status', 'refused');
  await expect(row(page, 'huge.png')).toContainText(SIZE_REFUSED);
  await expect(row(page, 'first.png')).toHaveAttribute('data-status', 'done');
  await expect(row(page, 'second.jpg')).toHaveAttribute('data-status', 'done');
  await expect(row(page, 'first.png')).toContainText('Pending moderation');
  expect(posts).toHaveLength(2);
  await expect(cards(page)).toHaveCount(2);
  await expect(grid(page).getByTestId('badge-pending')).toHaveCount(2);
  await expect(page.getByTestId('portfolio-allowance')).toHaveText('2 of 12 images');

  // Nothing is public yet.
  const publicIds = async () => {
    const res = await request.get(`/api/v1/portfolio/members/${username}`);
    expect(res.ok(), await res.text()).toBe(true);
    return ((await res.json()) as { items: { id: string }[] }).items.map((i) => i.id);
  };
  expect(await publicIds()).toEqual([]);

  // A moderator approves the first one in /moderation: the open manager shows it public, without a reload.
  const [firstId] = await order(page);
  if (!firstId) throw new Error('no item');
  await approveInModeration(page, request, firstId);
  await expect(grid(page).getByTestId('badge-pending')).toHaveCount(1);
  await expect(cards(page).filter({ has: page.getByTestId('badge-pending') })).not.toHaveAttribute('data-item-id', firstId);
  expect(await publicIds()).toEqual([firstId]);
});

test('the 12-image limit is said before uploading; the order changes by mouse and by keyboard and survives a reload', async ({
  page,
  request,
}) => {
  const { accessToken } = await creator(page);
  for (let i = 1; i <= 11; i++) await uploadViaApi(request, accessToken, `seed-${i}.png`);
  await page.goto('/portfolio');
  await expect(page.getByTestId('portfolio-allowance')).toHaveText('11 of 12 images');
  await expect(cards(page)).toHaveCount(11);

  // Two picked with room for one: the first goes up, the second is told the limit and never sent.
  let posts = 0;
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().includes('/api/v1/portfolio/me/items')) posts += 1;
  });
  await fileInput(page).setInputFiles([
    { name: 'twelfth.png', mimeType: 'image/png', buffer: await image() },
    { name: 'thirteenth.png', mimeType: 'image/png', buffer: await image() },
  ]);
  await expect(row(page, 'thirteenth.png')).toHaveAttribute('data-status', 'refused');
  await expect(row(page, 'thirteenth.png')).toContainText(LIMIT_REACHED);
  await expect(row(page, 'twelfth.png')).toHaveAttribute('data-status', 'done');
  await expect(page.getByTestId('portfolio-allowance')).toHaveText('12 of 12 images');
  // At the limit, another file is refused at once.
  await fileInput(page).setInputFiles([{ name: 'one-more.png', mimeType: 'image/png', buffer: await image() }]);
  await expect(row(page, 'one-more.png')).toContainText(LIMIT_REACHED);
  expect(posts).toBe(1);
  await page.getByRole('button', { name: 'Clear finished' }).click();

  // Drag with the mouse: the first item onto the third.
  const before = await order(page);
  const saved = () => page.waitForResponse((r) => r.url().endsWith('/api/v1/portfolio/me/order') && r.request().method() === 'PUT');
  const handle = cards(page).nth(0).getByTestId('drag-handle');
  await cards(page).nth(0).hover();
  const from = await handle.boundingBox();
  const to = await cards(page).nth(2).boundingBox();
  if (!from || !to) throw new Error('no boxes');
  let save = saved();
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 12, from.y + from.height / 2, { steps: 4 });
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 3, { steps: 12 });
  await page.mouse.up();
  expect((await save).ok()).toBe(true);
  const dragged = [before[1], before[2], before[0], ...before.slice(3)];
  expect(await order(page)).toEqual(dragged);

  // With the keyboard: lift the new first item with Space, one place right, drop; each step is announced.
  save = saved();
  await cards(page).nth(0).getByTestId('drag-handle').focus();
  await page.keyboard.press('Space');
  await expect(page.getByText(/Picked up .*, position 1 of 12\./)).toBeAttached();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByText(/moved to position 2 of 12\./)).toBeAttached();
  await page.keyboard.press('Space');
  expect((await save).ok()).toBe(true);
  const keyed = [dragged[1], dragged[0], ...dragged.slice(2)];
  expect(await order(page)).toEqual(keyed);

  await page.reload();
  await expect(cards(page)).toHaveCount(12);
  expect(await order(page)).toEqual(keyed);
});

test('an item is edited, deleted and brought back with Undo; the manager passes axe in both themes', async ({ page, request }) => {
  const { accessToken } = await creator(page);
  for (let i = 1; i <= 3; i++) await uploadViaApi(request, accessToken, `shot-${i}.png`);
  await page.goto('/my-portfolio');
  await expect(cards(page)).toHaveCount(3);
  await expectNoSeriousAxeViolations(page, { label: 'portfolio manager' });

  // Edit: a title, saved and shown under the picture.
  await page.getByRole('button', { name: 'Edit Untitled image' }).first().click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Pending moderation: visible only to you')).toBeVisible();
  await expect(dialog.getByRole('switch', { name: 'NSFW' })).toBeDisabled();
  await dialog.getByLabel('Title').fill('Beach shoot');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(cards(page).filter({ hasText: 'Beach shoot' })).toHaveCount(1);

  // Delete, then Undo within 10 s: the item is back, also after a reload.
  await page.getByRole('button', { name: 'Actions for Beach shoot' }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  await expect(cards(page)).toHaveCount(2);
  await expect(page.getByText('Item deleted.')).toBeVisible();
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByText('Item restored')).toBeVisible();
  await expect(cards(page).filter({ hasText: 'Beach shoot' })).toHaveCount(1);
  await page.reload();
  await expect(cards(page)).toHaveCount(3);
  await expect(cards(page).filter({ hasText: 'Beach shoot' })).toHaveCount(1);
});

test('a second tab follows the count live; a refusal at the limit says so and leads to Pro, with no Retry (issue 31)', async ({
  page,
  request,
}) => {
  // A checkout, or a dozen uploads and three tabs: longer than the default on a busy machine.
  test.setTimeout(240_000);
  const { accessToken } = await creator(page);
  for (let i = 1; i <= 10; i++) await uploadViaApi(request, accessToken, `seed-${i}.png`);
  await page.goto('/portfolio');
  await expect(page.getByTestId('portfolio-allowance')).toHaveText('10 of 12 images');
  const second = await page.context().newPage();
  await second.goto('/portfolio');
  await expect(second.getByTestId('portfolio-allowance')).toHaveText('10 of 12 images');

  // An upload in the first tab: the second one counts it without a reload.
  await fileInput(page).setInputFiles([{ name: 'eleventh.png', mimeType: 'image/png', buffer: await image() }]);
  await expect(row(page, 'eleventh.png')).toHaveAttribute('data-status', 'done');
  await expect(page.getByTestId('portfolio-allowance')).toHaveText('11 of 12 images');
  await expect(second.getByTestId('portfolio-allowance')).toHaveText('11 of 12 images');
  await expect(cards(second)).toHaveCount(11);

  // A third tab that hears nothing (its live channel never connects) still believes there is room
  // when the twelfth arrives elsewhere: the server refuses its upload, and the row says why and what to do.
  const deaf = await page.context().newPage();
  await deaf.routeWebSocket(/\/api\/v1\/realtime/, () => {});
  await deaf.goto('/portfolio');
  await expect(deaf.getByTestId('portfolio-allowance')).toHaveText('11 of 12 images');
  await uploadViaApi(request, accessToken, 'twelfth.png');
  await expect(second.getByTestId('portfolio-allowance')).toHaveText('12 of 12 images');
  await expect(deaf.getByTestId('portfolio-allowance')).toHaveText('11 of 12 images');
  await fileInput(deaf).setInputFiles([{ name: 'late.png', mimeType: 'image/png', buffer: await image() }]);
  const late = row(deaf, 'late.png');
  await expect(late).toHaveAttribute('data-status', 'refused');
  await expect(late.getByTestId('limit-reached')).toContainText(`Limit reached: ${LIMIT_REACHED}`);
  await expect(late.getByRole('link', { name: 'Go Pro' })).toHaveAttribute('href', '/pricing');
  await expect(late).toContainText('or remove an item to make room');
  await expect(late.getByRole('button', { name: 'Retry' })).toHaveCount(0);
  // The refusal also brings the tab's count up to date.
  await expect(deaf.getByTestId('portfolio-allowance')).toHaveText('12 of 12 images');
  await shoot(deaf, 'portfolio-limit-refused');
  await late.getByRole('link', { name: 'Go Pro' }).click();
  await expect(deaf).toHaveURL(/\/pricing$/);
});
