import { PORTFOLIO_MESSAGES } from '@mb/contract/portfolio';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';

// The share panel: loading, empty and error states, creating with a label and expiry, the QR code,
// and revoking only after confirming.

const apiMock = vi.fn();
const { ApiError } = await import('../../lib/api');
vi.mock('../../lib/api', async (orig) => ({ ...(await orig<typeof import('../../lib/api')>()), api: (...a: unknown[]) => apiMock(...a) }));
vi.mock('../../lib/auth', () => ({ useSession: () => ({ user: { id: 'u1' } }) }));
vi.mock('../../lib/toast', () => ({ toast: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }) }));

const { default: SharePanel } = await import('./share-panel');

const share = (over: Record<string, unknown> = {}) => ({
  id: '33333333-3333-4333-8333-333333333333',
  label: 'Casting',
  url: 'https://example.org/portfolio/share?token=abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG',
  expires_at: null,
  revoked_at: null,
  views: 2,
  created_at: '2025-01-02T00:00:00.000Z',
  ...over,
});

function renderPanel() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  render(<SharePanel />, { wrapper });
}

afterEach(() => {
  cleanup();
  apiMock.mockReset();
});

describe('SharePanel', () => {
  it('says when there are no links, and creates one with the label and expiry chosen', async () => {
    apiMock.mockImplementation(async (name: string, opts?: { body?: { label?: string; expires: string } }) => {
      if (name === 'myPortfolioShares') return { shares: [] };
      if (name === 'createPortfolioShare') return share({ label: opts?.body?.label, views: 0 });
      throw new Error(name);
    });
    renderPanel();
    expect(await screen.findByText('No share links yet')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Label (optional)'), { target: { value: 'Studio X' } });
    fireEvent.change(screen.getByLabelText('Expires after'), { target: { value: '30d' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create link' }));
    await waitFor(() => expect(apiMock).toHaveBeenCalledWith('createPortfolioShare', { body: { label: 'Studio X', expires: '30d' } }));
    const row = await screen.findByTestId('share-row');
    expect(within(row).getByText('Studio X')).toBeTruthy();
    expect(within(row).getByText('0 views')).toBeTruthy();
    expect(screen.getByTestId('share-count').textContent).toBe('1 of 20 active links.');
  });

  it('shows the QR code on request and revokes only after confirming', async () => {
    apiMock.mockImplementation(async (name: string) => {
      if (name === 'myPortfolioShares') return { shares: [share()] };
      if (name === 'revokePortfolioShare') return share({ revoked_at: '2025-01-03T00:00:00.000Z' });
      throw new Error(name);
    });
    renderPanel();
    fireEvent.click(await screen.findByRole('button', { name: 'QR code' }));
    // The QR code is its own lazy chunk: the first import may take a moment on a busy machine.
    const qr = await screen.findByTestId('share-qr', undefined, { timeout: 10_000 });
    expect(qr.getAttribute('aria-label')).toBe('QR code of the share link Casting');
    expect(qr.querySelector('path')?.getAttribute('d')?.length).toBeGreaterThan(100);
    fireEvent.click(screen.getByRole('button', { name: 'Revoke' }));
    const dialog = await screen.findByRole('dialog');
    expect(apiMock).not.toHaveBeenCalledWith('revokePortfolioShare', expect.anything());
    fireEvent.click(within(dialog).getByRole('button', { name: 'Revoke link' }));
    await waitFor(() => expect(apiMock).toHaveBeenCalledWith('revokePortfolioShare', { params: { id: share().id } }));
    expect(await screen.findByText('Revoked')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Copy' })).toBeNull();
  });

  it('shows the error state with a retry, and the limit message from the server', async () => {
    apiMock.mockRejectedValueOnce(new ApiError(500, 'internal', 'Server trouble'));
    apiMock.mockImplementation(async (name: string) => {
      if (name === 'myPortfolioShares') return { shares: [] };
      throw new ApiError(409, 'conflict', PORTFOLIO_MESSAGES.shareLimitReached);
    });
    renderPanel();
    expect(await screen.findByText('Your share links could not be loaded')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No share links yet')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Create link' }));
    expect(await screen.findByText(PORTFOLIO_MESSAGES.shareLimitReached)).toBeTruthy();
  });
});
