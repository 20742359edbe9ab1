// `npm run gen:graph`: rewrites docs/FEATURE-GRAPH.md from the feature modules and their source. The graph
// is built by scripts/feature-graph.ts, which needs the server's TypeScript modules, so this runs the
// test that checks the file (scripts/feature-graph.test.ts) with FEATURE_GRAPH_WRITE=1: it writes the file
// and then checks the links (an event nobody emits still fails).
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const r = spawnSync(
  process.execPath,
  [path.join(root, 'node_modules/vitest/vitest.mjs'), 'run', '--project', 'unit', 'scripts/feature-graph.test.ts'],
  { cwd: root, stdio: 'inherit', env: { ...process.env, FEATURE_GRAPH_WRITE: '1' } },
);
process.exit(r.status ?? 1);
