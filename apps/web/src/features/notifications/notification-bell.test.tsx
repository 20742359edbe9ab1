import type { Notification } from '@mb/contract/notifications';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../test/render-routes';

// The panel of spec §2: loading, empty and error states, newest 10 then 'Load more', clicking marks
// read and follows only same-site paths, mark-all-read with the spec's toast.

const apiMock = vi.fn();
vi.mock('../../lib/api', () => ({ api: (...args: unknown[]) => apiMock(...args), ApiError: class extends Error {} }));
const toastMock = Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() });
vi.mock('sonner', () => ({ toast: toastMock }));

const { setSession } = await import('../../lib/session');
const { NotificationBell } = await import('./notification-bell');

const USER = '11111111-2222-4333-8444-555555555555';
const note = (i: number, over: Partial<Notification> = {}): Notification => ({
  id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
  title: `Note ${i}`,
  content: `Body ${i}`,
  type: 'system_update',
  action_url: null,
  order_id: null,
  editor_notification_type: null,
  created_at: new Date(Date.now() - i * 60_000).toISOString(),
  read_at: null,
  ...over,
});

function renderBell() {
  return renderRoutes([
    { path: '/', element: <NotificationBell /> },
    { path: '/profile/edit', element: <p>Edit page</p> },
  ]).router;
}

/** The server as the API mock: pages of the given items, 10 at a time. */
function serve(items: Notification[], unread = items.filter((n) => !n.read_at).length) {
  apiMock.mockImplementation(async (name: string, opts?: { query?: { before?: string }; params?: { id: string } }) => {
    if (name === 'notificationUnreadCount') return { count: unread };
    if (name === 'notifications') {
      const start = opts?.query?.before ? items.findIndex((n) => n.id === opts.query?.before) + 1 : 0;
      const page = items.slice(start, start + 10);
      return { items: page, next_before: start + 10 < items.length ? (page.at(-1)?.id ?? null) : null };
    }
    if (name === 'markNotificationRead') {
      const n = items.find((x) => x.id === opts?.params?.id);
      return { notification: { ...n, read_at: new Date().toISOString() }, unread_count: Math.max(0, unread - 1) };
    }
    if (name === 'markAllNotificationsRead') return { marked: unread, unread_count: 0 };
    throw new Error(`unexpected ${name}`);
  });
}

/** Opens the panel; its chunk loads on the first click (a cold import can take a while in tests). */
const open = async () => {
  fireEvent.click(await screen.findByTestId('notification-bell'));
  await screen.findByTestId('notification-panel', {}, { timeout: 10_000 });
};

beforeEach(() => {
  apiMock.mockReset();
  toastMock.mockReset();
  toastMock.success.mockReset();
  setSession({
    access_token: 'a.b.c',
    refresh_token: 'r'.repeat(30),
    token_type: 'bearer',
    expires_in: 3600,
    expires_at: Math.floor(Date.now() / 1000) + 3600,
    user: { id: USER, email: 'm@example.test', created_at: new Date().toISOString() },
  });
});
afterEach(() => {
  cleanup();
  setSession(null);
});

describe('the notification bell', () => {
  it('shows the unread count, then the newest 10 and Load more for the rest', async () => {
    serve(Array.from({ length: 13 }, (_, i) => note(i + 1)));
    renderBell();
    await waitFor(() => expect(screen.getByTestId('notification-badge').textContent).toBe('13'));
    await open();
    await waitFor(() => expect(screen.getAllByTestId('notification-item')).toHaveLength(10));
    expect(screen.getAllByTestId('notification-item')[0]?.textContent).toContain('Note 1');
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(screen.getAllByTestId('notification-item')).toHaveLength(13));
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('says when there is nothing, and when loading failed (with a retry)', async () => {
    serve([]);
    renderBell();
    await open();
    expect(await screen.findByText('No notifications yet')).toBeTruthy();
    cleanup();

    apiMock.mockImplementation(async (name: string) => {
      if (name === 'notificationUnreadCount') return { count: 0 };
      throw new Error('down');
    });
    renderBell();
    await open();
    expect(await screen.findByText('We could not load your notifications.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('clicking marks read and follows a same-site path', async () => {
    serve([note(1, { action_url: '/profile/edit' })]);
    const router = renderBell();
    await open();
    fireEvent.click(await screen.findByTestId('notification-item'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile/edit'));
    expect(apiMock).toHaveBeenCalledWith('markNotificationRead', { params: { id: note(1).id } });
  });

  it('never follows another site, even if one reached the browser', async () => {
    serve([note(1, { action_url: '//evil.example/phish' })]);
    const router = renderBell();
    await open();
    fireEvent.click(await screen.findByTestId('notification-item'));
    await waitFor(() => expect(apiMock).toHaveBeenCalledWith('markNotificationRead', expect.anything()));
    expect(router.state.location.pathname).toBe('/');
    await waitFor(() => expect(screen.queryByTestId('notification-badge')).toBeNull());
  });

  it("mark all read toasts 'Success: All notifications marked as read' and clears the badge", async () => {
    serve([note(1), note(2)]);
    renderBell();
    await open();
    await screen.findAllByTestId('notification-item');
    fireEvent.click(screen.getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(toastMock.success).toHaveBeenCalledWith('Success', { description: 'All notifications marked as read' }));
    await waitFor(() => expect(screen.queryByTestId('notification-badge')).toBeNull());
    expect(screen.getAllByTestId('notification-item').every((el) => el.getAttribute('data-unread') === 'false')).toBe(true);
  });
});
