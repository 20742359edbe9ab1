import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { toast } from '../../lib/toast';
import { Toaster } from './toaster';

afterEach(cleanup);

describe('Toaster loaded with the first toast', () => {
  it('renders nothing until a toast is sent, then shows that toast and the ones after it', async () => {
    const { container } = render(<Toaster />);
    expect(container.innerHTML).toBe('');
    expect(document.querySelector('[data-sonner-toaster]')).toBeNull();

    // Sent before sonner and the Toaster exist: it must still appear once they have loaded.
    act(() => toast.success('Profile saved', { description: 'Your changes are live.' }));
    expect(await screen.findByText('Profile saved', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText('Your changes are live.')).toBeTruthy();

    act(() => toast.error('Could not save', { id: 'save-failed' }));
    expect(await screen.findByText('Could not save')).toBeTruthy();
  });
});
