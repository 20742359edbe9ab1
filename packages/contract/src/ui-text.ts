// User-facing messages fixed by the spec (§8, §5). Titles and descriptions are kept apart where the
// spec writes them as 'Title - Description' or 'Title: Description' so toasts can show both.

import { SHELL_MESSAGES } from './shell-text.ts';

export const MESSAGES = {
  // The first page's own (shell-text.ts).
  ...SHELL_MESSAGES,
  signOutFailed: {
    title: 'Error signing out',
    description: 'There was a problem signing out. Please try again.',
  },
  signOutSuccess: {
    title: 'Signed out successfully',
    description: 'You have been logged out of your account',
  },
  logoutSuccess: { title: 'Logged out successfully', description: 'You have been logged out of your account' },
  logoutFailed: { title: 'Error logging out', description: 'There was a problem logging out of your account' },
  linkedAccountsFailed: { title: 'Error', description: 'Failed to load linked accounts' },
  /** Ours: a studio link ended while the enterprise was using the platform as that studio. */
  delegationEnded: 'The studio link ended: you are using the platform as yourself again',
  appLaunchFailed: { title: 'Error', description: 'Failed to launch app' },
  markAllRead: { title: 'Success', description: 'All notifications marked as read' },
  accessDenied: 'Access Denied',
  staffDenied: "You don't have the necessary permissions to access this area",
  profileUpdateFailed: 'Failed to update profile. Please try again.',
  profileSetupRequired: 'Profile setup required. Starting onboarding...',
  profileLoadFailed: 'Failed to load profile data',
  unexpected: 'An unexpected error occurred',
  /** The database cannot be reached for a moment (a restart, a network cut): 503 with Retry-After. */
  serviceUnavailable: 'The service is briefly unavailable. Please try again in a few seconds.',
  /** The file storage (S3) cannot be reached or fails: 503 with Retry-After; nothing was stored. */
  storageUnavailable: 'Files cannot be stored or read right now. Please try again in a few minutes.',
  usernameRequired: { title: 'Username Required', description: 'Please enter a username to continue.' },
  usernameTaken: {
    title: 'Username Taken',
    description: 'This username is already taken. Please choose another.',
  },
  avatar: {
    tooLarge: 'File size too large. Maximum 5MB allowed.',
    badType: 'Invalid file type. Only JPEG, PNG, and WebP images are allowed.',
    noFile: 'No file provided',
    permission: 'Permission denied. Please sign out and sign back in, then try again.',
    exists: 'File already exists. Please try again.',
    sizeToast: 'File too large. Please use an image under 5MB.',
    failed: 'Upload failed. Please try again.',
    storage: 'Storage error occurred. Please try again.',
    /** Toast title over any of the above (spec §8 'Upload failed'). */
    failedTitle: 'Upload failed',
    notPending: 'This avatar is not waiting for moderation.',
  },
  // Spec §8 business registration draft.
  draftLoaded: 'Draft loaded',
  draftSaved: 'Draft saved',
  draftSaveFailed: { title: 'Save failed', description: 'Failed to save your draft. Please try again.' },
  // Spec §8 verification card.
  verificationFailed: 'There was an issue with your verification. Please try again.',
  verificationUnknown: "We couldn't determine your verification status. Please refresh or contact support.",
  // Accounts: the spec is silent; these are ours.
  invalidCredentials: 'Incorrect e-mail or password.',
  emailTaken: 'An account with this e-mail already exists. Sign in instead, or reset your password.',
  passwordTooShort: 'Password must be at least 8 characters.',
  passwordTooLong: 'Password must be at most 128 characters.',
  passwordCommon: 'This password is too common. Choose one that is harder to guess.',
  emailInvalid: 'Enter a valid e-mail address.',
  sessionExpired: 'Your session has expired. Please sign in again.',
  tooManyAttempts: 'Too many attempts. Please wait a few minutes and try again.',
  tooManyRequests: 'Too many requests. Please wait a few minutes and try again.',
  resetSent: 'If an account exists for that e-mail, a reset link is on its way.',
  resetInvalid: 'This reset link is invalid or has expired. Request a new one.',
  resetDone: 'Your password has been changed. Sign in with the new password.',
  validation: 'Some fields need your attention.',
  uploadTooLarge: 'File too large. Maximum 10MB allowed.',
  uploadRejected: 'This file was rejected by the upload safety check.',
  uploadNotMultipart: 'Send the file as multipart/form-data in a field named "file".',
  fileNotFound: 'No such file.',
  fileLinkInvalid: 'This link is invalid or has expired.',
  passwordsDiffer: 'The passwords do not match.',
  currentPasswordWrong: 'Current password is incorrect.',
  // The API's own answers and the browser's when the API cannot be reached: ours.
  signInRequired: 'Authentication required.',
  malformedAuthHeader: 'Malformed Authorization header.',
  unreadableBody: 'The request could not be read. Check that it is valid JSON.',
  /** A NUL byte or an unpaired UTF-16 surrogate in any text of a request: PostgreSQL cannot store either (fuzzing found both). */
  invalidCharacters: 'Text cannot contain NUL characters or broken Unicode.',
  uploadUnreadable: 'The upload could not be read. Send it as multipart/form-data with its boundary.',
  requestTooLarge: 'The request is too large.',
  unsupportedContentType: 'Unsupported content type.',
  // The realtime socket's error frames.
  realtimeMalformedFrame: 'Malformed frame.',
  realtimeAuthenticateFirst: 'Authenticate first.',
  realtimeTooManySubscriptions: 'Too many subscriptions.',
  realtimeTopicForbidden: 'Not allowed to subscribe to this topic.',
  networkFailed: 'Could not reach the server. Check your connection and try again.',
  requestFailed: 'Something went wrong. Please try again.',
  documentLoadFailed: 'We could not load this document. Check your connection and try again.',
  pricesLoadFailed: 'We could not load the current prices. Check your connection and try again.',
  // App shell: the spec names the first two; the rest are ours.
  profileCheckFailed: 'Failed to check profile status',
  profileSetupTitle: 'Profile Setup Required',
  profileSetupDescription: 'Finish setting up your profile to use this page.',
  accessDeniedRedirect: 'Taking you back to your dashboard...',
  sessionRevoked: { title: 'You have been signed out', description: 'This session was ended from another device. Please sign in again.' },
  staffCheckFailed: 'Could not confirm your staff access. Retrying soon.',
} as const;

// Staff administration (issue 8). The spec names the grant failure and the 'Access Denied' variant.
export const STAFF_ADMIN_MESSAGES = {
  grantAdminFailed: 'Failed to grant admin access. Please try again.',
  /** Spec §8 'Access Denied' variant: the first admin has already set up staff management. */
  bootstrapClosed: 'Access Denied: staff management has already been set up. Ask an administrator for access.',
  bootstrapTitle: 'Set up staff management',
  bootstrapDescription:
    'No staff members exist yet. As the first administrator you can grant yourself permanent admin access to reach moderation, staff management and Post-Production Editor accounts.',
  bootstrapGranted: 'Admin access granted. Taking you to the admin area...',
  memberNotFound: 'This member does not exist.',
  reasonRequired: 'Please give a reason.',
  displayNameRequired: 'Please enter a display name.',
  notYourself: 'You cannot change your own staff role or suspend your own account.',
  /** Ours (issue 31): the first-admin set-up closes once any staff exist, so one administrator must always remain. */
  lastAdmin: 'This is the last active administrator who can manage staff. Make another member an administrator first.',
  alreadySuspended: 'This account is already suspended.',
  notSuspended: 'This account is not suspended.',
  notStaff: 'This member has no staff role.',
  editorCreated: 'Post-Production Editor account created. We e-mailed a link to choose a password.',
  badUrl: 'Please enter a valid URL (http or https).',
  /** Ours (issue 31): members' e-mails go to the hub, so it is held to the outgoing address rule. */
  hubUrlHttps: 'The compliance hub must be an https:// address.',
  hubUrlPrivate: 'The compliance hub must be a public address, not a private, loopback or link-local one.',
  hubUrlCredentials: 'Leave user names and passwords out of the URL; the API key and secret have their own fields.',
  secretTooShort: 'A key has at least 8 characters.',
  reviewHours: 'Enter a whole number of hours between 1 and 720.',
  settingsSaved: 'Platform settings saved',
  loadFailed: 'We could not load this page. Check your connection and try again.',
  /** The dashboard's queue figures failed to load while the rest of it did (the server logged why). */
  queuesFailed: 'Reading the moderation queues failed. The other figures are current; try again to read the queues.',
} as const;

/** Sign-in by a suspended account (issue 8): refused, with the reason the admin gave. */
export const suspendedMessage = (reason: string) => `Your account has been suspended. Reason: ${reason}`;

export const BLOG_MESSAGES = {
  notFoundTitle: 'Post not found',
  notFound: 'This post does not exist or is no longer published.',
  loadFailed: 'We could not load the blog. Check your connection and try again.',
  empty: 'No posts yet. Check back soon for news, guides and product updates.',
  // Staff (issue 31): the editor's messages.
  titleNeeded: 'Please give the post a title.',
  titleTooLong: 'Titles can be up to 200 characters.',
  slugFormat: 'Use lower-case letters, digits and single hyphens in the address (for example "studio-news-december").',
  slugTooLong: 'The address can be up to 120 characters.',
  slugTaken: 'Another post already uses this address. Please choose another.',
  excerptNeeded: 'Please write a short excerpt: it shows on the blog list and in search results.',
  excerptTooLong: 'The excerpt can be up to 300 characters.',
  bodyNeeded: 'Please write the post.',
  bodyTooLong: 'Posts can be up to 100,000 characters.',
  authorTooLong: 'The author line can be up to 120 characters.',
  tagTooLong: 'Tags can be up to 40 characters each.',
  tooManyTags: 'A post can have up to 8 tags.',
  imageNotOurs: 'Pictures must be uploaded here (Add picture); links to pictures elsewhere are not shown.',
  publishAtInvalid: 'Please give the publish time as a date and time.',
  publishAtPast: 'The publish time has passed. Publish now, or choose a later time.',
  notFoundStaff: 'This post does not exist (it may have been deleted).',
  notPublished: 'This post is not published.',
  exampleNotice: 'Example post: the operator replaces this from the admin.',
} as const;

/** Security alerts to staff with content_moderation (spec §7 detect_security_threats, §9 thresholds); ours. */
export const SECURITY_MESSAGES = {
  alertTitle: 'Security alert',
  failedLogins: (n: number, minutes: number) => `${n} failed sign-ins within ${minutes} minutes`,
  rapidRequests: (n: number, minutes: number) => `${n} requests refused for coming too fast within ${minutes} minutes`,
  suspiciousPatterns: (n: number, minutes: number) => `${n} requests with suspicious input within ${minutes} minutes`,
  subjectIp: (ip: string) => `from address ${ip}`,
  subjectUser: (id: string) => `by member ${id}`,
  subjectEmail: (hash: string) => `against one account (e-mail hash ${hash.slice(0, 12)})`,
  openDashboard: 'Open the admin dashboard for details.',
} as const;
