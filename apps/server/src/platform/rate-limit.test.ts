import { describe, expect, it } from 'vitest';
import type { Database } from './db/client.ts';
import { checkEnhancedRateLimit, createRateLimiter, rateLimitHeaders } from './rate-limit.ts';

/** A database whose only used method is query(); everything else fails loudly if touched. */
function stubDatabase(query: (text: string, params?: unknown[]) => Promise<unknown[]>): Database & { calls: unknown[][] } {
  const calls: unknown[][] = [];
  const unused = () => {
    throw new Error('not used by the rate limiter');
  };
  return {
    driver: 'pglite',
    get db(): never {
      return unused();
    },
    calls,
    query: (async (text: string, params?: unknown[]) => {
      calls.push(params ?? []);
      return query(text, params);
    }) as Database['query'],
    listen: unused,
    close: unused,
  };
}

describe('createRateLimiter', () => {
  it('counts per key through the database and allows up to max', async () => {
    const db = stubDatabase(async () => [{ count: 25, reset: 120 }]);
    const r = await createRateLimiter(db, true).hit('login:ip:1.2.3.4', 25, 300);
    expect(r).toEqual({ allowed: true, limit: 25, remaining: 0, reset: 120 });
    expect(db.calls).toEqual([['login:ip:1.2.3.4', 300]]);
  });

  it('refuses the hit after max', async () => {
    const r = await createRateLimiter(
      stubDatabase(async () => [{ count: 26, reset: 42 }]),
      true,
    ).hit('k', 25, 300);
    expect(r).toEqual({ allowed: false, limit: 25, remaining: 0, reset: 42 });
  });

  it('spec §8: a failing check (query throws, e.g. the table is gone) means not allowed', async () => {
    const db = stubDatabase(async () => {
      throw new Error('relation "rate_limits" does not exist');
    });
    const r = await createRateLimiter(db, true).hit('login:ip:1.2.3.4', 25, 300);
    expect(r.allowed).toBe(false);
    expect(r.remaining).toBe(0);
    expect(r.limit).toBe(25);
    expect(r.reset).toBe(300);
  });

  it('a database that cannot be reached is not a pass either: the error goes on, to answer 503 rather than a throttle', async () => {
    const db = stubDatabase(async () => {
      throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    });
    await expect(createRateLimiter(db, true).hit('k', 5, 60)).rejects.toMatchObject({ code: 'ECONNREFUSED' });
  });

  it('a check that returns no row is a failure too, not a pass', async () => {
    const r = await createRateLimiter(
      stubDatabase(async () => []),
      true,
    ).hit('k', 5, 60);
    expect(r.allowed).toBe(false);
  });

  it('RATE_LIMITS=off allows without touching the database', async () => {
    const db = stubDatabase(async () => {
      throw new Error('must not be called');
    });
    const r = await createRateLimiter(db, false).hit('k', 5, 60);
    expect(r.allowed).toBe(true);
    expect(db.calls).toHaveLength(0);
  });
});

describe('checkEnhancedRateLimit (spec §7 check_enhanced_rate_limit_v2)', () => {
  it('takes any key, max and window in minutes, one counter per user when named', async () => {
    const db = stubDatabase(async () => [{ count: 1, reset: 600 }]);
    const limiter = createRateLimiter(db, true);
    const r = await checkEnhancedRateLimit(limiter, { key: 'reports', maxAttempts: 3, windowMinutes: 10, userId: 'u1' });
    expect(r).toEqual({ allowed: true, limit: 3, remaining: 2, reset: 600 });
    await checkEnhancedRateLimit(limiter, { key: 'reports', maxAttempts: 3, windowMinutes: 0.5 });
    expect(db.calls).toEqual([
      ['reports:user:u1', 600],
      ['reports', 30],
    ]);
  });

  it('a counter that cannot be read answers not allowed', async () => {
    const db = stubDatabase(async () => {
      throw new Error('connection lost');
    });
    const r = await checkEnhancedRateLimit(createRateLimiter(db, true), { key: 'k', maxAttempts: 3, windowMinutes: 1 });
    expect(r.allowed).toBe(false);
  });
});

describe('rateLimitHeaders', () => {
  it('reports limit, remaining and reset; Retry-After only when refused, never 0', () => {
    expect(rateLimitHeaders({ allowed: true, limit: 25, remaining: 3, reset: 100 })).toEqual({
      'RateLimit-Limit': '25',
      'RateLimit-Remaining': '3',
      'RateLimit-Reset': '100',
    });
    expect(rateLimitHeaders({ allowed: false, limit: 25, remaining: 0, reset: 100 })['Retry-After']).toBe('100');
    expect(rateLimitHeaders({ allowed: false, limit: 25, remaining: 0, reset: 0 })['Retry-After']).toBe('1');
  });
});
