import { BLOG_LIMITS, BLOG_MESSAGES } from '@mb/contract/blog';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blogPosts } from '../../src/features/blog/schema.ts';
import { seedBlog } from '../../src/features/blog/seed.ts';
import { SEED_POSTS, SEED_REVISIONS } from '../../src/features/blog/seed-posts.ts';
import { startTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const daysAgo = (n: number) => new Date(Date.now() - n * 24 * 60 * 60 * 1000);

async function addPost(slug: string, v: { status?: 'published' | 'draft'; published_at?: Date | null } = {}) {
  const [row] = await t.ctx.db
    .insert(blogPosts)
    .values({
      slug,
      title: `Post ${slug}`,
      excerpt: `About ${slug}.`,
      body: 'First paragraph.\n\nSecond paragraph with **bold** text.',
      author_name: 'Test Author',
      tags: ['test'],
      status: v.status ?? 'published',
      published_at: v.published_at === undefined ? new Date() : v.published_at,
    })
    .returning();
  if (!row) throw new Error('insert failed');
  return row;
}

describe('blog seed', () => {
  it('writes the launch posts on first start, once', async () => {
    const all = await t.call('blogList', { query: { limit: String(BLOG_LIMITS.pageSizeMax) } });
    expect(all.data.total).toBe(SEED_POSTS.length);
    expect(all.data.posts.map((p) => p.slug).sort()).toEqual(SEED_POSTS.map((p) => p.slug).sort());
    // The product name is filled in; no placeholder leaks.
    expect(JSON.stringify(all.data)).not.toContain('{product}');
    // Running it again (a restart) adds nothing.
    expect(await seedBlog(t.ctx)).toBe(0);
  });

  it('says only what is true: the App Store has shipped, and no example post says it is coming', () => {
    const all = JSON.stringify(SEED_POSTS);
    expect(SEED_POSTS.map((p) => p.slug)).not.toContain('introducing-the-app-store');
    expect(all).not.toMatch(/not open yet|coming to the \[?App Store|introducing-the-app-store/i);
    // Each correction's old words are gone from the seed and its new words are in it.
    for (const r of SEED_REVISIONS) {
      const post = SEED_POSTS.find((p) => p.slug === r.slug);
      expect(post?.[r.field], r.slug).toContain(r.to);
      expect(post?.[r.field], r.slug).not.toContain(r.from);
    }
  });

  it('seeds every post as example content, shown as such', async () => {
    const all = await t.call('blogList', { query: { limit: String(BLOG_LIMITS.pageSizeMax) } });
    expect(all.data.posts.every((p) => p.is_example)).toBe(true);
  });

  it('corrects the wording of a database seeded with the old posts, and leaves an edited post alone', async () => {
    const field = (f: 'title' | 'excerpt' | 'body') => blogPosts[f];
    // Put the old words back, as a database seeded before the correction has them.
    const [first, second] = SEED_REVISIONS;
    if (!first || !second) throw new Error('expected two revisions');
    await t.ctx.db
      .update(blogPosts)
      .set({ [first.field]: sql`replace(${field(first.field)}, ${first.to}, ${first.from})` })
      .where(eq(blogPosts.slug, first.slug));
    const read = async (slug: string) => (await t.ctx.db.select().from(blogPosts).where(eq(blogPosts.slug, slug)))[0];
    expect((await read(first.slug))?.body).toContain(first.from);
    expect(await seedBlog(t.ctx)).toBe(0);
    const fill = (s: string) => s.replaceAll('{product}', t.ctx.config.PRODUCT_NAME);
    const seeded = SEED_POSTS.find((p) => p.slug === first.slug);
    expect((await read(first.slug))?.body).toBe(fill(seeded?.body ?? ''));
    // Applying it again changes nothing.
    const before = await read(first.slug);
    await seedBlog(t.ctx);
    expect((await read(first.slug))?.updated_at).toEqual(before?.updated_at);

    // Staff rewrote the sentence themselves (the second wording is gone): their words stay.
    await t.ctx.db
      .update(blogPosts)
      .set({ body: sql`replace(${blogPosts.body}, ${second.to}, 'Our own words.')` })
      .where(eq(blogPosts.slug, second.slug));
    await seedBlog(t.ctx);
    expect((await read(second.slug))?.body).toContain('Our own words.');
    expect((await read(second.slug))?.body).not.toContain(second.to);
  });

  it('takes the withdrawn App Store example out of a database seeded before, and keeps a post the operator wrote', async () => {
    const oldPost = {
      slug: 'introducing-the-app-store',
      title: 'Coming to the App Store: five tools for running an adult-industry business',
      excerpt: 'The store is not open yet; here is what each app will do.',
      body: 'It is not open yet; this is what we are building.',
      author_name: 'Daniel Okafor, Head of Product',
      status: 'published' as const,
      published_at: daysAgo(4),
    };
    // As the migration left it in a database seeded before issue 31: an example, no staff author.
    await t.ctx.db.insert(blogPosts).values({ ...oldPost, is_example: true });
    expect((await t.call('blogPost', { params: { id: 'introducing-the-app-store' } })).status).toBe(200);
    await seedBlog(t.ctx);
    expect((await t.call('blogPost', { params: { id: 'introducing-the-app-store' } })).status).toBe(404);
    expect(await t.ctx.db.select().from(blogPosts).where(eq(blogPosts.slug, 'introducing-the-app-store'))).toEqual([]);

    // The operator later wrote their own post at that address (not an example): a restart keeps it.
    await t.ctx.db.insert(blogPosts).values({ ...oldPost, title: 'The App Store is open', body: 'All five apps are in the store.' });
    await seedBlog(t.ctx);
    expect((await t.call('blogPost', { params: { id: 'introducing-the-app-store' } })).data.title).toBe('The App Store is open');
    await t.ctx.db.delete(blogPosts).where(eq(blogPosts.slug, 'introducing-the-app-store'));
  });
});

describe('blog list', () => {
  it('lists published posts newest first and hides drafts and scheduled posts', async () => {
    const newest = await addPost('fresh-news', { published_at: new Date(Date.now() - 1000) });
    await addPost('still-a-draft', { status: 'draft', published_at: null });
    await addPost('scheduled-for-tomorrow', { published_at: daysAgo(-1) });
    const r = await t.call('blogList');
    expect(r.status).toBe(200);
    const slugs = r.data.posts.map((p) => p.slug);
    expect(slugs[0]).toBe(newest.slug);
    expect(slugs).not.toContain('still-a-draft');
    expect(slugs).not.toContain('scheduled-for-tomorrow');
    const dates = r.data.posts.map((p) => Date.parse(p.published_at));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    expect(r.data.posts[0]).not.toHaveProperty('body');
    expect(r.data.posts[0]?.reading_minutes).toBeGreaterThanOrEqual(1);
  });

  it('pages through every published post exactly once', async () => {
    const total = (await t.call('blogList')).data.total;
    const seen: string[] = [];
    for (let page = 1; page <= Math.ceil(total / 2); page++) {
      const r = await t.call('blogList', { query: { page: String(page), limit: '2' } });
      expect(r.data.page).toBe(page);
      expect(r.data.has_more).toBe(page * 2 < total);
      seen.push(...r.data.posts.map((p) => p.id));
    }
    expect(seen).toHaveLength(total);
    expect(new Set(seen).size).toBe(total);
    const past = await t.call('blogList', { query: { page: String(Math.ceil(total / 2) + 1), limit: '2' } });
    expect(past.data.posts).toEqual([]);
  });

  it.each([
    [{ limit: '0' }, 'limit'],
    [{ limit: String(BLOG_LIMITS.pageSizeMax + 1) }, 'limit'],
    [{ page: '0' }, 'page'],
    [{ page: 'two' }, 'page'],
  ])('refuses a bad query %o', async (query, field) => {
    const r = await t.call('blogList', { query });
    expect(r.status).toBe(400);
    expect(r.error?.fields?.[field]).toBeTruthy();
  });
});

describe('blog post', () => {
  it('is found by id and by slug (any case), with its body', async () => {
    const row = await addPost('find-me-by-slug');
    const byId = await t.call('blogPost', { params: { id: row.id } });
    expect(byId.status).toBe(200);
    expect(byId.data).toMatchObject({ id: row.id, slug: 'find-me-by-slug', title: 'Post find-me-by-slug', author_name: 'Test Author' });
    expect(byId.data.body).toContain('Second paragraph');
    const bySlug = await t.call('blogPost', { params: { id: 'Find-Me-By-Slug' } });
    expect(bySlug.data.id).toBe(row.id);
  });

  it('is 404 for a draft (by id or slug), a scheduled post and an unknown id or slug', async () => {
    const draft = await addPost('secret-draft', { status: 'draft', published_at: null });
    const scheduled = await addPost('not-yet', { published_at: daysAgo(-2) });
    for (const id of [draft.id, 'secret-draft', scheduled.slug, 'no-such-post', '00000000-0000-4000-8000-000000000000']) {
      const r = await t.call('blogPost', { params: { id } });
      expect(r.status, id).toBe(404);
      expect(r.error).toMatchObject({ code: 'not_found', message: BLOG_MESSAGES.notFound });
    }
  });
});
