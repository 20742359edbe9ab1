import type { SystemPart, SystemPartHealth } from '@mb/contract/system';
import type { AppContext } from '../../platform/context.ts';
import { extensions } from '../../platform/modules.ts';
import * as repo from './repository.ts';

/** What a probe answers: the part's state, a sentence, and how long the check took. */
export type PartProbeResult = Omit<SystemPartHealth, 'part'>;

declare module '../../platform/modules.ts' {
  interface Extensions {
    /** A part of the platform another feature owns (the compliance hub, the payment provider), checked on the System page. */
    'system.part_probe': { part: SystemPart; probe: (ctx: AppContext) => Promise<PartProbeResult> };
  }
}

/** No probe waits longer: the page answers within this even when a part hangs. */
export const PROBE_TIMEOUT_MS = 5000;

const ms = (since: number) => Math.round((performance.now() - since) * 10) / 10;

/** Runs a probe with the time limit; a throw or a timeout is the part being down, with the reason. */
async function timed(part: SystemPart, probe: () => Promise<PartProbeResult>): Promise<SystemPartHealth> {
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  try {
    const result = await Promise.race([
      probe(),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer within ${PROBE_TIMEOUT_MS / 1000} s`)), PROBE_TIMEOUT_MS);
      }),
    ]);
    return { part, ...result };
  } catch (e) {
    return { part, state: 'down', detail: `Not answering: ${(e as Error).message}`.slice(0, 300), latency_ms: ms(started) };
  } finally {
    clearTimeout(timer);
  }
}

async function database(ctx: AppContext): Promise<PartProbeResult> {
  const started = performance.now();
  await ctx.database.query('select 1');
  const latency = ms(started);
  const pool = ctx.database.poolStats?.();
  const driver = ctx.database.driver === 'pglite' ? 'Embedded database (PGlite)' : 'PostgreSQL';
  const load = pool ? `; ${pool.total - pool.idle} of ${ctx.config.DATABASE_POOL_MAX} connections in use, ${pool.waiting} waiting` : '';
  return {
    state: pool && pool.waiting > 0 ? 'degraded' : 'ok',
    detail: `${driver} answered a query${load}.`,
    latency_ms: latency,
  };
}

/** A read of a key that is never written: the driver must answer "no such file" (local disk or S3). */
async function storage(ctx: AppContext): Promise<PartProbeResult> {
  const started = performance.now();
  await ctx.storage.get('uploads', 'system/health-probe.bin');
  return { state: 'ok', detail: `${ctx.storage.name === 's3' ? 'S3' : 'Local disk'} storage answered a read.`, latency_ms: ms(started) };
}

async function mail(ctx: AppContext): Promise<PartProbeResult> {
  const started = performance.now();
  const f = await repo.mailFigures(ctx.database);
  const latency = ms(started);
  if (!ctx.config.SMTP_URL) {
    return { state: 'off', detail: 'No SMTP_URL: messages stay in the outbox for staff.', latency_ms: null };
  }
  if (f.failed_recently > 0) {
    return {
      state: 'degraded',
      detail: `${f.failed_recently} message(s) failed to send in the last 15 minutes; ${f.backlog} waiting (retried with backoff).`,
      latency_ms: latency,
    };
  }
  return { state: 'ok', detail: `SMTP configured; ${f.backlog} message(s) waiting to be sent.`, latency_ms: latency };
}

async function realtime(ctx: AppContext): Promise<PartProbeResult> {
  return ctx.bus.listening()
    ? { state: 'ok', detail: 'This instance is listening for realtime events.', latency_ms: null }
    : { state: 'down', detail: 'This instance is not listening for realtime events (reconnecting).', latency_ms: null };
}

const OWN: Partial<Record<SystemPart, (ctx: AppContext) => Promise<PartProbeResult>>> = { database, storage, mail, realtime };

/** Every part, in the contract's order: the platform's own checked here, the others by the feature that owns them. */
export async function partsHealth(ctx: AppContext, parts: readonly SystemPart[]): Promise<SystemPartHealth[]> {
  const contributed = extensions(ctx, 'system.part_probe');
  return Promise.all(
    parts.map((part) => {
      const probe = OWN[part] ?? contributed.find((c) => c.part === part)?.probe;
      if (!probe) return Promise.resolve({ part, state: 'off' as const, detail: 'Not checked by this server.', latency_ms: null });
      return timed(part, () => probe(ctx));
    }),
  );
}
