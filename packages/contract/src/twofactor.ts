import { z } from 'zod';
import { sessionSchema } from './auth.ts';
import { idParam } from './common.ts';
import type { RouteDef } from './route-def.ts';

// Sign-in's answer is auth's (auth.ts: its route table needs it, and this file builds on auth's session).
export {
  isSecondFactorChallenge,
  SECOND_FACTOR_METHODS,
  type SecondFactorChallenge,
  type SecondFactorMethod,
  secondFactorChallengeSchema,
  signInResponseSchema,
} from './auth.ts';

/**
 * Two-factor sign-in and signed-in devices (issue 18). A member may turn on a second factor: an
 * authenticator app (TOTP, RFC 6238, 30-second steps, 6 digits) with 10 one-time recovery codes,
 * and/or passkeys (WebAuthn). With one on, a right password answers `second_factor_required` and a
 * short-lived challenge token (never a session); the session is made only once a code, a recovery
 * code or a passkey answers it. A passkey (a discoverable credential) also signs in on its own, with
 * no e-mail or password. Staff must have one (STAFF_REQUIRE_2FA): staff routes refuse until then.
 */

export const TWOFACTOR_LIMITS = {
  /** How long the answer to a right password may be completed with a second factor. */
  challengeSeconds: 5 * 60,
  /** Codes tried against one challenge before it dies (the member signs in again). */
  codeAttemptsPerChallenge: 5,
  /** How long an enrolment (the secret shown, waiting for its first code) or a passkey ceremony lives. */
  enrolmentSeconds: 10 * 60,
  ceremonySeconds: 5 * 60,
  recoveryCodes: 10,
  passkeysMax: 10,
  passkeyNameMax: 60,
  /** TOTP: 30-second steps; a code of the step before or after is accepted too (clock drift). */
  totpPeriodSeconds: 30,
  totpDigits: 6,
  totpWindow: 1,
} as const;

export const TWOFACTOR_MESSAGES = {
  codeRequired: 'Enter the 6-digit code from your authenticator app, or a recovery code.',
  appCodeFormat: 'Enter the 6-digit code your app shows.',
  codeWrong: 'That code is not right. Check your authenticator app and try again.',
  codeReused: 'That code was already used. Wait for the next one.',
  challengeExpired: 'This sign-in has expired. Enter your e-mail and password again.',
  challengeSpent: 'Too many wrong codes. Enter your e-mail and password again.',
  enrolmentExpired: 'This set-up has expired. Start again.',
  totpAlreadyOn: 'The authenticator app is already on. Turn it off first to set up another.',
  totpNotOn: 'The authenticator app is not on.',
  passkeyFailed: 'The passkey could not be checked. Try again, or use another way to sign in.',
  passkeyUnknown: 'This passkey is not registered with any account here.',
  passkeyNotFound: 'No such passkey.',
  passkeyCancelled: 'The passkey request was cancelled or timed out.',
  passkeysUnsupported: 'This browser does not support passkeys.',
  passkeysTooMany: `You can register at most ${TWOFACTOR_LIMITS.passkeysMax} passkeys.`,
  passkeyNameRequired: 'Give the passkey a name, e.g. "Work laptop".',
  passkeyNameTooLong: `A name has at most ${TWOFACTOR_LIMITS.passkeyNameMax} characters.`,
  staffMustEnrol:
    'Staff accounts must use two-factor sign-in. Turn on an authenticator app or add a passkey in Settings → Security, then try again.',
  sessionNotFound: 'This device is already signed out.',
  delegated: 'While using the platform as a linked account you cannot change its sign-in security.',
  tooManyCodes: 'Too many codes tried. Wait a few minutes and try again.',
} as const;

const codeSchema = z
  .string()
  .trim()
  .min(1, TWOFACTOR_MESSAGES.codeRequired)
  .max(32, TWOFACTOR_MESSAGES.codeWrong)
  .transform((c) => c.replace(/[\s-]/g, '').toLowerCase());

export const secondFactorInput = z.object({
  challenge_token: z.string().min(20).max(200),
  code: codeSchema,
});

const passwordAgain = z.string().min(1, 'Enter your current password.').max(1024);

export const passkeySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  created_at: z.string(),
  last_used_at: z.string().nullable(),
});
export type Passkey = z.infer<typeof passkeySchema>;

export const securityStatusSchema = z.object({
  totp_enabled: z.boolean(),
  totp_enabled_at: z.string().nullable(),
  recovery_codes_left: z.number().int(),
  passkeys: z.array(passkeySchema),
  /** Whether this account is staff and must have a second factor before staff pages work. */
  staff_must_enrol: z.boolean(),
});
export type SecurityStatus = z.infer<typeof securityStatusSchema>;

export const totpStartSchema = z.object({
  /** otpauth://totp/… for the QR code; shown once, never again after the set-up is confirmed. */
  otpauth_uri: z.string(),
  /** The same secret in base32, for typing into an app by hand. */
  secret: z.string(),
  expires_at: z.string(),
});
/**
 * Turning two-factor sign-in on can end every other session of the account (issue 31): one opened
 * with the password alone, before, would otherwise stay valid. The settings page offers it checked.
 */
const signOutOthers = z.boolean().default(false);
/** Set-up takes only a code from the app (6 digits, spaces allowed), never a recovery code. */
const appCodeSchema = z
  .string()
  .transform((c) => c.replace(/\s/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, TWOFACTOR_MESSAGES.appCodeFormat));
export const totpConfirmInput = z.object({ code: appCodeSchema, sign_out_others: signOutOthers });
export type TotpConfirmInput = z.input<typeof totpConfirmInput>;
export const recoveryCodesSchema = z.object({ recovery_codes: z.array(z.string()) });
/** The codes, and how many other sessions were signed out (0 unless asked for). */
export const totpConfirmSchema = recoveryCodesSchema.extend({ signed_out: z.number().int() });
export const passwordConfirmInput = z.object({ current_password: passwordAgain });
export type PasswordConfirmInput = z.input<typeof passwordConfirmInput>;

/** WebAuthn options as JSON for the browser (PublicKeyCredentialCreationOptionsJSON / RequestOptionsJSON). */
const webauthnJson = z.record(z.string(), z.unknown());
export const passkeyOptionsSchema = z.object({ ceremony_token: z.string(), options: webauthnJson });
const passkeyName = z
  .string()
  .trim()
  .min(1, TWOFACTOR_MESSAGES.passkeyNameRequired)
  .max(TWOFACTOR_LIMITS.passkeyNameMax, TWOFACTOR_MESSAGES.passkeyNameTooLong);
/** The settings form's part of a new passkey (its name), checked before the browser's ceremony. */
export const passkeyNameInput = z.object({ name: passkeyName });
export type PasskeyNameInput = z.input<typeof passkeyNameInput>;
export const passkeyRegisterInput = z.object({
  ceremony_token: z.string().min(20).max(200),
  name: passkeyName,
  response: webauthnJson,
  sign_out_others: signOutOthers,
});
/** Passkey sign-in: with `challenge_token` as the second factor of that sign-in, without it password-less. */
export const passkeyOptionsInput = z.object({ challenge_token: z.string().min(20).max(200).optional() });
export const passkeySignInInput = z.object({ ceremony_token: z.string().min(20).max(200), response: webauthnJson });
export const passkeyParams = z.object({ id: idParam() });
export const deviceParams = z.object({ id: idParam() });
export const revokedCountSchema = z.object({ revoked: z.number().int() });

export const twoFactorRoutes = {
  signInCode: {
    method: 'POST',
    path: '/api/v1/auth/code',
    summary: 'Finish a sign-in with a TOTP code or a recovery code (the challenge from sign-in); starts the session',
    tag: 'auth',
    access: 'public',
    delegated: 'admin',
    rateLimit: ['secondFactorPerIp'],
    body: secondFactorInput,
    response: sessionSchema,
  },
  passkeyOptions: {
    method: 'POST',
    path: '/api/v1/auth/passkey/options',
    summary: 'Start a passkey sign-in: password-less (discoverable), or as the second factor of a challenge',
    tag: 'auth',
    access: 'public',
    delegated: 'admin',
    rateLimit: ['secondFactorPerIp'],
    body: passkeyOptionsInput,
    response: passkeyOptionsSchema,
  },
  passkeySignIn: {
    method: 'POST',
    path: '/api/v1/auth/passkey',
    summary: 'Finish a passkey sign-in with the authenticator’s answer; starts the session',
    tag: 'auth',
    access: 'public',
    delegated: 'admin',
    rateLimit: ['secondFactorPerIp'],
    body: passkeySignInInput,
    response: sessionSchema,
  },
  securityStatus: {
    method: 'GET',
    path: '/api/v1/auth/security',
    summary: "The member's second factors: authenticator app on or off, recovery codes left, passkeys",
    tag: 'auth',
    access: 'user',
    delegated: 'never',
    response: securityStatusSchema,
  },
  totpStart: {
    method: 'POST',
    path: '/api/v1/auth/totp/start',
    summary: 'Start setting up an authenticator app: a new secret (QR and manual key), confirmed by a code',
    tag: 'auth',
    access: 'user',
    delegated: 'never',
    response: totpStartSchema,
  },
  totpConfirm: {
    method: 'POST',
    path: '/api/v1/auth/totp/confirm',
    summary:
      'Confirm the authenticator app with a code: turns it on, answers 10 recovery codes (shown once), and with sign_out_others ends every other session',
    tag: 'auth',
    access: 'user',
    delegated: 'never',
    rateLimit: ['secondFactorPerAccount'],
    body: totpConfirmInput,
    response: totpConfirmSchema,
  },
  totpDisable: {
    method: 'POST',
    path: '/api/v1/auth/totp/disable',
    summary: 'Turn the authenticator app off (re-authenticates); its recovery codes go with it',
    tag: 'auth',
    access: 'user',
    delegated: 'never',
    rateLimit: ['loginPerAccount'],
    body: passwordConfirmInput,
    response: securityStatusSchema,
  },
  recoveryCodes: {
    method: 'POST',
    path: '/api/v1/auth/recovery-codes',
    summary: 'New recovery codes (re-authenticates); the old ones stop working',
    tag: 'auth',
    access: 'user',
    delegated: 'never',
    rateLimit: ['loginPerAccount'],
    body: passwordConfirmInput,
    response: recoveryCodesSchema,
  },
  passkeyNewOptions: {
    method: 'POST',
    path: '/api/v1/auth/passkeys/options',
    summary: 'Start registering a passkey: the creation options for the browser',
    tag: 'auth',
    access: 'user',
    delegated: 'never',
    response: passkeyOptionsSchema,
  },
  passkeyRegister: {
    method: 'POST',
    path: '/api/v1/auth/passkeys',
    summary: 'Register a passkey with the authenticator’s answer and a name; with sign_out_others every other session ends',
    tag: 'auth',
    access: 'user',
    delegated: 'never',
    status: 201,
    body: passkeyRegisterInput,
    response: passkeySchema,
  },
  passkeyDelete: {
    method: 'DELETE',
    path: '/api/v1/auth/passkeys/:id',
    summary: 'Remove one of your passkeys',
    tag: 'auth',
    access: 'user',
    delegated: 'never',
    params: passkeyParams,
    response: securityStatusSchema,
  },
  revokeDevice: {
    method: 'DELETE',
    path: '/api/v1/auth/sessions/:id',
    summary: 'Sign out one of your devices (its session ends at once)',
    tag: 'auth',
    access: 'user',
    delegated: 'never',
    params: deviceParams,
    response: revokedCountSchema,
  },
  revokeOtherDevices: {
    method: 'DELETE',
    path: '/api/v1/auth/sessions',
    summary: 'Sign out every device but this one',
    tag: 'auth',
    access: 'user',
    delegated: 'never',
    response: revokedCountSchema,
  },
} as const satisfies Record<string, RouteDef>;
