import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import type { Logger } from 'pino';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type MemoryTrimmer, startMemoryTrimmer } from './memory.ts';

// glibc's malloc_trim through koffi (platform/memory.ts): freed memory goes back to the system, and a
// full collection is followed by a trim. Only where there is glibc (the server's Linux deployments).

const glibc =
  process.platform === 'linux' &&
  Boolean((process.report?.getReport() as { header?: { glibcVersionRuntime?: string } } | undefined)?.header?.glibcVersionRuntime);

/** A full collection, without starting node with --expose-gc. */
function fullGc() {
  setFlagsFromString('--expose-gc');
  (runInNewContext('gc') as () => void)();
}

const rssMb = () => process.memoryUsage.rss() / 1024 / 1024;

let trimmer: MemoryTrimmer | undefined;
afterEach(() => trimmer?.stop());

describe.runIf(glibc)('the memory trimmer', () => {
  it('returns memory that was freed between live blocks', async () => {
    trimmer = startMemoryTrimmer({ minIntervalMs: 60_000 });
    // 120 MB in 1 KB blocks from malloc's arena (under the mmap threshold), one in 64 kept: the freed
    // runs lie between live blocks, so glibc cannot give them back by itself.
    let blocks: Buffer[] | null = Array.from({ length: 120_000 }, () => Buffer.allocUnsafeSlow(1024).fill(1));
    const kept = blocks.filter((_, i) => i % 64 === 63);
    blocks = null;
    fullGc();
    // The collector frees the blocks' memory on a background thread: trim until it shows.
    let freed = 0;
    for (let i = 0; i < 50 && freed < 20; i++) {
      const before = rssMb();
      expect(await trimmer.trim()).toBe(true);
      freed = Math.max(freed, before - rssMb());
      if (freed < 20) await new Promise((r) => setImmediate(r));
    }
    expect(freed).toBeGreaterThanOrEqual(20);
    expect(kept[0]?.[0]).toBe(1);
    // 120,000 allocations and up to 50 trims: seconds on a loaded machine.
  }, 60_000);

  it('trims after a full collection, and waits its interval before trimming again', async () => {
    const debug = vi.fn();
    const log = { debug, warn: vi.fn() } as unknown as Logger;
    trimmer = startMemoryTrimmer({ log, delayMs: 0, minIntervalMs: 60_000 });
    fullGc();
    await vi.waitFor(() =>
      expect(debug).toHaveBeenCalledWith(expect.objectContaining({ rss_after_mb: expect.any(Number) }), 'malloc_trim'),
    );
    fullGc();
    fullGc();
    await new Promise((r) => setTimeout(r, 200));
    expect(debug).toHaveBeenCalledTimes(1);
  });

  it('runs a full collection itself once the process goes quiet after work, and the trim follows', async () => {
    const debug = vi.fn();
    const log = { debug, warn: vi.fn() } as unknown as Logger;
    trimmer = startMemoryTrimmer({ log, delayMs: 0, minIntervalMs: 60_000, idleCollection: { everyMs: 100, minIntervalMs: 0 } });
    await vi.waitFor(() =>
      expect(debug).toHaveBeenCalledWith(expect.objectContaining({ rss_after_mb: expect.any(Number) }), 'malloc_trim'),
    );
  });
});
