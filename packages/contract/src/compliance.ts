import { z } from 'zod';
import { MODERATION_ACCESS } from './moderation.ts';
import { isSameSitePath } from './notification-types.ts';
import type { RouteDef } from './route-def.ts';

// Compliance hub (vAulth, issue 9; spec §2, §3, §4, §7, §8, §9). The member proves their identity and
// their business domains at a hub (the built-in one under /hub/, or an external one over HTTPS); the
// server keeps a copy of the identity status (user_verification_status, profiles.vaulth_*) and serves
// these routes. Browser flow:
//
// 1. POST /api/v1/compliance/sso-token  { verificationType }             -> { session_token, session_id }
// 2. POST /api/v1/compliance/sso-login  { session_token, return_url }    -> { verification_url }
//    Open verification_url in a new tab (spec §7 "External pages opened in a new tab"). The hub signs the
//    member in from the session (one use, 10 minutes) and shows its identity or domains page.
// 3. When the member finishes (or cancels) at the hub, the hub sends the tab to OUR page
//      /oauth/callback?return_to=<same-site path>&verification=<identity|domain>&result=<completed|cancelled>
//    return_to is the return_url given in step 2 (re-checked: anything but a same-site path means
//    /dashboard); the page refreshes GET /api/v1/compliance/me and navigates to return_to. Nothing in
//    the query is trusted for state: the status always comes from GET /compliance/me.
// 4. Meanwhile the tab that opened the hub polls GET /api/v1/compliance/me every 5 s (LIMITS
//    verificationPollMs / verificationPollAttempts / domainPollMs). The server also publishes
//    `profile.updated` on `user:{id}` whenever the stored status changes (a hub webhook or a poll).
//
// /sso/login?email=<e-mail>&target=<same-site path> (public page): POST /api/v1/compliance/sso-exchange
// { email, target_url } -> { sso_url }; the browser then goes to sso_url (the hub's sign-in page for that
// e-mail, which sends the person through our sign-in and back to target_url). The answer is the same for
// every e-mail, so it never tells whether an account exists.
//
// Staff with content_moderation open the hub's operator console (ID reviews, domain reviews) through
// POST /api/v1/compliance/operator-link -> { url } (one use, 5 minutes; the console session lasts 1 hour).

export const VERIFICATION_TYPES = ['identity', 'domain'] as const;
export type VerificationType = (typeof VERIFICATION_TYPES)[number];

/** user_verification_status.status (spec §3). */
export const IDENTITY_STATUSES = ['verified', 'pending', 'failed', 'not_started'] as const;
export type IdentityStatus = (typeof IDENTITY_STATUSES)[number];

/** A verified domain's status at the hub (spec §3 "Verified domain": id, domain, verified_at, status). */
export const DOMAIN_STATUSES = ['verified', 'pending', 'failed'] as const;
export type DomainStatus = (typeof DOMAIN_STATUSES)[number];

/** Where a member lands after the hub when nothing else was asked (spec §7 vaulth-sso-login). */
export const DEFAULT_RETURN_URL = '/dashboard';
/** Onboarding's return target (spec §2 "/onboarding (return URL after external verification)"). */
export const ONBOARDING_RETURN_URL = '/onboarding';
/** The app page the hub sends a finished member to (see 3. above). */
export const OAUTH_CALLBACK_PATH = '/oauth/callback';

export const COMPLIANCE_LIMITS = {
  /** An SSO session may be turned into a verification URL and opened once, within this time. */
  ssoSessionMinutes: 10,
  /** The operator link's lifetime; the console session it opens lasts operatorSessionMinutes. */
  operatorLinkMinutes: 5,
  operatorSessionMinutes: 60,
  /** ID document and selfie are deleted this long after the operator's decision (ours). */
  identityFileRetentionDays: 30,
  /** Largest ID document or selfie (spec §9 upload max 10 MB). */
  identityFileMaxBytes: 10 * 1024 * 1024,
  domainMax: 253,
  /** Domains a member may hold at the built-in hub (ours). */
  domainsPerMember: 20,
  /** Stated times (spec §9). */
  verificationMinutes: '5-10 minutes',
  dnsPropagation: '24-48 hours',
  manualDomainReview: '2-3 business days',
} as const;

/**
 * Spec §8 messages (verification, SSO, domains) and ours where the spec is silent. The verification
 * card's failed/unknown texts live in MESSAGES (ui-text.ts): verificationFailed, verificationUnknown.
 */
export const COMPLIANCE_MESSAGES = {
  emailRequired: 'Valid email address is required',
  ssoTokenFailed: 'Failed to generate SSO token',
  verificationUrlFailed: 'Failed to generate verification URL',
  ssoValidationFailed: (detail: string) => `SSO validation failed: ${detail}`,
  ssoInitiateFailed: 'Failed to initiate SSO',
  ssoRedirectFailed: 'SSO Redirect Failed',
  verificationUrlGenerationFailed: 'Verification URL Generation Failed',
  openVerificationFailed: 'Failed to Open Verification',
  /** Ours: the hint under 'Failed to Open Verification'. */
  popupBlockedHint: 'Your browser blocked the new tab. Allow pop-ups for this site, then try again.',
  verificationSetupFailed: 'Verification Setup Failed',
  tryAgain: 'Try Again',
  fetchDomainsFailed: 'Failed to fetch domains from vAulth',
  selectDomainFailed: 'Failed to select domain',
  manualRequestFailed: 'Failed to request manual verification',
  checkStatusFailed: 'Failed to check verification status',
  // Ours.
  hubUnavailable: 'The verification service is not available right now. Please try again in a few minutes.',
  sessionInvalid: 'This verification link is invalid or has expired. Start the verification again.',
  returnUrlInvalid: 'The return address must be a page of this site.',
  domainNotInList: 'Please choose one of your domains.',
  domainInvalid: 'Enter a domain name such as example.com.',
  manualRequested: `Manual verification requested. A moderator reviews your domain within ${COMPLIANCE_LIMITS.manualDomainReview}.`,
  manualAlreadyPending: 'A manual verification request for your domain is already waiting for review.',
  domainLinked: 'Domain linked to your profile',
  identityVerifiedTitle: 'Identity verified',
  identityVerifiedBody: 'Your identity is verified. You can now upload NSFW content, and your uploads skip the moderation delay.',
  identityFailedTitle: 'Identity verification failed',
  identityFailedBody: (reason: string) =>
    `Your identity verification did not pass: ${reason} You can try again from your compliance center.`,
  domainApprovedTitle: 'Domain verified',
  domainApprovedBody: (domain: string) => `${domain} is now verified and linked to your profile.`,
  domainRejectedTitle: 'Domain verification declined',
  domainRejectedBody: (domain: string, reason: string) => `We could not verify ${domain}: ${reason}`,
  operatorOnly: 'Only staff with content moderation permission can open the verification console.',
} as const;

/** A same-site path (one leading '/', never '//' or a scheme): the only return target ever followed. */
export const sameSitePath = z
  .string()
  .trim()
  .max(500, COMPLIANCE_MESSAGES.returnUrlInvalid)
  .refine((v) => isSameSitePath(v), COMPLIANCE_MESSAGES.returnUrlInvalid);

/** A domain name (lower-cased, no scheme, no path, no trailing dot), e.g. example.com. */
export const domainName = z
  .string()
  .trim()
  .toLowerCase()
  .transform((v) => v.replace(/\.$/, ''))
  .pipe(
    z
      .string()
      .max(COMPLIANCE_LIMITS.domainMax, COMPLIANCE_MESSAGES.domainInvalid)
      .regex(/^(?=.{1,253}$)(?!-)([a-z0-9-]{1,63}(?<!-)\.)+[a-z][a-z0-9-]{0,62}(?<!-)$/, COMPLIANCE_MESSAGES.domainInvalid),
  );

// ---------------------------------------------------------------------------------------------------
// Routes' bodies and answers

/** spec §7 generate-vaulth-sso-token. The session is always for the signed-in member's own e-mail:
 * `userEmail` is accepted for the spec's shape and must, when given, be that e-mail. */
export const ssoTokenInput = z.object({
  verificationType: z.enum(VERIFICATION_TYPES),
  userEmail: z.string().trim().max(320).optional(),
});
export const ssoTokenResponse = z.object({
  success: z.literal(true),
  session_token: z.string(),
  session_id: z.string(),
});

/** spec §7 vaulth-sso-login. */
export const ssoLoginInput = z.object({
  session_token: z.string().trim().min(1, COMPLIANCE_MESSAGES.sessionInvalid).max(500, COMPLIANCE_MESSAGES.sessionInvalid),
  return_url: sameSitePath.default(DEFAULT_RETURN_URL),
});
export const ssoLoginResponse = z.object({ success: z.literal(true), verification_url: z.string() });

/** spec §7 sso-token-exchange; §5 'Valid email address is required' (a value containing @). */
export const ssoExchangeInput = z.object({
  email: z
    .string({ error: COMPLIANCE_MESSAGES.emailRequired })
    .trim()
    .max(320, COMPLIANCE_MESSAGES.emailRequired)
    .refine((v) => v.includes('@'), COMPLIANCE_MESSAGES.emailRequired),
  target_url: sameSitePath.default(DEFAULT_RETURN_URL),
});
export const ssoExchangeResponse = z.object({ success: z.literal(true), sso_url: z.string() });

export const identityStateSchema = z.object({
  status: z.enum(IDENTITY_STATUSES),
  verified_at: z.string().nullable(),
  provider: z.string().nullable(),
  /** 'hub': read from the hub just now; 'stored': our copy (the hub did not answer). */
  source: z.enum(['hub', 'stored']),
  /** The operator's reason when status is failed (null otherwise or when unknown). */
  failure_reason: z.string().nullable(),
});
export type IdentityState = z.infer<typeof identityStateSchema>;

export const verifiedDomainSchema = z.object({
  id: z.string(),
  domain: z.string(),
  verified_at: z.string().nullable(),
  status: z.enum(DOMAIN_STATUSES),
});
export type VerifiedDomain = z.infer<typeof verifiedDomainSchema>;

/** spec §7 vaulth-user-info, with our stored fallback (spec §4 "falls back to the stored status"). */
export const complianceMeSchema = z.object({
  identity: identityStateSchema,
  /** From the hub; [] when the hub did not answer (hub_ok false). */
  domains: z.array(verifiedDomainSchema),
  hub_ok: z.boolean(),
  /** What the profile holds now (spec §3 profiles.domain_name, domain_verified, verification_status). */
  profile_domain: z.object({
    domain_name: z.string().nullable(),
    domain_verified: z.boolean(),
    /** 'pending' while a manual domain review waits (spec §4). */
    verification_status: z.string().nullable(),
  }),
});
export type ComplianceMe = z.infer<typeof complianceMeSchema>;

/** spec §4/§5: the chosen id must be one of the member's domains at the hub. */
export const domainSelectInput = z.object({
  domain_id: z.string().trim().min(1, COMPLIANCE_MESSAGES.domainNotInList).max(200, COMPLIANCE_MESSAGES.domainNotInList),
});
export const domainSelectResponse = z.object({ domain_name: z.string(), domain_verified: z.boolean() });

/** spec §4 manual verification: profiles.verification_status 'pending' and a moderation item. */
export const manualDomainInput = z.object({ domain: domainName });
export const manualDomainResponse = z.object({ verification_status: z.literal('pending') });

export const operatorLinkResponse = z.object({ url: z.string() });

/** The compliance hub (features/compliance): single sign-on, the member's verification state, domains and the operator console. */
export const complianceRoutes = {
  complianceSsoToken: {
    method: 'POST',
    path: '/api/v1/compliance/sso-token',
    summary: 'Start a hub session for your identity or domain verification (spec §7 generate-vaulth-sso-token)',
    tag: 'compliance',
    access: 'user',
    delegated: 'manager',
    body: ssoTokenInput,
    response: ssoTokenResponse,
  },
  complianceSsoLogin: {
    method: 'POST',
    path: '/api/v1/compliance/sso-login',
    summary: 'Turn your hub session into the URL of the hub page (spec §7 vaulth-sso-login); return_url a same-site path',
    tag: 'compliance',
    access: 'user',
    delegated: 'manager',
    body: ssoLoginInput,
    response: ssoLoginResponse,
  },
  complianceSsoExchange: {
    method: 'POST',
    path: '/api/v1/compliance/sso-exchange',
    summary: "The hub's sign-in URL for an e-mail (spec §7 sso-token-exchange); the same answer whether or not an account exists",
    tag: 'compliance',
    access: 'public',
    delegated: 'manager',
    rateLimit: ['ssoExchangePerIp'],
    body: ssoExchangeInput,
    response: ssoExchangeResponse,
  },
  complianceMe: {
    method: 'GET',
    path: '/api/v1/compliance/me',
    summary: 'Your identity status and domains from the hub (spec §7 vaulth-user-info); the stored status when the hub fails',
    tag: 'compliance',
    access: 'user',
    delegated: 'viewer',
    response: complianceMeSchema,
  },
  complianceSelectDomain: {
    method: 'POST',
    path: '/api/v1/compliance/domains/select',
    summary: 'Link one of your hub domains to your profile (verified only if the hub says so)',
    tag: 'compliance',
    access: 'user',
    delegated: 'manager',
    body: domainSelectInput,
    response: domainSelectResponse,
  },
  complianceManualDomain: {
    method: 'POST',
    path: '/api/v1/compliance/domains/manual-request',
    summary: 'Ask a moderator to verify your domain by hand (2-3 business days)',
    tag: 'compliance',
    access: 'user',
    delegated: 'manager',
    body: manualDomainInput,
    response: manualDomainResponse,
  },
  complianceOperatorLink: {
    method: 'POST',
    path: '/api/v1/compliance/operator-link',
    summary: "A one-use link into the hub's operator console (ID and domain reviews) for staff with content_moderation",
    tag: 'compliance',
    access: MODERATION_ACCESS,
    delegated: 'never',
    response: operatorLinkResponse,
  },
} as const satisfies Record<string, RouteDef>;
