// Casting alerts' part of `npm run bench` (issue 35): seeds 100,000 saved casting searches (5 each for
// 20,000 members) through the casting feature's own row builder and repository on a database of its
// own, then times the matcher's query (repository.matchAlerts: the GIN lookup of match keys, then the
// exact rule) for calls of several shapes. See scripts/bench.md ("alerts").
// Alone: node scripts/bench-alerts.mjs [--postgres <url>] [--count N]
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { importProductSource } from './bench-source.mjs';

const ENTRY = `
  import { openDatabase } from './apps/server/src/platform/db/client.ts';
  import { alertRow } from './apps/server/src/features/casting/alerts.ts';
  import { callToMatch } from './apps/server/src/features/casting/alert-match.ts';
  import { insertAlerts, matchAlerts } from './apps/server/src/features/casting/repository.ts';
  export { alertRow, callToMatch, insertAlerts, matchAlerts, openDatabase };
`;

const WORDS = [
  'blonde',
  'brunette',
  'redhead',
  'lead',
  'couple',
  'solo',
  'dancer',
  'model',
  'host',
  'mature',
  'petite',
  'tattooed',
  'athletic',
  'curvy',
  'latina',
  'massage',
  'roleplay',
  'cosplay',
  'outdoor',
  'feature',
  'vlog',
  'interview',
  'voice',
  'stunt',
];
const CITIES = [
  'Berlin',
  'Prague',
  'Budapest',
  'Los Angeles',
  'Miami',
  'Las Vegas',
  'London',
  'Paris',
  'Barcelona',
  'Lisbon',
  'Amsterdam',
  'Milan',
  'Warsaw',
  'Toronto',
  'Montreal',
  'New York',
  'Sydney',
  'Tokyo',
  'Bogota',
  'Medellin',
];
const PLACES = [
  [52.52, 13.4],
  [50.08, 14.43],
  [47.5, 19.04],
  [34.05, -118.24],
  [25.76, -80.19],
  [36.17, -115.14],
  [51.5, -0.12],
  [48.85, 2.35],
  [41.39, 2.17],
  [38.72, -9.14],
];
/** The contract's CONTENT_TYPES. */
const TYPES = ['straight', 'bi', 'gay', 'lesbian', 'male_with_ftm', 'male_with_mtf', 'anything_goes'];
const DISTANCES = [10, 25, 50, 100, 250, 500];

/** A small deterministic random source, so every run seeds the same searches. */
function rng(seed) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

/**
 * One member's saved search of a realistic shape: a casting search is mostly about a place (60% a city,
 * 25% a distance around one of ten cities, 15% anywhere), often content types (70%, one or two), words
 * for the role (35%) and a minimum pay (40%); 2% set nothing at all.
 */
function searchOf(r, contentTypes) {
  const pick = (a) => a[Math.floor(r() * a.length)];
  const s = {
    name: 'bench',
    q: null,
    content_types: [],
    location: null,
    distance_km: null,
    min_rate: null,
    from: null,
    delivery: 'in_app',
  };
  let origin = null;
  if (r() < 0.02) return { s, origin };
  const place = r();
  if (place < 0.6) s.location = pick(CITIES);
  else if (place < 0.85) {
    const [lat, lng] = pick(PLACES);
    origin = { lat: lat + (r() - 0.5) * 2, lng: lng + (r() - 0.5) * 2 };
    s.distance_km = pick(DISTANCES);
  }
  if (r() < 0.7) s.content_types = [...new Set([pick(contentTypes), pick(contentTypes)].slice(0, 1 + Math.floor(r() * 2)))];
  if (r() < 0.35) s.q = pick(WORDS);
  if (r() < 0.4) s.min_rate = 100 * (1 + Math.floor(r() * 20));
  return { s, origin };
}

/** The calls timed: each a call as a studio would open it. */
function sampleCalls(contentTypes) {
  const base = { studio_id: '00000000-0000-4000-8000-000000000000', starts_on: null, rate_unit: 'per_scene', status: 'open' };
  return [
    {
      ...base,
      title: 'Blonde lead for a rooftop feature',
      role_description: 'A confident blonde lead, two scenes, outdoor.',
      location: 'Berlin',
      content_types: [contentTypes[0]],
      rate_min: 600,
      rate_max: 900,
      latitude: 52.52,
      longitude: 13.4,
    },
    {
      ...base,
      title: 'Couple for a cosplay series',
      role_description: 'Real-life couples; costumes provided.',
      location: 'Los Angeles, CA',
      content_types: [contentTypes[1], contentTypes[2]],
      rate_min: 1200,
      rate_max: null,
      latitude: 34.05,
      longitude: -118.24,
    },
    {
      ...base,
      title: 'Host for interviews',
      role_description: 'Talk show host, no nudity.',
      location: null,
      content_types: [],
      rate_min: null,
      rate_max: 300,
      latitude: null,
      longitude: null,
    },
    {
      ...base,
      title: 'Fetish model',
      role_description: 'Latex and leather shoot in the studio.',
      location: 'Prague',
      content_types: [contentTypes[3], contentTypes[4]],
      rate_min: 400,
      rate_max: 700,
      latitude: 50.08,
      longitude: 14.43,
    },
    {
      ...base,
      title: 'Dancer, music video',
      role_description: 'Athletic dancer with stage experience; tattooed welcome.',
      location: 'Miami, FL',
      content_types: [contentTypes[5]],
      rate_min: 2000,
      rate_max: 2500,
      latitude: 25.76,
      longitude: -80.19,
    },
  ];
}

const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];

/**
 * Seeds `count` saved searches into a fresh database (PGlite in a temporary directory, or PostgreSQL at
 * `databaseUrl`, which should be empty) and times the match of each sample call `rounds` times.
 */
export async function alertsBench({ databaseUrl, count = 100_000, rounds = 5 }) {
  const m = await importProductSource('bench-alerts', ENTRY);
  const contentTypes = TYPES;
  const dir = databaseUrl ? null : mkdtempSync(path.join(os.tmpdir(), 'bench-alerts-'));
  const database = await m.openDatabase({ dataDir: dir ?? '', databaseUrl: databaseUrl || undefined });
  try {
    const members = Math.ceil(count / 5);
    const t0 = performance.now();
    const seedId = `overlay(overlay(md5('alerts-' || g) placing '4' from 13) placing '8' from 17)::uuid`;
    await database.query(
      `insert into users (id, email, password_hash) select ${seedId}, 'alerts-' || g || '@seed.invalid', '!' from generate_series(0, $1::int) g on conflict do nothing`,
      [members - 1],
    );
    const ids = (await database.query(`select ${seedId} as id from generate_series(0, $1::int) g`, [members - 1])).map((r) => r.id);
    const r = rng(35);
    for (let start = 0; start < count; start += 2_000) {
      const rows = [];
      for (let i = start; i < Math.min(count, start + 2_000); i++) {
        const { s, origin } = searchOf(r, contentTypes);
        rows.push(m.alertRow(ids[i % members], s, origin));
      }
      await m.insertAlerts(database.db, rows);
    }
    await database.query('analyze casting_alerts');
    const seed_ms = Math.round(performance.now() - t0);
    const calls = sampleCalls(contentTypes);
    const times = [];
    const per_call = [];
    for (const call of calls) {
      const c = m.callToMatch(call);
      await m.matchAlerts(database.db, c); // warm-up, not counted
      const mine = [];
      let matched = 0;
      for (let i = 0; i < rounds; i++) {
        const t = performance.now();
        matched = (await m.matchAlerts(database.db, c)).length;
        mine.push(performance.now() - t);
      }
      const candidates = Number(
        (await database.query('select count(*)::int as n from casting_alerts where match_keys && $1::text[]', [c.keys]))[0].n,
      );
      mine.sort((a, b) => a - b);
      times.push(...mine);
      per_call.push({
        title: call.title,
        keys: c.keys.length,
        candidates,
        members_matched: matched,
        median_ms: Math.round(quantile(mine, 0.5) * 10) / 10,
      });
    }
    times.sort((a, b) => a - b);
    return {
      saved_searches: count,
      members,
      seed_ms,
      match_ms: {
        p50: Math.round(quantile(times, 0.5) * 10) / 10,
        p95: Math.round(quantile(times, 0.95) * 10) / 10,
        max: Math.round(times.at(-1) * 10) / 10,
      },
      goal_ms: 1000,
      per_call,
      loadavg: os.loadavg().map((x) => Math.round(x * 100) / 100),
    };
  } finally {
    await database.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const { values } = parseArgs({ options: { postgres: { type: 'string' }, count: { type: 'string' }, rounds: { type: 'string' } } });
  const out = await alertsBench({
    databaseUrl: values.postgres,
    count: values.count ? Number(values.count) : undefined,
    rounds: values.rounds ? Number(values.rounds) : undefined,
  });
  console.log(JSON.stringify({ driver: values.postgres ? 'postgres' : 'pglite', loadavg_at_start: os.loadavg(), ...out }, null, 2));
}
