import { z } from 'zod';
import { ERROR_STATUS } from './errors.ts';

export const uuid = z.uuid();
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
