import type { RealtimeEvent } from '@mb/contract/realtime';
import { describe, expect, it } from 'vitest';
import { remaining } from './format';
import { heard, NO_PENDING, shownIds } from './live';

const ME = '11111111-1111-4111-8111-111111111111';
const A = '22222222-2222-4222-8222-222222222222';
const act = (n: number, actor = A): RealtimeEvent => ({
  type: 'feed.activity',
  topic: 'feed',
  data: { activity_id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`, actor_id: actor, kind: 'post' },
});

describe('the new posts pill', () => {
  it('counts each live activity once', () => {
    let s = NO_PENDING;
    for (const e of [act(1), act(2), act(1)]) s = heard(s, e, { me: ME, shown: new Set() });
    expect(s.ids).toHaveLength(2);
  });

  it('leaves out the member’s own activity, what is already on screen, and other events', () => {
    const shown = shownIds([
      { items: [{ id: act(3).type === 'feed.activity' ? (act(3).data as { activity_id: string }).activity_id : '' } as never] },
    ]);
    let s = heard(NO_PENDING, act(4, ME), { me: ME, shown });
    s = heard(s, act(3), { me: ME, shown });
    s = heard(s, { type: 'profile.updated', topic: `user:${ME}`, data: { id: ME } }, { me: ME, shown });
    expect(s).toBe(NO_PENDING);
  });
});

describe('the counter', () => {
  it('says what is left, and how far over', () => {
    expect(remaining('abc', 5)).toEqual({ left: 2, over: false, label: '2 left' });
    expect(remaining('abcdefg', 5)).toEqual({ left: -2, over: true, label: '2 over the limit' });
  });
});
