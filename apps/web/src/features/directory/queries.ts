import type { DirectorySearchQuery } from '@mb/contract/directory';
import type { RouteBody } from '@mb/contract/routes';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, api } from '../../lib/api';
import { useWrite } from '../../lib/write';

const keys = {
  all: ['directory'] as const,
  search: (q: DirectorySearchQuery) => [...keys.all, 'search', q] as const,
  listing: (id: string) => [...keys.all, 'listing', id] as const,
  reviews: (id: string) => [...keys.all, 'reviews', id] as const,
  reviewPage: (id: string, page: number, viewer: string | null) => [...keys.reviews(id), page, viewer] as const,
  stats: (days: number) => [...keys.all, 'stats', days] as const,
};

const notFoundStaysNotFound = (count: number, e: Error) => !(e instanceof ApiError && e.status === 404) && count < 1;

export const useDirectorySearch = (q: DirectorySearchQuery) =>
  useQuery({
    queryKey: keys.search(q),
    queryFn: ({ signal }) => api('directorySearch', { query: { ...q }, signal }),
    // The previous results stay on screen (dimmed) while the next ones load.
    placeholderData: keepPreviousData,
  });

export const useListing = (id: string) =>
  useQuery({
    queryKey: keys.listing(id),
    queryFn: ({ signal }) => api('directoryListing', { params: { id }, signal }),
    retry: notFoundStaysNotFound,
  });

/** One page of a listing's reviews; `viewer` keys the cache by who asks (the answer carries their own review). */
export const useReviews = (id: string, page: number, viewer: string | null) =>
  useQuery({
    queryKey: keys.reviewPage(id, page, viewer),
    queryFn: ({ signal }) => api('directoryReviews', { params: { id }, query: { page }, signal }),
    placeholderData: keepPreviousData,
  });

/** The signed-in owner's page views and contact clicks per day. */
export const useListingStats = (days: number) =>
  useQuery({
    queryKey: keys.stats(days),
    queryFn: ({ signal }) => api('directoryStats', { query: { days }, signal }),
  });

/** A view or contact click: counted by the server when the owner turned analytics on; never worth an error. */
export function recordListingEvent(id: string, type: 'view' | 'contact_click') {
  api('directoryEvent', { params: { id }, body: { type } }).catch(() => {});
}

/** After a review write: the reviews and the listing's average and count are read again. */
function useReviewsChanged(id: string) {
  const qc = useQueryClient();
  return () => Promise.all([qc.invalidateQueries({ queryKey: keys.reviews(id) }), qc.invalidateQueries({ queryKey: keys.listing(id) })]);
}

export function useCreateReview(id: string) {
  const changed = useReviewsChanged(id);
  return useWrite({
    mutationFn: (body: RouteBody<'createReview'>) => api('createReview', { params: { id }, body }),
    onSuccess: changed,
  });
}

export function useUpdateReview(id: string) {
  const changed = useReviewsChanged(id);
  return useWrite({
    mutationFn: (body: RouteBody<'updateMyReview'>) => api('updateMyReview', { params: { id }, body }),
    onSuccess: changed,
  });
}

export function useDeleteReview(id: string) {
  const changed = useReviewsChanged(id);
  return useWrite({ mutationFn: () => api('deleteMyReview', { params: { id } }), onSuccess: changed });
}

export function useReplyToReview(id: string) {
  const changed = useReviewsChanged(id);
  return useWrite({
    mutationFn: (v: { reviewId: string; content: string }) =>
      api('replyToReview', { params: { id, reviewId: v.reviewId }, body: { content: v.content } }),
    onSuccess: changed,
  });
}
