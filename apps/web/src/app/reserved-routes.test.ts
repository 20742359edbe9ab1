import { RESERVED_USERNAMES } from '@mb/contract/profiles';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { FEATURE_ROUTES } from './feature-routes';

const paths = (rs: RouteObject[]): string[] => rs.flatMap((r) => [...(r.path ? [r.path] : []), ...paths(r.children ?? [])]);

// /{slug} is a member's public profile: every top-level route must be a reserved word, or a member
// could take a username that shadows a page (and the server would answer that page with a 404).
describe('reserved usernames', () => {
  const all = paths(FEATURE_ROUTES.flatMap((f) => Object.values(f).flat()));
  const firstSegments = [...new Set(all.map((p) => p.split('/')[1] ?? '').filter((s) => s && !s.startsWith(':')))];

  it('covers every top-level route segment', () => {
    expect(firstSegments.length).toBeGreaterThan(40);
    expect(firstSegments.filter((s) => !RESERVED_USERNAMES.has(s))).toEqual([]);
  });
});
