import { describe, expect, it } from 'vitest';
import { followableUrl } from './follow';
import { badgeText, timeAgo } from './format';

describe('notification formatting', () => {
  it('says how long ago', () => {
    const now = Date.parse('2026-11-23T12:00:00Z');
    expect(timeAgo('2026-11-23T11:59:30Z', now)).toBe('just now');
    expect(timeAgo('2026-11-23T11:55:00Z', now)).toBe('5 minutes ago');
    expect(timeAgo('2026-11-23T09:00:00Z', now)).toBe('3 hours ago');
    expect(timeAgo('2026-11-22T12:00:00Z', now)).toBe('yesterday');
    expect(timeAgo('nonsense', now)).toBe('');
  });

  it('caps the badge and never shows a negative count', () => {
    expect(badgeText(3)).toBe('3');
    expect(badgeText(120)).toBe('99+');
    expect(badgeText(-2)).toBe('0');
  });

  it('follows same-site paths only', () => {
    expect(followableUrl('/profile/edit')).toBe('/profile/edit');
    expect(followableUrl('/settings?tab=notifications')).toBe('/settings?tab=notifications');
    for (const bad of ['https://evil.example', '//evil.example', '/\\evil.example', 'javascript:alert(1)', 'profile', null]) {
      expect(followableUrl(bad)).toBeNull();
    }
  });
});
