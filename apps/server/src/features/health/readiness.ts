import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readiness } from '@mb/contract/health';
import { repoRoot } from '../../platform/config.ts';
import type { AppContext } from '../../platform/context.ts';

/** A check that takes longer counts as failed: a balancer's probe must get an answer, not hang. */
const CHECK_TIMEOUT_MS = 3_000;

const within = <T>(ms: number, work: Promise<T>): Promise<T> =>
  new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('timed out')), ms);
    work.then(resolve, reject).finally(() => clearTimeout(timer));
  });

async function timed(work: () => Promise<unknown>): Promise<{ ok: boolean; latency_ms: number }> {
  const started = performance.now();
  const ok = await within(CHECK_TIMEOUT_MS, work()).then(
    () => true,
    () => false,
  );
  return { ok, latency_ms: Math.round((performance.now() - started) * 100) / 100 };
}

interface Shipped {
  count: number;
  /** The journal's `when` of the newest migration: drizzle stores it as `created_at`. */
  last: number;
}

/** The migrations this version ships (drizzle's journal), read once. */
function shippedMigrations(): () => Promise<Shipped> {
  let shipped: Promise<Shipped> | undefined;
  return () => {
    shipped ??= readFile(path.join(repoRoot(), 'apps/server/migrations/meta/_journal.json'), 'utf8').then((text) => {
      const entries = (JSON.parse(text) as { entries: { when: number }[] }).entries;
      return { count: entries.length, last: Math.max(0, ...entries.map((e) => e.when)) };
    });
    return shipped;
  };
}

/**
 * Whether this instance can serve (features/health README): the database answers and has every
 * migration this version ships (or newer ones: a rolling upgrade's first instance migrated it), the
 * storage answers, and the instance is not stopping. Reasons name parts only, never an error's text.
 */
export function readinessCheck(ctx: AppContext) {
  const shipped = shippedMigrations();
  return async (): Promise<Readiness> => {
    const ours = await shipped();
    let applied: number | null = null;
    let newest = 0;
    const [database, storage] = await Promise.all([
      timed(async () => {
        const [row] = await ctx.database.query<{ n: number; last: string | null }>(
          'select count(*)::int as n, max(created_at)::text as last from drizzle.__drizzle_migrations',
        );
        applied = row?.n ?? 0;
        newest = Number(row?.last ?? 0);
      }),
      timed(() => ctx.storage.ping()),
    ]);
    const migrated = database.ok && newest >= ours.last;
    const reasons: Readiness['reasons'] = [];
    if (ctx.lifecycle.stopping) reasons.push('stopping');
    if (!database.ok) reasons.push('database_unreachable');
    else if (!migrated) reasons.push('migrations_pending');
    if (!storage.ok) reasons.push('storage_unreachable');
    return {
      status: reasons.length ? 'not_ready' : 'ready',
      reasons,
      checks: {
        database,
        migrations: { ok: migrated, applied, shipped: ours.count },
        storage: { ...storage, driver: ctx.storage.name },
      },
    };
  };
}
