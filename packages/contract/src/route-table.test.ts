import { describe, expect, it } from 'vitest';
import { PLACEHOLDERS } from './app-routes.ts';
import { PLACEHOLDER_TABLE } from './placeholder-table.ts';
import { decodeRoute, encodeRoute } from './route-code.ts';
import { ROUTE_TABLE } from './route-table.ts';
import { routes } from './routes.ts';

describe('route table', () => {
  it('matches routes.ts (regenerate with `npm run gen:routes`)', () => {
    const expected = Object.fromEntries(Object.entries(routes).map(([n, r]) => [n, encodeRoute(r.method, r.path)]));
    expect(ROUTE_TABLE).toEqual(expected);
  });

  it('every entry reads back as its method and path', () => {
    for (const [n, r] of Object.entries(routes))
      expect(decodeRoute(ROUTE_TABLE[n as keyof typeof ROUTE_TABLE]), n).toEqual([r.method, r.path]);
  });
});

describe('placeholder table', () => {
  it("matches app-routes.ts's coming-soon pages (regenerate with `npm run gen:routes`)", () => {
    const expected = PLACEHOLDERS.map((p) => ({ path: p.path, access: p.access, ...(p.layout === 'bare' ? { layout: 'bare' } : {}) }));
    expect(PLACEHOLDER_TABLE).toEqual(expected);
  });
});
