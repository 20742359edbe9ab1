import { describe, expect, it } from 'vitest';
import { safeRedirect } from './redirect';

describe('safeRedirect', () => {
  it('follows same-site paths only', () => {
    expect(safeRedirect('/events?tab=mine')).toBe('/events?tab=mine');
    expect(safeRedirect('//evil.example')).toBe('/dashboard');
    expect(safeRedirect('/\\evil.example')).toBe('/dashboard');
    expect(safeRedirect('https://evil.example')).toBe('/dashboard');
    expect(safeRedirect(null)).toBe('/dashboard');
  });
});
