import { execFile } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { AwsClient } from 'aws4fetch';
import pg from 'pg';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RestoreRefused, restoreBackup, writeBackup } from '../../src/platform/backup/backup.ts';
import { inTransaction, listTables, tableChecksums } from '../../src/platform/backup/dump.ts';
import { type Database, openDatabase } from '../../src/platform/db/client.ts';
import { createLocalDriver } from '../../src/platform/storage/local.ts';
import { createS3Driver } from '../../src/platform/storage/s3.ts';
import { BUCKETS, type Bucket, type StorageDriver } from '../../src/platform/storage/storage.ts';
import { fillDeployment } from '../helpers/fill.ts';
import { withDatabase } from '../helpers/global-setup.ts';
import { ensureServerBuilt, serverEntry } from '../helpers/server-process.ts';
import { freshDatabase, startTestApp } from '../helpers/test-app.ts';

// Backups that restore (issue 34): a deployment filled through the API is backed up, restored into a
// fresh database and storage, and every row and file is found equal (counts and checksums); on the
// database the run uses (PGlite, or PostgreSQL with DATABASE_URL) and on both storage drivers.

const dirs: string[] = [];
const tmp = (prefix: string) => {
  const d = mkdtempSync(path.join(os.tmpdir(), prefix));
  dirs.push(d);
  return d;
};
const cleanups: (() => Promise<unknown>)[] = [];
let s3: S3rver;
let s3Endpoint = '';

beforeAll(async () => {
  s3 = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: tmp('mb-s3-backup-') });
  const addr = await s3.run();
  s3Endpoint = `127.0.0.1:${addr.port}`;
  const aws = new AwsClient({ accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER', region: 'us-east-1', service: 's3' });
  const res = await aws.fetch(`http://${s3Endpoint}/mb-backup`, { method: 'PUT' });
  if (!res.ok) throw new Error(`create bucket: ${res.status}`);
}, 30_000);
afterAll(async () => {
  for (const c of cleanups.reverse()) await c().catch(() => {});
  await s3?.close();
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

const s3Url = () => `s3+http://S3RVER:S3RVER@${s3Endpoint}/mb-backup/${randomBytes(4).toString('hex')}`;

async function checksums(database: Database) {
  return inTransaction(database, 'snapshot', async (s) => tableChecksums(s, await listTables(s)));
}

async function fileSums(storage: StorageDriver) {
  const out: Record<string, string> = {};
  for (const bucket of Object.keys(BUCKETS) as Bucket[]) {
    for (const key of await storage.list(bucket, '')) {
      const obj = await storage.get(bucket, key);
      if (obj) out[`${bucket}/${key}`] = createHash('sha256').update(obj.body).digest('hex');
    }
  }
  return out;
}

/** An empty deployment's database: a migrated copy, or (cli) an empty PostgreSQL database / data directory the command migrates. */
async function emptyTarget() {
  const fresh = await freshDatabase();
  cleanups.push(fresh.drop);
  return fresh;
}

describe.each(['local', 's3'] as const)('backup and restore, %s storage', (storageKind) => {
  it('a filled deployment comes back whole: every row and file equal; a second restore is refused', { timeout: 240_000 }, async () => {
    const storageUrl = storageKind === 's3' ? s3Url() : undefined;
    const source = await startTestApp(storageUrl ? { STORAGE_URL: storageUrl } : {});
    cleanups.push(() => source.close());
    const filled = await fillDeployment(source);
    // Rows the job worker writes would make the two sides differ: compare what the backup saw.
    await source.ctx.jobs.stop();
    const archive = path.join(tmp('mb-backup-'), 'backup.tar.gz');
    const made = await writeBackup({
      database: source.ctx.database,
      storage: source.ctx.storage,
      out: archive,
      product: 'test',
      version: '0',
    });
    expect(made.missing).toEqual([]);
    expect(made.files).toBeGreaterThanOrEqual(4 * 2 + 2);

    const target = await emptyTarget();
    const targetStorageUrl = storageUrl ? s3Url() : undefined;
    const targetStorage = targetStorageUrl ? createS3Driver(targetStorageUrl) : createLocalDriver(path.join(target.dataDir, 'storage'));
    const restored = await restoreBackup({ database: target.database, storage: targetStorage, from: archive });
    expect(restored.files).toBe(made.files);

    const want = await checksums(source.ctx.database);
    const got = await checksums(target.database);
    expect(got).toEqual(want);
    for (const table of ['users', 'portfolio_items', 'messages', 'message_attachments', 'bookings', 'storage_objects']) {
      expect(got[table]?.rows, table).toBeGreaterThan(0);
    }
    expect(await fileSums(targetStorage)).toEqual(await fileSums(source.ctx.storage));

    // Into a deployment that is not empty: refused, saying why, and nothing changes.
    const again = await restoreBackup({ database: target.database, storage: targetStorage, from: archive }).catch((e) => e);
    expect(again).toBeInstanceOf(RestoreRefused);
    expect((again as Error).message).toMatch(/empty deployment.*member account/);
    expect(await checksums(target.database)).toEqual(want);

    // The restored deployment serves: a member signs in with their password and reads their portfolio's file.
    const served = await startTestApp(targetStorageUrl ? { STORAGE_URL: targetStorageUrl } : {}, {
      database: target.database,
      dataDir: target.dataDir,
    });
    const member = filled.items[0]!.owner;
    const signIn = await served.call('signIn', { body: { email: member.email, password: member.password } });
    expect(signIn.status, JSON.stringify(signIn.error)).toBe(200);
    const mine = await served.call('myPortfolio', { token: signIn.data.access_token });
    expect(mine.status, JSON.stringify(mine.error)).toBe(200);
    const item = mine.data.items.find((i) => i.id === filled.items[0]!.item.id);
    expect(item?.media.full_url).toBeTruthy();
    const file = await fetch(served.url + item!.media.full_url);
    expect(file.status).toBe(200);
    await served.close();
  });
});

describe('npm run backup / restore (the built command)', () => {
  beforeAll(() => ensureServerBuilt(), 300_000);

  it('backs up a deployment that is not running, restores it into an empty one, and refuses a non-empty one', {
    timeout: 300_000,
  }, async () => {
    const fresh = await freshDatabase();
    cleanups.push(fresh.drop);
    const source = await startTestApp({}, fresh);
    cleanups.push(() => source.close());
    await fillDeployment(source, { members: 3 });
    await source.ctx.jobs.stop();
    const want = await checksums(source.ctx.database);
    const wantFiles = await fileSums(source.ctx.storage);
    // The command opens the database itself: the embedded one only once no server holds it.
    await source.app.close();
    await source.ctx.bus.stop();
    await source.ctx.database.close();

    const env = (dataDir: string, databaseUrl?: string) => ({
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    });
    const run = (args: string[], e: Record<string, string>) =>
      promisify(execFile)(process.execPath, [serverEntry.replace(/main\.js$/, 'backup.js'), ...args], { env: e }).then(
        (r) => ({ code: 0, ...r }),
        (err: { code: number; stdout: string; stderr: string }) => ({ code: err.code, stdout: err.stdout, stderr: err.stderr }),
      );
    const sourceUrl = fresh.databaseUrl;
    const archive = path.join(tmp('mb-backup-cli-'), 'b.tar.gz');
    const b = await run(['backup', archive], env(source.dataDir, sourceUrl));
    expect(b.code, b.stderr).toBe(0);
    expect(JSON.parse(b.stdout)).toMatchObject({ backup: archive, missing_files: 0 });

    // An empty deployment the command creates and migrates: a new data directory, or a new PostgreSQL database.
    const targetDir = tmp('mb-restore-cli-');
    let targetUrl: string | undefined;
    if (sourceUrl) {
      const name = `mb_restore_${randomBytes(5).toString('hex')}`;
      const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
      await admin.connect();
      await admin.query(`create database ${name}`);
      cleanups.push(async () => {
        await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
      });
      targetUrl = withDatabase(process.env.DATABASE_URL as string, name);
    }
    const r = await run(['restore', archive], env(targetDir, targetUrl));
    expect(r.code, r.stderr).toBe(0);
    const second = await run(['restore', archive], env(targetDir, targetUrl));
    expect(second.code).toBe(2);
    expect(second.stderr).toMatch(/restore refused: restore needs an empty deployment/);

    const restored = await openDatabase({ databaseUrl: targetUrl, dataDir: targetDir, migrate: false });
    try {
      expect(await checksums(restored)).toEqual(want);
    } finally {
      await restored.close();
    }
    expect(await fileSums(createLocalDriver(path.join(targetDir, 'storage')))).toEqual(wantFiles);
  });
});
