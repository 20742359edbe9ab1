import { MESSAGES } from '@mb/contract/ui-text';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notify } from '../../src/features/notifications/service.ts';
import { newUsername } from '../helpers/profiles.ts';
import { freshDatabase, signUpUser, startTestApp, type TestApp } from '../helpers/test-app.ts';

// What a request costs in SQL statements, counted at the database client (Drizzle's and raw ones;
// transaction control left out, since only the node-postgres driver sends BEGIN/COMMIT through it).
// A hot path that grows a statement fails here, not in production. The job worker stays off: its
// polls and schedule ticks share the client and would land inside a counted window on a slow machine.

const statements: string[] = [];
let t: TestApp;
let drop: () => Promise<void>;
beforeAll(async () => {
  const fresh = await freshDatabase({ onStatement: (s) => statements.push(s) });
  drop = fresh.drop;
  t = await startTestApp({ JOBS_WORKER: 'off' }, fresh);
});
afterAll(async () => {
  await t.close();
  await drop();
});

const isTransactionControl = (s: string) => /^\s*(begin|commit|rollback)\b/i.test(s);

async function counted<T>(run: () => Promise<T>): Promise<{ result: T; sql: string[] }> {
  statements.length = 0;
  const result = await run();
  return { result, sql: statements.filter((s) => !isTransactionControl(s)) };
}

describe('PATCH /api/v1/profiles/me', () => {
  it('is the session check, the write throttle, one UPDATE … RETURNING, the name words, the realtime publish and the business state', async () => {
    const u = await signUpUser(t);
    const { result, sql } = await counted(() =>
      t.call('updateMyProfile', { token: u.token, body: { username: newUsername(), display_name: 'Stage Name' } }),
    );
    expect(result.status).toBe(200);
    expect(result.data.display_name).toBe('Stage Name');
    // The write throttle (every write route's default, SECURITY_LIMITS) is one upsert on rate_limits.
    // The business state (has a business profile, is it complete: spec §4) is one primary-key read the
    // business feature answers through the profiles hook app.ts wires. A new name adds its words to
    // discovery's typo vocabulary: one INSERT … ON CONFLICT DO NOTHING.
    expect(sql, sql.join('\n')).toHaveLength(6);
    expect(sql.filter((s) => s.includes('profile_name_words'))).toHaveLength(1);
    expect(sql.filter((s) => s.includes('rate_limits'))).toHaveLength(1);
    expect(sql.filter((s) => s.includes('business_profiles'))).toHaveLength(1);
  });

  it('a taken username costs no extra statement and keeps its message', async () => {
    const a = await signUpUser(t);
    const b = await signUpUser(t);
    const name = newUsername();
    expect((await t.call('updateMyProfile', { token: a.token, body: { username: name } })).status).toBe(200);
    const { result, sql } = await counted(() => t.call('updateMyProfile', { token: b.token, body: { username: name.toUpperCase() } }));
    expect(result.status).toBe(409);
    expect(result.error?.fields?.username).toBe(MESSAGES.usernameTaken.description);
    expect(sql, sql.join('\n')).toHaveLength(3);
  });

  it('still works for an account that has no profile row yet (made on the way)', async () => {
    const u = await signUpUser(t);
    await t.ctx.database.query('delete from profiles where id = $1', [u.userId]);
    const r = await t.call('updateMyProfile', { token: u.token, body: { display_name: 'Late Comer' } });
    expect(r.status).toBe(200);
    expect(r.data.display_name).toBe('Late Comer');
  });
});

describe('notify()', () => {
  it("is the preferences read, the member's language, one INSERT … RETURNING, the realtime publish and the push devices read", async () => {
    const u = await signUpUser(t);
    const { result, sql } = await counted(() =>
      t.ctx.db.transaction((tx) => notify(t.ctx, tx, u.userId, { type: 'system_update', title: 'Counted', content: '' })),
    );
    expect(result?.title).toBe('Counted');
    // Stored in the member's language (issue 36): one read of their account's language. System updates
    // are pushed by default: one read of the member's devices (none here, so no job).
    expect(sql, sql.join('\n')).toHaveLength(5);
  });

  it('a type switched off costs the one read', async () => {
    const u = await signUpUser(t);
    await t.call('updateNotificationPreferences', { token: u.token, body: { messages: false } });
    const { result, sql } = await counted(() =>
      t.ctx.db.transaction((tx) => notify(t.ctx, tx, u.userId, { type: 'message', title: 'Skipped', content: '' })),
    );
    expect(result).toBeNull();
    expect(sql, sql.join('\n')).toHaveLength(1);
  });
});

describe('the bell', () => {
  it('the unread count is the session check and one count', async () => {
    const u = await signUpUser(t);
    const { result, sql } = await counted(() => t.call('notificationUnreadCount', { token: u.token }));
    expect(result.data.count).toBe(0);
    expect(sql, sql.join('\n')).toHaveLength(2);
  });
});
