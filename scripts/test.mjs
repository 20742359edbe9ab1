// `npm test`: lint and types, then every test tier, then one closing line CI can read.
//   1. biome + tsc            (static checks)
//   2. vitest: unit, web, api (api on a fresh embedded database per file; PostgreSQL when DATABASE_URL is set)
//   3. Playwright             (browser tests over the built app in Debian's Chromium)
// Flags: --no-e2e skips the browser tier (local use only; CI refuses a run without it).
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, mkdirSync, openSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { root, webStale } from './freshness.mjs';

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

// The browser tier's web build runs beside vitest, whose API and fault tests spend much of their time
// waiting on timers and child servers, instead of before the browser tier's first test. It builds in a
// staging folder and moves in whole (scripts/build.mjs buildWeb), so the API tests' servers see the
// last build or the new one. Its output goes to .tmp/web-build.log, shown if it fails; scripts/e2e.mjs
// then builds again and stops there.
let webBuild = null;
if (!args.has('--no-e2e') && webStale()) {
  const log = path.join(tmp, 'web-build.log');
  const fd = openSync(log, 'w');
  const child = spawn(process.execPath, [path.join(root, 'scripts/build.mjs'), 'web'], { cwd: root, stdio: ['ignore', fd, fd] });
  closeSync(fd);
  webBuild = new Promise((resolve) => child.on('exit', (code) => resolve({ ok: code === 0, log })));
  console.log('\n=== web build for the browser tier: started beside vitest');
}

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

if (webBuild) {
  const b = await webBuild;
  const output = readFileSync(b.log, 'utf8');
  // Its last line says how long it took ('built web in ... s').
  console.log(`=== web build for the browser tier (beside vitest): ${b.ok ? output.trim().split('\n').at(-1) : `FAILED\n${output}`}`);
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
