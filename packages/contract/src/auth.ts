import { z } from 'zod';
import { okSchema } from './common.ts';
import { AUTH_LIMITS } from './limits.ts';
import { LOCALES } from './locale.ts';
import { PROFILE_TYPES } from './profile-types.ts';
import type { RouteDef } from './route-def.ts';
import { MESSAGES } from './ui-text.ts';

export { PROFILE_TYPES, type ProfileType } from './profile-types.ts';
export const profileTypeSchema = z.enum(PROFILE_TYPES);

export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(AUTH_LIMITS.emailMax, MESSAGES.emailInvalid)
  .pipe(z.email(MESSAGES.emailInvalid));

/** Length rules are shared with the browser; the common-password check runs on the server only. */
export const newPasswordSchema = z
  .string()
  .min(AUTH_LIMITS.passwordMin, MESSAGES.passwordTooShort)
  .max(AUTH_LIMITS.passwordMax, MESSAGES.passwordTooLong);

export const signUpInput = z.object({
  email: emailSchema,
  password: newPasswordSchema,
  profile_type: profileTypeSchema.default('creator'),
});
export type SignUpInput = z.input<typeof signUpInput>;

export const signInInput = z.object({
  email: emailSchema,
  password: z.string().min(1, 'Enter your password.').max(1024),
});
export type SignInInput = z.infer<typeof signInInput>;

export const refreshInput = z.object({ refresh_token: z.string().min(20).max(200) });

export const userSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  created_at: z.string(),
  /** The interface language kept on the account (issue 36); null: the browser's decides. Mails use it too. */
  locale: z.enum(LOCALES).nullable().optional(),
});

export const localeInput = z.object({ locale: z.enum(LOCALES).nullable() });
export type User = z.infer<typeof userSchema>;

/** The spec's Session entity (§3): access token, refresh token, expiry time, token type, user. */
export const sessionSchema = z.object({
  access_token: z.string(),
  refresh_token: z.string(),
  token_type: z.literal('bearer'),
  expires_in: z.number().int(),
  /** Unix seconds. */
  expires_at: z.number().int(),
  user: userSchema,
});
export type Session = z.infer<typeof sessionSchema>;

export const passwordResetRequestInput = z.object({ email: emailSchema });
export const passwordResetConfirmInput = z.object({
  token: z.string().min(20).max(200),
  password: newPasswordSchema,
});

export const changePasswordInput = z.object({
  current_password: z.string().min(1, 'Enter your current password.').max(1024),
  new_password: newPasswordSchema,
});

export const changeEmailInput = z.object({
  current_password: z.string().min(1, 'Enter your current password.').max(1024),
  email: emailSchema,
});

export const deviceSessionSchema = z.object({
  id: z.uuid(),
  created_at: z.string(),
  last_used_at: z.string(),
  user_agent: z.string().nullable(),
  /** Read from the user agent (issue 18): e.g. "Chrome 120" and "Windows"; null when it says nothing known. */
  browser: z.string().nullable(),
  os: z.string().nullable(),
  /** ISO country code of the sign-in address, when a GeoIP database is configured (GEOIP_DB). */
  country: z.string().nullable(),
  current: z.boolean(),
});
export const deviceSessionListSchema = z.object({ sessions: z.array(deviceSessionSchema) });

// Sign-in's answer when a second factor is on. Here rather than in twofactor.ts (which re-exports it)
// because sign-in is auth's route and twofactor.ts builds on auth's session: one import direction.
export const SECOND_FACTOR_METHODS = ['totp', 'recovery_code', 'passkey'] as const;
export type SecondFactorMethod = (typeof SECOND_FACTOR_METHODS)[number];

/** A right password on an account with a second factor: no session yet, a challenge to answer. */
export const secondFactorChallengeSchema = z.object({
  second_factor_required: z.literal(true),
  challenge_token: z.string(),
  methods: z.array(z.enum(SECOND_FACTOR_METHODS)),
  expires_at: z.string(),
});
export type SecondFactorChallenge = z.infer<typeof secondFactorChallengeSchema>;

/** Sign-in's answer: a session, or a second factor to give first. */
export const signInResponseSchema = z.union([sessionSchema, secondFactorChallengeSchema]);
export const isSecondFactorChallenge = (r: object): r is SecondFactorChallenge => 'second_factor_required' in r;

/** Accounts and sessions (features/auth): sign-up, sign-in, tokens, password and e-mail changes. */
export const authRoutes = {
  signUp: {
    method: 'POST',
    path: '/api/v1/auth/signup',
    summary: 'Create an account and start a session',
    tag: 'auth',
    access: 'public',
    delegated: 'admin',
    rateLimit: ['signupPerIp'],
    status: 201,
    body: signUpInput,
    response: sessionSchema,
  },
  signIn: {
    method: 'POST',
    path: '/api/v1/auth/signin',
    summary: 'Sign in with e-mail and password',
    tag: 'auth',
    access: 'public',
    delegated: 'admin',
    // loginPerEmail too, counted by the auth service: which counter depends on whether this device or
    // address signed in to the account before (a stranger's guesses must not lock the owner out).
    rateLimit: ['loginPerIp'],
    body: signInInput,
    // With a second factor on, a right password answers a challenge instead (twofactor.ts).
    response: signInResponseSchema,
  },
  refresh: {
    method: 'POST',
    path: '/api/v1/auth/refresh',
    summary: 'Rotate the refresh token; reuse of a rotated token revokes the session',
    tag: 'auth',
    access: 'public',
    delegated: 'viewer',
    body: refreshInput,
    response: sessionSchema,
  },
  signOut: {
    method: 'POST',
    path: '/api/v1/auth/signout',
    summary: 'Revoke the current session on the server',
    tag: 'auth',
    access: 'user',
    delegated: 'viewer',
    response: okSchema,
  },
  me: {
    method: 'GET',
    path: '/api/v1/auth/user',
    summary: 'The signed-in user',
    tag: 'auth',
    access: 'user',
    delegated: 'viewer',
    response: userSchema,
  },
  sessions: {
    method: 'GET',
    path: '/api/v1/auth/sessions',
    summary: "The signed-in user's active sessions (devices)",
    tag: 'auth',
    access: 'user',
    delegated: 'never',
    response: deviceSessionListSchema,
  },
  passwordResetRequest: {
    method: 'POST',
    path: '/api/v1/auth/password-reset',
    summary: 'E-mail a password reset link (always answers ok)',
    tag: 'auth',
    access: 'public',
    delegated: 'admin',
    rateLimit: ['passwordResetPerIp'],
    body: passwordResetRequestInput,
    response: okSchema,
  },
  passwordResetConfirm: {
    method: 'POST',
    path: '/api/v1/auth/password-reset/confirm',
    summary: 'Set a new password with a reset token; signs out every device',
    tag: 'auth',
    access: 'public',
    delegated: 'admin',
    body: passwordResetConfirmInput,
    response: okSchema,
  },
  changePassword: {
    method: 'POST',
    path: '/api/v1/auth/password',
    summary: 'Change password (re-authenticates); other devices are signed out',
    tag: 'auth',
    access: 'user',
    delegated: 'never',
    rateLimit: ['loginPerAccount'],
    body: changePasswordInput,
    response: okSchema,
  },
  setLocale: {
    method: 'PUT',
    path: '/api/v1/auth/locale',
    summary: "The account's interface language (null: follow the browser); also the language of its e-mails",
    tag: 'auth',
    access: 'user',
    delegated: 'never',
    body: localeInput,
    response: userSchema,
  },
  changeEmail: {
    method: 'POST',
    path: '/api/v1/auth/email',
    summary: 'Change e-mail (re-authenticates)',
    tag: 'auth',
    access: 'user',
    delegated: 'never',
    rateLimit: ['loginPerAccount'],
    body: changeEmailInput,
    response: userSchema,
  },
} as const satisfies Record<string, RouteDef>;
