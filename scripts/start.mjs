// `npm start`: builds what is missing or out of date, then runs the one server process.
//
// On Linux with glibc the server runs with two allocator settings unless they are already set:
// MALLOC_ARENA_MAX=2 and MALLOC_MMAP_THRESHOLD_=131072 (ARCHITECTURE "Memory"). glibc reads them only
// when a process starts, so this script then runs the server as its child (signals passed on, its exit
// code returned) instead of importing it. Set either variable yourself to keep glibc's defaults.
import { spawn } from 'node:child_process';
import { constants } from 'node:os';
import { fileURLToPath } from 'node:url';
import { buildServer, buildWeb } from './build.mjs';
import { serverStale, webStale } from './freshness.mjs';

if (webStale()) {
  console.error('Building the web app...');
  buildWeb();
}
if (serverStale()) {
  console.error('Building the server...');
  await buildServer();
}

const main = new URL('../apps/server/dist/main.js', import.meta.url);
const glibc = process.platform === 'linux' && Boolean(process.report?.getReport().header.glibcVersionRuntime);
if (!glibc || process.env.MALLOC_ARENA_MAX !== undefined || process.env.MALLOC_MMAP_THRESHOLD_ !== undefined) {
  await import(main.href);
} else {
  const child = spawn(process.execPath, [...process.execArgv, fileURLToPath(main)], {
    stdio: 'inherit',
    env: { ...process.env, MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: '131072' },
  });
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => process.exit(code ?? 128 + (constants.signals[signal] ?? 0)));
}
