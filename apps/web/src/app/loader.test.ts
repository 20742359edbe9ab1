import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { advanceBoot, getBootPhase, resetBoot, startBoot } from './loader';

beforeEach(() => {
  vi.useFakeTimers();
  resetBoot();
});
afterEach(() => vi.useRealTimers());

describe('boot phases (spec §4 loader)', () => {
  it('starts at auth and moves to core once the session check settles', async () => {
    let done!: () => void;
    const stop = startBoot(() => new Promise<void>((r) => (done = r)));
    expect(getBootPhase()).toBe('auth');
    done();
    await vi.advanceTimersByTimeAsync(0);
    expect(getBootPhase()).toBe('core');
    stop();
  });

  it('also moves on when the session check fails', async () => {
    const stop = startBoot(() => Promise.reject(new Error('offline')).catch(() => {}));
    await vi.advanceTimersByTimeAsync(0);
    expect(getBootPhase()).toBe('core');
    stop();
  });

  it('forces completion after 10 s, even if the session check never answers', async () => {
    const stop = startBoot(() => new Promise(() => {}));
    await vi.advanceTimersByTimeAsync(9_999);
    expect(getBootPhase()).toBe('auth');
    await vi.advanceTimersByTimeAsync(1);
    expect(getBootPhase()).toBe('complete');
    stop();
  });

  it('only moves forward', () => {
    advanceBoot('secondary');
    advanceBoot('core');
    expect(getBootPhase()).toBe('secondary');
    advanceBoot('complete');
    expect(getBootPhase()).toBe('complete');
  });
});
