import type { z } from 'zod';
import {
  changeEmailInput,
  changePasswordInput,
  deviceSessionListSchema,
  passwordResetConfirmInput,
  passwordResetRequestInput,
  refreshInput,
  sessionSchema,
  signInInput,
  signUpInput,
  userSchema,
} from './auth.ts';
import { blogListQuery, blogListSchema, blogPostParams, blogPostSchema } from './blog.ts';
import { healthSchema, okSchema } from './common.ts';
import { contactInput, contactResultSchema } from './contact.ts';
import {
  markAllReadResponse,
  markReadResponse,
  notificationIdParams,
  notificationListQuery,
  notificationListSchema,
  notificationPreferencesPatch,
  notificationPreferencesSchema,
  unreadCountSchema,
  unsubscribeQuery,
  unsubscribeResultSchema,
} from './notifications.ts';
import { pricingSchema } from './pricing.ts';
import {
  businessDraftInput,
  businessDraftResponse,
  myProfileSchema,
  onboardingActionInput,
  profileIdentifierParams,
  profileUpdateInput,
  publicProfileSchema,
} from './profiles.ts';
import type { RateLimitName } from './rate-limits.ts';
import { siteInfoSchema } from './site-info.ts';
import { staffStatusSchema } from './staff.ts';
import {
  adminOverviewSchema,
  bootstrapStatusSchema,
  createEditorInput,
  grantAdminAccessInput,
  memberDetailSchema,
  memberIdParams,
  memberPageSchema,
  memberSearchQuery,
  platformSettingsInput,
  platformSettingsSchema,
  staffRoleInput,
  suspendInput,
} from './staff-admin.ts';
import { ADMIN_RULE, STAFF_MANAGEMENT_RULE, type StaffRule } from './staff-rule.ts';
import { uploadResultSchema } from './storage.ts';

/**
 * Who may call a route. Deny by default: `public` is the only access without a token; `user` is any
 * signed-in member; `{ staff }` is a signed-in member whose staff status meets the rule (staff-rule.ts),
 * checked by handle() on every request from the database, so a revoked role stops working at once.
 */
export type Access = 'public' | 'user' | { staff: StaffRule };

export interface RouteDef {
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  path: string;
  summary: string;
  tag: string;
  access: Access;
  status?: number;
  /** The body is multipart/form-data with one file in the field "file" (uploads). */
  multipart?: true;
  /** Throttles (RATE_LIMITS in rate-limits.ts) counted before the handler runs; every one must allow. */
  rateLimit?: readonly RateLimitName[];
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** Undefined for non-JSON responses (files, redirects). */
  response?: z.ZodType;
}

const route = <const R extends RouteDef>(r: R) => r;

/** Every JSON endpoint, defined once (ARCHITECTURE convention 1). Paths use Fastify's `:param` form. */
export const routes = {
  health: route({
    method: 'GET',
    path: '/api/health',
    summary: 'Database and version health check',
    tag: 'platform',
    access: 'public',
    response: healthSchema,
  }),
  signUp: route({
    method: 'POST',
    path: '/api/v1/auth/signup',
    summary: 'Create an account and start a session',
    tag: 'auth',
    access: 'public',
    rateLimit: ['signupPerIp'],
    status: 201,
    body: signUpInput,
    response: sessionSchema,
  }),
  signIn: route({
    method: 'POST',
    path: '/api/v1/auth/signin',
    summary: 'Sign in with e-mail and password',
    tag: 'auth',
    access: 'public',
    // loginPerEmail too, counted by the auth service: which counter depends on whether this device or
    // address signed in to the account before (a stranger's guesses must not lock the owner out).
    rateLimit: ['loginPerIp'],
    body: signInInput,
    response: sessionSchema,
  }),
  refresh: route({
    method: 'POST',
    path: '/api/v1/auth/refresh',
    summary: 'Rotate the refresh token; reuse of a rotated token revokes the session',
    tag: 'auth',
    access: 'public',
    body: refreshInput,
    response: sessionSchema,
  }),
  signOut: route({
    method: 'POST',
    path: '/api/v1/auth/signout',
    summary: 'Revoke the current session on the server',
    tag: 'auth',
    access: 'user',
    response: okSchema,
  }),
  me: route({
    method: 'GET',
    path: '/api/v1/auth/user',
    summary: 'The signed-in user',
    tag: 'auth',
    access: 'user',
    response: userSchema,
  }),
  sessions: route({
    method: 'GET',
    path: '/api/v1/auth/sessions',
    summary: "The signed-in user's active sessions (devices)",
    tag: 'auth',
    access: 'user',
    response: deviceSessionListSchema,
  }),
  passwordResetRequest: route({
    method: 'POST',
    path: '/api/v1/auth/password-reset',
    summary: 'E-mail a password reset link (always answers ok)',
    tag: 'auth',
    access: 'public',
    rateLimit: ['passwordResetPerIp'],
    body: passwordResetRequestInput,
    response: okSchema,
  }),
  passwordResetConfirm: route({
    method: 'POST',
    path: '/api/v1/auth/password-reset/confirm',
    summary: 'Set a new password with a reset token; signs out every device',
    tag: 'auth',
    access: 'public',
    body: passwordResetConfirmInput,
    response: okSchema,
  }),
  changePassword: route({
    method: 'POST',
    path: '/api/v1/auth/password',
    summary: 'Change password (re-authenticates); other devices are signed out',
    tag: 'auth',
    access: 'user',
    rateLimit: ['loginPerAccount'],
    body: changePasswordInput,
    response: okSchema,
  }),
  changeEmail: route({
    method: 'POST',
    path: '/api/v1/auth/email',
    summary: 'Change e-mail (re-authenticates)',
    tag: 'auth',
    access: 'user',
    rateLimit: ['loginPerAccount'],
    body: changeEmailInput,
    response: userSchema,
  }),
  upload: route({
    method: 'POST',
    path: '/api/v1/uploads',
    summary: 'Upload one file (multipart field "file") to your private uploads; passes the spec §5 file check',
    tag: 'storage',
    access: 'user',
    status: 201,
    multipart: true,
    response: uploadResultSchema,
  }),
  myProfile: route({
    method: 'GET',
    path: '/api/v1/profiles/me',
    summary: "The signed-in member's own profile (created on first read if missing)",
    tag: 'profiles',
    access: 'user',
    response: myProfileSchema,
  }),
  myStaffStatus: route({
    method: 'GET',
    path: '/api/v1/staff/me',
    summary: "The signed-in user's staff role and permissions (no role: is_staff false)",
    tag: 'staff',
    access: 'user',
    response: staffStatusSchema,
  }),
  staffBootstrapStatus: route({
    method: 'GET',
    path: '/api/v1/staff/bootstrap',
    summary: 'Whether the first-admin setup is open (no staff member exists yet)',
    tag: 'staff',
    access: 'user',
    response: bootstrapStatusSchema,
  }),
  grantAdminAccess: route({
    method: 'POST',
    path: '/api/v1/staff/grant-admin-access',
    summary: 'First-admin bootstrap: with no staff at all, the caller becomes permanent admin (refused once any staff exists)',
    tag: 'staff',
    access: 'user',
    body: grantAdminAccessInput,
    response: staffStatusSchema,
  }),
  adminOverview: route({
    method: 'GET',
    path: '/api/v1/admin/overview',
    summary: 'Admin dashboard figures: members, sign-ups, queues, security events, recent admin activity',
    tag: 'admin',
    access: { staff: ADMIN_RULE },
    response: adminOverviewSchema,
  }),
  adminMembers: route({
    method: 'GET',
    path: '/api/v1/admin/members',
    summary: 'Search members by name, username or e-mail, newest first, a page at a time',
    tag: 'admin',
    access: { staff: ADMIN_RULE },
    query: memberSearchQuery,
    response: memberPageSchema,
  }),
  adminMember: route({
    method: 'GET',
    path: '/api/v1/admin/members/:id',
    summary: 'One member: profile, type, staff role, suspension, verification, recent admin actions',
    tag: 'admin',
    access: { staff: ADMIN_RULE },
    params: memberIdParams,
    response: memberDetailSchema,
  }),
  adminSetStaffRole: route({
    method: 'PUT',
    path: '/api/v1/admin/members/:id/staff-role',
    summary: "Grant or change a member's staff role and permissions (admins with staff_management)",
    tag: 'admin',
    access: { staff: STAFF_MANAGEMENT_RULE },
    params: memberIdParams,
    body: staffRoleInput,
    response: memberDetailSchema,
  }),
  adminRevokeStaffRole: route({
    method: 'DELETE',
    path: '/api/v1/admin/members/:id/staff-role',
    summary: "Revoke a member's staff role; effective on their next request",
    tag: 'admin',
    access: { staff: STAFF_MANAGEMENT_RULE },
    params: memberIdParams,
    response: memberDetailSchema,
  }),
  adminSuspend: route({
    method: 'POST',
    path: '/api/v1/admin/members/:id/suspension',
    summary: 'Suspend an account with a reason: every session ends at once, sign-in shows the reason',
    tag: 'admin',
    access: { staff: ADMIN_RULE },
    params: memberIdParams,
    body: suspendInput,
    response: memberDetailSchema,
  }),
  adminUnsuspend: route({
    method: 'DELETE',
    path: '/api/v1/admin/members/:id/suspension',
    summary: 'Lift a suspension; the member may sign in again',
    tag: 'admin',
    access: { staff: ADMIN_RULE },
    params: memberIdParams,
    response: memberDetailSchema,
  }),
  adminResetVerification: route({
    method: 'POST',
    path: '/api/v1/admin/members/:id/reset-verification',
    summary: "Put a member's identity verification back to not started",
    tag: 'admin',
    access: { staff: ADMIN_RULE },
    params: memberIdParams,
    response: memberDetailSchema,
  }),
  adminCreateEditor: route({
    method: 'POST',
    path: '/api/v1/admin/editors',
    summary: 'Create a Post-Production Editor account; they get an e-mailed link to choose a password',
    tag: 'admin',
    access: { staff: STAFF_MANAGEMENT_RULE },
    status: 201,
    body: createEditorInput,
    response: memberDetailSchema,
  }),
  adminSettings: route({
    method: 'GET',
    path: '/api/v1/admin/settings',
    summary: 'Platform settings; secrets only as set or not, masked',
    tag: 'admin',
    access: { staff: ADMIN_RULE },
    response: platformSettingsSchema,
  }),
  adminUpdateSettings: route({
    method: 'PATCH',
    path: '/api/v1/admin/settings',
    summary: 'Change platform settings (any subset); each change is audited, secrets never logged',
    tag: 'admin',
    access: { staff: ADMIN_RULE },
    body: platformSettingsInput,
    response: platformSettingsSchema,
  }),
  blogList: route({
    method: 'GET',
    path: '/api/v1/blog',
    summary: 'Published blog posts, newest first, a page at a time',
    tag: 'blog',
    access: 'public',
    query: blogListQuery,
    response: blogListSchema,
  }),
  blogPost: route({
    method: 'GET',
    path: '/api/v1/blog/:id',
    summary: 'One published blog post by id or slug (drafts are 404)',
    tag: 'blog',
    access: 'public',
    params: blogPostParams,
    response: blogPostSchema,
  }),
  contact: route({
    method: 'POST',
    path: '/api/v1/contact',
    summary: 'Send a message to the team from the contact form (rate-limited per address)',
    tag: 'contact',
    access: 'public',
    rateLimit: ['contactPerIp'],
    status: 201,
    body: contactInput,
    response: contactResultSchema,
  }),
  pricing: route({
    method: 'GET',
    path: '/api/v1/pricing',
    summary: 'Public plans and prices (server configuration)',
    tag: 'site',
    access: 'public',
    response: pricingSchema,
  }),
  siteInfo: route({
    method: 'GET',
    path: '/api/v1/site',
    summary: 'Public company details and contact addresses (server configuration)',
    tag: 'site',
    access: 'public',
    response: siteInfoSchema,
  }),
  updateMyProfile: route({
    method: 'PATCH',
    path: '/api/v1/profiles/me',
    summary: 'Edit your own profile (any subset of the editable fields)',
    tag: 'profiles',
    access: 'user',
    body: profileUpdateInput,
    response: myProfileSchema,
  }),
  uploadAvatar: route({
    method: 'POST',
    path: '/api/v1/profiles/me/avatar',
    summary: 'Upload a new avatar (multipart field "file"; JPEG, PNG or WebP up to 5 MB); pending moderation until approved',
    tag: 'profiles',
    access: 'user',
    multipart: true,
    response: myProfileSchema,
  }),
  onboarding: route({
    method: 'POST',
    path: '/api/v1/profiles/me/onboarding',
    summary: 'Move through onboarding: start, save a step, skip verification, complete',
    tag: 'profiles',
    access: 'user',
    body: onboardingActionInput,
    response: myProfileSchema,
  }),
  businessDraft: route({
    method: 'GET',
    path: '/api/v1/profiles/me/business-draft',
    summary: "Onboarding's saved business details (null when none)",
    tag: 'profiles',
    access: 'user',
    response: businessDraftResponse,
  }),
  saveBusinessDraft: route({
    method: 'PUT',
    path: '/api/v1/profiles/me/business-draft',
    summary: "Save onboarding's business details as a draft",
    tag: 'profiles',
    access: 'user',
    body: businessDraftInput,
    response: businessDraftResponse,
  }),
  publicProfile: route({
    method: 'GET',
    path: '/api/v1/profiles/:identifier',
    summary: 'A member profile by username or id (members-only profiles need a session)',
    tag: 'profiles',
    access: 'public',
    params: profileIdentifierParams,
    response: publicProfileSchema,
  }),
  notifications: route({
    method: 'GET',
    path: '/api/v1/notifications',
    summary: 'Your notifications, newest first, 10 at a time (`before`: the last id shown, for the next page)',
    tag: 'notifications',
    access: 'user',
    query: notificationListQuery,
    response: notificationListSchema,
  }),
  notificationUnreadCount: route({
    method: 'GET',
    path: '/api/v1/notifications/unread-count',
    summary: 'How many of your notifications are unread',
    tag: 'notifications',
    access: 'user',
    response: unreadCountSchema,
  }),
  markNotificationRead: route({
    method: 'POST',
    path: '/api/v1/notifications/:id/read',
    summary: 'Mark one of your notifications read (404 for any other id)',
    tag: 'notifications',
    access: 'user',
    params: notificationIdParams,
    response: markReadResponse,
  }),
  markAllNotificationsRead: route({
    method: 'POST',
    path: '/api/v1/notifications/read-all',
    summary: 'Mark every unread notification of yours read',
    tag: 'notifications',
    access: 'user',
    response: markAllReadResponse,
  }),
  notificationPreferences: route({
    method: 'GET',
    path: '/api/v1/notifications/preferences',
    summary: 'Which notification types you get, which of them by e-mail, and the daily digest',
    tag: 'notifications',
    access: 'user',
    response: notificationPreferencesSchema,
  }),
  updateNotificationPreferences: route({
    method: 'PATCH',
    path: '/api/v1/notifications/preferences',
    summary: 'Change any of your notification preferences',
    tag: 'notifications',
    access: 'user',
    body: notificationPreferencesPatch,
    response: notificationPreferencesSchema,
  }),
  describeUnsubscribe: route({
    method: 'GET',
    path: '/api/v1/notifications/unsubscribe',
    summary: "What an e-mail's unsubscribe link turns off (changes nothing)",
    tag: 'notifications',
    access: 'public',
    query: unsubscribeQuery,
    response: unsubscribeResultSchema,
  }),
  unsubscribe: route({
    method: 'POST',
    path: '/api/v1/notifications/unsubscribe',
    summary: 'Turn off the e-mail a signed unsubscribe link names, without signing in (also the RFC 8058 one-click POST)',
    tag: 'notifications',
    access: 'public',
    query: unsubscribeQuery,
    response: unsubscribeResultSchema,
  }),
} as const;

export type Routes = typeof routes;
export type RouteName = keyof Routes;
export type RouteBody<N extends RouteName> = Routes[N] extends { body: z.ZodType } ? z.input<Routes[N]['body']> : undefined;
export type RouteResponse<N extends RouteName> = Routes[N] extends { response: z.ZodType } ? z.infer<Routes[N]['response']> : unknown;
