import type { Database } from './db/client.ts';
import { isConnectionError } from './db/errors.ts';

export interface LimitResult {
  allowed: boolean;
  limit: number;
  remaining: number;
  /** Seconds until the window resets. */
  reset: number;
}

export interface RateLimiter {
  hit(key: string, max: number, windowSeconds: number): Promise<LimitResult>;
}

/**
 * Fixed-window counters in the database, so every instance shares them. One statement per hit.
 * Spec §8: a failed rate-limit check counts as not allowed (a lost database connection: 503).
 */
export function createRateLimiter(database: Database, enabled: boolean): RateLimiter {
  return {
    async hit(key, max, windowSeconds) {
      if (!enabled) return { allowed: true, limit: max, remaining: max, reset: windowSeconds };
      try {
        const [row] = await database.query<{ count: number; reset: number }>(
          `insert into rate_limits as r (key, window_start, count) values ($1, now(), 1)
           on conflict (key) do update set
             window_start = case when r.window_start <= now() - make_interval(secs => $2) then now() else r.window_start end,
             count = case when r.window_start <= now() - make_interval(secs => $2) then 1 else r.count + 1 end
           returning count, greatest(0, ceil(extract(epoch from (window_start + make_interval(secs => $2) - now()))))::int as reset`,
          [key, windowSeconds],
        );
        if (!row) throw new Error('no row');
        return { allowed: row.count <= max, limit: max, remaining: Math.max(0, max - row.count), reset: row.reset };
      } catch (e) {
        // Still not allowed, but said as what it is: a database that cannot be reached answers 503
        // with a short Retry-After, not a throttle of the whole window.
        if (isConnectionError(e)) throw e;
        return { allowed: false, limit: max, remaining: 0, reset: windowSeconds };
      }
    },
  };
}

/**
 * check_enhanced_rate_limit_v2 (spec §7): any key, at most `maxAttempts` in `windowMinutes`, counted
 * per user when one is named (one counter per key and user), else once for the key. For a service's
 * own limit beyond the route throttles (e.g. reports a member may file a day); like every hit, a
 * counter that cannot be read answers not allowed.
 */
export function checkEnhancedRateLimit(
  limiter: RateLimiter,
  o: { key: string; maxAttempts: number; windowMinutes: number; userId?: string | null },
): Promise<LimitResult> {
  return limiter.hit(o.userId ? `${o.key}:user:${o.userId}` : o.key, o.maxAttempts, Math.round(o.windowMinutes * 60));
}

/** IETF RateLimit header fields (draft-ietf-httpapi-ratelimit-headers) plus Retry-After when refused. */
export function rateLimitHeaders(r: LimitResult): Record<string, string> {
  const h: Record<string, string> = {
    'RateLimit-Limit': String(r.limit),
    'RateLimit-Remaining': String(r.remaining),
    'RateLimit-Reset': String(r.reset),
  };
  if (!r.allowed) h['Retry-After'] = String(Math.max(1, r.reset));
  return h;
}

/**
 * Counters whose window ended long ago are dead weight: a recurring job deletes them. Every window
 * in rate-limits.ts is at most a day, so a row untouched for two days can only restart at 1.
 */
export async function pruneRateLimits(database: Database): Promise<number> {
  const rows = await database.query(`delete from rate_limits where window_start < now() - interval '2 days' returning key`);
  return rows.length;
}
