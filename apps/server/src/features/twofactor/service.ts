import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes, randomInt } from 'node:crypto';
import { MAIL_TEXT } from '@mb/contract/mail-text';
import { RATE_LIMITS } from '@mb/contract/rate-limits';
import { type SecondFactorChallenge, type SecondFactorMethod, TWOFACTOR_LIMITS, TWOFACTOR_MESSAGES } from '@mb/contract/twofactor';
import type {
  AuthenticationResponseJSON,
  RegistrationResponseJSON,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import { Secret, TOTP } from 'otpauth';
import type { Actor, AppContext } from '../../platform/context.ts';
import type { Executor, Tx } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { mailDate, mailText } from '../../platform/i18n.ts';
import { hashToken, newOpaqueToken } from '../../platform/tokens.ts';
import * as auth from '../auth/index.ts';
import * as security from '../security/index.ts';
import * as staff from '../staff/index.ts';
import * as repo from './repository.ts';

const M = TWOFACTOR_MESSAGES;
/** @simplewebauthn/server, imported on the first passkey ceremony rather than at start. */
const webauthn = () => import('@simplewebauthn/server');
const L = TWOFACTOR_LIMITS;
const later = (seconds: number) => new Date(Date.now() + seconds * 1000);

// ---------------------------------------------------------------------------------------------------
// Secrets at rest: the TOTP secret is encrypted with a key derived from the server's secret, so a copy
// of the database alone does not hand out codes.

const keyOf = (ctx: AppContext) => createHmac('sha256', ctx.tokens.secret).update('twofactor:totp-secret').digest();

function seal(ctx: AppContext, plain: string): string {
  const iv = randomBytes(12);
  const c = createCipheriv('aes-256-gcm', keyOf(ctx), iv);
  const body = Buffer.concat([c.update(plain, 'utf8'), c.final()]);
  return ['v1', iv.toString('base64url'), body.toString('base64url'), c.getAuthTag().toString('base64url')].join('.');
}

function open(ctx: AppContext, sealed: string): string {
  const [v, iv, body, tag] = sealed.split('.');
  if (v !== 'v1' || !iv || !body || !tag) throw new Error('unknown sealed secret');
  const d = createDecipheriv('aes-256-gcm', keyOf(ctx), Buffer.from(iv, 'base64url'));
  d.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([d.update(Buffer.from(body, 'base64url')), d.final()]).toString('utf8');
}

const totpOf = (ctx: AppContext, secretBase32: string, label = '') =>
  new TOTP({
    issuer: ctx.config.PRODUCT_NAME,
    label,
    algorithm: 'SHA1',
    digits: L.totpDigits,
    period: L.totpPeriodSeconds,
    secret: Secret.fromBase32(secretBase32),
  });

/** The 30-second step a 6-digit code belongs to (±1 step for clock drift), or null when it is wrong. */
function matchStep(ctx: AppContext, secretBase32: string, code: string): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const now = Date.now();
  const delta = totpOf(ctx, secretBase32).validate({ token: code, timestamp: now, window: L.totpWindow });
  if (delta === null) return null;
  return Math.floor(now / 1000 / L.totpPeriodSeconds) + delta;
}

// Recovery codes: 10 random characters from an alphabet without look-alikes, shown as xxxxx-xxxxx.
const CODE_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const newRecoveryCode = () => {
  let s = '';
  for (let i = 0; i < 10; i++) s += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return `${s.slice(0, 5)}-${s.slice(5)}`;
};
const recoveryHash = (userId: string, code: string) =>
  createHash('sha256')
    .update(`${userId}:${code.replace(/[\s-]/g, '').toLowerCase()}`)
    .digest('hex');

async function issueRecoveryCodes(tx: Executor, userId: string): Promise<string[]> {
  const codes = Array.from({ length: L.recoveryCodes }, newRecoveryCode);
  await repo.replaceRecoveryCodes(
    tx,
    userId,
    codes.map((c) => recoveryHash(userId, c)),
  );
  return codes;
}

// ---------------------------------------------------------------------------------------------------
// Every change is mailed to the member and recorded as a security event, in the changing transaction.

type Change = 'totp_enabled' | 'totp_disabled' | 'recovery_codes_regenerated' | 'recovery_code_used' | 'passkey_added' | 'passkey_removed';

const T = MAIL_TEXT.twoFactor;
const CHANGE_TEXT: Record<Change, { subject: string; line: string }> = {
  totp_enabled: { subject: T.totpEnabledSubject, line: T.totpEnabled },
  totp_disabled: { subject: T.totpDisabledSubject, line: T.totpDisabled },
  recovery_codes_regenerated: { subject: T.codesSubject, line: T.codes },
  recovery_code_used: { subject: T.codeUsedSubject, line: T.codeUsed },
  passkey_added: { subject: T.passkeyAddedSubject, line: T.passkeyAdded },
  passkey_removed: { subject: T.passkeyRemovedSubject, line: T.passkeyRemoved },
};

async function recordChange(ctx: AppContext, tx: Tx, userId: string, change: Change, ip: string | null, detail?: string) {
  const to = await auth.recipientOf(tx, userId);
  if (to) {
    // In the member's language (issue 36); the detail is the codes left or the passkey's name.
    const m = (text: string) => mailText(to.locale, text, { left: detail ?? '', name: detail ?? '' });
    const text = CHANGE_TEXT[change];
    await ctx.mailer.send(
      {
        to: to.email,
        kind: 'account_security',
        subject: `${m(text.subject)} – ${ctx.config.PRODUCT_NAME}`,
        text: [
          m(text.line),
          '',
          mailText(to.locale, MAIL_TEXT.common.when, { when: mailDate(to.locale, new Date()) }),
          '',
          m(T.act),
          `${ctx.config.publicUrl}/settings?tab=security`,
        ].join('\n'),
      },
      tx,
    );
  }
  await security.recordSecurityEvent(tx, {
    type: 'security_two_factor_changed',
    userId,
    ip,
    data: { change, ...(detail && change.startsWith('passkey') ? { passkey: detail } : {}) },
  });
}

// ---------------------------------------------------------------------------------------------------
// Status

export async function hasSecondFactor(db: Executor, userId: string): Promise<boolean> {
  const totp = await repo.findTotp(db, userId);
  if (totp?.enabled_at) return true;
  return (await repo.listPasskeys(db, userId)).length > 0;
}

/**
 * The refusal a staff route answers while the staff member has no second factor (STAFF_REQUIRE_2FA
 * on), or null. handle() asks after the staff rule passed, so only staff ever reach it.
 */
export async function staffRefusal(ctx: AppContext, userId: string): Promise<string | null> {
  if (ctx.config.STAFF_REQUIRE_2FA !== 'on') return null;
  return (await hasSecondFactor(ctx.db, userId)) ? null : M.staffMustEnrol;
}

export async function status(ctx: AppContext, actor: Actor) {
  const [totp, left, keys] = await Promise.all([
    repo.findTotp(ctx.db, actor.userId),
    repo.recoveryCodesLeft(ctx.db, actor.userId),
    repo.listPasskeys(ctx.db, actor.userId),
  ]);
  const enrolled = Boolean(totp?.enabled_at) || keys.length > 0;
  const staffMustEnrol =
    !enrolled && ctx.config.STAFF_REQUIRE_2FA === 'on' && (await staff.isUserStaff(ctx, actor.delegatedBy ?? actor.userId));
  return { totp: totp?.enabled_at ? totp : null, recoveryCodesLeft: totp?.enabled_at ? left : 0, passkeys: keys, staffMustEnrol };
}

// ---------------------------------------------------------------------------------------------------
// Authenticator app: start (secret, QR) -> confirm with a code (on, 10 recovery codes) -> off.

const refuseDelegated = (actor: Actor) => {
  if (actor.delegatedBy) throw new AppError('forbidden', M.delegated);
};

export async function startTotp(ctx: AppContext, actor: Actor) {
  refuseDelegated(actor);
  const existing = await repo.findTotp(ctx.db, actor.userId);
  if (existing?.enabled_at) throw new AppError('conflict', M.totpAlreadyOn);
  const email = (await auth.emailOf(ctx.db, actor.userId)) ?? '';
  const secret = new Secret({ size: 20 });
  const expiresAt = later(L.enrolmentSeconds);
  if (!(await repo.upsertPendingTotp(ctx.db, actor.userId, seal(ctx, secret.base32), expiresAt))) {
    throw new AppError('conflict', M.totpAlreadyOn);
  }
  return { otpauth_uri: totpOf(ctx, secret.base32, email).toString(), secret: secret.base32, expires_at: expiresAt.toISOString() };
}

export async function confirmTotp(ctx: AppContext, actor: Actor, code: string, ip: string) {
  refuseDelegated(actor);
  const row = await repo.findTotp(ctx.db, actor.userId);
  if (row?.enabled_at) throw new AppError('conflict', M.totpAlreadyOn);
  if (!row?.pending_expires_at || row.pending_expires_at.getTime() <= Date.now()) throw new AppError('unprocessable', M.enrolmentExpired);
  const step = matchStep(ctx, open(ctx, row.secret_enc), code);
  if (step === null) throw new AppError('validation_failed', M.codeWrong, { code: M.codeWrong });
  return ctx.db.transaction(async (tx) => {
    if (!(await repo.enableTotp(tx, actor.userId, step))) throw new AppError('unprocessable', M.enrolmentExpired);
    const codes = await issueRecoveryCodes(tx, actor.userId);
    await recordChange(ctx, tx, actor.userId, 'totp_enabled', ip);
    return codes;
  });
}

export async function disableTotp(ctx: AppContext, actor: Actor, password: string, ip: string) {
  refuseDelegated(actor);
  await auth.verifyCurrentPassword(ctx, actor.userId, password);
  const row = await repo.findTotp(ctx.db, actor.userId);
  if (!row?.enabled_at) throw new AppError('conflict', M.totpNotOn);
  await ctx.db.transaction(async (tx) => {
    await repo.deleteTotp(tx, actor.userId);
    await repo.deleteRecoveryCodes(tx, actor.userId);
    await recordChange(ctx, tx, actor.userId, 'totp_disabled', ip);
  });
}

export async function regenerateRecoveryCodes(ctx: AppContext, actor: Actor, password: string, ip: string) {
  refuseDelegated(actor);
  await auth.verifyCurrentPassword(ctx, actor.userId, password);
  const row = await repo.findTotp(ctx.db, actor.userId);
  if (!row?.enabled_at) throw new AppError('conflict', M.totpNotOn);
  return ctx.db.transaction(async (tx) => {
    const codes = await issueRecoveryCodes(tx, actor.userId);
    await recordChange(ctx, tx, actor.userId, 'recovery_codes_regenerated', ip);
    return codes;
  });
}

// ---------------------------------------------------------------------------------------------------
// Sign-in with a second factor.

/** 'twofactor.sign_in_challenge', asked by auth: a challenge when the account has an authenticator app or a passkey. */
export async function signInChallenge(ctx: AppContext, user: { id: string }): Promise<SecondFactorChallenge | null> {
  const [totp, keys] = await Promise.all([repo.findTotp(ctx.db, user.id), repo.listPasskeys(ctx.db, user.id)]);
  const methods: SecondFactorMethod[] = [];
  if (totp?.enabled_at) methods.push('totp', 'recovery_code');
  if (keys.length) methods.push('passkey');
  if (!methods.length) return null;
  const token = newOpaqueToken();
  const expiresAt = later(L.challengeSeconds);
  await repo.insertChallenge(ctx.db, { token_hash: hashToken(token), kind: 'sign_in', user_id: user.id, expires_at: expiresAt });
  return { second_factor_required: true, challenge_token: token, methods, expires_at: expiresAt.toISOString() };
}

async function liveSignInChallenge(ctx: AppContext, token: string) {
  const c = await repo.findLiveChallenge(ctx.db, hashToken(token), 'sign_in');
  if (!c?.user_id) throw new AppError('unprocessable', M.challengeExpired);
  if (c.attempts >= L.codeAttemptsPerChallenge) throw new AppError('unprocessable', M.challengeSpent);
  return { ...c, user_id: c.user_id };
}

interface Client {
  ip: string;
  userAgent: string | null;
  deviceToken?: string | null;
}

/**
 * Finishes a sign-in with a TOTP code or a recovery code. Limits: 5 wrong codes kill the challenge;
 * codes count per account too (RATE_LIMITS.secondFactorPerAccount, shared with set-up codes); a TOTP
 * code is good once (its step must be later than the last accepted).
 */
export async function signInWithCode(ctx: AppContext, input: { challenge_token: string; code: string }, client: Client) {
  const c = await liveSignInChallenge(ctx, input.challenge_token);
  const rule = RATE_LIMITS.secondFactorPerAccount;
  const limit = await ctx.limiter.hit(`${rule.bucket}:user:${c.user_id}`, rule.max, rule.windowSeconds);
  if (!limit.allowed) throw new AppError('rate_limited', M.tooManyCodes);
  const totp = await repo.findTotp(ctx.db, c.user_id);
  if (!totp?.enabled_at) throw new AppError('unprocessable', M.challengeExpired);
  const wrong = async (message: string) => {
    const attempts = await repo.countAttempt(ctx.db, c.id);
    if (attempts >= L.codeAttemptsPerChallenge) throw new AppError('unprocessable', M.challengeSpent);
    throw new AppError('validation_failed', message, { code: message });
  };
  if (/^\d{6}$/.test(input.code)) {
    const step = matchStep(ctx, open(ctx, totp.secret_enc), input.code);
    if (step === null) return wrong(M.codeWrong);
    if (!(await repo.useTotpStep(ctx.db, c.user_id, step))) return wrong(M.codeReused);
  } else {
    const hash = recoveryHash(c.user_id, input.code);
    const ok = await ctx.db.transaction(async (tx) => {
      if (!(await repo.useRecoveryCode(tx, c.user_id, hash))) return false;
      const left = await repo.recoveryCodesLeft(tx, c.user_id);
      await recordChange(ctx, tx, c.user_id, 'recovery_code_used', client.ip, String(left));
      return true;
    });
    if (!ok) return wrong(M.codeWrong);
  }
  if (!(await repo.useChallenge(ctx.db, c.id))) throw new AppError('unprocessable', M.challengeExpired);
  return auth.completeSignIn(ctx, c.user_id, client);
}

// ---------------------------------------------------------------------------------------------------
// Passkeys (WebAuthn, @simplewebauthn/server). The relying party is the site's own host from
// PUBLIC_URL; a loopback address (no valid RP ID) is served as localhost, as in the browser tests.

export function relyingParty(ctx: AppContext): { rpID: string; origins: string[] } {
  const url = new URL(ctx.config.publicUrl);
  const loopback = url.hostname === '127.0.0.1' || url.hostname === '[::1]' || url.hostname === 'localhost';
  if (!loopback) return { rpID: url.hostname, origins: [url.origin] };
  const port = url.port ? `:${url.port}` : '';
  return { rpID: 'localhost', origins: [`${url.protocol}//localhost${port}`] };
}

const uuidBytes = (id: string) => new Uint8Array(Buffer.from(id.replace(/-/g, ''), 'hex'));

async function ceremony(
  ctx: AppContext,
  kind: 'passkey_register' | 'passkey_sign_in',
  userId: string | null,
  challenge: string,
  parentId?: string,
) {
  const token = newOpaqueToken();
  await repo.insertChallenge(ctx.db, {
    token_hash: hashToken(token),
    kind,
    user_id: userId,
    parent_id: parentId ?? null,
    webauthn_challenge: challenge,
    expires_at: later(L.ceremonySeconds),
  });
  return token;
}

export async function passkeyRegistrationOptions(ctx: AppContext, actor: Actor) {
  refuseDelegated(actor);
  const keys = await repo.listPasskeys(ctx.db, actor.userId);
  if (keys.length >= L.passkeysMax) throw new AppError('conflict', M.passkeysTooMany);
  const email = (await auth.emailOf(ctx.db, actor.userId)) ?? '';
  const { rpID } = relyingParty(ctx);
  const options = await (await webauthn()).generateRegistrationOptions({
    rpName: ctx.config.PRODUCT_NAME,
    rpID,
    userName: email,
    userDisplayName: email,
    userID: uuidBytes(actor.userId),
    attestationType: 'none',
    excludeCredentials: keys.map((k) => ({ id: k.credential_id, transports: k.transports })),
    // A discoverable credential, so the same passkey also signs in with no e-mail typed.
    authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
    timeout: L.ceremonySeconds * 1000,
  });
  const token = await ceremony(ctx, 'passkey_register', actor.userId, options.challenge);
  return { ceremony_token: token, options: options as unknown as Record<string, unknown> };
}

export async function registerPasskey(
  ctx: AppContext,
  actor: Actor,
  input: { ceremony_token: string; name: string; response: Record<string, unknown> },
  ip: string,
) {
  refuseDelegated(actor);
  const c = await repo.findLiveChallenge(ctx.db, hashToken(input.ceremony_token), 'passkey_register');
  if (!c || c.user_id !== actor.userId || !c.webauthn_challenge) throw new AppError('unprocessable', M.enrolmentExpired);
  const { rpID, origins } = relyingParty(ctx);
  let verified: Awaited<ReturnType<typeof verifyRegistrationResponse>>;
  try {
    verified = await (await webauthn()).verifyRegistrationResponse({
      response: input.response as unknown as RegistrationResponseJSON,
      expectedChallenge: c.webauthn_challenge,
      expectedOrigin: origins,
      expectedRPID: rpID,
      requireUserVerification: false,
    });
  } catch (e) {
    ctx.log.info({ err: e }, 'passkey registration refused');
    throw new AppError('bad_request', M.passkeyFailed);
  }
  if (!verified.verified) throw new AppError('bad_request', M.passkeyFailed);
  const cred = verified.registrationInfo.credential;
  return ctx.db.transaction(async (tx) => {
    if (!(await repo.useChallenge(tx, c.id))) throw new AppError('unprocessable', M.enrolmentExpired);
    if ((await repo.listPasskeys(tx, actor.userId)).length >= L.passkeysMax) throw new AppError('conflict', M.passkeysTooMany);
    const row = await repo.insertPasskey(tx, {
      user_id: actor.userId,
      credential_id: cred.id,
      public_key: Buffer.from(cred.publicKey).toString('base64url'),
      counter: cred.counter,
      transports: cred.transports ?? (input.response as { response?: { transports?: string[] } }).response?.transports ?? [],
      name: input.name,
    });
    if (!row) throw new AppError('conflict', 'This passkey is already registered.');
    await recordChange(ctx, tx, actor.userId, 'passkey_added', ip, row.name);
    return row;
  });
}

export async function removePasskey(ctx: AppContext, actor: Actor, id: string, ip: string) {
  refuseDelegated(actor);
  await ctx.db.transaction(async (tx) => {
    const row = await repo.deletePasskey(tx, actor.userId, id);
    if (!row) throw new AppError('not_found', M.passkeyNotFound);
    await recordChange(ctx, tx, actor.userId, 'passkey_removed', ip, row.name);
  });
}

/**
 * Starts a passkey sign-in. With a sign-in challenge (the password was right), the passkey is its
 * second factor and must be one of that account's; without, any discoverable passkey signs in on its
 * own, and the authenticator must verify the person (PIN, fingerprint).
 */
export async function passkeyOptions(ctx: AppContext, input: { challenge_token?: string }) {
  const { rpID } = relyingParty(ctx);
  if (input.challenge_token) {
    const c = await liveSignInChallenge(ctx, input.challenge_token);
    const keys = await repo.listPasskeys(ctx.db, c.user_id);
    if (!keys.length) throw new AppError('unprocessable', M.passkeyUnknown);
    const options = await (await webauthn()).generateAuthenticationOptions({
      rpID,
      allowCredentials: keys.map((k) => ({ id: k.credential_id, transports: k.transports })),
      userVerification: 'preferred',
      timeout: L.ceremonySeconds * 1000,
    });
    const token = await ceremony(ctx, 'passkey_sign_in', c.user_id, options.challenge, c.id);
    return { ceremony_token: token, options: options as unknown as Record<string, unknown> };
  }
  const options = await (await webauthn()).generateAuthenticationOptions({
    rpID,
    userVerification: 'required',
    timeout: L.ceremonySeconds * 1000,
  });
  const token = await ceremony(ctx, 'passkey_sign_in', null, options.challenge);
  return { ceremony_token: token, options: options as unknown as Record<string, unknown> };
}

export async function signInWithPasskey(
  ctx: AppContext,
  input: { ceremony_token: string; response: Record<string, unknown> },
  client: Client,
) {
  const c = await repo.findLiveChallenge(ctx.db, hashToken(input.ceremony_token), 'passkey_sign_in');
  if (!c?.webauthn_challenge) throw new AppError('unprocessable', M.challengeExpired);
  const response = input.response as unknown as AuthenticationResponseJSON;
  const key = typeof response.id === 'string' ? await repo.findPasskeyByCredential(ctx.db, response.id) : undefined;
  if (!key) throw new AppError('unprocessable', M.passkeyUnknown);
  // As a second factor: the passkey must be the account's whose password was given.
  if (c.user_id && key.user_id !== c.user_id) throw new AppError('unprocessable', M.passkeyFailed);
  const { rpID, origins } = relyingParty(ctx);
  let verified: Awaited<ReturnType<typeof verifyAuthenticationResponse>>;
  try {
    verified = await (await webauthn()).verifyAuthenticationResponse({
      response,
      expectedChallenge: c.webauthn_challenge,
      expectedOrigin: origins,
      expectedRPID: rpID,
      credential: {
        id: key.credential_id,
        publicKey: new Uint8Array(Buffer.from(key.public_key, 'base64url')),
        counter: key.counter,
        transports: key.transports,
      },
      requireUserVerification: !c.user_id,
    });
  } catch (e) {
    ctx.log.info({ err: e }, 'passkey sign-in refused');
    throw new AppError('unprocessable', M.passkeyFailed);
  }
  if (!verified.verified) throw new AppError('unprocessable', M.passkeyFailed);
  const used = await ctx.db.transaction(async (tx) => {
    if (!(await repo.useChallenge(tx, c.id))) return false;
    // The sign-in challenge it answered is spent too.
    if (c.parent_id && !(await repo.useChallenge(tx, c.parent_id))) return false;
    await repo.touchPasskey(tx, key.id, verified.authenticationInfo.newCounter);
    return true;
  });
  if (!used) throw new AppError('unprocessable', M.challengeExpired);
  return auth.completeSignIn(ctx, key.user_id, client);
}

// ---------------------------------------------------------------------------------------------------

export const PRUNE_CHALLENGES_JOB = 'twofactor.prune_challenges';

export function defineTwoFactorJobs(ctx: AppContext) {
  if (ctx.jobs.kinds().includes(PRUNE_CHALLENGES_JOB)) return;
  ctx.jobs.defineJob(PRUNE_CHALLENGES_JOB, () => repo.pruneChallenges(ctx.db));
  ctx.jobs.dailyAt(PRUNE_CHALLENGES_JOB, 4);
}
