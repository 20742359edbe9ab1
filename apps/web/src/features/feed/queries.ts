import type { FeedCommentList, FeedItem, FeedPage } from '@mb/contract/feed';
import type { ContentFilter } from '@mb/contract/profiles';
import { type InfiniteData, type QueryClient, useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { useSession } from '../../lib/auth';
import { uploadFile } from '../../lib/upload';
import { useWrite } from '../../lib/write';

// The activity feed's reads and writes (issue 12). The feed is one infinite query per reader, content
// filter and 18+ answer; likes and comment counts are edited in place wherever an item is cached.

export const feedKeys = {
  all: ['feed'] as const,
  list: (reader: string, filter: ContentFilter, adult: boolean) => ['feed', reader, 'list', filter, adult] as const,
  comments: (activityId: string) => ['feed', 'comments', activityId] as const,
};

export type FeedPages = InfiniteData<FeedPage, string | undefined>;

export function useFeed(o: { filter: ContentFilter; adult: boolean }) {
  const reader = useSession()?.user.id ?? 'anonymous';
  return useInfiniteQuery({
    queryKey: feedKeys.list(reader, o.filter, o.adult),
    queryFn: ({ pageParam }) =>
      api('feed', {
        query: { cursor: pageParam, filter: o.filter === 'all' ? undefined : o.filter, adult: o.adult ? '1' : undefined },
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next_cursor ?? undefined,
    // The blurred feed stays on screen while the unblurred one loads (no skeleton flash after 18+).
    placeholderData: (previous) => previous,
  });
}

/** Changes one item wherever a feed list holds it. */
export function patchFeedItem(qc: QueryClient, id: string, change: (item: FeedItem) => FeedItem) {
  qc.setQueriesData<FeedPages>({ queryKey: feedKeys.all }, (data) => {
    if (!data || !('pages' in data)) return data;
    return { ...data, pages: data.pages.map((p) => ({ ...p, items: p.items.map((i) => (i.id === id ? change(i) : i)) })) };
  });
}

/** Puts the member's own new post at the top of every feed list they have loaded. */
function prepend(qc: QueryClient, item: FeedItem) {
  qc.setQueriesData<FeedPages>({ queryKey: feedKeys.all }, (data) => {
    if (!data || !('pages' in data)) return data;
    const [first, ...rest] = data.pages;
    if (!first || first.items.some((i) => i.id === item.id)) return data;
    return { ...data, pages: [{ ...first, items: [item, ...first.items] }, ...rest] };
  });
}

export function useCreatePost() {
  const qc = useQueryClient();
  return useWrite({
    mutationFn: (v: { body: string; image: File | null; nsfw: boolean; onProgress?: (f: number) => void }) =>
      v.image
        ? uploadFile('uploadFeedPost', v.image, {
            query: { body: v.body || undefined, nsfw: v.nsfw ? 'true' : undefined },
            onProgress: v.onProgress ?? (() => {}),
          })
        : api('createFeedPost', { body: { body: v.body } }),
    onSuccess: (item) => prepend(qc, item),
  });
}

export function useDeletePost() {
  const qc = useQueryClient();
  return useWrite({
    mutationFn: (id: string) => api('deleteFeedPost', { params: { id } }),
    onSuccess: (_r, id) =>
      qc.setQueriesData<FeedPages>({ queryKey: feedKeys.all }, (data) =>
        data && 'pages' in data ? { ...data, pages: data.pages.map((p) => ({ ...p, items: p.items.filter((i) => i.id !== id) })) } : data,
      ),
  });
}

/** Like or unlike: the heart and count change at once, go back if refused; the server's answer is the truth. */
export function useLikeFeedItem() {
  const qc = useQueryClient();
  return useWrite({
    mutationFn: ({ id, like }: { id: string; like: boolean }) => api(like ? 'likeFeedItem' : 'unlikeFeedItem', { params: { id } }),
    onMutate: ({ id, like }) => {
      const snapshot = qc.getQueriesData<FeedPages>({ queryKey: feedKeys.all });
      patchFeedItem(qc, id, (i) => (i.liked === like ? i : { ...i, liked: like, likes: Math.max(0, i.likes + (like ? 1 : -1)) }));
      return snapshot;
    },
    onError: (_e, _v, snapshot) => {
      for (const [key, data] of snapshot ?? []) qc.setQueryData(key, data);
    },
    onSuccess: (r, { id }) => patchFeedItem(qc, id, (i) => ({ ...i, liked: r.liked, likes: r.likes })),
  });
}

export function useComments(activityId: string, enabled: boolean) {
  return useQuery({
    queryKey: feedKeys.comments(activityId),
    queryFn: () => api('feedComments', { params: { id: activityId } }),
    enabled,
  });
}

export function useAddComment(activityId: string) {
  const qc = useQueryClient();
  return useWrite({
    mutationFn: (body: string) => api('addFeedComment', { params: { id: activityId }, body: { body } }),
    onSuccess: (c) => {
      qc.setQueryData<FeedCommentList>(feedKeys.comments(activityId), (d) => d && { comments: [...d.comments, c], total: d.total + 1 });
      patchFeedItem(qc, activityId, (i) => ({ ...i, comments: i.comments + 1 }));
    },
  });
}

export function useDeleteComment(activityId: string) {
  const qc = useQueryClient();
  return useWrite({
    mutationFn: (commentId: string) => api('deleteFeedComment', { params: { id: activityId, commentId } }),
    onSuccess: (_r, commentId) => {
      qc.setQueryData<FeedCommentList>(
        feedKeys.comments(activityId),
        (d) => d && { comments: d.comments.filter((c) => c.id !== commentId), total: Math.max(0, d.total - 1) },
      );
      patchFeedItem(qc, activityId, (i) => ({ ...i, comments: Math.max(0, i.comments - 1) }));
    },
  });
}
