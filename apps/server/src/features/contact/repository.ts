import type { Executor } from '../../platform/db/client.ts';
import { contactMessages } from './schema.ts';

type ContactMessageRow = typeof contactMessages.$inferSelect;
type NewContactMessage = typeof contactMessages.$inferInsert;

export async function insertMessage(db: Executor, v: NewContactMessage): Promise<ContactMessageRow> {
  const [row] = await db.insert(contactMessages).values(v).returning();
  if (!row) throw new Error('contact message insert failed');
  return row;
}
