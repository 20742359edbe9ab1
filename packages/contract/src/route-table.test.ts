import { describe, expect, it } from 'vitest';
import { ROUTE_TABLE } from './route-table.ts';
import { routes } from './routes.ts';

describe('route table', () => {
  it('matches routes.ts (regenerate with `npm run gen:routes`)', () => {
    const expected = Object.fromEntries(Object.entries(routes).map(([n, r]) => [n, `${r.method} ${r.path}`]));
    expect(ROUTE_TABLE).toEqual(expected);
  });
});
