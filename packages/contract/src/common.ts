import { z } from 'zod';
import { ERROR_STATUS } from './errors.ts';

export const uuid = z.uuid();

/**
 * The one definition of an id in a route's path: a UUID in either case, lower-cased before any handler
 * sees it. PostgreSQL reads both spellings as the same uuid, so a handler comparing ids as text ("not
 * yourself", "not your own block") must get one spelling, or an upper-case own id slips past (issue 31).
 */
export const idParam = (error?: string) => z.uuid(error).toLowerCase();
export const isoDate = z.string();

export const okSchema = z.object({ ok: z.literal(true) });

export const errorBodySchema = z.object({
  error: z.object({
    code: z.enum(Object.keys(ERROR_STATUS) as [keyof typeof ERROR_STATUS, ...(keyof typeof ERROR_STATUS)[]]),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
  }),
});

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
