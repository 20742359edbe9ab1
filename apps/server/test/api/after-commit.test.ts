import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { afterCommit } from '../../src/platform/db/after-commit.ts';
import type { Database } from '../../src/platform/db/client.ts';
import { freshDatabase } from '../helpers/test-app.ts';

// The hook the NATS bus sends its events with (platform/db/after-commit.ts), on either database.

let database: Database;
let drop: () => Promise<void>;
beforeAll(async () => {
  const fresh = await freshDatabase();
  database = fresh.database;
  drop = fresh.drop;
});
afterAll(async () => {
  await database.close();
  await drop();
});

it('runs after COMMIT, in order, and never after a rollback', async () => {
  const ran: string[] = [];
  const result = await database.db.transaction(async (tx) => {
    afterCommit(tx, () => ran.push('first'));
    await tx.execute(sql`select 1`);
    afterCommit(tx, () => ran.push('second'));
    expect(ran).toEqual([]);
    return 42;
  });
  expect(result).toBe(42);
  expect(ran).toEqual(['first', 'second']);

  await expect(
    database.db.transaction(async (tx) => {
      afterCommit(tx, () => ran.push('rolled back'));
      throw new Error('no');
    }),
  ).rejects.toThrow('no');
  await expect(
    database.db.transaction(async (tx) => {
      afterCommit(tx, () => ran.push('rolled back too'));
      tx.rollback();
    }),
  ).rejects.toThrow();
  expect(ran).toEqual(['first', 'second']);
});

it("a savepoint's callbacks wait for the outer COMMIT, and go with the savepoint if it rolls back", async () => {
  const ran: string[] = [];
  await database.db.transaction(async (tx) => {
    await tx.transaction(async (sp) => {
      afterCommit(sp, () => ran.push('kept'));
      await sp.transaction(async (deeper) => afterCommit(deeper, () => ran.push('deeper')));
    });
    await tx
      .transaction(async (sp) => {
        afterCommit(sp, () => ran.push('dropped'));
        throw new Error('undo the savepoint');
      })
      .catch(() => {});
    expect(ran).toEqual([]);
  });
  expect(ran).toEqual(['kept', 'deeper']);
  // The whole transaction rolled back: even its committed savepoints' callbacks never run.
  await database.db
    .transaction(async (tx) => {
      await tx.transaction(async (sp) => afterCommit(sp, () => ran.push('never')));
      throw new Error('undo all');
    })
    .catch(() => {});
  expect(ran).toEqual(['kept', 'deeper']);
});

it('runs at once outside a transaction; a failing callback does not fail the committed transaction', async () => {
  const ran: string[] = [];
  afterCommit(database.db, () => ran.push('now'));
  expect(ran).toEqual(['now']);
  const warned = new Promise((resolve) => process.once('warning', resolve));
  await database.db.transaction(async (tx) => {
    afterCommit(tx, () => {
      throw new Error('boom');
    });
    afterCommit(tx, () => ran.push('still'));
  });
  expect(ran).toEqual(['now', 'still']);
  expect(String(await warned)).toMatch(/after-commit callback failed: boom/);
});
