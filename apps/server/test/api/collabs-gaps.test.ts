import { COLLAB_LIMITS, COLLAB_MESSAGES } from '@mb/contract/collabs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collabMessages } from '../../src/features/collabs/schema.ts';
import { staffRoles } from '../../src/features/staff/schema.ts';
import { type NamedMember, namedMember } from '../helpers/profiles.ts';
import { signUpUser, startTestApp, type TestApp } from '../helpers/test-app.ts';

// Collaborations, issue 13 gaps: the owner cancels a post-production order while no editor has taken it;
// the discussion pages back beyond its latest 100 messages.

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

type Member = NamedMember;
const member = () => namedMember(t, 'colg', 'Crew');
async function collabOf(owner: Member) {
  const r = await t.call('createCollab', { token: owner.token, body: { title: 'Rooftop series' } });
  expect(r.status).toBe(201);
  return r.data.id;
}
async function join(id: string, owner: Member, m: Member) {
  await t.call('inviteToCollab', { token: owner.token, params: { id }, body: { member: `@${m.username}`, role: 'collaborator' } });
  expect((await t.call('acceptCollabInvite', { token: m.token, params: { id } })).status).toBe(200);
}
const order = async (owner: Member, id: string) => {
  const r = await t.call('createCollabOrder', { token: owner.token, params: { id }, body: { brief: 'Colour grade both days' } });
  expect(r.status, JSON.stringify(r.error)).toBe(201);
  return r.data.id;
};

describe('cancelling a post-production order', () => {
  it('the owner cancels while it is requested; never a collaborator, a stranger or once an editor took it', async () => {
    const owner = await member();
    const crew = await member();
    const stranger = await member();
    const editor = await signUpUser(t);
    await t.ctx.db.insert(staffRoles).values({ user_id: editor.userId, role: 'post_production_editor', permissions: [] });
    const id = await collabOf(owner);
    await join(id, owner, crew);
    const first = await order(owner, id);

    const byCrew = await t.call('cancelCollabOrder', { token: crew.token, params: { id, orderId: first } });
    expect(byCrew.status).toBe(403);
    expect((await t.call('cancelCollabOrder', { token: stranger.token, params: { id, orderId: first } })).status).toBe(404);
    // An order id of another collaboration is not found here.
    const otherId = await collabOf(owner);
    expect((await t.call('cancelCollabOrder', { token: owner.token, params: { id: otherId, orderId: first } })).status).toBe(404);

    const cancelled = await t.call('cancelCollabOrder', { token: owner.token, params: { id, orderId: first } });
    expect(cancelled.status, JSON.stringify(cancelled.error)).toBe(200);
    expect(cancelled.data.status).toBe('cancelled');
    // Twice is the same answer; the editors can no longer take it.
    expect((await t.call('cancelCollabOrder', { token: owner.token, params: { id, orderId: first } })).data.status).toBe('cancelled');
    const take = await t.call('updateOrder', { token: editor.token, params: { orderId: first }, body: { status: 'in_progress' } });
    expect(take.status).toBe(409);
    const listed = await t.call('collabOrders', { token: crew.token, params: { id } });
    expect(listed.data.orders.find((o) => o.id === first)?.status).toBe('cancelled');

    // Once an editor took an order it is theirs to finish.
    const second = await order(owner, id);
    expect(
      (await t.call('updateOrder', { token: editor.token, params: { orderId: second }, body: { status: 'in_progress' } })).status,
    ).toBe(200);
    const late = await t.call('cancelCollabOrder', { token: owner.token, params: { id, orderId: second } });
    expect(late.status).toBe(409);
    expect(late.error?.message).toBe(COLLAB_MESSAGES.orderNotCancellable);
  });
});

describe('the discussion pages back', () => {
  it('the latest 100 first, then the ones before, in order, until there are no more', async () => {
    const owner = await member();
    const crew = await member();
    const id = await collabOf(owner);
    await join(id, owner, crew);
    const total = COLLAB_LIMITS.messagesPage + 23;
    const base = Date.now() - total * 1000;
    await t.ctx.db.insert(collabMessages).values(
      Array.from({ length: total }, (_, i) => ({
        collab_id: id,
        author_id: i % 2 ? owner.userId : crew.userId,
        body: `Message ${i + 1}`,
        created_at: new Date(base + i * 1000),
      })),
    );
    const latest = await t.call('collabMessages', { token: crew.token, params: { id } });
    expect(latest.data.messages).toHaveLength(COLLAB_LIMITS.messagesPage);
    expect(latest.data.has_more).toBe(true);
    expect(latest.data.messages[0]?.body).toBe('Message 24');
    expect(latest.data.messages.at(-1)?.body).toBe(`Message ${total}`);

    const earlier = await t.call('collabMessages', {
      token: crew.token,
      params: { id },
      query: { before: latest.data.messages[0]?.id as string },
    });
    expect(earlier.data.messages.map((m) => m.body)).toEqual(Array.from({ length: 23 }, (_, i) => `Message ${i + 1}`));
    expect(earlier.data.has_more).toBe(false);

    // A cursor from another collaboration finds nothing here; a stranger is 404 as on every route.
    const otherId = await collabOf(owner);
    const foreign = await t.call('collabMessages', {
      token: owner.token,
      params: { id: otherId },
      query: { before: latest.data.messages[0]?.id as string },
    });
    expect(foreign.data).toEqual({ messages: [], has_more: false });
    const stranger = await member();
    expect((await t.call('collabMessages', { token: stranger.token, params: { id } })).status).toBe(404);
  });
});
