import { z } from 'zod';
import type { RouteDef } from './route-def.ts';
import { ADMIN_RULE } from './staff-rule.ts';

// The admin System page (issue 34, features/system): each part's health, the job queues, recent
// errors and the last 24 hours of requests, from the same figures as the Prometheus metrics.

export const SYSTEM_PARTS = ['database', 'storage', 'mail', 'hub', 'payments', 'realtime'] as const;
export type SystemPart = (typeof SYSTEM_PARTS)[number];

/** ok: answering; degraded: answering with trouble (failures, slow); down: not answering; off: not configured. */
export const PART_STATES = ['ok', 'degraded', 'down', 'off'] as const;

/** The charts' window and the width of one point. */
export const SYSTEM_WINDOW_HOURS = 24;
export const SYSTEM_POINT_MINUTES = 10;

export const systemPartSchema = z.object({
  part: z.enum(SYSTEM_PARTS),
  state: z.enum(PART_STATES),
  /** One sentence for staff: what was checked and what it answered. */
  detail: z.string(),
  latency_ms: z.number().nullable(),
});

export const systemQueueSchema = z.object({
  kind: z.string(),
  /** Pending and due now. */
  due: z.number().int(),
  /** Age of the oldest due job, in seconds (null: none due). */
  oldest_due_s: z.number().nullable(),
  running: z.number().int(),
  /** Runs that failed for good in the last 24 hours. */
  failed_24h: z.number().int(),
});

export const systemErrorSchema = z.object({
  at: z.iso.datetime({ offset: true }),
  source: z.enum(['request', 'job', 'mail']),
  /** The route, job kind or mail kind. */
  title: z.string(),
  /** The status and request id, or the error message. */
  detail: z.string(),
});

export const systemPointSchema = z.object({
  /** Start of the point's window. */
  at: z.iso.datetime({ offset: true }),
  /** Requests per minute over the window, every instance together. */
  requests_per_min: z.number(),
  /** Share of 5xx answers (0-1); null without requests. */
  error_rate: z.number().nullable(),
  /** 95th percentile of answer time, from the latency buckets; null without requests. */
  p95_ms: z.number().nullable(),
});

export const systemOverviewSchema = z.object({
  generated_at: z.iso.datetime({ offset: true }),
  /** Instances that wrote a sample in the last 5 minutes. */
  instances: z.number().int(),
  parts: z.array(systemPartSchema),
  queues: z.array(systemQueueSchema),
  recent_errors: z.array(systemErrorSchema),
  /** Oldest first, one point per SYSTEM_POINT_MINUTES; windows without samples are left out. */
  series: z.array(systemPointSchema),
});
export type SystemOverview = z.infer<typeof systemOverviewSchema>;
export type SystemPartHealth = z.infer<typeof systemPartSchema>;

export const systemRoutes = {
  adminSystem: {
    method: 'GET',
    path: '/api/v1/admin/system',
    summary: "The platform's health for admins: parts, job queues, recent errors, the last 24 h of requests",
    tag: 'admin',
    access: { staff: ADMIN_RULE },
    delegated: 'never',
    response: systemOverviewSchema,
  },
} as const satisfies Record<string, RouteDef>;

export const SYSTEM_MESSAGES = {
  loadFailed: 'The system figures could not be read. Please try again.',
  noSamples: 'No request figures yet: every instance writes one sample a minute, so the charts fill in within a minute or two.',
  noQueues: 'No jobs are waiting, running or failed in the last 24 hours.',
  noErrors: 'No errors in the last 24 hours.',
} as const;
