import { APP_ROUTES, RESERVED_USERNAMES } from '@mb/contract/app-routes';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { publicProfileRoutes } from '../features/public-profile/routes';
import { FEATURE_ROUTES } from './feature-routes';

const paths = (rs: RouteObject[]): string[] => rs.flatMap((r) => [...(r.path ? [r.path] : []), ...paths(r.children ?? [])]);

// The page table in the contract (app-routes.ts) is what the server answers 200 for and what usernames
// may not shadow; the browser registers exactly those pages (every feature's routes.tsx), except the
// server's own /amp pages, and the /{slug} catch-all comes last.
describe('the router and the page table', () => {
  const registered = FEATURE_ROUTES.flatMap((f) =>
    Object.entries(f)
      .filter(([group]) => group !== 'last')
      .flatMap(([, rs]) => paths(rs ?? [])),
  );

  it('registers every page of the table, and no page the table lacks', () => {
    const pages = APP_ROUTES.filter((r) => !r.server).map((r) => r.path);
    expect([...registered].sort()).toEqual(pages.sort());
  });

  // /{slug} is a member's public profile: every top-level route must be a reserved word, or a member
  // could take a username that shadows a page (and the server would answer that page with a 404).
  it('reserves every top-level route segment as a username', () => {
    const firstSegments = [...new Set(registered.map((p) => p.split('/')[1] ?? '').filter((s) => s && !s.startsWith(':')))];
    expect(firstSegments.length).toBeGreaterThan(40);
    expect(firstSegments.filter((s) => !RESERVED_USERNAMES.has(s))).toEqual([]);
    expect(paths(publicProfileRoutes.last ?? [])).toEqual(['/:slug']);
  });
});
