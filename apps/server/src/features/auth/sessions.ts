import type { ProfileType } from '@mb/contract/auth';
import { AUTH_LIMITS } from '@mb/contract/limits';
import { MAIL_TEXT } from '@mb/contract/mail-text';
import { RATE_LIMITS } from '@mb/contract/rate-limits';
import type { SecondFactorChallenge } from '@mb/contract/twofactor';
import { MESSAGES, suspendedMessage } from '@mb/contract/ui-text';
import type { AppContext } from '../../platform/context.ts';
import type { Tx } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { countryOf } from '../../platform/geoip.ts';
import { accountLocale, mailDate, mailText } from '../../platform/i18n.ts';
import { emit, provision } from '../../platform/modules.ts';
import type { LimitResult } from '../../platform/rate-limit.ts';
import { hashToken, newOpaqueToken } from '../../platform/tokens.ts';
import { deviceOf, parseUserAgent } from '../../platform/user-agent.ts';
import { type Client, revoking } from './access.ts';
import { endDelegated } from './delegated.ts';
import { dummyHash, hashPassword, isCommonPassword, verifyPassword } from './passwords.ts';
import { presentSession } from './presenter.ts';
import * as repo from './repository.ts';

// Sessions: sign-up, sign-in (with its throttle, lockout notice, new-device mail and second-factor gate),
// refresh and sign-out.

/** A session, and the device token the browser keeps (a long-lived cookie) so the next sign-in knows it. */
export interface SignedIn {
  session: Awaited<ReturnType<typeof presentSession>>;
  deviceToken: string;
}

/** How long a sign-in makes a device or an address "known" to the account's lockout. */
const KNOWN_FOR_DAYS = 90;
const deviceTokenShape = /^[A-Za-z0-9_-]{32,64}$/;

/** Sign-in refused by its account throttle; the route reports `limit` in the RateLimit headers. */
export class SignInThrottled extends AppError {
  constructor(public readonly limit: LimitResult) {
    super('rate_limited', RATE_LIMITS.loginPerEmail.message);
  }
}

/** The counter of wrong guesses at an account from strangers (shared with change-password: RATE_LIMITS). */
export const accountCounterKey = (email: string) => `${RATE_LIMITS.loginPerEmail.bucket}:account:${email}`;

const refreshExpiry = () => new Date(Date.now() + AUTH_LIMITS.refreshTokenSeconds * 1000);
/** Two tabs refreshing at once is a race, not an attack: a token rotated this recently is refused without revoking. */
const REUSE_GRACE_MS = 10_000;

export async function assertStrongPassword(password: string, field: string) {
  if (await isCommonPassword(password))
    throw new AppError('validation_failed', MESSAGES.passwordCommon, { [field]: MESSAGES.passwordCommon });
}

async function startSession(
  ctx: AppContext,
  user: repo.UserRow,
  client: Client,
  opts: { newDeviceMail?: boolean } = {},
): Promise<SignedIn> {
  const refreshToken = newOpaqueToken();
  // The browser's own device token is kept (it names this browser); a missing or malformed one is replaced.
  const deviceToken = client.deviceToken && deviceTokenShape.test(client.deviceToken) ? client.deviceToken : newOpaqueToken();
  const place = opts.newDeviceMail ? await countryOf(ctx.config, client.ip, ctx.log) : null;
  const session = await ctx.db.transaction(async (tx) => {
    if (opts.newDeviceMail) {
      await mailNewDevice(ctx, tx, user, client, place);
      await emit(ctx, 'auth.new_device_sign_in', { tx, userId: user.id, device: deviceOf(client.userAgent) ?? '?', country: place });
    }
    const s = await repo.insertSession(tx, {
      user_id: user.id,
      expires_at: refreshExpiry(),
      user_agent: client.userAgent?.slice(0, 300) ?? null,
      ip: client.ip,
      device_hash: hashToken(deviceToken),
    });
    await repo.insertRefreshToken(tx, s.id, hashToken(refreshToken));
    await ctx.bus.publish({ type: 'session.created', topic: `user:${user.id}`, data: { session_id: s.id, user_agent: s.user_agent } }, tx);
    return s;
  });
  const access = await ctx.tokens.signAccess({ userId: user.id, sessionId: session.id });
  return { session: presentSession(user, access, refreshToken), deviceToken };
}

export async function signUp(ctx: AppContext, input: { email: string; password: string; profile_type: ProfileType }, client: Client) {
  await assertStrongPassword(input.password, 'password');
  const passwordHash = await hashPassword(input.password);
  const user = await ctx.db.transaction(async (tx) => {
    const u = await repo.insertUser(tx, input.email, passwordHash);
    if (!u) return undefined;
    await emit(ctx, 'auth.member_created', { tx, userId: u.id, profileType: input.profile_type });
    return u;
  });
  if (!user) throw new AppError('conflict', MESSAGES.emailTaken, { email: MESSAGES.emailTaken });
  return startSession(ctx, user, client);
}

/**
 * Issue 18: a sign-in from a browser that never signed in to this account (no known device cookie)
 * is mailed to the member, unless the account has never been signed in to at all (its first sign-in
 * after an invitation: sign-up itself makes a session, so its browser is known).
 */
async function mailNewDevice(ctx: AppContext, tx: Tx, user: repo.UserRow, client: Client, country: string | null) {
  const { browser, os } = parseUserAgent(client.userAgent);
  const T = MAIL_TEXT.newDevice;
  const locale = accountLocale(user.locale);
  const m = (text: string, values: Record<string, string> = {}) => mailText(locale, text, { product: ctx.config.PRODUCT_NAME, ...values });
  const named = browser ?? m(T.unknownBrowser);
  const device = os ? m(T.browserOn, { browser: named, os }) : named;
  await ctx.mailer.send(
    {
      to: user.email,
      kind: 'new_device_sign_in',
      subject: m(T.subject),
      text: [
        m(T.intro),
        '',
        m(MAIL_TEXT.common.when, { when: mailDate(locale, new Date()) }),
        m(T.device, { device }),
        ...(country ? [m(T.place, { country })] : []),
        '',
        m(T.act),
        `${ctx.config.publicUrl}/settings?tab=security`,
      ].join('\n'),
    },
    tx,
  );
}

/** Whether a sign-in by this browser to this account is one to mail about (see mailNewDevice). */
async function isNewDevice(ctx: AppContext, userId: string, client: Client): Promise<boolean> {
  const deviceHash = client.deviceToken && deviceTokenShape.test(client.deviceToken) ? hashToken(client.deviceToken) : null;
  const seen = await repo.deviceHistory(ctx.db, userId, deviceHash);
  return seen.anySession && !seen.device;
}

/**
 * Makes the session once a sign-in has been proven another way (a second factor after the password,
 * or a passkey alone): the account must still exist and not be suspended. Mails a new device.
 */
export async function completeSignIn(ctx: AppContext, userId: string, client: Client): Promise<SignedIn> {
  const user = await repo.findUserById(ctx.db, userId);
  if (!user) throw new AppError('unauthenticated', MESSAGES.invalidCredentials);
  if (user.suspended_at) throw new AppError('forbidden', suspendedMessage(user.suspension_reason ?? ''));
  await emit(ctx, 'auth.signed_in', { userId: user.id });
  return startSession(ctx, user, client, { newDeviceMail: await isNewDevice(ctx, user.id, client) });
}

/**
 * Sign-in. Throttled per address before this runs (the route's rateLimit). Per account, wrong guesses
 * from strangers must not lock the owner out (issue 8): a device that signed in to this account in the
 * last 90 days (its cookie) counts against its own counter, an address that did against the account's
 * counter for that address, and only everyone else shares the account's counter (25 an hour). When
 * that one trips, the owner is mailed a reset link: resetting clears it.
 */
export async function signIn(
  ctx: AppContext,
  input: { email: string; password: string },
  client: Client,
): Promise<SignedIn | { challenge: SecondFactorChallenge }> {
  const user = await repo.findUserByEmail(ctx.db, input.email);
  const deviceHash = client.deviceToken && deviceTokenShape.test(client.deviceToken) ? hashToken(client.deviceToken) : null;
  const known = user ? await repo.signInHistory(ctx.db, user.id, deviceHash, client.ip, KNOWN_FOR_DAYS) : { device: false, ip: false };
  const { max, windowSeconds, bucket } = RATE_LIMITS.loginPerEmail;
  const key = known.device
    ? `${bucket}:device:${user?.id}:${deviceHash}`
    : known.ip
      ? `${bucket}:known-ip:${user?.id}:${client.ip}`
      : accountCounterKey(input.email);
  const limit = await ctx.limiter.hit(key, max, windowSeconds);
  if (!limit.allowed) {
    if (user && !known.device && !known.ip) await mailLockoutNotice(ctx, user.email);
    throw new SignInThrottled(limit);
  }
  // Unknown accounts still pay for one verification, so response time does not reveal who has an account.
  const ok = await verifyPassword(user?.password_hash ?? (await dummyHash()), input.password);
  if (!user || !ok) throw new AppError('unauthenticated', MESSAGES.invalidCredentials);
  // Only the holder of the right password learns that, and why, the account is suspended.
  if (user.suspended_at) throw new AppError('forbidden', suspendedMessage(user.suspension_reason ?? ''));
  // A second factor on: no session yet, a short-lived challenge to answer (issue 18).
  const challenge = await provision(ctx, 'twofactor.sign_in_challenge')(ctx, user);
  if (challenge) return { challenge };
  await emit(ctx, 'auth.signed_in', { userId: user.id });
  return startSession(ctx, user, client, { newDeviceMail: await isNewDevice(ctx, user.id, client) });
}

export async function refresh(ctx: AppContext, refreshToken: string) {
  const found = await repo.findRefreshToken(ctx.db, hashToken(refreshToken));
  const expired = () => new AppError('unauthenticated', MESSAGES.sessionExpired);
  if (!found) throw expired();
  const { token, session } = found;
  if (session.revoked_at || session.expires_at.getTime() <= Date.now()) throw expired();
  if (token.rotated_at) {
    if (Date.now() - token.rotated_at.getTime() > REUSE_GRACE_MS) {
      // A rotated token came back: someone holds a copy. End the whole family (this device's session).
      await revokeAndAnnounce(ctx, session.id, session.user_id, 'refresh_token_reuse');
    }
    throw expired();
  }
  const next = newOpaqueToken();
  const rotated = await ctx.db.transaction(async (tx) => {
    if (!(await repo.rotateRefreshToken(tx, token.id))) return false;
    await repo.insertRefreshToken(tx, session.id, hashToken(next));
    await repo.touchSession(tx, session.id, refreshExpiry());
    return true;
  });
  if (!rotated) throw expired();
  const user = await repo.findUserById(ctx.db, session.user_id);
  if (!user) throw expired();
  const access = await ctx.tokens.signAccess({ userId: user.id, sessionId: session.id });
  return presentSession(user, access, next);
}

async function revokeAndAnnounce(ctx: AppContext, sessionId: string, userId: string, reason: string) {
  await ctx.db.transaction(async (tx) => {
    const r = await repo.revokeSession(tx, sessionId, reason, userId);
    revoking(ctx, [sessionId]);
    if (r.length) await ctx.bus.publish({ type: 'session.revoked', topic: `user:${userId}`, data: { session_id: sessionId } }, tx);
  });
}

/**
 * Signing out also ends the delegated sessions made from this one ('Use Platform as'); signing out of a
 * delegated session signs the enterprise member out: its own (parent) session ends too.
 */
export async function signOut(ctx: AppContext, actor: { userId: string; sessionId: string; delegatedBy?: string }) {
  await revokeAndAnnounce(ctx, actor.sessionId, actor.userId, 'sign_out');
  const parentId = actor.delegatedBy ? (await repo.findSession(ctx.db, actor.sessionId))?.parent_session_id : null;
  if (parentId && actor.delegatedBy) await revokeAndAnnounce(ctx, parentId, actor.delegatedBy, 'sign_out');
  await ctx.db.transaction((tx) => endDelegated(ctx, tx, { parentSessionId: parentId ?? actor.sessionId }, 'parent_signed_out'));
}

export async function revokeOthers(ctx: AppContext, userId: string, reason: string, except?: string) {
  await ctx.db.transaction(async (tx) => {
    const revoked = await repo.revokeUserSessions(tx, userId, reason, except);
    revoking(
      ctx,
      revoked.map((r) => r.id),
    );
    for (const r of revoked) await ctx.bus.publish({ type: 'session.revoked', topic: `user:${userId}`, data: { session_id: r.id } }, tx);
  });
}

/** The job that looks the account up and mails the link, after the request has been answered. */
export const PASSWORD_RESET_JOB = 'auth.password_reset';

/**
 * The e-mailed way back in when strangers' guesses lock an account: a reset link, at most one an hour
 * (the job key), sent by the same job as a requested reset.
 */
async function mailLockoutNotice(ctx: AppContext, email: string) {
  const hour = Math.floor(Date.now() / 3_600_000);
  await ctx.jobs.enqueue(ctx.db, { kind: PASSWORD_RESET_JOB, payload: { email, lockout: true }, key: `auth.lockout:${email}:${hour}` });
}
