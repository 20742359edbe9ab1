// Local screenshots against a mocked portfolio API (not committed).
import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { newMember, signUpMember } from './helpers';

async function thumb(hue: number) {
  const buf = await sharp({ create: { width: 240, height: 240, channels: 3, background: { r: hue, g: 80, b: 255 - hue } } })
    .jpeg()
    .toBuffer();
  return `data:image/jpeg;base64,${buf.toString('base64')}`;
}

function item(i: number, url: string, over: Record<string, unknown> = {}) {
  return {
    id: `00000000-0000-4000-8000-0000000000${String(i).padStart(2, '0')}`,
    owner_id: '00000000-0000-4000-8000-000000000000',
    album_id: null,
    kind: 'image',
    title: i % 3 === 0 ? null : `Shoot ${i}`,
    caption: null,
    content_types: [],
    nsfw: false,
    position: i,
    media: { thumb_url: url, full_url: url, video_url: null, blur_data_url: url, width: 240, height: 240, duration_seconds: null },
    likes: 0,
    views: 0,
    liked: false,
    credits: [],
    published_at: null,
    moderation_status: 'approved',
    rejection_reason: null,
    consent_state: 'none',
    tags: [],
    has_release: false,
    is_public: true,
    size_bytes: 1000,
    created_at: new Date(2026, 0, 1, 0, i).toISOString(),
    ...over,
  };
}

const mode = process.env.SHOT_MODE ?? 'full';

test('shots', async ({ page }) => {
  test.setTimeout(300_000);
  const urls = await Promise.all([20, 60, 100, 140, 180, 220, 40, 90].map(thumb));
  const items =
    mode === 'empty'
      ? []
      : [
          item(0, urls[0]!, { moderation_status: 'pending', is_public: false }),
          item(1, urls[1]!),
          item(2, urls[2]!, { moderation_status: 'rejected', rejection_reason: 'The face of a person who did not consent is visible.', is_public: false }),
          item(3, urls[3]!, { consent_state: 'pending', is_public: false }),
          item(4, urls[4]!, { nsfw: true }),
          item(5, urls[5]!, { kind: 'video', media: { thumb_url: urls[5], full_url: urls[5], video_url: null, blur_data_url: null, width: 1, height: 1, duration_seconds: 83 } }),
          item(6, urls[6]!, { consent_state: 'declined', is_public: false }),
        ];
  const body = {
    items,
    albums: [],
    allowance: {
      is_pro: false,
      verified: false,
      uploads_reviewed: true,
      in_grace: false,
      image_count: items.length,
      image_limit: 12,
      item_limit: 12,
      can_upload_videos: false,
      can_use_albums: false,
      max_upload_bytes: 10 * 1024 * 1024,
    },
    at_risk: { videos: 0, albums: 0, images_beyond_free: 0 },
  };
  await signUpMember(page, newMember(), 'creator', { path: '/api/health' });
  await page.evaluate(() =>
    localStorage.setItem(
      'cookiePreferences',
      JSON.stringify({ necessary: true, functional: false, analytics: false, marketing: false, hasConsented: true }),
    ),
  );
  await page.route('**/api/v1/portfolio/me', (r) => r.fulfill({ json: body }));
  for (const [w, h, name] of [
    [1280, 900, 'desk'],
    [390, 844, 'phone'],
  ] as const) {
    await page.setViewportSize({ width: w, height: h });
    for (const theme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' });
      await page.goto('/my-portfolio');
      await expect(page.getByRole('heading', { name: 'My Portfolio' })).toBeVisible();
      if (mode !== 'empty') await expect(page.getByTestId('portfolio-item').first()).toBeVisible();
      await page.setInputFiles('[data-testid=portfolio-file-input]', [
        { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hi') },
        { name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(11 * 1024 * 1024) },
      ]);
      await page.screenshot({ path: `/tmp/h4-shots/${mode}-${name}-${theme}.png`, fullPage: true });
      if (mode !== 'empty' && theme === 'light') {
        await page.getByRole('button', { name: 'Edit Shoot 2' }).click();
        await page.screenshot({ path: `/tmp/h4-shots/${mode}-${name}-dialog.png` });
        await page.keyboard.press('Escape');
      }
    }
  }
});
