import type { ProfileType, Session } from '@mb/contract/auth';
import { AUTH_LIMITS } from '@mb/contract/limits';
import { RATE_LIMITS } from '@mb/contract/rate-limits';
import type { SecondFactorChallenge } from '@mb/contract/twofactor';
import { MESSAGES, suspendedMessage } from '@mb/contract/ui-text';
import type { Actor, AppContext } from '../../platform/context.ts';
import type { Executor, Tx } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { countryOf } from '../../platform/geoip.ts';
import type { LimitResult } from '../../platform/rate-limit.ts';
import { hashToken, newOpaqueToken } from '../../platform/tokens.ts';
import { parseUserAgent } from '../../platform/user-agent.ts';
import { type AccessCache, createAccessCache } from './access-cache.ts';
import { dummyHash, hashPassword, isCommonPassword, verifyPassword } from './passwords.ts';
import { presentSession } from './presenter.ts';
import * as repo from './repository.ts';

/** Work another feature does inside the sign-up transaction (e.g. creating the profile row); app.ts wires it. */
export type UserCreatedHook = (tx: Tx, user: { id: string }, profileType: ProfileType) => Promise<void>;

/**
 * Work another feature does when a member signs in with the right password, before the session starts
 * (the member-data feature cancels a scheduled account deletion); app.ts wires it.
 */
/**
 * What other features do when a member has proven who they are, just before the session is made, on every
 * way in (password, second factor, passkey): e.g. member-data cancels a scheduled deletion. Wired by app.ts.
 */
export type SignedInHook = (ctx: AppContext, userId: string) => Promise<void>;
const signedInHooks = new Set<SignedInHook>();
export function registerSignedInHook(hook: SignedInHook) {
  signedInHooks.add(hook);
}
async function runSignedInHooks(ctx: AppContext, userId: string) {
  for (const hook of signedInHooks) await hook(ctx, userId);
}

/** How long an access check is answered from memory at most (revocations end it at once; see access-cache.ts). */
const ACCESS_CACHE_MS = 30_000;
const ACCESS_CACHE_MAX = 20_000;
const accessCaches = new WeakMap<AppContext, AccessCache>();

/** This instance's access-check cache, emptied of a session whenever the bus says it was revoked. */
function accessCacheOf(ctx: AppContext): AccessCache {
  let cache = accessCaches.get(ctx);
  if (!cache) {
    const c = createAccessCache({ ttlMs: ACCESS_CACHE_MS, max: ACCESS_CACHE_MAX, live: () => ctx.bus.listening() });
    ctx.bus.watch({
      event: (e) => {
        if (e.type === 'session.revoked') c.revoked(e.data.session_id);
      },
      gap: () => c.gap(),
    });
    accessCaches.set(ctx, c);
    cache = c;
  }
  return cache;
}

/** Called inside a revoking transaction, before it commits: see access-cache.ts. */
const revoking = (ctx: AppContext, sessionIds: readonly string[]) => {
  const cache = accessCaches.get(ctx);
  for (const id of sessionIds) cache?.revoking(id);
};

/**
 * The one access check, shared by the HTTP hook and the realtime socket: a valid access token whose
 * session (device) is still active, so a sign-out or revocation takes effect at once. The optional
 * `beforeSessionCheck` runs once the token is known good and before the session is read, so the
 * socket can start watching for that session's revocation with no gap in between.
 * A token checked moments ago is answered from this instance's cache, which every revocation
 * empties of its session at once (access-cache.ts).
 */
export async function checkAccess(
  ctx: AppContext,
  accessToken: string,
  beforeSessionCheck?: (actor: Actor) => void,
): Promise<Actor | null> {
  const cache = accessCacheOf(ctx);
  const hit = cache.get(accessToken);
  if (hit) {
    beforeSessionCheck?.(hit);
    return hit;
  }
  const claims = await ctx.tokens.verifyAccess(accessToken);
  if (!claims) return null;
  const actor: Actor = { userId: claims.userId, sessionId: claims.sessionId };
  const epoch = cache.epoch();
  beforeSessionCheck?.(actor);
  const session = await repo.activeSession(ctx.db, claims.sessionId, claims.userId);
  if (!session) return null;
  if (session.delegated_by) actor.delegatedBy = session.delegated_by;
  if (session.delegated_by && session.delegated_role) actor.delegatedRole = session.delegated_role;
  cache.put(accessToken, actor, Math.min(session.expires_at.getTime(), claims.expiresAt * 1000), epoch);
  return actor;
}

interface Client {
  ip: string;
  userAgent: string | null;
  /** The browser's device cookie, when it sent one (see signIn). */
  deviceToken?: string | null;
}

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
const accountCounterKey = (email: string) => `${RATE_LIMITS.loginPerEmail.bucket}:account:${email}`;

const refreshExpiry = () => new Date(Date.now() + AUTH_LIMITS.refreshTokenSeconds * 1000);
/** Two tabs refreshing at once is a race, not an attack: a token rotated this recently is refused without revoking. */
const REUSE_GRACE_MS = 10_000;

async function assertStrongPassword(password: string, field: string) {
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
    if (opts.newDeviceMail) await mailNewDevice(ctx, tx, user, client, place);
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

export async function signUp(
  ctx: AppContext,
  input: { email: string; password: string; profile_type: ProfileType },
  client: Client,
  onUserCreated: readonly UserCreatedHook[] = [],
) {
  await assertStrongPassword(input.password, 'password');
  const passwordHash = await hashPassword(input.password);
  const user = await ctx.db.transaction(async (tx) => {
    const u = await repo.insertUser(tx, input.email, passwordHash);
    if (!u) return undefined;
    for (const hook of onUserCreated) await hook(tx, u, input.profile_type);
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
  const what = [browser ?? 'An unknown browser', os ? `on ${os}` : null].filter(Boolean).join(' ');
  await ctx.mailer.send(
    {
      to: user.email,
      kind: 'new_device_sign_in',
      subject: `New sign-in to your ${ctx.config.PRODUCT_NAME} account`,
      text: [
        `Your ${ctx.config.PRODUCT_NAME} account was signed in to from a new device.`,
        '',
        `When: ${new Date().toUTCString()}`,
        `Device: ${what}`,
        ...(country ? [`Place (approximate, from the address): ${country}`] : []),
        '',
        'If this was you, there is nothing to do. If not, change your password and sign that device out here:',
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
 * A second factor the account must give before a session is made (issue 18): the twofactor feature's,
 * wired by app.ts. It answers the challenge to send back instead of a session, or null (none is on).
 */
export type SecondFactorGate = (ctx: AppContext, user: { id: string; email: string }) => Promise<SecondFactorChallenge | null>;
let secondFactorGate: SecondFactorGate | null = null;
export function registerSecondFactorGate(gate: SecondFactorGate) {
  secondFactorGate = gate;
}

/**
 * Makes the session once a sign-in has been proven another way (a second factor after the password,
 * or a passkey alone): the account must still exist and not be suspended. Mails a new device.
 */
export async function completeSignIn(ctx: AppContext, userId: string, client: Client): Promise<SignedIn> {
  const user = await repo.findUserById(ctx.db, userId);
  if (!user) throw new AppError('unauthenticated', MESSAGES.invalidCredentials);
  if (user.suspended_at) throw new AppError('forbidden', suspendedMessage(user.suspension_reason ?? ''));
  await runSignedInHooks(ctx, user.id);
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
  const challenge = secondFactorGate ? await secondFactorGate(ctx, user) : null;
  if (challenge) return { challenge };
  await runSignedInHooks(ctx, user.id);
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

// ---------------------------------------------------------------------------------------------------
// Delegated sessions (issue 17, 'Use Platform as'; ARCHITECTURE "Enterprise"). The enterprise feature
// decides who may act as whom (an active link); auth makes, ends and checks the sessions.

/** A delegated session may not change the account itself: password, e-mail, deletion, its sessions. */
export function refuseDelegated(actor: Pick<Actor, 'delegatedBy'>, what: 'password' | 'email' | 'sessions' | 'account'): void {
  if (!actor.delegatedBy) return;
  const words = {
    password: 'change the password',
    email: 'change the e-mail',
    sessions: 'manage the sessions',
    account: 'delete the account',
  };
  throw new AppError('forbidden', `While using the platform as a linked account you cannot ${words[what]} of that account.`);
}

/**
 * Makes a session of `subjectId` acted by the enterprise member behind `parent` (its own session, or
 * the parent of the delegated one it is in: switching from one studio to another ends the first). The
 * caller has checked the link. The access token's subject is the studio; the session row records who acts.
 */
export async function startDelegatedSession(
  ctx: AppContext,
  parent: Actor,
  subjectId: string,
  client: Client,
  /** A sub-user's role for the enterprise acted as (recorded on the session); none for an enterprise acting as its studio. */
  role: string | null = null,
): Promise<Session> {
  const actorId = parent.delegatedBy ?? parent.userId;
  const parentSessionId = parent.delegatedBy ? (await repo.findSession(ctx.db, parent.sessionId))?.parent_session_id : parent.sessionId;
  const own = parentSessionId ? await repo.findSession(ctx.db, parentSessionId) : undefined;
  if (!own || own.user_id !== actorId || own.revoked_at || own.delegated_by) throw new AppError('unauthenticated', MESSAGES.sessionExpired);
  const subject = await repo.findUserById(ctx.db, subjectId);
  if (!subject || subject.suspended_at) throw new AppError('not_found', 'No such account.');
  const refreshToken = newOpaqueToken();
  const session = await ctx.db.transaction(async (tx) => {
    if (parent.delegatedBy) {
      const r = await repo.revokeSession(tx, parent.sessionId, 'switched', parent.userId);
      revoking(ctx, [parent.sessionId]);
      if (r.length)
        await ctx.bus.publish({ type: 'session.revoked', topic: `user:${parent.userId}`, data: { session_id: parent.sessionId } }, tx);
    }
    const s = await repo.insertSession(tx, {
      user_id: subjectId,
      expires_at: own.expires_at,
      user_agent: client.userAgent?.slice(0, 300) ?? null,
      ip: client.ip,
      delegated_by: actorId,
      parent_session_id: own.id,
      delegated_role: role,
    });
    await repo.insertRefreshToken(tx, s.id, hashToken(refreshToken));
    return s;
  });
  const access = await ctx.tokens.signAccess({ userId: subjectId, sessionId: session.id });
  return presentSession(subject, access, refreshToken);
}

/** Ends the delegated session `actor` is in and hands back the enterprise member's own session (fresh tokens). */
export async function resumeOwnSession(ctx: AppContext, actor: Actor): Promise<Session> {
  if (!actor.delegatedBy) throw new AppError('bad_request', 'You are already using your own account.');
  const current = await repo.findSession(ctx.db, actor.sessionId);
  const own = current?.parent_session_id ? await repo.findSession(ctx.db, current.parent_session_id) : undefined;
  const user = await repo.findUserById(ctx.db, actor.delegatedBy);
  const refreshToken = newOpaqueToken();
  await ctx.db.transaction(async (tx) => {
    const r = await repo.revokeSession(tx, actor.sessionId, 'switched_back', actor.userId);
    revoking(ctx, [actor.sessionId]);
    if (r.length)
      await ctx.bus.publish({ type: 'session.revoked', topic: `user:${actor.userId}`, data: { session_id: actor.sessionId } }, tx);
    if (own && user && !own.revoked_at && own.expires_at.getTime() > Date.now() && own.user_id === user.id)
      await repo.insertRefreshToken(tx, own.id, hashToken(refreshToken));
  });
  if (!own || !user || own.revoked_at || own.expires_at.getTime() <= Date.now() || own.user_id !== user.id || user.suspended_at)
    throw new AppError('unauthenticated', MESSAGES.sessionExpired);
  const access = await ctx.tokens.signAccess({ userId: user.id, sessionId: own.id });
  return presentSession(user, access, refreshToken);
}

/** Ends delegated sessions at once (unlinking a pair, or signing out the parent): in the caller's transaction. */
export async function endDelegated(
  ctx: AppContext,
  tx: Executor,
  where: { actorId: string; subjectId: string } | { parentSessionId: string },
  reason: string,
): Promise<void> {
  const revoked = await repo.revokeDelegated(tx, where, reason);
  revoking(
    ctx,
    revoked.map((r) => r.id),
  );
  for (const r of revoked) await ctx.bus.publish({ type: 'session.revoked', topic: `user:${r.user_id}`, data: { session_id: r.id } }, tx);
}

async function revokeOthers(ctx: AppContext, userId: string, reason: string, except?: string) {
  await ctx.db.transaction(async (tx) => {
    const revoked = await repo.revokeUserSessions(tx, userId, reason, except);
    revoking(
      ctx,
      revoked.map((r) => r.id),
    );
    for (const r of revoked) await ctx.bus.publish({ type: 'session.revoked', topic: `user:${userId}`, data: { session_id: r.id } }, tx);
  });
}

// ---------------------------------------------------------------------------------------------------
// Signed-in devices (issue 18): the member's sessions, each signed out from /settings.

/** The browser's device cookie: only the auth API reads it, scripts cannot (HttpOnly). */
export const DEVICE_COOKIE = 'mb_device';
const DEVICE_COOKIE_DAYS = 365;

export function deviceTokenOf(cookieHeader: string | undefined): string | null {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === DEVICE_COOKIE) return value.join('=');
  }
  return null;
}

/** The Set-Cookie value that keeps this browser's device token; Secure when the site is on https. */
export const deviceCookie = (token: string, https: boolean) =>
  `${DEVICE_COOKIE}=${token}; Path=/api/v1/auth; Max-Age=${DEVICE_COOKIE_DAYS * 86_400}; HttpOnly; SameSite=Lax${https ? '; Secure' : ''}`;

/** The member's active sessions with the browser, system and (GEOIP_DB) country of each. */
export async function listDevices(ctx: AppContext, actor: Actor) {
  refuseDelegated(actor, 'sessions');
  const rows = await repo.listActiveSessions(ctx.db, actor.userId);
  return Promise.all(
    rows.map(async (s) => ({ session: s, ...parseUserAgent(s.user_agent), country: await countryOf(ctx.config, s.ip, ctx.log) })),
  );
}

/** Signs one of the member's own devices out at once (its socket is told; its token stops working). */
export async function signOutDevice(ctx: AppContext, actor: Actor, sessionId: string): Promise<number> {
  refuseDelegated(actor, 'sessions');
  const revoked = await ctx.db.transaction(async (tx) => {
    const r = await repo.revokeSession(tx, sessionId, 'signed_out_from_settings', actor.userId);
    revoking(ctx, [sessionId]);
    if (r.length) await ctx.bus.publish({ type: 'session.revoked', topic: `user:${actor.userId}`, data: { session_id: sessionId } }, tx);
    if (r.length) await endDelegated(ctx, tx, { parentSessionId: sessionId }, 'parent_signed_out');
    return r.length;
  });
  if (!revoked) throw new AppError('not_found', 'This device is already signed out.');
  return revoked;
}

/** Signs out every device of the member but this one. */
export async function signOutOtherDevices(ctx: AppContext, actor: Actor): Promise<number> {
  refuseDelegated(actor, 'sessions');
  const before = await repo.listActiveSessions(ctx.db, actor.userId);
  await revokeOthers(ctx, actor.userId, 'signed_out_from_settings', actor.sessionId);
  return before.filter((s) => s.id !== actor.sessionId).length;
}

/** The job that looks the account up and mails the link, after the request has been answered. */
export const PASSWORD_RESET_JOB = 'auth.password_reset';
const RESET_MAIL_DELAY_MS = 1000;

/**
 * Spec §5 password reset request. The answer must not tell whether the e-mail has an account, by its
 * words or by its timing: known and unknown e-mails cost exactly the same here (one queued job);
 * the lookup, the token and the mail happen in the job, after the answer has gone.
 */
export async function requestPasswordReset(ctx: AppContext, email: string) {
  // Due a moment later, not at once: on the embedded database the job's queries run on this thread,
  // and starting them before this answer is written would slow it for known e-mails only.
  const runAt = new Date(Date.now() + RESET_MAIL_DELAY_MS);
  await ctx.jobs.enqueue(ctx.db, { kind: PASSWORD_RESET_JOB, payload: { email }, runAt });
}

/** Registers the auth feature's jobs (once per context: tests build several apps on one). */
export function defineAuthJobs(ctx: AppContext) {
  if (ctx.jobs.kinds().includes(PASSWORD_RESET_JOB)) return;
  ctx.jobs.defineJob<{ email: string; lockout?: boolean }>(
    PASSWORD_RESET_JOB,
    ({ email, lockout }) => sendPasswordReset(ctx, email, lockout === true),
    { maxAttempts: 3 },
  );
}

/**
 * The e-mailed way back in when strangers' guesses lock an account: a reset link, at most one an hour
 * (the job key), sent by the same job as a requested reset.
 */
async function mailLockoutNotice(ctx: AppContext, email: string) {
  const hour = Math.floor(Date.now() / 3_600_000);
  await ctx.jobs.enqueue(ctx.db, { kind: PASSWORD_RESET_JOB, payload: { email, lockout: true }, key: `auth.lockout:${email}:${hour}` });
}

async function sendPasswordReset(ctx: AppContext, email: string, lockout = false) {
  const user = await repo.findUserByEmail(ctx.db, email);
  if (!user) return;
  const token = newOpaqueToken();
  const link = `${ctx.config.publicUrl}/auth/reset-password?token=${token}`;
  // The token and its mail are written together: a crash between them leaves neither.
  await ctx.db.transaction(async (tx) => {
    await repo.insertPasswordReset(tx, user.id, hashToken(token), new Date(Date.now() + AUTH_LIMITS.passwordResetSeconds * 1000));
    await ctx.mailer.send(
      {
        to: user.email,
        kind: 'password_reset',
        subject: `Reset your ${ctx.config.PRODUCT_NAME} password`,
        text: [
          lockout
            ? `Someone entered a wrong password for your ${ctx.config.PRODUCT_NAME} account too many times, so sign-in from new devices is paused for up to an hour. Devices you signed in from before still work. If you are locked out, reset your password: that lifts the pause.`
            : `Someone asked to reset the password of your ${ctx.config.PRODUCT_NAME} account.`,
          '',
          `Choose a new password here (the link works once, for one hour):`,
          link,
          '',
          'If this was not you, ignore this message: your password stays as it is.',
        ].join('\n'),
      },
      tx,
    );
  });
}

export async function confirmPasswordReset(ctx: AppContext, token: string, password: string) {
  await assertStrongPassword(password, 'password');
  const passwordHash = await hashPassword(password);
  const userId = await ctx.db.transaction(async (tx) => {
    const id = await repo.consumePasswordReset(tx, hashToken(token));
    if (!id) return undefined;
    await repo.updateUser(tx, id, { password_hash: passwordHash });
    // Every other link mailed before this one dies with the old password.
    await repo.voidPasswordResets(tx, id);
    return id;
  });
  if (!userId) throw new AppError('unprocessable', MESSAGES.resetInvalid, { token: MESSAGES.resetInvalid });
  await revokeOthers(ctx, userId, 'password_reset');
  // The mailbox answered: whoever tripped the account's lockout no longer keeps its owner out.
  const email = await emailOf(ctx.db, userId);
  if (email) await repo.clearLoginCounter(ctx.db, accountCounterKey(email));
}

/** The account a signed-in user's password guesses count against (RATE_LIMITS loginPerAccount): their e-mail. */
export async function accountKey(ctx: AppContext, userId: string): Promise<string | undefined> {
  return (await repo.findUserById(ctx.db, userId))?.email;
}

/** A member's sign-in e-mail, for features that mail them (notification e-mails, digests). */
export async function emailOf(db: Executor, userId: string): Promise<string | undefined> {
  return (await repo.findUserById(db, userId))?.email;
}

/** The current password, asked again before a sensitive change (throttled with sign-in, per account). */
async function reauthenticate(ctx: AppContext, userId: string, password: string) {
  const user = await repo.findUserById(ctx.db, userId);
  if (!user) throw new AppError('unauthenticated', MESSAGES.sessionExpired);
  if (!(await verifyPassword(user.password_hash, password))) {
    throw new AppError('validation_failed', MESSAGES.currentPasswordWrong, { current_password: MESSAGES.currentPasswordWrong });
  }
  return user;
}

/**
 * The member's password, asked before deleting the account (member-data feature): a wrong one answers
 * a field error under `field` and counts as a failed sign-in would (the route's loginPerAccount).
 */
export async function confirmPassword(ctx: AppContext, actor: Pick<Actor, 'userId' | 'delegatedBy'>, password: string, field: string) {
  refuseDelegated(actor, 'account');
  const user = await repo.findUserById(ctx.db, actor.userId);
  if (!user) throw new AppError('unauthenticated', MESSAGES.sessionExpired);
  if (!(await verifyPassword(user.password_hash, password))) {
    throw new AppError('validation_failed', MESSAGES.currentPasswordWrong, { [field]: MESSAGES.currentPasswordWrong });
  }
}

/** Signs the member out of every device (a scheduled account deletion, an erasure): open tabs are told. */
export const signOutEverywhere = (ctx: AppContext, userId: string, reason: string) => revokeOthers(ctx, userId, reason);

/** The current password, asked again before a sensitive change elsewhere (two-factor settings). */
export async function verifyCurrentPassword(ctx: AppContext, userId: string, password: string): Promise<void> {
  await reauthenticate(ctx, userId, password);
}

export async function changePassword(ctx: AppContext, actor: Actor, current: string, next: string) {
  refuseDelegated(actor, 'password');
  await reauthenticate(ctx, actor.userId, current);
  await assertStrongPassword(next, 'new_password');
  const passwordHash = await hashPassword(next);
  await ctx.db.transaction(async (tx) => {
    await repo.updateUser(tx, actor.userId, { password_hash: passwordHash });
    // A reset link asked for before the change must not undo it.
    await repo.voidPasswordResets(tx, actor.userId);
  });
  // Other devices must sign in again with the new password; this one stays signed in.
  await revokeOthers(ctx, actor.userId, 'password_change', actor.sessionId);
}

export async function changeEmail(ctx: AppContext, actor: Pick<Actor, 'userId' | 'delegatedBy'>, current: string, email: string) {
  refuseDelegated(actor, 'email');
  const user = await reauthenticate(ctx, actor.userId, current);
  if (user.email === email) return user;
  const taken = await repo.findUserByEmail(ctx.db, email);
  if (taken) throw new AppError('conflict', MESSAGES.emailTaken, { email: MESSAGES.emailTaken });
  try {
    const updated = await ctx.db.transaction(async (tx) => {
      const u = await repo.updateUser(tx, actor.userId, { email });
      // Reset links went to the old address: whoever reads that mailbox now must not take the account back.
      if (u) await repo.voidPasswordResets(tx, actor.userId);
      return u;
    });
    if (!updated) throw new AppError('unauthenticated', MESSAGES.sessionExpired);
    await ctx.mailer.send({
      to: user.email,
      kind: 'email_changed',
      subject: `Your ${ctx.config.PRODUCT_NAME} e-mail address was changed`,
      text: `The e-mail address of your account was changed to ${email}. If this was not you, reset your password now.`,
    });
    return updated;
  } catch (e) {
    if ((e as { code?: string }).code === '23505' || String((e as Error).message).includes('users_email_key')) {
      throw new AppError('conflict', MESSAGES.emailTaken, { email: MESSAGES.emailTaken });
    }
    throw e;
  }
}

// ---------------------------------------------------------------------------------------------------
// What staff administration (the staff feature) asks of accounts.

export type AccountRow = repo.UserRow;

/** The account with this e-mail (any case), if one exists. */
export const accountIdByEmail = async (db: Executor, email: string): Promise<string | undefined> =>
  (await repo.findUserByEmail(db, email.trim()))?.id;
export const accountsByIds = (ctx: AppContext, ids: readonly string[]) => repo.findUsersByIds(ctx.db, ids);
/** Of these accounts, the ones not suspended, read in the caller's transaction (the last-admin rule). */
export const unsuspendedAccountIds = async (db: Executor, ids: readonly string[]) =>
  (await repo.findUsersByIds(db, ids)).filter((u) => !u.suspended_at).map((u) => u.id);
export const accountIdsByEmail = (ctx: AppContext, text: string, limit: number) => repo.userIdsByEmailLike(ctx.db, text, limit);
export const countSuspendedAccounts = (ctx: AppContext) => repo.countSuspended(ctx.db);

/**
 * Suspends an account inside the caller's transaction: every session is revoked and announced
 * (open tabs sign out), checkAccess refuses at once, and sign-in answers with the reason.
 */
export async function suspendAccount(tx: Tx, ctx: AppContext, userId: string, reason: string) {
  const user = await repo.setSuspension(tx, userId, { at: new Date(), reason });
  if (!user) return undefined;
  const revoked = await repo.revokeUserSessions(tx, userId, 'suspended');
  revoking(
    ctx,
    revoked.map((r) => r.id),
  );
  for (const r of revoked) await ctx.bus.publish({ type: 'session.revoked', topic: `user:${userId}`, data: { session_id: r.id } }, tx);
  return user;
}

export const unsuspendAccount = (tx: Executor, userId: string) => repo.setSuspension(tx, userId, null);

/**
 * An account made by staff (a Post-Production Editor): no password anyone knows until the member
 * chooses one through the e-mailed set-password link (the password-reset mechanism, sent after commit
 * by `sendSetPasswordLink`). Undefined when the e-mail is taken.
 */
export async function createInvitedAccount(tx: Tx, email: string) {
  return repo.insertUser(tx, email, await hashPassword(newOpaqueToken()));
}

/** The invitation of an account made by staff: a set-password link that works once, for 72 hours. */
export async function sendSetPasswordLink(ctx: AppContext, userId: string, role: string) {
  const user = await repo.findUserById(ctx.db, userId);
  if (!user) return;
  const token = newOpaqueToken();
  await repo.insertPasswordReset(ctx.db, user.id, hashToken(token), new Date(Date.now() + AUTH_LIMITS.invitationSeconds * 1000));
  const link = `${ctx.config.publicUrl}/auth/reset-password?token=${token}`;
  await ctx.mailer.send({
    to: user.email,
    kind: 'password_reset',
    subject: `Your ${ctx.config.PRODUCT_NAME} ${role} account`,
    text: [
      `An administrator created a ${role} account for you on ${ctx.config.PRODUCT_NAME}.`,
      '',
      'Choose your password here (the link works once, for 72 hours):',
      link,
    ].join('\n'),
  });
}
