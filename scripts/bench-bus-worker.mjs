// One "instance" of the bus ceiling run (scripts/bench-bus.mjs): the product's own database client and
// realtime bus (NOTIFY or NATS, as the server builds them), driven over IPC by the bench. Bundled with
// esbuild before it runs (scripts/bench-source.mjs), so it imports the TypeScript sources directly.
import { randomUUID } from 'node:crypto';
import pino from 'pino';
import { openDatabase } from '../apps/server/src/platform/db/client.ts';
import { createBus } from '../apps/server/src/platform/realtime/bus.ts';
import { natsTransport } from '../apps/server/src/platform/realtime/nats-bus.ts';

const now = () => performance.timeOrigin + performance.now();
const send = (m) => process.send?.(m);
const log = pino({ level: 'warn' }, pino.destination(2));

let database;
let bus;
let me = '';
let received = [];

async function init({ name, databaseUrl, kind, natsUrl, subject, poolMax, rows }) {
  me = name;
  database = await openDatabase({ databaseUrl, dataDir: '', migrate: false, poolMax, waitSeconds: 0 });
  bus = createBus(database, log, kind === 'nats' ? natsTransport({ url: natsUrl, subject, log }) : undefined);
  bus.watch({
    event: (e) => {
      // Only the other instance's events: the figure is across instances.
      if (!e.data.id.startsWith(me)) received.push([e.data.id, now()]);
    },
    gap: () => {},
  });
  await bus.start();
  if (!bus.listening()) throw new Error(`${name}: the ${kind} bus is not listening`);
  // Warm the pool: every connection opened before the clock starts.
  await Promise.all(Array.from({ length: poolMax }, () => database.query('select 1')));
  return { rows };
}

/** `rate` events a second for `seconds`, each a transaction: a one-row UPDATE and the event, then COMMIT. */
async function run({ rate, seconds, rows, maxInFlight }) {
  received = [];
  const published = [];
  let inFlight = 0;
  let skipped = 0;
  let failed = 0;
  const one = async () => {
    // A uuid whose first digit names the instance that sent it ('a' or 'b'), so the other can tell.
    const id = `${me}${randomUUID().slice(1)}`;
    const row = 1 + Math.floor(Math.random() * rows);
    let commitSent = 0;
    inFlight++;
    try {
      await database.db.transaction(async (tx) => {
        await tx.execute(sqlUpdate(row));
        await bus.publish({ type: 'profile.updated', topic: `user:${id}`, data: { id } }, tx);
        commitSent = now();
      });
      published.push([id, commitSent, now()]);
    } catch {
      failed++;
    } finally {
      inFlight--;
    }
  };
  const pending = new Set();
  const t0 = performance.now();
  const total = Math.round(rate * seconds);
  let started = 0;
  // Open loop: every millisecond or so, start what the clock says is due; never more than maxInFlight.
  while (started < total) {
    const due = Math.min(total, Math.floor(((performance.now() - t0) / 1000) * rate));
    while (started < due) {
      started++;
      if (inFlight >= maxInFlight) {
        skipped++;
        continue;
      }
      const p = one();
      pending.add(p);
      p.finally(() => pending.delete(p));
    }
    await new Promise((r) => setTimeout(r, 1));
  }
  await Promise.all(pending);
  const elapsedS = (performance.now() - t0) / 1000;
  return { published, skipped, failed, elapsed_s: elapsedS };
}

let sqlUpdate;
process.on('message', async (m) => {
  try {
    if (m.cmd === 'init') {
      const { sql } = await import('drizzle-orm');
      sqlUpdate = (row) => sql`update bench_bus_rows set n = n + 1 where id = ${row}`;
      send({ id: m.id, ok: await init(m) });
    } else if (m.cmd === 'run') send({ id: m.id, ok: await run(m) });
    else if (m.cmd === 'received') send({ id: m.id, ok: received });
    else if (m.cmd === 'stop') {
      await bus?.stop();
      await database?.close();
      send({ id: m.id, ok: true });
      process.exit(0);
    }
  } catch (e) {
    send({ id: m.id, error: e instanceof Error ? (e.stack ?? e.message) : String(e) });
  }
});
send({ ready: true });
