import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Autosaver, savedAtLabel } from './autosave';

type V = { name: string };
const hasContent = (v: V) => v.name.trim().length > 0;

/** A save the test resolves or rejects by hand. */
function controlledSave() {
  const calls: { values: V; resolve: () => void; reject: (e: unknown) => void }[] = [];
  const save = vi.fn(
    (values: V) =>
      new Promise<void>((resolve, reject) => {
        calls.push({ values, resolve, reject });
      }),
  );
  return { save, calls };
}

const settle = () => vi.advanceTimersByTimeAsync(0);

describe('Autosaver (spec §4: auto-saved 2 s after any change when any field has content)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('saves the newest values once, 2 s after the last change', async () => {
    const save = vi.fn(async (_: V) => {});
    const a = new Autosaver<V>({ delayMs: 2000, save, hasContent, now: () => new Date(2026, 0, 1, 9, 5) });
    a.change({ name: 'A' });
    await vi.advanceTimersByTimeAsync(1500);
    a.change({ name: 'Ac' });
    await vi.advanceTimersByTimeAsync(1999);
    expect(save).not.toHaveBeenCalled();
    expect(a.current.kind).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    expect(save).toHaveBeenCalledTimes(1);
    expect(save).toHaveBeenCalledWith({ name: 'Ac' });
    expect(a.current).toEqual({ kind: 'saved', at: new Date(2026, 0, 1, 9, 5) });
    expect(a.dirty).toBe(false);
  });

  it('does not save when no field has content', async () => {
    const save = vi.fn(async (_: V) => {});
    const a = new Autosaver<V>({ delayMs: 2000, save, hasContent });
    a.change({ name: '  ' });
    await vi.advanceTimersByTimeAsync(5000);
    expect(save).not.toHaveBeenCalled();
    expect(a.current.kind).toBe('idle');
    // Typing then erasing everything cancels the waiting save.
    a.change({ name: 'x' });
    a.change({ name: '' });
    await vi.advanceTimersByTimeAsync(5000);
    expect(save).not.toHaveBeenCalled();
    expect(a.current.kind).toBe('idle');
  });

  it('keeps the values unsaved after a failure, shows the error, and the next change tries again', async () => {
    const { save, calls } = controlledSave();
    const a = new Autosaver<V>({ delayMs: 2000, save, hasContent, describe: (e) => (e as Error).message });
    a.change({ name: 'Acme' });
    await vi.advanceTimersByTimeAsync(2000);
    expect(a.current.kind).toBe('saving');
    calls[0]?.reject(new Error('offline'));
    await settle();
    expect(a.current).toEqual({ kind: 'error', message: 'offline' });
    expect(a.dirty).toBe(true);
    a.change({ name: 'Acme Ltd' });
    await vi.advanceTimersByTimeAsync(2000);
    expect(calls[1]?.values).toEqual({ name: 'Acme Ltd' });
    calls[1]?.resolve();
    await settle();
    expect(a.current.kind).toBe('saved');
    expect(a.dirty).toBe(false);
  });

  it('never runs two saves at once: typing during a save is saved after it', async () => {
    const { save, calls } = controlledSave();
    const a = new Autosaver<V>({ delayMs: 2000, save, hasContent });
    a.change({ name: 'One' });
    await vi.advanceTimersByTimeAsync(2000);
    expect(calls).toHaveLength(1);
    a.change({ name: 'Two' });
    expect(a.current.kind).toBe('saving');
    await vi.advanceTimersByTimeAsync(2000);
    // The second save waits for the first.
    expect(calls).toHaveLength(1);
    calls[0]?.resolve();
    await settle();
    expect(calls).toHaveLength(2);
    expect(calls[1]?.values).toEqual({ name: 'Two' });
    expect(a.dirty).toBe(true);
    calls[1]?.resolve();
    await settle();
    expect(a.dirty).toBe(false);
    expect(a.current.kind).toBe('saved');
  });

  it('shows a coming save again when the first one ends before the delay of newer typing', async () => {
    const { save, calls } = controlledSave();
    const a = new Autosaver<V>({ delayMs: 2000, save, hasContent });
    a.change({ name: 'One' });
    await vi.advanceTimersByTimeAsync(2000);
    a.change({ name: 'Two' });
    calls[0]?.resolve();
    await settle();
    expect(a.current.kind).toBe('pending');
    expect(a.dirty).toBe(true);
    await vi.advanceTimersByTimeAsync(2000);
    expect(calls[1]?.values).toEqual({ name: 'Two' });
  });

  it('Save Now saves at once, cancels the waiting timer and reports the outcome', async () => {
    const save = vi.fn(async (_: V) => {});
    const a = new Autosaver<V>({ delayMs: 2000, save, hasContent });
    a.change({ name: 'Acme' });
    await expect(a.flush()).resolves.toBe(true);
    expect(save).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(5000);
    expect(save).toHaveBeenCalledTimes(1);

    const failing = new Autosaver<V>({
      delayMs: 2000,
      save: async () => {
        throw new Error('no');
      },
      hasContent,
    });
    await expect(failing.flush({ name: 'X' })).resolves.toBe(false);
    expect(failing.current).toEqual({ kind: 'error', message: null });
    expect(failing.dirty).toBe(true);
  });

  it('a loaded draft counts as saved; reset forgets a waiting save', async () => {
    const save = vi.fn(async (_: V) => {});
    const a = new Autosaver<V>({ delayMs: 2000, save, hasContent });
    const at = new Date(2026, 4, 2, 14, 7);
    a.markSaved({ name: 'Loaded' }, at);
    expect(a.current).toEqual({ kind: 'saved', at });
    expect(a.dirty).toBe(false);
    a.change({ name: 'Loaded!' });
    a.reset();
    await vi.advanceTimersByTimeAsync(5000);
    expect(save).not.toHaveBeenCalled();
    expect(a.current.kind).toBe('idle');
  });

  it('tells subscribers about every state change and stops after dispose', async () => {
    const save = vi.fn(async (_: V) => {});
    const a = new Autosaver<V>({ delayMs: 2000, save, hasContent });
    const seen: string[] = [];
    a.subscribe(() => seen.push(a.getSnapshot().kind));
    a.change({ name: 'A' });
    await vi.advanceTimersByTimeAsync(2000);
    expect(seen).toEqual(['pending', 'saving', 'saved']);
    a.change({ name: 'B' });
    a.dispose();
    await vi.advanceTimersByTimeAsync(5000);
    expect(save).toHaveBeenCalledTimes(1);
  });

  it('labels the save time as hh:mm', () => {
    expect(savedAtLabel(new Date(2026, 0, 1, 9, 5))).toBe('Saved at 09:05');
    expect(savedAtLabel(new Date(2026, 0, 1, 23, 59))).toBe('Saved at 23:59');
  });
});
