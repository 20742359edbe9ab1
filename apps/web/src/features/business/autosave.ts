// The registration draft's auto-save (spec §4 'Business moderation_status': saved 2 s after any change
// when any field has content; Save Now saves at once). Plain TypeScript with injected timers, so the
// rules are unit-tested without React (autosave.test.ts); the form reads it through useAutosave.

import { t } from '../../lib/i18n';

export type SaveState =
  | { kind: 'idle' }
  /** A change is waiting for the delay to pass. */
  | { kind: 'pending' }
  | { kind: 'saving' }
  | { kind: 'saved'; at: Date }
  | { kind: 'error'; message: string | null };

export interface AutosaverOptions<V> {
  delayMs: number;
  /** Resolves when the server kept the values; rejects (with a message to show) when it did not. */
  save: (values: V) => Promise<unknown>;
  /** Whether there is anything worth saving (spec: 'if any field has content'). */
  hasContent: (values: V) => boolean;
  now?: () => Date;
  setTimer?: (fn: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
  /** Turns a failure into the words shown (null: the caller's default). */
  describe?: (error: unknown) => string | null;
}

/**
 * Debounced saving of the latest values. Each change restarts the delay; only the newest values are
 * ever sent; a change made while a save is running is saved after it (never two saves at once); a
 * failed save keeps the values as unsaved (`dirty`) so nothing typed is lost and the next change or
 * Save Now tries again.
 */
export class Autosaver<V> {
  private state: SaveState = { kind: 'idle' };
  private latest: V | null = null;
  /** The latest values have not reached the server yet. */
  private unsaved = false;
  private timer: unknown = null;
  private running: Promise<boolean> | null = null;
  /** Another save was asked for while one ran. */
  private again = false;
  private listeners = new Set<() => void>();
  private disposed = false;
  private readonly o: Required<AutosaverOptions<V>>;

  constructor(options: AutosaverOptions<V>) {
    this.o = {
      now: () => new Date(),
      setTimer: (fn, ms) => setTimeout(fn, ms),
      clearTimer: (h) => clearTimeout(h as ReturnType<typeof setTimeout>),
      describe: () => null,
      ...options,
    };
  }

  get current(): SaveState {
    return this.state;
  }

  /** True while typed values have not been saved (a timer is waiting, a save runs, or the last one failed). */
  get dirty(): boolean {
    return this.unsaved;
  }

  subscribe = (fn: () => void) => {
    this.listeners.add(fn);
    return () => {
      this.listeners.delete(fn);
    };
  };

  getSnapshot = () => this.state;

  /** The form changed. Schedules a save after the delay when anything has content. */
  change(values: V) {
    if (this.disposed) return;
    this.latest = values;
    this.unsaved = true;
    this.cancelTimer();
    if (!this.o.hasContent(values)) {
      // Nothing to keep: no save, and no stale 'Saving…' either.
      if (this.state.kind === 'pending') this.set({ kind: 'idle' });
      return;
    }
    if (this.state.kind !== 'saving') this.set({ kind: 'pending' });
    this.timer = this.o.setTimer(() => {
      this.timer = null;
      void this.flush();
    }, this.o.delayMs);
  }

  /** The values are known to be on the server (a draft just loaded, or another save path kept them). */
  markSaved(values: V, at: Date) {
    this.latest = values;
    this.unsaved = false;
    this.cancelTimer();
    this.set({ kind: 'saved', at });
  }

  /** Forget everything (the draft was cleared): no pending save. */
  reset() {
    this.cancelTimer();
    this.latest = null;
    this.unsaved = false;
    this.set({ kind: 'idle' });
  }

  /**
   * Save now (Save Now, or the delay passed), with `values` when given, else the latest. Resolves true
   * when everything typed so far is saved. Saves never overlap: asked during a save, it saves again
   * right after it with whatever is newest.
   */
  async flush(values?: V): Promise<boolean> {
    if (values !== undefined) {
      this.latest = values;
      this.unsaved = true;
    }
    this.cancelTimer();
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = this.loop();
    try {
      return await this.running;
    } finally {
      this.running = null;
    }
  }

  private async loop(): Promise<boolean> {
    do {
      this.again = false;
      const values = this.latest;
      if (values === null || this.disposed) return !this.unsaved;
      this.set({ kind: 'saving' });
      try {
        await this.o.save(values);
      } catch (e) {
        if (!this.disposed) this.set({ kind: 'error', message: this.o.describe(e) });
        return false;
      }
      if (this.disposed) return true;
      // Saved what was current when the save began; typing since then is still unsaved.
      if (this.latest === values) this.unsaved = false;
      this.set({ kind: 'saved', at: this.o.now() });
    } while (this.again);
    // Typing during the save whose timer is still waiting: show that a save is coming.
    if (this.unsaved && this.timer !== null) this.set({ kind: 'pending' });
    return !this.unsaved;
  }

  /** Stop the waiting timer and wait for a running save (before Register Business sends the form itself). */
  async idle(): Promise<void> {
    this.cancelTimer();
    if (this.running) await this.running.catch(() => false);
    if (this.state.kind === 'pending') this.set(this.unsaved ? { kind: 'idle' } : this.state);
  }

  dispose() {
    this.disposed = true;
    this.cancelTimer();
    this.listeners.clear();
  }

  private cancelTimer() {
    if (this.timer !== null) this.o.clearTimer(this.timer);
    this.timer = null;
  }

  private set(s: SaveState) {
    this.state = s;
    for (const l of this.listeners) l();
  }
}

/** 'Saved at 14:05' (hh:mm in the member's own clock). */
export const savedAtLabel = (at: Date) =>
  t('business.save.savedAt', 'Saved at {time}', {
    time: `${at.getHours().toString().padStart(2, '0')}:${at.getMinutes().toString().padStart(2, '0')}`,
  });
