import { describe, expect, it } from 'vitest';
import { age, dueLabel } from './format';

describe('moderation time labels', () => {
  it('says ages in the largest sensible unit', () => {
    expect(age(30)).toBe('just now');
    expect(age(5 * 60)).toBe('5 min');
    expect(age(5 * 3600)).toBe('5 h');
    expect(age(3 * 86400)).toBe('3 d');
  });

  it('marks an item past its due time as overdue', () => {
    const now = Date.parse('2026-01-03T00:00:00Z');
    expect(dueLabel('2026-01-04T00:00:00Z', now)).toEqual({ text: 'Due in 24 h', overdue: false });
    expect(dueLabel('2026-01-02T22:00:00Z', now)).toEqual({ text: 'Overdue by 2 h', overdue: true });
  });
});
