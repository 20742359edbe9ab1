import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityEvents } from '../../src/features/security/schema.ts';
import { recordSecurityEvent } from '../../src/features/security/service.ts';
import { signUpUser, startTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const eventsOfType = (type: string) =>
  t.ctx.db.select().from(activityEvents).where(eq(activityEvents.event_type, type)).orderBy(desc(activityEvents.id));

describe('recordSecurityEvent', () => {
  it('stores a security_ event with its user, data and address', async () => {
    const u = await signUpUser(t);
    const row = await recordSecurityEvent(t.ctx.db, {
      userId: u.userId,
      type: 'security_role_changed',
      data: { role: 'moderator', by: 'test' },
      ip: '203.0.113.50',
    });
    expect(row).toMatchObject({ user_id: u.userId, event_type: 'security_role_changed', ip: '203.0.113.50' });
    expect(row.event_data).toEqual({ role: 'moderator', by: 'test' });
    const [stored] = await eventsOfType('security_role_changed');
    expect(stored?.id).toBe(row.id);
  });

  it('records inside a caller transaction and rolls back with it', async () => {
    await expect(
      t.ctx.db.transaction(async (tx) => {
        await recordSecurityEvent(tx, { type: 'security_role_changed', data: { marker: 'rolled-back' } });
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    const rows = await eventsOfType('security_role_changed');
    expect(rows.some((r) => r.event_data.marker === 'rolled-back')).toBe(false);
  });

  it('keeps NUL and control characters out of the stored data and cuts long strings', async () => {
    const row = await recordSecurityEvent(t.ctx.db, {
      type: 'security_suspicious_input',
      data: { field: 'bio\u0000\u0007x', long: 'a'.repeat(1000) },
      ip: '203.0.113.51',
    });
    expect(row.event_data).toEqual({ field: 'biox', long: 'a'.repeat(200) });
  });

  it('refuses a type without the security_ prefix, and so does the database', async () => {
    await expect(recordSecurityEvent(t.ctx.db, { type: 'login' as never })).rejects.toThrow(/security_/);
    await expect(t.ctx.db.insert(activityEvents).values({ event_type: 'login' })).rejects.toThrow();
    // The underscore is literal: "securityX" is not a security event either.
    await expect(t.ctx.db.insert(activityEvents).values({ event_type: 'securityXfoo' })).rejects.toThrow();
  });
});
