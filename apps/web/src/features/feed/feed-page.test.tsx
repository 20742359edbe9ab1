import { FEED_MESSAGES, type FeedItem } from '@mb/contract/feed';
import type { RealtimeEvent } from '@mb/contract/realtime';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../test/render-routes';

// /activity-feed: loading, empty (pointing to /network), error with retry, the live pill that waits
// for a click, a like that counts at once, the composer's counter and its messages.

const apiMock = vi.fn();
/** The reader's own profile (the composer asks whether they may mark an image NSFW). */
let verified = false;
vi.mock('../../lib/api', () => ({
  api: (...args: unknown[]) => (args[0] === 'myProfile' ? Promise.resolve({ vaulth_verified: verified }) : apiMock(...args)),
  ApiError: class extends Error {},
}));
const uploadMock = vi.fn();
vi.mock('../../lib/upload', () => ({ uploadFile: (...args: unknown[]) => uploadMock(...args) }));
let live: ((e: RealtimeEvent) => void) | null = null;
vi.mock('../../lib/realtime', () => ({
  useRealtime: (topic: string | null, handler: (e: RealtimeEvent) => void) => {
    live = topic ? handler : null;
  },
}));

const { setSession } = await import('../../lib/session');
const { default: FeedPage } = await import('./feed-page');

const ME = '11111111-2222-4333-8444-555555555555';
const A = '22222222-2222-4222-8222-222222222222';
const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const item = (n: number, over: Partial<FeedItem> = {}): FeedItem => ({
  id: id(n),
  actor: { id: A, username: 'ava', display_name: 'Ava Stone', avatar_url: null, profile_type: 'creator', verified: false },
  created_at: new Date(Date.now() - n * 60_000).toISOString(),
  subject: { kind: 'post', post: { id: id(100 + n), body: `Post ${n}`, image: null, nsfw: false, status: 'published' } },
  likes: 0,
  liked: false,
  comments: 0,
  own: false,
  ...over,
});

function renderPage() {
  return renderRoutes(
    [
      { path: '/activity-feed', element: <FeedPage /> },
      { path: '/network', element: <p>Discover page</p> },
    ],
    '/activity-feed',
  ).router;
}

beforeEach(() => {
  apiMock.mockReset();
  uploadMock.mockReset();
  verified = false;
  live = null;
  window.scrollTo = vi.fn() as never;
  setSession({
    access_token: 'a.b.c',
    refresh_token: 'r'.repeat(30),
    token_type: 'bearer',
    expires_in: 3600,
    expires_at: Math.floor(Date.now() / 1000) + 3600,
    user: { id: ME, email: 'm@example.test', created_at: new Date().toISOString() },
  });
});
afterEach(() => {
  cleanup();
  setSession(null);
});

describe('the activity feed page', () => {
  it('empty: says so and points to /network', async () => {
    apiMock.mockResolvedValue({ items: [], next_cursor: null });
    const router = renderPage();
    expect(await screen.findByText(FEED_MESSAGES.empty)).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: FEED_MESSAGES.findPeople }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/network'));
  });

  it('error: a retry that loads the feed', async () => {
    apiMock.mockRejectedValueOnce(new Error('down')).mockResolvedValue({ items: [item(1)], next_cursor: null });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Post 1')).toBeTruthy();
  });

  it('live activity waits behind the pill; the pill brings it to the top', async () => {
    let pages = [[item(1)]];
    apiMock.mockImplementation(async () => ({ items: pages[0], next_cursor: null }));
    renderPage();
    await screen.findByText('Post 1');
    await waitFor(() => expect(live).not.toBeNull());
    act(() => live?.({ type: 'feed.activity', topic: 'feed', data: { activity_id: id(9), actor_id: A, kind: 'post' } }));
    act(() => live?.({ type: 'feed.activity', topic: 'feed', data: { activity_id: id(8), actor_id: A, kind: 'post' } }));
    const pill = await screen.findByTestId('new-posts-pill');
    expect(pill.textContent).toContain('2 new posts');
    expect(screen.getAllByTestId('feed-item')).toHaveLength(1);
    pages = [[item(8), item(9), item(1)]];
    fireEvent.click(pill);
    await waitFor(() => expect(screen.getAllByTestId('feed-item')).toHaveLength(3));
    expect(screen.queryByTestId('new-posts-pill')).toBeNull();
    expect(screen.getAllByTestId('feed-item')[0]?.textContent).toContain('Post 8');
  });

  it('a like counts at once and keeps the server’s count', async () => {
    apiMock.mockImplementation(async (name: string) => {
      if (name === 'feed') return { items: [item(1)], next_cursor: null };
      if (name === 'likeFeedItem') return { liked: true, likes: 1 };
      throw new Error(name);
    });
    renderPage();
    await screen.findByText('Post 1');
    fireEvent.click(screen.getByRole('button', { name: /Like/ }));
    await waitFor(() => expect(screen.getByRole('button', { name: /Unlike/ }).getAttribute('aria-pressed')).toBe('true'));
    expect(apiMock).toHaveBeenCalledWith('likeFeedItem', { params: { id: id(1) } });
  });

  it('the composer counts down and refuses an empty post without losing anything', async () => {
    apiMock.mockResolvedValue({ items: [], next_cursor: null });
    renderPage();
    await screen.findByText(FEED_MESSAGES.empty);
    fireEvent.click(screen.getByRole('button', { name: 'Post' }));
    expect(await screen.findByText(FEED_MESSAGES.postEmpty)).toBeTruthy();
    const box = screen.getByLabelText('Your update');
    fireEvent.change(box, { target: { value: 'x'.repeat(1005) } });
    expect(screen.getByText('5 over the limit')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Post' }));
    expect(await screen.findByText(FEED_MESSAGES.postTooLong)).toBeTruthy();
    expect((box as HTMLTextAreaElement).value).toHaveLength(1005);
    expect(apiMock).not.toHaveBeenCalledWith('createFeedPost', expect.anything());
  });
  it('an image can be marked NSFW by an identity-verified member only; the mark goes with the upload', async () => {
    apiMock.mockResolvedValue({ items: [], next_cursor: null });
    renderPage();
    await screen.findByText(FEED_MESSAGES.empty);
    // No image, no switch.
    expect(screen.queryByLabelText('Mark this image NSFW (18+)')).toBeNull();
    const file = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'shot.jpg', { type: 'image/jpeg' });
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [file] } });
    const off = await screen.findByRole('switch', { name: 'Mark this image NSFW (18+)' });
    expect((off as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText(FEED_MESSAGES.nsfwNeedsVerification)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Verify now' }).getAttribute('href')).toBe('/compliance');
    cleanup();

    verified = true;
    uploadMock.mockResolvedValue(item(9, { own: true }));
    renderPage();
    await screen.findByText(FEED_MESSAGES.empty);
    fireEvent.change(document.querySelector('input[type="file"]') as HTMLInputElement, { target: { files: [file] } });
    const nsfw = await screen.findByRole('switch', { name: 'Mark this image NSFW (18+)' });
    await waitFor(() => expect((nsfw as HTMLButtonElement).disabled).toBe(false));
    expect(screen.queryByText(FEED_MESSAGES.nsfwNeedsVerification)).toBeNull();
    fireEvent.click(nsfw);
    expect(nsfw.getAttribute('aria-checked')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Post' }));
    await waitFor(() =>
      expect(uploadMock).toHaveBeenCalledWith(
        'uploadFeedPost',
        file,
        expect.objectContaining({ query: { body: undefined, nsfw: 'true' } }),
      ),
    );
    // Sent: the image and its switch are gone, ready for the next post.
    await waitFor(() => expect(screen.queryByRole('switch')).toBeNull());
  });
});
