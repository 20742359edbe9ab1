import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../test/render-routes';

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
  renderRoutes([{ path: '/unsubscribe', element: <UnsubscribePage /> }], url);
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
