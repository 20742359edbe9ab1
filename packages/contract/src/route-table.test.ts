import { describe, expect, it } from 'vitest';
import { PLACEHOLDERS } from './app-routes.ts';
import { PLACEHOLDER_TABLE } from './placeholder-table.ts';
import { API_PREFIX, ROUTE_TABLE } from './route-table.ts';
import { routes } from './routes.ts';

describe('route table', () => {
  it('matches routes.ts (regenerate with `npm run gen:routes`)', () => {
    const expected = Object.fromEntries(Object.entries(routes).map(([n, r]) => [n, `${r.method} ${r.path}`]));
    // The table writes paths under API_PREFIX without it; the browser's client joins them again.
    const full = (p: string) => (p.startsWith('/api/') ? p : API_PREFIX + p);
    const table = Object.fromEntries(
      Object.entries(ROUTE_TABLE).map(([n, v]) => [n, v.replace(/ (.*)$/, (_, p: string) => ` ${full(p)}`)]),
    );
    expect(table).toEqual(expected);
  });
});

describe('placeholder table', () => {
  it("matches app-routes.ts's coming-soon pages (regenerate with `npm run gen:routes`)", () => {
    const expected = PLACEHOLDERS.map((p) => ({ path: p.path, access: p.access, ...(p.layout === 'bare' ? { layout: 'bare' } : {}) }));
    expect(PLACEHOLDER_TABLE).toEqual(expected);
  });
});
