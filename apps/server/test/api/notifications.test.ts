import { NOTIFICATION_MESSAGES } from '@mb/contract/notification-types';
import type { RealtimeEvent } from '@mb/contract/realtime';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../src/features/notifications/schema.ts';
import { DIGEST_JOB, type NotifyInput, notify, sendDueDigests } from '../../src/features/notifications/service.ts';
import { signUnsubscribe } from '../../src/features/notifications/unsubscribe.ts';
import { mailOutbox } from '../../src/platform/db/platform-schema.ts';
import { startFakeSmtp } from '../helpers/fake-smtp.ts';
import { newUsername } from '../helpers/profiles.ts';
import { signUpUser, startTestApp, type TestApp } from '../helpers/test-app.ts';
import { RealtimeClient } from '../helpers/ws-client.ts';

let t: TestApp;
const clients: RealtimeClient[] = [];
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await Promise.all(clients.filter((c) => c.isOpen).map((c) => c.close()));
  await t.close();
});

const note = (over: Partial<NotifyInput> = {}): NotifyInput => ({ type: 'system_update', title: 'Hello', content: 'Body', ...over });
/** notify() the way every feature calls it: inside the caller's own transaction. */
const send = (userId: string, input: NotifyInput = note()) => t.ctx.db.transaction((tx) => notify(t.ctx, tx, userId, input));
const count = async (token: string) => (await t.call('notificationUnreadCount', { token })).data.count;
const listen = async (u: { token: string; userId: string }) => {
  const c = await RealtimeClient.signedIn(t.url, u.token);
  clients.push(c);
  await c.subscribe(`user:${u.userId}`);
  return c;
};
const created = (f: { type: string; event?: RealtimeEvent }) => f.type === 'event' && f.event?.type === 'notification.created';

describe('notify()', () => {
  it('stores the notification, answers it, and publishes it live to the member after commit', async () => {
    const u = await signUpUser(t);
    const c = await listen(u);
    const n = await send(u.userId, note({ title: 'Role granted', action_url: '/moderation' }));
    expect(n).toMatchObject({ title: 'Role granted', type: 'system_update', action_url: '/moderation', read_at: null });
    const frame = await c.waitFor(created);
    expect(frame).toMatchObject({ event: { type: 'notification.created', topic: `user:${u.userId}`, data: n } });
    expect(await count(u.token)).toBe(1);
  });

  it('a rolled-back transaction leaves no notification and publishes nothing', async () => {
    const u = await signUpUser(t);
    const c = await listen(u);
    await expect(
      t.ctx.db.transaction(async (tx) => {
        await notify(t.ctx, tx, u.userId, note());
        throw new Error('the caller failed');
      }),
    ).rejects.toThrow('the caller failed');
    await c.roundTrip();
    // A later event proves the socket was listening all along.
    await send(u.userId, note({ title: 'after' }));
    const frame = await c.waitFor(created);
    expect(c.events().filter((e) => e.type === 'notification.created')).toHaveLength(1);
    expect(frame).toMatchObject({ event: { data: { title: 'after' } } });
    expect(await count(u.token)).toBe(1);
  });

  it('skips a type the member turned off (answers null) and lets unknown types through', async () => {
    const u = await signUpUser(t);
    const off = await t.call('updateNotificationPreferences', { token: u.token, body: { system_updates: false, messages: false } });
    expect(off.data).toMatchObject({ system_updates: false, messages: false, new_followers: true });
    expect(await send(u.userId, note({ type: 'system_update' }))).toBeNull();
    expect(await send(u.userId, note({ type: 'message' }))).toBeNull();
    expect(await send(u.userId, note({ type: 'new_follower' }))).not.toBeNull();
    expect(await send(u.userId, note({ type: 'casting_invite' }))).toMatchObject({ type: 'casting_invite' });
    const list = await t.call('notifications', { token: u.token });
    expect(list.data.items.map((n) => n.type)).toEqual(['casting_invite', 'new_follower']);
  });

  it('stores only same-site paths as action_url', async () => {
    const u = await signUpUser(t);
    const cases: [string, string | null][] = [
      ['/profile/edit', '/profile/edit'],
      ['/settings?tab=notifications', '/settings?tab=notifications'],
      ['https://evil.example/x', null],
      ['//evil.example/x', null],
      ['/\\evil.example', null],
      ['javascript:alert(1)', null],
      ['profile', null],
      ['/ok\nLocation: x', null],
    ];
    for (const [given, stored] of cases) {
      expect((await send(u.userId, note({ action_url: given })))?.action_url, given).toBe(stored);
    }
  });

  it('strips control characters (a NUL would break the insert) and caps long text', async () => {
    const u = await signUpUser(t);
    const n = await send(
      u.userId,
      note({ title: `A\u0000B${'x'.repeat(500)}`, content: 'line one\nline\u0007 two', order_id: 'not-a-uuid' }),
    );
    expect(n?.title.startsWith('AB')).toBe(true);
    expect(n?.title.length).toBe(200);
    expect(n?.content).toBe('line one\nline two');
    expect(n?.order_id).toBeNull();
  });

  it('the longest notification still fits the live channel (three-byte characters everywhere)', async () => {
    const u = await signUpUser(t);
    const c = await listen(u);
    const wide = (n: number) => '€'.repeat(n);
    const n = await send(u.userId, {
      type: `t${wide(100)}`,
      title: wide(500),
      content: wide(5000),
      action_url: `/${wide(499)}`,
      editor_notification_type: wide(100),
    });
    expect(n?.content.length).toBe(1500);
    expect(n?.action_url?.length).toBe(500);
    await c.waitFor(created);
  });
});

describe('the member reads their notifications', () => {
  it('lists newest first, 10 a page, and loads more with `before`', async () => {
    const u = await signUpUser(t);
    for (let i = 1; i <= 23; i++) await send(u.userId, note({ title: `n${i}` }));
    const first = await t.call('notifications', { token: u.token });
    expect(first.data.items.map((n) => n.title)).toEqual(['n23', 'n22', 'n21', 'n20', 'n19', 'n18', 'n17', 'n16', 'n15', 'n14']);
    const second = await t.call('notifications', { token: u.token, query: { before: first.data.next_before ?? '' } });
    expect(second.data.items.map((n) => n.title)).toEqual(['n13', 'n12', 'n11', 'n10', 'n9', 'n8', 'n7', 'n6', 'n5', 'n4']);
    const third = await t.call('notifications', { token: u.token, query: { before: second.data.next_before ?? '' } });
    expect(third.data.items.map((n) => n.title)).toEqual(['n3', 'n2', 'n1']);
    expect(third.data.next_before).toBeNull();
  });

  it('notifications made in one transaction (same created_at) still page without gaps or repeats', async () => {
    const u = await signUpUser(t);
    await t.ctx.db.transaction(async (tx) => {
      for (let i = 0; i < 15; i++) await notify(t.ctx, tx, u.userId, note({ title: `same${i}` }));
    });
    const a = await t.call('notifications', { token: u.token });
    const b = await t.call('notifications', { token: u.token, query: { before: a.data.next_before ?? '' } });
    const ids = [...a.data.items, ...b.data.items].map((n) => n.id);
    expect(new Set(ids).size).toBe(15);
    expect(b.data.next_before).toBeNull();
  });

  it('lists and counts only their own; a stranger cannot page with, or mark, their ids', async () => {
    const owner = await signUpUser(t);
    const stranger = await signUpUser(t);
    const n = await send(owner.userId);
    expect((await t.call('notifications', { token: stranger.token })).data.items).toEqual([]);
    expect(await count(stranger.token)).toBe(0);
    const paged = await t.call('notifications', { token: stranger.token, query: { before: n?.id ?? '' } });
    expect(paged.data.items).toEqual([]);
    const marked = await t.call('markNotificationRead', { token: stranger.token, params: { id: n?.id ?? '' } });
    expect(marked.status).toBe(404);
    expect(marked.error?.message).toBe(NOTIFICATION_MESSAGES.notFound);
    // Mark-all by the stranger touches nothing of the owner's.
    await t.call('markAllNotificationsRead', { token: stranger.token });
    const [row] = await t.ctx.db
      .select()
      .from(notifications)
      .where(eq(notifications.id, n?.id ?? ''));
    expect(row?.read_at).toBeNull();
    expect(await count(owner.token)).toBe(1);
  });

  it('refuses signed-out callers and malformed ids', async () => {
    expect((await t.call('notifications')).status).toBe(401);
    expect((await t.call('notificationUnreadCount')).status).toBe(401);
    expect((await t.call('markAllNotificationsRead')).status).toBe(401);
    expect((await t.call('notificationPreferences')).status).toBe(401);
    const u = await signUpUser(t);
    expect((await t.call('markNotificationRead', { token: u.token, params: { id: 'nope' } })).status).toBe(400);
    expect((await t.call('notifications', { token: u.token, query: { before: 'x\u0000' } })).status).toBe(400);
  });

  it('marking read publishes notification.updated with the new count; the count never goes below 0', async () => {
    const u = await signUpUser(t);
    const a = await send(u.userId, note({ title: 'a' }));
    await send(u.userId, note({ title: 'b' }));
    const c = await listen(u);
    const r = await t.call('markNotificationRead', { token: u.token, params: { id: a?.id ?? '' } });
    expect(r.data.unread_count).toBe(1);
    expect(r.data.notification.read_at).not.toBeNull();
    const ev = await c.waitFor((f) => f.type === 'event' && f.event.type === 'notification.updated');
    expect(ev).toMatchObject({ event: { data: { notification: { id: a?.id }, unread_count: 1 } } });
    // Again: still read, the first read time kept, no second event, count unchanged.
    const again = await t.call('markNotificationRead', { token: u.token, params: { id: a?.id ?? '' } });
    expect(again.data).toMatchObject({ unread_count: 1, notification: { read_at: r.data.notification.read_at } });
    const all = await t.call('markAllNotificationsRead', { token: u.token });
    expect(all.data).toEqual({ marked: 1, unread_count: 0 });
    await c.waitFor((f) => f.type === 'event' && f.event.type === 'notification.all_read');
    expect(c.events().filter((e) => e.type === 'notification.updated')).toHaveLength(1);
    // Nothing left: marking again changes nothing and the count stays 0.
    expect((await t.call('markAllNotificationsRead', { token: u.token })).data).toEqual({ marked: 0, unread_count: 0 });
    expect((await t.call('markNotificationRead', { token: u.token, params: { id: a?.id ?? '' } })).data.unread_count).toBe(0);
    expect(await count(u.token)).toBe(0);
  });
});

describe('onboarding completion', () => {
  it("sends the member a system_update welcome that opens /profile/edit, live in the member's tab", async () => {
    const u = await signUpUser(t, 'creator');
    const c = await listen(u);
    await t.call('onboarding', { token: u.token, body: { action: 'start', profile_type: 'creator' } });
    await t.call('onboarding', { token: u.token, body: { action: 'step', step: 2 } });
    await t.call('updateMyProfile', { token: u.token, body: { username: newUsername('welcome') } });
    await t.call('onboarding', { token: u.token, body: { action: 'step', step: 3 } });
    await t.call('onboarding', { token: u.token, body: { action: 'skip_verification' } });
    expect((await t.call('notifications', { token: u.token })).data.items).toEqual([]);
    expect((await t.call('onboarding', { token: u.token, body: { action: 'complete' } })).status).toBe(200);
    const frame = await c.waitFor(created);
    const expected = {
      type: 'system_update',
      title: `Welcome to ${t.ctx.config.PRODUCT_NAME}`,
      action_url: '/profile/edit',
      read_at: null,
    };
    expect(frame).toMatchObject({ event: { data: expected } });
    const list = await t.call('notifications', { token: u.token });
    expect(list.data.items).toHaveLength(1);
    expect(list.data.items[0]).toMatchObject(expected);
  });
});

describe('preferences', () => {
  it('start at the spec defaults and save any subset', async () => {
    const u = await signUpUser(t);
    const start = await t.call('notificationPreferences', { token: u.token });
    expect(start.data).toEqual({
      portfolio_likes: true,
      new_followers: true,
      collaboration_requests: true,
      messages: true,
      system_updates: true,
      task_assignments: true,
      task_reminders: true,
      email: {
        portfolio_likes: false,
        new_followers: false,
        collaboration_requests: false,
        messages: false,
        system_updates: false,
        task_assignments: false,
        task_reminders: false,
      },
      // Push (issue 36): on for the types the issue names, off for the rest.
      push: {
        portfolio_likes: false,
        new_followers: false,
        collaboration_requests: true,
        messages: true,
        system_updates: true,
        task_assignments: false,
        task_reminders: false,
      },
      push_hide_content: false,
      digest: 'off',
    });
    const r = await t.call('updateNotificationPreferences', {
      token: u.token,
      body: { task_reminders: false, email: { messages: true }, push: { messages: false }, push_hide_content: true, digest: 'daily' },
    });
    expect(r.data).toMatchObject({
      task_reminders: false,
      portfolio_likes: true,
      email: { messages: true, portfolio_likes: false },
      push: { messages: false, system_updates: true },
      push_hide_content: true,
      digest: 'daily',
    });
    expect((await t.call('notificationPreferences', { token: u.token })).data).toEqual(r.data);
  });

  it('refuses unknown keys and wrong types with 400', async () => {
    const u = await signUpUser(t);
    for (const body of [{ nope: true }, { messages: 'yes' }, { digest: 'weekly' }, { email: { chats: true } }, { push: { chats: true } }]) {
      expect((await t.call('updateNotificationPreferences', { token: u.token, body })).status, JSON.stringify(body)).toBe(400);
    }
  });
});

const mailsTo = (to: string) => t.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.to_address, to)).orderBy(desc(mailOutbox.id));

describe('e-mail', () => {
  it('writes a mail with a one-click unsubscribe for a type the member opted into, and none otherwise', async () => {
    const u = await signUpUser(t);
    await send(u.userId, note({ type: 'message', title: 'Not mailed' }));
    expect(await mailsTo(u.email)).toHaveLength(0);
    await t.call('updateNotificationPreferences', { token: u.token, body: { email: { messages: true } } });
    await send(
      u.userId,
      note({ type: 'message', title: 'New message from Vex', content: 'Are you free Friday?', action_url: '/messages' }),
    );
    await send(u.userId, note({ type: 'system_update', title: 'Not mailed either' }));
    const mails = await mailsTo(u.email);
    expect(mails).toHaveLength(1);
    const [m] = mails;
    expect(m).toMatchObject({
      kind: 'notification_message',
      status: 'outbox',
      subject: `New message from Vex | ${t.ctx.config.PRODUCT_NAME}`,
    });
    expect(m?.text_body).toContain('Are you free Friday?');
    expect(m?.text_body).toContain(`${t.ctx.config.publicUrl}/messages`);
    expect(m?.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const link = /<([^>]+)>/.exec(m?.headers?.['List-Unsubscribe'] ?? '')?.[1] ?? '';
    expect(link.startsWith(`${t.ctx.config.publicUrl}/api/v1/notifications/unsubscribe?token=`)).toBe(true);
    expect(m?.text_body).toContain(`${t.ctx.config.publicUrl}/unsubscribe?token=`);

    // RFC 8058: the mail client POSTs the form to the header's URL, with no session.
    const res = await fetch(link.replace(t.ctx.config.publicUrl, t.url), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ scope: 'messages', label: 'Messages e-mails' });
    const prefs = await t.call('notificationPreferences', { token: u.token });
    expect(prefs.data.email.messages).toBe(false);
    expect(prefs.data.messages).toBe(true);
    await send(u.userId, note({ type: 'message' }));
    expect(await mailsTo(u.email)).toHaveLength(1);
  });

  it('a rolled-back notification writes no mail', async () => {
    const u = await signUpUser(t);
    await t.call('updateNotificationPreferences', { token: u.token, body: { email: { system_updates: true } } });
    await t.ctx.db
      .transaction(async (tx) => {
        await notify(t.ctx, tx, u.userId, note());
        throw new Error('rollback');
      })
      .catch(() => {});
    expect(await mailsTo(u.email)).toHaveLength(0);
  });
});

describe('e-mail over SMTP', () => {
  it('goes out after commit with the List-Unsubscribe headers of RFC 8058', async () => {
    const smtp = await startFakeSmtp();
    const s = await startTestApp({ SMTP_URL: smtp.url, JOBS_POLL_MS: '60000' });
    try {
      const u = await signUpUser(s);
      await s.call('updateNotificationPreferences', { token: u.token, body: { email: { system_updates: true } } });
      await s.ctx.db.transaction((tx) => notify(s.ctx, tx, u.userId, note({ title: 'Over the wire', content: 'Hello' })));
      // The mail.send job (queued in the same transaction) runs on a worker pass.
      while (smtp.messages.length === 0) {
        if ((await s.ctx.jobs.runDue()) === 0) await new Promise((r) => setTimeout(r, 50));
      }
      // Long header lines arrive folded (RFC 5322): unfold before reading them.
      const raw = (smtp.messages[0] ?? '').replace(/\n[ \t]+/g, ' ');
      expect(raw).toMatch(/^List-Unsubscribe: <http[^>]+\/api\/v1\/notifications\/unsubscribe\?token=[^>]+>$/m);
      expect(raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
      expect(raw).toContain('Over the wire');
    } finally {
      await s.close();
      await smtp.close();
    }
  });
});

describe('unsubscribe links', () => {
  it('GET describes without changing; POST (JSON, no session) turns it off; tampered tokens are refused', async () => {
    const u = await signUpUser(t);
    await t.call('updateNotificationPreferences', {
      token: u.token,
      body: { email: { messages: true, new_followers: true }, digest: 'daily' },
    });
    const token = signUnsubscribe(t.ctx.tokens.secret, u.userId, 'all');
    expect((await t.call('describeUnsubscribe', { query: { token } })).data).toEqual({ scope: 'all', label: 'all notification e-mails' });
    expect((await t.call('notificationPreferences', { token: u.token })).data.digest).toBe('daily');

    const other = await signUpUser(t);
    const forged = `${Buffer.from(`${other.userId}:all`).toString('base64url')}.${token.split('.')[1]}`;
    for (const bad of [forged, `${token}x`, 'garbage', token.replace('.', '')]) {
      const r = await t.call('unsubscribe', { query: { token: bad } });
      expect(r.status, bad).toBe(422);
      expect(r.error?.message).toBe(NOTIFICATION_MESSAGES.unsubscribeInvalid);
    }
    expect((await t.call('unsubscribe', { query: {} })).status).toBe(400);
    // Signed in or not, the link alone decides (the route is public).
    expect((await t.call('unsubscribe', { query: {}, token: u.token })).status).toBe(400);

    const r = await t.call('unsubscribe', { query: { token } });
    expect(r.data).toEqual({ scope: 'all', label: 'all notification e-mails' });
    const after = await t.call('notificationPreferences', { token: u.token });
    expect(after.data.digest).toBe('off');
    expect(Object.values(after.data.email).every((v) => v === false)).toBe(true);
    // In-app notifications stay as they were; a second click is fine.
    expect(after.data.messages).toBe(true);
    expect((await t.call('unsubscribe', { query: { token } })).status).toBe(200);
  });
});

describe('daily digest', () => {
  it('mails unread notifications since the last digest to members who chose it, once a day', async () => {
    const a = await signUpUser(t);
    const quiet = await signUpUser(t);
    const none = await signUpUser(t);
    await t.call('updateNotificationPreferences', { token: a.token, body: { digest: 'daily' } });
    await t.call('updateNotificationPreferences', { token: quiet.token, body: { digest: 'daily' } });
    const first = await send(a.userId, note({ title: 'First unread', action_url: '/dashboard' }));
    const read = await send(a.userId, note({ title: 'Already read' }));
    await t.call('markNotificationRead', { token: a.token, params: { id: read?.id ?? '' } });
    await send(none.userId, note({ title: 'no digest for me' }));

    const now = new Date();
    await sendDueDigests(t.ctx, now);
    const mails = await mailsTo(a.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.kind).toBe('notification_digest');
    expect(mails[0]?.text_body).toContain('First unread');
    expect(mails[0]?.text_body).not.toContain('Already read');
    expect(mails[0]?.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(await mailsTo(quiet.email)).toHaveLength(0);
    expect(await mailsTo(none.email)).toHaveLength(0);
    expect(first).not.toBeNull();

    // Run again the same day: nothing new goes out.
    await sendDueDigests(t.ctx, new Date(now.getTime() + 60_000));
    expect(await mailsTo(a.email)).toHaveLength(1);

    // A day later, only what arrived since the last digest is listed.
    await send(a.userId, note({ title: 'Second unread' }));
    await sendDueDigests(t.ctx, new Date(now.getTime() + 24 * 3600_000));
    const later = await mailsTo(a.email);
    expect(later).toHaveLength(2);
    expect(later[0]?.text_body).toContain('Second unread');
    expect(later[0]?.text_body).not.toContain('First unread');
  });

  it('runs as a job of the job mechanism, registered at start as a daily schedule', async () => {
    expect(t.ctx.jobs.kinds()).toContain(DIGEST_JOB);
    const u = await signUpUser(t);
    await t.call('updateNotificationPreferences', { token: u.token, body: { digest: 'daily' } });
    await send(u.userId, note({ title: 'Sent by the worker' }));
    await t.ctx.jobs.enqueue(t.ctx.db, { kind: DIGEST_JOB, key: 'test-digest-now' });
    // Other kinds may be due too, and a row another pass holds is not ours to run: run passes until our
    // job's row is finished (done or failed), whoever ran it.
    const state = async () =>
      (await t.ctx.database.query<{ state: string }>("select state from jobs where key = 'test-digest-now'"))[0]?.state;
    while (!['done', 'failed'].includes((await state()) ?? 'done')) {
      if ((await t.ctx.jobs.runDue()) === 0) await new Promise((r) => setTimeout(r, 20));
    }
    const [m] = await mailsTo(u.email);
    expect(m?.kind).toBe('notification_digest');
    expect(m?.text_body).toContain('Sent by the worker');
  });
});
