import { randomUUID } from 'node:crypto';
import { MEMBER_DATA_MESSAGES as M } from '@mb/contract/member-data';
import { MESSAGES } from '@mb/contract/ui-text';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalog, findNeedle, keepRecords } from '../../src/features/member-data/repository.ts';
import {
  isOtherSystemTable,
  keptInPlaceTables,
  purgeKeptRecords,
  testExpireExport,
  testMakeDue,
} from '../../src/features/member-data/service.ts';
import { recordOf } from '../../src/features/records/service.ts';
import { emailHash } from '../../src/features/security/service.ts';
import { BUCKETS, type Bucket } from '../../src/platform/storage/storage.ts';
import { plainImage, portfolioMember, uploadImage } from '../helpers/portfolio.ts';
import { makeImage, type NamedMember, namedMember, postAvatar } from '../helpers/profiles.ts';
import { signUpUser, startTestApp, type TestApp } from '../helpers/test-app.ts';

// The member's own data (issue 18). Export: a job builds a ZIP of every row that names the member
// (found from the database's catalogue) and their files, mailed when ready, downloadable by them only,
// expired after 7 days. Erasure: scheduled with the password, cancelled by signing in, and 30 days
// later run by a job; then a scan over EVERY table and bucket proves nothing of the member remains
// outside the records the law keeps (and the other systems' own tables: see isOtherSystemTable).

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp({ TEST_HOOKS: 'on', JOBS_POLL_MS: '100' });
}, 60_000);
afterAll(async () => {
  await t?.close();
});

const q = <T>(text: string, params: unknown[] = []) => t.ctx.database.query<T>(text, params);
const local = (url: string) => {
  const u = new URL(url, t.url);
  return `${t.url}${u.pathname}${u.search}`;
};
const signIn = (m: { email: string; password: string }) => t.call('signIn', { body: { email: m.email, password: m.password } });

async function exportReady(token: string, id: string) {
  await expect
    .poll(async () => (await t.call('myDataExports', { token })).data?.exports.find((e) => e.id === id)?.state, {
      timeout: 30_000,
      interval: 100,
    })
    .toBe('ready');
}

/** Pays for Pro through the built-in provider, as the billing tests do: rows in every billing table. */
async function buyPro(token: string) {
  const co = await t.call('startCheckout', { token, body: { plan_id: 'creator-pro', billing_cycle: 'monthly' } });
  expect(co.status, JSON.stringify(co.error)).toBe(200);
  const pay = await fetch(local(co.data.checkout_url), {
    method: 'POST',
    redirect: 'manual',
    body: new URLSearchParams({ card: '4242424242424242', exp: '12/34', cvc: '123' }),
  });
  expect(pay.status).toBe(303);
  await expect
    .poll(async () => (await t.call('checkoutStatus', { token, params: { id: co.data.checkout_id } })).data?.status, {
      timeout: 20_000,
      interval: 50,
    })
    .toBe('paid');
}

/** A member with data in as many features as a test can reach: what the export and the erasure must find. */
async function busyMember(other: NamedMember) {
  const m = await namedMember(t, 'erasee', 'Zelda Quillfeather');
  const av = await postAvatar(t, m.token, { body: await makeImage('png', { width: 300, height: 300 }), name: 'me.png', type: 'image/png' });
  expect(av.status).toBe(200);
  await uploadImage(t, m.token);
  expect((await t.call('follow', { token: m.token, params: { userId: other.userId } })).status).toBeLessThan(300);
  expect((await t.call('follow', { token: other.token, params: { userId: m.userId } })).status).toBeLessThan(300);
  const conv = await t.call('createConversation', { token: m.token, body: { member_ids: [other.userId] } });
  expect(conv.status, JSON.stringify(conv.error)).toBeLessThan(300);
  const cid = (conv.data as { id: string }).id;
  const sent = await t.call('sendMessage', {
    token: m.token,
    params: { id: cid },
    body: { client_id: randomUUID(), body: 'Hello from Zelda, the one who leaves' },
  });
  expect(sent.status, JSON.stringify(sent.error)).toBeLessThan(300);
  await t.call('acceptMessageRequest', { token: other.token, params: { id: cid } });
  const reply = await t.call('sendMessage', {
    token: other.token,
    params: { id: cid },
    body: { client_id: randomUUID(), body: 'Reply that stays mine' },
  });
  expect(reply.status, JSON.stringify(reply.error)).toBeLessThan(300);
  expect((await t.call('createFeedPost', { token: m.token, body: { body: 'A post of mine' } })).status).toBeLessThan(300);
  await buyPro(m.token);
  // A wrong password (a security event naming the account) and a reset request (a token and a mail).
  expect((await t.call('signIn', { body: { email: m.email, password: 'not-the-password' } })).status).toBe(401);
  await t.call('passwordResetRequest', { body: { email: m.email } });
  return { ...m, conversationId: cid };
}

describe('export', () => {
  it('builds a ZIP of the member’s rows and files, mails a link, and lets only them download it', async () => {
    const other = await namedMember(t, 'friend', 'Otto Stays');
    const m = await busyMember(other);
    const started = await t.call('startDataExport', { token: m.token });
    expect(started.status, JSON.stringify(started.error)).toBe(201);
    expect(started.data.state).toBe('queued');
    // One at a time.
    const again = await t.call('startDataExport', { token: m.token });
    expect([409, 201]).toContain(again.status);
    await exportReady(m.token, started.data.id);
    const list = await t.call('myDataExports', { token: m.token });
    const ready = list.data.exports.find((e) => e.id === started.data.id)!;
    expect(ready).toMatchObject({ state: 'ready', percent: 100 });
    expect(new Date(ready.expires_at!).getTime() - Date.now()).toBeGreaterThan(6.9 * 86_400_000);

    const mails = await q<{ text: string }>(
      "select text_body as text from mail_outbox where kind = 'data_export_ready' and to_address = $1",
      [m.email],
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('/settings?tab=your-data');

    // Someone else's export is not found; an anonymous caller is refused.
    expect((await t.call('downloadDataExport', { token: other.token, params: { id: started.data.id } })).status).toBe(404);
    expect((await t.call('downloadDataExport', { params: { id: started.data.id } })).status).toBe(401);

    const dl = await t.call('downloadDataExport', { token: m.token, params: { id: started.data.id } });
    expect(dl.status).toBe(200);
    const res = await fetch(t.url + dl.data.url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/zip');
    const zip = unzipSync(new Uint8Array(await res.arrayBuffer()));
    const names = Object.keys(zip);
    expect(names).toContain('README.txt');
    const json = (name: string) => JSON.parse(strFromU8(zip[`data/${name}.json`]!)) as Record<string, unknown>[];
    expect(json('users')[0]).toMatchObject({ id: m.userId, email: m.email, password_hash: '[redacted]' });
    expect(json('profiles')[0]).toMatchObject({ username: m.username });
    // Messages they sent, not the replies of others.
    const messages = json('messages');
    expect(messages.map((x) => x.body)).toEqual(['Hello from Zelda, the one who leaves']);
    expect(json('follows').length).toBe(2);
    expect(json('billing_payments').length).toBeGreaterThan(0);
    expect(json('notifications').length).toBeGreaterThan(0);
    // The wrong password's security event keeps the e-mail's SHA-256 (no member id): found by it.
    expect(json('activity_events').length).toBeGreaterThan(0);
    expect(json('mail_outbox').some((x) => x.kind === 'password_reset' || x.to_address === m.email)).toBe(true);
    // Their files: the portfolio image and the avatar.
    expect(names.some((n) => n.startsWith('files/portfolio/'))).toBe(true);
    expect(names.some((n) => n.startsWith('files/avatars/'))).toBe(true);
    // Never a secret: no refresh-token table, no hash values.
    expect(names).not.toContain('data/refresh_tokens.json');
    expect(strFromU8(zip['data/password_resets.json'] ?? new Uint8Array())).not.toMatch(/"token_hash": "(?!\[redacted\])/);
  }, 120_000);

  it('allows 3 exports a day, and expires a ready one after 7 days: file deleted, link dead', async () => {
    const m = await signUpUser(t);
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      const r = await t.call('startDataExport', { token: m.token });
      expect(r.status, JSON.stringify(r.error)).toBe(201);
      ids.push(r.data.id);
      await exportReady(m.token, r.data.id);
    }
    const fourth = await t.call('startDataExport', { token: m.token });
    expect(fourth.status).toBe(429);
    expect(fourth.error?.message).toBe(M.exportThrottled);
    expect((await t.call('myDataExports', { token: m.token })).data.remaining_today).toBe(0);

    const id = ids[0]!;
    const url = (await t.call('downloadDataExport', { token: m.token, params: { id } })).data.url;
    const path = (await q<{ path: string }>('select path from member_data_exports where id = $1', [id]))[0]!.path;
    await testExpireExport(t.ctx, id);
    // Past its date it reads expired at once; the job then deletes the file and marks the row.
    expect((await t.call('myDataExports', { token: m.token })).data.exports.find((e) => e.id === id)?.state).toBe('expired');
    await expect
      .poll(async () => (await q<{ state: string }>('select state from member_data_exports where id = $1', [id]))[0]?.state, {
        timeout: 20_000,
      })
      .toBe('expired');
    expect(await t.ctx.storage.get('exports', path)).toBeNull();
    expect((await fetch(t.url + url)).status).toBe(404);
    const dl = await t.call('downloadDataExport', { token: m.token, params: { id } });
    expect(dl.status).toBe(409);
    expect(dl.error?.message).toBe(M.exportExpired);
  }, 120_000);
});

describe('erasure', () => {
  it('asks for the password, signs every device out, mails the date; signing in cancels it', async () => {
    const m = await signUpUser(t);
    const wrong = await t.call('scheduleAccountDeletion', { token: m.token, body: { password: 'wrong-password-1' } });
    expect(wrong.status).toBe(400);
    expect(wrong.error?.fields?.password).toBe(MESSAGES.currentPasswordWrong);
    expect((await t.call('myAccountDeletion', { token: m.token })).data.state).toBe('none');

    const ok = await t.call('scheduleAccountDeletion', { token: m.token, body: { password: m.password } });
    expect(ok.status, JSON.stringify(ok.error)).toBe(200);
    expect(ok.data.state).toBe('scheduled');
    const due = new Date(ok.data.due_at!).getTime();
    expect(Math.abs(due - (Date.now() + 30 * 86_400_000))).toBeLessThan(60_000);
    // Signed out everywhere, this device too.
    expect((await t.call('myAccountDeletion', { token: m.token })).status).toBe(401);
    const mail = await q<{ subject: string }>(
      "select subject from mail_outbox where kind = 'account_deletion_scheduled' and to_address = $1",
      [m.email],
    );
    expect(mail).toHaveLength(1);

    const back = await signIn(m);
    expect(back.status).toBe(200);
    const state = await t.call('myAccountDeletion', { token: back.data.access_token });
    expect(state.data.state).toBe('cancelled');
    expect(state.data.cancelled_at).not.toBeNull();
    const notes = await t.call('notifications', { token: back.data.access_token });
    expect(JSON.stringify(notes.data)).toContain(M.deletionCancelled);

    // The job that was queued for day 30 finds the deletion cancelled and erases nothing.
    await q("update account_deletions set due_at = now() - interval '1 second' where user_id = $1", [m.userId]);
    await t.ctx.jobs.enqueue(t.ctx.db, {
      kind: 'member_data.erase',
      payload: { deletion_id: (await q<{ id: string }>('select id from account_deletions where user_id = $1', [m.userId]))[0]!.id },
    });
    await new Promise((r) => setTimeout(r, 1500));
    expect(await q('select id from users where id = $1', [m.userId])).toHaveLength(1);

    // Scheduled again later, it is scheduled again (a fresh 30 days).
    const again = await t.call('scheduleAccountDeletion', { token: back.data.access_token, body: { password: m.password } });
    expect(again.data.state).toBe('scheduled');
  }, 60_000);

  it('an erased member leaves no personal row or file (a scan over every table and bucket)', async () => {
    const other = await namedMember(t, 'friend', 'Otto Remains');
    const m = await busyMember(other);
    const exp = await t.call('startDataExport', { token: m.token });
    await exportReady(m.token, exp.data.id);
    const profile = (
      await q<{ username: string; display_name: string }>('select username, display_name from profiles where id = $1', [m.userId])
    )[0]!;

    expect((await t.call('scheduleAccountDeletion', { token: m.token, body: { password: m.password } })).status).toBe(200);
    await testMakeDue(t.ctx, m.userId);
    await expect.poll(async () => (await q('select id from users where id = $1', [m.userId])).length, { timeout: 30_000 }).toBe(0);

    // Every table (from the catalogue: a new feature's table joins by existing) but the retained records
    // and the other systems' own tables: no column may still hold the member's id, e-mail, username or name.
    const allowed = (table: string) =>
      table === 'erased_member_records' || keptInPlaceTables(t.ctx).includes(table) || isOtherSystemTable(table);
    expect(keptInPlaceTables(t.ctx)).toEqual(['records_identities', 'records_2257', 'records_2257_performers']);
    const tables = (await catalog(t.ctx.db)).filter((x) => !allowed(x.name));
    expect(tables.length).toBeGreaterThan(80);
    const left: string[] = [];
    for (const needle of [m.userId, m.email, emailHash(m.email), profile.username, profile.display_name]) {
      for (const table of tables) for (const where of await findNeedle(t.ctx.db, table, needle)) left.push(`${where} holds ${needle}`);
    }
    expect(left, 'the erasure missed these columns').toEqual([]);

    // Every bucket: no key under or naming the member.
    const files: string[] = [];
    for (const bucket of Object.keys(BUCKETS) as Bucket[]) {
      for (const key of await t.ctx.storage.list(bucket, '')) if (key.includes(m.userId)) files.push(`${bucket}/${key}`);
    }
    expect(files, 'the erasure left these files').toEqual([]);

    // What the law requires is kept apart: the billing records, with the member's id inside.
    const kept = await q<{ source_table: string; reason: string }>(
      "select source_table, reason from erased_member_records where row->>'user_id' = $1",
      [m.userId],
    );
    expect(new Set(kept.map((k) => k.source_table))).toEqual(
      new Set(['billing_checkouts', 'billing_subscriptions', 'billing_payments', 'billing_webhook_events']),
    );
    expect(kept.every((k) => k.reason === 'billing')).toBe(true);

    // The other member keeps their account, their reply, and the conversation.
    expect(await q('select id from users where id = $1', [other.userId])).toHaveLength(1);
    const theirs = await q<{ body: string }>('select body from messages where conversation_id = $1', [m.conversationId]);
    expect(theirs.map((x) => x.body)).toEqual(['Reply that stays mine']);
    // The member cannot sign in any more.
    expect((await signIn(m)).status).toBe(401);
  }, 180_000);

  it('2257 records stay where they are: the erased member is still in the records of their item and of the item they appear in', async () => {
    const leaving = await portfolioMember(t, { verified: true });
    const staying = await portfolioMember(t, { verified: true });
    const fd = new FormData();
    fd.append('file', new Blob([new Uint8Array(await plainImage(600, 400))], { type: 'image/jpeg' }), 'passport.jpg');
    const id = await fetch(`${t.url}/api/v1/records/me/identity?legal_name=Ada%20Leaving&date_of_birth=1991-02-03`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${leaving.token}` },
      body: fd,
    });
    expect(id.status).toBe(200);
    const shows = { depicts_people: 'true', production_date: '2026-10-01' };
    const own = await uploadImage(t, leaving.token, await plainImage(), shows);
    const theirs = await uploadImage(t, staying.token, await plainImage(), shows);
    for (const [owner, guest, itemId] of [
      [leaving, staying, own.id],
      [staying, leaving, theirs.id],
    ] as const) {
      const tag = await t.call('tagPortfolioMember', { token: owner.token, params: { id: itemId }, body: { member: guest.username } });
      expect(tag.status, JSON.stringify(tag.error)).toBeLessThan(300);
      const ok = await t.call('answerPortfolioTag', { token: guest.token, params: { itemId }, body: { decision: 'confirm' } });
      expect(ok.status).toBe(200);
    }
    const before = await recordOf(t.ctx, theirs.id);
    const docKey = before.performers.find((p) => p.user_id === leaving.userId)?.id_document_key;
    expect(docKey).toMatch(/^records\//);

    expect((await t.call('scheduleAccountDeletion', { token: leaving.token, body: { password: leaving.password } })).status).toBe(200);
    await testMakeDue(t.ctx, leaving.userId);
    await expect.poll(async () => (await q('select id from users where id = $1', [leaving.userId])).length, { timeout: 30_000 }).toBe(0);

    // Their item is gone; its record is not, with both performers. The record of the other member's
    // item still names them as a co-performer who consented, with their legal identity and ID document.
    const ofOwn = await recordOf(t.ctx, own.id);
    expect(ofOwn.performers.map((p) => [p.user_id, p.role, p.legal_name])).toEqual([
      [leaving.userId, 'producer', 'Ada Leaving'],
      [staying.userId, 'co_performer', null],
    ]);
    const ofTheirs = await recordOf(t.ctx, theirs.id);
    expect(ofTheirs.performers.find((p) => p.user_id === leaving.userId)).toMatchObject({
      role: 'co_performer',
      legal_name: 'Ada Leaving',
      date_of_birth: '1991-02-03',
      id_document_key: docKey,
      consent: { status: 'confirmed' },
    });
    expect(await t.ctx.storage.get('identity', docKey as string)).not.toBeNull();
    expect(await q('select user_id from records_identities where user_id = $1', [leaving.userId])).toHaveLength(1);
    expect(await q("select id from erased_member_records where source_table like 'records%'")).toEqual([]);
  }, 120_000);

  it('what an erasure kept apart is deleted once its years are over, not before', async () => {
    const past = randomUUID();
    const future = randomUUID();
    await keepRecords(t.ctx.db, [
      { source_table: 'billing_payments', reason: 'billing', row: { user_id: past }, keep_until: new Date(Date.now() - 60_000) },
      { source_table: 'billing_payments', reason: 'billing', row: { user_id: future }, keep_until: new Date(Date.now() + 86_400_000) },
    ]);
    expect(await purgeKeptRecords(t.ctx)).toBeGreaterThanOrEqual(1);
    const left = await q<{ id: string }>("select row->>'user_id' as id from erased_member_records where row->>'user_id' = any($1)", [
      [past, future],
    ]);
    expect(left.map((r) => r.id)).toEqual([future]);
  });
});
