// The realtime bus's ceiling across two instances (scripts/bench.md "bus_ceiling"), for PostgreSQL NOTIFY
// and for NATS side by side: two processes (scripts/bench-bus-worker.mjs), each with the product's
// database client and bus on one scratch PostgreSQL database, publish at a rising rate, half each; every
// event is a transaction (a one-row UPDATE and the event, then COMMIT). Measured per step: the rate
// achieved and, for each event received by the OTHER instance, the time from its COMMIT's answer to the
// publisher to its arrival there (`commit_to_event_ms`; NOTIFY may arrive before that answer: below 0),
// and from just before the COMMIT was sent (`commit_sent_to_event_ms`, the commit itself included). The
// ceiling is the highest rate achieved with commit-to-event p99 <= 50 ms, nothing lost or failed, and
// the instances keeping up (at most 1% of the offered events not started for want of a free slot: 64 in
// flight per instance, over a pool of 10 connections, the server's default).
import { fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import net from 'node:net';
import os from 'node:os';
import pg from 'pg';
import { bundleProductSource } from './bench-source.mjs';

const GOAL_P99_MS = 50;
const ROWS = 1_000;

/** Whether a NATS server greets a connection at `url` (its INFO line). */
export function natsAnswers(url, timeoutMs = 2_000) {
  const u = new URL(url);
  return new Promise((resolve) => {
    const s = net.connect(Number(u.port || 4222), u.hostname);
    const done = (ok) => {
      s.destroy();
      resolve(ok);
    };
    s.setTimeout(timeoutMs, () => done(false));
    s.once('error', () => done(false));
    s.once('data', (d) => done(d.toString('utf8').startsWith('INFO ')));
  });
}

/** A worker process and a request/answer over its IPC channel. */
async function startWorker(h, file, name) {
  const child = fork(file, [], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'], env: { ...process.env, NODE_ENV: 'production' } });
  h.children.add(child);
  let next = 0;
  const waiting = new Map();
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const ready = new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`bus worker ${name} exited (${code}) before it was ready`)));
    child.on('message', (m) => {
      if (m.ready) return resolve();
      const w = waiting.get(m.id);
      if (!w) return;
      waiting.delete(m.id);
      if (m.error) w.reject(new Error(`bus worker ${name}: ${m.error}`));
      else w.resolve(m.ok);
    });
  });
  child.once('exit', (code) => {
    for (const w of waiting.values()) w.reject(new Error(`bus worker ${name} exited (${code})`));
    waiting.clear();
  });
  await ready;
  const ask = (cmd, args = {}) =>
    new Promise((resolve, reject) => {
      const id = next++;
      waiting.set(id, { resolve, reject });
      child.send({ ...args, cmd, id });
    });
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    ask('stop').catch(() => {});
    const killer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(killer);
    h.children.delete(child);
  };
  h.cleanups.push(stop);
  return { name, ask, stop };
}

/** Two instances on one bus: `step(rate)` runs one rate and says what it measured. */
async function busPair(h, file, kind, databaseUrl, natsUrl, settings) {
  const subject = `mb.bench.${randomBytes(4).toString('hex')}`;
  const workers = [await startWorker(h, file, `${kind}-a`), await startWorker(h, file, `${kind}-b`)];
  for (const [i, w] of workers.entries())
    await w.ask('init', { name: 'ab'[i], databaseUrl, kind, natsUrl, subject, poolMax: settings.poolMax, rows: ROWS });
  const run = (rate, seconds) =>
    Promise.all(workers.map((w) => w.ask('run', { rate: rate / 2, seconds, rows: ROWS, maxInFlight: settings.maxInFlight })));
  // Warm-up (JIT, the pools' statements), not counted.
  await run(settings.rates[0], 1);
  const step = async (rate) => {
    const runs = await run(rate, settings.seconds);
    // Let the last events arrive (bounded: what has not come by then is lost).
    const expected = runs.map((r) => r.published.length);
    const deadline = performance.now() + 5_000;
    let got;
    for (;;) {
      got = await Promise.all([workers[1].ask('received'), workers[0].ask('received')]);
      if (got.every((g, i) => g.length >= expected[i]) || performance.now() > deadline) break;
      await h.sleep(50);
    }
    const latencies = [];
    const fromSent = [];
    const commitMs = [];
    let lost = 0;
    for (const [i, r] of runs.entries()) {
      const arrived = new Map(got[i]);
      for (const [id, commitSent, committed] of r.published) {
        commitMs.push(committed - commitSent);
        const t = arrived.get(id);
        if (t === undefined) lost++;
        else {
          latencies.push(t - committed);
          fromSent.push(t - commitSent);
        }
      }
    }
    const published = expected[0] + expected[1];
    const notStarted = runs.reduce((a, r) => a + r.skipped, 0);
    const out = {
      offered_per_s: rate,
      achieved_per_s: h.round(published / settings.seconds),
      published,
      not_started: notStarted,
      failed: runs.reduce((a, r) => a + r.failed, 0),
      lost,
      commit_to_event_ms: h.percentiles(latencies),
      commit_sent_to_event_ms: h.percentiles(fromSent),
      commit_ms: h.percentiles(commitMs),
    };
    // Kept up: every event offered was started (the in-flight cap never hit), none failed or was lost.
    out.kept_up = lost === 0 && out.failed === 0 && notStarted <= 0.01 * rate * settings.seconds;
    out.within_goal = out.kept_up && out.commit_to_event_ms.p99 !== null && out.commit_to_event_ms.p99 <= GOAL_P99_MS;
    h.log(
      `bus ${kind}: offered ${rate}/s, achieved ${out.achieved_per_s}/s, commit-to-event p50 ${out.commit_to_event_ms.p50} p99 ${out.commit_to_event_ms.p99} ms, COMMIT p50 ${out.commit_ms.p50} ms, lost ${lost}${out.within_goal ? '' : ' (over the goal)'}`,
    );
    return out;
  };
  const stop = async () => {
    for (const w of workers) await w.stop();
  };
  return { step, stop };
}

const summary = (steps) => {
  const best = steps.filter((s) => s.within_goal).reduce((a, s) => (a && a.achieved_per_s >= s.achieved_per_s ? a : s), null);
  return {
    ceiling_events_per_s: best?.achieved_per_s ?? null,
    max_achieved_per_s: Math.max(0, ...steps.map((s) => s.achieved_per_s)),
    at_ceiling: best
      ? { commit_to_event_ms: best.commit_to_event_ms, commit_sent_to_event_ms: best.commit_sent_to_event_ms, commit_ms: best.commit_ms }
      : null,
    steps,
  };
};

/**
 * Both buses on one scratch database (`db.url`, made by the bench; the app instances of --scale are on
 * another, so their LISTEN does not take part). NATS at BENCH_NATS_URL (default 127.0.0.1:4222), skipped
 * with a reason when none answers.
 */
export async function busCeilingRun(h, db) {
  const natsUrl = process.env.BENCH_NATS_URL ?? 'nats://127.0.0.1:4222';
  const settings = h.args.quick
    ? { seconds: 2, rates: [50, 100, 200, 400, 800, 1_600, 3_200], poolMax: 10, maxInFlight: 64 }
    : {
        seconds: 5,
        rates: [50, 100, 150, 200, 300, 400, 600, 800, 1_200, 1_600, 2_400, 3_200, 4_800, 6_400],
        poolMax: 10,
        maxInFlight: 64,
      };
  const admin = new pg.Client({ connectionString: db.url });
  await admin.connect();
  await admin.query('create table bench_bus_rows (id int primary key, n bigint not null default 0)');
  await admin.query('insert into bench_bus_rows (id) select generate_series(1, $1::int)', [ROWS]);
  await admin.end();
  const file = await bundleProductSource('bus-worker', "import './scripts/bench-bus-worker.mjs';");
  const loadavg = os.loadavg().map((l) => h.round(l, 2));
  h.log(`bus ceiling: two instances, ${settings.seconds} s a step, rates ${settings.rates.join(', ')} events/s`);
  const natsUp = await natsAnswers(natsUrl);
  // Both buses step up together, NOTIFY then NATS at each rate, so both meet the same machine (its load
  // moves with whatever else runs on it); each stops once it has failed to keep up twice.
  const pairs = { postgres_notify: await busPair(h, file, 'notify', db.url, null, settings) };
  if (natsUp) pairs.nats = await busPair(h, file, 'nats', db.url, natsUrl, settings);
  const steps = { postgres_notify: [], nats: [] };
  const misses = { postgres_notify: 0, nats: 0 };
  try {
    for (const [i, rate] of settings.rates.entries()) {
      const live = Object.keys(pairs).filter((k) => misses[k] < 2);
      if (!live.length) break;
      // Each goes first every other step: neither always meets the machine as the other left it.
      for (const k of i % 2 ? live.reverse() : live) {
        const st = await pairs[k].step(rate);
        steps[k].push(st);
        if (!st.kept_up) misses[k]++;
      }
    }
  } finally {
    for (const p of Object.values(pairs)) await p.stop();
  }
  const notify = summary(steps.postgres_notify);
  const nats = natsUp ? summary(steps.nats) : { skipped: `no NATS server answers at ${natsUrl} (BENCH_NATS_URL)` };
  const out = {
    goal: `commit-to-event p99 <= ${GOAL_P99_MS} ms across instances, nothing lost`,
    loadavg_at_start: loadavg,
    loadavg_at_end: os.loadavg().map((l) => h.round(l, 2)),
    settings: { ...settings, instances: 2, rows: ROWS, nats_url: natsUrl },
    postgres_notify: notify,
    nats,
    side_by_side: {
      ceiling_events_per_s: { postgres_notify: notify.ceiling_events_per_s, nats: nats.ceiling_events_per_s ?? null },
      max_achieved_per_s: { postgres_notify: notify.max_achieved_per_s, nats: nats.max_achieved_per_s ?? null },
      p99_at_ceiling_ms: {
        postgres_notify: notify.at_ceiling?.commit_to_event_ms.p99 ?? null,
        nats: nats.at_ceiling?.commit_to_event_ms.p99 ?? null,
      },
    },
  };
  h.log(
    `bus ceiling (p99 <= ${GOAL_P99_MS} ms across two instances): PostgreSQL NOTIFY ${notify.ceiling_events_per_s} events/s (most achieved ${notify.max_achieved_per_s}), NATS ${nats.skipped ? `skipped (${nats.skipped})` : `${nats.ceiling_events_per_s} events/s (most achieved ${nats.max_achieved_per_s})`}`,
  );
  return out;
}
