import { STAFF_ADMIN_MESSAGES } from '@mb/contract/ui-text';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Queues } from './admin-dashboard-page';

afterEach(cleanup);

// Issue 31: the server sends queues: null when reading them failed; the card said the queue was "not
// available yet", as if it were unbuilt.
describe('admin dashboard: the moderation queues card', () => {
  it('says the read failed and offers a retry when the queues are missing', () => {
    const retry = vi.fn();
    render(<Queues queues={null} onRetry={retry} />, { wrapper: MemoryRouter });
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('The moderation queues could not be read');
    expect(alert.textContent).toContain(STAFF_ADMIN_MESSAGES.queuesFailed);
    expect(screen.queryByText(/not available yet/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('shows the button as busy while the dashboard is read again', () => {
    render(<Queues queues={null} onRetry={() => {}} retrying />, { wrapper: MemoryRouter });
    expect((screen.getByRole('button', { name: 'Retrying...' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows the queues once read', () => {
    render(
      <Queues queues={[{ type: 'portfolio', label: 'Portfolio items', pending: 2, overdue: 1, oldest_at: null }]} onRetry={() => {}} />,
      { wrapper: MemoryRouter },
    );
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('link', { name: 'Portfolio items' }).getAttribute('href')).toBe('/moderation?type=portfolio');
  });
});
