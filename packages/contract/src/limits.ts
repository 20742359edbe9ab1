// Constants fixed by the product spec (§9). Every other package reads them from here.

export const LIMITS = {
  notificationListLimit: 10,
  notificationPanelWidthRem: 24,
  notificationPanelMaxHeightRem: 32,
  realtimeRetryMs: 5_000,
  notificationToastMs: 5_000,
  sessionRefreshThresholdSeconds: 300,
  desktopAppShortcuts: 5,
  mobileAppSheetVh: 70,
  mobileAppSheetColumns: 4,
  tooltipDelayMs: 700,
  tooltipSkipDelayMs: 300,
  gracePeriodDays: 14,
  freeImageLimit: 12,
  avatarMaxBytes: 5 * 1024 * 1024,
  uploadMaxBytes: 10 * 1024 * 1024,
  uploadSecurityScoreThreshold: 50,
  proConsistencyCheckMs: 5 * 60_000,
  staffCheckCacheMs: 5 * 60_000,
  verificationPollMs: 5_000,
  verificationPollAttempts: 24,
  domainPollMs: 5_000,
  onboardingStepsCreator: 6,
  onboardingStepsBusiness: 8,
  onboardingSkippableSteps: [1, 3] as const,
  businessCategoriesMax: 3,
  businessNameMin: 2,
  businessAutosaveMs: 2_000,
  loaderTimeoutMs: 10_000,
  lazyLoadRetryDelaysMs: [1_000, 2_000, 4_000] as const,
  grantAdminRedirectMs: 2_000,
  accessDeniedRedirectMs: 2_000,
  alertFailedLogins: 5,
  alertRapidRequests: 20,
  alertSuspiciousPatterns: 3,
  toastDefaultMs: 4_000,
  toastVisible: 3,
  toastWidthPx: 356,
  toastGapPx: 14,
  toastSwipeThresholdPx: 20,
  toastRemoveDelayMs: 200,
  toastHotkey: ['altKey', 'KeyT'] as const,
  mobileMenuWidthPx: 300,
  sidebarCollapsedRem: 5,
  sidebarExpandedRem: 16,
  queryStaleMs: 5 * 60_000,
  queryRetries: 1,
  mountCheckMs: 3_000,
  securityNoticeMs: 5_000,
} as const;

/** Account and session rules the spec leaves open; chosen here, documented in apps/server/src/features/auth/README.md. */
export const AUTH_LIMITS = {
  passwordMin: 8,
  passwordMax: 128,
  emailMax: 254,
  /** Access tokens live one hour (like the hosted service the spec describes); the client refreshes under 300 s. */
  accessTokenSeconds: 3_600,
  /** A refresh-token family (one signed-in device) lives 30 days from its last use. */
  refreshTokenSeconds: 30 * 24 * 3_600,
  passwordResetSeconds: 3_600,
  /** A set-password link for an account made by staff (Post-Production Editors): 72 hours. */
  invitationSeconds: 72 * 3_600,
  /** Login throttling, after Mastodon's defaults. */
  loginPerIp: { max: 25, windowSeconds: 5 * 60 },
  loginPerAccount: { max: 25, windowSeconds: 60 * 60 },
  signupPerIp: { max: 10, windowSeconds: 60 * 60 },
  passwordResetPerIp: { max: 10, windowSeconds: 60 * 60 },
} as const;

export const STORAGE_KEYS = {
  session: 'mb-session',
  /** While an enterprise uses the platform as a linked studio: its own session, to come back to. */
  ownSession: 'mb-own-session',
  theme: 'ui-theme',
  /** The interface language a visitor chose in the header (issue 36); a member's is kept on the account. */
  locale: 'mb-locale',
  cookiePreferences: 'cookiePreferences',
  startupError: 'app-startup-error',
} as const;

/** Blog paging and slug limits (the spec is silent). */
export const BLOG_LIMITS = {
  pageSizeDefault: 9,
  pageSizeMax: 50,
  slugMax: 120,
  // The editor (issue 31).
  titleMax: 200,
  excerptMax: 300,
  bodyMax: 100_000,
  authorMax: 120,
  tagMax: 40,
  tagsMax: 8,
  imageMaxBytes: 5 * 1024 * 1024,
} as const;

/** Spec §5: the avatar types the server accepts (the picker itself accepts any image). Here, free of zod,
 * because the avatar upload helpers load with the first page. */
export const AVATAR_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/**
 * Security events, threat detection and the default write throttle: the spec gives the alert
 * thresholds (LIMITS.alertFailedLogins, alertRapidRequests, alertSuspiciousPatterns, §9); the rest is
 * chosen here and listed in the README and apps/server/src/features/security/README.md.
 */
export const SECURITY_LIMITS = {
  /** Detection counts one subject's (address, account, member) events over the last 15 minutes. */
  threatWindowSeconds: 15 * 60,
  /** Every write route that names no throttle of its own: per signed-in member... */
  writesPerUser: { max: 120, windowSeconds: 5 * 60 },
  /** ...or per address when nobody is signed in. */
  writesPerIp: { max: 60, windowSeconds: 5 * 60 },
  /** The staff list of security events covers the last 24 hours, at most this many (newest first). */
  eventListHours: 24,
  eventListMax: 500,
  summaryTopSources: 5,
  summaryRecentAlerts: 10,
  /** Events of one type from one address and member stored per detection window on an instance; the rest are dropped. */
  eventsPerSource: 100,
  /** Events and alerts are deleted after this many days (they hold addresses: keep no longer than useful). */
  retentionDays: 90,
} as const;
