import { BLOG_MESSAGES } from '@mb/contract/blog';
import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { expectNoSeriousAxeViolations } from './helpers';
import { shoot } from './shots';
import { ensureFirstAdmin, memberViaApi, signInContext } from './staff-helpers';

// Issue 31: staff with the content permission write a post with a picture, preview it exactly as it will
// read, publish it; a visitor reads it; unpublishing takes it off the site. The seeded posts are marked
// as examples on the desk and on the public blog.

test('a writer publishes a post with a picture, a visitor reads it, and unpublishing hides it', async ({ page, browser, request }) => {
  test.setTimeout(300_000); // two browsers, two uploads, and eight screenshots when E2E_SHOTS is set
  const admin = await ensureFirstAdmin(request);
  const stamp = Date.now().toString(36);
  const writer = await memberViaApi(
    request,
    { email: `e2e-writer-${stamp}@example.test`, password: `Velvet-Rope-${stamp}-w` },
    'E2E Writer',
  );
  const grant = await request.put(`/api/v1/admin/members/${writer.user.id}/staff-role`, {
    headers: { authorization: `Bearer ${admin.session.access_token}` },
    data: { role: 'moderator', permissions: ['content'] },
  });
  expect(grant.ok(), await grant.text()).toBe(true);

  const staff = await browser.newContext();
  await signInContext(staff, writer);
  const desk = await staff.newPage();
  await desk.goto('/admin/blog');
  await expect(desk.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
  // The seeded posts are there, marked as examples.
  const example = desk.getByTestId('desk-row').filter({ hasText: 'Building a portfolio that books work' });
  await expect(example.getByText('Example')).toBeVisible();
  await shoot(desk, 'blog-desk');

  await desk.getByRole('link', { name: 'New post' }).click();
  await expect(desk.getByRole('heading', { level: 1, name: 'New post' })).toBeVisible();
  const title = `Studio night ${stamp}`;
  await desk.getByLabel('Title').fill(title);
  await desk.getByLabel('Excerpt').fill('Photos and notes from our first studio night.');
  await desk.getByLabel('Tags').fill('events, community');
  await desk.getByLabel('Post text').fill('We opened the doors on Friday.\n\n## Who came\n\nOver **forty** members.');
  // Nothing is sent while a field is wrong, and the field says why.
  await desk.getByLabel('Address').fill('Not A Slug!');
  await desk.getByRole('button', { name: 'Save draft' }).click();
  await expect(desk.getByText(BLOG_MESSAGES.slugFormat)).toBeVisible();
  await desk.getByLabel('Address').fill('');

  const photo = await sharp({ create: { width: 1200, height: 600, channels: 3, background: '#7a3b5c' } })
    .jpeg()
    .toBuffer();
  await desk.getByLabel('Inline picture file').setInputFiles({ name: 'night.jpg', mimeType: 'image/jpeg', buffer: photo });
  await expect(desk.getByLabel('Post text')).toHaveValue(/!\[Describe the picture\]\(\/storage\/blog\/posts\/[^)]+\.webp\)/);
  await desk.getByLabel('Cover picture file').setInputFiles({ name: 'cover.jpg', mimeType: 'image/jpeg', buffer: photo });
  await expect(desk.getByRole('img', { name: 'The cover' })).toBeVisible();
  await desk.getByRole('button', { name: 'Save draft' }).click();
  await expect(desk).toHaveURL(/\/admin\/blog\/[0-9a-f-]{36}$/);
  await expect(desk.getByRole('heading', { level: 1, name: 'Edit post' })).toBeVisible();
  await expect(desk.getByLabel('Address')).toHaveValue(`studio-night-${stamp}`);
  await expectNoSeriousAxeViolations(desk);
  await shoot(desk, 'blog-editor');

  await desk.getByRole('tab', { name: 'Preview' }).click();
  const preview = desk.getByTestId('post-preview');
  await expect(preview.getByRole('heading', { level: 2, name: title })).toBeVisible();
  await expect(preview.getByText('E2E Writer')).toBeVisible();
  await expect(preview.getByRole('heading', { name: 'Who came' })).toBeVisible();
  await expect(preview.getByRole('img', { name: 'Describe the picture' })).toBeVisible();
  await shoot(desk, 'blog-editor-preview');

  await desk.getByRole('tab', { name: 'Write' }).click();
  await desk.getByRole('button', { name: 'Publish now' }).click();
  await expect(desk.getByText('Live: saved changes show at once.')).toBeVisible();

  // A visitor reads it.
  await page.goto('/blog');
  await page.getByRole('link', { name: title }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page.getByText('E2E Writer')).toBeVisible();
  const inline = page.getByRole('img', { name: 'Describe the picture' });
  await expect(inline).toBeVisible();
  // Shown is not yet loaded: waited for (read at once, it failed in a full run and left the post
  // published, so public-blog.spec's list then counted one article too many).
  await expect.poll(() => inline.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await expect(page.getByTestId('example-notice')).toHaveCount(0);

  // Unpublished: gone from the post's address and the list.
  await desk.getByRole('button', { name: 'Unpublish' }).click();
  await expect(desk.getByText('Taken down: only staff see it.')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(BLOG_MESSAGES.notFoundTitle);
  await page.goto('/blog');
  await expect(page.getByRole('article').first()).toBeVisible();
  await expect(page.getByRole('link', { name: title })).toHaveCount(0);

  // Deleted, so the shared server's blog is as it was.
  await desk.getByRole('button', { name: 'Delete' }).click();
  await desk.getByRole('button', { name: 'Delete post' }).click();
  await expect(desk).toHaveURL(/\/admin\/blog$/);
  await expect(desk.getByTestId('desk-row').filter({ hasText: title })).toHaveCount(0);
  await staff.close();
});

test('seeded posts and careers openings read as examples, and no example opening takes applications', async ({ page }) => {
  test.setTimeout(240_000); // screenshots of three pages when E2E_SHOTS is set
  await page.goto('/blog/building-a-portfolio-that-books-work');
  await expect(page.getByTestId('example-notice')).toHaveText(BLOG_MESSAGES.exampleNotice);
  await shoot(page, 'blog-post-example');
  await page.goto('/blog');
  await expect(page.getByRole('article').first().getByText('Example')).toBeVisible();
  await expect(page.getByRole('link', { name: /Coming to the App Store/ })).toHaveCount(0);
  await shoot(page, 'blog-list-example');

  await page.goto('/careers');
  await expect(page.getByRole('heading', { name: /^Example roles/ })).toBeVisible();
  await expect(page.getByTestId('example-notice')).toContainText('Example openings');
  await page.getByText('Trust & Safety Specialist', { exact: true }).click();
  await expect(page.locator('#trust-and-safety-specialist').getByText('Example opening: not open for applications.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Apply by e-mail' })).toHaveCount(0);
  await shoot(page, 'careers-example');
});
