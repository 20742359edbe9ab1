// Decides whether a build output is older than its sources (npm start builds only when needed).
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '..');

function newest(p) {
  if (!existsSync(p)) return 0;
  const s = statSync(p);
  if (!s.isDirectory()) return s.mtimeMs;
  let m = 0;
  for (const e of readdirSync(p)) {
    if (e === 'node_modules' || e === 'dist') continue;
    m = Math.max(m, newest(path.join(p, e)));
  }
  return m;
}

const stale = (output, inputs) =>
  !existsSync(output) || statSync(output).mtimeMs < Math.max(...inputs.map((i) => newest(path.join(root, i))));

export const serverStale = () =>
  stale(path.join(root, 'apps/server/dist/main.js'), ['apps/server/src', 'packages/contract/src', 'apps/server/package.json']);
export const webStale = () =>
  stale(path.join(root, 'apps/web/dist/index.html'), [
    'apps/web/src',
    'apps/web/public',
    'apps/web/index.html',
    'apps/web/vite.config.ts',
    'packages/contract/src',
  ]);
