import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { importWithRetry, page } from './lazy-page';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('importWithRetry (spec §9: 3 retries after 1 s, 2 s, 4 s)', () => {
  it('retries after 1 s, 2 s and 4 s, then succeeds', async () => {
    const calls: number[] = [];
    const start = Date.now();
    let n = 0;
    const load = vi.fn(async () => {
      calls.push(Date.now() - start);
      if (++n < 4) throw new Error('chunk failed');
      return 'ok';
    });
    const p = importWithRetry(load);
    await vi.runAllTimersAsync();
    await expect(p).resolves.toBe('ok');
    expect(calls).toEqual([0, 1_000, 3_000, 7_000]);
  });

  it('gives up after the third retry with the last error', async () => {
    let n = 0;
    const load = vi.fn(async () => {
      throw new Error(`attempt ${++n}`);
    });
    const p = importWithRetry(load);
    const settled = p.catch((e: Error) => e.message);
    await vi.runAllTimersAsync();
    expect(await settled).toBe('attempt 4');
    expect(load).toHaveBeenCalledTimes(4);
  });

  it('does not wait when the first attempt works', async () => {
    const load = vi.fn(async () => 'ok');
    await expect(importWithRetry(load)).resolves.toBe('ok');
    expect(load).toHaveBeenCalledTimes(1);
  });
});

const Page = () => null;

describe('page()', () => {
  it('resolves to the module default export', async () => {
    await expect(page(async () => ({ default: Page }))()).resolves.toEqual({ Component: Page });
  });

  it('resolves to a recovery screen instead of rejecting when every attempt failed', async () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    const load = vi.fn(async () => {
      throw new Error('offline');
    });
    const p = page(load, [1, 1, 1])();
    await vi.runAllTimersAsync();
    const result = await p;
    expect('element' in result && result.element).toBeTruthy();
    expect('Component' in result).toBe(false);
    expect(load).toHaveBeenCalledTimes(4);
    spy.mockRestore();
  });
});
