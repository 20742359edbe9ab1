import { describe, expect, it } from 'vitest';
import { PLACEHOLDERS } from './app-routes.ts';
import { PLACEHOLDER_TABLE } from './placeholder-table.ts';
import { ROUTE_TABLE, routeUrl } from './route-table.ts';
import { routes } from './routes.ts';

describe('route table', () => {
  it('matches routes.ts (regenerate with `npm run gen:routes`)', () => {
    const expected = Object.fromEntries(Object.entries(routes).map(([n, r]) => [n, `${r.method} ${r.path}`]));
    const full = Object.fromEntries(
      Object.entries(ROUTE_TABLE).map(([n, entry]) => {
        const [method, path] = entry.split(' ') as [string, string];
        return [n, `${method} ${routeUrl(path)}`];
      }),
    );
    expect(full).toEqual(expected);
  });
});

describe('placeholder table', () => {
  it("matches app-routes.ts's coming-soon pages (regenerate with `npm run gen:routes`)", () => {
    const expected = PLACEHOLDERS.map((p) => ({ path: p.path, access: p.access, ...(p.layout === 'bare' ? { layout: 'bare' } : {}) }));
    expect(PLACEHOLDER_TABLE).toEqual(expected);
  });
});
