// `node apps/server/dist/migrate.js <dataDir>`: creates the embedded database in dataDir (or brings it up
// to date) and exits, without starting the app. The browser tests make one such database per set of
// migrations and copy it for every server they start: creating one takes seconds on an idle machine and
// most of a minute on a loaded one, opening a copy about one second.
//
// `node apps/server/dist/migrate.js --template <dir>`: the shipped database template (scripts/build.mjs,
// platform/db/template.ts): made in <dir> unless the one there already fits this install.
import { existsSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from './platform/config.ts';
import { openDatabase } from './platform/db/client.ts';
import { currentManifest, readManifest, templateMismatch, writeManifest } from './platform/db/template.ts';

const template = process.argv[2] === '--template';
const dataDir = process.argv[template ? 3 : 2];
if (!dataDir) {
  console.error('usage: node apps/server/dist/migrate.js [--template] <dataDir>');
  process.exit(64);
}
if (!template) {
  const db = await openDatabase({ dataDir });
  await db.close();
} else {
  const wanted = currentManifest(path.join(repoRoot(), 'apps/server/migrations'));
  const existing = readManifest(dataDir);
  // Exactly the current migrations: a prefix would still work, but would leave migrations to every start.
  const fits = existing && !templateMismatch(existing, wanted) && existing.migrations.length === wanted.migrations.length;
  if (!fits || !existsSync(path.join(dataDir, 'db/PG_VERSION'))) {
    const t = Date.now();
    const partial = `${dataDir}.partial-${process.pid}`;
    rmSync(partial, { recursive: true, force: true });
    try {
      const db = await openDatabase({ dataDir: partial });
      // The app only ever opens 'postgres'. initdb's template0 and template1 (used by CREATE DATABASE,
      // which the embedded database never runs) are 600 of the directory's 1,650 files, and a cold
      // start copies every file: creating a file is the copy's cost (about 0.5 ms each on a VM's disk).
      for (const name of ['template0', 'template1']) {
        await db.query(`alter database ${name} is_template false`);
        await db.query(`drop database ${name}`);
      }
      // Closing checkpoints: the copy opens without replaying the WAL.
      await db.close();
      writeManifest(partial, wanted);
      // Swapped by renames: a server copying the template meanwhile sees the old one or the new one whole.
      const old = `${dataDir}.old-${process.pid}`;
      if (existsSync(dataDir)) renameSync(dataDir, old);
      renameSync(partial, dataDir);
      rmSync(old, { recursive: true, force: true });
    } catch (e) {
      rmSync(partial, { recursive: true, force: true });
      throw e;
    }
    console.error(`database template made in ${((Date.now() - t) / 1000).toFixed(1)} s`);
  }
}
