import type { MemberPortfolio, PublicPortfolioItem } from '@mb/contract/portfolio';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The public gallery's reads and writes (issue 10): a like shows at once and goes back when the server
// refuses; the 18+ confirmation is remembered per browser; small labels a screen reader hears.

const apiMock = vi.fn();
vi.mock('../../lib/api', async (original) => ({
  ...(await original<typeof import('../../lib/api')>()),
  api: (...args: unknown[]) => apiMock(...args),
}));

const { ApiError } = await import('../../lib/api');
const { publicPortfolioKeys, useLikeItem, useMemberBioLinks } = await import('./public-queries');
const { ADULT_CONFIRMED_KEY, confirmAdult, isAdultConfirmed } = await import('../../lib/adult-consent');
const { isWithheld, itemLabel, itemsOfAlbum, tileSrcSet } = await import('./gallery');
const { formatDuration } = await import('../../components/tile-marks');

const ITEM = '11111111-2222-4333-8444-555555555555';
const OWNER = '99999999-2222-4333-8444-555555555555';
const item = (over: Partial<PublicPortfolioItem> = {}): PublicPortfolioItem => ({
  id: ITEM,
  owner_id: OWNER,
  album_id: null,
  kind: 'image',
  title: 'Rooftop',
  caption: null,
  content_types: [],
  nsfw: false,
  position: 0,
  media: {
    thumb_url: '/storage/portfolio/t.webp',
    full_url: '/storage/portfolio/f.webp',
    video_url: null,
    blur_data_url: 'data:image/webp;base64,AAAA',
    width: 800,
    height: 1000,
    duration_seconds: null,
  },
  likes: 4,
  views: 10,
  liked: false,
  credits: [],
  published_at: null,
  ...over,
});

function setup() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const key = publicPortfolioKeys.member('ruby', 'visitor', 'all', false);
  const adultKey = publicPortfolioKeys.member('ruby', 'visitor', 'all', true);
  const list: MemberPortfolio = { owner_id: OWNER, items: [item()], albums: [], hidden_by_filter: 0 };
  client.setQueryData(key, list);
  client.setQueryData(adultKey, list);
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  const cached = (k: readonly unknown[]) => client.getQueryData<MemberPortfolio>(k)?.items[0];
  return { client, wrapper, key, adultKey, cached };
}

beforeEach(() => {
  apiMock.mockReset();
  localStorage.clear();
});
afterEach(cleanup);

describe('useLikeItem', () => {
  it('shows the like at once in every cached copy of the gallery, then takes the server count', async () => {
    const { wrapper, key, adultKey, cached } = setup();
    let answer: (v: unknown) => void = () => undefined;
    apiMock.mockReturnValue(new Promise((r) => (answer = r)));
    const { result } = renderHook(() => useLikeItem(), { wrapper });
    let done: Promise<unknown> = Promise.resolve();
    act(() => {
      done = result.current.submit({ id: ITEM, like: true });
    });
    await waitFor(() => expect(cached(key)).toMatchObject({ liked: true, likes: 5 }));
    expect(cached(adultKey)).toMatchObject({ liked: true, likes: 5 });
    expect(apiMock).toHaveBeenCalledWith('likePortfolioItem', { params: { id: ITEM } });
    await act(async () => {
      answer({ liked: true, likes: 7 });
      await done;
    });
    expect(cached(key)).toMatchObject({ liked: true, likes: 7 });
  });

  it('puts the heart and count back when the server refuses', async () => {
    const { wrapper, key, cached } = setup();
    apiMock.mockRejectedValue(new ApiError(403, 'forbidden', 'You cannot like your own item.'));
    const { result } = renderHook(() => useLikeItem(), { wrapper });
    let outcome: { ok: boolean } = { ok: true };
    await act(async () => {
      outcome = await result.current.submit({ id: ITEM, like: true });
    });
    expect(outcome.ok).toBe(false);
    expect(cached(key)).toMatchObject({ liked: false, likes: 4 });
  });

  it('unlikes with DELETE', async () => {
    const { wrapper } = setup();
    apiMock.mockResolvedValue({ liked: false, likes: 3 });
    const { result } = renderHook(() => useLikeItem(), { wrapper });
    await act(async () => {
      await result.current.submit({ id: ITEM, like: false });
    });
    expect(apiMock).toHaveBeenCalledWith('unlikePortfolioItem', { params: { id: ITEM } });
  });
});

describe('useMemberBioLinks', () => {
  it('answers null when the member has no bio link page (the server says null: a normal state, not a 404)', async () => {
    const { wrapper } = setup();
    apiMock.mockResolvedValueOnce(null);
    const none = renderHook(() => useMemberBioLinks('ruby'), { wrapper });
    await waitFor(() => expect(none.result.current.isSuccess).toBe(true));
    expect(none.result.current.data).toBeNull();
    expect(apiMock).toHaveBeenCalledWith('memberBioLinks', { params: { identifier: 'ruby' } });
  });
});

describe('the 18+ confirmation', () => {
  it("is remembered in this browser under 'adult-confirmed'", () => {
    expect(isAdultConfirmed()).toBe(false);
    confirmAdult();
    expect(isAdultConfirmed()).toBe(true);
    expect(localStorage.getItem(ADULT_CONFIRMED_KEY)).toBe('true');
  });
});

describe('gallery labels', () => {
  it('says what a tile is: its title, a video length, a blurred adult item', () => {
    expect(formatDuration(5)).toBe('0:05');
    expect(formatDuration(125.4)).toBe('2:05');
    expect(formatDuration(3725)).toBe('1:02:05');
    expect(itemLabel(item({ title: null }), 2)).toBe('Image 3');
    expect(itemLabel(item({ kind: 'video', media: { ...item().media, duration_seconds: 61 } }), 0)).toBe('Rooftop, video, 1:01');
    const blurred = item({ nsfw: true, media: { ...item().media, thumb_url: null, full_url: null } });
    expect(isWithheld(blurred)).toBe(true);
    expect(itemLabel(blurred, 0)).toBe('Rooftop, adult content, blurred');
    // Confirmed 18+: the server sent the real pictures.
    expect(isWithheld(item({ nsfw: true }))).toBe(false);
  });

  it('offers the 480 px thumbnail and the full picture by their real widths', () => {
    const media = (width: number, height: number) => ({ ...item().media, thumb_url: '/t.webp', full_url: '/f.webp', width, height });
    expect(tileSrcSet(item({ media: media(1600, 1067) }))).toBe('/t.webp 480w, /f.webp 1600w');
    // Portrait: the thumbnail's long side is its height.
    expect(tileSrcSet(item({ media: media(1280, 1600) }))).toBe('/t.webp 384w, /f.webp 1280w');
    // A small picture is its own thumbnail; a video's pictures are posters; a withheld item has none.
    expect(tileSrcSet(item({ media: media(400, 300) }))).toBeUndefined();
    expect(tileSrcSet(item({ kind: 'video', media: media(1600, 900) }))).toBeUndefined();
    expect(tileSrcSet(item({ media: { ...media(1600, 900), thumb_url: null } }))).toBeUndefined();
  });

  it('an album chip shows only that album', () => {
    const a = item({ id: 'a', album_id: 'x' });
    const b = item({ id: 'b', album_id: null });
    expect(itemsOfAlbum([a, b], 'all')).toEqual([a, b]);
    expect(itemsOfAlbum([a, b], 'x')).toEqual([a]);
  });
});
