import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEW_SOURCES, feedPage, feedStatements, WALK_ROWS } from '../../src/features/feed/repository.ts';
import type { Database } from '../../src/platform/db/client.ts';
import { freshDatabase } from '../helpers/test-app.ts';

// The feed's read (features/feed/README.md), at the repository: both of its paths give the same
// newest-first pages as a plain sort, the walk over everyone's newest rows falls back to the per-source
// read when the sources are quiet, and both reads use their index in order (no sort of every match).

let database: Database;
let drop: () => Promise<void>;
const db = () => database.db;

const idOf = (tag: string) => `overlay(overlay(md5('${tag}-' || g) placing '4' from 13) placing '8' from 17)::uuid`;
/** `count` members (users rows) named by `tag`; their ids. */
async function members(tag: string, count: number): Promise<string[]> {
  const rows = await database.query<{ id: string }>(
    `insert into users (id, email, password_hash) select ${idOf(tag)}, '${tag}-' || g || '@seed.invalid', '!' from generate_series(1, $1::int) g returning id`,
    [count],
  );
  return rows.map((r) => r.id);
}
/** `perActor` activities for each actor, `minutesAgo` back plus one second per row (and the actor's place, so no two tie). */
async function activities(actors: string[], perActor: number, minutesAgo: number, state = 'visible') {
  await database.query(
    `insert into feed_activities (actor_id, kind, subject_id, state, created_at)
     select a, 'post', gen_random_uuid(), $3, now() - make_interval(mins => $2::int, secs => k * 7 + i)
       from unnest($1::uuid[]) with ordinality as t(a, i), generate_series(1, $4::int) k`,
    [actors, minutesAgo, state, perActor],
  );
}
/** What a page must be: every visible row of the sources (and the viewer's pending ones), newest first. */
async function expected(viewer: string, sources: string[]) {
  return database.query<{ id: string }>(
    `select id from feed_activities where actor_id = any($1::uuid[]) and (state = 'visible' or (state = 'pending' and actor_id = $2))
     order by created_at desc, id desc`,
    [sources, viewer],
  );
}
async function readAll(viewer: string, sources: string[], limit: number) {
  const out: string[] = [];
  let before: { at: string; id: string } | null = null;
  for (let i = 0; i < 100; i++) {
    const rows = await feedPage(db(), { viewerId: viewer, sources, before, limit: limit + 1 });
    const page = rows.slice(0, limit);
    out.push(...page.map((r) => r.id));
    const last = page.at(-1);
    if (rows.length <= limit || !last) return out;
    before = { at: last.cursor_at, id: last.id };
  }
  throw new Error('too many pages');
}

beforeAll(async () => {
  ({ database, drop } = await freshDatabase());
});
afterAll(async () => {
  await database.close();
  await drop();
});

describe('feedPage', () => {
  it('a few sources (the per-source read): every visible row once, newest first, the viewer’s own pending ones too', async () => {
    const [viewer, ...sources] = await members('few', 6);
    const [stranger] = await members('few-stranger', 1);
    await activities(sources, 9, 10);
    await activities([stranger as string], 5, 5);
    await activities(sources.slice(0, 2), 2, 3, 'pending');
    await activities(sources.slice(0, 2), 2, 2, 'hidden');
    await activities([viewer as string], 3, 1, 'pending');
    const mine = [viewer as string, ...sources];
    const want = (await expected(viewer as string, mine)).map((r) => r.id);
    expect(want).toHaveLength(5 * 9 + 3);
    expect(await readAll(viewer as string, mine, 7)).toEqual(want);
  });

  it('many sources (the walk): the same pages, and the per-source read when the sources are quiet', async () => {
    const [viewer] = await members('many-viewer', 1);
    const sources = await members('many', FEW_SOURCES + 20);
    const [noisy] = await members('many-noisy', 1);
    // Old rows of the sources, then more than WALK_ROWS newer rows of someone the viewer does not follow:
    // the walk over everyone's newest rows finds none of the sources' and must not end the feed there.
    await activities(sources.slice(0, 30), 2, 600);
    await activities([noisy as string], WALK_ROWS + 50, 1);
    const all = [viewer as string, ...sources];
    const quiet = (await expected(viewer as string, all)).map((r) => r.id);
    expect(quiet).toHaveLength(60);
    expect(await readAll(viewer as string, all, 20)).toEqual(quiet);
    // Now the sources are busy: the walk answers, with the older rows after.
    await activities(sources, 1, 0);
    const busy = (await expected(viewer as string, all)).map((r) => r.id);
    expect(busy).toHaveLength(60 + FEW_SOURCES + 20);
    expect(await readAll(viewer as string, all, 20)).toEqual(busy);
  });

  it('pages through rows apart by microseconds within one millisecond (a cursor to the millisecond skipped them)', async () => {
    const [viewer, source] = await members('micro', 2);
    await database.query(
      `insert into feed_activities (actor_id, kind, subject_id, state, created_at)
       select $1, 'post', gen_random_uuid(), 'visible', '2026-01-02T03:04:05.123000Z'::timestamptz + make_interval(secs => g / 1000000.0)
         from generate_series(1, 5) g`,
      [source],
    );
    const want = (await expected(viewer as string, [source as string])).map((r) => r.id);
    expect(want).toHaveLength(5);
    expect(await readAll(viewer as string, [source as string], 1)).toEqual(want);
    expect(await readAll(viewer as string, [source as string], 2)).toEqual(want);
  });

  it('reads each index in order: no sort of every matching row', async () => {
    const [viewer] = await members('plan-viewer', 1);
    const sources = await members('plan', FEW_SOURCES + 5);
    await activities(sources, 3, 30);
    await database.query('analyze feed_activities');
    const q = feedStatements({
      viewerId: viewer as string,
      sources,
      before: { at: new Date().toISOString(), id: viewer as string },
      limit: 21,
    });
    // With a handful of rows per source a bitmap read and a sort are as good, so that plan is set aside:
    // what is checked is that an ordered index read is possible at all (the order matches the index).
    const plan = (statement: SQL) =>
      db().transaction(async (tx) => {
        await tx.execute(sql`set local enable_bitmapscan = off`);
        const rows = await tx.execute<Record<string, unknown>>(sql`explain (costs off) ${statement}`);
        return rows.rows.map((r) => String(Object.values(r)[0])).join('\n');
      });
    const walk = await plan(q.walk);
    expect(walk).toMatch(/Index Scan using feed_activities_created_idx/);
    expect(walk).not.toMatch(/Sort/);
    // The per-source read sorts only the merged top rows (the outer Sort); inside, the actor index in order.
    const perSource = await plan(q.perSource);
    expect(perSource).toMatch(/Index Scan using feed_activities_actor_idx/);
    expect(perSource.match(/Sort Key/g)).toHaveLength(1);
  });
});
