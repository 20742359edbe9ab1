import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearCacheAndReload, readStartupError, StartupErrorBoundary } from './startup-error';

function Boom(): never {
  throw new Error('provider exploded');
}

function Silent(): never {
  throw new Error('');
}

afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe('App Startup Error (spec §2, §4)', () => {
  it('shows the screen with the message and stores the error record', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <StartupErrorBoundary>
        <Boom />
      </StartupErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'App Startup Error' })).toBeTruthy();
    expect(screen.getByText(/failed to start properly/)).toBeTruthy();
    expect(screen.getByText('provider exploded')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reload Application' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Clear Cache & Reload' })).toBeTruthy();
    expect(screen.getByText('Technical Details')).toBeTruthy();
    const record = readStartupError();
    expect(record?.message).toBe('provider exploded');
    expect(record?.stack).toContain('provider exploded');
    expect(record?.componentStack).toContain('Boom');
    expect(Date.parse(record?.timestamp ?? '')).not.toBeNaN();
    spy.mockRestore();
  });

  it('says Unknown startup error when the thrown value has no message', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <StartupErrorBoundary>
        <Silent />
      </StartupErrorBoundary>,
    );
    expect(screen.getByText('Unknown startup error')).toBeTruthy();
    spy.mockRestore();
  });

  it('renders its children when nothing fails', () => {
    render(
      <StartupErrorBoundary>
        <p>all good</p>
      </StartupErrorBoundary>,
    );
    expect(screen.getByText('all good')).toBeTruthy();
  });

  it('Clear Cache & Reload removes the stored record, then reloads', async () => {
    localStorage.setItem('app-startup-error', JSON.stringify({ message: 'x' }));
    const reload = vi.fn();
    await clearCacheAndReload(reload);
    expect(localStorage.getItem('app-startup-error')).toBeNull();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('the Technical Details disclosure holds the stack', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <StartupErrorBoundary>
        <Boom />
      </StartupErrorBoundary>,
    );
    const summary = screen.getByText('Technical Details');
    fireEvent.click(summary);
    expect(summary.closest('details')?.textContent).toContain('at Boom');
    spy.mockRestore();
  });
});
