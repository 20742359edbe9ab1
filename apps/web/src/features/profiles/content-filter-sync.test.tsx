import type { Session } from '@mb/contract/auth';
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { getContentFilter, setContentFilter } from '../../lib/content-filter';
import { setSession } from '../../lib/session';
import { useContentFilterFromProfile } from './content-filter-sync';

const session = (id: string): Session => ({
  access_token: 'a',
  refresh_token: 'r'.repeat(30),
  token_type: 'bearer',
  expires_in: 3600,
  expires_at: Math.floor(Date.now() / 1000) + 3600,
  user: { id, email: `${id}@example.test`, created_at: new Date().toISOString() },
});

afterEach(() => act(() => setSession(null)));

describe('content filter and the profile (spec §4)', () => {
  it('starts at all, loads default_content_filter after sign-in, and resets to all on sign-out', () => {
    expect(getContentFilter()).toBe('all');
    act(() => setSession(session('u1')));
    renderHook(() => useContentFilterFromProfile({ id: 'u1', default_content_filter: 'gay' }));
    expect(getContentFilter()).toBe('gay');
    act(() => setSession(null));
    expect(getContentFilter()).toBe('all');
  });

  it("loads once per sign-in, so the header's later choice is not overwritten by profile refetches", () => {
    act(() => setSession(session('u2')));
    const { rerender } = renderHook(
      (p: { f: 'bi' | 'straight' }) => useContentFilterFromProfile({ id: 'u2', default_content_filter: p.f }),
      {
        initialProps: { f: 'bi' },
      },
    );
    expect(getContentFilter()).toBe('bi');
    act(() => setContentFilter('straight'));
    // A token refresh (same member) keeps the choice too.
    act(() => setSession(session('u2')));
    rerender({ f: 'bi' });
    expect(getContentFilter()).toBe('straight');
  });

  it('another member signing in gets their own default', () => {
    act(() => setSession(session('u3')));
    renderHook(() => useContentFilterFromProfile({ id: 'u3', default_content_filter: 'straight' }));
    act(() => setSession(session('u4')));
    expect(getContentFilter()).toBe('all');
    renderHook(() => useContentFilterFromProfile({ id: 'u4', default_content_filter: 'bi' }));
    expect(getContentFilter()).toBe('bi');
  });
});
