import { desc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client.ts';
import { records2257, records2257Performers, recordsIdentities } from './schema.ts';

export type IdentityRow = typeof recordsIdentities.$inferSelect;
export type RecordRow = typeof records2257.$inferSelect;
export type PerformerRow = typeof records2257Performers.$inferSelect;

export async function findIdentity(db: Executor, userId: string): Promise<IdentityRow | undefined> {
  const [row] = await db.select().from(recordsIdentities).where(eq(recordsIdentities.user_id, userId));
  return row;
}

export const identitiesOf = (db: Executor, ids: string[]): Promise<IdentityRow[]> =>
  ids.length ? db.select().from(recordsIdentities).where(inArray(recordsIdentities.user_id, ids)) : Promise.resolve([]);

/** Upserts; answers the row and the document key it replaced (to delete after commit). */
export async function saveIdentity(db: Executor, values: Omit<typeof recordsIdentities.$inferInsert, 'created_at' | 'updated_at'>) {
  const before = await db.select().from(recordsIdentities).where(eq(recordsIdentities.user_id, values.user_id)).for('update');
  const [row] = await db
    .insert(recordsIdentities)
    .values(values)
    .onConflictDoUpdate({ target: recordsIdentities.user_id, set: { ...values, updated_at: new Date() } })
    .returning();
  if (!row) throw new Error('records identity upsert returned nothing');
  return { row, replaced: before[0]?.id_document_key ?? null };
}

export async function insertRecord(db: Executor, values: typeof records2257.$inferInsert): Promise<RecordRow | null> {
  const [row] = await db.insert(records2257).values(values).onConflictDoNothing({ target: records2257.item_id }).returning();
  return row ?? null;
}

export async function findRecordByItem(db: Executor, itemId: string): Promise<RecordRow | undefined> {
  const [row] = await db.select().from(records2257).where(eq(records2257.item_id, itemId));
  return row;
}

export const listRecords = (db: Executor, limit: number): Promise<RecordRow[]> =>
  db.select().from(records2257).orderBy(desc(records2257.created_at)).limit(limit);

export const performersOf = (db: Executor, recordIds: string[]): Promise<PerformerRow[]> =>
  recordIds.length
    ? db
        .select()
        .from(records2257Performers)
        .where(inArray(records2257Performers.record_id, recordIds))
        .orderBy(records2257Performers.added_at)
    : Promise.resolve([]);

export async function insertPerformer(db: Executor, values: typeof records2257Performers.$inferInsert): Promise<void> {
  await db.insert(records2257Performers).values(values).onConflictDoNothing();
}

export async function updatePerformer(db: Executor, id: string, patch: Partial<typeof records2257Performers.$inferInsert>): Promise<void> {
  await db.update(records2257Performers).set(patch).where(eq(records2257Performers.id, id));
}

export async function touchRecord(db: Executor, id: string): Promise<void> {
  await db.update(records2257).set({ updated_at: new Date() }).where(eq(records2257.id, id));
}
