import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { MESSAGING_LIMITS, MESSAGING_MESSAGES } from '@mb/contract/messaging';
import type { ServerFrame } from '@mb/contract/realtime';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchPreview, firstLink } from '../../src/features/messages/link-preview.ts';
import { fillLinkPreview } from '../../src/features/messages/service.ts';
import { isPublicAddress } from '../../src/platform/net-guard.ts';
import { fetchFile, plainImage } from '../helpers/portfolio.ts';
import { type NamedMember, namedMember } from '../helpers/profiles.ts';
import { startTestApp, type TestApp } from '../helpers/test-app.ts';
import { RealtimeClient } from '../helpers/ws-client.ts';

// Messages (issue 13): conversations, ordering and exactly-once across reconnects, requests and
// blocks, notifications and presence, receipts, edits, search, attachments, reports, link previews.

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

type Member = NamedMember;
const member = () => namedMember(t, 'msg', 'Stage');

async function open(by: Member, ...with_: Member[]) {
  const r = await t.call('createConversation', { token: by.token, body: { member_ids: with_.map((m) => m.userId) } });
  expect(r.status, JSON.stringify(r.error)).toBe(200);
  return r.data;
}
const send = (by: Member, id: string, body: string, client_id = randomUUID()) =>
  t.call('sendMessage', { token: by.token, params: { id }, body: { client_id, body } });
const after = (by: Member, id: string, seq: number, limit?: number) =>
  t.call('conversationMessages', {
    token: by.token,
    params: { id },
    query: { after: String(seq), ...(limit ? { limit: String(limit) } : {}) },
  });
const unread = async (m: Member) => (await t.call('messagingUnread', { token: m.token })).data;
const notificationsOf = async (m: Member) => (await t.call('notifications', { token: m.token })).data.items;

describe('conversations', () => {
  it('one direct conversation per pair; both see it, unread counts move with reads, receipts can be turned off', async () => {
    const a = await member();
    const b = await member();
    const c = await open(a, b);
    expect(c.kind).toBe('direct');
    expect((await open(b, a)).id).toBe(c.id);
    expect((await send(a, c.id, 'Hello there')).status).toBe(200);
    expect((await send(a, c.id, 'Are you free Friday?')).status).toBe(200);
    expect(await unread(b)).toEqual({ total: 2, requests: 0 });
    expect(await unread(a)).toEqual({ total: 0, requests: 0 });
    const list = await t.call('conversations', { token: b.token });
    expect(list.data.items[0]).toMatchObject({ id: c.id, unread: 2, last_message: { seq: 2, preview: 'Are you free Friday?' } });

    const read = await t.call('markConversationRead', { token: b.token, params: { id: c.id }, body: { seq: 1 } });
    expect(read.data).toMatchObject({ last_read_seq: 1, unread: { total: 1 } });
    // Never backwards, never past the newest.
    await t.call('markConversationRead', { token: b.token, params: { id: c.id }, body: { seq: 0 } });
    const past = await t.call('markConversationRead', { token: b.token, params: { id: c.id }, body: { seq: 99 } });
    expect(past.data.last_read_seq).toBe(2);
    const seenByA = await t.call('conversation', { token: a.token, params: { id: c.id } });
    expect(seenByA.data.members.find((m) => m.user_id === b.userId)?.last_read_seq).toBe(2);

    await t.call('updateMessagingSettings', { token: b.token, body: { read_receipts: false } });
    const hidden = await t.call('conversation', { token: a.token, params: { id: c.id } });
    expect(hidden.data.members.find((m) => m.user_id === b.userId)?.last_read_seq).toBeNull();
    // b still sees their own position.
    const own = await t.call('conversation', { token: b.token, params: { id: c.id } });
    expect(own.data.members.find((m) => m.user_id === b.userId)?.last_read_seq).toBe(2);
  });

  it('groups hold up to 20 members; yourself only, unknown members and too many are refused', async () => {
    const a = await member();
    const others = await Promise.all(Array.from({ length: 3 }, () => member()));
    const g = await t.call('createConversation', {
      token: a.token,
      body: { member_ids: others.map((o) => o.userId), title: 'Shoot crew' },
    });
    expect(g.data).toMatchObject({ kind: 'group', title: 'Shoot crew' });
    expect(g.data.members).toHaveLength(4);
    const self = await t.call('createConversation', { token: a.token, body: { member_ids: [a.userId] } });
    expect(self.status).toBe(400);
    expect(self.error?.message).toBe(MESSAGING_MESSAGES.notYourself);
    const nobody = await t.call('createConversation', { token: a.token, body: { member_ids: [randomUUID()] } });
    expect(nobody.status).toBe(404);
    const many = await t.call('createConversation', {
      token: a.token,
      body: { member_ids: Array.from({ length: MESSAGING_LIMITS.groupMax }, () => randomUUID()) },
    });
    expect(many.status).toBe(400);
    expect(many.error?.fields?.member_ids ?? many.error?.message).toContain('up to 20');
  });

  it('nobody outside a conversation reads, posts, lists or subscribes to it', async () => {
    const a = await member();
    const b = await member();
    const stranger = await member();
    const c = await open(a, b);
    const sent = await send(a, c.id, 'private words');
    for (const r of [
      await t.call('conversation', { token: stranger.token, params: { id: c.id } }),
      await t.call('conversationMessages', { token: stranger.token, params: { id: c.id } }),
      await t.call('conversationMessages', { token: stranger.token, params: { id: c.id }, query: { q: 'private' } }),
      await send(stranger, c.id, 'let me in'),
      await t.call('editMessage', { token: stranger.token, params: { id: c.id, messageId: sent.data.id }, body: { body: 'x' } }),
      await t.call('markConversationRead', { token: stranger.token, params: { id: c.id }, body: { seq: 1 } }),
      await t.call('conversationTyping', { token: stranger.token, params: { id: c.id } }),
    ])
      expect(r.status).toBe(404);
    expect((await t.call('conversations', { token: stranger.token })).data.items).toEqual([]);
    const ws = await RealtimeClient.signedIn(t.url, stranger.token);
    const f = await ws.subscribe(`conversation:${c.id}`);
    expect(f).toMatchObject({ type: 'error', code: 'forbidden' });
    ws.close();
  });
});

describe('ordering and exactly-once', () => {
  it('numbers messages 1..n without gaps under concurrent senders; a resend with the same client id is the same message', async () => {
    const a = await member();
    const b = await member();
    const c = await open(a, b);
    const clientIds = Array.from({ length: 20 }, () => randomUUID());
    // Both send at once, and each message is sent twice (a resend after a lost answer).
    const results = await Promise.all([
      ...clientIds.slice(0, 10).flatMap((id, i) => [send(a, c.id, `a${i}`, id), send(a, c.id, `a${i}`, id)]),
      ...clientIds.slice(10).flatMap((id, i) => [send(b, c.id, `b${i}`, id), send(b, c.id, `b${i}`, id)]),
    ]);
    expect(results.every((r) => r.status === 200)).toBe(true);
    for (let i = 0; i < results.length; i += 2) expect(results[i]?.data.id).toBe(results[i + 1]?.data.id);
    const all = await after(a, c.id, 0);
    expect(all.data.items.map((m) => m.seq)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(new Set(all.data.items.map((m) => m.client_id))).toEqual(new Set(clientIds));
    // Each sender's own messages keep the order they were sent in... per sender, seq follows the answer order.
    expect((await t.call('conversation', { token: a.token, params: { id: c.id } })).data.last_seq).toBe(20);
  });

  it('a client that reconnects fetches exactly what it missed since its last seen sequence, once, in order', async () => {
    const a = await member();
    const b = await member();
    const c = await open(a, b);
    let ws = await RealtimeClient.signedIn(t.url, b.token);
    expect(await ws.subscribe(`conversation:${c.id}`)).toMatchObject({ type: 'subscribed' });
    const seen = new Map<number, string>();
    const take = async (from: number) => {
      const r = await after(b, c.id, from);
      for (const m of r.data.items) {
        expect(seen.has(m.seq)).toBe(false);
        seen.set(m.seq, m.body);
      }
      return Math.max(from, ...r.data.items.map((m) => m.seq));
    };
    let last = 0;
    for (let i = 1; i <= 3; i++) await send(a, c.id, `live ${i}`);
    await ws.waitFor((f) => f.type === 'event' && f.event.type === 'message.created' && f.event.data.seq === 3);
    const events = ws.frames.flatMap((f) => (f.type === 'event' && f.event.type === 'message.created' ? [f.event.data.seq] : []));
    expect(events).toEqual([1, 2, 3]);
    last = await take(last);
    expect(last).toBe(3);

    // The socket drops; the sender goes on; a resend of a message from before the drop changes nothing.
    ws.close();
    await ws.closed;
    const resentClient = (await after(a, c.id, 2, 1)).data.items[0]?.client_id as `${string}-${string}-${string}-${string}-${string}`;
    for (let i = 4; i <= 7; i++) await send(a, c.id, `missed ${i}`);
    expect((await send(a, c.id, 'live 3', resentClient)).data.seq).toBe(3);

    ws = await RealtimeClient.signedIn(t.url, b.token);
    await ws.subscribe(`conversation:${c.id}`);
    last = await take(last);
    expect(last).toBe(7);
    await send(a, c.id, 'after reconnect');
    await ws.waitFor((f) => f.type === 'event' && f.event.type === 'message.created' && f.event.data.seq === 8);
    last = await take(last);
    expect([...seen.keys()]).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(seen.get(8)).toBe('after reconnect');
    // Nothing more: a second catch-up from the same point returns nothing.
    expect((await after(b, c.id, last)).data.items).toEqual([]);
    ws.close();
  });

  it('pages older messages in order and searches words within one conversation', async () => {
    const a = await member();
    const b = await member();
    const c = await open(a, b);
    for (let i = 1; i <= 7; i++) await send(a, c.id, i === 4 ? 'Call sheet 100%_done' : `note ${i}`);
    const newest = await t.call('conversationMessages', { token: b.token, params: { id: c.id }, query: { limit: '3' } });
    expect(newest.data.items.map((m) => m.seq)).toEqual([5, 6, 7]);
    expect(newest.data.has_more).toBe(true);
    const older = await t.call('conversationMessages', { token: b.token, params: { id: c.id }, query: { before: '5', limit: '3' } });
    expect(older.data.items.map((m) => m.seq)).toEqual([2, 3, 4]);
    const hits = await t.call('conversationMessages', { token: b.token, params: { id: c.id }, query: { q: '100%_' } });
    expect(hits.data.items.map((m) => m.seq)).toEqual([4]);
    // LIKE's wildcards are taken literally: '%' finds the one message with a percent sign.
    const literal = await t.call('conversationMessages', { token: b.token, params: { id: c.id }, query: { q: '%' } });
    expect(literal.data.items.map((m) => m.seq)).toEqual([4]);
    const none = await t.call('conversationMessages', { token: b.token, params: { id: c.id }, query: { q: 'n_te' } });
    expect(none.data.items).toEqual([]);
  });
});

describe('edits and deletes', () => {
  it('only the sender edits or deletes; a deleted message keeps its place with no text', async () => {
    const a = await member();
    const b = await member();
    const c = await open(a, b);
    const m = await send(a, c.id, 'typo here');
    const notMine = await t.call('editMessage', { token: b.token, params: { id: c.id, messageId: m.data.id }, body: { body: 'hijack' } });
    expect(notMine.status).toBe(403);
    expect(notMine.error?.message).toBe(MESSAGING_MESSAGES.notYours);
    const edited = await t.call('editMessage', { token: a.token, params: { id: c.id, messageId: m.data.id }, body: { body: 'fixed' } });
    expect(edited.data).toMatchObject({ body: 'fixed', seq: 1 });
    expect(edited.data.edited_at).not.toBeNull();
    expect((await t.call('deleteMessage', { token: b.token, params: { id: c.id, messageId: m.data.id } })).status).toBe(403);
    const gone = await t.call('deleteMessage', { token: a.token, params: { id: c.id, messageId: m.data.id } });
    expect(gone.data).toMatchObject({ deleted: true, body: '' });
    const seenByB = await after(b, c.id, 0);
    expect(seenByB.data.items[0]).toMatchObject({ seq: 1, deleted: true, body: '' });
  });
});

describe('messaging controls', () => {
  it("a non-connection's message lands in requests when the member takes connections only; accept, then both talk", async () => {
    const a = await member();
    const b = await member();
    await t.call('updateMessagingSettings', { token: b.token, body: { who_may_message: 'connections' } });
    const c = await open(a, b);
    await send(a, c.id, 'Can we collaborate?');
    expect((await t.call('conversations', { token: b.token })).data.items).toEqual([]);
    const reqs = await t.call('conversations', { token: b.token, query: { box: 'requests' } });
    expect(reqs.data.items.map((i) => i.id)).toEqual([c.id]);
    expect(reqs.data.items[0]).toMatchObject({ status: 'request', can_send: false });
    expect(await unread(b)).toEqual({ total: 0, requests: 1 });
    // A request tells nobody by notification, and cannot be answered before it is accepted.
    expect((await notificationsOf(b)).filter((n) => n.type === 'message')).toEqual([]);
    const early = await send(b, c.id, 'hi');
    expect(early.status).toBe(403);
    expect(early.error?.message).toBe(MESSAGING_MESSAGES.requestWaiting);
    const accepted = await t.call('acceptMessageRequest', { token: b.token, params: { id: c.id } });
    expect(accepted.data).toMatchObject({ status: 'accepted', can_send: true, unread: 1 });
    expect((await send(b, c.id, 'Sure')).status).toBe(200);
  });

  it('connections and verified members pass the setting; ignore hides a request', async () => {
    const a = await member();
    const b = await member();
    const v = await member();
    await t.call('updateMessagingSettings', { token: b.token, body: { who_may_message: 'verified' } });
    await t.ctx.database.query('update profiles set vaulth_verified = true where id = $1', [v.userId]);
    expect((await open(v, b)).members.find((m) => m.user_id === b.userId)).toBeTruthy();
    expect((await t.call('conversations', { token: b.token })).data.items).toHaveLength(1);
    const c = await open(a, b);
    expect((await t.call('conversations', { token: b.token, query: { box: 'requests' } })).data.items.map((i) => i.id)).toEqual([c.id]);
    await t.call('ignoreMessageRequest', { token: b.token, params: { id: c.id } });
    expect((await t.call('conversations', { token: b.token, query: { box: 'requests' } })).data.items).toEqual([]);
    // Connected members pass 'connections'.
    await t.call('updateMessagingSettings', { token: b.token, body: { who_may_message: 'connections' } });
    const d = await member();
    await t.call('requestConnection', { token: d.token, params: { userId: b.userId }, body: {} });
    await t.call('requestConnection', { token: b.token, params: { userId: d.userId }, body: {} });
    const cd = await open(d, b);
    expect((await t.call('conversation', { token: b.token, params: { id: cd.id } })).data.status).toBe('accepted');
  });

  it('a blocked member can never reach you: no new conversation, no message in the old one, either way', async () => {
    const a = await member();
    const b = await member();
    const c = await open(a, b);
    await send(a, c.id, 'first');
    const blocked = await t.call('blockFromConversation', { token: b.token, params: { id: c.id } });
    expect(blocked.data).toMatchObject({ status: 'ignored', can_send: false });
    const r = await send(a, c.id, 'still there?');
    expect(r.status).toBe(403);
    expect(r.error?.message).toBe(MESSAGING_MESSAGES.blocked);
    expect((await send(b, c.id, 'nope')).status).toBe(403);
    const again = await t.call('createConversation', { token: a.token, body: { member_ids: [b.userId, (await member()).userId] } });
    expect(again.status).toBe(403);
    expect(await unread(b)).toEqual({ total: 0, requests: 0 });
  });

  it('a block reaches the blocked member’s open page: their conversation reads again, read-only; an unblock, writable again (issue 31)', async () => {
    const a = await member();
    const b = await member();
    const c = await open(a, b);
    await send(a, c.id, 'first');
    const aInbox = await RealtimeClient.signedIn(t.url, a.token);
    await aInbox.subscribe(`user:${a.userId}`);
    const told = () =>
      aInbox.waitFor((f) => f.type === 'event' && f.event.type === 'inbox.changed' && f.event.data.conversation_id === c.id);
    // From b's profile, not the conversation: the block alone tells a's page.
    await t.call('block', { token: b.token, params: { userId: a.userId } });
    await told();
    expect((await t.call('conversation', { token: a.token, params: { id: c.id } })).data.can_send).toBe(false);
    aInbox.frames.length = 0;
    await t.call('unblock', { token: b.token, params: { userId: a.userId } });
    await told();
    expect((await t.call('conversation', { token: a.token, params: { id: c.id } })).data.can_send).toBe(true);
    aInbox.close();
  });

  it('in a group, the messages of a member you blocked show as deleted to you, not to the others', async () => {
    const a = await member();
    const b = await member();
    const c = await member();
    const g = await t.call('createConversation', { token: a.token, body: { member_ids: [b.userId, c.userId] } });
    await send(a, g.data.id, 'hello group');
    await t.call('block', { token: c.token, params: { userId: a.userId } });
    expect((await after(c, g.data.id, 0)).data.items[0]).toMatchObject({ deleted: true, body: '' });
    expect((await after(b, g.data.id, 0)).data.items[0]).toMatchObject({ deleted: false, body: 'hello group' });
  });

  it('a report sends the conversation excerpt to the moderation queue', async () => {
    const a = await member();
    const b = await member();
    const c = await open(a, b);
    await send(a, c.id, 'buy followers cheap');
    const r = await t.call('reportConversation', { token: b.token, params: { id: c.id }, body: { category: 'spam', details: 'spam' } });
    expect(r.status).toBe(201);
    const item = await t.ctx.database.query<{ id: string; owner_id: string }>(
      "select i.id, i.owner_id from moderation_items i join member_reports r on r.id::text = i.subject_id where r.subject_type = 'conversation' and r.subject_id = $1",
      [c.id],
    );
    expect(item[0]?.owner_id).toBe(a.userId);
    const excerpt = await t.ctx.database.query<{ excerpt: { body: string }[] }>(
      'select excerpt from conversation_report_excerpts where conversation_id = $1',
      [c.id],
    );
    expect(excerpt[0]?.excerpt.map((m) => m.body)).toEqual(['buy followers cheap']);
    // A stranger cannot report a conversation they are not in.
    const s = await member();
    expect((await t.call('reportConversation', { token: s.token, params: { id: c.id }, body: { category: 'spam' } })).status).toBe(404);
  });
});

describe('notifications and presence', () => {
  it('notifies a member away from the conversation, not one who has it open in a tab, and respects the preference', async () => {
    const a = await member();
    const b = await member();
    const c = await open(a, b);
    await send(a, c.id, 'first while away');
    const told = (await notificationsOf(b)).filter((n) => n.type === 'message');
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({ action_url: `/messages?c=${c.id}`, content: 'first while away' });

    // b opens the conversation in a tab (the socket's subscription is the presence).
    const d = await open(a, await member());
    const [bTab] = [await RealtimeClient.signedIn(t.url, b.token)];
    const c2 = await open(b, a);
    expect(c2.id).toBe(c.id);
    await t.ctx.database.query('delete from notifications where user_id = $1', [b.userId]);
    await bTab.subscribe(`conversation:${c.id}`);
    await send(a, c.id, 'while you look');
    expect((await notificationsOf(b)).filter((n) => n.type === 'message')).toEqual([]);
    bTab.close();
    await bTab.closed;
    // The presence row goes with the socket (asynchronously, right after the close).
    await expect
      .poll(async () => (await t.ctx.database.query('select 1 from conversation_presence where user_id = $1', [b.userId])).length)
      .toBe(0);
    await send(a, c.id, 'after you left');
    expect((await notificationsOf(b)).filter((n) => n.type === 'message')).toHaveLength(1);

    // Preference off: nothing.
    const e = await member();
    await t.call('updateNotificationPreferences', { token: e.token, body: { messages: false } });
    const ce = await open(a, e);
    await send(a, ce.id, 'quiet');
    expect((await notificationsOf(e)).filter((n) => n.type === 'message')).toEqual([]);
    void d;
  });

  it('typing and read events reach the other member live; inbox changes reach each member', async () => {
    const a = await member();
    const b = await member();
    const c = await open(a, b);
    const aTab = await RealtimeClient.signedIn(t.url, a.token);
    await aTab.subscribe(`conversation:${c.id}`);
    const bInbox = await RealtimeClient.signedIn(t.url, b.token);
    await bInbox.subscribe(`user:${b.userId}`);
    await t.call('conversationTyping', { token: b.token, params: { id: c.id } });
    await aTab.waitFor((f) => f.type === 'event' && f.event.type === 'conversation.typing' && f.event.data.user_id === b.userId);
    await send(a, c.id, 'ping');
    await bInbox.waitFor((f) => f.type === 'event' && f.event.type === 'inbox.changed' && f.event.data.conversation_id === c.id);
    await t.call('markConversationRead', { token: b.token, params: { id: c.id }, body: { seq: 1 } });
    const read = await aTab.waitFor<Extract<ServerFrame, { type: 'event' }>>(
      (f) => f.type === 'event' && f.event.type === 'conversation.read',
    );
    expect(read.event.data).toMatchObject({ user_id: b.userId, seq: 1 });
    aTab.close();
    bInbox.close();
  });
});

describe('attachments', () => {
  it('images and PDFs from members; only members download, through URLs signed for them', async () => {
    const a = await member();
    const b = await member();
    const stranger = await member();
    const c = await open(a, b);
    const up = async (m: Member, body: Buffer, name: string, type: string, q = '') => {
      const fd = new FormData();
      fd.append('file', new Blob([new Uint8Array(body)], { type }), name);
      const res = await fetch(`${t.url}/api/v1/conversations/${c.id}/attachments${q}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${m.token}` },
        body: fd,
      });
      return { status: res.status, json: (await res.json()) as { id: `${string}-${string}-${string}-${string}-${string}`; kind: string } };
    };
    const img = await up(a, await plainImage(120, 80), 'set.jpg', 'image/jpeg', '?nsfw=true');
    expect(img.status).toBe(201);
    expect(img.json).toMatchObject({ kind: 'image', nsfw: true, width: 120 });
    const pdf = await up(a, Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'), 'release.pdf', 'application/pdf');
    expect(pdf.status).toBe(201);
    expect(pdf.json.kind).toBe('pdf');
    const txt = await up(a, Buffer.from('plain words'), 'notes.txt', 'text/plain');
    expect(txt.status).toBe(415);
    expect((await up(stranger, await plainImage(10, 10), 'x.jpg', 'image/jpeg')).status).toBe(404);

    const m = await t.call('sendMessage', {
      token: a.token,
      params: { id: c.id },
      body: { client_id: randomUUID(), body: '', attachment_ids: [img.json.id, pdf.json.id] },
    });
    expect(m.data.attachments.map((x) => x.kind)).toEqual(['image', 'pdf']);
    // An attachment cannot be sent twice, nor by someone else.
    const twice = await t.call('sendMessage', {
      token: a.token,
      params: { id: c.id },
      body: { client_id: randomUUID(), body: 'again', attachment_ids: [img.json.id] },
    });
    expect(twice.status).toBe(400);

    const forB = (await after(b, c.id, 0)).data.items[0]?.attachments[0]?.url as string;
    expect((await fetchFile(t, forB)).status).toBe(200);
    // A URL re-labelled for a stranger fails its signature; one signed for a stranger fails the guard.
    expect((await fetchFile(t, forB.replace(b.userId, stranger.userId))).status).toBe(403);
    const key = forB.split('?')[0]?.replace('/storage/messages/', '') as string;
    const forStranger = t.ctx.storage.url('messages', key, { expiresInSeconds: 600, audience: `member:${stranger.userId}` });
    expect((await fetchFile(t, forStranger)).status).toBe(404);
    const plain = t.ctx.storage.url('messages', key, 600);
    expect((await fetchFile(t, plain)).status).toBe(403);
  });
});

describe('link previews', () => {
  it('refuses private, loopback, link-local and other special addresses, IPv4-mapped too', () => {
    for (const ip of [
      '127.0.0.1',
      '10.1.2.3',
      '172.16.0.9',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '224.0.0.1',
      '::1',
      '::',
      'fe80::1',
      'fd00::1',
      '::ffff:127.0.0.1',
      '::ffff:7f00:1',
      'not an ip',
    ])
      expect(isPublicAddress(ip), ip).toBe(false);
    for (const ip of ['93.184.216.34', '1.1.1.1', '2606:4700:4700::1111']) expect(isPublicAddress(ip), ip).toBe(true);
    expect(firstLink('see https://example.com/a?b=1, thanks')).toBe('https://example.com/a?b=1');
    expect(firstLink('no links, javascript:alert(1) ftp://x')).toBeNull();
  });

  it('fetches a public page under the caps; refuses other schemes, private answers from DNS, redirects inward, slow and huge pages', async () => {
    let hits = 0;
    const server = http.createServer((req, res) => {
      hits++;
      if (req.url === '/page') {
        res.setHeader('content-type', 'text/html; charset=utf-8');
        return res.end('<html><head><title>Casting &amp; more</title><meta property="og:description" content="Open call"></head></html>');
      }
      if (req.url === '/inward') {
        res.statusCode = 302;
        res.setHeader('location', 'http://inside.test/page');
        return res.end();
      }
      if (req.url === '/slow') return setTimeout(() => res.end('<title>late</title>'), 2_000);
      if (req.url === '/huge') {
        res.setHeader('content-type', 'text/html');
        res.write(`<html><head>${' '.repeat(300_000)}`);
        return res.end('<title>past the cap</title></head></html>');
      }
      res.statusCode = 404;
      res.end();
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const port = (server.address() as AddressInfo).port;
    // "outside.test" stands for a public site: the test allows its loopback server by that name only.
    const opts = {
      resolve: async (host: string) => (host === 'outside.test' ? ['127.0.0.1'] : host === 'inside.test' ? ['10.0.0.5'] : []),
      allowAddress: (ip: string) => ip === '127.0.0.1',
      timeoutMs: 500,
    };
    try {
      expect(await fetchPreview(`http://outside.test:${port}/page`, opts)).toEqual({
        url: `http://outside.test:${port}/page`,
        title: 'Casting & more',
        description: 'Open call',
        site_name: 'outside.test',
      });
      // The default guard refuses the same loopback server outright, before connecting.
      const before = hits;
      expect(await fetchPreview(`http://127.0.0.1:${port}/page`)).toBeNull();
      expect(await fetchPreview(`http://localhost:${port}/page`)).toBeNull();
      expect(hits).toBe(before);
      expect(await fetchPreview(`http://outside.test:${port}/inward`, opts)).toBeNull();
      expect(await fetchPreview(`http://inside.test:${port}/page`, opts)).toBeNull();
      expect(await fetchPreview(`ftp://outside.test:${port}/page`, opts)).toBeNull();
      expect(await fetchPreview(`http://user:pw@outside.test:${port}/page`, opts)).toBeNull();
      const started = Date.now();
      expect(await fetchPreview(`http://outside.test:${port}/slow`, opts)).toBeNull();
      expect(Date.now() - started).toBeLessThan(1_500);
      expect(await fetchPreview(`http://outside.test:${port}/huge`, opts)).toBeNull();
    } finally {
      server.close();
    }
  });

  it('a message with a link gets its preview through the job, and the conversation hears it', async () => {
    const a = await member();
    const b = await member();
    const c = await open(a, b);
    const server = http.createServer((_req, res) => {
      res.setHeader('content-type', 'text/html');
      res.end('<title>Studio site</title>');
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const port = (server.address() as AddressInfo).port;
    try {
      const url = `http://outside.test:${port}/`;
      const m = await send(a, c.id, `look ${url}`);
      await fillLinkPreview(
        t.ctx,
        { message_id: m.data.id, url },
        { resolve: async () => ['127.0.0.1'], allowAddress: (ip) => ip === '127.0.0.1' },
      );
      const seen = await after(b, c.id, 0);
      expect(seen.data.items[0]?.link_preview).toMatchObject({ title: 'Studio site', site_name: 'outside.test' });
    } finally {
      server.close();
    }
  });
});
