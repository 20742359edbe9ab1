import { constants, type PerformanceEntry, PerformanceObserver, performance } from 'node:perf_hooks';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import type { Logger } from 'pino';

/**
 * Gives the operating system back what glibc's allocator keeps after a burst (ARCHITECTURE "Memory").
 *
 * glibc keeps freed memory in its arenas for reuse and returns only the free top of each one. After
 * the start (V8 compiling PGlite's WebAssembly on four threads, the modules' source) and after a burst
 * of work (image re-encoding, thousands of sockets), most of an arena is free but scattered between
 * live blocks: measured right after a start, 62 MB of the process's 270 MB resident was such free
 * memory (malloc_stats: 81 MB free of 97 MB in the two arenas). `malloc_trim(0)` releases every free
 * page of every arena (glibc 2.8+). Node has no binding for it, so it is called through koffi (a
 * foreign-function library with prebuilt binaries), on the libuv thread pool, never on the event loop.
 *
 * It runs after V8's full collections, at most once every `minIntervalMs`: they follow the same bursts,
 * and V8's memory reducer runs one once the process goes idle (about 10-20 s after the start), which
 * is when the start's garbage (compiler zones, the WebAssembly's bytes) is finally freed. Trimming
 * at the end of the start itself released nothing. Elsewhere (macOS, Windows, musl, koffi missing)
 * it does nothing.
 */
export interface MemoryTrimmer {
  /** Trims now (in the background); resolves with whether it ran. */
  trim(): Promise<boolean>;
  stop(): void;
}

const mb = (bytes: number) => Math.round(bytes / 1024 / 102.4) / 10;

type Trim = (pad: number) => Promise<number>;

let loading: Promise<Trim | null> | undefined;

/** glibc's malloc_trim through koffi, or null where there is none. */
function mallocTrim(log?: Logger): Promise<Trim | null> {
  loading ??= (async () => {
    const report = process.report?.getReport() as { header?: { glibcVersionRuntime?: string } } | undefined;
    if (process.platform !== 'linux' || !report?.header?.glibcVersionRuntime) return null;
    try {
      const koffi = (await import('koffi')).default;
      const fn = koffi.load('libc.so.6').func('int malloc_trim(size_t pad)');
      return (pad: number) =>
        new Promise<number>((resolve, reject) => fn.async(pad, (err: unknown, r: number) => (err ? reject(err) : resolve(r))));
    } catch (err) {
      log?.warn({ err }, 'malloc_trim is not available: freed memory stays with the allocator');
      return null;
    }
  })();
  return loading;
}

/** A full collection now, without starting node with --expose-gc (the flag exposes `gc` to new contexts only). */
function fullCollection() {
  setFlagsFromString('--expose-gc');
  (runInNewContext('gc') as () => void)();
}

/**
 * `idleCollection`: a full collection (which the trim then follows) when the server goes quiet after
 * work: checked every `everyMs`, a stretch in which the event loop was busy less than 2% of the time
 * after one in which it was busier (the start counts as work), at most once every `minIntervalMs`. The start leaves tens of MB of garbage (the
 * modules' source, compilers' zones, the WebAssembly's bytes), a burst of work more, that only a full
 * collection frees; V8's memory reducer, which should run one once the process goes idle, was seen not
 * to within minutes on a busy machine (the idle server held 260 MB where a collection and a trim leave
 * under 200, scripts/bench.md). Under steady traffic it never runs: V8's own collections do.
 */
export function startMemoryTrimmer(
  opts: { log?: Logger; minIntervalMs?: number; delayMs?: number; idleCollection?: { everyMs: number; minIntervalMs: number } } = {},
): MemoryTrimmer {
  const minIntervalMs = opts.minIntervalMs ?? 10_000;
  const delayMs = opts.delayMs ?? 1_000;
  let last = 0;
  let running = false;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  // This module's last full collection.
  let lastFull = 0;

  const trim = async () => {
    if (running || stopped) return false;
    const fn = await mallocTrim(opts.log);
    if (!fn) return false;
    running = true;
    try {
      const before = process.memoryUsage.rss();
      await fn(0);
      opts.log?.debug({ rss_before_mb: mb(before), rss_after_mb: mb(process.memoryUsage.rss()) }, 'malloc_trim');
      return true;
    } catch (err) {
      opts.log?.warn({ err }, 'malloc_trim failed');
      return false;
    } finally {
      last = Date.now();
      running = false;
    }
  };

  // After a full collection: soon, unless one ran lately (then once the interval is over).
  const observer = new PerformanceObserver((list) => {
    const major = list
      .getEntries()
      .some((e) => (e as PerformanceEntry & { detail?: { kind?: number } }).detail?.kind === constants.NODE_PERFORMANCE_GC_MAJOR);
    if (!major || timer || stopped) return;
    const wait = Math.max(delayMs, last + minIntervalMs - Date.now());
    timer = setTimeout(() => {
      timer = undefined;
      void trim();
    }, wait);
    timer.unref();
  });
  observer.observe({ entryTypes: ['gc'] });
  const idle = opts.idleCollection;
  let worked = true;
  let elu = performance.eventLoopUtilization();
  const quietCheck =
    idle &&
    setInterval(() => {
      const now = performance.eventLoopUtilization();
      const busy = performance.eventLoopUtilization(now, elu).utilization;
      elu = now;
      if (busy >= 0.02) {
        worked = true;
        return;
      }
      if (!worked || stopped || Date.now() - lastFull < idle.minIntervalMs) return;
      worked = false;
      lastFull = Date.now();
      fullCollection();
    }, idle.everyMs);
  if (quietCheck) quietCheck.unref();

  return {
    trim,
    stop() {
      stopped = true;
      observer.disconnect();
      if (timer) clearTimeout(timer);
      if (quietCheck) clearInterval(quietCheck);
    },
  };
}
