import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase, signUpUser, startTestApp, type TestApp } from '../helpers/test-app.ts';

// A password-reset request must not tell, by its timing, whether an e-mail has an account: before the
// answer, a known and an unknown e-mail cost the same statements (the lookup and the mail run in a job
// afterwards). Counted at the database client with this instance's job worker off, so only the
// request's own statements are seen.

const statements: string[] = [];
let t: TestApp;
let drop: () => Promise<void>;
beforeAll(async () => {
  const fresh = await freshDatabase({ onStatement: (s) => statements.push(s) });
  drop = fresh.drop;
  t = await startTestApp({ JOBS_WORKER: 'off' }, fresh);
});
afterAll(async () => {
  await t.close();
  await drop();
});

const isTransactionControl = (s: string) => /^\s*(begin|commit|rollback)\b/i.test(s);

async function statementsOf(email: string) {
  statements.length = 0;
  const r = await t.call('passwordResetRequest', { body: { email } });
  expect(r.status).toBe(200);
  expect(r.data).toEqual({ ok: true });
  return statements.filter((s) => !isTransactionControl(s));
}

describe('POST /api/v1/auth/password-reset', () => {
  it('does the same database work before answering, whether or not the e-mail has an account', async () => {
    const u = await signUpUser(t);
    const known = await statementsOf(u.email);
    const unknown = await statementsOf('nobody-by-this-address@example.test');
    expect(known.length).toBeGreaterThan(0);
    expect(known).toEqual(unknown);
    // No account lookup happens before the answer at all.
    expect(known.join('\n')).not.toMatch(/from "users"/i);
  });

  it('the queued job then mails the member (and only the member)', async () => {
    const u = await signUpUser(t);
    await t.call('passwordResetRequest', { body: { email: u.email.toUpperCase() } });
    await t.call('passwordResetRequest', { body: { email: 'ghost-two@example.test' } });
    // Due a second later (see requestPasswordReset); this instance's worker is off, so run them here.
    const left = async () =>
      (await t.ctx.database.query("select 1 from jobs where kind = 'auth.password_reset' and state <> 'done'")).length;
    const deadline = Date.now() + 10_000;
    while ((await left()) > 0 && Date.now() < deadline) {
      if ((await t.ctx.jobs.runDue()) === 0) await new Promise((r) => setTimeout(r, 50));
    }
    expect(await left()).toBe(0);
    const mails = await t.ctx.database.query<{ to_address: string }>("select to_address from mail_outbox where kind = 'password_reset'");
    expect(mails.map((m) => m.to_address)).toContain(u.email);
    expect(mails.map((m) => m.to_address)).not.toContain('ghost-two@example.test');
  });
});
