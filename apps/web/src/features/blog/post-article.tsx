import type { BlogPost } from '@mb/contract/blog';
import { BLOG_MESSAGES } from '@mb/contract/blog';
import { Info } from 'lucide-react';
import { Markdown } from '../../components/page/markdown';
import { t, tm } from '../../lib/i18n';
import { pictureSrcSet } from '../../lib/responsive-image';
import { cn } from '../../lib/utils';
import { formatPostDate } from './format';

export type ArticlePost = Pick<
  BlogPost,
  'title' | 'excerpt' | 'tags' | 'author_name' | 'published_at' | 'reading_minutes' | 'body' | 'cover_image_url' | 'is_example'
>;

/** The mark on seeded example content (issue 31): on the post, its card and in the writing desk. */
export function ExampleNotice({ className }: { className?: string }) {
  return (
    <p
      className={cn(
        'flex items-start gap-2 rounded-md border border-warning/40 bg-warning/10 px-3 py-2 text-sm text-foreground',
        className,
      )}
      data-testid="example-notice"
    >
      <Info className="mt-0.5 size-4 shrink-0 text-warning" aria-hidden />
      {tm(BLOG_MESSAGES.exampleNotice)}
    </p>
  );
}

/**
 * A post as visitors read it: the public post page and the writing desk's preview render this same
 * component (the same sanitizing Markdown renderer), so the preview is exactly what will be published.
 */
export function PostArticle({ post, titleAs = 'h1' }: { post: ArticlePost; titleAs?: 'h1' | 'h2' }) {
  const Title = titleAs;
  return (
    <article>
      <header className="border-b pb-8">
        {post.is_example ? <ExampleNotice className="mb-5" /> : null}
        <div className="flex flex-wrap gap-1.5">
          {post.tags.map((tag) => (
            <span key={tag} className="rounded-full bg-muted px-2 py-0.5 text-xs font-medium text-muted-foreground capitalize">
              {tag}
            </span>
          ))}
        </div>
        <Title className="mt-4 text-3xl font-bold tracking-tight text-balance sm:text-4xl">{post.title}</Title>
        <p className="mt-4 text-lg text-muted-foreground">{post.excerpt}</p>
        <p className="mt-6 text-sm text-muted-foreground">
          <span className="font-medium text-foreground">{post.author_name}</span>
          <span aria-hidden="true"> · </span>
          <time dateTime={post.published_at}>{formatPostDate(post.published_at)}</time>
          <span aria-hidden="true"> · </span>
          {t('blog.readingTime', '{minutes} min read', { minutes: post.reading_minutes })}
        </p>
      </header>
      {post.cover_image_url ? (
        <img
          src={post.cover_image_url}
          srcSet={pictureSrcSet(post.cover_image_url, 2000)}
          sizes="(min-width: 768px) 736px, 100vw"
          alt=""
          className="mt-8 aspect-[2/1] w-full rounded-lg border bg-muted object-cover"
        />
      ) : null}
      <Markdown source={post.body} className="mt-8 text-base" />
    </article>
  );
}
