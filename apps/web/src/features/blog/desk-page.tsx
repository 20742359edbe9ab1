import { Newspaper, Plus } from 'lucide-react';
import { Link } from 'react-router';
import { EmptyState, ErrorState, Loading } from '../../components/page/states';
import { usePageMeta } from '../../components/page/use-page-meta';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { t } from '../../lib/i18n';
import { formatLocal, STATE_VARIANT, stateLabel } from './desk-format';
import { useDeskPosts } from './desk-queries';

/** /admin/blog (staff with the content permission): every post in every state, the latest change first. */
export default function DeskPage() {
  usePageMeta(t('blog.eyebrow', 'Blog'), t('blog.desk.meta', 'Write, schedule and publish the blog.'));
  const posts = useDeskPosts();
  return (
    <section className="mx-auto grid w-full max-w-5xl gap-6 px-4 py-8" aria-labelledby="desk-title">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div className="grid gap-1">
          <h1 id="desk-title" className="text-2xl font-bold tracking-tight">
            {t('blog.eyebrow', 'Blog')}
          </h1>
          <p className="max-w-3xl text-sm text-muted-foreground">
            {t(
              'blog.desk.lead',
              'Drafts, scheduled, published and unpublished posts. Posts marked Example were installed with the site under fictional names: edit them into your own or delete them.',
            )}
          </p>
        </div>
        <Button asChild>
          <Link to="/admin/blog/new">
            <Plus aria-hidden /> {t('blog.desk.new', 'New post')}
          </Link>
        </Button>
      </header>
      {posts.isError ? (
        <ErrorState
          message={t('blog.desk.loadFailed', 'The posts could not be loaded.')}
          onRetry={() => void posts.refetch()}
          retrying={posts.isFetching}
        />
      ) : !posts.data ? (
        <Loading label={t('blog.desk.loading', 'Loading the posts…')} className="grid gap-2">
          <Skeleton className="h-16 w-full" />
          <Skeleton className="h-16 w-full" />
          <Skeleton className="h-16 w-full" />
        </Loading>
      ) : posts.data.posts.length === 0 ? (
        <EmptyState
          icon={Newspaper}
          title={t('blog.noPosts', 'No posts yet')}
          action={
            <Button asChild>
              <Link to="/admin/blog/new">{t('blog.desk.writeFirst', 'Write the first post')}</Link>
            </Button>
          }
        >
          {t('blog.desk.empty', 'The blog is empty. A post is saved as a draft until you publish it.')}
        </EmptyState>
      ) : (
        <ul className="grid gap-2" aria-label={t('blog.desk.posts', 'Posts')}>
          {posts.data.posts.map((p) => (
            <li key={p.id}>
              <Link
                to={`/admin/blog/${p.id}`}
                className="grid gap-2 rounded-lg border bg-card p-4 hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring sm:flex sm:items-center sm:justify-between"
                data-testid="desk-row"
              >
                <span className="grid min-w-0 gap-0.5">
                  <span className="truncate font-medium">{p.title}</span>
                  <span className="text-sm text-muted-foreground">
                    {p.author_name} ·{' '}
                    {p.state === 'scheduled' && p.published_at
                      ? t('blog.desk.goesLive', 'goes live {date}', { date: formatLocal(p.published_at) })
                      : p.state === 'published' && p.published_at
                        ? t('blog.desk.publishedAt', 'published {date}', { date: formatLocal(p.published_at) })
                        : t('blog.desk.changedAt', 'changed {date}', { date: formatLocal(p.updated_at) })}
                  </span>
                </span>
                <span className="flex flex-wrap gap-1.5">
                  {p.is_example ? <Badge variant="warning">{t('blog.example', 'Example')}</Badge> : null}
                  <Badge variant={STATE_VARIANT[p.state]}>{stateLabel(p.state)}</Badge>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
