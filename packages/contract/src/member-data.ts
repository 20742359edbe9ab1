import { z } from 'zod';
import { idParam } from './common.ts';
import type { RouteDef } from './route-def.ts';

// The member's own data (issue 18): an export of everything held about them as a ZIP built in the
// background, and the erasure of the account 30 days after asking for it (signing in cancels).

export const MEMBER_DATA_LIMITS = {
  /** Exports a member may start in 24 hours. */
  exportsPerDay: 3,
  /** How long a finished export can be downloaded. */
  exportDays: 7,
  /** Days between asking for the deletion and the erasure; signing in before then cancels it. */
  deletionDays: 30,
  /** Exports listed in /settings. */
  listMax: 5,
  /** Seconds a download link works once handed out. */
  downloadSeconds: 300,
  passwordMax: 128,
} as const;

export const EXPORT_STATES = ['queued', 'running', 'ready', 'failed', 'expired'] as const;
export type ExportState = (typeof EXPORT_STATES)[number];

export const MEMBER_DATA_MESSAGES = {
  tab: 'Your data',
  exportTitle: 'Download your data',
  exportLead:
    'A ZIP with everything we hold about you: account, profile, portfolio files, messages you sent, bookings, notifications, billing records and the logs about you. We build it in the background and e-mail you when it is ready; it can be downloaded for 7 days.',
  exportStart: 'Prepare my data',
  exportStarted: 'We are preparing your data. We will e-mail you when it is ready.',
  exportRunning: 'An export is already being prepared. Wait for it to finish.',
  exportThrottled: 'You can prepare your data 3 times a day. Try again tomorrow.',
  exportNotFound: 'This export does not exist.',
  exportNotReady: 'This export is not ready to download.',
  exportExpired: 'This export has expired. Prepare a new one.',
  exportFailed: 'Preparing this export failed. Try again.',
  exportsEmpty: 'You have not prepared an export yet.',
  exportsLoadFailed: 'Could not load your exports.',
  download: 'Download ZIP',
  deleteTitle: 'Delete account',
  deleteLead:
    'Your account is deleted 30 days after you ask. Until then, signing in cancels the deletion. After that, your profile, portfolio, messages and every other record of you are removed for good. Billing records, and the age and identity records kept for work you appear in (18\u00a0U.S.C.\u00a0§\u00a02257), stay for as long as the law requires.',
  deleteButton: 'Delete account',
  deleteDialogTitle: 'Delete your account?',
  deleteConfirm: 'Schedule deletion',
  passwordRequired: 'Enter your password.',
  deletionScheduled: (date: string) => `Your account is scheduled for deletion on ${date}.`,
  deletionCancelled: 'Your account deletion was cancelled because you signed in.',
  deletionLoadFailed: 'Could not load the state of your account.',
  alreadyScheduled: 'Your account is already scheduled for deletion.',
  delegated: 'Switch back to your own account to delete it.',
} as const;

export const exportSchema = z.object({
  id: z.uuid(),
  state: z.enum(EXPORT_STATES),
  /** Progress: step n of steps (tables, then files, then storing), and its percentage. */
  step: z.number().int(),
  steps: z.number().int(),
  percent: z.number().int().min(0).max(100),
  step_label: z.string().nullable(),
  size: z.number().int().nullable(),
  created_at: z.string(),
  ready_at: z.string().nullable(),
  expires_at: z.string().nullable(),
});
export type DataExport = z.infer<typeof exportSchema>;

export const exportListSchema = z.object({
  exports: z.array(exportSchema),
  /** Exports this member may still start today. */
  remaining_today: z.number().int(),
});

export const exportParams = z.object({ id: idParam() });
export const downloadSchema = z.object({ url: z.string(), expires_in: z.number().int() });

export const deletionSchema = z.object({
  /** `scheduled` until due_at; `cancelled` when the member signed in before (kept 30 days to tell them). */
  state: z.enum(['none', 'scheduled', 'cancelled']),
  requested_at: z.string().nullable(),
  due_at: z.string().nullable(),
  cancelled_at: z.string().nullable(),
});
export type AccountDeletion = z.infer<typeof deletionSchema>;

export const scheduleDeletionInput = z.object({
  password: z.string().min(1, MEMBER_DATA_MESSAGES.passwordRequired).max(MEMBER_DATA_LIMITS.passwordMax),
});

export const memberDataRoutes = {
  myDataExports: {
    method: 'GET',
    path: '/api/v1/me/data-exports',
    summary: "Your data: the member's latest exports with their progress, and how many may still be started today",
    tag: 'member-data',
    access: 'user',
    delegated: 'never',
    response: exportListSchema,
  },
  startDataExport: {
    method: 'POST',
    path: '/api/v1/me/data-exports',
    summary: 'Your data: start building a ZIP of everything held about you (one at a time, 3 a day); mailed when ready',
    tag: 'member-data',
    access: 'user',
    delegated: 'never',
    status: 201,
    response: exportSchema,
  },
  downloadDataExport: {
    method: 'GET',
    path: '/api/v1/me/data-exports/:id/download',
    summary: 'Your data: a link to your ready export, signed for 5 minutes',
    tag: 'member-data',
    access: 'user',
    delegated: 'never',
    params: exportParams,
    response: downloadSchema,
  },
  myAccountDeletion: {
    method: 'GET',
    path: '/api/v1/me/account-deletion',
    summary: 'Your data: whether your account is scheduled for deletion, and when',
    tag: 'member-data',
    access: 'user',
    delegated: 'never',
    response: deletionSchema,
  },
  scheduleAccountDeletion: {
    method: 'POST',
    path: '/api/v1/me/account-deletion',
    summary: 'Your data: schedule the erasure of your account in 30 days (password checked; every device is signed out)',
    tag: 'member-data',
    access: 'user',
    delegated: 'never',
    rateLimit: ['loginPerAccount'],
    body: scheduleDeletionInput,
    response: deletionSchema,
  },
} as const satisfies Record<string, RouteDef>;
