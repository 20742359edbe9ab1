import { MESSAGES, STAFF_ADMIN_MESSAGES, suspendedMessage } from '@mb/contract/ui-text';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffRoles } from '../../src/features/staff/schema.ts';
import { platformSetting, recordAdminAction } from '../../src/features/staff/service.ts';
import { mailOutbox } from '../../src/platform/db/platform-schema.ts';
import { signUpUser, startTestApp, type TestApp } from '../helpers/test-app.ts';
import { RealtimeClient } from '../helpers/ws-client.ts';

// Staff administration (issue 8): the admin activity log, the first-admin bootstrap, roles, suspension,
// platform settings. Every staff decision is audited in the same transaction as the change (spec §3).

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const logsFor = (resourceId: string) =>
  t.ctx.database.query<{ admin_id: string | null; action_type: string; resource_type: string; action_details: Record<string, unknown> }>(
    'select admin_id, action_type, resource_type, action_details from admin_activity_logs where resource_id = $1 order by created_at',
    [resourceId],
  );

describe('recordAdminAction', () => {
  it('writes one admin_activity_logs row with the details', async () => {
    const admin = await signUpUser(t);
    await t.ctx.db.transaction((tx) =>
      recordAdminAction(tx, {
        adminId: admin.userId,
        actionType: 'suspend_user',
        resourceType: 'user',
        resourceId: 'r-1',
        details: { reason: 'why' },
      }),
    );
    expect(await logsFor('r-1')).toEqual([
      { admin_id: admin.userId, action_type: 'suspend_user', resource_type: 'user', action_details: { reason: 'why' } },
    ]);
  });

  it('writes nothing when the transaction that made the change rolls back', async () => {
    const admin = await signUpUser(t);
    await expect(
      t.ctx.db.transaction(async (tx) => {
        await recordAdminAction(tx, { adminId: admin.userId, actionType: 'suspend_user', resourceType: 'user', resourceId: 'r-2' });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await logsFor('r-2')).toEqual([]);
  });

  it('keeps the record when the admin account is deleted', async () => {
    const admin = await signUpUser(t);
    await recordAdminAction(t.ctx.db, { adminId: admin.userId, actionType: 'suspend_user', resourceType: 'user', resourceId: 'r-3' });
    await t.ctx.database.query('delete from users where id = $1', [admin.userId]);
    expect(await logsFor('r-3')).toEqual([{ admin_id: null, action_type: 'suspend_user', resource_type: 'user', action_details: {} }]);
  });
});

type Member = Awaited<ReturnType<typeof signUpUser>>;
const actions = (resourceId: string) => logsFor(resourceId).then((rows) => rows.map((r) => r.action_type));

// Must run before any staff row exists in this file's database: the bootstrap is only open then.
describe('first-admin bootstrap (spec §4, §6, §7 grant-admin-access)', () => {
  it('is offered while no staff exists, and grants exactly one of two members asking at once', async () => {
    const a = await signUpUser(t);
    const b = await signUpUser(t);
    expect((await t.call('staffBootstrapStatus', { token: a.token })).data).toEqual({ available: true });
    const [ra, rb] = await Promise.all([
      t.call('grantAdminAccess', { token: a.token, body: { isPermanent: true } }),
      t.call('grantAdminAccess', { token: b.token, body: { isPermanent: true } }),
    ]);
    expect([ra.status, rb.status].sort()).toEqual([200, 403]);
    const [winner, loser] = ra.status === 200 ? [ra, rb] : [rb, ra];
    expect(winner.data).toEqual({
      is_staff: true,
      is_admin: true,
      role: 'admin',
      permissions: ['staff_management', 'content_moderation', 'content'],
    });
    expect(loser.error?.message).toBe(STAFF_ADMIN_MESSAGES.bootstrapClosed);
    const admins = await t.ctx.database.query('select user_id from staff_roles');
    expect(admins).toHaveLength(1);
    const adminId = (admins[0] as { user_id: string }).user_id;
    expect(await logsFor(adminId)).toEqual([
      expect.objectContaining({
        admin_id: adminId,
        action_type: 'grant_admin_access',
        action_details: expect.objectContaining({ isPermanent: true }),
      }),
    ]);
  });

  it('is closed once any staff exists: the status says so and a later member is refused with 403', async () => {
    const c = await signUpUser(t);
    expect((await t.call('staffBootstrapStatus', { token: c.token })).data).toEqual({ available: false });
    const r = await t.call('grantAdminAccess', { token: c.token, body: { isPermanent: true } });
    expect(r.status).toBe(403);
    expect(r.error?.message).toBe(STAFF_ADMIN_MESSAGES.bootstrapClosed);
    expect((await t.call('myStaffStatus', { token: c.token })).data.is_staff).toBe(false);
  });

  it('needs a signed-in member and the body the spec names', async () => {
    expect((await t.call('grantAdminAccess', { body: { isPermanent: true } })).status).toBe(401);
    const c = await signUpUser(t);
    expect((await t.call('grantAdminAccess', { token: c.token, body: { isPermanent: false } })).status).toBe(400);
  });
});

let admin: Member;
let adminNoManagement: Member;
let moderator: Member;
// Staff for the rest of the file, made once the bootstrap tests above have run (a nested beforeAll
// runs only before its own describe's tests; a top-level one would close the bootstrap first).
describe('with staff', () => {
  beforeAll(async () => {
    admin = await signUpUser(t);
    adminNoManagement = await signUpUser(t);
    moderator = await signUpUser(t);
    await t.ctx.db.insert(staffRoles).values([
      { user_id: admin.userId, role: 'admin', permissions: ['staff_management', 'content_moderation'] },
      { user_id: adminNoManagement.userId, role: 'admin', permissions: [] },
      { user_id: moderator.userId, role: 'moderator', permissions: ['content_moderation'] },
    ]);
  });

  describe('who may use the admin routes', () => {
    it('refuses members and moderators (403) and visitors (401), and admits admins', async () => {
      const member = await signUpUser(t);
      expect((await t.call('adminOverview')).status).toBe(401);
      expect((await t.call('adminOverview', { token: member.token })).status).toBe(403);
      const mod = await t.call('adminMembers', { token: moderator.token });
      expect(mod.status).toBe(403);
      expect(mod.error?.message).toBe(MESSAGES.staffDenied);
      expect((await t.call('adminOverview', { token: admin.token })).status).toBe(200);
    });

    it('keeps staff management to admins holding staff_management; nothing changes on refusal', async () => {
      const member = await signUpUser(t);
      const r = await t.call('adminSetStaffRole', {
        token: adminNoManagement.token,
        params: { id: member.userId },
        body: { role: 'moderator', permissions: ['content_moderation'] },
      });
      expect(r.status).toBe(403);
      expect((await t.call('myStaffStatus', { token: member.token })).data.is_staff).toBe(false);
      expect(await logsFor(member.userId)).toEqual([]);
    });
  });

  describe('staff roles', () => {
    it('a grant works on the next request, a revocation too; both are audited', async () => {
      const m = await signUpUser(t);
      expect((await t.call('adminOverview', { token: m.token })).status).toBe(403);
      // The member's open tabs hear of each change at once, so they need not wait out the staff cache.
      const socket = await RealtimeClient.signedIn(t.url, m.token);
      await socket.subscribe(`user:${m.userId}`);
      const staffUpdated = () =>
        socket.waitFor((f) => f.type === 'event' && f.event.type === 'staff.updated' && f.event.data.user_id === m.userId);
      const granted = staffUpdated();
      const g = await t.call('adminSetStaffRole', {
        token: admin.token,
        params: { id: m.userId },
        body: { role: 'admin', permissions: ['content_moderation'] },
      });
      expect(g.status).toBe(200);
      expect(g.data).toMatchObject({ staff_role: 'admin', staff_permissions: ['content_moderation'] });
      expect((await t.call('adminOverview', { token: m.token })).status).toBe(200);
      await granted;
      const revoked = staffUpdated();
      const rv = await t.call('adminRevokeStaffRole', { token: admin.token, params: { id: m.userId } });
      await revoked;
      socket.close();
      expect(rv.data.staff_role).toBeNull();
      expect((await t.call('adminOverview', { token: m.token })).status).toBe(403);
      expect(await actions(m.userId)).toEqual(['grant_staff_role', 'revoke_staff_role']);
      const events = await t.ctx.database.query<{ event_type: string }>('select event_type from activity_events where user_id = $1', [
        m.userId,
      ]);
      expect(events.map((e) => e.event_type)).toEqual(['security_role_changed', 'security_role_changed']);
      const notes = await t.ctx.database.query<{ title: string }>(
        'select title from notifications where user_id = $1 order by created_at',
        [m.userId],
      );
      expect(notes.map((n) => n.title)).toEqual(['Staff access granted', 'Staff access removed']);
      expect((await t.call('adminRevokeStaffRole', { token: admin.token, params: { id: m.userId } })).status).toBe(409);
    });

    it('two admins revoking each other at once leave one admin, never none', async () => {
      const a = await signUpUser(t);
      const b = await signUpUser(t);
      for (const m of [a, b]) {
        await t.call('adminSetStaffRole', {
          token: admin.token,
          params: { id: m.userId },
          body: { role: 'admin', permissions: ['staff_management'] },
        });
      }
      const [ra, rb] = await Promise.all([
        t.call('adminRevokeStaffRole', { token: a.token, params: { id: b.userId } }),
        t.call('adminRevokeStaffRole', { token: b.token, params: { id: a.userId } }),
      ]);
      expect([ra.status, rb.status].sort()).toEqual([200, 403]);
      const left = await t.ctx.database.query('select user_id from staff_roles where user_id = any($1)', [[a.userId, b.userId]]);
      expect(left).toHaveLength(1);
    });

    it('refuses changing your own role, and a member that does not exist', async () => {
      const self = await t.call('adminRevokeStaffRole', { token: admin.token, params: { id: admin.userId } });
      expect(self.status).toBe(403);
      expect(self.error?.message).toBe(STAFF_ADMIN_MESSAGES.notYourself);
      expect((await t.call('myStaffStatus', { token: admin.token })).data.is_admin).toBe(true);
      const ghost = await t.call('adminSetStaffRole', {
        token: admin.token,
        params: { id: '00000000-0000-4000-8000-000000000000' },
        body: { role: 'moderator', permissions: [] },
      });
      expect(ghost.status).toBe(404);
      expect((await t.call('adminMember', { token: admin.token, params: { id: 'not-a-uuid' } })).status).toBe(400);
    });

    it('refuses a role or permission outside the closed sets', async () => {
      const m = await signUpUser(t);
      const r = await t.call('adminSetStaffRole', {
        token: admin.token,
        params: { id: m.userId },
        body: { role: 'superuser', permissions: [] },
      });
      expect(r.status).toBe(400);
      const p = await t.call('adminSetStaffRole', {
        token: admin.token,
        params: { id: m.userId },
        body: { role: 'moderator', permissions: ['root'] },
      });
      expect(p.status).toBe(400);
    });
  });

  describe('suspension', () => {
    it('revokes every session at once (HTTP and the open socket), and sign-in shows the reason', async () => {
      const m = await signUpUser(t);
      const second = await t.call('signIn', { body: { email: m.email, password: m.password } });
      const socket = await RealtimeClient.connect(t.url);
      await socket.request({ type: 'auth', access_token: m.token }, (f) => f.type === 'ready');
      await socket.request({ type: 'subscribe', topic: `user:${m.userId}` }, (f) => f.type === 'subscribed');
      // Both tokens were just checked, so the instance holds them in its access cache.
      expect((await t.call('me', { token: m.token })).status).toBe(200);
      expect((await t.call('me', { token: second.data.access_token })).status).toBe(200);

      const r = await t.call('adminSuspend', { token: admin.token, params: { id: m.userId }, body: { reason: 'Spam in messages' } });
      expect(r.status).toBe(200);
      expect(r.data.suspension).toMatchObject({ reason: 'Spam in messages' });
      expect((await t.call('me', { token: m.token })).status).toBe(401);
      expect((await t.call('me', { token: second.data.access_token })).status).toBe(401);
      expect((await t.call('refresh', { body: { refresh_token: second.data.refresh_token } })).status).toBe(401);
      await socket.closed;

      const wrong = await t.call('signIn', { body: { email: m.email, password: 'Not-the-password-1' } });
      expect(wrong.status).toBe(401);
      expect(wrong.error?.message).toBe(MESSAGES.invalidCredentials);
      const signIn = await t.call('signIn', { body: { email: m.email, password: m.password } });
      expect(signIn.status).toBe(403);
      expect(signIn.error?.message).toBe(suspendedMessage('Spam in messages'));

      expect((await t.call('adminSuspend', { token: admin.token, params: { id: m.userId }, body: { reason: 'again' } })).status).toBe(409);
      const lifted = await t.call('adminUnsuspend', { token: admin.token, params: { id: m.userId } });
      expect(lifted.data.suspension).toBeNull();
      expect((await t.call('signIn', { body: { email: m.email, password: m.password } })).status).toBe(200);
      expect(await actions(m.userId)).toEqual(['suspend_user', 'unsuspend_user']);
      // The member was told why (system_update), and told again when the suspension was lifted (their
      // sign-ins from this test's cookie-less "browsers" are security alerts beside them).
      const notes = await t.ctx.database.query<{ type: string; content: string }>(
        "select type, content from notifications where user_id = $1 and type <> 'security_alert' order by created_at",
        [m.userId],
      );
      expect(notes.map((n) => n.type)).toEqual(['system_update', 'system_update']);
      expect(notes[0]?.content).toContain('Spam in messages');
      expect((await logsFor(m.userId))[0]?.action_details).toEqual({ reason: 'Spam in messages' });
    });

    it('needs a reason, and never the admin themselves', async () => {
      const m = await signUpUser(t);
      const blank = await t.call('adminSuspend', { token: admin.token, params: { id: m.userId }, body: { reason: '   ' } });
      expect(blank.status).toBe(400);
      expect(blank.error?.fields?.reason).toBe(STAFF_ADMIN_MESSAGES.reasonRequired);
      expect((await t.call('adminSuspend', { token: admin.token, params: { id: admin.userId }, body: { reason: 'x' } })).status).toBe(403);
      expect((await t.call('me', { token: admin.token })).status).toBe(200);
    });
  });

  describe('bad input is a 400, never a 500', () => {
    it('refuses NUL bytes in the reason, the display name and the search', async () => {
      const m = await signUpUser(t);
      const r = await t.call('adminSuspend', { token: admin.token, params: { id: m.userId }, body: { reason: 'bad\u0000reason' } });
      expect(r.status).toBe(400);
      const e = await t.call('adminCreateEditor', { token: admin.token, body: { email: 'nul@example.test', display_name: 'a\u0000b' } });
      expect(e.status).toBe(400);
      const q = await t.call('adminMembers', { token: admin.token, query: { q: 'a\u0000b' } });
      expect(q.status).toBe(400);
      const u = await t.call('adminUpdateSettings', { token: admin.token, body: { compliance_hub_api_key: 'key\u0000key-key' } });
      expect(u.status).toBe(400);
    });
  });

  describe('verification reset', () => {
    it('puts the verification fields back to not started, audited', async () => {
      const m = await signUpUser(t);
      await t.ctx.database.query(
        "update profiles set vaulth_verified = true, vaulth_verification_status = 'verified', verification_status = 'pending' where id = $1",
        [m.userId],
      );
      const r = await t.call('adminResetVerification', { token: admin.token, params: { id: m.userId } });
      expect(r.data.verification).toEqual({ status: null, vaulth_verified: false, vaulth_status: null, skipped: false });
      expect(await actions(m.userId)).toEqual(['reset_verification']);
    });
  });

  describe('Post-Production Editor accounts', () => {
    const tokenFor = async (email: string) => {
      const rows = await t.ctx.db.select().from(mailOutbox);
      return /token=([A-Za-z0-9_-]+)/.exec(rows.filter((m) => m.to_address === email).at(-1)?.text_body ?? '')?.[1];
    };

    it('creates the user, profile and role, and e-mails a set-password link that works', async () => {
      const email = `editor${Date.now()}@example.test`;
      const r = await t.call('adminCreateEditor', { token: admin.token, body: { email, display_name: 'Edie Tor' } });
      expect(r.status).toBe(201);
      expect(r.data).toMatchObject({ email, display_name: 'Edie Tor', staff_role: 'post_production_editor', staff_permissions: [] });
      const token = await tokenFor(email);
      expect(token).toBeTruthy();
      expect((await t.call('passwordResetConfirm', { body: { token, password: 'Editor-secret-2026' } })).status).toBe(200);
      const signIn = await t.call('signIn', { body: { email, password: 'Editor-secret-2026' } });
      expect(signIn.status).toBe(200);
      const status = await t.call('myStaffStatus', { token: signIn.data.access_token });
      expect(status.data).toEqual({ is_staff: true, is_admin: false, role: 'post_production_editor', permissions: [] });
      expect(await actions(r.data.id)).toEqual(['create_editor_account']);
    });

    it('refuses a taken e-mail under its field, and creates nothing', async () => {
      const m = await signUpUser(t);
      const r = await t.call('adminCreateEditor', { token: admin.token, body: { email: m.email, display_name: 'Dup' } });
      expect(r.status).toBe(409);
      expect(r.error?.fields?.email).toBe(MESSAGES.emailTaken);
      expect((await t.call('myStaffStatus', { token: m.token })).data.is_staff).toBe(false);
    });

    it('is for admins with staff_management only', async () => {
      const r = await t.call('adminCreateEditor', { token: adminNoManagement.token, body: { email: 'x@example.test', display_name: 'X' } });
      expect(r.status).toBe(403);
    });
  });

  describe('member search and detail', () => {
    it('finds members by e-mail, username or display name, a page at a time', async () => {
      const m = await signUpUser(t);
      await t.ctx.database.query("update profiles set username = 'findme_zz', display_name = 'Zed Findable' where id = $1", [m.userId]);
      for (const q of [m.email.slice(0, 14), 'findme_z', 'zed find']) {
        const r = await t.call('adminMembers', { token: admin.token, query: { q } });
        expect(r.data.items.map((i) => i.id)).toContain(m.userId);
      }
      const none = await t.call('adminMembers', { token: admin.token, query: { q: 'no-such-member-anywhere' } });
      expect(none.data).toEqual({ items: [], total: 0, page: 1, page_size: 20 });
      const all = await t.call('adminMembers', { token: admin.token, query: { page: '1' } });
      expect(all.data.total).toBeGreaterThan(5);
      const wild = await t.call('adminMembers', { token: admin.token, query: { q: '%' } });
      expect(wild.data.total).toBe(0);
    });

    it('opens one member with their staff role and the decisions about them', async () => {
      const d = await t.call('adminMember', { token: admin.token, params: { id: moderator.userId } });
      expect(d.data).toMatchObject({
        id: moderator.userId,
        email: moderator.email,
        staff_role: 'moderator',
        staff_permissions: ['content_moderation'],
        suspension: null,
      });
    });
  });

  describe('platform settings', () => {
    it('starts from the defaults, saves changes audited, and never returns a secret in full', async () => {
      const before = await t.call('adminSettings', { token: admin.token });
      expect(before.data).toMatchObject({
        compliance_hub_base_url: '',
        compliance_hub_api_key: { is_set: false, masked: null },
        payment_provider_mode: 'built-in',
        review_every_upload: false,
        listing_review_hours: 48,
      });
      const secret = 'hub-key-0123456789-abcd';
      const r = await t.call('adminUpdateSettings', {
        token: admin.token,
        body: {
          compliance_hub_base_url: 'https://hub.example.test',
          compliance_hub_api_key: secret,
          review_every_upload: true,
          listing_review_hours: 24,
        },
      });
      expect(r.status).toBe(200);
      expect(r.data.compliance_hub_api_key).toEqual({ is_set: true, masked: '••••••••abcd' });
      const text = JSON.stringify((await t.call('adminSettings', { token: admin.token })).data);
      expect(text).not.toContain(secret);
      expect(await platformSetting(t.ctx, 'compliance_hub_api_key')).toBe(secret);
      expect(await platformSetting(t.ctx, 'listing_review_hours')).toBe(24);
      expect(await actions('compliance_hub_api_key')).toEqual(['update_platform_setting']);
      const logged = await logsFor('compliance_hub_api_key');
      expect(JSON.stringify(logged)).not.toContain(secret);
      expect(await logsFor('listing_review_hours')).toEqual([expect.objectContaining({ action_details: { from: 48, to: 24 } })]);
      // Clearing a secret; unchanged values write no record.
      const cleared = await t.call('adminUpdateSettings', {
        token: admin.token,
        body: { compliance_hub_api_key: null, listing_review_hours: 24 },
      });
      expect(cleared.data.compliance_hub_api_key).toEqual({ is_set: false, masked: null });
      expect(await actions('listing_review_hours')).toEqual(['update_platform_setting']);
    });

    it('refuses bad values with field messages, and non-admins', async () => {
      const r = await t.call('adminUpdateSettings', {
        token: admin.token,
        body: { listing_review_hours: 0, compliance_hub_base_url: 'ftp://x' },
      });
      expect(r.status).toBe(400);
      expect(r.error?.fields?.listing_review_hours).toBe(STAFF_ADMIN_MESSAGES.reviewHours);
      expect(r.error?.fields?.compliance_hub_base_url).toBe(STAFF_ADMIN_MESSAGES.badUrl);
      expect((await t.call('adminUpdateSettings', { token: moderator.token, body: { review_every_upload: false } })).status).toBe(403);
      expect(await platformSetting(t.ctx, 'review_every_upload')).toBe(true);
    });
  });

  describe('admin dashboard figures', () => {
    it('counts members by type, sign-ups per day for 30 days, staff, suspensions and recent decisions', async () => {
      await signUpUser(t, 'studio');
      const r = await t.call('adminOverview', { token: admin.token });
      expect(r.data.signups_per_day).toHaveLength(30);
      expect(r.data.signups_per_day.at(-1)?.day).toBe(new Date().toISOString().slice(0, 10));
      const [rows] = await t.ctx.database.query<{ n: number }>('select count(*)::int as n from profiles');
      expect(r.data.members_total).toBe(rows?.n);
      expect(r.data.signups_per_day.at(-1)?.count).toBe(rows?.n);
      expect(r.data.members_by_type.studio).toBeGreaterThanOrEqual(1);
      expect(r.data.staff_total).toBeGreaterThanOrEqual(4);
      expect(r.data.recent_activity.length).toBeGreaterThan(0);
      expect(r.data.recent_activity.length).toBeLessThanOrEqual(10);
      // Pending items per moderation queue come from the moderation service (the avatar queue at least).
      expect(r.data.queues?.map((q) => q.type)).toContain('avatar');
      // Security events of the last 24 h come from the security feature (role changes made above).
      expect(r.data.security_events?.by_type).toContainEqual({ type: 'security_role_changed', count: expect.any(Number) });
    });
  });
});
