import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeSmtp, startFakeSmtp } from '../helpers/fake-smtp.ts';
import { signUpUser, startTestApp, type TestApp } from '../helpers/test-app.ts';

// SMTP down under a write load (issue 34): members ask for mail (password resets) while nothing listens
// at SMTP_URL. The mail waits in the outbox, its job tries again with backoff, and once a server listens
// there again every message is delivered exactly once (counted by its Message-ID, which stays the same
// across tries) and marked sent.

let t: TestApp;
let smtp: FakeSmtp | null = null;
let port = 0;

beforeAll(async () => {
  // A port nothing listens on yet: the mail server is down from the start.
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', () => resolve()));
  port = (probe.address() as net.AddressInfo).port;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  t = await startTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}`, JOBS_POLL_MS: '200' });
}, 60_000);
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const q = <T>(text: string, params: unknown[] = []) => t.ctx.database.query<T>(text, params);
async function until(what: string, check: () => Promise<boolean>, ms = 150_000) {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

describe('SMTP down', () => {
  it('mail waits in the outbox, is sent with backoff once the server is back, none lost or sent twice', { timeout: 240_000 }, async () => {
    const members = [];
    for (let i = 0; i < 6; i++) members.push(await signUpUser(t));
    for (const m of members) expect((await t.call('passwordResetRequest', { body: { email: m.email } })).status).toBeLessThan(300);
    const rows = () => q<{ id: number; status: string; error: string | null }>('select id, status, error from mail_outbox order by id');
    // (the reset mail is written by a job of its own, then queued for sending)
    await until('a mail per request in the outbox', async () => (await rows()).length >= members.length);
    const queued = await rows();

    // Every message tried once and refused: it waits, marked failed with the reason, its job due again later.
    await until('every message tried once', async () => (await rows()).every((r) => r.status === 'failed'));
    expect((await rows()).every((r) => /ECONNREFUSED|connect/i.test(r.error ?? ''))).toBe(true);
    const jobs = await q<{ attempts: number; state: string; later: boolean }>(
      "select attempts, state, run_at > now() as later from jobs where kind = 'mail.send'",
    );
    expect(jobs.length).toBe(queued.length);
    expect(jobs.every((j) => j.state === 'pending' && j.attempts >= 1 && j.later)).toBe(true);

    // The server comes back where it was; the next tries (after their backoff) deliver.
    smtp = await startFakeSmtp({ port });
    await until('every message sent', async () => (await rows()).every((r) => r.status === 'sent'));
    await until(
      'every mail job done',
      async () => (await q<{ n: number }>("select count(*)::int as n from jobs where kind = 'mail.send' and state <> 'done'"))[0]?.n === 0,
    );
    const ids = smtp.messages.map((m) => /^Message-ID:\s*(\S+)/im.exec(m)?.[1]);
    expect(ids.every(Boolean)).toBe(true);
    // One delivery per outbox row: none lost, none twice.
    expect(ids.length).toBe(queued.length);
    expect(new Set(ids).size).toBe(queued.length);
    const tries = await q<{ attempts: number }>("select attempts from jobs where kind = 'mail.send'");
    console.log(JSON.stringify({ smtp_down: { messages: queued.length, delivered: ids.length, tries: tries.map((j) => j.attempts) } }));
  });
});
