import type { BlogPostSummary } from '@mb/contract/blog';
import { Link } from 'react-router';
import { Skeleton } from '../../components/ui/skeleton';
import { t } from '../../lib/i18n';
import { pictureSrcSet } from '../../lib/responsive-image';
import { cn } from '../../lib/utils';
import { formatPostDate } from './format';

/** A post in a list. The whole card is one link; the title is its accessible name. */
export function PostCard({
  post,
  headingLevel = 'h2',
  className,
}: {
  post: BlogPostSummary;
  headingLevel?: 'h2' | 'h3';
  className?: string;
}) {
  const H = headingLevel;
  return (
    <article
      className={cn('group relative flex flex-col rounded-lg border bg-card p-6 transition-colors hover:border-primary/50', className)}
    >
      {post.cover_image_url ? (
        <img
          src={post.cover_image_url}
          srcSet={pictureSrcSet(post.cover_image_url, 2000)}
          sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
          alt=""
          loading="lazy"
          className="-mx-6 -mt-6 mb-5 aspect-[2/1] w-[calc(100%+3rem)] max-w-none rounded-t-lg object-cover"
        />
      ) : null}
      <div className="flex flex-wrap gap-1.5">
        {/* Seeded example content (issue 31): said on the card too, not only on the post. */}
        {post.is_example ? (
          <span className="rounded-full border border-warning/40 bg-warning/10 px-2 py-0.5 text-xs font-semibold text-foreground">
            {t('blog.example', 'Example')}
          </span>
        ) : null}
        {post.tags.slice(0, 3).map((tag) => (
          <span key={tag} className="rounded-full bg-muted px-2 py-0.5 text-xs font-medium text-muted-foreground capitalize">
            {tag}
          </span>
        ))}
      </div>
      <H className="mt-4 text-lg leading-snug font-semibold text-balance">
        <Link to={`/blog/${post.slug}`} className="after:absolute after:inset-0 after:rounded-lg focus-visible:outline-none">
          {post.title}
        </Link>
      </H>
      <div className="mt-2 flex-1">
        <p className="line-clamp-3 text-sm text-muted-foreground">{post.excerpt}</p>
      </div>
      <p className="mt-5 text-xs text-muted-foreground">
        <time dateTime={post.published_at}>{formatPostDate(post.published_at)}</time>
        <span aria-hidden="true"> · </span>
        {t('blog.readingTime', '{minutes} min read', { minutes: post.reading_minutes })}
      </p>
      {/* The focus ring goes round the whole card, since the link covers it. */}
      <span className="pointer-events-none absolute inset-0 rounded-lg ring-ring ring-offset-2 ring-offset-background group-has-[a:focus-visible]:ring-2" />
    </article>
  );
}

export function PostCardSkeleton() {
  return (
    <div className="flex flex-col gap-3 rounded-lg border bg-card p-6">
      <Skeleton className="h-5 w-24 rounded-full" />
      <Skeleton className="mt-2 h-6 w-5/6" />
      <Skeleton className="h-4 w-full" />
      <Skeleton className="h-4 w-2/3" />
      <Skeleton className="mt-3 h-3 w-32" />
    </div>
  );
}
