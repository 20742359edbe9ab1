import type { Watermark } from '@mb/contract/portfolio-watermark';
import { type APIRequestContext, expect, test } from '@playwright/test';
import sharp from 'sharp';
import { expectNoSeriousAxeViolations, newMember, signUpMember } from './helpers';
import { clip } from './pro-helpers';
import { ensureFirstAdmin, memberViaApi, publishedItemViaApi, signInContext } from './staff-helpers';

// Watermarks (issue 35): a creator turns one on in the portfolio manager's Watermark tab, sees the
// re-render's progress reach the end, and another member opening the picture gets it marked (checked
// by its pixels: the picture is one flat colour, so the mark is where a corner stops being flat); the
// owner's own copy stays clean. A Pro creator's video reaches others as a marked MP4 the job encodes.

/** The largest standard deviation of a region's channels (~0 on the flat picture, large on the mark). */
async function spread(body: Buffer, corner: 'bottom-right' | 'all') {
  const { width = 0, height = 0 } = await sharp(body).metadata();
  const box =
    corner === 'all'
      ? { left: 0, top: 0, width, height }
      : {
          left: Math.round(width * 0.78),
          top: Math.round(height * 0.86),
          width: Math.round(width * 0.18),
          height: Math.round(height * 0.1),
        };
  // stats() reads the input, not the pipeline: the region is cut out first.
  const stats = await sharp(await sharp(body).extract(box).png().toBuffer()).stats();
  return Math.max(...stats.channels.slice(0, 3).map((c) => c.stdev));
}

const pixelsOf = async (request: APIRequestContext, src: string) => {
  const res = await request.get(src);
  expect(res.ok(), src).toBe(true);
  return Buffer.from(await res.body());
};

test('a creator turns the watermark on, sees the progress, and another member sees a marked picture', async ({
  page,
  browser,
  request,
}, testInfo) => {
  test.setTimeout(180_000);
  const { username, session } = await signUpMember(page, newMember(), 'creator', { path: '/my-portfolio?tab=watermark' });
  const itemIds = [await publishedItemViaApi(request, session, 'one.jpg'), await publishedItemViaApi(request, session, 'two.jpg')];

  // The tab: off to begin with, the preview and the form.
  const panel = page.getByRole('region', { name: 'Watermark' });
  await expect(panel.getByRole('switch', { name: 'Watermark my pictures' })).toHaveAttribute('aria-checked', 'false');
  await expect(panel.getByText('Watermark off.')).toBeVisible();
  await expectNoSeriousAxeViolations(page, { label: 'watermark tab' });

  await panel.getByRole('switch', { name: 'Watermark my pictures' }).click();
  await expect(panel.getByRole('radio', { name: `My username (@${username})` })).toBeChecked();
  await panel.getByLabel('Where').selectOption({ label: 'Bottom right corner' });
  await expect(panel.getByText(`@${username}`, { exact: true })).toBeVisible();
  await panel.getByRole('button', { name: 'Save watermark' }).click();
  await expect(page.getByText('Watermark saved. Your pictures are being updated.')).toBeVisible();

  // The progress: 'Updating your pictures: n of 2' while the job runs, then done.
  const progress = panel.getByTestId('watermark-progress');
  await expect(progress).toBeVisible();
  await expect(progress).toHaveAttribute('data-state', 'done', { timeout: 60_000 });
  await expect(progress).toContainText('All 2 pictures carry your watermark.');
  await expectNoSeriousAxeViolations(page, { label: 'watermark tab, done' });
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await page.screenshot({ path: testInfo.outputPath(`watermark-${width}-${scheme}.png`), fullPage: true });
    }
  }

  // Another member opens the profile and the picture: marked.
  const other = await memberViaApi(request, newMember(), 'Other Member');
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await signInContext(context, other);
  const visitor = await context.newPage();
  await visitor.goto(`/${username}`);
  const tiles = visitor.getByTestId('gallery-item');
  await expect(tiles).toHaveCount(2);
  await tiles.first().click();
  const big = visitor.getByTestId('lightbox').locator('img[src*="/storage/portfolio/"]').first();
  await expect(big).toBeVisible();
  const src = (await big.getAttribute('src')) ?? '';
  expect(await spread(await pixelsOf(request, src), 'bottom-right')).toBeGreaterThan(6);
  await context.close();

  // The owner's own copy of the same pictures stays clean.
  const mine = await request.get('/api/v1/portfolio/me', { headers: { authorization: `Bearer ${session.access_token}` } });
  const items = ((await mine.json()) as { items: { id: string; media: { full_url: string } }[] }).items;
  for (const id of itemIds) {
    const own = items.find((i) => i.id === id);
    expect(await spread(await pixelsOf(request, own?.media.full_url ?? ''), 'all')).toBeLessThan(4);
  }
});

test('a Pro creator’s video reaches another member as the marked copy; the owner plays the original', async ({ browser, request }) => {
  test.setTimeout(180_000);
  const creator = await memberViaApi(request, newMember(), 'Video Creator');
  const auth = { authorization: `Bearer ${creator.access_token}` };
  const admin = await ensureFirstAdmin(request);
  const grant = await request.patch(`/api/v1/admin/members/${creator.user.id}/pro`, {
    headers: { authorization: `Bearer ${admin.session.access_token}` },
    data: { moderator_granted_end_date: new Date(Date.now() + 30 * 86_400_000).toISOString() },
  });
  expect(grant.ok(), await grant.text()).toBe(true);
  const on = await request.put('/api/v1/portfolio/me/watermark', {
    headers: auth,
    data: { enabled: true, text_source: 'username', position: 'bottom-right', opacity: 80 },
  });
  expect(on.ok(), await on.text()).toBe(true);
  const itemId = await publishedItemViaApi(request, creator, 'clip.mp4', { mimeType: 'video/mp4', buffer: clip });
  // The video's copy is an encode: the watermark job makes it after the upload.
  await expect
    .poll(
      async () => ((await (await request.get('/api/v1/portfolio/me/watermark', { headers: auth })).json()) as Watermark).progress.state,
      {
        timeout: 90_000,
      },
    )
    .toBe('done');

  const other = await memberViaApi(request, newMember(), 'Other Viewer');
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await signInContext(context, other);
  const visitor = await context.newPage();
  const profile = (await (await request.get('/api/v1/profiles/me', { headers: auth })).json()) as { username: string };
  await visitor.goto(`/${profile.username}`);
  await visitor.getByTestId('gallery-item').first().click();
  const video = visitor.getByTestId('lightbox').locator('video');
  await expect(video).toBeVisible();
  const src = (await video.getAttribute('src')) ?? '';
  expect(src).toMatch(/-marked\.mp4/);
  const marked = await request.get(src);
  expect(marked.headers()['content-type']).toBe('video/mp4');
  expect(Buffer.from(await marked.body()).equals(clip)).toBe(false);
  await context.close();

  // The owner's own copy is the original as uploaded.
  const mine = (await (await request.get('/api/v1/portfolio/me', { headers: auth })).json()) as {
    items: { id: string; media: { video_url: string | null } }[];
  };
  const own = mine.items.find((i) => i.id === itemId)?.media.video_url ?? '';
  expect(own).not.toMatch(/-marked/);
  expect((await request.get(own)).ok()).toBe(true);
});
