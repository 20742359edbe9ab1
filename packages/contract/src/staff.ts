import { z } from 'zod';

// Staff and admin status (spec §6): staff are admin, moderator or post_production_editor; permissions
// are checked one by one (staff_management, content_moderation). Granting roles is a later issue.

export const STAFF_ROLES = ['admin', 'moderator', 'post_production_editor'] as const;
export const staffRoleSchema = z.enum(STAFF_ROLES);
export type StaffRole = z.infer<typeof staffRoleSchema>;

/**
 * `records`: the 2257 records (issue 18), kept apart from everything else staff see. `content`: writing
 * and publishing the blog (issue 31); the spec names no such permission, so it is ours, granted like the others.
 */
export const STAFF_PERMISSIONS = ['staff_management', 'content_moderation', 'records', 'content'] as const;
export const staffPermissionSchema = z.enum(STAFF_PERMISSIONS);
export type StaffPermission = z.infer<typeof staffPermissionSchema>;

/** GET /api/v1/staff/me: what the shell needs to show the Moderation button and admin items. */
export const staffStatusSchema = z.object({
  is_staff: z.boolean(),
  is_admin: z.boolean(),
  role: staffRoleSchema.nullable(),
  permissions: z.array(staffPermissionSchema),
});
export type StaffStatus = z.infer<typeof staffStatusSchema>;
