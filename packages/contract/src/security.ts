import { z } from 'zod';
import type { RouteDef } from './route-def.ts';

// Security events (spec §3 activity events, §7 detect_security_threats) and what staff see of them.

/** Every stored event type starts with `security_` (the table's check says so too). */
export const SECURITY_EVENT_TYPES = [
  'security_failed_login',
  'security_rate_limited',
  'security_suspicious_input',
  'security_role_changed',
  // A write made in a delegated session ('Use Platform as', issue 17): user_id the account acted as,
  // data.delegated_by the enterprise member who made it.
  'security_delegated_write',
  // An enterprise's API key created or revoked (issue 17, developer settings): user_id the enterprise,
  // data.by the member who did it (the enterprise or a sub-user), the key's id, prefix and scopes.
  'security_api_key_created',
  'security_api_key_revoked',
  // Two-factor sign-in changed (issue 18): data.change is totp_enabled, totp_disabled,
  // recovery_codes_regenerated, recovery_code_used, passkey_added or passkey_removed.
  'security_two_factor_changed',
] as const;
export type SecurityEventType = (typeof SECURITY_EVENT_TYPES)[number];

/** The threat rules (spec §9 thresholds, LIMITS.alert*), each counting one event type per subject. */
export const SECURITY_THREAT_RULES = ['failed_logins', 'rapid_requests', 'suspicious_patterns'] as const;
export type SecurityThreatRule = (typeof SECURITY_THREAT_RULES)[number];

export const securityEventSchema = z.object({
  id: z.number(),
  type: z.string(),
  user_id: z.string().nullable(),
  ip: z.string().nullable(),
  data: z.record(z.string(), z.unknown()),
  created_at: z.string(),
});
export type SecurityEvent = z.infer<typeof securityEventSchema>;

export const securityAlertSchema = z.object({
  id: z.number(),
  rule: z.enum(SECURITY_THREAT_RULES),
  subject: z.string(),
  event_count: z.number(),
  created_at: z.string(),
});
export type SecurityAlert = z.infer<typeof securityAlertSchema>;

/** GET /api/v1/admin/security-events: the last 24 hours, newest first. */
export const securityEventListSchema = z.object({
  since: z.string(),
  events: z.array(securityEventSchema),
  /** True when there were more events than the list holds (the newest are shown). */
  truncated: z.boolean(),
});

/** securitySummary(ctx, since): what the /admin dashboard shows. */
export const securitySummarySchema = z.object({
  since: z.string(),
  total: z.number(),
  by_type: z.array(z.object({ type: z.string(), count: z.number() })),
  /** The addresses with the most events, most first. */
  top_sources: z.array(z.object({ ip: z.string(), count: z.number() })),
  recent_alerts: z.array(securityAlertSchema),
});
export type SecuritySummary = z.infer<typeof securitySummarySchema>;

/** Security events (features/security): the last 24 hours, for admins and staff with content_moderation. */
export const securityRoutes = {
  securityEvents: {
    method: 'GET',
    path: '/api/v1/admin/security-events',
    summary: 'Security events of the last 24 hours, newest first (admins and staff with content_moderation)',
    tag: 'staff',
    // Any staff role passes here; the service then asks for admin or content_moderation (one or the other).
    access: { staff: {} },
    delegated: 'never',
    response: securityEventListSchema,
  },
} as const satisfies Record<string, RouteDef>;
