import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The staff check (spec §6, §8, §9): cached 5 minutes, also across reloads; a failed re-check leaves
// the cached answer for the Moderation button (amber) but grants no access.

const apiMock = vi.fn();
vi.mock('../../lib/api', () => ({ api: (...args: unknown[]) => apiMock(...args) }));

const { setSession } = await import('../../lib/session');
const { useStaffStatus, clearStoredStaffStatus } = await import('./queries');

const USER = '11111111-2222-4333-8444-555555555555';
const moderator = { is_staff: true, is_admin: false, role: 'moderator', permissions: ['content_moderation'] };

function Probe() {
  const s = useStaffStatus();
  return (
    <p data-testid="probe">
      {JSON.stringify({ cached: s.cached.is_staff, access: s.access.is_staff, errored: s.errored, pending: s.pending })}
    </p>
  );
}

function renderProbe() {
  const client = new QueryClient({ defaultOptions: { queries: { retryDelay: 1 } } });
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  render(<Probe />, { wrapper });
  return () => JSON.parse(screen.getByTestId('probe').textContent ?? '{}');
}

beforeEach(() => {
  localStorage.clear();
  apiMock.mockReset();
  setSession({
    access_token: 'a.b.c',
    refresh_token: 'r'.repeat(30),
    token_type: 'bearer',
    expires_in: 3600,
    expires_at: Math.floor(Date.now() / 1000) + 3600,
    user: { id: USER, email: 'mod@example.test', created_at: new Date().toISOString() },
  });
});
afterEach(() => {
  cleanup();
  setSession(null);
});

describe('useStaffStatus', () => {
  it('asks the server and remembers the answer for the next page load', async () => {
    apiMock.mockResolvedValue(moderator);
    const read = renderProbe();
    await waitFor(() => expect(read()).toEqual({ cached: true, access: true, errored: false, pending: false }));
    expect(apiMock).toHaveBeenCalledWith('myStaffStatus');
    expect(JSON.parse(localStorage.getItem('mb-staff-status') ?? '{}')).toMatchObject({ user_id: USER, status: moderator });
  });

  it('does not ask again within 5 minutes of a stored answer', async () => {
    localStorage.setItem('mb-staff-status', JSON.stringify({ user_id: USER, at: Date.now() - 60_000, status: moderator }));
    const read = renderProbe();
    expect(read()).toEqual({ cached: true, access: true, errored: false, pending: false });
    await new Promise((r) => setTimeout(r, 20));
    expect(apiMock).not.toHaveBeenCalled();
  });

  it('after a failed re-check keeps the cached answer for display (amber) but grants no access', async () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    localStorage.setItem('mb-staff-status', JSON.stringify({ user_id: USER, at: Date.now() - 6 * 60_000, status: moderator }));
    apiMock.mockRejectedValue(new Error('offline'));
    const read = renderProbe();
    await waitFor(() => expect(read()).toEqual({ cached: true, access: false, errored: true, pending: false }));
    // One retry (spec §9 'staff: one retry').
    expect(apiMock).toHaveBeenCalledTimes(2);
    expect(spy).toHaveBeenCalledWith('Staff/admin check failed', expect.any(Error));
    spy.mockRestore();
  });

  it("ignores another user's stored answer", async () => {
    localStorage.setItem('mb-staff-status', JSON.stringify({ user_id: 'someone-else', at: Date.now(), status: moderator }));
    apiMock.mockResolvedValue({ is_staff: false, is_admin: false, role: null, permissions: [] });
    const read = renderProbe();
    expect(read().pending).toBe(true);
    await waitFor(() => expect(read()).toEqual({ cached: false, access: false, errored: false, pending: false }));
  });

  it('forgets the stored answer on sign-out', () => {
    localStorage.setItem('mb-staff-status', JSON.stringify({ user_id: USER, at: Date.now(), status: moderator }));
    clearStoredStaffStatus();
    expect(localStorage.getItem('mb-staff-status')).toBeNull();
  });
});
