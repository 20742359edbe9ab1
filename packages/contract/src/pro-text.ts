import { LIMITS } from './limits.ts';

// Pro status words, defaults and timing (spec §4, §8, §9), without zod: the browser's member session
// reads them on every signed-in page (features/pro/queries.ts). The schemas are in pro.ts.

export const PRO_MESSAGES = {
  /** §8 Downgrade. */
  downgraded: 'Account downgraded. Your Pro content has been removed.',
  downgradeFailed: 'Failed to execute downgrade',
  /** §8 Pro status load (not shown for JWT errors; status resets to defaults). */
  loadFailed: 'Failed to load Pro status. Please refresh the page.',
  /** §8 Consistency check failure. */
  dbValidationIssue: 'Database validation error',
  dbValidationAdvice: 'Check database connectivity and try again',
  thrownValidationIssue: 'Validation error occurred',
  thrownValidationAdvice: 'Check database connectivity and permissions',
  /** The spec is silent on these. */
  noGracePeriod: 'There is no grace period to end: your account is not in a grace period.',
  grantEndInPast: 'Choose an end date in the future.',
  grantsSaved: 'Pro statuses saved.',
  nothingToChange: 'Choose at least one status to change.',
} as const;

/**
 * Spec §3 Pro status, server form (the browser maps it to the client form). Written here, without zod,
 * so the defaults below can be typed without importing pro.ts; pro.ts's proStatusSchema must produce it.
 */
export interface ProStatus {
  is_pro_user: boolean;
  is_sponsor_user: boolean;
  /** When Pro ends: the later of the paid period and an admin's grant; null when not Pro or open-ended. ISO date-time. */
  pro_end_date: string | null;
  is_moderator_granted: boolean;
  subscription_status: string | null;
  subscription_end_date: string | null;
  moderator_granted_end_date: string | null;
  is_ambassador: boolean;
  billing_cycle: 'monthly' | 'yearly' | null;
  /** Spec §4: true when the billing feature has no value or says false. */
  auto_rebill: boolean;
  next_billing_date: string | null;
  /** Whole days until pro_end_date (rounded up); 0 when not Pro or open-ended. */
  days_remaining: number;
}

/** Spec §4 Pro status defaults: what the browser shows with no data or on an error. */
export const DEFAULT_PRO_STATUS: ProStatus = {
  is_pro_user: false,
  is_sponsor_user: false,
  pro_end_date: null,
  is_moderator_granted: false,
  subscription_status: null,
  subscription_end_date: null,
  moderator_granted_end_date: null,
  is_ambassador: false,
  billing_cycle: null,
  auto_rebill: true,
  next_billing_date: null,
  days_remaining: 0,
};

export const PRO_TIMING = {
  graceDays: LIMITS.gracePeriodDays,
  consistencyEveryMs: LIMITS.proConsistencyCheckMs,
  /** Reminder e-mails before the deletion (issue 14: 7 days and 1 day before). */
  reminderDaysBefore: [7, 1] as const,
} as const;
