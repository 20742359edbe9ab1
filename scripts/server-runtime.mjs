// How the server process is run: by `npm start` (scripts/start.mjs) and by the benches, so their
// figures are the deployment's (ARCHITECTURE "Memory").
//
// - glibc's allocator: at most 2 malloc arenas, and buffers of 128 KB or more mapped and unmapped at
//   once; sharp's worker threads otherwise keep a hundred MB or more of freed image buffers. glibc reads
//   these only when a process starts, so they go in the child's environment (unless already set).
// - V8's young generation: at most 4 MB a semi-space (Node 20's default grows to 16 MB): the server
//   allocates in short bursts per request, and after start the young generation stayed at its largest,
//   about 30 MB resident for nothing.
import process from 'node:process';

export const SERVER_NODE_FLAGS = ['--max-semi-space-size=4'];

const glibc = process.platform === 'linux' && Boolean(process.report?.getReport().header.glibcVersionRuntime);

/** The allocator settings for a server child on glibc, unless the environment sets either already. */
export function allocatorEnv(env = process.env) {
  if (!glibc || env.MALLOC_ARENA_MAX !== undefined || env.MALLOC_MMAP_THRESHOLD_ !== undefined) return {};
  return { MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: '131072' };
}
