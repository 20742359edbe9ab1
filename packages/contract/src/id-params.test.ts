import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { idParam } from './common.ts';
import { publicApiRoutes } from './public-api.ts';
import type { RouteDef } from './route-def.ts';
import { routes } from './routes.ts';

const UPPER = '3F2504E0-4F89-41D3-9A0C-0305E82C3301';

/** Every path parameter of a route that the contract documents as a uuid. */
function uuidParams(def: { path: string; params?: z.ZodType }) {
  if (!def.params) return [];
  const schema = z.toJSONSchema(def.params, { io: 'input', unrepresentable: 'any' }) as {
    properties?: Record<string, { format?: string }>;
  };
  return Object.entries(schema.properties ?? {})
    .filter(([, p]) => p.format === 'uuid')
    .map(([name]) => name);
}

describe('ids in route paths (issue 31)', () => {
  it('lower-cases a UUID and refuses what is not one', () => {
    expect(idParam().parse(UPPER)).toBe(UPPER.toLowerCase());
    expect(idParam('No such thing.').safeParse('mine').error?.issues[0]?.message).toBe('No such thing.');
  });

  it('reach every handler in lower case, on every route of both tables', () => {
    const all = [...Object.entries(routes), ...Object.entries(publicApiRoutes)] as [string, RouteDef][];
    let seen = 0;
    for (const [name, def] of all) {
      const names = uuidParams(def);
      if (!names.length) continue;
      const shape = (def.params as z.ZodObject).shape as Record<string, z.ZodType>;
      for (const n of names) expect(shape[n]?.safeParse(UPPER).data, `${name} :${n}`).toBe(UPPER.toLowerCase());
      seen++;
    }
    expect(seen).toBeGreaterThan(100);
  });

  it('declare every path parameter the path names', () => {
    for (const [name, def] of Object.entries(routes) as [string, RouteDef][]) {
      const names = [...def.path.matchAll(/:([A-Za-z_]+)/g)].map((m) => m[1]);
      if (!names.length) continue;
      expect(def.params, name).toBeDefined();
      const shape = (def.params as z.ZodObject).shape as Record<string, unknown>;
      for (const n of names) expect(Object.keys(shape), `${name} :${n}`).toContain(n);
    }
  });
});
