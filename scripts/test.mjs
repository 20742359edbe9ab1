// `npm test`: lint and types, then every test tier, then one closing line CI can read.
//   1. biome + tsc            (static checks)
//   2. vitest: unit, web, api (api on a fresh embedded database per file; PostgreSQL when DATABASE_URL is set)
//   3. Playwright             (browser tests over the built app in Debian's Chromium)
// Flags: --no-e2e skips the browser tier (local use only; CI refuses a run without it).
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { root } from './freshness.mjs';

const args = new Set(process.argv.slice(2));
const tmp = path.join(root, '.tmp');
mkdirSync(tmp, { recursive: true });
const bin = (p) => path.join(root, 'node_modules', p);
const run = (title, cmd, argv, env = {}) => {
  console.log(`\n=== ${title}`);
  const t = Date.now();
  const r = spawnSync(cmd, argv, { stdio: 'inherit', cwd: root, env: { ...process.env, ...env } });
  console.log(`=== ${title}: ${r.status === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - t) / 1000).toFixed(1)} s`);
  return r.status === 0;
};

const summary = { passed: 0, failed: 0, skipped: 0, tiers: {} };
let ok = true;

ok = run('lint (biome)', process.execPath, [bin('@biomejs/biome/bin/biome'), 'check', '.']) && ok;
ok = run('types (tsc -b)', process.execPath, [bin('typescript/bin/tsc'), '-b']) && ok;

const vitestJson = path.join(tmp, 'vitest.json');
const vitestOk = run('vitest (unit, web, api)', process.execPath, [
  bin('vitest/vitest.mjs'),
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestJson}`,
]);
ok = vitestOk && ok;
try {
  const v = JSON.parse(readFileSync(vitestJson, 'utf8'));
  summary.tiers.vitest = { passed: v.numPassedTests, failed: v.numFailedTests, skipped: v.numPendingTests + v.numTodoTests };
} catch {
  summary.tiers.vitest = { passed: 0, failed: 1, skipped: 0 };
}

if (!args.has('--no-e2e')) {
  const e2eJson = path.join(tmp, 'e2e.json');
  ok = run('browser (playwright)', process.execPath, [path.join(root, 'scripts/e2e.mjs')], { E2E_JSON: e2eJson }) && ok;
  try {
    const s = JSON.parse(readFileSync(e2eJson, 'utf8')).stats;
    summary.tiers.e2e = { passed: s.expected + s.flaky, failed: s.unexpected, skipped: s.skipped };
  } catch {
    summary.tiers.e2e = { passed: 0, failed: 1, skipped: 0 };
  }
}

for (const t of Object.values(summary.tiers)) {
  summary.passed += t.passed;
  summary.failed += t.failed;
  summary.skipped += t.skipped;
}
writeFileSync(path.join(tmp, 'test-summary.json'), JSON.stringify(summary, null, 2));
console.log(
  `\n${Object.entries(summary.tiers)
    .map(([k, t]) => `${k}: ${t.passed} passed, ${t.failed} failed`)
    .join('; ')}`,
);
console.log(`tests: ${summary.passed} passed, ${summary.failed} failed, ${summary.skipped} skipped`);
process.exit(ok && summary.failed === 0 ? 0 : 1);
