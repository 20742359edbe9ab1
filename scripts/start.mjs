// `npm start`: builds what is missing or out of date, then runs the one server process as a child, with
// the runtime settings of scripts/server-runtime.mjs (glibc's allocator, V8's young generation;
// ARCHITECTURE "Memory"): signals are passed on and its exit code returned. Set MALLOC_ARENA_MAX or
// MALLOC_MMAP_THRESHOLD_ yourself to keep glibc's defaults.
import { spawn } from 'node:child_process';
import { constants } from 'node:os';
import { fileURLToPath } from 'node:url';
import { buildServer, buildWeb } from './build.mjs';
import { serverStale, webStale } from './freshness.mjs';
import { allocatorEnv, SERVER_NODE_FLAGS } from './server-runtime.mjs';

if (webStale()) {
  console.error('Building the web app...');
  buildWeb();
}
if (serverStale()) {
  console.error('Building the server...');
  await buildServer();
}

const main = new URL('../apps/server/dist/main.js', import.meta.url);
const child = spawn(process.execPath, [...process.execArgv, ...SERVER_NODE_FLAGS, fileURLToPath(main)], {
  stdio: 'inherit',
  env: { ...process.env, ...allocatorEnv() },
});
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? 128 + (constants.signals[signal] ?? 0)));
