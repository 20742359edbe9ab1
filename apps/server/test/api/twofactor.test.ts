import { TWOFACTOR_MESSAGES } from '@mb/contract/twofactor';
import { MESSAGES } from '@mb/contract/ui-text';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffRoles } from '../../src/features/staff/schema.ts';
import { relyingParty } from '../../src/features/twofactor/service.ts';
import { deviceOf, parseUserAgent } from '../../src/platform/user-agent.ts';
import { signUpUser, startTestApp, type TestApp } from '../helpers/test-app.ts';
import { softPasskey } from '../helpers/webauthn.ts';

// Two-factor sign-in, passkeys and signed-in devices (issue 18; features/twofactor/README.md).

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

const M = TWOFACTOR_MESSAGES;
/** The code of the step `offset` steps from now (±1 is accepted). */
const codeAt = (secret: string, offset = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({ timestamp: Date.now() + offset * 30_000 });

const mails = (to: string, kind: string) =>
  t.ctx.database.query<{ subject: string; text_body: string }>(
    'select subject, text_body from mail_outbox where to_address = $1 and kind = $2',
    [to, kind],
  );
const events = (userId: string) =>
  t.ctx.database.query<{ event_data: { change: string } }>(
    "select event_data from activity_events where user_id = $1 and event_type = 'security_two_factor_changed' order by id",
    [userId],
  );

/** A member with the authenticator app on: answers the secret and the recovery codes. */
async function withTotp() {
  const u = await signUpUser(t);
  const start = await t.call('totpStart', { token: u.token });
  expect(start.status).toBe(200);
  const confirm = await t.call('totpConfirm', { token: u.token, body: { code: codeAt(start.data.secret) } });
  expect(confirm.status, JSON.stringify(confirm.error)).toBe(200);
  return { ...u, secret: start.data.secret, codes: confirm.data.recovery_codes };
}

async function challengeOf(u: { email: string; password: string }) {
  const r = await t.call('signIn', { body: { email: u.email, password: u.password } });
  expect(r.status).toBe(200);
  expect(r.data.second_factor_required).toBe(true);
  expect(r.data.access_token).toBeUndefined();
  return r.data.challenge_token as string;
}

describe('authenticator app (TOTP)', () => {
  it('enrols: a secret and QR URI once, a wrong code refused, a right one turns it on with 10 recovery codes, mailed and recorded', async () => {
    const u = await signUpUser(t);
    const start = await t.call('totpStart', { token: u.token });
    expect(start.data.otpauth_uri).toMatch(/^otpauth:\/\/totp\/ModelBase:.+\?.*secret=/);
    expect(start.data.secret).toMatch(/^[A-Z2-7]{32}$/);
    // Set-up takes a code from the app only: not 6 digits is refused before any check, under the field.
    const shape = await t.call('totpConfirm', { token: u.token, body: { code: 'abcde-23456' } });
    expect(shape.status).toBe(400);
    expect(shape.error?.fields?.code).toBe(M.appCodeFormat);
    const wrong = await t.call('totpConfirm', { token: u.token, body: { code: '000 000' } });
    expect(wrong.status).toBe(400);
    expect(wrong.error?.fields?.code).toBe(M.codeWrong);
    const ok = await t.call('totpConfirm', { token: u.token, body: { code: codeAt(start.data.secret) } });
    expect(ok.status).toBe(200);
    expect(ok.data.recovery_codes).toHaveLength(10);
    expect(new Set(ok.data.recovery_codes).size).toBe(10);
    const status = await t.call('securityStatus', { token: u.token });
    expect(status.data).toMatchObject({ totp_enabled: true, recovery_codes_left: 10, passkeys: [], staff_must_enrol: false });
    // The secret never leaves the server again, and is not stored in the clear.
    expect(JSON.stringify(status.data)).not.toContain(start.data.secret);
    const [row] = await t.ctx.database.query<{ secret_enc: string }>('select secret_enc from totp_factors where user_id = $1', [u.userId]);
    expect(row?.secret_enc).not.toContain(start.data.secret);
    const again = await t.call('totpStart', { token: u.token });
    expect(again.status).toBe(409);
    expect(await mails(u.email, 'account_security')).toEqual([
      expect.objectContaining({ subject: expect.stringContaining('Two-factor sign-in is on') }),
    ]);
    expect((await events(u.userId)).map((e) => e.event_data.change)).toEqual(['totp_enabled']);
  });

  it('sign-in answers a challenge, not a session; a code finishes it once (no replay), with the device cookie', async () => {
    const u = await withTotp();
    const challenge = await challengeOf(u);
    const wrong = await t.call('signInCode', { body: { challenge_token: challenge, code: '123456' } });
    expect(wrong.status).toBe(400);
    // The enrolment used this step: the next one (within the ±1 window) signs in.
    const code = codeAt(u.secret, 1);
    const r = await t.call('signInCode', { body: { challenge_token: challenge, code } });
    expect(r.status, JSON.stringify(r.error)).toBe(200);
    expect(r.headers.get('set-cookie')).toMatch(/^mb_device=/);
    expect((await t.call('me', { token: r.data.access_token })).data.id).toBe(u.userId);
    // The challenge is spent, and the same code does not work twice.
    expect((await t.call('signInCode', { body: { challenge_token: challenge, code } })).error?.message).toBe(M.challengeExpired);
    const reuse = await t.call('signInCode', { body: { challenge_token: await challengeOf(u), code } });
    expect(reuse.status).toBe(400);
    expect(reuse.error?.message).toBe(M.codeReused);
  });

  it('a recovery code signs in once; regenerating replaces them; turning off needs the password and is mailed', async () => {
    const u = await withTotp();
    const [first, second] = u.codes as [string, string];
    const r = await t.call('signInCode', { body: { challenge_token: await challengeOf(u), code: first.toUpperCase() } });
    expect(r.status, JSON.stringify(r.error)).toBe(200);
    const again = await t.call('signInCode', { body: { challenge_token: await challengeOf(u), code: first } });
    expect(again.error?.message).toBe(M.codeWrong);
    expect((await t.call('securityStatus', { token: u.token })).data.recovery_codes_left).toBe(9);
    expect(await mails(u.email, 'account_security')).toContainEqual(
      expect.objectContaining({ subject: expect.stringContaining('recovery code was used') }),
    );

    expect((await t.call('recoveryCodes', { token: u.token, body: { current_password: 'wrong-password' } })).status).toBe(400);
    const fresh = await t.call('recoveryCodes', { token: u.token, body: { current_password: u.password } });
    expect(fresh.data.recovery_codes).toHaveLength(10);
    const old = await t.call('signInCode', { body: { challenge_token: await challengeOf(u), code: second } });
    expect(old.error?.message).toBe(M.codeWrong);

    const off = await t.call('totpDisable', { token: u.token, body: { current_password: u.password } });
    expect(off.data).toMatchObject({ totp_enabled: false, recovery_codes_left: 0 });
    const plain = await t.call('signIn', { body: { email: u.email, password: u.password } });
    expect(plain.data.access_token).toEqual(expect.any(String));
    expect((await events(u.userId)).map((e) => e.event_data.change)).toEqual([
      'totp_enabled',
      'recovery_code_used',
      'recovery_codes_regenerated',
      'totp_disabled',
    ]);
  });

  it('a challenge expires, and dies after 5 wrong codes', async () => {
    const u = await withTotp();
    const expired = await challengeOf(u);
    await t.ctx.database.query("update auth_challenges set expires_at = now() - interval '1 second' where user_id = $1", [u.userId]);
    const late = await t.call('signInCode', { body: { challenge_token: expired, code: codeAt(u.secret, 1) } });
    expect(late.status).toBe(422);
    expect(late.error?.message).toBe(M.challengeExpired);

    const c = await challengeOf(u);
    for (let i = 0; i < 4; i++) expect((await t.call('signInCode', { body: { challenge_token: c, code: '000000' } })).status).toBe(400);
    const fifth = await t.call('signInCode', { body: { challenge_token: c, code: '000000' } });
    expect(fifth.error?.message).toBe(M.challengeSpent);
    const after = await t.call('signInCode', { body: { challenge_token: c, code: codeAt(u.secret, 1) } });
    expect(after.error?.message).toBe(M.challengeSpent);
  });

  it('codes are rate-limited per account across challenges (RATE_LIMITS.secondFactorPerAccount)', async () => {
    const u = await withTotp();
    // The set-up's code counted once (the same counter); then 5 wrong codes on one challenge (the 5th
    // kills it), 4 on another.
    const statuses: number[] = [];
    for (const [c, n] of [
      [await challengeOf(u), 5],
      [await challengeOf(u), 4],
    ] as const) {
      for (let i = 0; i < n; i++) statuses.push((await t.call('signInCode', { body: { challenge_token: c, code: '000000' } })).status);
    }
    expect(statuses).toEqual([400, 400, 400, 400, 422, 400, 400, 400, 400]);
    // 10 per 15 minutes: the 11th code for this account is refused whatever the challenge, even a right one.
    const r = await t.call('signInCode', { body: { challenge_token: await challengeOf(u), code: codeAt(u.secret, 1) } });
    expect(r.status).toBe(429);
    expect(r.error?.message).toBe(M.tooManyCodes);
  });
});

describe('passkeys', () => {
  const rp = () => relyingParty(t.ctx);

  async function withPasskey() {
    const u = await signUpUser(t);
    const key = softPasskey({ origin: rp().origins[0] as string, rpId: rp().rpID });
    const opts = await t.call('passkeyNewOptions', { token: u.token });
    expect(opts.status).toBe(200);
    expect(opts.data.options).toMatchObject({ rp: { id: rp().rpID }, authenticatorSelection: { residentKey: 'required' } });
    const reg = await t.call('passkeyRegister', {
      token: u.token,
      body: { ceremony_token: opts.data.ceremony_token, name: 'Work laptop', response: key.register(opts.data.options) },
    });
    expect(reg.status, JSON.stringify(reg.error)).toBe(201);
    return { ...u, key, passkeyId: reg.data.id };
  }

  it('registers a passkey (listed, mailed); a wrong origin or a reused ceremony is refused', async () => {
    const u = await withPasskey();
    const status = await t.call('securityStatus', { token: u.token });
    expect(status.data.passkeys).toEqual([expect.objectContaining({ name: 'Work laptop', last_used_at: null })]);
    expect(await mails(u.email, 'account_security')).toEqual([
      expect.objectContaining({ subject: expect.stringContaining('passkey was added') }),
    ]);

    const other = softPasskey({ origin: rp().origins[0] as string, rpId: rp().rpID });
    const opts = await t.call('passkeyNewOptions', { token: u.token });
    const phished = await t.call('passkeyRegister', {
      token: u.token,
      body: {
        ceremony_token: opts.data.ceremony_token,
        name: 'Phish',
        response: other.register(opts.data.options, { origin: 'https://evil.example' }),
      },
    });
    expect(phished.status).toBe(400);
    expect(phished.error?.message).toBe(M.passkeyFailed);
    // A stranger cannot finish someone else's ceremony.
    const stranger = await signUpUser(t);
    const theirs = await t.call('passkeyRegister', {
      token: stranger.token,
      body: { ceremony_token: opts.data.ceremony_token, name: 'Mine', response: other.register(opts.data.options) },
    });
    expect(theirs.status).toBe(422);
  });

  it('signs in password-less with a discoverable passkey; a bad signature or an unknown passkey is refused', async () => {
    const u = await withPasskey();
    const opts = await t.call('passkeyOptions', { body: {} });
    expect(opts.data.options).toMatchObject({ rpId: rp().rpID, userVerification: 'required' });
    expect(opts.data.options.allowCredentials ?? []).toEqual([]);
    const bad = await t.call('passkeySignIn', {
      body: { ceremony_token: opts.data.ceremony_token, response: u.key.authenticate(opts.data.options, { badSignature: true }) },
    });
    expect(bad.status).toBe(422);
    const stranger = softPasskey({ origin: rp().origins[0] as string, rpId: rp().rpID });
    const unknown = await t.call('passkeySignIn', {
      body: { ceremony_token: opts.data.ceremony_token, response: stranger.authenticate(opts.data.options) },
    });
    expect(unknown.error?.message).toBe(M.passkeyUnknown);
    const ok = await t.call('passkeySignIn', {
      body: { ceremony_token: opts.data.ceremony_token, response: u.key.authenticate(opts.data.options) },
    });
    expect(ok.status, JSON.stringify(ok.error)).toBe(200);
    expect(ok.data.user.id).toBe(u.userId);
    expect(ok.headers.get('set-cookie')).toMatch(/^mb_device=/);
    const replay = await t.call('passkeySignIn', {
      body: { ceremony_token: opts.data.ceremony_token, response: u.key.authenticate(opts.data.options) },
    });
    expect(replay.error?.message).toBe(M.challengeExpired);
  });

  it("is a second factor after the password: only that account's passkey answers the challenge; removing it is mailed", async () => {
    const u = await withPasskey();
    const other = await withPasskey();
    const signIn = await t.call('signIn', { body: { email: u.email, password: u.password } });
    expect(signIn.data.methods).toEqual(['passkey']);
    const opts = await t.call('passkeyOptions', { body: { challenge_token: signIn.data.challenge_token as string } });
    expect(opts.data.options.allowCredentials).toEqual([expect.objectContaining({ id: u.key.id })]);
    const wrongAccount = await t.call('passkeySignIn', {
      body: { ceremony_token: opts.data.ceremony_token, response: other.key.authenticate(opts.data.options) },
    });
    expect(wrongAccount.status).toBe(422);
    const ok = await t.call('passkeySignIn', {
      body: { ceremony_token: opts.data.ceremony_token, response: u.key.authenticate(opts.data.options) },
    });
    expect(ok.status, JSON.stringify(ok.error)).toBe(200);
    // The password's challenge is spent with it.
    const codeAfter = await t.call('passkeyOptions', { body: { challenge_token: signIn.data.challenge_token as string } });
    expect(codeAfter.status).toBe(422);

    expect((await t.call('passkeyDelete', { token: other.token, params: { id: u.passkeyId } })).status).toBe(404);
    const removed = await t.call('passkeyDelete', { token: u.token, params: { id: u.passkeyId } });
    expect(removed.data.passkeys).toEqual([]);
    expect(await mails(u.email, 'account_security')).toContainEqual(
      expect.objectContaining({ subject: expect.stringContaining('passkey was removed') }),
    );
    expect((await events(u.userId)).map((e) => e.event_data.change)).toEqual(['passkey_added', 'passkey_removed']);
  });
});

describe('signed-in devices', () => {
  const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36';
  const IPHONE =
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2 Mobile/15E148 Safari/604.1';

  it('reads browsers and systems from user agents', () => {
    expect(parseUserAgent(CHROME)).toEqual({ browser: 'Chrome 120', os: 'Linux' });
    expect(parseUserAgent(IPHONE)).toEqual({ browser: 'Safari 17', os: 'iOS' });
    expect(
      parseUserAgent(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36 Edg/120.0.0.0',
      ),
    ).toEqual({
      browser: 'Edge 120',
      os: 'Windows',
    });
    expect(parseUserAgent(null)).toEqual({ browser: null, os: null });
    // One short name for a device (push devices, new sign-in alerts).
    expect(deviceOf(IPHONE)).toBe('Safari 17 · iOS');
    expect(deviceOf('Mozilla/5.0 (X11; Linux x86_64)')).toBe('Linux');
    expect(deviceOf('curl/8.5.0')).toBeNull();
  });

  it('lists the sessions with browser and system; signs out one (at once) or all others; never a stranger’s', async () => {
    const u = await signUpUser(t);
    const phone = await t.call('signIn', { body: { email: u.email, password: u.password }, headers: { 'user-agent': IPHONE } });
    const laptop = await t.call('signIn', { body: { email: u.email, password: u.password }, headers: { 'user-agent': CHROME } });
    const list = await t.call('sessions', { token: u.token });
    expect(list.data.sessions).toHaveLength(3);
    expect(list.data.sessions).toContainEqual(expect.objectContaining({ browser: 'Safari 17', os: 'iOS', country: null, current: false }));
    const phoneId = (await t.call('sessions', { token: phone.data.access_token })).data.sessions.find((s) => s.current)?.id as string;

    const stranger = await signUpUser(t);
    const refused = await t.call('revokeDevice', { token: stranger.token, params: { id: phoneId } });
    expect(refused.status).toBe(404);
    expect((await t.call('me', { token: phone.data.access_token })).status).toBe(200);

    expect((await t.call('revokeDevice', { token: u.token, params: { id: phoneId } })).data.revoked).toBe(1);
    expect((await t.call('me', { token: phone.data.access_token })).status).toBe(401);
    expect((await t.call('revokeDevice', { token: u.token, params: { id: phoneId } })).status).toBe(404);

    expect((await t.call('revokeOtherDevices', { token: u.token })).data.revoked).toBe(1);
    expect((await t.call('me', { token: laptop.data.access_token })).status).toBe(401);
    expect((await t.call('me', { token: u.token })).status).toBe(200);
  });

  it('mails a sign-in from a new browser, not from a known one, nor the first sign-in of an account never signed in to', async () => {
    const u = await signUpUser(t);
    const cookie = (r: { headers: Headers }) => (r.headers.get('set-cookie') ?? '').split(';')[0] as string;
    const signUpDevice = (await t.call('sessions', { token: u.token })).data.sessions[0];
    expect(signUpDevice).toBeDefined();
    // The sign-up browser (its device cookie) is known: no mail.
    const knownCookie = await t.ctx.database.query<{ n: number }>('select count(*)::int as n from auth_sessions where user_id = $1', [
      u.userId,
    ]);
    expect(knownCookie[0]?.n).toBe(1);
    const fresh = await t.call('signIn', { body: { email: u.email, password: u.password } });
    expect(await mails(u.email, 'new_device_sign_in')).toHaveLength(1);
    const [mail] = await mails(u.email, 'new_device_sign_in');
    expect(mail?.text_body).toContain('/settings?tab=security');
    await t.call('signIn', { body: { email: u.email, password: u.password }, headers: { cookie: cookie(fresh) } });
    expect(await mails(u.email, 'new_device_sign_in')).toHaveLength(1);

    const invited = await signUpUser(t);
    await t.ctx.database.query('delete from auth_sessions where user_id = $1', [invited.userId]);
    await t.call('signIn', { body: { email: invited.email, password: invited.password } });
    expect(await mails(invited.email, 'new_device_sign_in')).toHaveLength(0);
  });
});

describe('staff must use a second factor (STAFF_REQUIRE_2FA=on)', () => {
  it('refuses staff routes with a clear message until an authenticator app is on', async () => {
    const strict = await startTestApp({ STAFF_REQUIRE_2FA: 'on' });
    try {
      const u = await signUpUser(strict);
      await strict.ctx.db
        .insert(staffRoles)
        .values({ user_id: u.userId, role: 'admin', permissions: ['staff_management', 'content_moderation'] });
      const refused = await strict.call('adminOverview', { token: u.token });
      expect(refused.status).toBe(403);
      expect(refused.error?.message).toBe(M.staffMustEnrol);
      expect((await strict.call('securityStatus', { token: u.token })).data.staff_must_enrol).toBe(true);
      // A member who is not staff is refused as before.
      const member = await signUpUser(strict);
      expect((await strict.call('adminOverview', { token: member.token })).error?.message).toBe(MESSAGES.staffDenied);

      const start = await strict.call('totpStart', { token: u.token });
      await strict.call('totpConfirm', { token: u.token, body: { code: codeAt(start.data.secret) } });
      expect((await strict.call('adminOverview', { token: u.token })).status).toBe(200);
      expect((await strict.call('securityStatus', { token: u.token })).data.staff_must_enrol).toBe(false);
    } finally {
      await strict.close();
    }
  });
});
