import { CONTACT_LIMITS, CONTACT_MESSAGES } from './contact.ts';
import { DIAGNOSTICS_LIMITS } from './diagnostics.ts';
import { AUTH_LIMITS, SECURITY_LIMITS } from './limits.ts';
import { MODERATION_MESSAGES } from './moderation.ts';
import type { RateLimitName } from './rate-limit-names.ts';
import { REMOVAL_LIMITS, REMOVAL_MESSAGES } from './removals.ts';
import { MESSAGES } from './ui-text.ts';

/**
 * Named throttles. A route declares the ones it passes through (`rateLimit` in routes.ts); the
 * server's handle() counts every one before the handler runs, refuses with 429, `message` and
 * Retry-After when one is spent, and reports the tightest in RateLimit-* headers either way.
 *
 * `per` is what one counter counts: the client address (`ip`), the e-mail in the request body, i.e.
 * the account being signed into (`email`), the signed-in user's account (`account`, keyed by e-mail so it
 * meets `email`), or the signed-in user by id (`user`, no lookup). Limits with
 * the same `bucket` share counters: `login` per e-mail and per account is one counter per account,
 * so guessing a password through sign-in and through change-password adds up.
 */
export const RATE_LIMITS = {
  signupPerIp: { bucket: 'signup', per: 'ip', ...AUTH_LIMITS.signupPerIp, message: MESSAGES.tooManyAttempts },
  loginPerIp: { bucket: 'login', per: 'ip', ...AUTH_LIMITS.loginPerIp, message: MESSAGES.tooManyAttempts },
  // Sign-in's per-account limit: counted by the auth service, per device or address that signed in
  // before, or per account for everyone else (apps/server/src/features/auth/README.md).
  loginPerEmail: { bucket: 'login', per: 'email', ...AUTH_LIMITS.loginPerAccount, message: MESSAGES.tooManyAttempts },
  loginPerAccount: { bucket: 'login', per: 'account', ...AUTH_LIMITS.loginPerAccount, message: MESSAGES.tooManyAttempts },
  // Two-factor sign-in (issue 18): codes and passkey answers per address, and codes per account (the
  // auth service counts a sign-in's codes against the account it names; handle() counts set-up codes
  // per signed-in member under the same key). A 6-digit code has a million values: 10 tries in 15
  // minutes per account keeps guessing hopeless; each challenge also dies after 5 wrong codes.
  secondFactorPerIp: { bucket: 'second-factor-ip', per: 'ip', max: 30, windowSeconds: 15 * 60, message: MESSAGES.tooManyAttempts },
  secondFactorPerAccount: { bucket: 'second-factor', per: 'user', max: 10, windowSeconds: 15 * 60, message: MESSAGES.tooManyAttempts },
  passwordResetPerIp: { bucket: 'reset', per: 'ip', ...AUTH_LIMITS.passwordResetPerIp, message: MESSAGES.tooManyAttempts },
  reportPerAccount: { bucket: 'report', per: 'account', max: 10, windowSeconds: 3600, message: MODERATION_MESSAGES.reportTooMany },
  // Follows and connection requests (issue 12): a busy member follows many in one sitting.
  networkWrites: { bucket: 'network', per: 'account', max: 300, windowSeconds: 3600, message: MESSAGES.tooManyAttempts },
  // Collaborations (issue 13): a working team writes in bursts (tasks, messages, files); per member, an hour.
  collabWrites: { bucket: 'collabs', per: 'account', max: 600, windowSeconds: 3600, message: MESSAGES.tooManyAttempts },
  relationWrites: { bucket: 'relation', per: 'account', max: 60, windowSeconds: 3600, message: MESSAGES.tooManyAttempts },
  // Messages (issue 13): sending, typing and read marks are frequent in a live conversation; their own
  // per-member budget instead of the general write default.
  messageWrites: { bucket: 'messages', per: 'user', max: 1200, windowSeconds: 5 * 60, message: MESSAGES.tooManyRequests },
  // Check-in at an event's door (issue 15): one organizer's scanner checks in a ticket every few
  // seconds for hours; its own budget instead of the general write default.
  eventCheckIns: { bucket: 'event-check-in', per: 'user', max: 1200, windowSeconds: 5 * 60, message: MESSAGES.tooManyRequests },
  // MB Trophy votes (issue 16): a voter casts one vote per category, so a few dozen in five minutes is
  // already a lot; an address counts every voter behind it (one of the suspicious-vote signals too).
  trophyVotes: { bucket: 'trophy-votes', per: 'user', max: 30, windowSeconds: 5 * 60, message: MESSAGES.tooManyRequests },
  trophyVotesPerIp: { bucket: 'trophy-votes-ip', per: 'ip', max: 120, windowSeconds: 5 * 60, message: MESSAGES.tooManyRequests },
  // One-click unsubscribes (RFC 8058) arrive from mail providers' shared addresses: an address of its
  // own, more generous than the anonymous write default, still bounded.
  unsubscribePerIp: { bucket: 'unsubscribe', per: 'ip', max: 600, windowSeconds: 5 * 60, message: MESSAGES.tooManyRequests },
  // /sso/login is public (spec §2): a person types an e-mail; the answer never says whether it exists.
  ssoExchangePerIp: { bucket: 'sso-exchange', per: 'ip', max: 20, windowSeconds: 15 * 60, message: MESSAGES.tooManyAttempts },
  // Listing page views and contact clicks (public, counted per address; a reader opens far fewer).
  // Sponsored slots and impression beacons (issue 14): one per page view with an ad; per address.
  adEventsPerIp: { bucket: 'ad-events', per: 'ip', max: 600, windowSeconds: 5 * 60, message: MESSAGES.tooManyRequests },
  listingEventsPerIp: { bucket: 'listing-events', per: 'ip', max: 60, windowSeconds: 5 * 60, message: MESSAGES.tooManyRequests },
  // Profile views (issue 35): a reader paging through profiles sends one per page and opened item.
  profileViewsPerIp: { bucket: 'profile-views', per: 'ip', max: 240, windowSeconds: 5 * 60, message: MESSAGES.tooManyRequests },
  // A service worker handing over a renewed push subscription (issue 36): a browser does it rarely.
  pushRenewPerIp: { bucket: 'push-renew', per: 'ip', max: 20, windowSeconds: 60 * 60, message: MESSAGES.tooManyRequests },
  contactPerIp: { bucket: 'contact', per: 'ip', ...CONTACT_LIMITS.perIp, message: CONTACT_MESSAGES.rateLimited },
  // Removal requests (issue 18): anyone may send one without an account; per address and per e-mail given.
  removalPerIp: { bucket: 'removal', per: 'ip', ...REMOVAL_LIMITS.perIp, message: REMOVAL_MESSAGES.tooMany },
  removalPerEmail: { bucket: 'removal-email', per: 'email', ...REMOVAL_LIMITS.perEmail, message: REMOVAL_MESSAGES.tooMany },
  // The connection check's storage round trip (issue 31): each writes a file (deleted at once), so per
  // member and per address, both bounded.
  diagnosticsStorage: {
    bucket: 'diagnostics-storage',
    per: 'user',
    max: DIAGNOSTICS_LIMITS.storagePerWindow,
    windowSeconds: DIAGNOSTICS_LIMITS.storageWindowSeconds,
    message: MESSAGES.tooManyRequests,
  },
  diagnosticsStoragePerIp: {
    bucket: 'diagnostics-storage-ip',
    per: 'ip',
    max: DIAGNOSTICS_LIMITS.storagePerWindow * 3,
    windowSeconds: DIAGNOSTICS_LIMITS.storageWindowSeconds,
    message: MESSAGES.tooManyRequests,
  },
  // The default on every write route (POST, PATCH, PUT, DELETE) that names none of the above: handle()
  // counts writesPerUser for a signed-in member, writesPerIp for anyone else, before validation.
  writesPerUser: { bucket: 'writes', per: 'user', ...SECURITY_LIMITS.writesPerUser, message: MESSAGES.tooManyRequests },
  writesPerIp: { bucket: 'writes', per: 'ip', ...SECURITY_LIMITS.writesPerIp, message: MESSAGES.tooManyRequests },
} as const satisfies Record<RateLimitName, RateLimitRule>;

export interface RateLimitRule {
  bucket: string;
  per: 'ip' | 'email' | 'account' | 'user';
  max: number;
  windowSeconds: number;
  message: string;
}

export type { RateLimitName };
