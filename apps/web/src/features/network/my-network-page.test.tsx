import type { ConnectionRequest, ConnectionRequests } from '@mb/contract/network';
import { NETWORK_MESSAGES } from '@mb/contract/network';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../test/render-routes';

// /my-network's Requests tab over a mocked API: received requests a page at a time with the total on
// the badge, and a withdrawal that asks first.

const apiMock = vi.fn();
const toast = { success: vi.fn(), error: vi.fn() };
vi.mock('../../lib/api', () => ({ api: (...args: unknown[]) => apiMock(...args), ApiError: class extends Error {} }));
vi.mock('../../lib/toast', () => ({ toast }));
vi.mock('../../lib/auth', () => ({ useSession: () => ({ user: { id: 'viewer' } }) }));
vi.mock('../../lib/realtime', () => ({ useRealtime: () => {} }));

const { default: MyNetworkPage } = await import('./my-network-page');

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const request = (n: number, direction: 'incoming' | 'outgoing'): ConnectionRequest => ({
  id: uuid(n),
  direction,
  member: {
    user_id: uuid(1000 + n),
    username: `member${n}`,
    display_name: `Member ${n}`,
    avatar_url: null,
    profile_type: 'creator',
    verified: false,
    location: null,
  },
  note: null,
  created_at: new Date().toISOString(),
});

afterEach(() => {
  cleanup();
  apiMock.mockReset();
  toast.success.mockReset();
});

describe('/my-network requests', () => {
  it('shows the total received, pages the rest with Show more, and sent ones once', async () => {
    const first: ConnectionRequests = {
      incoming: [request(1, 'incoming'), request(2, 'incoming')],
      outgoing: [request(9, 'outgoing')],
      incoming_count: 3,
      next_cursor: 'next-page',
    };
    const second: ConnectionRequests = { incoming: [request(3, 'incoming')], outgoing: [], incoming_count: 3, next_cursor: null };
    apiMock.mockImplementation(async (name: string, opts: { query?: { cursor?: string } }) => {
      if (name !== 'connectionRequests') throw new Error(name);
      return opts.query?.cursor === 'next-page' ? second : first;
    });
    renderRoutes([{ path: '*', element: <MyNetworkPage /> }], '/my-network');
    const received = await screen.findByRole('region', { name: /Received/ });
    expect(within(received).getByText('3')).toBeTruthy();
    expect(screen.getAllByTestId('request-incoming')).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Show more received requests' }));
    await waitFor(() => expect(screen.getAllByTestId('request-incoming')).toHaveLength(3));
    expect(apiMock).toHaveBeenCalledWith('connectionRequests', { query: { cursor: 'next-page' } });
    expect(screen.queryByRole('button', { name: 'Show more received requests' })).toBeNull();
    expect(screen.getAllByTestId('request-outgoing')).toHaveLength(1);
  });

  it('withdrawing a sent request asks first', async () => {
    const page: ConnectionRequests = { incoming: [], outgoing: [request(9, 'outgoing')], incoming_count: 0, next_cursor: null };
    apiMock.mockImplementation(async (name: string) => {
      if (name === 'connectionRequests') return page;
      if (name === 'removeConnection')
        return { user_id: uuid(1009), following: false, followed_by: false, connection: 'none', request_id: null };
      throw new Error(name);
    });
    renderRoutes([{ path: '*', element: <MyNetworkPage /> }], '/my-network');
    fireEvent.click(await screen.findByRole('button', { name: 'Withdraw' }));
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw your request to Member 9?' });
    expect(apiMock).not.toHaveBeenCalledWith('removeConnection', expect.anything());
    fireEvent.click(within(dialog).getByRole('button', { name: 'Withdraw request' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(NETWORK_MESSAGES.requestWithdrawn, undefined));
    expect(apiMock).toHaveBeenCalledWith('removeConnection', { params: { userId: uuid(1009) } });
  });
});
