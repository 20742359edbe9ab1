import type { MemberPortfolio, PublicPortfolioItem, SharedPortfolio } from '@mb/contract/portfolio';
import type { ContentFilter } from '@mb/contract/profiles';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, api } from '../../lib/api';
import { useSession } from '../../lib/auth';
import { useWrite } from '../../lib/write';

// The public side of portfolios: a member's gallery on their profile page, a share link's gallery,
// likes and views. The owner's manager (/my-portfolio) keeps its own queries.

export const publicPortfolioKeys = {
  all: ['portfolio', 'public'] as const,
  member: (identifier: string, reader: string, filter: ContentFilter, adult: boolean) =>
    ['portfolio', 'public', 'member', identifier.trim().toLowerCase(), reader, filter, adult] as const,
  shared: (token: string, adult: boolean) => ['portfolio', 'public', 'shared', token, adult] as const,
  bioLinks: (identifier: string, reader: string) => ['portfolio', 'public', 'biolinks', identifier.trim().toLowerCase(), reader] as const,
};

/** 404 and 403 are answers (a hidden profile, a dead share link), not failures worth a retry. */
const isFinal = (e: unknown) => e instanceof ApiError && (e.status === 403 || e.status === 404);
const retry = (count: number, e: unknown) => !isFinal(e) && count < 1;

/**
 * A member's public portfolio as this reader may see it: `filter` is the header's content filter; with
 * `adult` (the reader confirmed 18+) NSFW items come with their real media URLs, otherwise blur only.
 */
export function useMemberPortfolio(identifier: string | undefined, opts: { filter: ContentFilter; adult: boolean }) {
  const session = useSession();
  const reader = session?.user.id ?? 'visitor';
  return useQuery({
    queryKey: publicPortfolioKeys.member(identifier ?? '', reader, opts.filter, opts.adult),
    queryFn: () =>
      api('memberPortfolio', {
        params: { identifier: identifier ?? '' },
        query: { filter: opts.filter === 'all' ? undefined : opts.filter, adult: opts.adult ? '1' : undefined },
      }),
    enabled: Boolean(identifier),
    retry,
    // The blurred list stays on screen while the unblurred one loads (no skeleton flash after 18+).
    placeholderData: (previous) => previous,
  });
}

/** The portfolio a share link shows, signed out; 404 once the link expired or was revoked. */
export function useSharedPortfolio(token: string | undefined, adult: boolean) {
  return useQuery({
    queryKey: publicPortfolioKeys.shared(token ?? '', adult),
    queryFn: () => api('sharedPortfolio', { query: { token: token ?? '', adult: adult ? '1' : undefined } }),
    enabled: Boolean(token),
    retry,
    placeholderData: (previous) => previous,
  });
}

/** A member's bio links for their profile page; null when they have none. */
export function useMemberBioLinks(identifier: string | undefined) {
  const session = useSession();
  return useQuery({
    queryKey: publicPortfolioKeys.bioLinks(identifier ?? '', session?.user.id ?? 'visitor'),
    queryFn: () => api('memberBioLinks', { params: { identifier: identifier ?? '' } }),
    enabled: Boolean(identifier),
    retry,
  });
}

type Snapshot = [readonly unknown[], unknown][];

/** Changes one item wherever a public gallery holds it (every filter and adult variant of a member's list, share pages). */
function patchItem(qc: QueryClient, itemId: string, change: (item: PublicPortfolioItem) => PublicPortfolioItem) {
  qc.setQueriesData<MemberPortfolio | SharedPortfolio>({ queryKey: publicPortfolioKeys.all }, (data) => {
    if (!data || !('items' in data) || !data.items.some((i) => i.id === itemId)) return data;
    return { ...data, items: data.items.map((i) => (i.id === itemId ? change(i) : i)) };
  });
}

/**
 * Like or unlike an item (members only). Optimistic: the heart and count change at once and go back
 * if the server refuses; the server's answer then sets the true count.
 */
export function useLikeItem() {
  const qc = useQueryClient();
  return useWrite({
    mutationFn: ({ id, like }: { id: string; like: boolean }) =>
      api(like ? 'likePortfolioItem' : 'unlikePortfolioItem', { params: { id } }),
    onMutate: async ({ id, like }): Promise<Snapshot> => {
      await qc.cancelQueries({ queryKey: publicPortfolioKeys.all });
      const snapshot = qc.getQueriesData({ queryKey: publicPortfolioKeys.all }) as Snapshot;
      patchItem(qc, id, (i) => (i.liked === like ? i : { ...i, liked: like, likes: Math.max(0, i.likes + (like ? 1 : -1)) }));
      return snapshot;
    },
    onError: (_e, _vars, snapshot) => {
      for (const [key, data] of snapshot ?? []) qc.setQueryData(key, data);
    },
    onSuccess: (result, { id }) => patchItem(qc, id, (i) => ({ ...i, liked: result.liked, likes: result.likes })),
  });
}

/** Counts one view of an item (the server counts a reader once per day; the owner's own views not at all). */
export function useCountView() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api('viewPortfolioItem', { params: { id } }),
    onSuccess: (result, id) => patchItem(qc, id, (i) => ({ ...i, views: result.views })),
  });
}
