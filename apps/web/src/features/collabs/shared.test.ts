import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api';
import { dateRange, fieldErrors, formatDay, formatSize } from './shared';

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

  it("puts the server's field errors under their fields, nothing for other failures", () => {
    expect(fieldErrors(new ApiError(422, 'unprocessable', 'x', { member: 'There is no such member.' }))).toEqual({
      member: 'There is no such member.',
    });
    expect(fieldErrors(new Error('boom'))).toEqual({});
  });

  it('sizes files', () => {
    expect(formatSize(300)).toBe('1 KB');
    expect(formatSize(2.5 * 1024 * 1024)).toBe('2.5 MB');
  });
});
