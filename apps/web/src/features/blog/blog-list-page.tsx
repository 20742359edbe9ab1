import { BLOG_MESSAGES } from '@mb/contract/blog';
import { ArrowLeft, ArrowRight, Newspaper } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { PublicPage } from '../../components/page/page-layout';
import { EmptyState, ErrorState, Loading } from '../../components/page/states';
import { Button } from '../../components/ui/button';
import { t, tm } from '../../lib/i18n';
import { PostCard, PostCardSkeleton } from './post-card';
import { useBlogList } from './queries';

const PAGE_SIZE = 9;

export default function BlogListPage() {
  const [params] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const list = useBlogList(page, PAGE_SIZE);
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / PAGE_SIZE)) : 1;

  return (
    <PublicPage
      path="/blog"
      eyebrow={t('blog.eyebrow', 'Blog')}
      title={t('blog.title', 'News, guides and product updates')}
      lead={t(
        'blog.lead',
        'Practical writing for creators, studios and businesses: verification, compliance, casting and the tools we build.',
      )}
    >
      {list.isPending ? (
        <Loading className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" label={t('blog.loadingPosts', 'Loading posts…')}>
          {Array.from({ length: 6 }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
            <PostCardSkeleton key={i} />
          ))}
        </Loading>
      ) : list.isError ? (
        <ErrorState message={tm(BLOG_MESSAGES.loadFailed)} onRetry={() => list.refetch()} retrying={list.isFetching} />
      ) : list.data.posts.length === 0 ? (
        page > 1 ? (
          <EmptyState
            icon={Newspaper}
            title={t('blog.pastEnd', 'No posts on this page')}
            action={<Link to="/blog">{t('blog.backToLatest', 'Back to the latest posts')}</Link>}
          >
            {t('blog.pastEndText', 'This page is past the last post.')}
          </EmptyState>
        ) : (
          <EmptyState
            icon={Newspaper}
            title={t('blog.noPosts', 'No posts yet')}
            action={<Link to="/contact">{t('blog.suggestTopic', 'Suggest a topic')}</Link>}
          >
            {tm(BLOG_MESSAGES.empty)}
          </EmptyState>
        )
      ) : (
        <>
          <h2 className="sr-only">{page > 1 ? t('blog.postsPage', 'Posts, page {page}', { page }) : t('blog.latest', 'Latest posts')}</h2>
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {list.data.posts.map((p) => (
              <PostCard key={p.id} post={p} headingLevel="h3" />
            ))}
          </div>
          {pages > 1 ? (
            <nav aria-label={t('blog.pages', 'Blog pages')} className="mt-10 flex items-center justify-between gap-4">
              {page > 1 ? (
                <Button variant="outline" asChild>
                  <Link to={page === 2 ? '/blog' : `/blog?page=${page - 1}`}>
                    <ArrowLeft aria-hidden /> {t('blog.newer', 'Newer posts')}
                  </Link>
                </Button>
              ) : (
                <span />
              )}
              <p className="text-sm text-muted-foreground">{t('blog.pageOf', 'Page {page} of {pages}', { page, pages })}</p>
              {list.data.has_more ? (
                <Button variant="outline" asChild>
                  <Link to={`/blog?page=${page + 1}`}>
                    {t('blog.older', 'Older posts')} <ArrowRight aria-hidden />
                  </Link>
                </Button>
              ) : (
                <span />
              )}
            </nav>
          ) : null}
        </>
      )}
    </PublicPage>
  );
}
