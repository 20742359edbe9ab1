import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { rename, rm, stat } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import tar from 'tar-stream';
import type { Database } from '../db/client.ts';
import { BUCKETS, type Bucket, CONTENT_TYPES, isValidKey, type StorageDriver } from '../storage/storage.ts';
import {
  appliedMigrations,
  emptyTables,
  inTransaction,
  listTables,
  readSequences,
  readTable,
  relaxForeignKeys,
  restoreSequences,
  type SequenceState,
  type Session,
  type TableInfo,
  tableChecksums,
  writeRows,
} from './dump.ts';

/**
 * `npm run backup` / `npm run restore` (README "Backups"): one gzipped tar holding a snapshot of the
 * database and every stored file. In the archive's order:
 *
 *   modelbase-backup.json  what it is: format, when, from which driver, the migrations, tables, sequences
 *   db/<table>/<n>.json    the table's rows, a page (a JSON array) per entry, read in one snapshot
 *   files/<bucket>/<key>   every object of every bucket, listed after the snapshot was taken
 *   summary.json           rows and checksum per table, sha256 per file: what a restore must find again
 *
 * Files are written before the rows that name them (every feature stores first, then records), so a
 * snapshot's rows find their files when they are copied after it; a file deleted in between is
 * reported as missing. A restore loads everything in one transaction and commits only once its own
 * checksums equal the summary's: it either restores all of it or nothing.
 */

export const BACKUP_FORMAT = 1;
const MANIFEST = 'modelbase-backup.json';
const SUMMARY = 'summary.json';
const PAGE_ROWS = 2000;

export interface Manifest {
  format: number;
  product: string;
  version: string;
  created_at: string;
  driver: Database['driver'];
  storage: StorageDriver['name'];
  migrations: string[];
  tables: TableInfo[];
  sequences: SequenceState[];
}

export interface Summary {
  tables: Record<string, { rows: number; md5: string }>;
  files: Record<string, { bytes: number; sha256: string }>;
  /** storage_objects rows of the snapshot whose file was gone when files were copied. */
  missing: string[];
}

export interface BackupResult {
  path: string;
  bytes: number;
  rows: number;
  files: number;
  missing: string[];
  ms: number;
}

const sha256 = (b: Buffer) => createHash('sha256').update(b).digest('hex');

/** Writes the archive to `out` (through a temporary file renamed at the end: a failed backup leaves nothing). */
export async function writeBackup(opts: {
  database: Database;
  storage: StorageDriver;
  out: string;
  product: string;
  version: string;
}): Promise<BackupResult> {
  const started = Date.now();
  const tmp = `${opts.out}.partial-${process.pid}`;
  const pack = tar.pack();
  const written = pipeline(pack, createGzip({ level: 6 }), createWriteStream(tmp));
  const add = (name: string, body: Buffer) =>
    new Promise<void>((resolve, reject) =>
      pack.entry({ name, size: body.length, mtime: new Date(started) }, body, (e) => (e ? reject(e) : resolve())),
    );
  let rows = 0;
  try {
    const summary: Summary = { tables: {}, files: {}, missing: [] };
    const referenced = await inTransaction(opts.database, 'snapshot', async (s) => {
      const tables = await listTables(s);
      const manifest: Manifest = {
        format: BACKUP_FORMAT,
        product: opts.product,
        version: opts.version,
        created_at: new Date().toISOString(),
        driver: opts.database.driver,
        storage: opts.storage.name,
        migrations: await appliedMigrations(s),
        tables,
        sequences: await readSequences(s),
      };
      await add(MANIFEST, Buffer.from(JSON.stringify(manifest, null, 2)));
      for (const t of tables) {
        let page = 0;
        await readTable(s, t, PAGE_ROWS, async (json, n) => {
          rows += n;
          await add(`db/${t.name}/${String(page++).padStart(6, '0')}.json`, Buffer.from(json));
        });
      }
      summary.tables = await tableChecksums(s, tables);
      return storedObjects(s);
    });
    for (const bucket of Object.keys(BUCKETS) as Bucket[]) {
      for (const key of await opts.storage.list(bucket, '')) {
        const obj = await opts.storage.get(bucket, key);
        if (!obj) continue; // deleted since it was listed
        await add(`files/${bucket}/${key}`, obj.body);
        summary.files[`${bucket}/${key}`] = { bytes: obj.body.length, sha256: sha256(obj.body) };
      }
    }
    summary.missing = referenced.filter((f) => !summary.files[f]);
    await add(SUMMARY, Buffer.from(JSON.stringify(summary)));
    pack.finalize();
    await written;
    await rename(tmp, opts.out);
    const { size } = await stat(opts.out);
    return {
      path: opts.out,
      bytes: size,
      rows,
      files: Object.keys(summary.files).length,
      missing: summary.missing,
      ms: Date.now() - started,
    };
  } catch (e) {
    pack.destroy(e as Error);
    await written.catch(() => {});
    await rm(tmp, { force: true });
    throw e;
  }
}

/** Every file the database says is stored, as `bucket/key`. */
async function storedObjects(s: Session): Promise<string[]> {
  const rows = await s.query<{ f: string }>(`select bucket || '/' || path as f from storage_objects`).catch(() => []);
  return rows.map((r) => r.f);
}

export class RestoreRefused extends Error {}

export interface RestoreResult {
  rows: number;
  files: number;
  ms: number;
}

/**
 * Brings an archive back into an empty deployment: the database migrated to the archive's migrations
 * and holding no member account, the storage holding no file. Anything else is refused (RestoreRefused)
 * before a thing is written.
 */
export async function restoreBackup(opts: { database: Database; storage: StorageDriver; from: string }): Promise<RestoreResult> {
  const started = Date.now();
  const extract = tar.extract();
  const reading = pipeline(createReadStream(opts.from), createGunzip(), extract);
  reading.catch(() => {});
  const entries = extract[Symbol.asyncIterator]();
  const next = async (): Promise<{ name: string; body: Buffer } | null> => {
    const r = await entries.next();
    if (r.done) return null;
    const chunks: Buffer[] = [];
    for await (const c of r.value) chunks.push(c as Buffer);
    return { name: r.value.header.name, body: Buffer.concat(chunks) };
  };
  const put: { bucket: Bucket; key: string }[] = [];
  try {
    const first = await next();
    if (first?.name !== MANIFEST) throw new RestoreRefused(`${opts.from} is not a backup made by npm run backup`);
    const manifest = JSON.parse(first.body.toString('utf8')) as Manifest;
    if (manifest.format !== BACKUP_FORMAT)
      throw new RestoreRefused(`backup format ${manifest.format} is not known to this version (${BACKUP_FORMAT})`);
    await refuseUnlessEmpty(opts.database, opts.storage, manifest);
    let rows = 0;
    await inTransaction(opts.database, 'write', async (s) => {
      const tables = new Map(manifest.tables.map((t) => [t.name, t]));
      const here = await listTables(s);
      await relaxForeignKeys(s);
      await emptyTables(s, here);
      const seen: Record<string, { bytes: number; sha256: string }> = {};
      for (let e = await next(); e; e = await next()) {
        const [kind, a, ...rest] = e.name.split('/');
        if (kind === 'db' && a) {
          const t = tables.get(a);
          if (!t) throw new Error(`the archive holds rows of ${a}, which its manifest does not list`);
          await writeRows(s, t, e.body.toString('utf8'));
          rows += (JSON.parse(e.body.toString('utf8')) as unknown[]).length;
        } else if (kind === 'files' && a && a in BUCKETS) {
          const key = rest.join('/');
          if (!isValidKey(key)) throw new Error(`the archive holds a file under a key the server never makes: ${e.name}`);
          const ext = key.split('.').at(-1) ?? '';
          await opts.storage.put(a as Bucket, key, e.body, CONTENT_TYPES[ext] ?? 'application/octet-stream');
          put.push({ bucket: a as Bucket, key });
          seen[`${a}/${key}`] = { bytes: e.body.length, sha256: sha256(e.body) };
        } else if (e.name === SUMMARY) {
          const summary = JSON.parse(e.body.toString('utf8')) as Summary;
          await restoreSequences(s, manifest.sequences);
          const got = await tableChecksums(s, here);
          const wrong = Object.entries(summary.tables).filter(([t, c]) => got[t]?.rows !== c.rows || got[t]?.md5 !== c.md5);
          if (wrong.length) throw new Error(`restored rows differ from the backup's in ${wrong.map(([t]) => t).join(', ')}`);
          const badFiles = Object.entries(summary.files).filter(([f, c]) => seen[f]?.sha256 !== c.sha256);
          if (badFiles.length) throw new Error(`${badFiles.length} restored files differ from the backup's (${badFiles[0]?.[0]}...)`);
          return;
        }
      }
      throw new Error('the archive ends before its summary: it is incomplete');
    });
    return { rows, files: put.length, ms: Date.now() - started };
  } catch (e) {
    // Nothing half-restored: the transaction rolled back; the files it put go too.
    for (const f of put) await opts.storage.delete(f.bucket, f.key).catch(() => {});
    throw e;
  } finally {
    extract.destroy();
  }
}

async function refuseUnlessEmpty(database: Database, storage: StorageDriver, manifest: Manifest) {
  const here = await inTransaction(database, 'snapshot', async (s) => ({
    migrations: await appliedMigrations(s),
    members: Number((await s.query<{ n: number }>('select count(*)::int as n from users'))[0]?.n ?? 0),
  }));
  if (here.migrations.join() !== manifest.migrations.join()) {
    throw new RestoreRefused(
      `the backup was made with ${manifest.migrations.length} database migrations (version ${manifest.version}), this install has ${here.migrations.length}: ` +
        'restore with the version that made it, then upgrade',
    );
  }
  if (here.members > 0) {
    throw new RestoreRefused(
      `restore needs an empty deployment, and this database holds ${here.members} member account(s): point DATA_DIR or DATABASE_URL at a new one`,
    );
  }
  for (const bucket of Object.keys(BUCKETS) as Bucket[]) {
    const keys = await storage.list(bucket, '');
    if (keys.length) {
      throw new RestoreRefused(
        `restore needs an empty deployment, and the storage holds files (${bucket}/${keys[0]}...): point DATA_DIR or STORAGE_URL at an empty one`,
      );
    }
  }
}
