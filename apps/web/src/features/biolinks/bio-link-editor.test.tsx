import { PORTFOLIO_MESSAGES } from '@mb/contract/portfolio';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';

// The bio link editor: a first page from the username, detected icons, keyboard reorder that keeps
// focus, server field errors under their fields, and link ids sent back so click counts survive.

const apiMock = vi.fn();
const { ApiError } = await import('../../lib/api');
vi.mock('../../lib/api', async (orig) => ({ ...(await orig<typeof import('../../lib/api')>()), api: (...a: unknown[]) => apiMock(...a) }));
vi.mock('../../lib/auth', () => ({ useSession: () => ({ user: { id: 'u1' } }) }));
vi.mock('../../lib/toast', () => ({ toast: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }) }));

const { default: BioLinkEditor } = await import('./bio-link-editor');

const savedPage = {
  slug: 'scarlet',
  title: 'Model',
  theme_color: '#e11d48',
  adult_gate: false,
  url: 'https://example.org/biolink/scarlet',
  views: 3,
  updated_at: '2025-01-01T00:00:00.000Z',
  links: [
    {
      id: '11111111-1111-4111-8111-111111111111',
      label: 'Instagram',
      url: 'https://instagram.com/s',
      icon: 'instagram',
      position: 0,
      clicks: 5,
    },
    { id: '22222222-2222-4222-8222-222222222222', label: 'Shop', url: 'https://shop.example.org', icon: 'website', position: 1, clicks: 1 },
  ],
};

function setup(page: unknown) {
  apiMock.mockImplementation(async (name: string, opts?: { body?: unknown }) => {
    if (name === 'myBioLink') return { page };
    if (name === 'myProfile') return { username: 'scarlet_vance' };
    if (name === 'saveBioLink') return { ...savedPage, ...(opts?.body as object) };
    throw new Error(`unexpected ${name}`);
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  render(<BioLinkEditor />, { wrapper });
}

afterEach(() => {
  cleanup();
  apiMock.mockReset();
});

describe('BioLinkEditor', () => {
  it('starts a new page from the username and shows the detected icon while typing', async () => {
    setup(null);
    const address = await screen.findByLabelText('Address');
    expect((address as HTMLInputElement).value).toBe('scarlet-vance');
    fireEvent.click(screen.getByRole('button', { name: 'Add link' }));
    const link = screen.getByRole('listitem', { name: /Link 1/ });
    fireEvent.change(within(link).getByLabelText('Address'), { target: { value: 'https://www.tiktok.com/@scarlet' } });
    await waitFor(() => expect(within(link).getByTitle('TikTok')).toBeTruthy());
    expect(screen.getByRole('button', { name: 'Create page' })).toBeTruthy();
  });

  it('moves links with the keyboard buttons, keeps focus on the moved link, and saves ids in the new order', async () => {
    setup(savedPage);
    const down = await screen.findByRole('button', { name: 'Move Instagram down' });
    expect(screen.getAllByTestId('link-clicks').map((e) => e.textContent)).toEqual(['5 clicks', '1 click']);
    down.focus();
    fireEvent.click(down);
    await waitFor(() => expect(document.activeElement?.getAttribute('aria-label')).toBe('Move Instagram up'));
    expect(screen.getByText('Instagram moved to position 2 of 2.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(apiMock).toHaveBeenCalledWith('saveBioLink', expect.anything()));
    const body = apiMock.mock.calls.find(([n]) => n === 'saveBioLink')?.[1].body;
    expect(body.links).toEqual([
      { id: savedPage.links[1]?.id, label: 'Shop', url: 'https://shop.example.org' },
      { id: savedPage.links[0]?.id, label: 'Instagram', url: 'https://instagram.com/s' },
    ]);
  });

  it('puts the server’s field errors under their fields and keeps what was typed', async () => {
    setup(savedPage);
    await screen.findByRole('button', { name: 'Save changes' });
    apiMock.mockImplementation(async (name: string) => {
      if (name === 'saveBioLink') {
        throw new ApiError(409, 'conflict', PORTFOLIO_MESSAGES.bioLinkSlugTaken, { slug: PORTFOLIO_MESSAGES.bioLinkSlugTaken });
      }
      return { page: savedPage };
    });
    const address = screen.getAllByLabelText('Address')[0] as HTMLInputElement;
    fireEvent.change(address, { target: { value: 'someone-else' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(PORTFOLIO_MESSAGES.bioLinkSlugTaken)).toBeTruthy();
    expect(address.value).toBe('someone-else');
  });

  it('refuses a reserved address and a bad URL before sending anything', async () => {
    setup(savedPage);
    await screen.findByRole('button', { name: 'Save changes' });
    fireEvent.change(screen.getAllByLabelText('Address')[0] as HTMLInputElement, { target: { value: 'admin' } });
    const shop = screen.getByRole('listitem', { name: /Shop/ });
    fireEvent.change(within(shop).getByLabelText('Address'), { target: { value: 'javascript:alert(1)' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(PORTFOLIO_MESSAGES.bioLinkSlugReserved)).toBeTruthy();
    expect(screen.getByText(PORTFOLIO_MESSAGES.invalidUrl)).toBeTruthy();
    expect(apiMock).not.toHaveBeenCalledWith('saveBioLink', expect.anything());
  });
});
