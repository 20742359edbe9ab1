import type { MyPortfolio, OwnPortfolioItem, PortfolioAlbum } from '@mb/contract/portfolio';
import type { RouteBody } from '@mb/contract/routes';
import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api } from '../../lib/api';
import { useSession } from '../../lib/auth';
import { useRealtime } from '../../lib/realtime';
import { uploadFile } from '../../lib/upload';
import { useWrite } from '../../lib/write';
import { withOrder } from './reorder';

// The owner's portfolio: one query (items, albums, allowance) that every write below keeps current,
// by putting the server's answer into it or, where a write changes more than it returns, refetching.

export const portfolioKeys = {
  all: ['portfolio'] as const,
  me: (userId: string) => ['portfolio', 'me', userId] as const,
};

export function useMyPortfolio() {
  const session = useSession();
  return useQuery({
    queryKey: portfolioKeys.me(session?.user.id ?? 'anonymous'),
    queryFn: () => api('myPortfolio'),
    enabled: Boolean(session),
  });
}

/**
 * A moderator's decision reaches the member as a notification, a change of Pro status (a lapse into the
 * grace period, a renewal, the grace downgrade) as a profile.updated, and an upload, delete or restore
 * in another tab as a portfolio.changed: refetch then, so an open manager shows the decision, the
 * items and the allowance ("N of 12") without a reload; and after the live channel comes back, since
 * events may have been missed.
 */
export function usePortfolioUpdates() {
  const userId = useSession()?.user.id ?? null;
  const qc = useQueryClient();
  const refresh = useCallback(() => {
    if (userId) void qc.invalidateQueries({ queryKey: portfolioKeys.me(userId) });
  }, [qc, userId]);
  useRealtime(
    userId ? `user:${userId}` : null,
    (event) => {
      if (event.type === 'notification.created' || event.type === 'profile.updated' || event.type === 'portfolio.changed') refresh();
    },
    refresh,
  );
}

/** Reads and changes the cached portfolio of the signed-in member. */
function useMine() {
  const qc = useQueryClient();
  const key = portfolioKeys.me(useSession()?.user.id ?? 'anonymous');
  const get = useCallback(() => qc.getQueryData<MyPortfolio>(key), [qc, key]);
  const set = useCallback(
    (change: (p: MyPortfolio) => MyPortfolio) => qc.setQueryData<MyPortfolio>(key, (p) => (p ? change(p) : p)),
    [qc, key],
  );
  const refresh = useCallback(() => qc.invalidateQueries({ queryKey: key }), [qc, key]);
  return { qc, key, get, set, refresh };
}

const replaceItem = (p: MyPortfolio, item: OwnPortfolioItem): MyPortfolio => ({
  ...p,
  items: p.items.some((i) => i.id === item.id) ? p.items.map((i) => (i.id === item.id ? item : i)) : [...p.items, item],
});

const replaceAlbum = (p: MyPortfolio, album: PortfolioAlbum): MyPortfolio => ({
  ...p,
  albums: p.albums.some((a) => a.id === album.id) ? p.albums.map((a) => (a.id === album.id ? album : a)) : [...p.albums, album],
});

/** Puts one item into the cache (an upload, an edit, a restore, a tag change) and counts a new image. */
export function useSetOwnItem() {
  const { set } = useMine();
  return useCallback(
    (item: OwnPortfolioItem) =>
      set((p) => {
        const isNew = !p.items.some((i) => i.id === item.id);
        const next = replaceItem(p, item);
        if (!isNew || item.kind !== 'image') return next;
        return { ...next, allowance: { ...next.allowance, image_count: next.allowance.image_count + 1 } };
      }),
    [set],
  );
}

/** One upload with progress; the caller (the upload queue) puts the answer into the cache. */
export function uploadPortfolioItem(
  file: File,
  opts: {
    albumId: string | null;
    nsfw: boolean;
    productionDate?: string | null;
    onProgress: (fraction: number) => void;
    signal: AbortSignal;
  },
): Promise<OwnPortfolioItem> {
  return uploadFile('uploadPortfolioItem', file, {
    query: {
      album_id: opts.albumId ?? undefined,
      nsfw: opts.nsfw ? 'true' : undefined,
      depicts_people: opts.productionDate ? 'true' : undefined,
      production_date: opts.productionDate ?? undefined,
    },
    onProgress: opts.onProgress,
    signal: opts.signal,
  });
}

/** Refetches the portfolio (after uploads end, so the allowance is the server's again). */
export function useRefreshPortfolio() {
  return useMine().refresh;
}

export function useUpdateItem() {
  const mine = useMine();
  return useWrite({
    mutationFn: ({ id, body }: { id: string; body: RouteBody<'updatePortfolioItem'> }) =>
      api('updatePortfolioItem', { params: { id }, body }),
    onSuccess: (item, { body }) => {
      mine.set((p) => replaceItem(p, item));
      // A move changes two albums' counts and covers, and the item's place in its new album.
      if ('album_id' in body) void mine.refresh();
    },
  });
}

/** Delete, shown at once (the item leaves the grid); a failure puts it back. */
export function useDeleteItem() {
  const mine = useMine();
  return useWrite({
    mutationFn: (id: string) => api('deletePortfolioItem', { params: { id } }),
    onMutate: async (id: string) => {
      await mine.qc.cancelQueries({ queryKey: mine.key });
      const before = mine.get();
      mine.set((p) => ({ ...p, items: p.items.filter((i) => i.id !== id) }));
      return before;
    },
    onError: (_e, _id, before) => {
      if (before) mine.qc.setQueryData(mine.key, before);
    },
    onSettled: () => void mine.refresh(),
  });
}

export function useRestoreItem() {
  const mine = useMine();
  return useWrite({
    mutationFn: (id: string) => api('restorePortfolioItem', { params: { id } }),
    onSuccess: (item) => {
      mine.set((p) => replaceItem(p, item));
      void mine.refresh();
    },
  });
}

/** Saves a new order of one scope (an album, or the items in no album); shown at once, rolled back on failure. */
export function useReorderItems() {
  const mine = useMine();
  return useWrite({
    mutationFn: (body: { album_id: string | null; item_ids: string[] }) => api('reorderPortfolio', { body }),
    onMutate: async (body) => {
      await mine.qc.cancelQueries({ queryKey: mine.key });
      const before = mine.get();
      mine.set((p) => withOrder(p, body.item_ids));
      return before;
    },
    onError: (_e, _body, before) => {
      if (before) mine.qc.setQueryData(mine.key, before);
    },
  });
}

export function useCreateAlbum() {
  const mine = useMine();
  return useWrite({
    mutationFn: (body: RouteBody<'createPortfolioAlbum'>) => api('createPortfolioAlbum', { body }),
    onSuccess: (album) => mine.set((p) => replaceAlbum(p, album)),
  });
}

export function useUpdateAlbum() {
  const mine = useMine();
  return useWrite({
    mutationFn: ({ id, body }: { id: string; body: RouteBody<'updatePortfolioAlbum'> }) =>
      api('updatePortfolioAlbum', { params: { id }, body }),
    onSuccess: (album) => mine.set((p) => replaceAlbum(p, album)),
  });
}

export function useDeleteAlbum() {
  const mine = useMine();
  return useWrite({
    mutationFn: (id: string) => api('deletePortfolioAlbum', { params: { id } }),
    // Its items stay, now in no album: the server's positions for them are read back.
    onSuccess: (_r, id) => {
      mine.set((p) => ({
        ...p,
        albums: p.albums.filter((a) => a.id !== id),
        items: p.items.map((i) => (i.album_id === id ? { ...i, album_id: null } : i)),
      }));
      void mine.refresh();
    },
  });
}

/** Lets another part of the app (e.g. the credits feature's consent editor) refresh the manager. */
export const invalidatePortfolio = (qc: QueryClient) => qc.invalidateQueries({ queryKey: portfolioKeys.all });

// The watermark (issue 35): the setting and the background re-render's progress, read again every
// second while the re-render runs so the bar moves without a reload.

export const watermarkKey = (userId: string) => ['portfolio', 'watermark', userId] as const;

export function useMyWatermark() {
  const session = useSession();
  return useQuery({
    queryKey: watermarkKey(session?.user.id ?? 'anonymous'),
    queryFn: () => api('myWatermark'),
    enabled: Boolean(session),
    refetchInterval: (q) => (q.state.data?.progress.state === 'rendering' ? 1000 : false),
  });
}

export function useSetWatermark() {
  const qc = useQueryClient();
  const key = watermarkKey(useSession()?.user.id ?? 'anonymous');
  return useWrite({
    mutationFn: (body: RouteBody<'setWatermark'>) => api('setWatermark', { body }),
    onSuccess: (w) => qc.setQueryData(key, w),
  });
}
