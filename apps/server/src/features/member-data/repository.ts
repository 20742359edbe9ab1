import { and, desc, eq, gt, lt, ne, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client.ts';
import { accountDeletions, erasedMemberRecords, memberDataExports } from './schema.ts';

// ---------------------------------------------------------------------------------------------------
// Exports and deletions: this feature's own tables.

export type ExportRow = typeof memberDataExports.$inferSelect;
export type DeletionRow = typeof accountDeletions.$inferSelect;

export const insertExport = async (db: Executor, userId: string) =>
  (await db.insert(memberDataExports).values({ user_id: userId }).onConflictDoNothing().returning())[0];

export const findExport = async (db: Executor, id: string) =>
  (await db.select().from(memberDataExports).where(eq(memberDataExports.id, id)))[0];

export const listExports = (db: Executor, userId: string, limit: number) =>
  db.select().from(memberDataExports).where(eq(memberDataExports.user_id, userId)).orderBy(desc(memberDataExports.created_at)).limit(limit);

/** Exports started in the last 24 hours that count against the daily limit (a failed one does not). */
export async function exportsSince(db: Executor, userId: string, since: Date) {
  const rows = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(memberDataExports)
    .where(and(eq(memberDataExports.user_id, userId), gt(memberDataExports.created_at, since), ne(memberDataExports.state, 'failed')));
  return rows[0]?.n ?? 0;
}

export const updateExport = async (db: Executor, id: string, set: Partial<ExportRow>) =>
  (await db.update(memberDataExports).set(set).where(eq(memberDataExports.id, id)).returning())[0];

export const findDeletionOf = async (db: Executor, userId: string) =>
  (await db.select().from(accountDeletions).where(eq(accountDeletions.user_id, userId)))[0];

export const findDeletion = async (db: Executor, id: string) =>
  (await db.select().from(accountDeletions).where(eq(accountDeletions.id, id)))[0];

/** Schedules (or schedules again, after a cancellation) the member's deletion. */
export async function upsertDeletion(db: Executor, userId: string, dueAt: Date) {
  const [row] = await db
    .insert(accountDeletions)
    .values({ user_id: userId, due_at: dueAt })
    .onConflictDoUpdate({
      target: accountDeletions.user_id,
      set: { state: 'scheduled', requested_at: sql`now()`, due_at: dueAt, cancelled_at: null },
    })
    .returning();
  if (!row) throw new Error('account deletion not written');
  return row;
}

export const cancelDeletion = async (db: Executor, userId: string) =>
  (
    await db
      .update(accountDeletions)
      .set({ state: 'cancelled', cancelled_at: new Date() })
      .where(and(eq(accountDeletions.user_id, userId), eq(accountDeletions.state, 'scheduled')))
      .returning()
  )[0];

export async function keepRecords(db: Executor, rows: { source_table: string; reason: string; row: unknown; keep_until: Date }[]) {
  if (rows.length) await db.insert(erasedMemberRecords).values(rows);
}

/** Kept records whose years are over (`keep_until` passed); the count deleted. */
export async function deleteKeptBefore(db: Executor, at: Date): Promise<number> {
  const gone = await db.delete(erasedMemberRecords).where(lt(erasedMemberRecords.keep_until, at)).returning({ id: erasedMemberRecords.id });
  return gone.length;
}

// ---------------------------------------------------------------------------------------------------
// The whole database, driven from its catalogue: every table of the public schema and its columns.
// Export and erasure read it fresh each time, so a feature's new table is covered without a change
// here (this feature's README.md says why this feature reaches every table).

export interface CatalogTable {
  name: string;
  /** uuid columns: a value equal to a member's id is a reference to that member. */
  uuids: { name: string; nullable: boolean }[];
  /** text, varchar, json(b) and array columns: they may carry a member's id or e-mail inside. */
  texts: string[];
  /** Which of `texts` may be null. */
  nullableTexts: string[];
}

export async function catalog(db: Executor): Promise<CatalogTable[]> {
  const r = await db.execute<{ table_name: string; column_name: string; data_type: string; is_nullable: string; is_generated: string }>(sql`
    select c.table_name, c.column_name, c.data_type, c.is_nullable, c.is_generated
    from information_schema.columns c
    join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
    where c.table_schema = 'public' and t.table_type = 'BASE TABLE'
    order by c.table_name, c.ordinal_position`);
  const tables = new Map<string, CatalogTable>();
  for (const c of r.rows) {
    const t = tables.get(c.table_name) ?? { name: c.table_name, uuids: [], texts: [], nullableTexts: [] };
    tables.set(c.table_name, t);
    if (c.is_generated === 'ALWAYS') continue;
    if (c.data_type === 'uuid') t.uuids.push({ name: c.column_name, nullable: c.is_nullable === 'YES' });
    else if (['text', 'character varying', 'jsonb', 'json', 'ARRAY'].includes(c.data_type)) {
      t.texts.push(c.column_name);
      if (c.is_nullable === 'YES') t.nullableTexts.push(c.column_name);
    }
  }
  return [...tables.values()];
}

const col = (name: string) => sql.identifier(name);
const anyOf = (parts: SQL[]) => (parts.length ? sql.join(parts, sql` or `) : sql`false`);

/** Rows of `table` where one of `columns` (uuid) is the member's id, as JSON objects. */
export async function rowsReferencing(db: Executor, table: string, columns: readonly string[], memberId: string) {
  if (!columns.length) return [];
  const where = anyOf(columns.map((c) => sql`${col(c)} = ${memberId}::uuid`));
  const r = await db.execute<{ row: Record<string, unknown> }>(sql`select to_jsonb(t) as row from ${col(table)} t where ${where}`);
  return r.rows.map((x) => x.row);
}

/** Rows of `table` where one of the text columns carries one of `needles` (lower-cased), as JSON objects. */
export async function rowsMentioning(db: Executor, table: string, columns: readonly string[], needles: readonly string[]) {
  const parts = columns.flatMap((c) => needles.map((n) => sql`strpos(lower(${col(c)}::text), ${n}) > 0`));
  if (!parts.length) return [];
  const r = await db.execute<{ row: Record<string, unknown> }>(sql`select to_jsonb(t) as row from ${col(table)} t where ${anyOf(parts)}`);
  return r.rows.map((x) => x.row);
}

/** The member's stored files, by the storage records (any bucket). */
export async function storedObjectsOf(db: Executor, memberId: string) {
  const r = await db.execute<{ bucket: string; path: string }>(
    sql`select bucket, path from storage_objects where owner_id = ${memberId}::uuid or starts_with(path, ${`${memberId}/`}) order by bucket, path`,
  );
  return r.rows;
}

export interface Needles {
  memberId: string;
  /** Lower-cased; empty when unknown. */
  email: string;
  /** Other strings that identify the member inside a text (the SHA-256 of the e-mail security events keep). */
  others: readonly string[];
}

/**
 * Erases the member from one table. A NOT NULL column that names them (a uuid equal to their id; a
 * text, json or array carrying their id, e-mail or another identifier) makes the row theirs: deleted.
 * A nullable one is a mention in a row that is someone else's too (a conversation they started, the
 * key of a direct conversation, a license they granted): set to null, the row stays. Answers how many
 * rows each step touched.
 */
export async function eraseFromTable(db: Executor, t: CatalogTable, n: Needles) {
  const id = n.memberId;
  const textHas = (c: string) =>
    anyOf([
      sql`strpos(${col(c)}::text, ${id}) > 0`,
      ...(n.email ? [sql`strpos(lower(${col(c)}::text), ${n.email}) > 0`] : []),
      ...n.others.map((o) => sql`strpos(${col(c)}::text, ${o}) > 0`),
    ]);
  const conditions: SQL[] = [
    ...t.uuids.filter((u) => !u.nullable).map((u) => sql`${col(u.name)} = ${id}::uuid`),
    ...t.texts.filter((c) => !t.nullableTexts.includes(c)).map((c) => sql`(${textHas(c)})`),
  ];
  let deleted = 0;
  if (conditions.length) {
    const r = await db.execute(sql`delete from ${col(t.name)} where ${anyOf(conditions)}`);
    deleted = r.rowCount ?? 0;
  }
  let cleared = 0;
  for (const u of t.uuids.filter((x) => x.nullable)) {
    const r = await db.execute(sql`update ${col(t.name)} set ${col(u.name)} = null where ${col(u.name)} = ${id}::uuid`);
    cleared += r.rowCount ?? 0;
  }
  for (const c of t.nullableTexts) {
    const r = await db.execute(sql`update ${col(t.name)} set ${col(c)} = null where ${textHas(c)}`);
    cleared += r.rowCount ?? 0;
  }
  return { deleted, cleared };
}

/** Deletes the rows of `table` whose `columns` contain one of `names` (a member's name copied into others' rows). */
export async function deleteNaming(db: Executor, table: string, columns: readonly string[], names: readonly string[]) {
  const parts = columns.flatMap((c) => names.map((n) => sql`strpos(lower(${col(c)}), ${n.toLowerCase()}) > 0`));
  if (!parts.length) return 0;
  const r = await db.execute(sql`delete from ${col(table)} where ${anyOf(parts)}`);
  return r.rowCount ?? 0;
}

/** Tables a scan reports: where a column still holds one of the needles (tests: the proof of erasure). */
export async function findNeedle(db: Executor, t: CatalogTable, needle: string) {
  const found: string[] = [];
  const lower = needle.toLowerCase();
  for (const c of [...t.uuids.map((u) => u.name), ...t.texts]) {
    const r = await db.execute<{ n: number }>(
      sql`select count(*)::int as n from ${col(t.name)} where strpos(lower(${col(c)}::text), ${lower}) > 0`,
    );
    if ((r.rows[0]?.n ?? 0) > 0) found.push(`${t.name}.${c}`);
  }
  return found;
}

export const expiredReadyExports = (db: Executor, now: Date, limit: number) =>
  db
    .select()
    .from(memberDataExports)
    .where(and(eq(memberDataExports.state, 'ready'), sql`${memberDataExports.expires_at} <= ${now}`))
    .limit(limit);
