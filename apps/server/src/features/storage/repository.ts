import { inArray } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client.ts';
import { storageObjects } from '../../platform/db/platform-schema.ts';

export type NewStoredObject = { bucket: string; path: string; owner_id: string; content_type: string; size: number };

export async function insertObjects(db: Executor, objects: NewStoredObject[]) {
  if (objects.length) await db.insert(storageObjects).values(objects);
}

export async function deleteObjects(db: Executor, paths: string[]) {
  if (paths.length) await db.delete(storageObjects).where(inArray(storageObjects.path, paths));
}
