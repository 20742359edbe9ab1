import { z } from 'zod';
import type { RouteDef } from './route-def.ts';

/**
 * /enterprise-dashboard (issue 17, spec §2: enterprise accounts only): figures across the enterprise's
 * ACTIVE linked studios, read when the page asks. Rules the spec is silent on, chosen here:
 * - The figures, per studio and in total (all time unless said): casting calls posted (open and closed),
 *   applicants (applications to those calls), bookings (MB Bookings requests the studio received, every
 *   status), events (events the studio published, cancelled ones too), portfolio views (every live
 *   item's count) and followers (now).
 * - Charts: the last 30 UTC days, one bar per day, today last, of what began that day: calls posted,
 *   applications, booking requests, events published and new followers (follows still standing).
 *   Portfolio views have no chart: their per-day records are kept two days only (de-duplication).
 * - Only active links count: an invitation not yet accepted and an unlinked studio count for nothing,
 *   from the moment the link ends (nothing is cached).
 */

export const ENTERPRISE_DASHBOARD_DAYS = 30;

export const ENTERPRISE_DASHBOARD_MESSAGES = {
  enterpriseOnly: 'The enterprise dashboard is for enterprise accounts.',
} as const;

export const dashboardFiguresSchema = z.object({
  casting_calls: z.number().int(),
  applicants: z.number().int(),
  bookings: z.number().int(),
  events: z.number().int(),
  portfolio_views: z.number().int(),
  followers: z.number().int(),
});
export type DashboardFigures = z.infer<typeof dashboardFiguresSchema>;

/** The figures that have a chart (portfolio views have none). */
export const DASHBOARD_DAILY_FIGURES = ['casting_calls', 'applicants', 'bookings', 'events', 'followers'] as const;
export type DashboardDailyFigure = (typeof DASHBOARD_DAILY_FIGURES)[number];

export const enterpriseDashboardSchema = z.object({
  totals: dashboardFiguresSchema,
  studios: z.array(
    z.object({
      id: z.uuid(),
      name: z.string(),
      username: z.string().nullable(),
      avatar_url: z.string().nullable(),
      figures: dashboardFiguresSchema,
    }),
  ),
  /** ENTERPRISE_DASHBOARD_DAYS UTC days, oldest first, today last. */
  per_day: z.array(
    z.object({
      day: z.string(),
      casting_calls: z.number().int(),
      applicants: z.number().int(),
      bookings: z.number().int(),
      events: z.number().int(),
      followers: z.number().int(),
    }),
  ),
});
export type EnterpriseDashboard = z.infer<typeof enterpriseDashboardSchema>;

export const enterpriseDashboardRoutes = {
  enterpriseDashboard: {
    method: 'GET',
    path: '/api/v1/enterprise/dashboard',
    summary: 'Enterprise: figures across its actively linked studios, in total, per studio and per day (30 days)',
    tag: 'enterprise',
    access: 'user',
    delegated: 'viewer',
    response: enterpriseDashboardSchema,
  },
} as const satisfies Record<string, RouteDef>;
