import { randomUUID } from 'node:crypto';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type DiscoverFilters, discoverStatement } from '../../src/features/profiles/repository.ts';
import type { Database } from '../../src/platform/db/client.ts';
import { freshDatabase } from '../helpers/test-app.ts';

// Discovery's indexes. The default orders (relevance without words: verified first, then newest; and
// newest) are read in index order, never by sorting every member. The GIN indexes take new entries
// straight into the index (fastupdate off): with the default,
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

it('relevance without words and newest read their partial index in order, with no sort of every member', async () => {
  const base: DiscoverFilters = { viewerId: randomUUID(), verifiedOnly: false, proOnly: false, limit: 25, offset: 0, sort: 'relevance' };
  // An empty table would be read whole; sequential scans are set aside so the plan shows whether the
  // statement's order can be read from an index at all (a plain `desc` cannot: the indexes are `nulls last`).
  const plan = (statement: SQL) =>
    database.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      await tx.execute(sql`set local enable_bitmapscan = off`);
      const rows = await tx.execute<Record<string, unknown>>(sql`explain (costs off) ${statement}`);
      return rows.rows.map((r) => String(Object.values(r)[0])).join('\n');
    });
  for (const f of [base, { ...base, type: 'creator' }]) {
    const p = await plan(discoverStatement(f));
    expect(p).toMatch(/profiles_discoverable_relevance_idx/);
    expect(p).not.toMatch(/Sort/);
  }
  const newest = await plan(discoverStatement({ ...base, sort: 'newest' }));
  expect(newest).toMatch(/profiles_discoverable_newest_idx/);
  expect(newest).not.toMatch(/Sort/);
});
