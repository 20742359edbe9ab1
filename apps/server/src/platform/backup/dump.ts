import type { Database } from '../db/client.ts';

/**
 * A database's rows as text, read in one snapshot and written back in one transaction. The same code
 * serves the embedded database and PostgreSQL (an archive of one restores into the other): every
 * table of the `public` schema is read with `to_json` (exact for every type it holds: timestamps keep
 * their microseconds, numbers their digits, bytea its hex) and written back with
 * `json_populate_recordset`, which reads each value with the column type's own input function.
 */

/** One statement runner bound to one session (a transaction's connection). */
export interface Session {
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
}

export interface TableInfo {
  name: string;
  /** Columns written back: generated ones are left out (the database computes them again). */
  columns: string[];
}

export interface SequenceState {
  name: string;
  last_value: string;
  is_called: boolean;
}

const q = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * Runs `fn` in one transaction on one connection: REPEATABLE READ and READ ONLY for a snapshot (every
 * statement sees the database as it was at the first), or a plain read-write one for a restore.
 */
export async function inTransaction<T>(database: Database, mode: 'snapshot' | 'write', fn: (s: Session) => Promise<T>): Promise<T> {
  const config = mode === 'snapshot' ? ({ isolationLevel: 'repeatable read', accessMode: 'read only' } as const) : undefined;
  return database.db.transaction(async (tx) => {
    const session: Session = {
      async query(text, params) {
        // Drizzle's transaction hands each driver's client; both answer `{ rows }` to a raw query.
        const client = (tx as unknown as { session: { client: RawClient } }).session.client;
        const r = await client.query(text, params ?? []);
        return r.rows as never;
      },
    };
    return fn(session);
  }, config);
}

interface RawClient {
  query(text: string, params: unknown[]): Promise<{ rows: unknown[] }>;
}

/** The tables of the public schema, parents before the tables whose foreign keys name them. */
export async function listTables(s: Session): Promise<TableInfo[]> {
  const cols = await s.query<{ table: string; column: string }>(
    `select c.relname as "table", a.attname as "column"
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
       join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
      where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relispartition
      order by c.relname, a.attnum`,
  );
  const byTable = new Map<string, string[]>();
  for (const r of cols) byTable.set(r.table, [...(byTable.get(r.table) ?? []), r.column]);
  const refs = await s.query<{ child: string; parent: string }>(
    `select distinct c.relname as child, p.relname as parent
       from pg_constraint k join pg_class c on c.oid = k.conrelid join pg_class p on p.oid = k.confrelid
       join pg_namespace n on n.oid = c.relnamespace
      where k.contype = 'f' and n.nspname = 'public' and c.oid <> p.oid`,
  );
  // Depth-first: a table comes after every table it points at (a loop, which the schema does not
  // have, would be broken at the table met first; a restore as superuser does not depend on order).
  const parents = new Map<string, string[]>();
  for (const r of refs) parents.set(r.child, [...(parents.get(r.child) ?? []), r.parent]);
  const ordered: string[] = [];
  const state = new Map<string, 'visiting' | 'done'>();
  const visit = (t: string) => {
    if (state.has(t)) return;
    state.set(t, 'visiting');
    for (const p of parents.get(t) ?? []) if (byTable.has(p)) visit(p);
    state.set(t, 'done');
    ordered.push(t);
  };
  for (const t of [...byTable.keys()].sort()) visit(t);
  return ordered.map((name) => ({ name, columns: byTable.get(name) ?? [] }));
}

export async function readSequences(s: Session): Promise<SequenceState[]> {
  const seqs = await s.query<{ name: string }>(
    `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind = 'S' order by c.relname`,
  );
  const out: SequenceState[] = [];
  for (const { name } of seqs) {
    const [row] = await s.query<{ last_value: string; is_called: boolean }>(`select last_value::text, is_called from ${q(name)}`);
    if (row) out.push({ name, last_value: row.last_value, is_called: row.is_called });
  }
  return out;
}

/** The migrations applied (Drizzle's journal): an archive restores only into the same schema. */
export async function appliedMigrations(s: Session): Promise<string[]> {
  const rows = await s
    .query<{ hash: string }>('select hash from drizzle.__drizzle_migrations order by created_at, id')
    .catch(() => [] as { hash: string }[]);
  return rows.map((r) => r.hash);
}

/**
 * Every row of `table` as JSON text, in pages of `pageRows` through a cursor (memory holds one page),
 * each page handed to `onPage` as one JSON array.
 */
export async function readTable(s: Session, table: TableInfo, pageRows: number, onPage: (json: string, rows: number) => Promise<void>) {
  const cursor = `mb_backup_${table.name.replace(/\W/g, '_')}`;
  await s.query(`declare ${q(cursor)} no scroll cursor for select to_json(t)::text as row from ${q(table.name)} t`);
  try {
    for (;;) {
      const rows = await s.query<{ row: string }>(`fetch forward ${pageRows} from ${q(cursor)}`);
      if (rows.length === 0) break;
      await onPage(`[${rows.map((r) => r.row).join(',')}]`, rows.length);
      if (rows.length < pageRows) break;
    }
  } finally {
    await s.query(`close ${q(cursor)}`);
  }
}

/** Writes one page (a JSON array of rows as readTable made it) into `table`. */
export async function writeRows(s: Session, table: TableInfo, json: string): Promise<void> {
  const cols = table.columns.map(q).join(', ');
  await s.query(
    `insert into ${q(table.name)} (${cols}) overriding system value select ${cols} from json_populate_recordset(null::${q(table.name)}, $1::json)`,
    [json],
  );
}

/** Empties every table (what migrations put in, the server's own start-up rows) before a restore fills them. */
export async function emptyTables(s: Session, tables: TableInfo[]): Promise<void> {
  if (tables.length) await s.query(`truncate ${tables.map((t) => q(t.name)).join(', ')} cascade`);
}

export async function restoreSequences(s: Session, seqs: SequenceState[]): Promise<void> {
  for (const seq of seqs) await s.query('select setval($1::regclass, $2::bigint, $3)', [q(seq.name), seq.last_value, seq.is_called]);
}

/**
 * Foreign keys are checked per statement; as a superuser (the embedded database always, PostgreSQL
 * often) they are not checked at all during the load, so the order of tables cannot matter.
 */
export async function relaxForeignKeys(s: Session): Promise<boolean> {
  const [me] = await s.query<{ su: boolean }>('select rolsuper as su from pg_roles where rolname = current_user');
  if (!me?.su) return false;
  await s.query('set local session_replication_role = replica');
  return true;
}

/** Rows and an order-independent checksum per table: what a restore must find again. */
export async function tableChecksums(s: Session, tables: TableInfo[]): Promise<Record<string, { rows: number; md5: string }>> {
  const out: Record<string, { rows: number; md5: string }> = {};
  // Text of times in UTC whatever the session's time zone, so two databases compare equal.
  await s.query("set local timezone = 'UTC'");
  for (const t of tables) {
    const [r] = await s.query<{ rows: number; md5: string | null }>(
      `select count(*)::int as rows, md5(coalesce(string_agg(h, '' order by h), '')) as md5
         from (select md5(to_json(t)::text) as h from ${q(t.name)} t) x`,
    );
    out[t.name] = { rows: r?.rows ?? 0, md5: r?.md5 ?? '' };
  }
  return out;
}
