// Builds the web app (Vite) and bundles the server (esbuild) into apps/*/dist.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import zlib, { brotliCompressSync, gzipSync } from 'node:zlib';
import { build } from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');
const only = process.argv[2]; // 'server' | 'web' | 'template' (the database template alone) | undefined

const STAY_EXTERNAL = new Set([
  // native addons
  'sharp',
  '@node-rs/argon2',
  'koffi',
  // files beside the package: PGlite's WebAssembly and data, the time zones' .ics files; pino's
  // transports run in worker threads
  '@electric-sql/pglite',
  '@touch4it/ical-timezones',
  'pino',
  'pino-pretty',
  // imported on first use only (ARCHITECTURE "Start-up"): a bundled CommonJS package imported with
  // import() would come back as its default export alone (refuseLazyBundledCommonJs)
  '@zxcvbn-ts/language-common',
  'pdf-lib',
  'music-metadata',
  '@simplewebauthn/server',
  'file-type',
  'maxmind',
  'nodemailer',
  'pg',
  // the realtime bus's NATS client, only with REALTIME_BUS_URL
  '@nats-io/transport-node',
]);

export async function buildServer() {
  const pkg = JSON.parse(readFileSync(path.join(root, 'apps/server/package.json'), 'utf8'));
  // Pure-JavaScript packages the start loads are bundled in with the workspace contract: loaded from
  // node_modules they were 742 files and 235 package.json reads at every start, each resolved, read,
  // and (CommonJS ones) scanned for named exports. These stay in node_modules: native addons, packages
  // that find their own files beside them at run time, and those imported only on first use.
  const external = Object.keys(pkg.dependencies).filter((d) => STAY_EXTERNAL.has(d));
  // Chunks are named by their content: last build's would stay beside this one's.
  rmSync(path.join(root, 'apps/server/dist/chunks'), { recursive: true, force: true });
  await build({
    // main.js is the server; migrate.js only creates or migrates a database (the browser tests' template);
    // backup.js writes and restores backups (npm run backup, npm run restore).
    entryPoints: [
      path.join(root, 'apps/server/src/main.ts'),
      path.join(root, 'apps/server/src/migrate.ts'),
      { in: path.join(root, 'apps/server/src/backup-cli.ts'), out: 'backup' },
    ],
    outdir: path.join(root, 'apps/server/dist'),
    bundle: true,
    platform: 'node',
    format: 'esm',
    // main.ts imports the app after starting to open the database: its modules (and the packages they
    // import) go to chunks loaded then, not before main runs.
    splitting: true,
    chunkNames: 'chunks/[name]-[hash]',
    target: 'node20',
    sourcemap: true,
    // ws's optional native helpers, tried in a try/catch.
    external: [...external, ...external.map((e) => `${e}/*`), 'bufferutil', 'utf-8-validate'],
    banner: { js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);" },
    logLevel: 'warning',
  });
  refuseModuleDirectoryReads();
  refuseLazyBundledCommonJs();
  ensureDatabaseTemplate();
}

/**
 * `await import('pkg')` of a bundled package whose entry is CommonJS comes back as `{ default }` in
 * a split bundle (esbuild cannot know its named exports; Node's loader scans for them): a package
 * the server imports on first use must stay external, unless its exports map gives an ES module.
 */
function refuseLazyBundledCommonJs() {
  const files = (dir) =>
    readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? files(path.join(dir, e.name)) : [path.join(dir, e.name)]));
  const wrong = new Set();
  for (const f of files(path.join(root, 'apps/server/src')).filter((n) => /(?<!\.test)\.ts$/.test(n))) {
    for (const [, spec] of readFileSync(f, 'utf8').matchAll(/import\('([^.'][^']*)'\)/g)) {
      const name = spec.startsWith('@') ? spec.split('/').slice(0, 2).join('/') : spec.split('/')[0];
      if (STAY_EXTERNAL.has(name)) continue;
      const pkg = JSON.parse(readFileSync(path.join(root, 'node_modules', name, 'package.json'), 'utf8'));
      if (!pkg.exports) wrong.add(`${name} (${path.relative(root, f)})`);
    }
  }
  if (wrong.size) throw new Error(`packages imported on first use must stay external; add to STAY_EXTERNAL: ${[...wrong].join(', ')}`);
}

/**
 * A bundled CommonJS package that finds files beside itself (`__dirname`, `__filename`) would fail at
 * run time, since the bundle is an ES module and sits elsewhere: the build stops and names it, for
 * STAY_EXTERNAL.
 */
function refuseModuleDirectoryReads() {
  const dir = path.join(root, 'apps/server/dist/chunks');
  const found = [];
  for (const f of ['../main.js', ...readdirSync(dir).filter((n) => n.endsWith('.js'))]) {
    let pkg = '?';
    for (const line of readFileSync(path.join(dir, f), 'utf8').split('\n')) {
      const marker = /^\/\/ (node_modules\/(?:@[^/]+\/)?[^/]+)/.exec(line);
      if (marker) pkg = marker[1];
      else if (/\b__(dirname|filename)\b/.test(line)) found.push(`${pkg}: ${line.trim().slice(0, 100)}`);
    }
  }
  if (found.length) {
    throw new Error(`bundled packages read files beside themselves; add them to STAY_EXTERNAL:\n${[...new Set(found)].join('\n')}`);
  }
}

/**
 * The shipped database template (apps/server/dist/db-template, platform/db/template.ts): a migrated
 * embedded database that a server copies into an empty DATA_DIR instead of running initdb. Made only
 * when missing or made from other migrations or another PGlite. A failure is reported, not fatal:
 * the server then creates its database the slow way.
 */
export function ensureDatabaseTemplate() {
  const r = spawnSync(
    process.execPath,
    [path.join(root, 'apps/server/dist/migrate.js'), '--template', path.join(root, 'apps/server/dist/db-template')],
    {
      cwd: root,
      // stdout may carry a JSON document (the bench): the template's messages go to stderr.
      stdio: ['ignore', 2, 2],
    },
  );
  if (r.status !== 0) console.error('warning: no database template (the server will create its database with initdb)');
}

/**
 * The web app is built in a staging folder (.tmp/web-build) and moved into apps/web/dist and dist-ssr
 * when whole: `npm test` builds it while the API tests run, whose servers serve apps/web/dist when it is
 * there, so they see the last build or this one, never half of one.
 */
export function buildWeb() {
  const web = path.join(root, 'apps/web');
  const stage = path.join(root, '.tmp/web-build');
  rmSync(stage, { recursive: true, force: true });
  const dist = path.join(stage, 'dist');
  const r = spawnSync(
    process.execPath,
    [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--outDir', dist, '--emptyOutDir', '--logLevel', 'warn'],
    { cwd: web, stdio: 'inherit' },
  );
  if (r.status !== 0) throw new Error('web build failed');
  precompress(dist);
  prerenderWeb(dist, path.join(stage, 'dist-ssr'));
  for (const name of ['dist-ssr', 'dist']) {
    const target = path.join(web, name);
    rmSync(`${target}.old`, { recursive: true, force: true });
    if (existsSync(target)) renameSync(target, `${target}.old`);
    renameSync(path.join(stage, name), target);
    rmSync(`${target}.old`, { recursive: true, force: true });
  }
  rmSync(stage, { recursive: true, force: true });
}

/**
 * The public pages prerendered (docs/ARCHITECTURE.md "First page"): a server build of
 * apps/web/src/entry-server.tsx renders each of its PRERENDER_PATHS into a copy of index.html, written to
 * <dist>/prerendered/ with pages.json (path to file); http/spa.ts serves them and the browser hydrates.
 */
export function prerenderWeb(dist = path.join(root, 'apps/web/dist'), out = path.join(root, 'apps/web/dist-ssr')) {
  const web = path.join(root, 'apps/web');
  const r = spawnSync(
    process.execPath,
    [
      path.join(root, 'node_modules/vite/bin/vite.js'),
      'build',
      '--ssr',
      'src/entry-server.tsx',
      '--outDir',
      out,
      '--emptyOutDir',
      '--logLevel',
      'warn',
    ],
    { cwd: web, stdio: 'inherit' },
  );
  if (r.status !== 0) throw new Error('prerender build failed');
  // A child process: the render's modules (React, the app) stay out of this one.
  const p = spawnSync(process.execPath, [path.join(root, 'scripts/prerender.mjs'), out, dist], {
    cwd: root,
    stdio: 'inherit',
  });
  if (p.status !== 0) throw new Error('prerender failed');
}

/** Brotli and gzip copies of text assets, served by @fastify/static when the browser accepts them. */
function precompress(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) precompress(file);
    else if (/\.(js|css|svg|json|txt)$/.test(entry.name)) {
      const raw = readFileSync(file);
      if (raw.length < 1024) continue;
      writeFileSync(`${file}.br`, brotliCompressSync(raw, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }));
      writeFileSync(`${file}.gz`, gzipSync(raw, { level: 9 }));
    }
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const t = Date.now();
  if (!only || only === 'server') await buildServer();
  if (only === 'template') ensureDatabaseTemplate();
  if (!only || only === 'web') buildWeb();
  console.log(`built ${only ?? 'server and web'} in ${((Date.now() - t) / 1000).toFixed(1)} s`);
}
