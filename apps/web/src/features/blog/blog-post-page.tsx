import { BLOG_MESSAGES } from '@mb/contract/blog';
import { pageTitle } from '@mb/contract/site';
import { ArrowLeft, FileQuestion } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { AdultNotice } from '../../components/page/adult-notice';
import { EmptyState, ErrorState, Loading } from '../../components/page/states';
import { usePageMeta } from '../../components/page/use-page-meta';
import { Button } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { ApiError } from '../../lib/api';
import { t, tm } from '../../lib/i18n';
import { PRODUCT_NAME } from '../../lib/product';
import { PostArticle } from './post-article';
import { useBlogPost } from './queries';

export default function BlogPostPage() {
  const { id = '' } = useParams();
  const post = useBlogPost(id);
  const notFound = post.error instanceof ApiError && post.error.status === 404;
  usePageMeta(
    post.data ? pageTitle(post.data.title, PRODUCT_NAME) : notFound ? pageTitle(tm(BLOG_MESSAGES.notFoundTitle), PRODUCT_NAME) : undefined,
    post.data?.excerpt ?? (notFound ? tm(BLOG_MESSAGES.notFound) : undefined),
  );

  return (
    <div className="flex flex-col">
      <div className="mx-auto w-full max-w-3xl px-4 pt-10 pb-16 sm:pt-14">
        <Link
          to="/blog"
          className="inline-flex items-center gap-1.5 text-sm font-medium text-muted-foreground underline-offset-4 hover:text-foreground hover:underline"
        >
          <ArrowLeft className="size-4" aria-hidden /> {t('blog.allPosts', 'All posts')}
        </Link>
        {post.isPending ? (
          <Loading className="mt-8 grid gap-4" label={t('blog.loadingPost', 'Loading post…')}>
            <Skeleton className="h-4 w-40" />
            <Skeleton className="h-10 w-full" />
            <Skeleton className="h-10 w-3/4" />
            <Skeleton className="mt-6 h-4 w-full" />
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-4 w-5/6" />
          </Loading>
        ) : notFound ? (
          <div className="mt-8">
            <EmptyState
              icon={FileQuestion}
              title={tm(BLOG_MESSAGES.notFoundTitle)}
              titleAs="h1"
              action={
                <Button asChild>
                  <Link to="/blog">{t('blog.browseAll', 'Browse all posts')}</Link>
                </Button>
              }
            >
              {tm(BLOG_MESSAGES.notFound)}
            </EmptyState>
          </div>
        ) : post.isError ? (
          <div className="mt-8">
            <h1 className="sr-only">{t('blog.post', 'Blog post')}</h1>
            <ErrorState message={tm(BLOG_MESSAGES.loadFailed)} onRetry={() => post.refetch()} retrying={post.isFetching} />
          </div>
        ) : (
          <div className="mt-8">
            <PostArticle post={post.data} />
            <footer className="mt-12 flex flex-col gap-4 rounded-lg border bg-muted/40 p-6 sm:flex-row sm:items-center sm:justify-between">
              <p className="text-sm text-muted-foreground">
                {t('blog.questions', 'Questions about this post, or a topic you would like us to cover?')}
              </p>
              <Button variant="outline" asChild>
                <Link to="/contact">{t('blog.contact', 'Contact the team')}</Link>
              </Button>
            </footer>
          </div>
        )}
      </div>
      <div className="border-t">
        <AdultNotice />
      </div>
    </div>
  );
}
