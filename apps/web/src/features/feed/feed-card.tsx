import { viaState } from '@mb/contract/analytics-sources';
import type { FeedItem } from '@mb/contract/feed';
import { BadgeCheck, CalendarDays, Clock, Heart, Images, MessageCircle, Store, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Avatar } from '../../components/ui/avatar';
import { Button } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { intlLocale, t } from '../../lib/i18n';
import { cn } from '../../lib/utils';
import { AdultGate } from '../portfolio';
import { Comments } from './comments';
import { actorName, ago, profilePath } from './format';
import { useDeletePost, useLikeFeedItem } from './queries';

/** What the member did, after their name; a function so it is read in the current language. */
const what = (kind: FeedItem['subject']['kind']): string =>
  ({
    portfolio_item: t('feed.what.portfolioItem', 'added to their portfolio'),
    album: t('feed.what.album', 'created an album'),
    post: t('feed.what.post', 'posted an update'),
    verified: t('feed.what.verified', 'verified their identity'),
    listing: t('feed.what.listing', 'listed their business in the directory'),
    event: t('feed.what.event', 'published an event'),
  })[kind];

/** An event's start on its own wall clock: 'Sat, Dec 5, 8:00 PM'. */
const eventWhen = (iso: string, timeZone: string) =>
  new Date(iso).toLocaleString(intlLocale(), {
    timeZone,
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });

/** A picture that may be withheld (NSFW before 18+): the blurred preview with the 18+ gate over it. */
function Picture({ url, blur, alt, ratio }: { url: string | null; blur: string | null; alt: string; ratio?: number }) {
  return (
    <div
      className="relative flex max-h-[32rem] w-full items-center justify-center overflow-hidden rounded-md bg-muted"
      style={ratio ? { aspectRatio: String(ratio) } : undefined}
    >
      {url ? (
        <img src={url} alt={alt} loading="lazy" className="size-full object-contain" />
      ) : (
        <>
          {blur ? <img src={blur} alt="" aria-hidden className="absolute inset-0 size-full scale-110 object-cover blur-xl" /> : null}
          <AdultGate overlay className="relative m-4" />
        </>
      )}
    </div>
  );
}

function Subject({ item }: { item: FeedItem }) {
  const s = item.subject;
  if (s.kind === 'post') {
    const img = s.post.image;
    return (
      <div className="grid gap-3">
        {s.post.status === 'pending' ? (
          <p className="inline-flex w-fit items-center gap-1.5 rounded-md border border-warning/40 bg-warning/10 px-2 py-1 text-xs font-medium">
            <Clock className="size-3.5" aria-hidden /> {t('feed.pendingPost', 'Pending moderation: only you can see this post')}
          </p>
        ) : null}
        {s.post.body ? <p className="whitespace-pre-wrap break-words">{s.post.body}</p> : null}
        {img ? (
          <Picture
            url={img.url}
            blur={img.blur_data_url}
            alt={t('feed.postImage', 'Image of the post')}
            ratio={img.width && img.height ? img.width / img.height : undefined}
          />
        ) : null}
      </div>
    );
  }
  if (s.kind === 'portfolio_item') {
    const m = s.item.media;
    return (
      <div className="grid gap-2">
        {s.item.title ? <p className="font-medium">{s.item.title}</p> : null}
        <Picture
          url={m.thumb_url}
          blur={m.blur_data_url}
          alt={s.item.title ?? t('feed.portfolioItem', 'Portfolio item')}
          ratio={m.width && m.height ? m.width / m.height : undefined}
        />
        {s.item.caption ? <p className="text-sm text-muted-foreground">{s.item.caption}</p> : null}
      </div>
    );
  }
  if (s.kind === 'album') {
    return (
      <div className="flex items-center gap-3 rounded-md border p-3">
        {s.album.cover_url ? (
          <img src={s.album.cover_url} alt="" className="size-20 rounded-md object-cover" />
        ) : (
          <span className="inline-flex size-20 items-center justify-center rounded-md bg-muted">
            <Images className="size-8 text-muted-foreground" aria-hidden />
          </span>
        )}
        <div className="grid gap-0.5">
          <p className="font-semibold">{s.album.title}</p>
          <p className="text-sm text-muted-foreground">
            {t('feed.albumItems', '{count, plural, one {# item} other {# items}}', { count: s.album.item_count })}
          </p>
        </div>
      </div>
    );
  }
  if (s.kind === 'verified') {
    return (
      <p className="flex items-center gap-2 rounded-md border border-success/40 bg-success/10 p-3 text-sm">
        <BadgeCheck className="size-5 text-success" aria-hidden />{' '}
        {t('feed.verifiedText', 'Identity verified: a confirmed professional on the platform.')}
      </p>
    );
  }
  if (s.kind === 'event') {
    return (
      <Link to={s.event.path} className="flex items-center gap-3 rounded-md border p-3 hover:bg-accent">
        {s.event.image_url ? (
          <img src={s.event.image_url} alt="" className="size-14 rounded-md object-cover" />
        ) : (
          <span className="inline-flex size-14 items-center justify-center rounded-md bg-muted">
            <CalendarDays className="size-6 text-muted-foreground" aria-hidden />
          </span>
        )}
        <div className="grid min-w-0 gap-0.5">
          <p className="font-semibold">{s.event.title}</p>
          <p className="text-sm text-muted-foreground">
            {eventWhen(s.event.start_date, s.event.timezone)} · {s.event.is_online ? t('feed.online', 'Online') : s.event.location}
          </p>
        </div>
      </Link>
    );
  }
  return (
    <Link to={s.listing.path} className="flex items-center gap-3 rounded-md border p-3 hover:bg-accent">
      {s.listing.logo_url ? (
        <img src={s.listing.logo_url} alt="" className="size-14 rounded-md object-cover" />
      ) : (
        <span className="inline-flex size-14 items-center justify-center rounded-md bg-muted">
          <Store className="size-6 text-muted-foreground" aria-hidden />
        </span>
      )}
      <div className="grid min-w-0 gap-0.5">
        <p className="font-semibold">{s.listing.name}</p>
        {s.listing.description ? <p className="line-clamp-2 text-sm text-muted-foreground">{s.listing.description}</p> : null}
      </div>
    </Link>
  );
}

/** One feed item: who, what, when; the subject; like, comments, and the author's delete for a post. */
export function FeedCard({ item }: { item: FeedItem }) {
  const like = useLikeFeedItem();
  const remove = useDeletePost();
  const [open, setOpen] = useState(false);
  const canLike = !item.own;
  const name = actorName(item.actor);
  return (
    <article
      className="grid gap-3 rounded-lg border bg-card p-4 shadow-sm"
      data-testid="feed-item"
      data-kind={item.subject.kind}
      aria-label={t('feed.itemLabel', '{name} {what}', { name, what: what(item.subject.kind) })}
    >
      <header className="flex items-start gap-3">
        <Link to={profilePath(item.actor)} state={viaState('feed')} className="shrink-0">
          <Avatar src={item.actor.avatar_url} alt="" />
        </Link>
        <div className="min-w-0 flex-1 text-sm">
          <p>
            <Link to={profilePath(item.actor)} state={viaState('feed')} className="font-semibold hover:underline">
              {name}
            </Link>
            {item.actor.verified ? (
              <BadgeCheck className="ml-1 inline size-4 text-primary" aria-label={t('feed.verified', 'Verified')} />
            ) : null}{' '}
            <span className="text-muted-foreground">{what(item.subject.kind)}</span>
          </p>
          <time className="text-xs text-muted-foreground" dateTime={item.created_at}>
            {ago(item.created_at)}
          </time>
        </div>
        {item.own && item.subject.kind === 'post' ? (
          <Button
            variant="ghost"
            size="icon"
            className="size-8"
            aria-label={t('feed.deletePost', 'Delete post')}
            disabled={remove.busy}
            onClick={() => remove.submit(item.id, { failure: { title: t('feed.deletePostFailed', 'Could not delete the post.') } })}
          >
            <Trash2 aria-hidden />
          </Button>
        ) : null}
      </header>
      <Subject item={item} />
      <footer className="flex items-center gap-1 border-t pt-2">
        <Button
          variant="ghost"
          size="sm"
          aria-pressed={item.liked}
          disabled={!canLike}
          title={canLike ? undefined : t('feed.ownActivity', 'Your own activity')}
          onClick={() =>
            like.submit({ id: item.id, like: !item.liked }, { failure: { title: t('feed.likeFailed', 'Could not save your like.') } })
          }
        >
          <Heart aria-hidden className={cn(item.liked && 'fill-primary text-primary')} />
          <span className="tabular-nums">{item.likes}</span>
          <span className="sr-only">{item.liked ? t('feed.unlike', 'Unlike') : t('feed.like', 'Like')}</span>
        </Button>
        <Button variant="ghost" size="sm" aria-expanded={open} onClick={() => setOpen((o) => !o)}>
          <MessageCircle aria-hidden />
          <span className="tabular-nums">{item.comments}</span>
          <span className="sr-only">{open ? t('feed.hideComments', 'Hide comments') : t('feed.showComments', 'Show comments')}</span>
        </Button>
      </footer>
      {open ? <Comments activityId={item.id} /> : null}
    </article>
  );
}

export function FeedCardSkeleton() {
  return (
    <div className="grid gap-3 rounded-lg border bg-card p-4">
      <div className="flex items-center gap-3">
        <Skeleton className="size-10 rounded-full" />
        <div className="grid flex-1 gap-1.5">
          <Skeleton className="h-4 w-1/2" />
          <Skeleton className="h-3 w-20" />
        </div>
      </div>
      <Skeleton className="h-40 w-full" />
      <Skeleton className="h-8 w-32" />
    </div>
  );
}
