import { and, asc, count, desc, eq, inArray, ne, or, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client.ts';
import {
  collabCredits,
  collabFiles,
  collabMembers,
  collabMessages,
  collabOrders,
  collaborations,
  collabTaskReminders,
  collabTasks,
} from './schema.ts';

export type CollabRow = typeof collaborations.$inferSelect;
export type MemberRow = typeof collabMembers.$inferSelect;
export type TaskRow = typeof collabTasks.$inferSelect;
export type FileRow = typeof collabFiles.$inferSelect;
export type MessageRow = typeof collabMessages.$inferSelect;
export type OrderRow = typeof collabOrders.$inferSelect;
export type CreditRow = typeof collabCredits.$inferSelect;

// ---------------------------------------------------------------------------------------------------
// Collaborations and members

export async function insertCollab(db: Executor, v: typeof collaborations.$inferInsert): Promise<CollabRow> {
  const [row] = await db.insert(collaborations).values(v).returning();
  return row as CollabRow;
}

export async function findCollab(db: Executor, id: string, opts: { lock?: boolean } = {}): Promise<CollabRow | undefined> {
  const q = db.select().from(collaborations).where(eq(collaborations.id, id));
  const [row] = opts.lock ? await q.for('update') : await q;
  return row;
}

export async function updateCollab(db: Executor, id: string, patch: Partial<typeof collaborations.$inferInsert>): Promise<CollabRow> {
  const [row] = await db
    .update(collaborations)
    .set({ ...patch, updated_at: new Date() })
    .where(eq(collaborations.id, id))
    .returning();
  return row as CollabRow;
}

export const touchCollab = (db: Executor, id: string) =>
  db.update(collaborations).set({ updated_at: new Date() }).where(eq(collaborations.id, id));

export async function insertMembers(db: Executor, rows: (typeof collabMembers.$inferInsert)[]): Promise<void> {
  if (rows.length > 0) await db.insert(collabMembers).values(rows).onConflictDoNothing();
}

export async function findMember(db: Executor, collabId: string, userId: string): Promise<MemberRow | undefined> {
  const [row] = await db
    .select()
    .from(collabMembers)
    .where(and(eq(collabMembers.collab_id, collabId), eq(collabMembers.user_id, userId)));
  return row;
}

export function membersOf(db: Executor, collabId: string): Promise<MemberRow[]> {
  return db.select().from(collabMembers).where(eq(collabMembers.collab_id, collabId)).orderBy(asc(collabMembers.created_at));
}

export async function countMembers(db: Executor, collabId: string): Promise<number> {
  const [r] = await db.select({ n: count() }).from(collabMembers).where(eq(collabMembers.collab_id, collabId));
  return Number(r?.n ?? 0);
}

export async function joinMember(db: Executor, collabId: string, userId: string): Promise<MemberRow | undefined> {
  const [row] = await db
    .update(collabMembers)
    .set({ state: 'joined', joined_at: new Date() })
    .where(and(eq(collabMembers.collab_id, collabId), eq(collabMembers.user_id, userId), eq(collabMembers.state, 'invited')))
    .returning();
  return row;
}

export async function deleteMember(db: Executor, collabId: string, userId: string, onlyState?: 'invited'): Promise<boolean> {
  const rows = await db
    .delete(collabMembers)
    .where(
      and(
        eq(collabMembers.collab_id, collabId),
        eq(collabMembers.user_id, userId),
        ne(collabMembers.role, 'owner'),
        onlyState ? eq(collabMembers.state, onlyState) : undefined,
      ),
    )
    .returning({ id: collabMembers.user_id });
  return rows.length > 0;
}

/** Every collaboration the member is in or invited to, newest activity first, with member counts. */
export async function collabsOf(db: Executor, userId: string) {
  return db
    .select({
      collab: collaborations,
      role: collabMembers.role,
      state: collabMembers.state,
      members: sql<number>`(select count(*)::int from ${collabMembers} m where m.collab_id = ${collaborations.id} and m.state = 'joined')`,
    })
    .from(collabMembers)
    .innerJoin(collaborations, eq(collaborations.id, collabMembers.collab_id))
    .where(eq(collabMembers.user_id, userId))
    .orderBy(desc(collaborations.updated_at))
    .limit(500);
}

export async function countJoined(db: Executor, collabId: string): Promise<number> {
  const [r] = await db
    .select({ n: count() })
    .from(collabMembers)
    .where(and(eq(collabMembers.collab_id, collabId), eq(collabMembers.state, 'joined')));
  return Number(r?.n ?? 0);
}

/** Joined members' ids (whom a change is told to). */
export async function joinedIds(db: Executor, collabId: string): Promise<string[]> {
  const rows = await db
    .select({ id: collabMembers.user_id })
    .from(collabMembers)
    .where(and(eq(collabMembers.collab_id, collabId), eq(collabMembers.state, 'joined')));
  return rows.map((r) => r.id);
}

// ---------------------------------------------------------------------------------------------------
// Tasks

export async function insertTask(db: Executor, v: typeof collabTasks.$inferInsert): Promise<TaskRow> {
  const [row] = await db.insert(collabTasks).values(v).returning();
  return row as TaskRow;
}

export async function findTask(db: Executor, collabId: string, taskId: string): Promise<TaskRow | undefined> {
  const [row] = await db
    .select()
    .from(collabTasks)
    .where(and(eq(collabTasks.id, taskId), eq(collabTasks.collab_id, collabId)));
  return row;
}

export async function updateTask(db: Executor, taskId: string, patch: Partial<typeof collabTasks.$inferInsert>): Promise<TaskRow> {
  const [row] = await db
    .update(collabTasks)
    .set({ ...patch, updated_at: new Date() })
    .where(eq(collabTasks.id, taskId))
    .returning();
  return row as TaskRow;
}

export function tasksOf(db: Executor, collabId: string): Promise<TaskRow[]> {
  return db.select().from(collabTasks).where(eq(collabTasks.collab_id, collabId)).orderBy(asc(collabTasks.created_at)).limit(1000);
}

export async function countTasks(db: Executor, collabId: string): Promise<number> {
  const [r] = await db.select({ n: count() }).from(collabTasks).where(eq(collabTasks.collab_id, collabId));
  return Number(r?.n ?? 0);
}

/** A removed member's tasks go back to nobody. */
export const unassignTasks = (db: Executor, collabId: string, userId: string) =>
  db
    .update(collabTasks)
    .set({ assignee_id: null, updated_at: new Date() })
    .where(and(eq(collabTasks.collab_id, collabId), eq(collabTasks.assignee_id, userId)));

export type DueTask = {
  id: string;
  collab_id: string;
  title: string;
  assignee_id: string;
  due_on: string;
  collab_title: string;
};

/**
 * Open, assigned tasks of live collaborations whose `kind` reminder for their current due date was not
 * sent yet: due tomorrow or earlier (due_tomorrow: exactly the day after `today`), or overdue (due before `today`).
 */
export async function tasksNeedingReminder(
  db: Executor,
  kind: 'due_tomorrow' | 'overdue',
  today: string,
  limit: number,
): Promise<DueTask[]> {
  const dueClause = kind === 'due_tomorrow' ? sql`t.due_on = (${today}::date + 1)` : sql`t.due_on < ${today}::date`;
  const r = await db.execute<DueTask>(sql`
    select t.id, t.collab_id, t.title, t.assignee_id, t.due_on::text as due_on, c.title as collab_title
      from ${collabTasks} t
      join ${collaborations} c on c.id = t.collab_id
     where t.status <> 'done' and t.assignee_id is not null and t.due_on is not null and ${dueClause}
       and c.status in ('planning', 'active')
       and not exists (select 1 from ${collabTaskReminders} r where r.task_id = t.id and r.kind = ${kind} and r.due_on = t.due_on)
     order by t.due_on, t.id
     limit ${limit}`);
  return r.rows;
}

/** Claims a reminder: true only for the one caller whose insert made the row. */
export async function claimReminder(db: Executor, taskId: string, kind: 'due_tomorrow' | 'overdue', dueOn: string): Promise<boolean> {
  const rows = await db
    .insert(collabTaskReminders)
    .values({ task_id: taskId, kind, due_on: dueOn })
    .onConflictDoNothing()
    .returning({ id: collabTaskReminders.task_id });
  return rows.length > 0;
}

// ---------------------------------------------------------------------------------------------------
// Files

export async function insertFile(db: Executor, v: typeof collabFiles.$inferInsert): Promise<FileRow> {
  const [row] = await db.insert(collabFiles).values(v).returning();
  return row as FileRow;
}

export function filesOf(db: Executor, collabId: string): Promise<FileRow[]> {
  return db.select().from(collabFiles).where(eq(collabFiles.collab_id, collabId)).orderBy(desc(collabFiles.created_at)).limit(1000);
}

export async function countFiles(db: Executor, collabId: string): Promise<number> {
  const [r] = await db.select({ n: count() }).from(collabFiles).where(eq(collabFiles.collab_id, collabId));
  return Number(r?.n ?? 0);
}

export async function findFile(db: Executor, collabId: string, fileId: string): Promise<FileRow | undefined> {
  const [row] = await db
    .select()
    .from(collabFiles)
    .where(and(eq(collabFiles.id, fileId), eq(collabFiles.collab_id, collabId)));
  return row;
}

export async function findFileByKey(db: Executor, key: string): Promise<FileRow | undefined> {
  const [row] = await db.select().from(collabFiles).where(eq(collabFiles.key, key));
  return row;
}

export function filesByIds(db: Executor, ids: readonly string[]): Promise<FileRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(collabFiles)
    .where(inArray(collabFiles.id, [...ids]));
}

export function filesOfOrders(db: Executor, orderIds: readonly string[]): Promise<FileRow[]> {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(collabFiles)
    .where(inArray(collabFiles.order_id, [...orderIds]))
    .orderBy(asc(collabFiles.created_at));
}

export async function deleteFile(db: Executor, fileId: string): Promise<void> {
  await db.delete(collabFiles).where(eq(collabFiles.id, fileId));
}

/** Whether a file is part of an order (in its brief or delivered for it): what editors may open. */
export async function fileInAnOrder(db: Executor, file: FileRow): Promise<boolean> {
  if (file.order_id) return true;
  const r = await db.execute<{ one: number }>(sql`
    select 1 as one from ${collabOrders} o where o.collab_id = ${file.collab_id} and ${file.id}::uuid = any(o.file_ids) limit 1`);
  return r.rows.length > 0;
}

// ---------------------------------------------------------------------------------------------------
// Discussion

export async function insertMessage(db: Executor, v: typeof collabMessages.$inferInsert): Promise<MessageRow> {
  const [row] = await db.insert(collabMessages).values(v).returning();
  return row as MessageRow;
}

/** A page of the discussion, oldest first: the latest `limit`, or those just older than the message `before`. */
export async function latestMessages(db: Executor, collabId: string, limit: number, before?: string): Promise<MessageRow[]> {
  const older = before
    ? sql`(${collabMessages.created_at}, ${collabMessages.id}) < (select m.created_at, m.id from ${collabMessages} m where m.id = ${before} and m.collab_id = ${collabId})`
    : undefined;
  const rows = await db
    .select()
    .from(collabMessages)
    .where(and(eq(collabMessages.collab_id, collabId), older))
    .orderBy(desc(collabMessages.created_at), desc(collabMessages.id))
    .limit(limit);
  return rows.reverse();
}

// ---------------------------------------------------------------------------------------------------
// Post-production orders

export async function insertOrder(db: Executor, v: typeof collabOrders.$inferInsert): Promise<OrderRow> {
  const [row] = await db.insert(collabOrders).values(v).returning();
  return row as OrderRow;
}

export async function findOrder(db: Executor, id: string, opts: { lock?: boolean } = {}): Promise<OrderRow | undefined> {
  const q = db.select().from(collabOrders).where(eq(collabOrders.id, id));
  const [row] = opts.lock ? await q.for('update') : await q;
  return row;
}

export async function updateOrder(db: Executor, id: string, patch: Partial<typeof collabOrders.$inferInsert>): Promise<OrderRow> {
  const [row] = await db
    .update(collabOrders)
    .set({ ...patch, updated_at: new Date() })
    .where(eq(collabOrders.id, id))
    .returning();
  return row as OrderRow;
}

export function ordersOf(db: Executor, collabId: string): Promise<OrderRow[]> {
  return db.select().from(collabOrders).where(eq(collabOrders.collab_id, collabId)).orderBy(desc(collabOrders.created_at)).limit(200);
}

/** The queue: open orders oldest first, then the latest closed ones. */
export async function queue(db: Executor, closedLimit: number): Promise<OrderRow[]> {
  const open = await db
    .select()
    .from(collabOrders)
    .where(or(eq(collabOrders.status, 'requested'), eq(collabOrders.status, 'in_progress')))
    .orderBy(asc(collabOrders.created_at))
    .limit(500);
  const closed = await db
    .select()
    .from(collabOrders)
    .where(or(eq(collabOrders.status, 'delivered'), eq(collabOrders.status, 'cancelled')))
    .orderBy(desc(collabOrders.updated_at))
    .limit(closedLimit);
  return [...open, ...closed];
}

export function collabsByIds(db: Executor, ids: readonly string[]): Promise<CollabRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(collaborations)
    .where(inArray(collaborations.id, [...ids]));
}

// ---------------------------------------------------------------------------------------------------
// Credits

export async function insertCredit(db: Executor, v: typeof collabCredits.$inferInsert): Promise<void> {
  await db.insert(collabCredits).values(v).onConflictDoNothing();
}

export function creditsOf(db: Executor, collabId: string): Promise<CreditRow[]> {
  return db.select().from(collabCredits).where(eq(collabCredits.collab_id, collabId));
}

/** A member's confirmed credits on completed collaborations they still belong to. */
export async function confirmedCreditsOfMember(db: Executor, userId: string) {
  return db
    .select({ collab: collaborations, role: collabMembers.role, confirmed_by: collabCredits.confirmed_by })
    .from(collabCredits)
    .innerJoin(collaborations, eq(collaborations.id, collabCredits.collab_id))
    .innerJoin(collabMembers, and(eq(collabMembers.collab_id, collabCredits.collab_id), eq(collabMembers.user_id, collabCredits.member_id)))
    .where(and(eq(collabCredits.member_id, userId), eq(collaborations.status, 'completed'), eq(collabMembers.state, 'joined')))
    .orderBy(desc(collaborations.ends_on), desc(collaborations.updated_at))
    .limit(500);
}
