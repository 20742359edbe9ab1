import { type OwnPortfolioItem, PORTFOLIO_MESSAGES, type TagRequest } from '@mb/contract/portfolio';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ownItem as fixtureItem, NO_MEDIA } from '../portfolio/test-fixtures';

// The credits feature's three pieces, over a mocked API: the owner's consent editor, the tag requests
// inbox and the public credits section.

const apiMock = vi.fn();
class ApiError extends Error {
  constructor(
    public status: number,
    public code: string,
    message: string,
    public fields: Record<string, string> = {},
  ) {
    super(message);
  }
}
vi.mock('../../lib/api', () => ({ api: (...args: unknown[]) => apiMock(...args), ApiError }));
vi.mock('../../lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const { ItemConsentEditor, TagRequests, CreditsSection } = await import('./index');

function show(element: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '/', element }], { initialEntries: ['/'] });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  apiMock.mockReset();
});

const ITEM_ID = '11111111-1111-4111-8111-111111111111';
const MEMBER_ID = '22222222-2222-4222-8222-222222222222';
const OWNER_ID = '33333333-3333-4333-8333-333333333333';

const ownItem = (over: Partial<OwnPortfolioItem> = {}) => fixtureItem({ id: ITEM_ID, owner_id: OWNER_ID, title: 'Rooftop', ...over });

describe('ItemConsentEditor', () => {
  it('tags a member, shows the waiting badge and says the item stays private', async () => {
    const tagged = ownItem({
      consent_state: 'pending',
      is_public: false,
      tags: [{ member_id: MEMBER_ID, username: 'bella', display_name: 'Bella', avatar_url: null, status: 'pending' }],
    });
    apiMock.mockResolvedValueOnce(tagged);
    show(<ItemConsentEditor item={ownItem()} />);
    fireEvent.change(screen.getByLabelText('Tag a member by username'), { target: { value: '@bella' } });
    fireEvent.click(screen.getByRole('button', { name: 'Tag' }));
    await screen.findByText('Waiting');
    expect(apiMock).toHaveBeenCalledWith('tagPortfolioMember', { params: { id: ITEM_ID }, body: { member: '@bella' } });
    expect(screen.getByTestId('consent-summary').textContent).toBe(PORTFOLIO_MESSAGES.consentPending);
    expect(screen.getByRole('button', { name: 'Remove tag for Bella' })).toBeTruthy();
    expect((screen.getByLabelText('Tag a member by username') as HTMLInputElement).value).toBe('');
  });

  it("puts the server's words under the field and keeps what was typed", async () => {
    apiMock.mockRejectedValueOnce(
      new ApiError(422, 'unprocessable', PORTFOLIO_MESSAGES.tagNoMember, { member: PORTFOLIO_MESSAGES.tagNoMember }),
    );
    show(<ItemConsentEditor item={ownItem()} />);
    const input = screen.getByLabelText('Tag a member by username') as HTMLInputElement;
    fireEvent.change(input, { target: { value: 'nobody_here' } });
    fireEvent.click(screen.getByRole('button', { name: 'Tag' }));
    expect((await screen.findByRole('alert')).textContent).toBe(PORTFOLIO_MESSAGES.tagNoMember);
    expect(input.value).toBe('nobody_here');
    expect(input.getAttribute('aria-invalid')).toBe('true');
  });

  it('refuses an empty name and a release of the wrong type before calling the server', async () => {
    show(<ItemConsentEditor item={ownItem()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Tag' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Enter a username');
    const file = new File(['hello'], 'notes.txt', { type: 'text/plain' });
    fireEvent.change(screen.getByTestId('release-file'), { target: { files: [file] } });
    expect(await screen.findByText(PORTFOLIO_MESSAGES.releaseTypeNotAllowed)).toBeTruthy();
    expect(apiMock).not.toHaveBeenCalled();
  });

  it('stops offering to tag at the limit', () => {
    const tags = Array.from({ length: 10 }, (_, i) => ({
      member_id: `22222222-2222-4222-8222-22222222222${i}`,
      username: `m${i}`,
      display_name: null,
      avatar_url: null,
      status: 'confirmed' as const,
    }));
    show(<ItemConsentEditor item={ownItem({ tags, consent_state: 'confirmed' })} />);
    expect((screen.getByRole('button', { name: 'Tag' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText(PORTFOLIO_MESSAGES.tagTooMany)).toBeTruthy();
  });
});

const request = (over: Partial<TagRequest> = {}): TagRequest => ({
  item_id: ITEM_ID,
  owner: { id: OWNER_ID, username: 'studio_one', display_name: 'Studio One', avatar_url: null },
  title: 'Rooftop',
  kind: 'image',
  nsfw: false,
  thumb_url: '/storage/portfolio/x.webp?sig=1',
  status: 'pending',
  created_at: new Date().toISOString(),
  decided_at: null,
  ...over,
});

describe('TagRequests', () => {
  it('lists a request and confirms it', async () => {
    apiMock.mockImplementation(async (name: string) => {
      if (name === 'myPortfolioTags') return { tags: [request()] };
      if (name === 'answerPortfolioTag') return request({ status: 'confirmed', decided_at: new Date().toISOString() });
      throw new Error(name);
    });
    show(<TagRequests />);
    const row = await screen.findByTestId('tag-request');
    expect(within(row).getByRole('link', { name: 'Studio One' }).getAttribute('href')).toBe('/studio_one');
    fireEvent.click(within(row).getByRole('button', { name: /Confirm/ }));
    await screen.findByText('Confirmed');
    expect(apiMock).toHaveBeenCalledWith('answerPortfolioTag', { params: { itemId: ITEM_ID }, body: { decision: 'confirm' } });
    expect(screen.getByRole('button', { name: /Withdraw/ })).toBeTruthy();
  });

  it('shows the empty and error states', async () => {
    apiMock.mockResolvedValueOnce({ tags: [] });
    show(<TagRequests />);
    expect(await screen.findByText('No tags yet')).toBeTruthy();
    cleanup();
    apiMock.mockRejectedValueOnce(new ApiError(500, 'internal', 'Something failed'));
    show(<TagRequests />);
    expect(await screen.findByText('Could not load your tags')).toBeTruthy();
  });

  it('blurs an NSFW preview until asked', async () => {
    apiMock.mockResolvedValueOnce({ tags: [request({ nsfw: true })] });
    show(<TagRequests />);
    const img = await screen.findByRole('img', { name: 'Rooftop' });
    expect(img.className).toContain('blur');
    fireEvent.click(screen.getByRole('button', { name: /Show 18\+/ }));
    await waitFor(() => expect(screen.getByRole('img', { name: 'Rooftop' }).className).not.toContain('blur'));
  });
});

describe('CreditsSection', () => {
  it("shows each credit linking to its owner's profile, and nothing when there are none", async () => {
    const item = { ...ownItem(), media: { ...NO_MEDIA, thumb_url: '/storage/portfolio/a.webp?sig=1' } };
    apiMock.mockResolvedValueOnce({
      items: [item],
      owners: [{ id: OWNER_ID, username: 'studio_one', display_name: 'Studio One', avatar_url: null }],
    });
    show(<CreditsSection member="bella" />);
    const credit = await screen.findByTestId('credit');
    expect(within(credit).getByRole('link', { name: 'Studio One' }).getAttribute('href')).toBe('/studio_one');
    expect(apiMock).toHaveBeenCalledWith('memberCredits', expect.objectContaining({ params: { identifier: 'bella' } }));
    cleanup();
    apiMock.mockResolvedValueOnce({ items: [], owners: [] });
    show(<CreditsSection member="nobody" />);
    await waitFor(() => expect(apiMock).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(screen.queryByText('Credits')).toBeNull());
  });
});
