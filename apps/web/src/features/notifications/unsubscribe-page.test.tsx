import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

// The page an e-mail's unsubscribe link opens: opening it changes nothing; one click turns it off.

const apiMock = vi.fn();
class ApiError extends Error {
  constructor(
    public status: number,
    public code: string,
    message: string,
  ) {
    super(message);
  }
}
vi.mock('../../lib/api', () => ({ api: (...args: unknown[]) => apiMock(...args), ApiError }));

const { default: UnsubscribePage } = await import('./unsubscribe-page');

function renderAt(url: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '/unsubscribe', element: <UnsubscribePage /> }], { initialEntries: [url] });
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  render(<RouterProvider router={router} />, { wrapper });
}

afterEach(() => {
  cleanup();
  apiMock.mockReset();
});

describe('/unsubscribe', () => {
  it('describes what the link turns off, and only a click turns it off', async () => {
    apiMock.mockImplementation(async (name: string) => ({ scope: 'messages', label: 'Messages e-mails', name }));
    renderAt('/unsubscribe?token=abc.def');
    expect(await screen.findByText('Messages e-mails')).toBeTruthy();
    expect(apiMock).toHaveBeenCalledTimes(1);
    expect(apiMock).toHaveBeenCalledWith('describeUnsubscribe', { query: { token: 'abc.def' } });
    fireEvent.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    await waitFor(() => expect(screen.getByText(/You will no longer get these e-mails/)).toBeTruthy());
    expect(apiMock).toHaveBeenCalledWith('unsubscribe', { query: { token: 'abc.def' } });
  });

  it('says so when the link is not valid', async () => {
    apiMock.mockRejectedValue(new ApiError(422, 'unprocessable', 'bad'));
    renderAt('/unsubscribe?token=forged');
    expect(await screen.findByText(/This unsubscribe link is invalid/)).toBeTruthy();
    cleanup();
    renderAt('/unsubscribe');
    expect(await screen.findByText(/This unsubscribe link is invalid/)).toBeTruthy();
  });
});
