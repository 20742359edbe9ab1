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
} as const satisfies Record<string, RouteDef>;
