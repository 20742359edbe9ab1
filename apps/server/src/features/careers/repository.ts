import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client.ts';
import { careerOpenings } from './schema.ts';

export type CareerOpeningRow = typeof careerOpenings.$inferSelect;
type NewCareerOpening = typeof careerOpenings.$inferInsert;

const pageOrder = [asc(careerOpenings.sort_order), asc(careerOpenings.created_at), asc(careerOpenings.id)];

export const listPublished = (db: Executor): Promise<CareerOpeningRow[]> =>
  db
    .select()
    .from(careerOpenings)
    .where(eq(careerOpenings.published, true))
    .orderBy(...pageOrder);

export const listAll = (db: Executor): Promise<CareerOpeningRow[]> =>
  db
    .select()
    .from(careerOpenings)
    .orderBy(...pageOrder);

export async function insertOpening(db: Executor, row: NewCareerOpening): Promise<CareerOpeningRow> {
  const [saved] = await db.insert(careerOpenings).values(row).returning();
  if (!saved) throw new Error('career opening insert returned nothing');
  return saved;
}

export async function updateOpening(db: Executor, id: string, fields: Partial<NewCareerOpening>): Promise<CareerOpeningRow | undefined> {
  const [row] = await db.update(careerOpenings).set(fields).where(eq(careerOpenings.id, id)).returning();
  return row;
}

export async function deleteOpening(db: Executor, id: string): Promise<CareerOpeningRow | undefined> {
  const [row] = await db.delete(careerOpenings).where(eq(careerOpenings.id, id)).returning();
  return row;
}
