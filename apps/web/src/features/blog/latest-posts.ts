import { api } from '../../lib/api';
import { usePublicData } from '../../lib/public-data';

/**
 * The first page of published posts for the home page and /sitemap, without TanStack Query (those pages
 * are first pages: docs/ARCHITECTURE.md "First page"). The blog's own pages read through queries.ts.
 */
export const useLatestPosts = (limit: number) =>
  usePublicData(`blog:latest:${limit}`, () => api('blogList', { query: { page: 1, limit } }));
