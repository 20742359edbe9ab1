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

const itemOf = async (ownerId: string) => {
  const [item] = await openItemsOf(ownerId);
  if (!item) throw new Error('no open item');
  return item.id;
};
const auditOf = (id: string) =>
  t.ctx.database.query<{ admin_id: string; action_type: string; resource_type: string; action_details: Record<string, unknown> }>(
    'select admin_id, action_type, resource_type, action_details from admin_activity_logs where resource_id = $1 order by created_at',
    [id],
  );
const noticesOf = (userId: string) =>
  t.ctx.database.query<{ type: string; title: string; content: string; action_url: string | null }>(
    'select type, title, content, action_url from notifications where user_id = $1 order by created_at',
    [userId],
  );
const publicAvatar = async (userId: string) => (await t.call('publicProfile', { params: { identifier: userId } })).data.avatar_url;

describe('decisions', () => {
  it('approving an avatar makes it the one everyone sees', async () => {
    const mod = await staffMember('moderator');
    const u = await memberWithPendingAvatar();
    expect(await publicAvatar(u.userId)).toBeNull();
    const id = await itemOf(u.userId);
    const r = await t.call('moderationApprove', { token: mod.token, params: { id } });
    expect(r.status).toBe(200);
    expect(r.data.item).toMatchObject({ status: 'approved', decided_by: { id: mod.userId } });
    expect(await publicAvatar(u.userId)).toBe(u.avatarUrl);
    const me = await t.call('myProfile', { token: u.token });
    expect(me.data.avatar_moderation_status).toBe('approved');
    // Audited and notified in the same transaction.
    expect(await auditOf(id)).toEqual([
      expect.objectContaining({ admin_id: mod.userId, action_type: 'moderation_approve', resource_type: 'moderation_item' }),
    ]);
    expect(await noticesOf(u.userId)).toEqual([
      expect.objectContaining({ type: 'system_update', title: 'Avatar approved', action_url: '/profile/edit' }),
    ]);
    // Decided once: a second decision is a conflict, and nothing changes.
    const again = await t.call('moderationReject', {
      token: mod.token,
      params: { id },
      body: { category: 'other', reason: 'Changed my mind' },
    });
    expect(again.status).toBe(409);
    expect(await publicAvatar(u.userId)).toBe(u.avatarUrl);
  });

  it('rejecting keeps the old approved avatar and records the reason', async () => {
    const mod = await staffMember('moderator');
    const u = await memberWithPendingAvatar();
    await t.call('moderationApprove', { token: mod.token, params: { id: await itemOf(u.userId) } });
    const second = await postAvatar(t, u.token, { body: await makeImage('jpeg'), name: 'new.jpg', type: 'image/jpeg' });
    const id = await itemOf(u.userId);
    const r = await t.call('moderationReject', {
      token: mod.token,
      params: { id },
      body: { category: 'personal_data', reason: 'Your phone number is visible in the picture.' },
    });
    expect(r.status).toBe(200);
    expect(r.data.item).toMatchObject({
      status: 'rejected',
      reason_category: 'personal_data',
      reason: 'Your phone number is visible in the picture.',
    });
    expect(await publicAvatar(u.userId)).toBe(u.avatarUrl);
    const me = await t.call('myProfile', { token: u.token });
    expect(me.data).toMatchObject({
      avatar_moderation_status: 'rejected',
      avatar_url: u.avatarUrl,
      avatar_rejection_reason: 'Your phone number is visible in the picture.',
    });
    expect(me.data.avatar_url).not.toBe(second.json.avatar_url);
    // The member's statement of reasons: the decision, the reason, the ground, who decided, how to contest.
    const notice = (await noticesOf(u.userId)).at(-1);
    expect(notice).toMatchObject({ type: 'system_update', title: 'Avatar not approved' });
    expect(notice?.content).toContain('Your avatar was not approved: Your phone number is visible in the picture.');
    expect(notice?.content).toContain('Reason: Shows personal data (legal name, address, contact details).');
    expect(notice?.content).toContain('Ground: our Terms of Service');
    expect(notice?.content).toContain('contact page');
    const audit = await auditOf(id);
    expect(audit).toEqual([expect.objectContaining({ action_type: 'moderation_reject', admin_id: mod.userId })]);
    expect(audit[0]?.action_details).toMatchObject({ type: 'avatar', reason_category: 'personal_data' });
  });

  it('a decision whose notice or audit fails leaves nothing changed (one transaction)', async () => {
    const mod = await staffMember('moderator');
    const u = await memberWithPendingAvatar();
    const id = await itemOf(u.userId);
    // Make the audit insert fail: a check that refuses this action.
    await t.ctx.database.query(
      "alter table admin_activity_logs add constraint no_approvals_today check (action_type <> 'moderation_approve') not valid",
    );
    try {
      const r = await t.call('moderationApprove', { token: mod.token, params: { id } });
      expect(r.status).toBe(500);
    } finally {
      await t.ctx.database.query('alter table admin_activity_logs drop constraint no_approvals_today');
    }
    expect((await openItemsOf(u.userId))[0]?.status).toBe('pending');
    expect(await publicAvatar(u.userId)).toBeNull();
    expect(await noticesOf(u.userId)).toEqual([]);
  });

  it('a rejection needs a reason category and 3 to 1000 characters of reason', async () => {
    const mod = await staffMember('moderator');
    const u = await memberWithPendingAvatar();
    const id = await itemOf(u.userId);
    for (const body of [
      { category: 'other', reason: 'no' },
      { category: 'other', reason: 'x'.repeat(1001) },
      { reason: 'A fine reason' },
      { category: 'made_up', reason: 'A fine reason' },
    ]) {
      const r = await t.call('moderationReject', { token: mod.token, params: { id }, body });
      expect(r.status).toBe(400);
    }
    expect((await openItemsOf(u.userId))[0]?.status).toBe('pending');
  });

  it('a decision on an item someone else claimed is 409 and changes nothing', async () => {
    const a = await staffMember('moderator');
    const b = await staffMember('moderator');
    const u = await memberWithPendingAvatar();
    const id = await itemOf(u.userId);
    await t.call('moderationClaim', { token: a.token, params: { id } });
    expect((await t.call('moderationApprove', { token: b.token, params: { id } })).status).toBe(409);
    expect(await publicAvatar(u.userId)).toBeNull();
  });

  it('a decision on an upload the member has since replaced is refused: the new one is its own item', async () => {
    const mod = await staffMember('moderator');
    const u = await memberWithPendingAvatar();
    const id = await itemOf(u.userId);
    await postAvatar(t, u.token, { body: await makeImage('jpeg'), name: 'newer.jpg', type: 'image/jpeg' });
    const r = await t.call('moderationApprove', { token: mod.token, params: { id } });
    expect(r.status).toBe(409);
    expect(r.error?.message).toBe('This item was replaced by a newer upload.');
    expect(await publicAvatar(u.userId)).toBeNull();
  });

  it('escalating hands the item to admins: moderators can no longer decide it, an admin can', async () => {
    const mod = await staffMember('moderator');
    const admin = await staffMember('admin', ['staff_management', 'content_moderation']);
    const u = await memberWithPendingAvatar();
    const id = await itemOf(u.userId);
    expect((await t.call('moderationEscalate', { token: mod.token, params: { id }, body: { note: '' } })).status).toBe(400);
    const esc = await t.call('moderationEscalate', {
      token: mod.token,
      params: { id },
      body: { note: 'Could be a minor; need a second look.' },
    });
    expect(esc.status).toBe(200);
    expect(esc.data.item).toMatchObject({
      status: 'escalated',
      escalation_note: 'Could be a minor; need a second look.',
      claimed_by: null,
    });
    expect(esc.data.can_decide).toBe(false);
    const list = await t.call('moderationList', { token: mod.token, params: { type: 'avatar' }, query: { view: 'escalated' } });
    expect(list.data.items.map((i) => i.id)).toContain(id);
    const denied = await t.call('moderationApprove', { token: mod.token, params: { id } });
    expect(denied.status).toBe(403);
    expect(denied.error?.message).toBe('Only an admin can decide an escalated item.');
    const ok = await t.call('moderationReject', {
      token: admin.token,
      params: { id },
      body: { category: 'underage_concern', reason: 'We cannot confirm the person is an adult.' },
    });
    expect(ok.status).toBe(200);
    expect(ok.data.item.status).toBe('rejected');
  });

  it('non-moderator staff and members cannot decide: 403 and nothing changes', async () => {
    const editor = await staffMember('post_production_editor');
    const member = await signUpUser(t);
    const u = await memberWithPendingAvatar();
    const id = await itemOf(u.userId);
    for (const who of [editor, member]) {
      expect((await t.call('moderationApprove', { token: who.token, params: { id } })).status).toBe(403);
      expect((await t.call('moderationClaim', { token: who.token, params: { id } })).status).toBe(403);
    }
    expect((await t.call('moderationApprove', { params: { id } })).status).toBe(401);
    expect((await openItemsOf(u.userId))[0]?.status).toBe('pending');
  });
});

describe('reports', () => {
  it('a member reports a profile; it becomes a report item; one open report per reporter per subject', async () => {
    const mod = await staffMember('moderator');
    const reporter = await signUpUser(t);
    const target = await signUpUser(t);
    const body = { subject_type: 'profile', subject_id: target.userId, category: 'impersonation', details: 'Uses photos of someone else.' };
    const r = await t.call('createReport', { token: reporter.token, body });
    expect(r.status).toBe(201);
    const again = await t.call('createReport', { token: reporter.token, body });
    expect(again.status).toBe(409);
    expect(again.error?.message).toBe('You already reported this. We will tell you when it has been reviewed.');
    const items = await t.call('moderationList', { token: mod.token, params: { type: 'report' } });
    const item = items.data.items.find((i) => i.subject_id === r.data.id);
    expect(item).toMatchObject({ owner_id: target.userId, type: 'report' });
    const full = await t.call('moderationItem', { token: mod.token, params: { id: item?.id ?? '' } });
    expect(full.data.details.facts).toEqual(
      expect.arrayContaining([{ label: 'What the reporter says', value: 'Uses photos of someone else.' }]),
    );
    // Decided: no violation. The reporter may report again afterwards.
    const done = await t.call('moderationReject', {
      token: mod.token,
      params: { id: item?.id ?? '' },
      body: { category: 'other', reason: 'The photos are their own.' },
    });
    expect(done.status).toBe(200);
    const [report] = await t.ctx.database.query<{ status: string }>('select status from member_reports where id = $1', [r.data.id]);
    expect(report?.status).toBe('no_violation');
    // The reporter hears the outcome; the reported member is not told about the report.
    expect(await noticesOf(reporter.userId)).toEqual([
      expect.objectContaining({ type: 'system_update', title: 'Report reviewed: no violation found' }),
    ]);
    expect(await noticesOf(target.userId)).toEqual([]);
    expect((await t.call('createReport', { token: reporter.token, body })).status).toBe(201);
  });

  it('refuses reporting yourself, a missing profile, an unknown category, and signed-out callers', async () => {
    const u = await signUpUser(t);
    const self = await t.call('createReport', {
      token: u.token,
      body: { subject_type: 'profile', subject_id: u.userId, category: 'spam' },
    });
    expect(self.status).toBe(400);
    const missing = await t.call('createReport', {
      token: u.token,
      body: { subject_type: 'profile', subject_id: '00000000-0000-4000-8000-000000000000', category: 'spam' },
    });
    expect(missing.status).toBe(404);
    const badCategory = await t.call('createReport', {
      token: u.token,
      body: { subject_type: 'profile', subject_id: u.userId, category: 'boring' },
    });
    expect(badCategory.status).toBe(400);
    expect((await t.call('createReport', { body: { subject_type: 'profile', subject_id: u.userId, category: 'spam' } })).status).toBe(401);
  });

  it('is rate limited per account', async () => {
    const limited = await startTestApp({ RATE_LIMITS: 'on' });
    try {
      const reporter = await signUpUser(limited);
      const statuses: number[] = [];
      for (let i = 0; i < 11; i++) {
        const target = await signUpUser(limited);
        const r = await limited.call('createReport', {
          token: reporter.token,
          body: { subject_type: 'profile', subject_id: target.userId, category: 'spam' },
        });
        statuses.push(r.status);
      }
      expect(statuses.slice(0, 10).every((s) => s === 201)).toBe(true);
      expect(statuses[10]).toBe(429);
    } finally {
      await limited.close();
    }
  });
});

describe('blocks and mutes', () => {
  it("a blocked member gets a 404 for the blocker's profile, like a missing one; others still see it", async () => {
    const blocker = await signUpUser(t);
    const blocked = await signUpUser(t);
    const other = await signUpUser(t);
    expect((await t.call('publicProfile', { token: blocked.token, params: { identifier: blocker.userId } })).status).toBe(200);
    const r = await t.call('block', { token: blocker.token, params: { userId: blocked.userId } });
    expect(r.data).toEqual({ user_id: blocked.userId, blocked: true, muted: false });
    const hidden = await t.call('publicProfile', { token: blocked.token, params: { identifier: blocker.userId } });
    expect(hidden.status).toBe(404);
    expect(hidden.error?.message).toBe(
      (await t.call('publicProfile', { token: blocked.token, params: { identifier: '00000000-0000-4000-8000-000000000000' } })).error
        ?.message,
    );
    expect((await t.call('publicProfile', { token: other.token, params: { identifier: blocker.userId } })).status).toBe(200);
    // The blocker still sees the blocked member's profile (to unblock from there).
    expect((await t.call('publicProfile', { token: blocker.token, params: { identifier: blocked.userId } })).status).toBe(200);
    // Unblocked: visible again.
    await t.call('unblock', { token: blocker.token, params: { userId: blocked.userId } });
    expect((await t.call('publicProfile', { token: blocked.token, params: { identifier: blocker.userId } })).status).toBe(200);
  });

  it('lists what I blocked and muted; isBlocked works either way; mutedBy for feeds', async () => {
    const { isBlocked, mutedBy } = await import('../../src/features/profiles/service.ts');
    const me = await signUpUser(t);
    const a = await signUpUser(t);
    const b = await signUpUser(t);
    await t.call('block', { token: me.token, params: { userId: a.userId } });
    await t.call('block', { token: me.token, params: { userId: a.userId } }); // idempotent
    await t.call('mute', { token: me.token, params: { userId: b.userId } });
    const list = await t.call('myBlocks', { token: me.token });
    expect(list.data.blocked.map((x) => x.user_id)).toEqual([a.userId]);
    expect(list.data.muted.map((x) => x.user_id)).toEqual([b.userId]);
    expect(await isBlocked(t.ctx, me.userId, a.userId)).toBe(true);
    expect(await isBlocked(t.ctx, a.userId, me.userId)).toBe(true);
    expect(await isBlocked(t.ctx, me.userId, b.userId)).toBe(false);
    expect(await mutedBy(t.ctx, me.userId)).toEqual([b.userId]);
    expect((await t.call('relation', { token: me.token, params: { userId: b.userId } })).data).toEqual({
      user_id: b.userId,
      blocked: false,
      muted: true,
    });
    await t.call('unmute', { token: me.token, params: { userId: b.userId } });
    expect(await mutedBy(t.ctx, me.userId)).toEqual([]);
  });

  it('refuses blocking yourself, a missing member, a malformed id, and signed-out callers', async () => {
    const me = await signUpUser(t);
    expect((await t.call('block', { token: me.token, params: { userId: me.userId } })).status).toBe(400);
    expect((await t.call('block', { token: me.token, params: { userId: '00000000-0000-4000-8000-000000000000' } })).status).toBe(404);
    expect((await t.call('block', { token: me.token, params: { userId: 'not-a-uuid' } })).status).toBe(400);
    expect((await t.call('block', { params: { userId: me.userId } })).status).toBe(401);
  });
});

describe('paging the queue', () => {
  it('pages items enqueued within one millisecond once each (a transaction gives them one time)', async () => {
    const owner = await signUpUser(t);
    // One statement, one transaction: the same now() to the microsecond on PostgreSQL, plus a few
    // microseconds between them, all inside one millisecond.
    await t.ctx.database.query(
      `insert into moderation_items (type, subject_id, owner_id, summary, due_at, created_at)
       select 'portfolio_item', 'same-ms-' || g || '-' || $2, $1, '{"title":"Same millisecond"}'::jsonb, now() + interval '48 hours',
              '2020-01-01T00:00:00.123000Z'::timestamptz + make_interval(secs => g / 1000000.0)
         from generate_series(1, 5) g`,
      [owner.userId, Date.now()],
    );
    const mod = await staffMember('moderator');
    const seen: string[] = [];
    let cursor: string | undefined;
    for (let i = 0; i < 10; i++) {
      const r = await t.call('moderationList', {
        token: mod.token,
        params: { type: 'portfolio_item' },
        query: { limit: '2', ...(cursor ? { cursor } : {}) },
      });
      expect(r.status).toBe(200);
      seen.push(...r.data.items.filter((x) => x.title === 'Same millisecond').map((x) => x.id));
      if (!r.data.next_cursor) break;
      cursor = r.data.next_cursor;
    }
    expect(seen).toHaveLength(5);
    expect(new Set(seen).size).toBe(5);
  });
});

describe('at 10,000 pending items', () => {
  it('lists the oldest first through an index, not a scan and sort', async () => {
    const { seedPendingItems } = await import('../../src/features/moderation/service.ts');
    const owner = await signUpUser(t);
    await seedPendingItems(t.ctx, { type: 'avatar', ownerId: owner.userId, count: 10_000 });
    await t.ctx.database.query('analyze moderation_items');
    const plan = (
      await t.ctx.database.query<{ 'QUERY PLAN': string }>(
        `explain select * from moderation_items where type = 'avatar' and status in ('pending', 'claimed') order by created_at, id limit 26`,
      )
    )
      .map((r) => r['QUERY PLAN'])
      .join('\n');
    expect(plan).toMatch(/Index Scan using moderation_items_open_idx/);
    expect(plan).not.toMatch(/Sort/);
    const mod = await staffMember('moderator');
    const started = performance.now();
    const r = await t.call('moderationList', { token: mod.token, params: { type: 'avatar' } });
    const ms = performance.now() - started;
    expect(r.status).toBe(200);
    expect(r.data.items).toHaveLength(25);
    expect(r.data.next_cursor).not.toBeNull();
    const summary = await t.call('moderationQueues', { token: mod.token });
    expect(summary.data.queues.find((q) => q.type === 'avatar')?.open).toBeGreaterThanOrEqual(10_000);
    console.log(`moderation list at 10k pending: ${ms.toFixed(1)} ms`);
  });
});
