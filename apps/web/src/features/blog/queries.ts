import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ApiError, api } from '../../lib/api';

export const blogKeys = {
  all: ['blog'] as const,
  list: (page: number, limit: number) => [...blogKeys.all, 'list', page, limit] as const,
  post: (idOrSlug: string) => [...blogKeys.all, 'post', idOrSlug] as const,
};

export const useBlogList = (page: number, limit: number) =>
  useQuery({
    queryKey: blogKeys.list(page, limit),
    queryFn: ({ signal }) => api('blogList', { query: { page, limit }, signal }),
    placeholderData: keepPreviousData,
  });

export const useBlogPost = (idOrSlug: string) =>
  useQuery({
    queryKey: blogKeys.post(idOrSlug),
    queryFn: ({ signal }) => api('blogPost', { params: { id: idOrSlug }, signal }),
    // A missing post stays missing; retrying a 404 only delays the not-found state.
    retry: (count, e) => !(e instanceof ApiError && e.status === 404) && count < 1,
  });
