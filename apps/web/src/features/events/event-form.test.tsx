import { EVENT_MESSAGES } from '@mb/contract/events';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../test/render-routes';

// The event form checks with the contract's schema before sending: its messages, under their fields.

const apiMock = vi.fn();
vi.mock('../../lib/api', () => ({ api: (...args: unknown[]) => apiMock(...args), ApiError: Error }));
vi.mock('../../lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const { EventForm } = await import('./event-form');

afterEach(() => {
  cleanup();
  apiMock.mockReset();
});

describe('the event form', () => {
  it("refuses an http link and a missing title with the contract's words, and sends nothing", async () => {
    renderRoutes([{ path: '/', element: <EventForm event={null} onClose={() => {}} /> }]);
    fireEvent.change(await screen.findByLabelText('Link (optional)'), { target: { value: 'http://insecure.example.com' } });
    fireEvent.click(screen.getByTestId('save-event'));
    expect(await screen.findByText(EVENT_MESSAGES.linkHttps)).toBeTruthy();
    expect(screen.getByText('Give the event a title.')).toBeTruthy();
    expect(apiMock).not.toHaveBeenCalled();
  });
});
