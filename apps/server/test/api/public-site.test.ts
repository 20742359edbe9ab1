import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pricingSchema } from '@mb/contract/pricing';
import { PUBLIC_PAGES } from '@mb/contract/site';
import { siteInfoSchema } from '@mb/contract/site-info';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { blogPosts } from '../../src/features/blog/schema.ts';
import { SEED_POSTS } from '../../src/features/blog/seed-posts.ts';
import { profiles } from '../../src/features/profiles/schema.ts';
import { platformSettings } from '../../src/features/staff/schema.ts';
import { loadConfig, repoRoot } from '../../src/platform/config.ts';
import type { AppContext } from '../../src/platform/context.ts';
import { closeContext, createContext } from '../../src/platform/context.ts';
import { freshDatabase } from '../helpers/test-app.ts';

// The public site's server side: per-path meta in index.html, crawler files, lightweight pages and
// the public configuration routes. The web app's real index.html template is served from a temp dir,
// so these tests do not depend on a web build.

const PUBLIC_URL = 'https://models.example.org';
let app: FastifyInstance;
let ctx: AppContext;
let base: string;
let webDir: string;
let drop: () => Promise<void>;

beforeAll(async () => {
  const fresh = await freshDatabase();
  drop = fresh.drop;
  webDir = mkdtempSync(path.join(os.tmpdir(), 'mb-web-'));
  copyFileSync(path.join(repoRoot(), 'apps/web/index.html'), path.join(webDir, 'index.html'));
  const config = loadConfig(
    {},
    { NODE_ENV: 'test', HOST: '127.0.0.1', LOG_LEVEL: 'silent', DATA_DIR: fresh.dataDir, PUBLIC_URL, PRODUCT_NAME: 'Velvet Rope' },
  );
  ctx = await createContext({ ...config, webDist: webDir }, { database: fresh.database, log: pino({ level: 'silent' }) });
  app = await buildApp(ctx);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const addr = app.server.address();
  base = `http://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}`;
});
afterAll(async () => {
  await app.close();
  await closeContext(ctx);
  await drop();
  rmSync(webDir, { recursive: true, force: true });
});

const get = async (p: string) => {
  const res = await fetch(base + p);
  return { status: res.status, headers: res.headers, text: await res.text() };
};
const attr = (doc: string, selector: RegExp) => selector.exec(doc)?.[1];
const metaContent = (doc: string, key: string) => attr(doc, new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`));

describe('per-path meta in index.html', () => {
  it('gives /pricing its own title, description, Open Graph and Twitter tags', async () => {
    const r = await get('/pricing');
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toContain('text/html');
    expect(attr(r.text, /<title>([^<]*)<\/title>/)).toBe('Pricing | Velvet Rope');
    expect(r.text.match(/<title>/g)).toHaveLength(1);
    const page = PUBLIC_PAGES.find((p) => p.path === '/pricing');
    expect(metaContent(r.text, 'description')).toBe(page?.description);
    expect(r.text.match(/<meta name="description"/g)).toHaveLength(1);
    expect(metaContent(r.text, 'og:title')).toBe('Pricing | Velvet Rope');
    expect(metaContent(r.text, 'og:description')).toBe(page?.description);
    expect(metaContent(r.text, 'og:url')).toBe(`${PUBLIC_URL}/pricing`);
    expect(metaContent(r.text, 'twitter:card')).toBe('summary');
    expect(r.text).toContain(`<link rel="canonical" href="${PUBLIC_URL}/pricing" />`);
    expect(r.text).not.toContain('noindex');
    // The app itself is still there.
    expect(r.text).toContain('<div id="root"><!--app--></div>');
  });

  it('gives every catalogued public page its own title', async () => {
    const titles = new Set<string>();
    for (const p of PUBLIC_PAGES) {
      const r = await get(p.path);
      expect(r.status, p.path).toBe(200);
      const title = attr(r.text, /<title>([^<]*)<\/title>/) ?? '';
      expect(title, p.path).toContain('Velvet Rope');
      expect(title, p.path).not.toContain('{product}');
      titles.add(title);
    }
    expect(titles.size).toBe(PUBLIC_PAGES.length);
  });

  it('uses a blog post’s title and excerpt, found by slug', async () => {
    const seed = SEED_POSTS[0]!;
    const r = await get(`/blog/${seed.slug}`);
    expect(r.status).toBe(200);
    expect(attr(r.text, /<title>([^<]*)<\/title>/)).toBe(`${seed.title} | Velvet Rope`);
    expect(metaContent(r.text, 'og:title')).toBe(`${seed.title} | Velvet Rope`);
    expect(metaContent(r.text, 'og:type')).toBe('article');
    expect(metaContent(r.text, 'og:url')).toBe(`${PUBLIC_URL}/blog/${seed.slug}`);
    expect(metaContent(r.text, 'description')).toBe(seed.excerpt.replaceAll('{product}', 'Velvet Rope'));
  });

  it('escapes a post title so it cannot inject markup', async () => {
    await ctx.db.insert(blogPosts).values({
      slug: 'tricky-title',
      title: '</title><script>alert(1)</script> & "quotes"',
      excerpt: '"><img src=x onerror=alert(1)>',
      body: 'Body.',
      author_name: 'Someone',
      status: 'published',
      published_at: new Date(),
    });
    const r = await get('/blog/tricky-title');
    expect(r.text).not.toContain('<script>alert(1)</script>');
    expect(r.text).not.toContain('<img src=x');
    expect(attr(r.text, /<title>([^<]*)<\/title>/)).toBe(
      '&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;quotes&quot; | Velvet Rope',
    );
  });

  it('answers an unknown or draft post with 404, a not-found title and noindex (the app still loads)', async () => {
    await ctx.db
      .insert(blogPosts)
      .values({ slug: 'hidden-draft', title: 'Hidden', excerpt: 'x', body: 'x', author_name: 'x', status: 'draft' });
    for (const p of ['/blog/no-such-post', '/blog/hidden-draft']) {
      const r = await get(p);
      expect(r.status, p).toBe(404);
      expect(attr(r.text, /<title>([^<]*)<\/title>/)).toBe('Post not found | Velvet Rope');
      expect(metaContent(r.text, 'robots')).toBe('noindex');
      expect(r.text).toContain('<div id="root"><!--app--></div>');
    }
  });

  it('keeps app-only pages out of search results and leaves other paths to the app', async () => {
    const dash = await get('/dashboard');
    expect(dash.status).toBe(200);
    expect(metaContent(dash.text, 'robots')).toBe('noindex');
    expect(attr(dash.text, /<title>([^<]*)<\/title>/)).toBe('Velvet Rope');
    // /{slug} is a member's public profile: an unknown one is a real 404, an existing one is indexable.
    expect((await get('/some-creator')).status).toBe(404);
    const json = { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.77' };
    const signUp = await fetch(`${base}/api/v1/auth/signup`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ email: 'meta-creator@example.test', password: 'Velvet-Rope-meta-1' }),
    });
    const { access_token } = (await signUp.json()) as { access_token: string };
    const named = await fetch(`${base}/api/v1/profiles/me`, {
      method: 'PATCH',
      headers: { ...json, authorization: `Bearer ${access_token}` },
      body: JSON.stringify({ username: 'some-creator' }),
    });
    expect(named.status).toBe(200);
    const profile = await get('/some-creator');
    expect(profile.status).toBe(200);
    expect(profile.text).not.toContain('noindex');
  });

  it('answers any path that is no page with a real 404 and the app (which shows Page Not Found)', async () => {
    for (const p of ['/a/b/c/deep', '/no/such/page', '/settings/nothing', '/blog/a/b', '/me']) {
      const r = await get(p);
      expect(r.status, p).toBe(404);
      expect(r.headers.get('content-type'), p).toContain('text/html');
      expect(r.text, p).toContain('<div id="root"><!--app--></div>');
    }
    const head = await fetch(`${base}/a/b/c/deep`, { method: 'HEAD' });
    expect(head.status).toBe(404);
  });

  it('an unknown dotted username is the app’s Not Found page; a missing file is a plain 404', async () => {
    for (const p of ['/no.such.member', '/jane.doe', '/model/no.such.member']) {
      const r = await get(p);
      expect(r.headers.get('content-type'), p).toContain('text/html');
      expect(r.text, p).toContain('<div id="root"><!--app--></div>');
    }
    expect((await get('/no.such.member')).status).toBe(404);
    for (const p of ['/assets/missing-abc123.js', '/missing.css', '/nothing.png']) {
      const r = await get(p);
      expect(r.status, p).toBe(404);
      expect(r.headers.get('content-type'), p).toContain('application/json');
    }
  });

  it('keeps 200 for the pages of the table, deep ones too', async () => {
    await ctx.db.insert(blogPosts).values({
      slug: 'some-post',
      title: 'Some post',
      excerpt: 'x',
      body: 'x',
      author_name: 'x',
      status: 'published',
      published_at: new Date(),
    });
    for (const p of [
      '/',
      '/pricing/',
      '/blog/some-post',
      '/settings',
      '/settings?tab=pro-subscription',
      '/profile/edit',
      '/collab/7/chat',
      '/app/mb-events/manage/42',
      '/business/register',
      '/auth/reset-password?token=abc',
    ]) {
      expect((await get(p)).status, p).toBe(200);
    }
  });

  it('answers HEAD for a page (link checkers) with the HTML headers', async () => {
    const res = await fetch(`${base}/pricing`, { method: 'HEAD' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
  });

  it('never serves the raw template', async () => {
    const r = await get('/index.html');
    expect(r.text).not.toContain('%PRODUCT_NAME%');
  });
});

describe("a member's page meta (/{username}, /model/{identifier})", () => {
  const json = { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.78' };
  /** A member with a username and these profile fields, written straight to the row (the page meta is under test, not the editor). */
  async function member(username: string, fields: Partial<typeof profiles.$inferInsert> = {}) {
    const res = await fetch(`${base}/api/v1/auth/signup`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ email: `${username}@example.test`, password: 'Velvet-Rope-meta-2' }),
    });
    const { user } = (await res.json()) as { user: { id: string } };
    await ctx.db
      .update(profiles)
      .set({ username, ...fields })
      .where(eq(profiles.id, user.id));
    return user.id;
  }
  const title = (doc: string) => attr(doc, /<title>([^<]*)<\/title>/);
  const canonical = (doc: string) => attr(doc, /<link rel="canonical" href="([^"]*)"/);

  it('names the member: title, bio snippet, canonical and og:url at PUBLIC_URL/{username}, the approved avatar, og:type profile', async () => {
    const bio = `Fetish and editorial model. ${'Available for bookings across Europe. '.repeat(6)}`;
    await member('ruby.vale', {
      display_name: 'Ruby Vale',
      bio,
      location: 'Berlin',
      avatar_url: '/storage/avatars/pending-new.webp',
      avatar_approved_url: '/storage/avatars/approved.webp',
    });
    const r = await get('/Ruby.Vale');
    expect(r.status).toBe(200);
    expect(title(r.text)).toBe('Ruby Vale (@ruby.vale) · Creator / model | Velvet Rope');
    expect(metaContent(r.text, 'og:title')).toBe('Ruby Vale (@ruby.vale) · Creator / model | Velvet Rope');
    const description = metaContent(r.text, 'description') ?? '';
    expect(description.startsWith('Fetish and editorial model. Available for bookings across Europe.')).toBe(true);
    expect(description.length).toBeLessThanOrEqual(160);
    expect(description.endsWith('…')).toBe(true);
    expect(canonical(r.text)).toBe(`${PUBLIC_URL}/ruby.vale`);
    expect(metaContent(r.text, 'og:url')).toBe(`${PUBLIC_URL}/ruby.vale`);
    expect(metaContent(r.text, 'og:type')).toBe('profile');
    // The approved avatar, never one still waiting for a moderator.
    expect(metaContent(r.text, 'og:image')).toBe(`${PUBLIC_URL}/storage/avatars/approved.webp`);
    expect(r.text).not.toContain('noindex');
    expect(r.headers.get('x-robots-tag')).toBeNull();
  });

  /** The page's JSON-LD documents (schema.org structured data in the head). */
  const jsonLd = (doc: string) =>
    [...doc.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map(
      (m) => JSON.parse(m[1] ?? '') as Record<string, unknown> & { mainEntity?: { '@type'?: string } },
    );

  it('gives a public profile a ProfilePage with its Person and a BreadcrumbList; member text cannot close the script', async () => {
    const id = await member('jade.ld', {
      display_name: 'Jade </script><script>alert(1)</script>',
      bio: 'Editorial & fine-art.',
      location: 'Lisbon',
      avatar_approved_url: '/storage/avatars/jade.webp',
    });
    const r = await get('/jade.ld');
    expect(r.text).not.toContain('<script>alert(1)');
    const head = r.text.slice(0, r.text.indexOf('</head>'));
    const [page, crumbs] = jsonLd(head);
    expect(page).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'ProfilePage',
      url: `${PUBLIC_URL}/jade.ld`,
      mainEntity: {
        '@type': 'Person',
        name: 'Jade </script><script>alert(1)</script>',
        alternateName: '@jade.ld',
        identifier: id,
        image: `${PUBLIC_URL}/storage/avatars/jade.webp`,
        description: 'Editorial & fine-art.',
        address: { '@type': 'PostalAddress', addressLocality: 'Lisbon' },
      },
    });
    expect(crumbs).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Velvet Rope', item: `${PUBLIC_URL}/` },
        { '@type': 'ListItem', position: 2, name: 'Jade </script><script>alert(1)</script>' },
      ],
    });
    // A studio is an Organization; a noindex member and /model/… pages carry none.
    await member('studio.ld', { display_name: 'Studio LD', profile_type: 'studio' });
    expect(jsonLd((await get('/studio.ld')).text)[0]?.mainEntity?.['@type']).toBe('Organization');
    await member('hidden.ld', { display_name: 'Hidden LD', noindex: true });
    expect(jsonLd((await get('/hidden.ld')).text)).toEqual([]);
    expect(jsonLd((await get('/model/jade.ld')).text)).toEqual([]);
  });

  it('without a bio: a sentence from type and location; without an approved avatar: no picture', async () => {
    await member('studio.north', { display_name: 'North Studio', profile_type: 'studio', location: 'Prague' });
    const r = await get('/studio.north');
    expect(title(r.text)).toBe('North Studio (@studio.north) · Studio | Velvet Rope');
    expect(metaContent(r.text, 'description')).toBe(
      'North Studio is on Velvet Rope: studio based in Prague. See their portfolio, credits and links.',
    );
    expect(metaContent(r.text, 'og:image')).toBeUndefined();
  });

  it('honours noindex: robots meta and X-Robots-Tag', async () => {
    await member('quiet.one', { display_name: 'Quiet One', noindex: true });
    const r = await get('/quiet.one');
    expect(r.status).toBe(200);
    expect(title(r.text)).toBe('Quiet One (@quiet.one) · Creator / model | Velvet Rope');
    expect(metaContent(r.text, 'robots')).toBe('noindex');
    expect(r.headers.get('x-robots-tag')).toBe('noindex');
  });

  it('keeps members-only and unknown profiles generic: 404, the product title, noindex, nothing about the member', async () => {
    await member('members_only', { display_name: 'Hidden Person', bio: 'Secret bio', visibility: 'members' });
    for (const p of ['/members_only', '/nobody-here']) {
      const r = await get(p);
      expect(r.status, p).toBe(404);
      expect(title(r.text), p).toBe('Velvet Rope');
      expect(metaContent(r.text, 'robots'), p).toBe('noindex');
      expect(r.text, p).not.toContain('Hidden Person');
      expect(r.text, p).not.toContain('Secret bio');
    }
    const model = await get('/model/members_only');
    expect(model.status).toBe(200);
    expect(title(model.text)).toBe('Velvet Rope');
    expect(model.text).not.toContain('Hidden Person');
  });

  it('/model/{username or id} names the member for link previews, with the canonical at /{username} and noindex itself', async () => {
    const id = await member('model.page', { display_name: 'Model Page' });
    for (const p of ['/model/model.page', `/model/${id}`]) {
      const r = await get(p);
      expect(r.status, p).toBe(200);
      expect(title(r.text), p).toBe('Model Page (@model.page) · Creator / model | Velvet Rope');
      expect(canonical(r.text), p).toBe(`${PUBLIC_URL}/model.page`);
      expect(metaContent(r.text, 'robots'), p).toBe('noindex');
    }
  });
});

describe('sitemap.xml and robots.txt', () => {
  it('lists every public page and live post with absolute PUBLIC_URL addresses, and no drafts', async () => {
    const r = await get('/sitemap.xml');
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toContain('application/xml');
    expect(r.text.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(r.text).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const locs = [...r.text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    for (const p of PUBLIC_PAGES.filter((x) => x.listed)) expect(locs).toContain(`${PUBLIC_URL}${p.path}`);
    for (const s of SEED_POSTS) expect(locs).toContain(`${PUBLIC_URL}/blog/${s.slug}`);
    expect(locs).not.toContain(`${PUBLIC_URL}/blog/hidden-draft`);
    expect(locs).not.toContain(`${PUBLIC_URL}/dashboard`);
    expect(locs.every((l) => l?.startsWith(PUBLIC_URL))).toBe(true);
  });

  it('robots.txt disallows the app-only areas and points to the sitemap', async () => {
    const r = await get('/robots.txt');
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toContain('text/plain');
    const lines = r.text.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    for (const p of ['/dashboard', '/settings', '/messages', '/admin', '/moderation']) {
      expect(lines).toContain(`Disallow: ${p}$`);
      expect(lines).toContain(`Disallow: ${p}/`);
    }
    expect(lines).toContain('Disallow: /api/');
    expect(lines).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
    expect(lines).not.toContain('Disallow: /');
  });
});

describe('lightweight pages', () => {
  it.each([
    ['/amp', 'The professional network for the adult industry.', `${PUBLIC_URL}/`],
    ['/amp/pricing', 'Free to join. Pay for what grows your business.', `${PUBLIC_URL}/pricing`],
    ['/amp/network', 'Find the right people, and know they are who they say they are.', `${PUBLIC_URL}/amp/network`],
  ])('%s is server-rendered HTML with no script, inline CSS, a canonical link and the 18+ notice', async (p, heading, canonical) => {
    const r = await get(p);
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toContain('text/html');
    expect(r.text).toMatch(/^<!doctype html>/i);
    expect(r.text).not.toMatch(/<script/i);
    expect(r.text).not.toMatch(/\son[a-z]+=/i);
    expect(r.text).toContain('<style>');
    expect(r.text).toContain(`<h1>${heading}</h1>`);
    expect(r.text).toContain(`<link rel="canonical" href="${canonical}" />`);
    expect(r.text).toContain('18+ only.');
    expect(r.text).toContain('Velvet Rope');
    const csp = r.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'none'");
    expect(csp).not.toContain('script-src');
  });

  it('answers unknown /amp paths with a real 404: a script-free page, never the app shell', async () => {
    for (const p of ['/amp/nothing', '/amp/pricing/x', '/amp//pricing', '/amp/network/more/']) {
      const r = await get(p);
      expect(r.status, p).toBe(404);
      expect(r.text, p).toContain('Page Not Found');
      expect(r.text, p).not.toContain('<div id="root"><!--app--></div>');
      expect(r.text, p).not.toMatch(/<script/i);
      expect(r.headers.get('content-security-policy'), p).toContain("default-src 'none'");
    }
    for (const [p, to] of [
      ['/amp/', '/amp'],
      ['/amp/pricing/', '/amp/pricing'],
      ['/amp/network//?utm=x', '/amp/network?utm=x'],
    ] as const) {
      const r = await fetch(base + p, { redirect: 'manual' });
      expect(r.status, p).toBe(301);
      expect(r.headers.get('location'), p).toBe(to);
    }
  });

  it('/amp lists the latest posts and /amp/pricing shows the configured prices', async () => {
    const home = await get('/amp');
    expect(home.text).toContain(`href="/blog/${SEED_POSTS[0]?.slug}"`);
    const pricing = await get('/amp/pricing');
    expect(pricing.text).toContain('$14.99');
    expect(pricing.text).toContain('>Pro<');
    expect(pricing.text).not.toContain('Creator Pro');
    expect(pricing.text).toContain('href="/pricing"');
  });
});

describe('public configuration', () => {
  it('serves the plans with prices in minor units', async () => {
    const res = await fetch(`${base}/api/v1/pricing`);
    expect(res.status).toBe(200);
    const body = pricingSchema.parse(await res.json());
    expect(body.currency).toBe('USD');
    const pro = body.plans.find((p) => p.id === 'creator-pro');
    expect(pro).toMatchObject({ monthly_cents: 1499, yearly_cents: 14900, audience: 'creator' });
    expect(body.plans.map((p) => p.audience)).toEqual(expect.arrayContaining(['creator', 'business', 'enterprise']));
  });

  it('serves company details with addresses on the PUBLIC_URL domain', async () => {
    const body = siteInfoSchema.parse(await (await fetch(`${base}/api/v1/site`)).json());
    expect(body.product_name).toBe('Velvet Rope');
    expect(body.company_name).toBe('Velvet Rope');
    expect(body.company_address).toBeNull();
    expect(body.emails.dmca).toBe('dmca@models.example.org');
    expect(body.emails.careers).toBe('careers@models.example.org');
  });

  it('names no legal detail and no outside link that is not configured, and the built-in hub by default', async () => {
    const body = siteInfoSchema.parse(await (await fetch(`${base}/api/v1/site`)).json());
    expect(Object.values(body.legal).every((v) => v === null)).toBe(true);
    expect(body.links).toEqual({ documentation: null, support: null, roadmap: null, compliance_hub: '/hub/' });
  });

  it('links the external hub that /admin/platforms names, and the built-in one again once it is cleared', async () => {
    await ctx.db.insert(platformSettings).values({ key: 'compliance_hub_base_url', value: 'https://hub.velvet.example/' });
    try {
      const body = siteInfoSchema.parse(await (await fetch(`${base}/api/v1/site`)).json());
      expect(body.links.compliance_hub).toBe('https://hub.velvet.example');
    } finally {
      await ctx.db.delete(platformSettings).where(eq(platformSettings.key, 'compliance_hub_base_url'));
    }
    const after = siteInfoSchema.parse(await (await fetch(`${base}/api/v1/site`)).json());
    expect(after.links.compliance_hub).toBe('/hub/');
  });
});
