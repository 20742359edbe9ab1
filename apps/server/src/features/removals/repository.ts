import { and, count, desc, eq, gte, inArray, like, lt, ne, or, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client.ts';
import { mailOutbox } from '../../platform/db/platform-schema.ts';
import { removalRequests } from './schema.ts';

export type RequestRow = typeof removalRequests.$inferSelect;
export type NewRequest = typeof removalRequests.$inferInsert;
export type RequestPatch = Partial<Omit<RequestRow, 'id' | 'reference' | 'created_at'>>;

/** Undefined when the reference is taken (the caller draws another). */
export async function insertRequest(db: Executor, row: NewRequest): Promise<RequestRow | undefined> {
  const [r] = await db.insert(removalRequests).values(row).onConflictDoNothing({ target: removalRequests.reference }).returning();
  return r;
}

export async function byReference(db: Executor, reference: string): Promise<RequestRow | undefined> {
  const [r] = await db.select().from(removalRequests).where(eq(removalRequests.reference, reference));
  return r;
}

export async function byId(db: Executor, id: string): Promise<RequestRow | undefined> {
  const [r] = await db.select().from(removalRequests).where(eq(removalRequests.id, id));
  return r;
}

/** Deletes unconfirmed requests made before `before` (their link has expired); how many went. */
export async function deleteUnconfirmedBefore(db: Executor, before: Date): Promise<number> {
  const gone = await db
    .delete(removalRequests)
    .where(and(eq(removalRequests.status, 'unconfirmed'), lt(removalRequests.created_at, before)))
    .returning({ id: removalRequests.id });
  return gone.length;
}

/** Locks the row for a change of state (confirm, decide, counter-notice, suit, restore never interleave). */
export async function lockByReference(tx: Executor, reference: string): Promise<RequestRow | undefined> {
  const [r] = await tx.select().from(removalRequests).where(eq(removalRequests.reference, reference)).for('update');
  return r;
}

export async function lockById(tx: Executor, id: string): Promise<RequestRow | undefined> {
  const [r] = await tx.select().from(removalRequests).where(eq(removalRequests.id, id)).for('update');
  return r;
}

export async function updateRequest(db: Executor, id: string, patch: RequestPatch): Promise<RequestRow> {
  const [r] = await db.update(removalRequests).set(patch).where(eq(removalRequests.id, id)).returning();
  if (!r) throw new Error(`removal request ${id} vanished`);
  return r;
}

/** Whether another request still holds the item hidden (the service's `holds`, in SQL). */
export async function otherHoldsOn(db: Executor, itemId: string, exceptId: string): Promise<boolean> {
  const [r] = await db
    .select({ n: count() })
    .from(removalRequests)
    .where(
      and(
        ne(removalRequests.id, exceptId),
        sql`${itemId}::uuid = any(${removalRequests.item_ids})`,
        or(
          and(
            inArray(removalRequests.kind, ['depicted_person', 'copyright']),
            inArray(removalRequests.status, ['open', 'removed', 'counter_noticed', 'suit_filed']),
          ),
          and(eq(removalRequests.kind, 'illegal_content'), eq(removalRequests.status, 'removed')),
          and(
            eq(removalRequests.kind, 'illegal_content'),
            eq(removalRequests.status, 'open'),
            inArray(removalRequests.reason, ['minor', 'non_consensual_intimate']),
          ),
        ),
      ),
    );
  return (r?.n ?? 0) > 0;
}

/** Upheld DMCA takedowns against a member since `since`: removed, or kept down by a reported suit (a restored one does not count). */
export async function strikesOf(db: Executor, uploaderId: string, since: Date): Promise<number> {
  const [r] = await db
    .select({ n: count() })
    .from(removalRequests)
    .where(
      and(
        eq(removalRequests.uploader_id, uploaderId),
        eq(removalRequests.kind, 'copyright'),
        inArray(removalRequests.status, ['removed', 'suit_filed']),
        gte(removalRequests.confirmed_at, since),
      ),
    );
  return r?.n ?? 0;
}

/** Browser tests only (the test hook): the newest removal mail to an address. */
export async function latestMailTo(db: Executor, to: string) {
  const [r] = await db
    .select({ subject: mailOutbox.subject, text: mailOutbox.text_body, kind: mailOutbox.kind })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to_address, to), like(mailOutbox.kind, 'removal_%')))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  return r;
}
