import { z } from 'zod';
import { PRO_MESSAGES, type ProStatus } from './pro-text.ts';
import type { RouteDef } from './route-def.ts';
import { memberIdParams } from './staff-admin.ts';
import { ADMIN_RULE } from './staff-rule.ts';

// Pro status and the grace period (spec §3 Pro status, Pro consistency result, Grace status; §4; §7
// get_unified_pro_status, validate_pro_status_consistency, get_grace_period_status,
// execute-grace-downgrade; §8 Downgrade, Pro status load, Consistency check; §9). The messages, the
// defaults and the timing are in pro-text.ts (no zod), so the member session's chunk stays small.

export { DEFAULT_PRO_STATUS, PRO_MESSAGES, PRO_TIMING, type ProStatus } from './pro-text.ts';

const isoDate = z.iso.datetime({ offset: true });

/** Spec §3 Pro status (server form; the browser maps it to the client form): ProStatus in pro-text.ts. */
export const proStatusSchema = z.object({
  is_pro_user: z.boolean(),
  is_sponsor_user: z.boolean(),
  /** When Pro ends: the later of the paid period and an admin's grant; null when not Pro or open-ended. */
  pro_end_date: isoDate.nullable(),
  is_moderator_granted: z.boolean(),
  subscription_status: z.string().nullable(),
  subscription_end_date: isoDate.nullable(),
  moderator_granted_end_date: isoDate.nullable(),
  is_ambassador: z.boolean(),
  billing_cycle: z.enum(['monthly', 'yearly']).nullable(),
  /** Spec §4: true when the billing feature has no value or says false. */
  auto_rebill: z.boolean(),
  next_billing_date: isoDate.nullable(),
  /** Whole days until pro_end_date (rounded up); 0 when not Pro or open-ended. */
  days_remaining: z.number().int().min(0),
}) satisfies z.ZodType<ProStatus>;

/** Spec §3 Pro consistency result. */
export const proConsistencySchema = z.object({
  is_consistent: z.boolean(),
  issues: z.array(z.string()),
  recommendations: z.array(z.string()),
});
export type ProConsistency = z.infer<typeof proConsistencySchema>;

/** Spec §3 Grace status; can_upload / can_view are the derived canUpload / canView. */
export const graceStatusSchema = z.object({
  grace_period_active: z.boolean(),
  /** When the Pro content is deleted (the paid period's end plus 14 days); null when not in grace. */
  grace_period_end_date: isoDate.nullable(),
  days_remaining: z.number().int().min(0),
  videos_at_risk: z.number().int().min(0),
  albums_at_risk: z.number().int().min(0),
  /** Images beyond the 12 oldest (spec §2 'images beyond the 12-image free limit deleted'). */
  images_at_risk: z.number().int().min(0),
  can_upload: z.boolean(),
  can_view: z.boolean(),
});
export type GraceStatus = z.infer<typeof graceStatusSchema>;

export const downgradeResultSchema = z.object({
  ok: z.literal(true),
  videos_deleted: z.number().int().min(0),
  albums_removed: z.number().int().min(0),
  images_deleted: z.number().int().min(0),
});
export type DowngradeResult = z.infer<typeof downgradeResultSchema>;

/** What an admin sets (spec §6 sponsor, ambassador, moderator-granted Pro); any subset, at least one. */
export const proGrantsInput = z
  .object({
    /** Grant Pro until this moment (must be ahead), or null to end a grant. */
    moderator_granted_end_date: isoDate.nullable().optional(),
    is_sponsor: z.boolean().optional(),
    is_ambassador: z.boolean().optional(),
  })
  .strict()
  .refine((v) => v.moderator_granted_end_date !== undefined || v.is_sponsor !== undefined || v.is_ambassador !== undefined, {
    message: PRO_MESSAGES.nothingToChange,
  });
export type ProGrantsInput = z.infer<typeof proGrantsInput>;

/** An admin's view of one member: the unified status and the consistency result. */
export const adminProSchema = z.object({
  status: proStatusSchema,
  consistency: proConsistencySchema,
  grace: graceStatusSchema,
});
export type AdminPro = z.infer<typeof adminProSchema>;

/** Pro status (features/pro): the unified status, its consistency, the grace period, and the admins' grants. */
export const proRoutes = {
  proStatus: {
    method: 'GET',
    path: '/api/v1/pro/status',
    summary: "The caller's unified Pro status (spec §7 get_unified_pro_status): paid, granted, sponsor, ambassador, billing",
    tag: 'pro',
    access: 'user',
    delegated: 'viewer',
    response: proStatusSchema,
  },
  proConsistency: {
    method: 'GET',
    path: '/api/v1/pro/consistency',
    summary: "Whether the caller's Pro records agree (spec §7 validate_pro_status_consistency): issues and recommendations",
    tag: 'pro',
    access: 'user',
    delegated: 'viewer',
    response: proConsistencySchema,
  },
  graceStatus: {
    method: 'GET',
    path: '/api/v1/pro/grace',
    summary: "The caller's grace period (spec §7 get_grace_period_status): end date, days left, what is at risk",
    tag: 'pro',
    access: 'user',
    delegated: 'viewer',
    response: graceStatusSchema,
  },
  executeGraceDowngrade: {
    method: 'POST',
    path: '/api/v1/pro/execute-grace-downgrade',
    summary: 'End the grace period now: videos, albums and images beyond the 12 oldest are deleted (own account, no body)',
    tag: 'pro',
    access: 'user',
    delegated: 'manager',
    response: downgradeResultSchema,
  },
  adminMemberPro: {
    method: 'GET',
    path: '/api/v1/admin/members/:id/pro',
    summary: "One member's Pro status, consistency and grace period, for the account page",
    tag: 'admin',
    access: { staff: ADMIN_RULE },
    delegated: 'never',
    params: memberIdParams,
    response: adminProSchema,
  },
  adminSetMemberPro: {
    method: 'PATCH',
    path: '/api/v1/admin/members/:id/pro',
    summary: 'Grant Pro until a date (or end a grant), set sponsor and ambassador; audited, the member is notified',
    tag: 'admin',
    access: { staff: ADMIN_RULE },
    delegated: 'never',
    params: memberIdParams,
    body: proGrantsInput,
    response: adminProSchema,
  },
} as const satisfies Record<string, RouteDef>;
