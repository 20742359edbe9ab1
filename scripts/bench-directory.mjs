// The business directory's part of `npm run bench`: seeds 100,000 approved listings (with their
// owners) through the directory's own seeding code while the server is stopped, then times filtered
// searches through the running server. See scripts/bench.md ("directory").
import { importProductSource } from './bench-source.mjs';

/** The searches timed: each a filtered query a reader would make (text, typo, category, location, verified, sorts). */
export const DIRECTORY_QUERIES = [
  'q=velvet&category=agency',
  'q=velvit&sort=relevance',
  'q=studio%20berlin&verified=true',
  'category=marketing_pr&location=berlin&sort=rating',
  'category=production_post_production&verified=true&sort=newest',
  'location=prague&sort=newest&page=3',
  'q=payment&category=payment_processors_banking&sort=rating',
  'q=crimson%20lens',
];

/**
 * Opens the database the way the server does (PGlite with pg_trgm, or PostgreSQL), seeds `count`
 * listings through features/directory's seedListings, analyzes, and closes. The TypeScript sources are
 * bundled with esbuild (npm packages stay external), so the figures use the product's own seeding SQL.
 */
export async function seedDirectory({ dataDir, databaseUrl, count }) {
  const entry = `
    import { openDatabase } from './apps/server/src/platform/db/client.ts';
    import { seedListings } from './apps/server/src/features/directory/repository.ts';
    export async function run(dataDir, databaseUrl, count) {
      const db = await openDatabase({ dataDir, databaseUrl: databaseUrl || undefined, migrate: false });
      try {
        await seedListings(db, 'bench', count);
        await db.query('analyze business_listings');
        await db.query('analyze directory_words');
      } finally {
        await db.close();
      }
    }`;
  const { run } = await importProductSource('seed-directory', entry);
  const t = performance.now();
  await run(dataDir, databaseUrl, count);
  return performance.now() - t;
}

/** `rounds` passes over DIRECTORY_QUERIES, one request at a time (latency, not throughput). */
export async function directorySearchRun(base, rounds, percentiles) {
  const all = [];
  const byQuery = Object.fromEntries(DIRECTORY_QUERIES.map((q) => [q, []]));
  const totals = {};
  // Warm-up: one pass, not counted.
  for (const q of DIRECTORY_QUERIES) await (await fetch(`${base}/api/v1/directory?${q}`)).arrayBuffer();
  let failures = 0;
  for (let r = 0; r < rounds; r++) {
    for (const q of DIRECTORY_QUERIES) {
      const t = performance.now();
      const res = await fetch(`${base}/api/v1/directory?${q}`);
      const body = await res.json();
      const ms = performance.now() - t;
      if (res.status !== 200) {
        failures++;
        continue;
      }
      all.push(ms);
      byQuery[q].push(ms);
      totals[q] = { total: body.total, exact: body.total_exact, page_hits: body.listings.length };
    }
  }
  return {
    requests: all.length,
    failures,
    latency_ms: percentiles(all),
    queries: Object.fromEntries(DIRECTORY_QUERIES.map((q) => [q, { p95: percentiles(byQuery[q]).p95, ...totals[q] }])),
  };
}
