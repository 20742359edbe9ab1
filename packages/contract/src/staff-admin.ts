import { z } from 'zod';
import { emailSchema, PROFILE_TYPES, profileTypeSchema } from './auth.ts';
import { idParam } from './common.ts';
import type { RouteDef } from './route-def.ts';
import { securitySummarySchema } from './security.ts';
import { STAFF_PERMISSIONS, staffPermissionSchema, staffRoleSchema, staffStatusSchema } from './staff.ts';
import { ADMIN_RULE, STAFF_MANAGEMENT_RULE } from './staff-rule.ts';
import { STAFF_ADMIN_MESSAGES } from './ui-text.ts';

// Staff administration (issue 8; spec §3 admin activity logs, §4/§6 first-admin bootstrap and roles,
// §7 grant-admin-access): the admin dashboard, accounts management and platform settings.

/** GET /api/v1/staff/bootstrap: whether the first-admin setup is open (no staff member exists at all). */
export const bootstrapStatusSchema = z.object({ available: z.boolean() });

/** POST /api/v1/staff/grant-admin-access (spec §7: body isPermanent true). Only permanent grants exist. */
export const grantAdminAccessInput = z.object({ isPermanent: z.literal(true) });

const trimmed = (max: number, required: string) => z.string().trim().min(1, required).max(max, `At most ${max} characters.`);

export const memberIdParams = z.object({ id: idParam(STAFF_ADMIN_MESSAGES.memberNotFound) });

export const MEMBER_PAGE_SIZE = 20;
export const memberSearchQuery = z.object({
  q: z.string().trim().max(100).default(''),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

export const suspensionSchema = z.object({
  suspended_at: z.string(),
  reason: z.string(),
});

export const memberSummarySchema = z.object({
  id: z.uuid(),
  email: z.string(),
  username: z.string().nullable(),
  display_name: z.string().nullable(),
  profile_type: profileTypeSchema,
  created_at: z.string(),
  staff_role: staffRoleSchema.nullable(),
  suspended: z.boolean(),
});
export type MemberSummary = z.infer<typeof memberSummarySchema>;

export const memberPageSchema = z.object({
  items: z.array(memberSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
});

export const memberDetailSchema = memberSummarySchema.extend({
  bio: z.string().nullable(),
  location: z.string().nullable(),
  onboarding_completed: z.boolean(),
  verification: z.object({
    status: z.string().nullable(),
    vaulth_verified: z.boolean(),
    vaulth_status: z.string().nullable(),
    skipped: z.boolean(),
  }),
  staff_permissions: z.array(staffPermissionSchema),
  suspension: suspensionSchema.nullable(),
  recent_actions: z.array(
    z.object({
      action_type: z.string(),
      admin_name: z.string().nullable(),
      created_at: z.string(),
      details: z.record(z.string(), z.unknown()),
    }),
  ),
});
export type MemberDetail = z.infer<typeof memberDetailSchema>;

/** PUT /admin/members/:id/staff-role: the role and its permissions, replacing what was there. */
export const staffRoleInput = z.object({
  role: staffRoleSchema,
  permissions: z.array(staffPermissionSchema).max(STAFF_PERMISSIONS.length).default([]),
});
export type StaffRoleInput = z.infer<typeof staffRoleInput>;

export const REASON_MAX = 500;
export const suspendInput = z.object({ reason: trimmed(REASON_MAX, STAFF_ADMIN_MESSAGES.reasonRequired) });
export type SuspendInput = z.infer<typeof suspendInput>;

/** POST /admin/editors: a Post-Production Editor account; they choose their password from an e-mailed link. */
export const createEditorInput = z.object({
  email: emailSchema,
  display_name: trimmed(80, STAFF_ADMIN_MESSAGES.displayNameRequired),
});
export type CreateEditorInput = z.infer<typeof createEditorInput>;

// ---------------------------------------------------------------------------------------------------
// Platform settings (/admin/platforms), stored in platform_settings. Secrets are write-only.

export const PAYMENT_MODES = ['built-in', 'live'] as const;

export const platformSettingsInput = z
  .object({
    /** http(s) URL or empty (the product's default). A pattern, not z.url: keeps zod's URL parser off every page. */
    compliance_hub_base_url: z
      .string()
      .trim()
      .max(500, STAFF_ADMIN_MESSAGES.badUrl)
      .regex(/^(https?:\/\/[^\s/?#]+\S*)?$/i, STAFF_ADMIN_MESSAGES.badUrl),
    /** Secrets: a string sets, null clears, absent leaves it as it is. Never read back in full. */
    compliance_hub_api_key: z.string().trim().min(8, STAFF_ADMIN_MESSAGES.secretTooShort).max(500).nullable(),
    compliance_hub_api_secret: z.string().trim().min(8, STAFF_ADMIN_MESSAGES.secretTooShort).max(500).nullable(),
    payment_provider_mode: z.enum(PAYMENT_MODES),
    review_every_upload: z.boolean(),
    listing_review_hours: z
      .number({ error: STAFF_ADMIN_MESSAGES.reviewHours })
      .int(STAFF_ADMIN_MESSAGES.reviewHours)
      .min(1, STAFF_ADMIN_MESSAGES.reviewHours)
      .max(720, STAFF_ADMIN_MESSAGES.reviewHours),
  })
  .partial();
export type PlatformSettingsInput = z.infer<typeof platformSettingsInput>;

/** What a setting is before any admin changed it (spec §5/§9: listings reviewed within 48 hours). */
export const PLATFORM_SETTING_DEFAULTS = {
  compliance_hub_base_url: '',
  compliance_hub_api_key: null as string | null,
  compliance_hub_api_secret: null as string | null,
  payment_provider_mode: 'built-in' as (typeof PAYMENT_MODES)[number],
  review_every_upload: false,
  listing_review_hours: 48,
};
export type PlatformSettings = typeof PLATFORM_SETTING_DEFAULTS;
export type PlatformSettingKey = keyof PlatformSettings;
export const PLATFORM_SETTING_KEYS = Object.keys(PLATFORM_SETTING_DEFAULTS) as PlatformSettingKey[];

export const SECRET_SETTINGS = ['compliance_hub_api_key', 'compliance_hub_api_secret'] as const;
export type SecretSetting = (typeof SECRET_SETTINGS)[number];

const secretView = z.object({ is_set: z.boolean(), masked: z.string().nullable() });
const meta = z.object({ updated_at: z.string().nullable(), updated_by: z.string().nullable() });

export const platformSettingsSchema = z.object({
  compliance_hub_base_url: z.string(),
  compliance_hub_api_key: secretView,
  compliance_hub_api_secret: secretView,
  payment_provider_mode: z.enum(PAYMENT_MODES),
  review_every_upload: z.boolean(),
  listing_review_hours: z.number().int(),
  updated: z.record(z.string(), meta),
});
export type PlatformSettingsView = z.infer<typeof platformSettingsSchema>;

// ---------------------------------------------------------------------------------------------------
// Admin dashboard (/admin)

export const adminOverviewSchema = z.object({
  members_by_type: z.object(
    Object.fromEntries(PROFILE_TYPES.map((t) => [t, z.number().int()])) as Record<(typeof PROFILE_TYPES)[number], z.ZodNumber>,
  ),
  members_total: z.number().int(),
  suspended_total: z.number().int(),
  staff_total: z.number().int(),
  /** 30 days, oldest first, today last (UTC days). */
  signups_per_day: z.array(z.object({ day: z.string(), count: z.number().int() })),
  /** Open items per moderation queue (overdue: past the 48 h due time) and when the oldest came in; null when unknown. */
  queues: z
    .array(
      z.object({
        type: z.string(),
        label: z.string(),
        pending: z.number().int(),
        overdue: z.number().int(),
        oldest_at: z.string().nullable(),
      }),
    )
    .nullable(),
  /** Security events of the last 24 hours (the security feature's summary: by type, busiest addresses, alerts). */
  security_events: securitySummarySchema.nullable(),
  recent_activity: z.array(
    z.object({
      id: z.uuid(),
      admin_name: z.string().nullable(),
      action_type: z.string(),
      resource_type: z.string(),
      resource_id: z.string().nullable(),
      created_at: z.string(),
    }),
  ),
});
export type AdminOverview = z.infer<typeof adminOverviewSchema>;

/** Staff and administration (features/staff): the staff status, the first-admin bootstrap, members, roles, suspensions and platform settings. */
export const staffRoutes = {
  myStaffStatus: {
    method: 'GET',
    path: '/api/v1/staff/me',
    summary: "The signed-in user's staff role and permissions (no role: is_staff false)",
    tag: 'staff',
    access: 'user',
    delegated: 'viewer',
    response: staffStatusSchema,
  },
  staffBootstrapStatus: {
    method: 'GET',
    path: '/api/v1/staff/bootstrap',
    summary: 'Whether the first-admin setup is open (no staff member exists yet)',
    tag: 'staff',
    access: 'user',
    delegated: 'viewer',
    response: bootstrapStatusSchema,
  },
  grantAdminAccess: {
    method: 'POST',
    path: '/api/v1/staff/grant-admin-access',
    summary: 'First-admin bootstrap: with no staff at all, the caller becomes permanent admin (refused once any staff exists)',
    tag: 'staff',
    access: 'user',
    delegated: 'never',
    body: grantAdminAccessInput,
    response: staffStatusSchema,
  },
  adminOverview: {
    method: 'GET',
    path: '/api/v1/admin/overview',
    summary: 'Admin dashboard figures: members, sign-ups, queues, security events, recent admin activity',
    tag: 'admin',
    access: { staff: ADMIN_RULE },
    delegated: 'never',
    response: adminOverviewSchema,
  },
  adminMembers: {
    method: 'GET',
    path: '/api/v1/admin/members',
    summary: 'Search members by name, username or e-mail, newest first, a page at a time',
    tag: 'admin',
    access: { staff: ADMIN_RULE },
    delegated: 'never',
    query: memberSearchQuery,
    response: memberPageSchema,
  },
  adminMember: {
    method: 'GET',
    path: '/api/v1/admin/members/:id',
    summary: 'One member: profile, type, staff role, suspension, verification, recent admin actions',
    tag: 'admin',
    access: { staff: ADMIN_RULE },
    delegated: 'never',
    params: memberIdParams,
    response: memberDetailSchema,
  },
  adminSetStaffRole: {
    method: 'PUT',
    path: '/api/v1/admin/members/:id/staff-role',
    summary: "Grant or change a member's staff role and permissions (admins with staff_management)",
    tag: 'admin',
    access: { staff: STAFF_MANAGEMENT_RULE },
    delegated: 'never',
    params: memberIdParams,
    body: staffRoleInput,
    response: memberDetailSchema,
  },
  adminRevokeStaffRole: {
    method: 'DELETE',
    path: '/api/v1/admin/members/:id/staff-role',
    summary: "Revoke a member's staff role; effective on their next request",
    tag: 'admin',
    access: { staff: STAFF_MANAGEMENT_RULE },
    delegated: 'never',
    params: memberIdParams,
    response: memberDetailSchema,
  },
  adminSuspend: {
    method: 'POST',
    path: '/api/v1/admin/members/:id/suspension',
    summary: 'Suspend an account with a reason: every session ends at once, sign-in shows the reason',
    tag: 'admin',
    access: { staff: ADMIN_RULE },
    delegated: 'never',
    params: memberIdParams,
    body: suspendInput,
    response: memberDetailSchema,
  },
  adminUnsuspend: {
    method: 'DELETE',
    path: '/api/v1/admin/members/:id/suspension',
    summary: 'Lift a suspension; the member may sign in again',
    tag: 'admin',
    access: { staff: ADMIN_RULE },
    delegated: 'never',
    params: memberIdParams,
    response: memberDetailSchema,
  },
  adminResetVerification: {
    method: 'POST',
    path: '/api/v1/admin/members/:id/reset-verification',
    summary: "Put a member's identity verification back to not started",
    tag: 'admin',
    access: { staff: ADMIN_RULE },
    delegated: 'never',
    params: memberIdParams,
    response: memberDetailSchema,
  },
  adminCreateEditor: {
    method: 'POST',
    path: '/api/v1/admin/editors',
    summary: 'Create a Post-Production Editor account; they get an e-mailed link to choose a password',
    tag: 'admin',
    access: { staff: STAFF_MANAGEMENT_RULE },
    delegated: 'never',
    status: 201,
    body: createEditorInput,
    response: memberDetailSchema,
  },
  adminSettings: {
    method: 'GET',
    path: '/api/v1/admin/settings',
    summary: 'Platform settings; secrets only as set or not, masked',
    tag: 'admin',
    access: { staff: ADMIN_RULE },
    delegated: 'never',
    response: platformSettingsSchema,
  },
  adminUpdateSettings: {
    method: 'PATCH',
    path: '/api/v1/admin/settings',
    summary: 'Change platform settings (any subset); each change is audited, secrets never logged',
    tag: 'admin',
    access: { staff: ADMIN_RULE },
    delegated: 'never',
    body: platformSettingsInput,
    response: platformSettingsSchema,
  },
} as const satisfies Record<string, RouteDef>;
