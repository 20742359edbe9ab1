import { CASTING_ALERT_MESSAGES } from '@mb/contract/casting';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { matchCall, sendAlertDigests } from '../../src/features/casting/alert-match.ts';
import { mailOutbox } from '../../src/platform/db/platform-schema.ts';
import { newUsername } from '../helpers/profiles.ts';
import { signUpUser, startTestApp, type TestApp } from '../helpers/test-app.ts';

// Casting alert e-mails (issue 35) carry RFC 8058 one-click unsubscribe: List-Unsubscribe with a signed
// link and List-Unsubscribe-Post, which turns that saved search's e-mail off without signing in.

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
const mailsTo = (to: string) => t.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.to_address, to)).orderBy(desc(mailOutbox.id));

async function studioCall(title: string) {
  const s = await signUpUser(t, 'studio');
  await t.call('updateMyProfile', { token: s.token, body: { username: newUsername('castst'), display_name: 'Studio' } });
  const form = await t.call('createCastingForm', {
    token: s.token,
    body: { title: 'Form', fields: [{ id: 'name', type: 'text', label: 'Stage name', required: true }] },
  });
  const r = await t.call('createCastingCall', {
    token: s.token,
    body: { form_id: form.data.id, title, role_description: 'A lead.', disclosure: 'Full nudity.', deadline: inDays(10) },
  });
  expect(r.status, JSON.stringify(r.error)).toBe(201);
  return r.data;
}

/** The token of the mail's List-Unsubscribe link, after checking the headers RFC 8058 asks for. */
function tokenOf(mail: { headers: Record<string, string> | null; text_body: string }) {
  expect(mail.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
  const link = /^<(.+)>$/.exec(mail.headers?.['List-Unsubscribe'] ?? '')?.[1] ?? '';
  const url = new URL(link);
  expect(url.pathname).toBe('/api/v1/casting/alerts/unsubscribe');
  const token = url.searchParams.get('token') ?? '';
  // The mail's own text links the page that says what the link does.
  expect(mail.text_body).toContain(`/casting-alerts/unsubscribe?token=${token}`);
  return token;
}

it("an alert e-mail opens the call and turns off that saved search's e-mail in one click, without signing in", async () => {
  const u = await signUpUser(t);
  const mailed = await t.call('createCastingAlert', { token: u.token, body: { name: 'Ibex', q: 'ibex', delivery: 'email' } });
  await t.call('createCastingAlert', { token: u.token, body: { name: 'Other', q: 'nothing like it', delivery: 'email' } });
  const call = await studioCall('Ibex rider');
  await matchCall(t.ctx, call.id);
  const [mail] = (await mailsTo(u.email)).filter((m) => m.kind === 'casting_alert');
  expect(mail?.text_body).toContain(`/casting?call=${call.id}`);
  const token = tokenOf(mail as never);

  // Opening the link changes nothing (mail scanners open links too).
  expect((await t.call('describeCastingAlertUnsubscribe', { query: { token } })).data).toEqual({ names: ['Ibex'] });
  // The one-click POST a mail client sends, as a form.
  const res = await fetch(`${t.url}/api/v1/casting/alerts/unsubscribe?token=${encodeURIComponent(token)}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'List-Unsubscribe=One-Click',
  });
  expect(res.status).toBe(200);
  expect(await res.json()).toEqual({ names: ['Ibex'] });
  const after = await t.call('castingAlerts', { token: u.token });
  expect(after.data.items.map((a) => [a.name, a.delivery]).sort()).toEqual([
    ['Ibex', 'in_app'],
    ['Other', 'email'],
  ]);
  expect(after.data.items.find((a) => a.id === mailed.data.id)?.delivery).toBe('in_app');
  // A second click changes nothing and still answers; the link, opened again, has nothing left to turn off.
  expect((await t.call('castingAlertUnsubscribe', { query: { token } })).data).toEqual({ names: [] });
  expect((await t.call('describeCastingAlertUnsubscribe', { query: { token } })).data).toEqual({ names: [] });
});

it("the digest's link turns off every search of the member that asks for the digest", async () => {
  const u = await signUpUser(t);
  await t.call('createCastingAlert', { token: u.token, body: { name: 'Okapi', q: 'okapi', delivery: 'digest' } });
  await t.call('createCastingAlert', { token: u.token, body: { name: 'Okapi two', q: 'okapi lead', delivery: 'digest' } });
  await t.call('createCastingAlert', { token: u.token, body: { name: 'Okapi app', q: 'okapi', delivery: 'in_app' } });
  await matchCall(t.ctx, (await studioCall('Okapi lead')).id);
  await sendAlertDigests(t.ctx);
  const [digest] = (await mailsTo(u.email)).filter((m) => m.kind === 'casting_alert_digest');
  const token = tokenOf(digest as never);
  expect((await t.call('castingAlertUnsubscribe', { query: { token } })).data).toEqual({ names: ['Okapi', 'Okapi two'] });
  const after = await t.call('castingAlerts', { token: u.token });
  expect(after.data.items.every((a) => a.delivery === 'in_app')).toBe(true);
});

it('refuses a link that is not ours, in the words the page shows', async () => {
  const u = await signUpUser(t);
  const made = await t.call('createCastingAlert', { token: u.token, body: { name: 'Mine', delivery: 'email' } });
  const forged = `${Buffer.from(`${u.userId}:${made.data.id}`).toString('base64url')}.AAAA`;
  for (const token of [forged, 'x', 'a.b.c']) {
    const r = await t.call('castingAlertUnsubscribe', { query: { token } });
    expect(r.status).toBe(400);
    expect(r.error?.message).toBe(CASTING_ALERT_MESSAGES.unsubscribeInvalid);
  }
  expect((await t.call('castingAlerts', { token: u.token })).data.items[0]?.delivery).toBe('email');
});
