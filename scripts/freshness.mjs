// The one definition of "the build is out of date": a dist output older than any of its sources.
// npm start, the browser tests, the bench and the API tests that run the bundled server all use it.
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '..');

/** What each build writes last (and other outputs it must have made), and everything it is built from (paths from the repository root). */
const targets = {
  server: {
    output: 'apps/server/dist/main.js',
    // The build also makes the database template (dist/db-template) from the migrations and PGlite.
    also: ['apps/server/dist/db-template/manifest.json'],
    inputs: [
      'apps/server/src',
      'apps/server/package.json',
      'apps/server/migrations',
      'node_modules/@electric-sql/pglite/package.json',
      // The bundle carries most of its packages (scripts/build.mjs): another installed version rebuilds it.
      'package-lock.json',
      'packages/contract/src',
      'scripts/build.mjs',
    ],
  },
  web: {
    output: 'apps/web/dist/index.html',
    inputs: [
      'apps/web/src',
      'apps/web/public',
      'apps/web/index.html',
      'apps/web/vite.config.ts',
      'apps/web/package.json',
      'package-lock.json',
      'packages/contract/src',
      'scripts/build.mjs',
    ],
  },
};

/**
 * The newest modification time under p. Directories count too (removing a file changes its folder);
 * node_modules, dist and test files do not, since no build reads them.
 */
function newest(p) {
  if (!existsSync(p)) return 0;
  const s = statSync(p);
  if (!s.isDirectory()) return /\.test\.tsx?$/.test(p) ? 0 : s.mtimeMs;
  let m = s.mtimeMs;
  for (const e of readdirSync(p)) {
    if (e === 'node_modules' || e === 'dist') continue;
    m = Math.max(m, newest(path.join(p, e)));
  }
  return m;
}

/** 'missing', 'stale' or null (up to date) for the 'server' or 'web' build. */
export function buildState(name) {
  const t = targets[name];
  const output = path.join(root, t.output);
  if (!existsSync(output) || (t.also ?? []).some((o) => !existsSync(path.join(root, o)))) return 'missing';
  return statSync(output).mtimeMs < Math.max(...t.inputs.map((i) => newest(path.join(root, i)))) ? 'stale' : null;
}

export const serverStale = () => buildState('server') !== null;
export const webStale = () => buildState('web') !== null;
