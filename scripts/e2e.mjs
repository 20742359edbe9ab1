// Browser tests: build what is stale, then Playwright over the built app in Debian's Chromium.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
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
if (serverStale()) await buildServer();
const r = spawnSync(
  process.execPath,
  [
    path.join(root, 'node_modules/@playwright/test/cli.js'),
    'test',
    '--config',
    path.join(root, 'e2e/playwright.config.ts'),
    ...process.argv.slice(2),
  ],
  { stdio: 'inherit', cwd: root, env: { E2E_OUTPUT: mkdtempSync(path.join(os.tmpdir(), 'mb-e2e-out-')), ...process.env } },
);
process.exit(r.status ?? 1);
