import { describe, expect, it } from 'vitest';
import {
  APP_ROUTES,
  isAppRoute,
  isPrivatePage,
  matchAppRoute,
  PRIVATE_AREAS,
  PRIVATE_PREFIXES,
  pagePath,
  RESERVED_USERNAMES,
  staticPrefix,
} from './app-routes.ts';
import { PUBLIC_PAGES } from './site.ts';

describe('the page table', () => {
  it('lists every path once', () => {
    const paths = APP_ROUTES.map((r) => r.path);
    expect(paths.filter((p, i) => paths.indexOf(p) !== i)).toEqual([]);
    // Two rows of the same shape would be one page under two names (/events/:id and /events/:eventId).
    const shapes = paths.map((p) => p.replace(/:[^/]+/g, ':'));
    expect(shapes.filter((p, i) => shapes.indexOf(p) !== i)).toEqual([]);
  });

  it('writes paths as /segments with no trailing slash', () => {
    for (const { path } of APP_ROUTES) expect(path === '/' || /^(\/(:?[a-z0-9_-]+))+$/i.test(path), path).toBe(true);
  });

  it('holds spec §2 addresses of every kind', () => {
    for (const p of ['/', '/auth', '/blog/:id', '/dashboard', '/settings', '/model/:identifier', '/collab/:id/:tab', '/lottery-redeem'])
      expect(APP_ROUTES.some((r) => r.path === p)).toBe(true);
  });

  it('gives a site page only to a public row', () => {
    for (const r of APP_ROUTES) if (r.site) expect(r.access, r.path).toBe('public');
  });
});

describe('reserved usernames', () => {
  it('cover every first segment of the table', () => {
    const first = [...new Set(APP_ROUTES.map((r) => r.path.split('/')[1] ?? ''))].filter((s) => s && !s.startsWith(':'));
    expect(first.length).toBeGreaterThan(40);
    expect(first.filter((s) => !RESERVED_USERNAMES.has(s))).toEqual([]);
  });

  it('keep the server paths and misleading words too', () => {
    for (const w of ['api', 'storage', 'assets', 'robots.txt', 'sitemap.xml', 'amp', 'me', 'admin', 'staff', 'support']) {
      expect(RESERVED_USERNAMES.has(w), w).toBe(true);
    }
    expect(RESERVED_USERNAMES.has('')).toBe(false);
  });
});

describe('isAppRoute', () => {
  it.each([
    '/',
    '/pricing',
    '/pricing/',
    '/pricing?plan=pro',
    '/blog/some-post',
    '/settings',
    '/profile/edit',
    '/profile/0b8f5c36-3f0e-4c4b-9a53-5b8d3a1d2e4f',
    '/collab/7/chat',
    '/app/mb-events/manage/42',
    '/auth/reset-password',
  ])('knows %s', (p) => {
    expect(isAppRoute(p)).toBe(true);
  });

  it.each(['/a/b/c/deep', '/blog/a/b', '/settings/x', '/nope', '/some-creator', '/amp/other', '/collab'])('does not know %s', (p) => {
    expect(isAppRoute(p)).toBe(false);
  });

  it('prefers a fixed segment over a :param', () => {
    expect(matchAppRoute('/business/register')?.path).toBe('/business/register');
    expect(matchAppRoute('/business/acme')?.path).toBe('/business/:id');
    expect(matchAppRoute('/profile/edit')?.path).toBe('/profile/edit');
  });

  it('normalises the query, fragment and trailing slash', () => {
    expect(pagePath('/blog/x/?a=1#top')).toBe('/blog/x');
    expect(pagePath('/')).toBe('/');
    expect(pagePath('')).toBe('/');
  });
});

describe('private areas (robots.txt, noindex)', () => {
  it('come from the signed-in and staff rows and the public noindex ones', () => {
    for (const p of ['/dashboard', '/settings', '/messages', '/admin', '/moderation', '/profile', '/model', '/auth/reset-password'])
      expect(PRIVATE_PREFIXES).toContain(p);
    for (const p of ['/', '/pricing', '/blog', '/auth', '/business', '/sso']) expect(PRIVATE_PREFIXES).not.toContain(p);
    for (const r of APP_ROUTES.filter((x) => x.access !== 'public')) {
      const prefix = staticPrefix(r.path);
      const covered = PRIVATE_AREAS.some((a) => a.path === prefix || (a.subtree && prefix.startsWith(`${a.path}/`)));
      expect(covered, r.path).toBe(true);
      expect(isPrivatePage(r.path.replace(/:[^/]+/g, 'x')), r.path).toBe(true);
    }
  });

  it('leave a public page inside a private area public', () => {
    expect(PRIVATE_AREAS.find((a) => a.path === '/events')).toEqual({ path: '/events', subtree: false });
    expect(isPrivatePage('/events')).toBe(true);
    expect(isPrivatePage('/events/launch-party')).toBe(false);
    expect(isPrivatePage('/business/register')).toBe(true);
    expect(isPrivatePage('/business/acme')).toBe(false);
    expect(isPrivatePage('/pricing')).toBe(false);
    expect(isPrivatePage('/some-creator')).toBe(false);
  });
});

describe('derived lists', () => {
  it('public pages are rows of the table', () => {
    expect(PUBLIC_PAGES.length).toBe(APP_ROUTES.filter((r) => r.site).length);
    for (const p of PUBLIC_PAGES) expect(isAppRoute(p.path), p.path).toBe(true);
  });
});
