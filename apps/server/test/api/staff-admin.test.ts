import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordAdminAction } from '../../src/features/staff/service.ts';
import { signUpUser, startTestApp, type TestApp } from '../helpers/test-app.ts';

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
        actionType: 'test_action',
        resourceType: 'user',
        resourceId: 'r-1',
        details: { reason: 'why' },
      }),
    );
    expect(await logsFor('r-1')).toEqual([
      { admin_id: admin.userId, action_type: 'test_action', resource_type: 'user', action_details: { reason: 'why' } },
    ]);
  });

  it('writes nothing when the transaction that made the change rolls back', async () => {
    const admin = await signUpUser(t);
    await expect(
      t.ctx.db.transaction(async (tx) => {
        await recordAdminAction(tx, { adminId: admin.userId, actionType: 'test_action', resourceType: 'user', resourceId: 'r-2' });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await logsFor('r-2')).toEqual([]);
  });

  it('keeps the record when the admin account is deleted', async () => {
    const admin = await signUpUser(t);
    await recordAdminAction(t.ctx.db, { adminId: admin.userId, actionType: 'test_action', resourceType: 'user', resourceId: 'r-3' });
    await t.ctx.database.query('delete from users where id = $1', [admin.userId]);
    expect(await logsFor('r-3')).toEqual([{ admin_id: null, action_type: 'test_action', resource_type: 'user', action_details: {} }]);
  });
});
