import { describe, expect, it } from 'vitest';
import { decodeRoute, encodeRoute } from './route-code.ts';
import { ROUTE_TABLE } from './route-table.ts';
import { MEMBER_ROUTE_TABLE } from './route-table-member.ts';
import { routes } from './routes.ts';

describe('route table', () => {
  it('matches routes.ts (regenerate with `npm run gen:routes`)', () => {
    const expected = Object.fromEntries(Object.entries(routes).map(([n, r]) => [n, encodeRoute(r.method, r.path)]));
    expect({ ...ROUTE_TABLE, ...MEMBER_ROUTE_TABLE }).toEqual(expected);
    expect(Object.keys(ROUTE_TABLE).filter((n) => n in MEMBER_ROUTE_TABLE)).toEqual([]);
  });

  it('keeps routes a visitor cannot call off the first page: they are in the member table, and only they are', () => {
    for (const [n, r] of Object.entries(routes)) expect(n in MEMBER_ROUTE_TABLE, n).toBe(r.access !== 'public');
  });

  it('every entry reads back as its method and path', () => {
    for (const [n, r] of Object.entries(routes))
      expect(decodeRoute(ROUTE_TABLE[n] ?? MEMBER_ROUTE_TABLE[n] ?? ''), n).toEqual([r.method, r.path]);
  });
});
