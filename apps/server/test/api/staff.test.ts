import { staffStatusSchema } from '@mb/contract/staff';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffRoles } from '../../src/features/staff/schema.ts';
import { signUpUser, startTestApp, type TestApp } from '../helpers/test-app.ts';

// GET /api/v1/staff/me (spec §6): the shell's source for the Moderation button and admin items.
// Granting roles is a later issue, so these tests write staff_roles rows directly.

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

async function grant(userId: string, role: 'admin' | 'moderator' | 'post_production_editor', permissions: string[] = []) {
  await t.ctx.db.insert(staffRoles).values({ user_id: userId, role, permissions });
}

describe('GET /api/v1/staff/me', () => {
  it('refuses a signed-out caller', async () => {
    const r = await t.call('myStaffStatus');
    expect(r.status).toBe(401);
    expect(r.error?.code).toBe('unauthenticated');
  });

  it('refuses a malformed or forged token', async () => {
    const r = await t.call('myStaffStatus', { token: 'not-a-jwt' });
    expect(r.status).toBe(401);
  });

  it('says a member without a role is not staff', async () => {
    const u = await signUpUser(t);
    const r = await t.call('myStaffStatus', { token: u.token });
    expect(r.status).toBe(200);
    expect(r.data).toEqual({ is_staff: false, is_admin: false, role: null, permissions: [] });
  });

  it('reports an admin with their permissions', async () => {
    const u = await signUpUser(t);
    await grant(u.userId, 'admin', ['staff_management', 'content_moderation']);
    const r = await t.call('myStaffStatus', { token: u.token });
    expect(r.data).toEqual({ is_staff: true, is_admin: true, role: 'admin', permissions: ['staff_management', 'content_moderation'] });
  });

  it('reports a moderator as staff but not admin', async () => {
    const u = await signUpUser(t);
    await grant(u.userId, 'moderator', ['content_moderation']);
    const r = await t.call('myStaffStatus', { token: u.token });
    expect(r.data).toEqual({ is_staff: true, is_admin: false, role: 'moderator', permissions: ['content_moderation'] });
  });

  it('reports a post-production editor as staff without permissions', async () => {
    const u = await signUpUser(t);
    await grant(u.userId, 'post_production_editor');
    const r = await t.call('myStaffStatus', { token: u.token });
    expect(r.data).toEqual({ is_staff: true, is_admin: false, role: 'post_production_editor', permissions: [] });
  });

  it('answers only about the caller: another user being admin changes nothing', async () => {
    const admin = await signUpUser(t);
    const member = await signUpUser(t);
    await grant(admin.userId, 'admin', ['staff_management']);
    const r = await t.call('myStaffStatus', { token: member.token });
    expect(r.data.is_staff).toBe(false);
  });

  it('leaves out permission names the contract does not know', async () => {
    const u = await signUpUser(t);
    await grant(u.userId, 'moderator', ['content_moderation', 'launch_rockets']);
    const r = await t.call('myStaffStatus', { token: u.token });
    expect(staffStatusSchema.parse(r.data).permissions).toEqual(['content_moderation']);
  });

  it('stops answering once the session is signed out', async () => {
    const u = await signUpUser(t);
    await grant(u.userId, 'admin');
    expect((await t.call('signOut', { token: u.token })).status).toBe(200);
    expect((await t.call('myStaffStatus', { token: u.token })).status).toBe(401);
  });

  it('refuses a role outside the closed set at the database', async () => {
    const u = await signUpUser(t);
    await expect(t.ctx.database.query("insert into staff_roles (user_id, role) values ($1, 'superuser')", [u.userId])).rejects.toThrow(
      /staff_roles_role_check/,
    );
  });

  it('drops the role when the user is deleted', async () => {
    const u = await signUpUser(t);
    await grant(u.userId, 'moderator');
    await t.ctx.database.query('delete from users where id = $1', [u.userId]);
    const rows = await t.ctx.database.query('select 1 from staff_roles where user_id = $1', [u.userId]);
    expect(rows).toHaveLength(0);
  });
});
