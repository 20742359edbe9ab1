import type { InstalledApp } from '@mb/contract/app-store';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../test/render-routes';

// The header's 'My Apps' launcher (spec §2, §8): up to 5 shortcuts, the menu's empty state, 'Never
// used' / 'Last used', and launching with its toasts.

const apiMock = vi.fn();
vi.mock('../../lib/api', () => ({ api: (...args: unknown[]) => apiMock(...args), ApiError: class extends Error {} }));
const toastMock = Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() });
vi.mock('sonner', () => ({ toast: toastMock }));

const { setSession } = await import('../../lib/session');
const { AppsLauncher } = await import('./apps-launcher');

const USER = '11111111-2222-4333-8444-555555555555';
const app = (i: number, over: Partial<InstalledApp> = {}): InstalledApp => ({
  app_id: `app-${i}`,
  name: `App ${i}`,
  tagline: '',
  icon: 'video',
  icon_url: null,
  theme_color: '#7c3aed',
  launch_path: `/apps/app-${i}`,
  installed_at: new Date().toISOString(),
  last_used_at: null,
  ...over,
});

function renderLauncher() {
  return renderRoutes([
    { path: '/', element: <AppsLauncher /> },
    { path: '/apps/:id', element: <p>App home</p> },
    { path: '/app-store', element: <p>Store page</p> },
  ]).router;
}

const open = async () => {
  fireEvent.click(await screen.findByTestId('my-apps-button'));
  return screen.findByTestId('my-apps-menu', {}, { timeout: 10_000 });
};

beforeEach(() => {
  apiMock.mockReset();
  toastMock.success.mockReset();
  toastMock.error.mockReset();
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

describe('the My Apps launcher', () => {
  it('with nothing installed: no shortcuts, and the menu leads to the store', async () => {
    apiMock.mockResolvedValue({ items: [] });
    const router = renderLauncher();
    const menu = await open();
    expect(await within(menu).findByText('No apps installed')).toBeTruthy();
    expect(screen.queryByTestId('app-shortcuts')).toBeNull();
    fireEvent.click(within(menu).getByRole('link', { name: 'Browse App Store' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/app-store'));
  });

  it('shows at most 5 shortcuts, most recent first, and each app as used or never used', async () => {
    const items = [app(1, { last_used_at: new Date().toISOString() }), ...[2, 3, 4, 5, 6].map((i) => app(i))];
    apiMock.mockResolvedValue({ items });
    renderLauncher();
    const shortcuts = await screen.findByTestId('app-shortcuts');
    expect(
      within(shortcuts)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['App 1', 'App 2', 'App 3', 'App 4', 'App 5']);
    const menu = await open();
    const rows = await within(menu).findAllByTestId('my-apps-item');
    expect(rows).toHaveLength(6);
    expect(rows[0]?.textContent).toMatch(/App 1Last used \w{3} \d{1,2}/);
    expect(rows[5]?.textContent).toBe('App 6Never used');
  });

  it('launching says so and opens the app; a failed launch says it failed and stays', async () => {
    apiMock.mockImplementation(async (name: string) => {
      if (name === 'myInstalledApps') return { items: [app(1)] };
      if (name === 'launchApp') return { app: app(1, { last_used_at: new Date().toISOString() }) };
      throw new Error(name);
    });
    const router = renderLauncher();
    const menu = await open();
    fireEvent.click(await within(menu).findByTestId('my-apps-item'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/apps/app-1'));
    expect(apiMock).toHaveBeenCalledWith('launchApp', { params: { app_id: 'app-1' } });
    await waitFor(() => expect(toastMock.success).toHaveBeenCalledWith('Launching app', { description: 'Opening App 1...' }));

    cleanup();
    apiMock.mockImplementation(async (name: string) => {
      if (name === 'myInstalledApps') return { items: [app(2)] };
      throw new Error('down');
    });
    const again = renderLauncher();
    fireEvent.click(within(await screen.findByTestId('app-shortcuts')).getByRole('button', { name: 'App 2' }));
    await waitFor(() => expect(toastMock.error).toHaveBeenCalledWith('Error', { description: 'Failed to launch app' }));
    expect(again.state.location.pathname).toBe('/');
  });
});
