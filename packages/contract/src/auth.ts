import { z } from 'zod';
import { AUTH_LIMITS } from './limits.ts';
import { MESSAGES } from './messages.ts';
import { PROFILE_TYPES } from './profile-types.ts';

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
});
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
