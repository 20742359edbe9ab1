import { readFileSync } from 'node:fs';
import path from 'node:path';
import { BLOG_MESSAGES } from '@mb/contract/blog';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blogPosts } from '../../src/features/blog/schema.ts';
import { staffRoles } from '../../src/features/staff/schema.ts';
import { signUpUser, startTestApp, type TestApp } from '../helpers/test-app.ts';

// Issue 31: staff holding the `content` permission write the blog (drafts, publish now or later, edits,
// unpublish, delete, pictures); everyone else is refused, and nothing shows on the public site early.

let t: TestApp;
type Member = Awaited<ReturnType<typeof signUpUser>>;
let writer: Member; // moderator with `content`
let moderator: Member; // moderator with content_moderation only
let member: Member;

beforeAll(async () => {
  t = await startTestApp();
  [writer, moderator, member] = await Promise.all([signUpUser(t), signUpUser(t), signUpUser(t)]);
  await t.ctx.db.insert(staffRoles).values([
    { user_id: writer.userId, role: 'moderator', permissions: ['content'] },
    { user_id: moderator.userId, role: 'moderator', permissions: ['content_moderation'] },
  ]);
  await t.call('updateMyProfile', { token: writer.token, body: { display_name: 'Ada Writer' } });
});
afterAll(() => t?.close());

const draft = (over: Record<string, unknown> = {}) => ({
  title: 'Studio news, December!',
  excerpt: 'What changed this month.',
  body: 'First paragraph.\n\n## A heading\n\nSecond paragraph with **bold** text.',
  tags: ['News'],
  ...over,
});

async function postFile(url: string, token: string, body: Buffer, type = 'image/jpeg') {
  const fd = new FormData();
  fd.append('file', new Blob([new Uint8Array(body)], { type }), 'photo.jpg');
  const res = await fetch(`${t.url}${url}`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: fd });
  return { status: res.status, json: (await res.json()) as { url?: string; error?: { message: string } } };
}

const isPublic = async (slug: string) => {
  const [post, list, sitemap] = await Promise.all([
    t.call('blogPost', { params: { id: slug } }),
    t.call('blogList', { query: { limit: '50' } }),
    fetch(`${t.url}/sitemap.xml`).then((r) => r.text()),
  ]);
  const inList = list.data.posts.some((p) => p.slug === slug);
  const inSitemap = sitemap.includes(`/blog/${slug}<`);
  // The three public reads always agree.
  expect({ inList, inSitemap }).toEqual({ inList: post.status === 200, inSitemap: post.status === 200 });
  return post.status === 200;
};

describe('blog writing desk', () => {
  it('a writer drafts a post: slug from the title, author from their name, not public', async () => {
    const r = await t.call('createBlogPost', { token: writer.token, body: draft() });
    expect(r.status).toBe(201);
    expect(r.data).toMatchObject({
      slug: 'studio-news-december',
      state: 'draft',
      published_at: null,
      author_name: 'Ada Writer',
      author_id: writer.userId,
      tags: ['news'],
      is_example: false,
    });
    expect(await isPublic('studio-news-december')).toBe(false);
    // The same title again gets the next free address.
    const again = await t.call('createBlogPost', { token: writer.token, body: draft() });
    expect(again.data.slug).toBe('studio-news-december-2');
    const list = await t.call('staffBlogPosts', { token: writer.token });
    expect(list.data.posts.map((p) => p.slug)).toEqual(expect.arrayContaining(['studio-news-december', 'studio-news-december-2']));
  });

  it('refuses bad input with the field and its message, and a taken address', async () => {
    const bad = await t.call('createBlogPost', { token: writer.token, body: draft({ title: ' ', slug: 'Not A Slug!', excerpt: '' }) });
    expect(bad.status).toBe(400);
    expect(bad.error?.fields).toMatchObject({
      title: BLOG_MESSAGES.titleNeeded,
      slug: BLOG_MESSAGES.slugFormat,
      excerpt: BLOG_MESSAGES.excerptNeeded,
    });
    const foreign = await t.call('createBlogPost', {
      token: writer.token,
      body: draft({ cover_image_url: 'https://tracker.example/p.gif' }),
    });
    expect(foreign.error?.fields?.cover_image_url).toBe(BLOG_MESSAGES.imageNotOurs);
    const inline = await t.call('createBlogPost', {
      token: writer.token,
      body: draft({ body: 'Hi.\n\n![pixel](https://tracker.example/p.gif)' }),
    });
    expect(inline.error?.fields?.body).toBe(BLOG_MESSAGES.imageNotOurs);
    const taken = await t.call('createBlogPost', { token: writer.token, body: draft({ slug: 'studio-news-december' }) });
    expect(taken.status).toBe(409);
    expect(taken.error?.fields?.slug).toBe(BLOG_MESSAGES.slugTaken);
  });

  it('publishes now, edits a live post, unpublishes and publishes again on its first date', async () => {
    const created = await t.call('createBlogPost', {
      token: writer.token,
      body: draft({ title: 'Live and edited', author_name: 'Guest Author' }),
    });
    const id = created.data.id;
    const pub = await t.call('publishBlogPost', { token: writer.token, params: { id }, body: {} });
    expect(pub.data.state).toBe('published');
    expect(await isPublic('live-and-edited')).toBe(true);
    const read = await t.call('blogPost', { params: { id: 'live-and-edited' } });
    expect(read.data).toMatchObject({ author_name: 'Guest Author', is_example: false, cover_image_url: null });

    const edited = await t.call('updateBlogPost', {
      token: writer.token,
      params: { id },
      body: draft({ title: 'Live and edited', slug: 'live-and-edited', body: 'New words.', author_name: 'Guest Author' }),
    });
    expect(edited.data.state).toBe('published');
    expect((await t.call('blogPost', { params: { id: 'live-and-edited' } })).data.body).toBe('New words.');

    const down = await t.call('unpublishBlogPost', { token: writer.token, params: { id } });
    expect(down.data.state).toBe('unpublished');
    expect(await isPublic('live-and-edited')).toBe(false);
    const twice = await t.call('unpublishBlogPost', { token: writer.token, params: { id } });
    expect(twice.status).toBe(409);
    expect(twice.error?.message).toBe(BLOG_MESSAGES.notPublished);

    const back = await t.call('publishBlogPost', { token: writer.token, params: { id }, body: {} });
    expect(back.data.published_at).toBe(pub.data.published_at);
    expect(await isPublic('live-and-edited')).toBe(true);
  });

  it('a scheduled post shows nowhere public before its time, and everywhere once it has come', async () => {
    const created = await t.call('createBlogPost', { token: writer.token, body: draft({ title: 'Coming on Friday' }) });
    const id = created.data.id;
    const past = await t.call('publishBlogPost', {
      token: writer.token,
      params: { id },
      body: { at: new Date(Date.now() - 60_000).toISOString() },
    });
    expect(past.status).toBe(400);
    expect(past.error?.fields?.at).toBe(BLOG_MESSAGES.publishAtPast);

    const at = new Date(Date.now() + 3 * 24 * 3600_000).toISOString();
    const scheduled = await t.call('publishBlogPost', { token: writer.token, params: { id }, body: { at } });
    expect(scheduled.data).toMatchObject({ state: 'scheduled', published_at: at });
    expect(await isPublic('coming-on-friday')).toBe(false);
    expect((await t.call('staffBlogPost', { token: writer.token, params: { id } })).data.state).toBe('scheduled');

    // Time passes (the clock moved by the row's date: the public reads compare with the database's now()).
    await t.ctx.db.update(blogPosts).set({ published_at: sql`now() - interval '1 second'` }).where(eq(blogPosts.id, id));
    expect(await isPublic('coming-on-friday')).toBe(true);
    expect((await t.call('staffBlogPost', { token: writer.token, params: { id } })).data.state).toBe('published');
  });

  it('uploads a picture re-encoded to WebP without its metadata, and uses it as cover and inline', async () => {
    const photo = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#884422' } })
      .withExif({ IFD0: { Copyright: 'Secret Place', Artist: 'Someone' } })
      .jpeg()
      .toBuffer();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const up = await postFile('/api/v1/admin/blog/images', writer.token, photo);
    expect(up.status).toBe(201);
    expect(up.json.url).toMatch(/^\/storage\/blog\/posts\/.+\.webp$/);
    const stored = Buffer.from(await (await fetch(`${t.url}${up.json.url}`)).arrayBuffer());
    const meta = await sharp(stored).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.exif).toBeUndefined();
    expect(stored.includes('Secret Place')).toBe(false);

    const notImage = await postFile('/api/v1/admin/blog/images', writer.token, Buffer.from('%PDF-1.4 nope'), 'image/jpeg');
    expect(notImage.status).toBeGreaterThanOrEqual(400);
    expect(notImage.status).toBeLessThan(500);

    const withPictures = await t.call('createBlogPost', {
      token: writer.token,
      body: draft({ title: 'With pictures', cover_image_url: up.json.url, body: `Look:\n\n![The studio](${up.json.url})` }),
    });
    await t.call('publishBlogPost', { token: writer.token, params: { id: withPictures.data.id }, body: {} });
    const read = await t.call('blogPost', { params: { id: 'with-pictures' } });
    expect(read.data.cover_image_url).toBe(up.json.url);
    expect(read.data.body).toContain(`![The studio](${up.json.url})`);
  });

  it('deletes a post, and an example post loses its mark once the operator takes it over', async () => {
    const created = await t.call('createBlogPost', { token: writer.token, body: draft({ title: 'Short lived', is_example: true }) });
    expect(created.data.is_example).toBe(true);
    const taken = await t.call('updateBlogPost', {
      token: writer.token,
      params: { id: created.data.id },
      body: draft({ title: 'Short lived' }),
    });
    expect(taken.data.is_example).toBe(false);
    expect((await t.call('deleteBlogPost', { token: writer.token, params: { id: created.data.id } })).data).toEqual({ ok: true });
    expect((await t.call('staffBlogPost', { token: writer.token, params: { id: created.data.id } })).status).toBe(404);
    expect((await t.call('deleteBlogPost', { token: writer.token, params: { id: created.data.id } })).status).toBe(404);
  });

  it('refuses staff without the content permission, members and visitors', async () => {
    const any = (await t.call('staffBlogPosts', { token: writer.token })).data.posts[0]?.id ?? '';
    for (const token of [moderator.token, member.token, undefined]) {
      const want = token ? 403 : 401;
      expect((await t.call('staffBlogPosts', { token })).status).toBe(want);
      expect((await t.call('createBlogPost', { token, body: draft() })).status).toBe(want);
      expect((await t.call('updateBlogPost', { token, params: { id: any }, body: draft() })).status).toBe(want);
      expect((await t.call('publishBlogPost', { token, params: { id: any }, body: {} })).status).toBe(want);
      expect((await t.call('unpublishBlogPost', { token, params: { id: any } })).status).toBe(want);
      expect((await t.call('deleteBlogPost', { token, params: { id: any } })).status).toBe(want);
      if (token) expect((await postFile('/api/v1/admin/blog/images', token, Buffer.from('x'))).status).toBe(403);
    }
    // Nothing they tried changed the post.
    expect((await t.call('staffBlogPost', { token: writer.token, params: { id: any } })).status).toBe(200);
  });
});

describe('the content permission on an existing deployment', () => {
  it('the migration gives it to admins who manage staff, and to nobody else', async () => {
    const [admin, otherAdmin, mod] = await Promise.all([signUpUser(t), signUpUser(t), signUpUser(t)]);
    await t.ctx.db.insert(staffRoles).values([
      { user_id: admin.userId, role: 'admin', permissions: ['staff_management', 'content_moderation'] },
      { user_id: otherAdmin.userId, role: 'admin', permissions: ['content_moderation'] },
      { user_id: mod.userId, role: 'moderator', permissions: ['content_moderation'] },
    ]);
    // The migration's last statement, run as an upgrade runs it (twice: it must not add the permission twice).
    const file = readFileSync(path.join(import.meta.dirname, '../../migrations/0048_blog_desk.sql'), 'utf8');
    const statement = file.split('--> statement-breakpoint').at(-1) ?? '';
    expect(statement).toContain('array_append("permissions", \'content\')');
    await t.ctx.db.execute(sql.raw(statement));
    await t.ctx.db.execute(sql.raw(statement));
    const perms = async (userId: string) =>
      (await t.ctx.db.select().from(staffRoles).where(eq(staffRoles.user_id, userId)))[0]?.permissions;
    expect(await perms(admin.userId)).toEqual(['staff_management', 'content_moderation', 'content']);
    expect(await perms(otherAdmin.userId)).toEqual(['content_moderation']);
    expect(await perms(mod.userId)).toEqual(['content_moderation']);
    // And the desk opens for the admin at once.
    expect((await t.call('staffBlogPosts', { token: admin.token })).status).toBe(200);
  });
});
