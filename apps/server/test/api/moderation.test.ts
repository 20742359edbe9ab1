import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffRoles } from '../../src/features/staff/schema.ts';
import { makeImage, postAvatar } from '../helpers/profiles.ts';
import { signUpUser, startTestApp, type TestApp } from '../helpers/test-app.ts';

// The moderation queue (issue 8): one queue for every kind of item, reviewed by admins and
// moderators with content_moderation (spec §6). Staff are made by inserting staff_roles rows.

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

type Role = 'admin' | 'moderator' | 'post_production_editor';
async function staffMember(role: Role, permissions: string[] = role === 'post_production_editor' ? [] : ['content_moderation']) {
  const u = await signUpUser(t);
  await t.ctx.db.insert(staffRoles).values({ user_id: u.userId, role, permissions });
  return u;
}

async function memberWithPendingAvatar() {
  const u = await signUpUser(t);
  const r = await postAvatar(t, u.token, { body: await makeImage('png'), name: 'me.png', type: 'image/png' });
  expect(r.status).toBe(200);
  return { ...u, avatarUrl: r.json.avatar_url as string };
}

const openItemsOf = (ownerId: string) =>
  t.ctx.database.query<{ id: string; status: string; due_at: Date; created_at: Date }>(
    "select id, status, due_at, created_at from moderation_items where owner_id = $1 and status in ('pending', 'claimed', 'escalated')",
    [ownerId],
  );

describe('the queue', () => {
  it('takes a pending avatar in the upload transaction, due 48 hours later (spec §6)', async () => {
    const u = await memberWithPendingAvatar();
    const items = await openItemsOf(u.userId);
    expect(items).toHaveLength(1);
    const item = items[0];
    if (!item) throw new Error('no item');
    expect(item.status).toBe('pending');
    expect(new Date(item.due_at).getTime() - new Date(item.created_at).getTime()).toBe(48 * 3600_000);
  });

  it('keeps one open item per subject: a new upload supersedes the pending one', async () => {
    const u = await memberWithPendingAvatar();
    const [first] = await openItemsOf(u.userId);
    await postAvatar(t, u.token, { body: await makeImage('jpeg'), name: 'again.jpg', type: 'image/jpeg' });
    const open = await openItemsOf(u.userId);
    expect(open).toHaveLength(1);
    expect(open[0]?.id).not.toBe(first?.id);
    const [old] = await t.ctx.database.query<{ status: string }>('select status from moderation_items where id = $1', [first?.id]);
    expect(old?.status).toBe('superseded');
  });

  it('two uploads at once still leave exactly one open item', async () => {
    const u = await signUpUser(t);
    const img = await makeImage('png');
    const results = await Promise.all([1, 2, 3].map(() => postAvatar(t, u.token, { body: img, name: 'me.png', type: 'image/png' })));
    expect(results.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(await openItemsOf(u.userId)).toHaveLength(1);
  });

  it("a verified member's avatar is approved at once and queues nothing", async () => {
    const u = await signUpUser(t);
    await t.ctx.database.query('update profiles set vaulth_verified = true where id = $1', [u.userId]);
    const r = await postAvatar(t, u.token, { body: await makeImage('png'), name: 'me.png', type: 'image/png' });
    expect(r.json.avatar_moderation_status).toBe('approved');
    expect(await openItemsOf(u.userId)).toHaveLength(0);
  });

  it('summarises each queue: open count, oldest age, overdue count', async () => {
    const mod = await staffMember('moderator');
    const u = await memberWithPendingAvatar();
    // Make this one look three days old: overdue.
    await t.ctx.database.query(
      "update moderation_items set created_at = now() - interval '3 days', due_at = now() - interval '1 day' where owner_id = $1 and status = 'pending'",
      [u.userId],
    );
    const r = await t.call('moderationQueues', { token: mod.token });
    expect(r.status).toBe(200);
    const avatars = r.data.queues.find((q) => q.type === 'avatar');
    expect(avatars).toMatchObject({ label: 'Avatars' });
    expect(avatars?.open).toBeGreaterThanOrEqual(1);
    expect(avatars?.overdue).toBeGreaterThanOrEqual(1);
    expect(avatars?.oldest_age_seconds).toBeGreaterThanOrEqual(3 * 86400 - 5);
  });

  it('lists oldest first, a page at a time, without repeats or gaps', async () => {
    const mod = await staffMember('moderator');
    const seen: string[] = [];
    let cursor: string | undefined;
    let created: string[] = [];
    do {
      const r = await t.call('moderationList', {
        token: mod.token,
        params: { type: 'avatar' },
        query: { limit: '2', ...(cursor ? { cursor } : {}) },
      });
      expect(r.status).toBe(200);
      seen.push(...r.data.items.map((i) => i.id));
      created = created.concat(r.data.items.map((i) => i.created_at));
      cursor = r.data.next_cursor ?? undefined;
    } while (cursor);
    const all = await t.ctx.database.query<{ id: string }>(
      "select id from moderation_items where type = 'avatar' and status in ('pending', 'claimed') order by created_at, id",
    );
    expect(seen).toEqual(all.map((r) => r.id));
    expect([...created].sort()).toEqual(created);
  });

  it('refuses a forged cursor and an unknown queue', async () => {
    const mod = await staffMember('moderator');
    const bad = await t.call('moderationList', { token: mod.token, params: { type: 'avatar' }, query: { cursor: 'nonsense' } });
    expect(bad.status).toBe(400);
    const unknown = await t.call('moderationList', { token: mod.token, params: { type: 'nope' } });
    expect(unknown.status).toBe(404);
  });

  it("opens one item in full: the images, the member's verification state, their history", async () => {
    const mod = await staffMember('moderator');
    const u = await memberWithPendingAvatar();
    const [item] = await openItemsOf(u.userId);
    const r = await t.call('moderationItem', { token: mod.token, params: { id: item?.id ?? '' } });
    expect(r.status).toBe(200);
    expect(r.data.item.type).toBe('avatar');
    expect(r.data.details.images[0]?.url).toBe(u.avatarUrl);
    expect(r.data.details.current).toBe(true);
    expect(r.data.member).toMatchObject({ id: u.userId, verified: false });
    expect(r.data.can_decide).toBe(true);
    const missing = await t.call('moderationItem', { token: mod.token, params: { id: '00000000-0000-4000-8000-000000000000' } });
    expect(missing.status).toBe(404);
  });
});

describe('who may use it', () => {
  it('admits admins and moderators with content_moderation; refuses everyone else', async () => {
    const admin = await staffMember('admin', ['staff_management', 'content_moderation']);
    const mod = await staffMember('moderator');
    const modWithout = await staffMember('moderator', []);
    const editor = await staffMember('post_production_editor');
    const editorWith = await staffMember('post_production_editor', ['content_moderation']);
    const member = await signUpUser(t);
    expect((await t.call('moderationQueues')).status).toBe(401);
    expect((await t.call('moderationQueues', { token: admin.token })).status).toBe(200);
    expect((await t.call('moderationQueues', { token: mod.token })).status).toBe(200);
    for (const who of [modWithout, editor, editorWith, member]) {
      const r = await t.call('moderationQueues', { token: who.token });
      expect(r.status).toBe(403);
      expect(r.error?.message).toBe("You don't have the necessary permissions to access this area");
    }
  });
});

describe('claims', () => {
  it('one reviewer at a time: a fresh claim by someone else is 409, an old one is taken over', async () => {
    const a = await staffMember('moderator');
    const b = await staffMember('moderator');
    const u = await memberWithPendingAvatar();
    const [item] = await openItemsOf(u.userId);
    const id = item?.id ?? '';
    const first = await t.call('moderationClaim', { token: a.token, params: { id } });
    expect(first.status).toBe(200);
    expect(first.data.item).toMatchObject({ status: 'claimed', claimed_by: { id: a.userId } });
    // Claiming again by the same reviewer is fine (refreshes the claim).
    expect((await t.call('moderationClaim', { token: a.token, params: { id } })).status).toBe(200);
    const second = await t.call('moderationClaim', { token: b.token, params: { id } });
    expect(second.status).toBe(409);
    expect(second.error?.message).toBe('Another reviewer is working on this item.');
    const seenByB = await t.call('moderationItem', { token: b.token, params: { id } });
    expect(seenByB.data.can_decide).toBe(false);
    // 31 minutes later the claim has lapsed.
    await t.ctx.database.query("update moderation_items set claimed_at = now() - interval '31 minutes' where id = $1", [id]);
    const takeover = await t.call('moderationClaim', { token: b.token, params: { id } });
    expect(takeover.status).toBe(200);
    expect(takeover.data.item.claimed_by?.id).toBe(b.userId);
  });
});
