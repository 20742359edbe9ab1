import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { STATEMENT_OUTSIDE_TRANSACTION } from '../../src/platform/db/client.ts';
import { makeImage, postAvatar } from '../helpers/profiles.ts';
import { signUpUser, startTestApp, type TestApp } from '../helpers/test-app.ts';

// The embedded database runs one statement at a time and holds every other one while a transaction is
// open. A statement on the client itself from inside a transaction's own work waited for ever, and every
// request after it with it: the browser tests once stopped whole (a member saving their profile, whose
// answer asked the geoblock feature through ctx.db whether they hide anywhere). Such a statement is now
// refused at once, naming the mistake.

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('a statement outside its open transaction', () => {
  it('is refused at once on the embedded database, and the database goes on answering', async (test) => {
    if (t.ctx.database.driver !== 'pglite') test.skip();
    const attempt = t.ctx.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      await t.ctx.db.execute(sql`select 2`);
    });
    // Drizzle wraps the driver's refusal ('Failed query: …') and keeps it as the cause.
    const refused = await attempt.then(
      () => null,
      (e: Error) => e,
    );
    expect(refused?.cause ?? refused).toMatchObject({ message: STATEMENT_OUTSIDE_TRANSACTION });
    expect(await t.ctx.database.query('select 3 as n')).toEqual([{ n: 3 }]);
  });

  it('is not refused once the transaction has ended, from work it started', async (test) => {
    if (t.ctx.database.driver !== 'pglite') test.skip();
    let later: Promise<unknown> = Promise.resolve();
    let open = () => {};
    const gate = new Promise<void>((resolve) => {
      open = resolve;
    });
    await t.ctx.db.transaction(async () => {
      later = gate.then(() => t.ctx.db.execute(sql`select 4`));
    });
    open();
    await expect(later).resolves.toBeDefined();
  });
});

describe('a member with an avatar', () => {
  it('saves their profile when whether anybody hides anywhere is read afresh, inside the save', async () => {
    const member = await signUpUser(t);
    const avatar = await postAvatar(t, member.token, { body: await makeImage('png'), name: 'a.png', type: 'image/png' });
    expect(avatar.status).toBe(200);
    // A minute on: whether anybody blocks any place is read afresh (it is kept a few seconds), inside the save.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 60_000 });
    const saved = await t
      .call('updateMyProfile', { token: member.token, body: { bio: 'Saved with an avatar.' } })
      .finally(() => vi.useRealTimers());
    expect(saved.status, JSON.stringify(saved.error)).toBe(200);
    expect(saved.data.bio).toBe('Saved with an avatar.');
  });
});
