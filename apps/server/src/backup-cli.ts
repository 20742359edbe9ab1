// `node apps/server/dist/backup.js backup [file]` and `... restore <file>` (run by `npm run backup` and
// `npm run restore`, scripts/backup.mjs): the deployment's settings (DATA_DIR or DATABASE_URL,
// STORAGE_URL) say what is backed up or restored into. README "Backups".
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { RestoreRefused, restoreBackup, writeBackup } from './platform/backup/backup.ts';
import { ConfigError, loadConfig, repoRoot } from './platform/config.ts';
import { storageDriver } from './platform/context.ts';
import { databaseOptions, openDatabase } from './platform/db/client.ts';
import { isEmptyDatabaseDir } from './platform/db/template.ts';

const [command, file] = process.argv.slice(2);
const usage = 'usage: npm run backup [-- <file.tar.gz>]  |  npm run restore -- <file.tar.gz>';

async function main(): Promise<number> {
  if ((command !== 'backup' && command !== 'restore') || (command === 'restore' && !file)) {
    console.error(usage);
    return 64;
  }
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (e) {
    if (e instanceof ConfigError) {
      console.error(e.message);
      return 78;
    }
    throw e;
  }
  // The embedded database opens in one process only: with the server running on this DATA_DIR this
  // fails, naming its pid (stop it first, or use PostgreSQL for backups of a running deployment).
  if (command === 'backup' && !config.DATABASE_URL && isEmptyDatabaseDir(path.join(config.dataDir, 'db'))) {
    console.error(`there is no database in ${config.dataDir} to back up (set DATA_DIR or DATABASE_URL)`);
    return 66;
  }
  // A backup reads the database as it is (never migrates it: this install may be newer than the running
  // one); a restore creates and migrates an empty one. No statement timeout: a large table's checksum
  // may take a while.
  const database = await openDatabase({ ...databaseOptions(config), waitSeconds: 0, queryTimeoutMs: 0, migrate: command === 'restore' });
  const storage = storageDriver(config);
  try {
    if (command === 'backup') {
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const out = path.resolve(file ?? `modelbase-backup-${stamp}.tar.gz`);
      const version = JSON.parse(readFileSync(path.join(repoRoot(), 'package.json'), 'utf8')).version ?? '0.0.0';
      const r = await writeBackup({ database, storage, out, product: config.PRODUCT_NAME, version });
      console.log(
        JSON.stringify({ backup: r.path, bytes: r.bytes, rows: r.rows, files: r.files, missing_files: r.missing.length, ms: r.ms }),
      );
      if (r.missing.length)
        console.error(
          `warning: ${r.missing.length} file(s) named by the database were gone when copied: ${r.missing.slice(0, 5).join(', ')}`,
        );
      return 0;
    }
    const r = await restoreBackup({ database, storage, from: path.resolve(file as string) });
    console.log(JSON.stringify({ restored: path.resolve(file as string), rows: r.rows, files: r.files, ms: r.ms }));
    return 0;
  } catch (e) {
    if (e instanceof RestoreRefused) {
      console.error(`restore refused: ${e.message}`);
      return 2;
    }
    throw e;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (e) => {
    console.error(e instanceof Error ? e.message : e);
    process.exit(1);
  },
);
