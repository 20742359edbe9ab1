// The activity feed's part of `npm run bench` (issue 12): 30,000 members, the first 10,000 with 100
// posts each (1,000,000 activity rows), seeded in SQL through features/feed's seedFeed with the server
// stopped; then, through the running server, the feed's first page and a deep page for a member who
// follows 3,000 members, for one followed by 29,999 (who follows 50), and for a typical member
// (follows 150), and the cost of a post by the member with 29,999 followers. See scripts/bench.md ("feed").
import { importProductSource } from './bench-source.mjs';

export const FEED_BENCH = {
  members: 30_000,
  active: 10_000,
  perMember: 100,
  heavyFollows: 3_000,
  celebFollowers: 29_999,
  typicalFollows: 150,
  celebFollows: 50,
};

export async function seedFeedData({ dataDir, databaseUrl, heavy, celeb, typical }) {
  const entry = `
    import { openDatabase } from './apps/server/src/platform/db/client.ts';
    import { seedFeed } from './apps/server/src/features/feed/repository.ts';
    export async function run(dataDir, databaseUrl, o) {
      const db = await openDatabase({ dataDir, databaseUrl: databaseUrl || undefined, migrate: false });
      try {
        await seedFeed(db, o);
      } finally {
        await db.close();
      }
    }`;
  const { run } = await importProductSource('seed-feed', entry);
  const B = FEED_BENCH;
  const t = performance.now();
  await run(dataDir, databaseUrl, {
    prefix: 'feedbench',
    members: B.members,
    active: B.active,
    perMember: B.perMember,
    follows: [
      { follower: heavy, count: B.heavyFollows },
      { follower: typical, count: B.typicalFollows },
      { follower: celeb, count: B.celebFollows },
    ],
    followersOf: [{ id: celeb, count: B.celebFollowers }],
  });
  return performance.now() - t;
}

/** `rounds` first pages and `rounds` deep pages (the 6th, by cursor) per reader, one request at a time. */
export async function feedReadRun(base, readers, rounds, percentiles) {
  const out = {};
  for (const r of readers) {
    const headers = { authorization: `Bearer ${r.token}` };
    const get = async (cursor) => {
      const t = performance.now();
      const res = await fetch(`${base}/api/v1/feed${cursor ? `?cursor=${cursor}` : ''}`, { headers });
      const body = await res.json();
      if (res.status !== 200) throw new Error(`feed ${res.status}: ${JSON.stringify(body)}`);
      return { ms: performance.now() - t, body };
    };
    await get(); // warm-up
    const first = [];
    const deep = [];
    let items = 0;
    for (let i = 0; i < rounds; i++) {
      const a = await get();
      first.push(a.ms);
      items = a.body.items.length;
      let cursor = a.body.next_cursor;
      for (let p = 0; p < 4 && cursor; p++) cursor = (await get(cursor)).body.next_cursor;
      if (cursor) deep.push((await get(cursor)).ms);
    }
    out[r.label] = { first_page_ms: percentiles(first), deep_page_ms: percentiles(deep), items_on_first_page: items };
  }
  return out;
}

/** A text post by `author`: request to answer (the write path: one row, one NOTIFY, whoever follows). */
export async function feedWriteRun(base, author, rounds, percentiles) {
  const all = [];
  for (let i = 0; i < rounds; i++) {
    const t = performance.now();
    const res = await fetch(`${base}/api/v1/feed/posts`, {
      method: 'POST',
      headers: { authorization: `Bearer ${author.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ body: `Bench post ${i}` }),
    });
    await res.arrayBuffer();
    if (res.status !== 201) throw new Error(`post ${res.status}`);
    all.push(performance.now() - t);
  }
  return percentiles(all);
}
