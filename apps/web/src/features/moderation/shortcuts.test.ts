import { describe, expect, it } from 'vitest';
import { shortcutFor } from './shortcuts';

const press = (key: string, extra: Partial<KeyboardEvent> = {}, target: EventTarget | null = document.body) =>
  ({ key, metaKey: false, ctrlKey: false, altKey: false, defaultPrevented: false, target, ...extra }) as KeyboardEvent;

describe('moderation shortcuts', () => {
  it('maps A, R, E, J and K (either case)', () => {
    expect(['a', 'R', 'e', 'j', 'K'].map((k) => shortcutFor(press(k), false))).toEqual([
      'approve',
      'reject',
      'escalate',
      'next',
      'previous',
    ]);
    expect(shortcutFor(press('x'), false)).toBeNull();
  });

  it('never fires while typing, with a modifier, or with a dialog open', () => {
    const input = document.createElement('textarea');
    expect(shortcutFor(press('a', {}, input), false)).toBeNull();
    expect(shortcutFor(press('a', { ctrlKey: true }), false)).toBeNull();
    expect(shortcutFor(press('r'), true)).toBeNull();
    const dialog = document.createElement('div');
    dialog.setAttribute('role', 'dialog');
    const button = document.createElement('button');
    dialog.append(button);
    document.body.append(dialog);
    expect(shortcutFor(press('a', {}, button), false)).toBeNull();
  });
});
