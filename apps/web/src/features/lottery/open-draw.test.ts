import type { LotteryDraw } from '@mb/contract/lottery';
import { describe, expect, it } from 'vitest';
import { openDrawOf } from './open-draw';

// Issue 31: the sidebar and the dashboard point to the lottery while a draw is open, and only then.

const NOW = Date.parse('2026-12-06T12:00:00Z');
const draw = (id: string, status: LotteryDraw['status'], closes: string): LotteryDraw => ({
  id,
  title: `Draw ${id}`,
  prize: 'A camera',
  winners_count: 1,
  rules: '',
  opens_at: '2026-12-01T00:00:00Z',
  closes_at: closes,
  eligibility: 'members',
  status,
  entries_count: 0,
  commitment: null,
  seed: null,
  drawn_at: null,
  winners: [],
});

describe('openDrawOf', () => {
  it('answers the open draw that closes first, none when only scheduled, closed or past its time', () => {
    expect(openDrawOf(undefined, NOW)).toBeNull();
    expect(openDrawOf({ current: [draw('a', 'scheduled', '2026-12-09T00:00:00Z')] }, NOW)).toBeNull();
    expect(openDrawOf({ current: [draw('b', 'open', '2026-12-06T11:59:00Z')] }, NOW)).toBeNull();
    const open = openDrawOf(
      {
        current: [
          draw('late', 'open', '2026-12-20T00:00:00Z'),
          draw('soon', 'open', '2026-12-07T00:00:00Z'),
          draw('s', 'scheduled', '2026-12-08T00:00:00Z'),
        ],
      },
      NOW,
    );
    expect(open?.id).toBe('soon');
  });
});
