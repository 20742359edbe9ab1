import { BIOLINK_ICON_SHAPES } from '@mb/contract/biolink-icons';
import { detectBioLinkIcon } from '@mb/contract/biolinks';
import { PORTFOLIO_LIMITS, PORTFOLIO_MESSAGES } from '@mb/contract/portfolio';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles } from '../../src/features/profiles/schema.ts';
import { newUsername } from '../helpers/profiles.ts';
import { signUpUser, startTestApp, type TestApp } from '../helpers/test-app.ts';

// Bio links (issue 10): the owner's page over the API, the server-rendered /biolink/{slug} page (no
// script, its own CSP, 18+ gate by link, 404 page), and clicks counted by the /go/ redirect without
// cookies, prefetches or HEAD requests.

const PUBLIC_URL = 'https://models.example.org';
let t: TestApp;

beforeAll(async () => {
  t = await startTestApp({ PUBLIC_URL, PRODUCT_NAME: 'Velvet Rope' });
});
afterAll(() => t.close());

let n = 0;
const slugOf = (prefix = 'page') => `${prefix}-${Date.now().toString(36)}${n++}`;

async function member(opts: { displayName?: string; noindex?: boolean; visibility?: 'public' | 'members' } = {}) {
  const u = await signUpUser(t);
  const username = newUsername('bio');
  const r = await t.call('updateMyProfile', {
    token: u.token,
    body: {
      username,
      display_name: opts.displayName ?? 'Scarlet Vance',
      noindex: opts.noindex ?? false,
      visibility: opts.visibility ?? 'public',
    },
  });
  expect(r.status).toBe(200);
  return { ...u, username };
}

const samplePage = (
  slug: string,
  links: { id?: string; label: string; url: string }[] = [{ label: 'My Instagram', url: 'https://www.instagram.com/scarlet' }],
) => ({
  slug,
  title: 'Model & creator',
  theme_color: '#E11D48',
  adult_gate: false,
  links,
});

const get = (path: string, headers: Record<string, string> = {}) => fetch(t.url + path, { headers, redirect: 'manual' });

describe('saving a bio link page', () => {
  it('creates, reads back with detected icons, replaces in order keeping click counts, and deletes', async () => {
    const m = await member();
    expect((await t.call('myBioLink', { token: m.token })).data).toEqual({ page: null });
    const slug = slugOf();
    const saved = await t.call('saveBioLink', {
      token: m.token,
      body: samplePage(slug, [
        { label: 'Instagram', url: 'https://instagram.com/scarlet' },
        { label: 'OnlyFans', url: 'https://onlyfans.com/scarlet' },
        { label: 'Mail me', url: 'mailto:scarlet@example.test' },
        { label: 'Shop', url: 'https://scarlet.example.org/shop' },
      ]),
    });
    expect(saved.status).toBe(200);
    expect(saved.data.url).toBe(`${PUBLIC_URL}/biolink/${slug}`);
    expect(saved.data.theme_color).toBe('#e11d48');
    expect(saved.data.links.map((l) => [l.label, l.icon, l.position, l.clicks])).toEqual([
      ['Instagram', 'instagram', 0, 0],
      ['OnlyFans', 'onlyfans', 1, 0],
      ['Mail me', 'email', 2, 0],
      ['Shop', 'website', 3, 0],
    ]);
    const [insta, , mail] = saved.data.links;
    // A click on Instagram, then a reorder that drops the shop and adds one.
    expect((await get(`/biolink/${slug}/go/${insta?.id}`)).status).toBe(302);
    const again = await t.call('saveBioLink', {
      token: m.token,
      body: samplePage(slug, [
        { id: mail?.id as string, label: 'E-mail', url: 'mailto:scarlet@example.test' },
        { id: insta?.id as string, label: 'Instagram', url: 'https://instagram.com/scarlet' },
        { label: 'Twitch', url: 'https://www.twitch.tv/scarlet' },
      ]),
    });
    expect(again.data.links.map((l) => [l.label, l.icon, l.clicks])).toEqual([
      ['E-mail', 'email', 0],
      ['Instagram', 'instagram', 1],
      ['Twitch', 'twitch', 0],
    ]);
    expect(again.data.links[1]?.id).toBe(insta?.id);
    expect((await t.call('myBioLink', { token: m.token })).data.page?.links).toEqual(again.data.links);

    expect((await t.call('deleteBioLink', { token: m.token })).status).toBe(200);
    expect((await t.call('myBioLink', { token: m.token })).data).toEqual({ page: null });
    expect((await get(`/biolink/${slug}`)).status).toBe(404);
  });

  it('ignores link ids that are not the member’s own: they become new links', async () => {
    const a = await member();
    const b = await member();
    const pa = await t.call('saveBioLink', { token: a.token, body: samplePage(slugOf()) });
    const foreignId = pa.data.links[0]?.id as string;
    const pb = await t.call('saveBioLink', {
      token: b.token,
      body: samplePage(slugOf(), [{ id: foreignId, label: 'Taken over?', url: 'https://x.com/b' }]),
    });
    expect(pb.status).toBe(200);
    expect(pb.data.links[0]?.id).not.toBe(foreignId);
    expect(pb.data.links[0]?.icon).toBe('x');
    // A's link is untouched.
    expect((await t.call('myBioLink', { token: a.token })).data.page?.links[0]).toMatchObject({ id: foreignId, label: 'My Instagram' });
  });

  it('refuses a taken, reserved or malformed address, a bad colour, bad URLs and more than 20 links, keeping the saved page', async () => {
    const a = await member();
    const b = await member();
    const slug = slugOf('taken');
    expect((await t.call('saveBioLink', { token: a.token, body: samplePage(slug) })).status).toBe(200);
    const taken = await t.call('saveBioLink', { token: b.token, body: samplePage(slug.toUpperCase()) });
    expect(taken.status).toBe(409);
    expect(taken.error?.fields).toEqual({ slug: PORTFOLIO_MESSAGES.bioLinkSlugTaken });
    for (const word of ['admin', 'settings', 'biolink', 'support', 'api']) {
      const r = await t.call('saveBioLink', { token: b.token, body: samplePage(word) });
      expect(r.status, word).toBe(400);
      expect(r.error?.fields?.slug, word).toBe(PORTFOLIO_MESSAGES.bioLinkSlugReserved);
    }
    for (const bad of ['ab', '-lead', 'trail-', 'under_score', 'a'.repeat(41), 'spa ce']) {
      const r = await t.call('saveBioLink', { token: b.token, body: samplePage(bad) });
      expect(r.status, bad).toBe(400);
      expect(r.error?.fields?.slug, bad).toMatch(/3-40 characters/);
    }
    const colour = await t.call('saveBioLink', { token: b.token, body: { ...samplePage(slugOf()), theme_color: 'red' } });
    expect(colour.error?.fields?.theme_color).toBe(PORTFOLIO_MESSAGES.invalidColor);
    for (const url of ['javascript:alert(1)', 'ftp://example.org', 'data:text/html,hi', 'https://', 'not a url', 'mailto:nobody']) {
      const r = await t.call('saveBioLink', { token: b.token, body: samplePage(slugOf(), [{ label: 'Bad', url }]) });
      expect(r.status, url).toBe(400);
      expect(r.error?.fields?.['links.0.url'], url).toBe(PORTFOLIO_MESSAGES.invalidUrl);
    }
    const many = Array.from({ length: PORTFOLIO_LIMITS.bioLinksMax + 1 }, (_, i) => ({
      label: `Link ${i}`,
      url: `https://example.org/${i}`,
    }));
    const tooMany = await t.call('saveBioLink', { token: a.token, body: samplePage(slug, many) });
    expect(tooMany.status).toBe(400);
    expect(tooMany.error?.fields?.links).toBe(PORTFOLIO_MESSAGES.bioLinkTooMany);
    // Exactly 20 is fine; the refusals above changed nothing of a's page.
    expect((await t.call('myBioLink', { token: a.token })).data.page?.links.map((l) => l.label)).toEqual(['My Instagram']);
    const twenty = await t.call('saveBioLink', { token: a.token, body: samplePage(slug, many.slice(0, 20)) });
    expect(twenty.data.links).toHaveLength(20);
  });

  it('lets a member move to a new address, freeing the old one', async () => {
    const a = await member();
    const b = await member();
    const first = slugOf('move');
    await t.call('saveBioLink', { token: a.token, body: samplePage(first) });
    expect((await t.call('saveBioLink', { token: a.token, body: samplePage(slugOf('moved')) })).status).toBe(200);
    expect((await get(`/biolink/${first}`)).status).toBe(404);
    expect((await t.call('saveBioLink', { token: b.token, body: samplePage(first) })).status).toBe(200);
  });

  it('detects icons from the host, subdomains included, and never from the path', () => {
    const cases: [string, string][] = [
      ['https://www.instagram.com/a', 'instagram'],
      ['https://twitter.com/a', 'x'],
      ['https://x.com/a', 'x'],
      ['https://vm.tiktok.com/a', 'tiktok'],
      ['https://youtu.be/a', 'youtube'],
      ['https://m.youtube.com/a', 'youtube'],
      ['https://onlyfans.com/a', 'onlyfans'],
      ['https://fansly.com/a', 'fansly'],
      ['https://www.patreon.com/a', 'patreon'],
      ['https://twitch.tv/a', 'twitch'],
      ['https://old.reddit.com/u/a', 'reddit'],
      ['https://t.me/a', 'telegram'],
      ['https://snapchat.com/add/a', 'snapchat'],
      ['https://facebook.com/a', 'facebook'],
      ['https://www.linkedin.com/in/a', 'linkedin'],
      ['mailto:a@example.org', 'email'],
      ['https://example.org/instagram.com', 'website'],
      ['https://instagram.com.evil.example/a', 'website'],
      ['https://notinstagram.com/a', 'website'],
      ['https://instagram.com@evil.example/', 'website'],
      ['not a url', 'link'],
    ];
    for (const [url, icon] of cases) expect(detectBioLinkIcon(url), url).toBe(icon);
    for (const shape of Object.values(BIOLINK_ICON_SHAPES)) expect(shape.body).not.toMatch(/<script|on\w+=/i);
  });
});

describe('the /biolink/{slug} page', () => {
  it('is server-rendered with no script, a strict CSP, short caching and the owner’s card and links', async () => {
    const m = await member({ displayName: 'Scarlet <b>Vance</b>' });
    const slug = slugOf();
    const page = await t.call('saveBioLink', {
      token: m.token,
      body: samplePage(slug, [
        { label: 'Fans <script>alert(1)</script>', url: 'https://onlyfans.com/scarlet' },
        { label: 'Site', url: 'https://scarlet.example.org' },
      ]),
    });
    const res = await get(`/biolink/${slug}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
    expect(res.headers.get('content-security-policy')).toMatch(/default-src 'none'/);
    expect(res.headers.get('content-security-policy')).not.toMatch(/script-src/);
    expect(res.headers.get('cache-control')).toBe('public, max-age=60');
    expect(res.headers.get('set-cookie')).toBeNull();
    expect(res.headers.get('x-robots-tag')).toBeNull();
    const body = await res.text();
    expect(body).not.toMatch(/<script/i);
    expect(body).not.toContain('/assets/');
    expect(body).toContain('Fans &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(body).toContain('Scarlet &lt;b&gt;Vance&lt;/b&gt;');
    expect(body).toContain(`<title>Scarlet &lt;b&gt;Vance&lt;/b&gt; – Model &amp; creator | Velvet Rope</title>`);
    expect(body).toContain(`<link rel="canonical" href="${PUBLIC_URL}/biolink/${slug}" />`);
    expect(body).toContain(`<meta property="og:url" content="${PUBLIC_URL}/biolink/${slug}" />`);
    expect(body).not.toContain('name="robots"');
    for (const l of page.data.links) expect(body).toContain(`href="/biolink/${slug}/go/${l.id}"`);
    // The profile link says where the visit came from (profile analytics, issue 35).
    expect(body).toContain(`href="/${m.username}?via=bio_link"`);
    expect(body).toContain('--theme:#e11d48');
    // The target addresses themselves are not on the page (clicks go through the counter).
    expect(body).not.toContain('onlyfans.com/scarlet');
    expect(body).toContain('/default-avatar.svg');
  });

  it('counts a view per visit, not for HEAD or prefetches', async () => {
    const m = await member();
    const slug = slugOf();
    await t.call('saveBioLink', { token: m.token, body: samplePage(slug) });
    await get(`/biolink/${slug}`);
    await get(`/biolink/${slug}`, { purpose: 'prefetch' });
    await get(`/biolink/${slug}`, { 'sec-purpose': 'prefetch;prerender' });
    expect((await fetch(`${t.url}/biolink/${slug}`, { method: 'HEAD' })).status).toBe(200);
    expect((await t.call('myBioLink', { token: m.token })).data.page?.views).toBe(1);
  });

  it('says noindex when the member asked for it', async () => {
    const m = await member({ noindex: true });
    const slug = slugOf();
    await t.call('saveBioLink', { token: m.token, body: samplePage(slug) });
    const res = await get(`/biolink/${slug}`);
    expect(res.headers.get('x-robots-tag')).toBe('noindex');
    expect(await res.text()).toContain('<meta name="robots" content="noindex" />');
  });

  it('shows the 18+ gate first, and the links behind its ?adult=1 link, without cookies', async () => {
    const m = await member();
    const slug = slugOf();
    const saved = await t.call('saveBioLink', { token: m.token, body: { ...samplePage(slug), adult_gate: true } });
    const gate = await get(`/biolink/${slug}`);
    const gateHtml = await gate.text();
    expect(gate.status).toBe(200);
    expect(gateHtml).toContain(PORTFOLIO_MESSAGES.adultGateText);
    expect(gateHtml).toContain(`href="/biolink/${slug}?adult=1"`);
    expect(gateHtml).not.toContain('/go/');
    const open = await get(`/biolink/${slug}?adult=1`);
    expect(open.headers.get('set-cookie')).toBeNull();
    expect(await open.text()).toContain(`/biolink/${slug}/go/${saved.data.links[0]?.id}`);
    // The gate and its confirmation are one visit.
    expect((await t.call('myBioLink', { token: m.token })).data.page?.views).toBe(1);
  });

  it('answers unknown addresses with a script-free 404 page, and a trailing slash with a redirect', async () => {
    for (const p of ['/biolink/nobody-here', '/biolink/x', '/biolink', '/biolink/a/b', '/biolink/%00', '/biolink/UPPER_case!']) {
      const res = await get(p);
      expect(res.status, p).toBe(404);
      const body = await res.text();
      expect(body, p).toContain(PORTFOLIO_MESSAGES.bioLinkNotFound);
      expect(body, p).not.toMatch(/<script/i);
      expect(res.headers.get('content-security-policy'), p).toMatch(/default-src 'none'/);
    }
    const m = await member();
    const slug = slugOf();
    await t.call('saveBioLink', { token: m.token, body: samplePage(slug) });
    const slash = await get(`/biolink/${slug}/?adult=1`);
    expect(slash.status).toBe(301);
    expect(slash.headers.get('location')).toBe(`/biolink/${slug}?adult=1`);
    // Upper case finds the page too.
    expect((await get(`/biolink/${slug.toUpperCase()}`)).status).toBe(200);
  });
});

describe('clicks', () => {
  it('counts a GET click and redirects with 302, no cookie, not cached; prefetch and HEAD redirect without counting', async () => {
    const m = await member();
    const slug = slugOf();
    const saved = await t.call('saveBioLink', { token: m.token, body: samplePage(slug) });
    const id = saved.data.links[0]?.id as string;
    const click = await get(`/biolink/${slug}/go/${id}`);
    expect(click.status).toBe(302);
    expect(click.headers.get('location')).toBe('https://www.instagram.com/scarlet');
    expect(click.headers.get('cache-control')).toBe('no-store');
    expect(click.headers.get('set-cookie')).toBeNull();
    expect((await get(`/biolink/${slug}/go/${id}`, { purpose: 'prefetch' })).status).toBe(302);
    expect((await get(`/biolink/${slug}/go/${id}`, { 'sec-purpose': 'prefetch' })).status).toBe(302);
    expect((await fetch(`${t.url}/biolink/${slug}/go/${id}`, { method: 'HEAD', redirect: 'manual' })).status).toBe(302);
    expect((await t.call('myBioLink', { token: m.token })).data.page?.links[0]?.clicks).toBe(1);
  });

  it('answers 404 for a link of another page, an unknown link or a malformed id, counting nothing', async () => {
    const a = await member();
    const b = await member();
    const slugA = slugOf();
    const slugB = slugOf();
    const pa = await t.call('saveBioLink', { token: a.token, body: samplePage(slugA) });
    await t.call('saveBioLink', { token: b.token, body: samplePage(slugB) });
    const idA = pa.data.links[0]?.id as string;
    for (const p of [
      `/biolink/${slugB}/go/${idA}`,
      `/biolink/${slugA}/go/00000000-0000-4000-8000-000000000000`,
      `/biolink/${slugA}/go/nope`,
    ]) {
      expect((await get(p)).status, p).toBe(404);
    }
    expect((await t.call('myBioLink', { token: a.token })).data.page?.links[0]?.clicks).toBe(0);
  });
});

describe("a member's bio links for their profile page", () => {
  it('lists the links without counts, follows profile visibility, and is null without a page', async () => {
    const m = await member();
    const slug = slugOf();
    await t.call('saveBioLink', { token: m.token, body: samplePage(slug) });
    const r = await t.call('memberBioLinks', { params: { identifier: m.username } });
    expect(r.status).toBe(200);
    expect(r.data?.url).toBe(`${PUBLIC_URL}/biolink/${slug}`);
    expect(r.data?.links[0]).not.toHaveProperty('clicks');
    expect((await t.call('memberBioLinks', { params: { identifier: m.userId } })).status).toBe(200);

    const hidden = await member({ visibility: 'members' });
    await t.call('saveBioLink', { token: hidden.token, body: samplePage(slugOf()) });
    expect((await t.call('memberBioLinks', { params: { identifier: hidden.username } })).status).toBe(404);
    expect((await t.call('memberBioLinks', { params: { identifier: hidden.username }, token: m.token })).status).toBe(200);

    const none = await member();
    const missing = await t.call('memberBioLinks', { params: { identifier: none.username } });
    expect(missing.status).toBe(200);
    expect(missing.data).toBeNull();
  });

  it('shows the approved avatar only', async () => {
    const m = await member();
    const slug = slugOf();
    await t.call('saveBioLink', { token: m.token, body: samplePage(slug) });
    await t.ctx.db
      .update(profiles)
      .set({ avatar_url: '/storage/avatars/pending.webp', avatar_approved_url: '/storage/avatars/approved.webp' })
      .where(eq(profiles.id, m.userId));
    const body = await (await get(`/biolink/${slug}`)).text();
    expect(body).toContain('src="/storage/avatars/approved.webp"');
    expect(body).toContain(`<meta property="og:image" content="${PUBLIC_URL}/storage/avatars/approved.webp" />`);
    expect(body).not.toContain('pending.webp');
  });
});
