// `npm run backup [-- <file>]` and `npm run restore -- <file>`: builds the server if it is stale, then
// runs its backup command (apps/server/src/backup-cli.ts) with this environment's settings. README "Backups".
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { buildServer } from './build.mjs';
import { serverStale } from './freshness.mjs';

const root = path.resolve(import.meta.dirname, '..');
if (serverStale()) {
  console.error('Building the server...');
  await buildServer();
}
const r = spawnSync(process.execPath, [path.join(root, 'apps/server/dist/backup.js'), ...process.argv.slice(2)], { stdio: 'inherit' });
process.exit(r.status ?? 1);
