// Browser tests: build what is stale, then Playwright over the built app in Debian's Chromium.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildServer, buildWeb } from './build.mjs';
import { root, serverStale, webStale } from './freshness.mjs';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  console.error(`Browser tests need Chromium at ${chromium} (Debian: apt-get install -y chromium).`);
  process.exit(1);
}
if (webStale()) buildWeb();
if (serverStale() || !existsSync(path.join(root, 'apps/server/dist/migrate.js'))) await buildServer();

/**
 * A migrated, empty embedded database, made once per set of migrations (and database code and PGlite
 * version) and kept in .tmp/e2e-db/. Every server the tests start opens a copy: a fresh one is created
 * and migrated at start, which takes most of a minute on a loaded machine, during which no test runs.
 */
function databaseTemplate() {
  const hash = createHash('sha256');
  const migrations = path.join(root, 'apps/server/migrations');
  const files = (dir) =>
    readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? files(path.join(dir, e.name)) : [path.join(dir, e.name)]));
  for (const f of [
    ...files(migrations).sort(),
    path.join(root, 'apps/server/src/platform/db/client.ts'),
    path.join(root, 'node_modules/@electric-sql/pglite/package.json'),
  ]) {
    hash.update(path.relative(root, f)).update(readFileSync(f));
  }
  const base = path.join(root, '.tmp/e2e-db');
  const dir = path.join(base, hash.digest('hex').slice(0, 16));
  if (existsSync(dir)) return dir;
  mkdirSync(base, { recursive: true });
  for (const old of readdirSync(base)) rmSync(path.join(base, old), { recursive: true, force: true });
  const partial = `${dir}.partial-${process.pid}`;
  const t = Date.now();
  const r = spawnSync(process.execPath, [path.join(root, 'apps/server/dist/migrate.js'), partial], { stdio: 'inherit' });
  if (r.status !== 0) throw new Error('could not create the browser tests’ database template');
  renameSync(partial, dir);
  console.log(`browser tests: database template made in ${((Date.now() - t) / 1000).toFixed(1)} s`);
  return dir;
}

const template = process.env.E2E_DATA_DIR ? undefined : databaseTemplate();
// The shared test server's data: a copy of the template, removed afterwards.
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(os.tmpdir(), 'mb-e2e-'));
if (template) cpSync(template, dataDir, { recursive: true });
const r = spawnSync(
  process.execPath,
  [
    path.join(root, 'node_modules/@playwright/test/cli.js'),
    'test',
    '--config',
    path.join(root, 'e2e/playwright.config.ts'),
    ...process.argv.slice(2),
  ],
  {
    stdio: 'inherit',
    cwd: root,
    env: {
      E2E_OUTPUT: mkdtempSync(path.join(os.tmpdir(), 'mb-e2e-out-')),
      ...process.env,
      E2E_DATA_DIR: dataDir,
      // For servers a spec starts itself (staff-helpers startIsolatedServer).
      ...(template ? { E2E_DB_TEMPLATE: template } : {}),
    },
  },
);
if (template) rmSync(dataDir, { recursive: true, force: true });
process.exit(r.status ?? 1);
