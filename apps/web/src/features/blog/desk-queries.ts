import type { BlogPostInput } from '@mb/contract/blog';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { forgetPublicData } from '../../lib/public-data';
import { uploadFile } from '../../lib/upload';
import { useWrite } from '../../lib/write';
import { blogKeys } from './queries';

// The writing desk's reads and writes (issue 31). Every write refreshes the desk and every public blog
// read of this tab (the list, posts, the home page's latest posts), so what staff publish, edit or take
// down shows at once. Nothing public is cached anywhere else: the server answers the blog from the
// database on each request, and the blog pages are not prerendered.

const deskKeys = {
  all: ['blog-desk'] as const,
  list: ['blog-desk', 'list'] as const,
  post: (id: string) => ['blog-desk', 'post', id] as const,
};

export const useDeskPosts = () => useQuery({ queryKey: deskKeys.list, queryFn: ({ signal }) => api('staffBlogPosts', { signal }) });

export const useDeskPost = (id: string | null) =>
  useQuery({
    queryKey: deskKeys.post(id ?? ''),
    queryFn: ({ signal }) => api('staffBlogPost', { params: { id: id ?? '' }, signal }),
    enabled: !!id,
    retry: false,
  });

function useDeskWrite<TData, TVars>(mutationFn: (v: TVars) => Promise<TData>) {
  const qc = useQueryClient();
  return useWrite<TData, TVars>({
    mutationFn,
    onSuccess: () => {
      forgetPublicData('blog:');
      void qc.invalidateQueries({ queryKey: deskKeys.all });
      void qc.invalidateQueries({ queryKey: blogKeys.all });
    },
  });
}

export const useSavePost = () =>
  useDeskWrite((v: { id?: string; body: BlogPostInput }) =>
    v.id ? api('updateBlogPost', { params: { id: v.id }, body: v.body }) : api('createBlogPost', { body: v.body }),
  );
export const usePublishPost = () =>
  useDeskWrite((v: { id: string; at?: string }) => api('publishBlogPost', { params: { id: v.id }, body: v.at ? { at: v.at } : {} }));
export const useUnpublishPost = () => useDeskWrite((id: string) => api('unpublishBlogPost', { params: { id } }));
export const useDeletePost = () => useDeskWrite((id: string) => api('deleteBlogPost', { params: { id } }));
export const useUploadBlogImage = () =>
  useWrite({ mutationFn: (file: File) => uploadFile('uploadBlogImage', file, { onProgress: () => undefined }) });
