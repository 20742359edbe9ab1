import { randomUUID } from 'node:crypto';
import { MESSAGING_LIMITS, MESSAGING_MESSAGES } from '@mb/contract/messaging';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchFile, plainImage } from '../helpers/portfolio.ts';
import { type NamedMember, namedMember } from '../helpers/profiles.ts';
import { startTestApp, type TestApp } from '../helpers/test-app.ts';
import { RealtimeClient } from '../helpers/ws-client.ts';

// Group membership (issue 13 gaps): any accepted member adds members (up to 20 in all) and renames the
// group; only its creator removes; anyone leaves. A member who leaves or is removed stops hearing the
// conversation's live events at once and can no longer read, post or download.

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

type Member = NamedMember;
const member = () => namedMember(t, 'grp', 'Group');

async function group(by: Member, ...with_: Member[]) {
  const r = await t.call('createConversation', {
    token: by.token,
    body: { member_ids: with_.map((m) => m.userId), group: true, title: 'Shoot crew' },
  });
  expect(r.status, JSON.stringify(r.error)).toBe(200);
  return r.data;
}
const send = (by: Member, id: string, body: string) =>
  t.call('sendMessage', { token: by.token, params: { id }, body: { client_id: randomUUID(), body } });
const add = (by: Member, id: string, ...who: Member[]) =>
  t.call('addConversationMembers', { token: by.token, params: { id }, body: { member_ids: who.map((m) => m.userId) } });

describe('adding members', () => {
  it('any accepted member adds; the new member sees the group with nothing unread; the cap of 20 holds', async () => {
    const a = await member();
    const b = await member();
    const c = await member();
    const g = await group(a, b);
    expect(g.created_by).toBe(a.userId);
    await send(a, g.id, 'Before c came');
    // b (not the creator) adds c.
    const r = await add(b, g.id, c);
    expect(r.status, JSON.stringify(r.error)).toBe(200);
    expect(r.data.members.map((m) => m.user_id).sort()).toEqual([a.userId, b.userId, c.userId].sort());
    const forC = await t.call('conversation', { token: c.token, params: { id: g.id } });
    expect(forC.data).toMatchObject({ status: 'accepted', unread: 0, can_send: true });
    expect((await send(c, g.id, 'Hi all')).status).toBe(200);
    // Adding someone already in is no change.
    expect((await add(a, g.id, c)).data.members).toHaveLength(3);

    // 3 now; 17 more is 20, one more than that is refused, in one call or the next.
    const more = await Promise.all(Array.from({ length: MESSAGING_LIMITS.groupMax - 2 }, () => member()));
    const over = await add(a, g.id, ...more);
    expect(over.status).toBe(400);
    expect(over.error?.message).toBe(MESSAGING_MESSAGES.tooManyMembers);
    expect((await add(a, g.id, ...more.slice(1))).status).toBe(200);
    const full = await t.call('conversation', { token: a.token, params: { id: g.id } });
    expect(full.data.members).toHaveLength(MESSAGING_LIMITS.groupMax);
    expect((await add(a, g.id, more[0] as Member)).status).toBe(400);
  });

  it('refuses blocked members, direct conversations and members waiting on a request; admits by the adder', async () => {
    const a = await member();
    const b = await member();
    const blocker = await member();
    const picky = await member();
    const g = await group(a, b);
    await t.call('block', { token: blocker.token, params: { userId: b.userId } });
    const blocked = await add(b, g.id, blocker);
    expect(blocked.status).toBe(403);
    expect(blocked.error?.message).toBe(MESSAGING_MESSAGES.blocked);

    // Someone who takes connections only gets the group as a request, and cannot add anyone until they accept.
    await t.call('updateMessagingSettings', { token: picky.token, body: { who_may_message: 'connections' } });
    expect((await add(b, g.id, picky)).status).toBe(200);
    const forPicky = await t.call('conversation', { token: picky.token, params: { id: g.id } });
    expect(forPicky.data.status).toBe('request');
    const early = await add(picky, g.id, await member());
    expect(early.status).toBe(403);
    expect(early.error?.message).toBe(MESSAGING_MESSAGES.acceptFirst);

    const direct = await t.call('createConversation', { token: a.token, body: { member_ids: [b.userId] } });
    const notGroup = await add(a, direct.data.id, await member());
    expect(notGroup.status).toBe(400);
    expect(notGroup.error?.message).toBe(MESSAGING_MESSAGES.onlyGroups);
    const outsider = await member();
    expect((await add(outsider, g.id, await member())).status).toBe(404);
  });
});

describe('removing and leaving', () => {
  it('only the creator removes; a removed member stops hearing live events at once and can no longer read, post or download', async () => {
    const a = await member();
    const b = await member();
    const c = await member();
    const g = await group(a, b, c);
    const fd = new FormData();
    fd.append('file', new Blob([new Uint8Array(await plainImage(40, 30))], { type: 'image/png' }), 'set.png');
    const up = await fetch(`${t.url}/api/v1/conversations/${g.id}/attachments`, {
      method: 'POST',
      headers: { authorization: `Bearer ${a.token}` },
      body: fd,
    });
    const att = (await up.json()) as { id: string };
    await t.call('sendMessage', {
      token: a.token,
      params: { id: g.id },
      body: { client_id: randomUUID(), body: 'the set', attachment_ids: [att.id as `${string}-${string}-${string}-${string}-${string}`] },
    });
    const page = await t.call('conversationMessages', { token: b.token, params: { id: g.id } });
    const bUrl = page.data.items[0]?.attachments[0]?.url as string;
    expect((await fetchFile(t, bUrl)).status).toBe(200);

    const bTab = await RealtimeClient.signedIn(t.url, b.token);
    await bTab.subscribe(`conversation:${g.id}`);
    const bInbox = await RealtimeClient.signedIn(t.url, b.token);
    await bInbox.subscribe(`user:${b.userId}`);
    const cTab = await RealtimeClient.signedIn(t.url, c.token);
    await cTab.subscribe(`conversation:${g.id}`);

    // c is not the creator.
    const byC = await t.call('removeConversationMember', { token: c.token, params: { id: g.id, userId: b.userId } });
    expect(byC.status).toBe(403);
    expect(byC.error?.message).toBe(MESSAGING_MESSAGES.onlyCreatorRemoves);
    const self = await t.call('removeConversationMember', { token: a.token, params: { id: g.id, userId: a.userId } });
    expect(self.status).toBe(400);

    const removed = await t.call('removeConversationMember', { token: a.token, params: { id: g.id, userId: b.userId } });
    expect(removed.status, JSON.stringify(removed.error)).toBe(200);
    expect(removed.data.members.map((m) => m.user_id)).not.toContain(b.userId);
    // b's tab hears that it was removed, and b's list is told to read again.
    await bTab.waitFor((f) => f.type === 'event' && f.event.type === 'conversation.members' && f.event.data.removed === b.userId);
    await bInbox.waitFor((f) => f.type === 'event' && f.event.type === 'inbox.changed' && f.event.data.conversation_id === g.id);

    // Nothing more reaches b's socket: c's socket gets the next message and typing, b's does not.
    await send(a, g.id, 'after b left');
    await t.call('conversationTyping', { token: a.token, params: { id: g.id } });
    await cTab.waitFor((f) => f.type === 'event' && f.event.type === 'conversation.typing');
    await bTab.roundTrip();
    const bLate = bTab.events().filter((e) => e.type === 'message.created' || e.type === 'conversation.typing');
    expect(bLate).toEqual([]);
    // A new subscription is refused, and every read and write is the stranger's 404.
    const again = await RealtimeClient.signedIn(t.url, b.token);
    expect(await again.subscribe(`conversation:${g.id}`)).toMatchObject({ type: 'error', code: 'forbidden' });
    for (const r of [
      await t.call('conversation', { token: b.token, params: { id: g.id } }),
      await t.call('conversationMessages', { token: b.token, params: { id: g.id } }),
      await send(b, g.id, 'let me back'),
      await t.call('markConversationRead', { token: b.token, params: { id: g.id }, body: { seq: 1 } }),
    ])
      expect(r.status).toBe(404);
    expect((await t.call('conversations', { token: b.token })).data.items.map((x) => x.id)).not.toContain(g.id);
    // The attachment link b held stops working.
    expect((await fetchFile(t, bUrl)).status).toBe(404);
    for (const s of [bTab, bInbox, cTab, again]) s.close();
  });

  it('any member leaves (the creator too); after the creator left, nobody can remove', async () => {
    const a = await member();
    const b = await member();
    const c = await member();
    const g = await group(a, b, c);
    const left = await t.call('leaveConversation', { token: c.token, params: { id: g.id } });
    expect(left.status, JSON.stringify(left.error)).toBe(200);
    expect((await t.call('conversation', { token: c.token, params: { id: g.id } })).status).toBe(404);
    expect((await t.call('conversation', { token: a.token, params: { id: g.id } })).data.members).toHaveLength(2);
    expect((await t.call('leaveConversation', { token: c.token, params: { id: g.id } })).status).toBe(404);

    expect((await t.call('leaveConversation', { token: a.token, params: { id: g.id } })).status).toBe(200);
    const stays = await t.call('conversation', { token: b.token, params: { id: g.id } });
    expect(stays.data.members.map((m) => m.user_id)).toEqual([b.userId]);
    const d = await member();
    expect((await add(b, g.id, d)).status).toBe(200);
    expect((await t.call('removeConversationMember', { token: b.token, params: { id: g.id, userId: d.userId } })).status).toBe(403);

    const direct = await t.call('createConversation', { token: a.token, body: { member_ids: [b.userId] } });
    expect((await t.call('leaveConversation', { token: a.token, params: { id: direct.data.id } })).status).toBe(400);
  });
});

describe('renaming', () => {
  it('any accepted member renames; an empty name clears it; too long and direct conversations are refused', async () => {
    const a = await member();
    const b = await member();
    const g = await group(a, b);
    const bTab = await RealtimeClient.signedIn(t.url, b.token);
    await bTab.subscribe(`conversation:${g.id}`);
    const r = await t.call('renameConversation', { token: b.token, params: { id: g.id }, body: { title: '  Friday shoot  ' } });
    expect(r.status, JSON.stringify(r.error)).toBe(200);
    expect(r.data.title).toBe('Friday shoot');
    expect((await t.call('conversation', { token: a.token, params: { id: g.id } })).data.title).toBe('Friday shoot');
    await bTab.waitFor((f) => f.type === 'event' && f.event.type === 'conversation.members' && f.event.data.removed === null);
    const cleared = await t.call('renameConversation', { token: a.token, params: { id: g.id }, body: { title: '' } });
    expect(cleared.data.title).toBeNull();
    const long = await t.call('renameConversation', {
      token: a.token,
      params: { id: g.id },
      body: { title: 'x'.repeat(MESSAGING_LIMITS.titleMax + 1) },
    });
    expect(long.status).toBe(400);
    expect(long.error?.fields?.title).toBe(MESSAGING_MESSAGES.titleTooLong);
    const direct = await t.call('createConversation', { token: a.token, body: { member_ids: [b.userId] } });
    expect((await t.call('renameConversation', { token: a.token, params: { id: direct.data.id }, body: { title: 'x' } })).status).toBe(400);
    const outsider = await member();
    expect((await t.call('renameConversation', { token: outsider.token, params: { id: g.id }, body: { title: 'mine' } })).status).toBe(404);
    bTab.close();
  });
});

describe("the group's own lines", () => {
  it('adding, removing, leaving and renaming each leave a line in order; they make nothing unread and cannot be changed', async () => {
    const a = await member();
    const b = await member();
    const c = await member();
    const d = await member();
    const g = await group(a, b);
    const name = (m: Member) => `Group ${m.username}`;
    await send(b, g.id, 'Hello');
    expect((await add(b, g.id, c, d)).status).toBe(200);
    expect((await t.call('renameConversation', { token: c.token, params: { id: g.id }, body: { title: 'Friday shoot' } })).status).toBe(
      200,
    );
    // The same name again is no change and no line.
    expect((await t.call('renameConversation', { token: c.token, params: { id: g.id }, body: { title: 'Friday shoot' } })).status).toBe(
      200,
    );
    expect((await t.call('removeConversationMember', { token: a.token, params: { id: g.id, userId: d.userId } })).status).toBe(200);
    expect((await t.call('leaveConversation', { token: c.token, params: { id: g.id } })).status).toBe(200);
    const list = await t.call('conversationMessages', { token: a.token, params: { id: g.id } });
    expect(list.data.items.map((m) => [m.kind, m.body])).toEqual([
      ['text', 'Hello'],
      ['system', MESSAGING_MESSAGES.systemAdded(name(b), [name(c), name(d)])],
      ['system', MESSAGING_MESSAGES.systemRenamed(name(c), 'Friday shoot')],
      ['system', MESSAGING_MESSAGES.systemRemoved(name(a), name(d))],
      ['system', MESSAGING_MESSAGES.systemLeft(name(c))],
    ]);
    expect(MESSAGING_MESSAGES.systemAdded('Ann', ['Bo', 'Cy', 'Di'])).toBe('Ann added Bo, Cy and Di');
    // a had read 'Hello' (b's) only when reading the list; b wrote it and read everything since.
    expect((await t.call('conversation', { token: b.token, params: { id: g.id } })).data.unread).toBe(0);
    const line = list.data.items[3];
    if (!line) throw new Error('no line');
    const edit = await t.call('editMessage', { token: a.token, params: { id: g.id, messageId: line.id }, body: { body: 'mine now' } });
    expect(edit.status).toBe(403);
    expect(edit.error?.message).toBe(MESSAGING_MESSAGES.systemLineFixed);
    expect((await t.call('deleteMessage', { token: a.token, params: { id: g.id, messageId: line.id } })).status).toBe(403);
  });
});
