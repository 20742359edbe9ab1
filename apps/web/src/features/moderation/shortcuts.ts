/** The reviewer's keys (shown in the page's help line): A approve, R reject, E escalate, J/K next/previous. */
export type Shortcut = 'approve' | 'reject' | 'escalate' | 'next' | 'previous';

const KEYS: Record<string, Shortcut> = { a: 'approve', r: 'reject', e: 'escalate', j: 'next', k: 'previous' };

/** Typing in a field or working in a dialog never triggers a shortcut. */
const typingIn = (t: EventTarget | null) =>
  typeof HTMLElement !== 'undefined' &&
  t instanceof HTMLElement &&
  (t.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(t.tagName) || Boolean(t.closest('[role="dialog"]')));

/** Which shortcut a key press is, if any: plain letters only (no modifier), never while typing or with a dialog open. */
export function shortcutFor(
  e: Pick<KeyboardEvent, 'key' | 'metaKey' | 'ctrlKey' | 'altKey' | 'defaultPrevented' | 'target'>,
  dialogOpen: boolean,
): Shortcut | null {
  if (e.defaultPrevented || e.metaKey || e.ctrlKey || e.altKey || dialogOpen || typingIn(e.target)) return null;
  return KEYS[e.key.toLowerCase()] ?? null;
}
