import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database } from '../../src/platform/db/client.ts';
import { freshDatabase } from '../helpers/test-app.ts';

// Discovery's GIN indexes take new entries straight into the index (fastupdate off): with the default,
// entries wait in a pending list of up to 4 MB that every search scans until a vacuum merges it, and
// PGlite never vacuums by itself (the bench at 100k members saw 47,798 entries waiting after the seed).

let database: Database;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ database, drop } = await freshDatabase());
});
afterAll(async () => {
  await database.close();
  await drop();
});

it('discovery’s GIN indexes on profiles are built with fastupdate off', async () => {
  const rows = await database.query<{ name: string; options: string[] | null }>(
    `select c.relname as name, c.reloptions as options from pg_class c join pg_am a on a.oid = c.relam
      where a.amname = 'gin' and c.relname like 'profiles\\_%' order by 1`,
  );
  expect(rows.map((r) => r.name)).toEqual(['profiles_content_types_idx', 'profiles_location_trgm_idx', 'profiles_name_search_idx']);
  for (const r of rows) expect(r.options).toContain('fastupdate=false');
});
