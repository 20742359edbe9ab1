import { MESSAGES } from '@mb/contract/ui-text';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../src/platform/db/platform-schema.ts';
import { newCredentials, signUpUser, startTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('sign up', () => {
  it('creates an account and returns a session the API accepts', async () => {
    const creds = newCredentials();
    const r = await t.call('signUp', { body: { ...creds, email: `  ${creds.email.toUpperCase()} ` } });
    expect(r.status).toBe(201);
    expect(r.data.user.email).toBe(creds.email);
    expect(r.data.token_type).toBe('bearer');
    expect(r.data.expires_at - Date.now() / 1000).toBeGreaterThan(3000);
    const me = await t.call('me', { token: r.data.access_token });
    expect(me.status).toBe(200);
    expect(me.data.id).toBe(r.data.user.id);
  });

  it('refuses a taken e-mail in any case, with a field error', async () => {
    const u = await signUpUser(t);
    const r = await t.call('signUp', { body: { email: u.email.toUpperCase(), password: 'Another-good-one-9' } });
    expect(r.status).toBe(409);
    expect(r.error?.fields?.email).toBe(MESSAGES.emailTaken);
  });

  it.each([
    ['short', 'Ab1!xyz', MESSAGES.passwordTooShort],
    ['long', 'x'.repeat(129), MESSAGES.passwordTooLong],
    ['common', 'password123', MESSAGES.passwordCommon],
    ['common any case', 'QWERTYUIOP', MESSAGES.passwordCommon],
  ])('refuses a %s password', async (_, password, message) => {
    const r = await t.call('signUp', { body: { email: newCredentials().email, password } });
    expect(r.status).toBe(400);
    expect(r.error?.code).toBe('validation_failed');
    expect(r.error?.fields?.password).toBe(message);
  });

  it('accepts a 64-character password', async () => {
    const r = await t.call('signUp', { body: { email: newCredentials().email, password: `${'k'.repeat(60)}Zq9!` } });
    expect(r.status).toBe(201);
  });

  it('refuses a malformed e-mail and bad JSON without a stack trace', async () => {
    const r = await t.call('signUp', { body: { email: 'not-an-email', password: 'Velvet-Rope-1234' } });
    expect(r.status).toBe(400);
    expect(r.error?.fields?.email).toBe(MESSAGES.emailInvalid);
    const raw = await fetch(`${t.url}/api/v1/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"email":',
    });
    expect(raw.status).toBe(400);
    const body = await raw.text();
    expect(body).not.toMatch(/at .*\.ts:\d+/);
    expect(JSON.parse(body).error.code).toBe('bad_request');
  });

  it('stores passwords as argon2id with at least m=19456, t=2, p=1', async () => {
    const u = await signUpUser(t);
    const rows = await t.ctx.database.query<{ password_hash: string }>('select password_hash from users where id = $1', [u.userId]);
    const hash = rows[0]?.password_hash ?? '';
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$/);
    const [, m, tc, p] = /m=(\d+),t=(\d+),p=(\d+)/.exec(hash) ?? [];
    expect(Number(m)).toBeGreaterThanOrEqual(19_456);
    expect(Number(tc)).toBeGreaterThanOrEqual(2);
    expect(Number(p)).toBe(1);
    expect(hash).not.toContain(u.password);
  });
});

describe('sign in', () => {
  it('signs in with the right password (any e-mail case) and reports rate-limit headers', async () => {
    const u = await signUpUser(t);
    const r = await t.call('signIn', { body: { email: u.email.toUpperCase(), password: u.password } });
    expect(r.status).toBe(200);
    expect(r.data.user.id).toBe(u.userId);
    expect(Number(r.headers.get('ratelimit-limit'))).toBeGreaterThan(0);
    expect(r.headers.get('ratelimit-remaining')).not.toBeNull();
  });

  it('gives the same answer for a wrong password and an unknown account', async () => {
    const u = await signUpUser(t);
    const wrong = await t.call('signIn', { body: { email: u.email, password: 'Wrong-password-1' } });
    const unknown = await t.call('signIn', { body: { email: 'nobody@example.test', password: 'Wrong-password-1' } });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.error?.message).toBe(MESSAGES.invalidCredentials);
    expect(unknown.error?.message).toBe(wrong.error?.message);
  });
});

describe('tokens and sessions', () => {
  it('rejects missing, malformed and forged access tokens', async () => {
    expect((await t.call('me')).status).toBe(401);
    expect((await t.call('me', { headers: { authorization: 'Basic abc' } })).status).toBe(401);
    expect((await t.call('me', { token: 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.c2lnbmF0dXJl' })).status).toBe(401);
  });

  it('rotates the refresh token; the new one works and the old access token stays valid', async () => {
    const u = await signUpUser(t);
    const r1 = await t.call('refresh', { body: { refresh_token: u.session.refresh_token } });
    expect(r1.status).toBe(200);
    expect(r1.data.refresh_token).not.toBe(u.session.refresh_token);
    const r2 = await t.call('refresh', { body: { refresh_token: r1.data.refresh_token } });
    expect(r2.status).toBe(200);
    expect((await t.call('me', { token: r2.data.access_token })).status).toBe(200);
  });

  it('stores refresh tokens hashed', async () => {
    const u = await signUpUser(t);
    const rows = await t.ctx.database.query<{ token_hash: string }>('select token_hash from refresh_tokens where token_hash = $1', [
      u.session.refresh_token,
    ]);
    expect(rows).toHaveLength(0);
  });

  it('revokes the whole session when a rotated refresh token is reused', async () => {
    const u = await signUpUser(t);
    const r1 = await t.call('refresh', { body: { refresh_token: u.session.refresh_token } });
    expect(r1.status).toBe(200);
    // Make the rotation look older than the two-tab grace period.
    await t.ctx.database.query(`update refresh_tokens set rotated_at = now() - interval '1 minute' where rotated_at is not null`);
    const reuse = await t.call('refresh', { body: { refresh_token: u.session.refresh_token } });
    expect(reuse.status).toBe(401);
    // The attacker's reuse ended the family: the legitimate newer token and access token stop working.
    expect((await t.call('refresh', { body: { refresh_token: r1.data.refresh_token } })).status).toBe(401);
    expect((await t.call('me', { token: r1.data.access_token })).status).toBe(401);
  });

  it('a reuse within the grace period is refused without signing the device out', async () => {
    const u = await signUpUser(t);
    const r1 = await t.call('refresh', { body: { refresh_token: u.session.refresh_token } });
    const race = await t.call('refresh', { body: { refresh_token: u.session.refresh_token } });
    expect(race.status).toBe(401);
    expect((await t.call('refresh', { body: { refresh_token: r1.data.refresh_token } })).status).toBe(200);
  });

  it('sign-out revokes on the server: access and refresh tokens stop working at once', async () => {
    const u = await signUpUser(t);
    const other = await t.call('signIn', { body: { email: u.email, password: u.password } });
    // Used just before: this instance answers the token's check from memory now (access-cache.ts).
    expect((await t.call('me', { token: u.token })).status).toBe(200);
    expect((await t.call('signOut', { token: u.token })).status).toBe(200);
    expect((await t.call('me', { token: u.token })).status).toBe(401);
    expect((await t.call('refresh', { body: { refresh_token: u.session.refresh_token } })).status).toBe(401);
    // The other device is untouched.
    expect((await t.call('me', { token: other.data.access_token })).status).toBe(200);
    const list = await t.call('sessions', { token: other.data.access_token });
    expect(list.data.sessions).toHaveLength(1);
    expect(list.data.sessions[0]?.current).toBe(true);
  });
});

describe('password reset', () => {
  const resetMails = async (email: string) =>
    (await t.ctx.db.select().from(mailOutbox)).filter((m) => m.to_address === email && m.kind === 'password_reset');
  /** The link is mailed by a job after the answer: waits for the account's `count`-th reset mail, returns its token. */
  const resetTokenFor = async (email: string, count = 1) => {
    const deadline = Date.now() + 10_000;
    for (;;) {
      const mails = await resetMails(email);
      if (mails.length >= count) return /token=([A-Za-z0-9_-]+)/.exec(mails[count - 1]?.text_body ?? '')?.[1];
      if (Date.now() > deadline) throw new Error(`no reset mail #${count} for ${email}`);
      if ((await t.ctx.jobs.runDue()) === 0) await new Promise((r) => setTimeout(r, 50));
    }
  };

  it('mails a one-time link into the outbox; the new password works and old sessions end', async () => {
    const u = await signUpUser(t);
    const r = await t.call('passwordResetRequest', { body: { email: u.email } });
    expect(r.status).toBe(200);
    const token = await resetTokenFor(u.email);
    expect(token).toBeTruthy();
    const weak = await t.call('passwordResetConfirm', { body: { token, password: 'password1' } });
    expect(weak.status).toBe(400);
    const ok = await t.call('passwordResetConfirm', { body: { token, password: 'Brand-new-secret-7' } });
    expect(ok.status).toBe(200);
    expect((await t.call('me', { token: u.token })).status).toBe(401);
    expect((await t.call('signIn', { body: { email: u.email, password: u.password } })).status).toBe(401);
    expect((await t.call('signIn', { body: { email: u.email, password: 'Brand-new-secret-7' } })).status).toBe(200);
    const again = await t.call('passwordResetConfirm', { body: { token, password: 'Another-secret-77' } });
    expect(again.status).toBe(422);
    expect(again.error?.message).toBe(MESSAGES.resetInvalid);
  });

  it('a reset voids every other outstanding reset link of the account', async () => {
    const u = await signUpUser(t);
    await t.call('passwordResetRequest', { body: { email: u.email } });
    const first = await resetTokenFor(u.email);
    await t.call('passwordResetRequest', { body: { email: u.email } });
    const second = await resetTokenFor(u.email, 2);
    expect(first && second && first !== second).toBe(true);
    expect((await t.call('passwordResetConfirm', { body: { token: second, password: 'Brand-new-secret-7' } })).status).toBe(200);
    const stale = await t.call('passwordResetConfirm', { body: { token: first, password: 'Attacker-secret-77' } });
    expect(stale.status).toBe(422);
    expect(stale.error?.message).toBe(MESSAGES.resetInvalid);
    expect((await t.call('signIn', { body: { email: u.email, password: 'Brand-new-secret-7' } })).status).toBe(200);
  });

  it('a password change or an e-mail change voids outstanding reset links', async () => {
    const u = await signUpUser(t);
    await t.call('passwordResetRequest', { body: { email: u.email } });
    const beforeChange = await resetTokenFor(u.email);
    const changed = await t.call('changePassword', {
      token: u.token,
      body: { current_password: u.password, new_password: 'Fresh-secret-42' },
    });
    expect(changed.status).toBe(200);
    expect((await t.call('passwordResetConfirm', { body: { token: beforeChange, password: 'Attacker-secret-77' } })).status).toBe(422);

    await t.call('passwordResetRequest', { body: { email: u.email } });
    const oldMailbox = await resetTokenFor(u.email, 2);
    const moved = await t.call('changeEmail', {
      token: u.token,
      body: { current_password: 'Fresh-secret-42', email: newCredentials().email },
    });
    expect(moved.status).toBe(200);
    expect((await t.call('passwordResetConfirm', { body: { token: oldMailbox, password: 'Attacker-secret-77' } })).status).toBe(422);
  });

  it('answers the same for an unknown e-mail and sends nothing', async () => {
    const r = await t.call('passwordResetRequest', { body: { email: 'ghost@example.test' } });
    expect(r.status).toBe(200);
    // Its job has run and mailed no one.
    const deadline = Date.now() + 10_000;
    const state = async () =>
      (
        await t.ctx.database.query<{ state: string }>(
          "select state from jobs where kind = 'auth.password_reset' and payload->>'email' = 'ghost@example.test'",
        )
      )[0]?.state;
    while ((await state()) !== 'done' && Date.now() < deadline) {
      if ((await t.ctx.jobs.runDue()) === 0) await new Promise((r) => setTimeout(r, 50));
    }
    expect(await state()).toBe('done');
    expect(await resetMails('ghost@example.test')).toEqual([]);
  });
});

describe('changing password and e-mail', () => {
  it('needs the current password; other devices are signed out, this one stays', async () => {
    const u = await signUpUser(t);
    const other = await t.call('signIn', { body: { email: u.email, password: u.password } });
    const bad = await t.call('changePassword', {
      token: u.token,
      body: { current_password: 'nope-nope', new_password: 'Fresh-secret-42' },
    });
    expect(bad.status).toBe(400);
    expect(bad.error?.fields?.current_password).toBeTruthy();
    // The other device's token was just used, so this instance holds its check in memory.
    expect((await t.call('me', { token: other.data.access_token })).status).toBe(200);
    const ok = await t.call('changePassword', { token: u.token, body: { current_password: u.password, new_password: 'Fresh-secret-42' } });
    expect(ok.status).toBe(200);
    expect((await t.call('me', { token: u.token })).status).toBe(200);
    expect((await t.call('me', { token: other.data.access_token })).status).toBe(401);
  });

  it('changes the e-mail and refuses one that is taken', async () => {
    const a = await signUpUser(t);
    const b = await signUpUser(t);
    const taken = await t.call('changeEmail', { token: a.token, body: { current_password: a.password, email: b.email } });
    expect(taken.status).toBe(409);
    const next = newCredentials().email;
    const ok = await t.call('changeEmail', { token: a.token, body: { current_password: a.password, email: next } });
    expect(ok.status).toBe(200);
    expect(ok.data.email).toBe(next);
    expect((await t.call('signIn', { body: { email: next, password: a.password } })).status).toBe(200);
  });
});
