// Discovery's part of `npm run bench` (issue 12): seeds 100,000 members (users and complete profiles)
// through the profiles feature's own seeding SQL while the server is stopped, then times filtered
// searches through the running server as a signed-in member in Berlin. See scripts/bench.md ("discovery").
import { importProductSource } from './bench-source.mjs';

/** The searches timed: each one a reader would make on /network or /models (text, typo, filters, distance, sorts). */
export const DISCOVERY_QUERIES = [
  'q=velvet',
  'q=velvit%20marlow',
  'q=ruby&type=creator&content=gay',
  'content=lesbian,bi&location=berlin',
  'type=studio&verified=true&sort=newest',
  'distance_km=50&content=straight&sort=nearest',
  'distance_km=25&q=luna',
  'location=prague&pro=true&page=3',
  'content=anything_goes&filter=gay&sort=newest&page=2',
  'type=creator&sort=newest',
];

/** Opens the database as the server does, seeds `count` members through profiles' seedMembers, analyzes, closes. */
export async function seedDiscovery({ dataDir, databaseUrl, count }) {
  const entry = `
    import { openDatabase } from './apps/server/src/platform/db/client.ts';
    import { seedMembers } from './apps/server/src/features/profiles/repository.ts';
    export async function run(dataDir, databaseUrl, count) {
      const db = await openDatabase({ dataDir, databaseUrl: databaseUrl || undefined, migrate: false });
      try {
        await seedMembers(db, 'bench', count);
        await db.query('analyze profiles');
        await db.query('analyze users');
      } finally {
        await db.close();
      }
    }`;
  const { run } = await importProductSource('seed-discovery', entry);
  const t = performance.now();
  await run(dataDir, databaseUrl, count);
  return performance.now() - t;
}

/** A member who searches: signed up through the API, with a username and coordinates in Berlin. */
async function viewer(base) {
  const email = `discovery-${Date.now()}@bench.invalid`;
  const password = `Velvet-Rope-${Math.random().toString(36).slice(2, 10)}`;
  const res = await fetch(`${base}/api/v1/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const session = await res.json();
  const token = session.access_token;
  if (!token) throw new Error(`discovery viewer sign-up failed: ${res.status} ${JSON.stringify(session)}`);
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  await fetch(`${base}/api/v1/profiles/me`, { method: 'PATCH', headers, body: JSON.stringify({ username: `viewer_${Date.now()}` }) });
  const loc = await fetch(`${base}/api/v1/profiles/me/location`, {
    method: 'PUT',
    headers,
    body: JSON.stringify({ city: 'Berlin', country: 'Germany', latitude: 52.52, longitude: 13.4 }),
  });
  if (loc.status !== 200) throw new Error(`discovery viewer location failed: ${loc.status}`);
  return { authorization: `Bearer ${token}` };
}

/** `rounds` passes over DISCOVERY_QUERIES, one request at a time (latency, not throughput). */
export async function discoverySearchRun(base, rounds, percentiles) {
  const headers = await viewer(base);
  const all = [];
  const byQuery = Object.fromEntries(DISCOVERY_QUERIES.map((q) => [q, []]));
  const hits = {};
  for (const q of DISCOVERY_QUERIES) await (await fetch(`${base}/api/v1/discover?${q}`, { headers })).arrayBuffer();
  let failures = 0;
  for (let r = 0; r < rounds; r++) {
    for (const q of DISCOVERY_QUERIES) {
      const t = performance.now();
      const res = await fetch(`${base}/api/v1/discover?${q}`, { headers });
      const body = await res.json();
      const ms = performance.now() - t;
      if (res.status !== 200) {
        failures++;
        continue;
      }
      all.push(ms);
      byQuery[q].push(ms);
      hits[q] = { page_hits: body.members.length, has_more: body.has_more };
    }
  }
  return {
    requests: all.length,
    failures,
    latency_ms: percentiles(all),
    queries: Object.fromEntries(DISCOVERY_QUERIES.map((q) => [q, { p95: percentiles(byQuery[q]).p95, ...hits[q] }])),
  };
}
