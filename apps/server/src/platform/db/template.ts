import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { repoRoot } from '../config.ts';

/**
 * The shipped database template: an embedded database made by `scripts/build.mjs` next to the bundle
 * (`apps/server/dist/db-template/`: `db/`, a closed and checkpointed PGlite directory with every
 * migration applied, and `manifest.json`, what it was made from). A server whose DATA_DIR holds no
 * database copies it instead of running initdb (seconds; most of a minute on a loaded machine), then
 * migrates as always, so migrations newer than the template still run. It is used only when the
 * manifest matches this install: the same PGlite version (its on-disk format and bundled extensions)
 * and migrations that are a prefix of the current ones, each file byte for byte. Anything else
 * (no template, another PGlite, a migration edited or regenerated, an unreadable manifest) is ignored
 * and the database is created the slow way.
 */
export interface TemplateManifest {
  /** 2: the template holds the one database the app uses (template0 and template1 dropped). */
  format: 2;
  pglite: string;
  migrations: { tag: string; when: number; sha256: string }[];
}

/** Where `scripts/build.mjs` puts the shipped database template. */
export const databaseTemplateDir = () => path.join(repoRoot(), 'apps/server/dist/db-template');

/** What a template made now from this install would record. */
export function currentManifest(migrationsFolder: string): TemplateManifest {
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
    entries: { tag: string; when: number }[];
  };
  return {
    format: 2,
    pglite: pgliteVersion(),
    migrations: journal.entries.map((e) => ({
      tag: e.tag,
      when: e.when,
      sha256: createHash('sha256')
        .update(readFileSync(path.join(migrationsFolder, `${e.tag}.sql`)))
        .digest('hex'),
    })),
  };
}

function pgliteVersion(): string {
  // The package's exports do not include package.json: walk up from its entry point.
  let dir = path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
  for (;;) {
    const file = path.join(dir, 'package.json');
    if (existsSync(file)) {
      const pkg = JSON.parse(readFileSync(file, 'utf8')) as { name?: string; version?: string };
      if (pkg.name === '@electric-sql/pglite' && pkg.version) return pkg.version;
    }
    const up = path.dirname(dir);
    if (up === dir) throw new Error('cannot find the version of @electric-sql/pglite');
    dir = up;
  }
}

/** Why a template cannot seed this install, or null when it can. */
export function templateMismatch(template: TemplateManifest | null, current: TemplateManifest): string | null {
  if (!template) return 'no template';
  if (template.format !== current.format) return 'another template format';
  if (template.pglite !== current.pglite) return `made with PGlite ${template.pglite}, this is ${current.pglite}`;
  if (template.migrations.length > current.migrations.length) return 'it has migrations this install does not';
  for (const [i, m] of template.migrations.entries()) {
    const c = current.migrations[i];
    if (!c || c.tag !== m.tag || c.when !== m.when || c.sha256 !== m.sha256) return `migration ${m.tag} differs`;
  }
  return null;
}

export function readManifest(templateDir: string): TemplateManifest | null {
  try {
    return JSON.parse(readFileSync(path.join(templateDir, 'manifest.json'), 'utf8')) as TemplateManifest;
  } catch {
    return null;
  }
}

export function writeManifest(templateDir: string, manifest: TemplateManifest): void {
  writeFileSync(path.join(templateDir, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
}

/** PGlite runs initdb on a directory without PG_VERSION; a missing or empty one may take a copy instead. */
export function isEmptyDatabaseDir(dir: string): boolean {
  return !existsSync(dir) || readdirSync(dir).length === 0;
}

/**
 * Copies the template's database into `dir` (which must be missing or empty, and locked by the caller)
 * when it fits this install; returns what happened for the log. The copy goes to a sibling directory
 * that is renamed at the end, so a crash mid-copy leaves no half database behind: the next start finds
 * `dir` still empty, removes the leftover and copies again. The copy runs on a worker thread: the
 * start loads the app's modules and compiles PGlite meanwhile.
 */
export async function seedFromTemplate(
  dir: string,
  templateDir: string,
  migrationsFolder: string,
): Promise<{ seeded: true; ms: number } | { seeded: false; reason: string }> {
  const t = performance.now();
  const template = readManifest(templateDir);
  const reason = templateMismatch(template, currentManifest(migrationsFolder));
  if (reason) return { seeded: false, reason };
  const source = path.join(templateDir, 'db');
  if (!existsSync(path.join(source, 'PG_VERSION'))) return { seeded: false, reason: 'the template holds no database' };
  const partial = `${dir}.from-template`;
  rmSync(partial, { recursive: true, force: true });
  try {
    mkdirSync(path.dirname(dir), { recursive: true });
    await copyOnWorker(source, partial);
    if (!existsSync(path.join(partial, 'PG_VERSION'))) throw new Error('the copy holds no database');
    rmSync(dir, { recursive: true, force: true });
    renameSync(partial, dir);
  } catch (e) {
    // E.g. a build replacing the template at this moment, or a full disk: initdb then has its say.
    rmSync(partial, { recursive: true, force: true });
    return { seeded: false, reason: `copy failed: ${(e as Error).message}` };
  }
  return { seeded: true, ms: Math.round(performance.now() - t) };
}

/**
 * A recursive copy on a worker thread. fs.promises.cp hops back to the main thread for every file
 * (about 1,200 here), where it queued behind the module loading it was meant to overlap.
 */
function copyOnWorker(from: string, to: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(
      "const { workerData } = require('node:worker_threads'); require('node:fs').cpSync(workerData.from, workerData.to, { recursive: true });",
      { eval: true, workerData: { from, to } },
    );
    worker.once('error', reject);
    worker.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`the copy stopped with code ${code}`))));
  });
}
