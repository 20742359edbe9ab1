import { PORTFOLIO_MESSAGES } from '@mb/contract/portfolio';
import { describe, expect, it } from 'vitest';
import { formatDuration, itemBadges, itemName } from './item-status';

const base = {
  moderation_status: 'approved',
  rejection_reason: null,
  consent_state: 'none',
  nsfw: false,
  kind: 'image',
  title: null,
  media: { duration_seconds: null },
} as const;
// biome-ignore lint/suspicious/noExplicitAny: a partial item is enough for the badges
const badges = (over: Record<string, unknown>) => itemBadges({ ...base, ...over } as any);

describe('item badges', () => {
  it('says nothing for a public image', () => {
    expect(badges({})).toEqual([]);
  });

  it('names every state that keeps an item private, with its explanation', () => {
    expect(badges({ moderation_status: 'pending' })[0]).toMatchObject({
      label: 'Pending moderation',
      detail: PORTFOLIO_MESSAGES.pendingModeration,
    });
    expect(badges({ moderation_status: 'rejected', rejection_reason: 'Blurry' })[0]).toMatchObject({
      label: 'Rejected',
      detail: 'A moderator rejected it: Blurry',
    });
    expect(badges({ consent_state: 'pending' })[0]?.label).toBe('Waiting for consent');
    expect(badges({ consent_state: 'declined' })[0]?.label).toBe('Declined');
  });

  it('marks NSFW and videos with their duration', () => {
    expect(badges({ nsfw: true, kind: 'video', media: { duration_seconds: 125.4 } }).map((b) => b.label)).toEqual(['NSFW', 'Video 2:05']);
    expect(badges({ kind: 'video' }).map((b) => b.label)).toEqual(['Video']);
  });

  it('formats durations and names untitled items', () => {
    expect(formatDuration(7)).toBe('0:07');
    expect(formatDuration(3723)).toBe('1:02:03');
    expect(itemName({ title: null, kind: 'video' })).toBe('Untitled video');
    expect(itemName({ title: 'Beach', kind: 'image' })).toBe('Beach');
  });
});
