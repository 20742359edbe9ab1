import { describe, expect, it } from 'vitest';
import { dateRange, formatDay, formatSize, joinLatest } from './shared';

describe('collaboration display helpers', () => {
  it('shows calendar days without a time-zone shift, and ranges', () => {
    expect(formatDay('2027-01-10')).toBe('10 Jan 2027');
    expect(formatDay(null)).toBeNull();
    expect(dateRange('2027-01-10', '2027-01-11')).toBe('10 Jan 2027 – 11 Jan 2027');
    expect(dateRange('2027-01-10', '2027-01-10')).toBe('10 Jan 2027');
    expect(dateRange('2027-01-10', null)).toBe('From 10 Jan 2027');
    expect(dateRange(null, '2027-01-11')).toBe('Until 11 Jan 2027');
    expect(dateRange(null, null)).toBeNull();
  });

  it('sizes files', () => {
    expect(formatSize(300)).toBe('1 KB');
    expect(formatSize(2.5 * 1024 * 1024)).toBe('2.5 MB');
  });
});

describe('the discussion after a reconnect', () => {
  const m = (id: string) => ({ id }) as unknown as import('@mb/contract/collabs').CollabMessage;
  it('keeps the earlier pages shown in front of a latest page that reaches back into them', () => {
    const shown = { messages: ['a', 'b', 'c', 'd'].map(m), has_more: true };
    const latest = { messages: ['c', 'd', 'e'].map(m), has_more: true };
    expect(joinLatest(shown, latest)).toEqual({ messages: ['a', 'b', 'c', 'd', 'e'].map(m), has_more: true });
  });
  it('shows the latest page alone when more was missed than a page, or when it is the whole discussion', () => {
    const shown = { messages: ['a', 'b'].map(m), has_more: true };
    expect(joinLatest(shown, { messages: ['x', 'y'].map(m), has_more: true })).toEqual({ messages: ['x', 'y'].map(m), has_more: true });
    expect(joinLatest(shown, { messages: ['a', 'b', 'c'].map(m), has_more: false })).toEqual({
      messages: ['a', 'b', 'c'].map(m),
      has_more: false,
    });
    expect(joinLatest(undefined, { messages: [m('a')], has_more: false }).messages).toHaveLength(1);
  });
});
