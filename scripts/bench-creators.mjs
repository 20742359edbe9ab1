// Creators' control (issue 35) in `npm run bench`: what counting a profile view costs (the analytics
// feature's own statements, on a database of its own: views recorded per second, one after another, as
// one instance's requests would) and how long burning a watermark into one full-size picture takes
// (portfolio's burnWatermark, a corner mark and a tiled one). See scripts/bench.md ("creators").
// Alone: node scripts/bench-creators.mjs [--postgres <url>] [--views N]
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import sharp from 'sharp';
import { importProductSource } from './bench-source.mjs';

const ENTRY = `
  import { openDatabase } from './apps/server/src/platform/db/client.ts';
  import { countView, recordViewer } from './apps/server/src/features/analytics/repository.ts';
  import { burnWatermark } from './apps/server/src/features/portfolio/watermark.ts';
  export { burnWatermark, countView, openDatabase, recordViewer };
`;

const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
const round1 = (n) => Math.round(n * 10) / 10;
const SOURCES = ['search', 'feed', 'share_link', 'bio_link', 'direct'];

/**
 * Counts `views` views on 200 profiles (a visitor's: one upsert of the day's row; a member who shows
 * themselves: that and their viewer row) and renders `images` watermarks on a 1600×1200 picture.
 */
export async function creatorsBench({ databaseUrl, views = 5_000, images = 10 }) {
  const m = await importProductSource('bench-creators', ENTRY);
  const dir = databaseUrl ? null : mkdtempSync(path.join(os.tmpdir(), 'bench-creators-'));
  const database = await m.openDatabase({ dataDir: dir ?? '', databaseUrl: databaseUrl || undefined });
  try {
    const seedId = `overlay(overlay(md5('creators-' || g) placing '4' from 13) placing '8' from 17)::uuid`;
    await database.query(
      `insert into users (id, email, password_hash) select ${seedId}, 'creators-' || g || '@seed.invalid', '!' from generate_series(0, 399) g on conflict do nothing`,
    );
    const ids = (await database.query(`select ${seedId} as id from generate_series(0, 399) g`)).map((r) => r.id);
    const owners = ids.slice(0, 200);
    const viewers = ids.slice(200);
    const run = async (named) => {
      const t0 = performance.now();
      for (let i = 0; i < views; i++) {
        const ownerId = owners[i % owners.length];
        const source = SOURCES[i % SOURCES.length];
        await m.countView(database.db, { ownerId, subjectId: ownerId, source, unnamed: !named });
        if (named) await m.recordViewer(database.db, ownerId, viewers[i % viewers.length], source);
      }
      return Math.round(views / ((performance.now() - t0) / 1000));
    };
    await run(false); // warm-up, not counted
    const visitor_per_s = await run(false);
    const member_per_s = await run(true);

    const picture = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: { r: 120, g: 90, b: 160 } } })
      .webp({ quality: 82 })
      .toBuffer();
    const render = async (position) => {
      await m.burnWatermark(picture, { text: '@bench_creator', position, opacity: 60 }); // warm-up
      const times = [];
      for (let i = 0; i < images; i++) {
        const t = performance.now();
        await m.burnWatermark(picture, { text: '@bench_creator', position, opacity: 60 });
        times.push(performance.now() - t);
      }
      times.sort((a, b) => a - b);
      return { median_ms: round1(quantile(times, 0.5)), p95_ms: round1(quantile(times, 0.95)) };
    };
    return {
      analytics: { views_counted: views, profiles: owners.length, visitor_views_per_s: visitor_per_s, member_views_per_s: member_per_s },
      watermark: { image: '1600x1200 webp', images, corner: await render('bottom-right'), tiled: await render('tiled') },
      loadavg: os.loadavg().map((x) => Math.round(x * 100) / 100),
    };
  } finally {
    await database.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const { values } = parseArgs({ options: { postgres: { type: 'string' }, views: { type: 'string' }, images: { type: 'string' } } });
  const out = await creatorsBench({
    databaseUrl: values.postgres,
    views: values.views ? Number(values.views) : undefined,
    images: values.images ? Number(values.images) : undefined,
  });
  console.log(JSON.stringify({ driver: values.postgres ? 'postgres' : 'pglite', loadavg_at_start: os.loadavg(), ...out }, null, 2));
}
