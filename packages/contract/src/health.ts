import { z } from 'zod';
import type { RouteDef } from './route-def.ts';

export const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  version: z.string(),
  product: z.string(),
  database: z.object({
    driver: z.enum(['pglite', 'postgres']),
    ok: z.boolean(),
    latency_ms: z.number(),
  }),
  uptime_s: z.number(),
});
export type Health = z.infer<typeof healthSchema>;

/** Why an instance is not ready: each names a part, never a host, an address or an error's text. */
export const READINESS_REASONS = ['stopping', 'database_unreachable', 'migrations_pending', 'storage_unreachable'] as const;

export const readinessSchema = z.object({
  status: z.enum(['ready', 'not_ready']),
  reasons: z.array(z.enum(READINESS_REASONS)),
  checks: z.object({
    database: z.object({ ok: z.boolean(), latency_ms: z.number() }),
    /** Applied in the database vs shipped with this version; a database ahead (a newer version migrated it) is ready. */
    migrations: z.object({ ok: z.boolean(), applied: z.number().int().nullable(), shipped: z.number().int() }),
    storage: z.object({ ok: z.boolean(), driver: z.enum(['local', 's3']), latency_ms: z.number() }),
  }),
});
export type Readiness = z.infer<typeof readinessSchema>;

/** The health check (features/health): whether the database answers, and the running version. */
export const healthRoutes = {
  health: {
    method: 'GET',
    path: '/api/health',
    summary: 'Database and version health check',
    tag: 'platform',
    access: 'public',
    delegated: 'viewer',
    response: healthSchema,
  },
  /**
   * For load balancers: whether this instance can serve now (database reachable and migrated, storage
   * reachable, not stopping). 503 with the reasons when not. /api/health stays the cheap liveness check.
   */
  readiness: {
    method: 'GET',
    path: '/api/ready',
    summary: 'Readiness check for load balancers: database, migrations, storage, stopping',
    tag: 'platform',
    access: 'public',
    delegated: 'viewer',
    response: readinessSchema,
  },
} as const satisfies Record<string, RouteDef>;
