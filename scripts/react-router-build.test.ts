import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { matchRoutes as MatchRoutes, RouteObject } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { patchRouteMatching } from '../apps/web/react-router-build.mjs';

// The build's patch of React Router's route matching (apps/web/react-router-build.mjs) must find the same
// matches as React Router itself: both are loaded from the installed package and compared on a table
// shaped like the app's (pathless layouts several levels deep, index routes, parameters, optional
// segments, splats, a case-sensitive route, absolute paths under a parent, a non-ASCII word).
const require = createRequire(import.meta.url);
const production = path.join(path.dirname(require.resolve('react-router/package.json')), 'dist/production');
const chunk = readdirSync(production)
  .filter((f) => /^chunk-.*\.mjs$/.test(f))
  .map((f) => path.join(production, f))
  .find((f) => readFileSync(f, 'utf8').includes('function flattenRoutes('));

type Lib = { matchRoutes: typeof MatchRoutes };
let upstream: Lib;
let patched: Lib;

const layout = (children: RouteObject[]): RouteObject => ({ children });
const page = (p: string, extra: Partial<RouteObject> = {}): RouteObject =>
  ({ path: p, id: `${p}${extra.caseSensitive ? '!' : ''}`, ...extra }) as RouteObject;

const table = (): RouteObject[] => [
  layout([
    layout([
      { index: true, id: 'home' },
      page('/events'),
      page('/events/:eventId'),
      page('/Blog/:id'),
      page('/case', { caseSensitive: true }),
      page('/files/*'),
      page('/:lang?/docs'),
      page('/café'),
      page('/v1.2/notes'),
      layout([
        layout([page('/dashboard'), page('/dashboard/:tab'), page('/settings/:section?')]),
        { path: '/admin', id: 'admin', children: [{ index: true, id: 'admin-home' }, page('/admin/users'), page('settings/:tab?')] },
      ]),
      page('/:slug'),
      page('/:slug/portfolio'),
      page('*'),
    ]),
  ]),
];

const urls = [
  '/',
  '',
  '/events',
  '/EVENTS',
  '/events/',
  '/events/42',
  '/events/42/',
  '/events/42/more',
  '/blog/x',
  '/BLOG/x',
  '/case',
  '/CASE',
  '/files',
  '/files/a/b',
  '/docs',
  '/fr/docs',
  '/café',
  '/caf%C3%A9',
  '/CAFÉ',
  '/v1.2/notes',
  '/v1x2/notes',
  '/dashboard',
  '/dashboard/stats',
  '/settings',
  '/settings/billing',
  '/admin',
  '/admin/users',
  '/admin/settings',
  '/admin/settings/pay',
  '/jane',
  '/jane/portfolio',
  '/jane/extra/deep',
  '//events',
  '/a%2Fb',
  '/nothing/here/at/all',
  '/events?x=1',
  '/events#top',
];

const shape = (matches: ReturnType<typeof MatchRoutes>) =>
  matches?.map((m) => ({ id: m.route.id, pathname: m.pathname, pathnameBase: m.pathnameBase, params: m.params })) ?? null;

beforeAll(async () => {
  if (!chunk) throw new Error("React Router's route matching module was not found");
  const dir = mkdtempSync(path.join(os.tmpdir(), 'mb-router-patch-'));
  const react = pathToFileURL(require.resolve('react')).href;
  const file = path.join(dir, 'patched.mjs');
  writeFileSync(file, patchRouteMatching(readFileSync(chunk, 'utf8')).replaceAll('from "react"', `from ${JSON.stringify(react)}`));
  upstream = await import(pathToFileURL(chunk).href);
  patched = await import(pathToFileURL(file).href);
});

describe("the build's patch of React Router's route matching", () => {
  it('finds the same matches as React Router for every path', () => {
    const routes = table();
    for (const url of urls) {
      expect(shape(patched.matchRoutes(routes, url)), url).toEqual(shape(upstream.matchRoutes(table(), url)));
      // Again, from the table kept for the same array.
      expect(shape(patched.matchRoutes(routes, url)), `${url} again`).toEqual(shape(upstream.matchRoutes(table(), url)));
    }
  });

  it('finds the same matches under a base name', () => {
    const routes = table();
    for (const url of ['/app', '/app/events/7', '/app/jane', '/other/events', '/APP/events']) {
      expect(shape(patched.matchRoutes(routes, url, '/app')), url).toEqual(shape(upstream.matchRoutes(table(), url, '/app')));
    }
  });

  it('computes a new route array afresh', () => {
    expect(patched.matchRoutes([page('/a')], '/b')).toBeNull();
    expect(shape(patched.matchRoutes([page('/a'), page('/b')], '/b'))).toEqual([
      { id: '/b', pathname: '/b', pathnameBase: '/b', params: {} },
    ]);
  });

  it('refuses a React Router whose code no longer reads as the patch expects', () => {
    expect(() => patchRouteMatching('function somethingElse() {}')).toThrow(/no longer written as the patch expects/);
  });
});
