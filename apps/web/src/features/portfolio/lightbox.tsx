import type { PublicPortfolioItem } from '@mb/contract/portfolio';
import { ChevronLeft, ChevronRight, Eye, Flag, Heart, X } from 'lucide-react';
import { Dialog as D } from 'radix-ui';
import { type KeyboardEvent, useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { formatDuration } from '../../components/tile-marks';
import { Avatar } from '../../components/ui/avatar';
import { Button } from '../../components/ui/button';
import { useAdultConfirmed } from '../../lib/adult-consent';
import { t } from '../../lib/i18n';
import { cn } from '../../lib/utils';
import { AdultGate } from './adult-gate';
import { isWithheld, itemLabel } from './gallery';
import { useCountView, useLikeItem } from './public-queries';

/** Who is looking: the owner (no like button, no view counted), a member (likes), a visitor (asked to sign in). */
export type GalleryViewer = 'owner' | 'member' | 'visitor';

const likesWord = (count: number) => t('portfolio.lightbox.likesWord', '{count, plural, one {like} other {likes}}', { count });

function LikeButton({ item, viewer, signInHref }: { item: PublicPortfolioItem; viewer: GalleryViewer; signInHref: string }) {
  const like = useLikeItem();
  const count = <span className="tabular-nums">{item.likes}</span>;
  if (viewer === 'owner') {
    return (
      <span className="inline-flex items-center gap-1.5 text-sm text-muted-foreground">
        <Heart className="size-4" aria-hidden="true" />
        {count}
        <span className="sr-only">{likesWord(item.likes)}</span>
      </span>
    );
  }
  if (viewer === 'visitor') {
    return (
      <Button asChild variant="outline" size="sm">
        <Link to={signInHref}>
          <Heart aria-hidden="true" />
          {count}
          <span className="sr-only">{likesWord(item.likes)}.</span> {t('portfolio.lightbox.signInToLike', 'Sign in to like')}
        </Link>
      </Button>
    );
  }
  return (
    <Button
      variant="outline"
      size="sm"
      aria-pressed={item.liked}
      aria-label={
        item.liked
          ? t('portfolio.lightbox.unlikeLabel', 'Unlike ({count, plural, one {# like} other {# likes}})', { count: item.likes })
          : t('portfolio.lightbox.likeLabel', 'Like ({count, plural, one {# like} other {# likes}})', { count: item.likes })
      }
      data-testid="like-button"
      onClick={() =>
        void like.submit(
          { id: item.id, like: !item.liked },
          { failure: (m) => ({ title: m ?? t('portfolio.lightbox.likeFailed', 'Your like was not saved. Please try again.') }) },
        )
      }
    >
      <Heart aria-hidden="true" className={cn(item.liked && 'fill-primary text-primary')} />
      {count}
    </Button>
  );
}

function Media({ item }: { item: PublicPortfolioItem }) {
  const adult = useAdultConfirmed();
  if (isWithheld(item)) {
    return (
      <div className="relative flex size-full min-h-72 items-center justify-center overflow-hidden">
        {item.media.blur_data_url ? (
          <img src={item.media.blur_data_url} alt="" className="absolute inset-0 size-full scale-110 object-cover blur-2xl" />
        ) : null}
        {/* After confirming, the gallery asks the server again; the blur stays until the real URLs arrive. */}
        {adult ? (
          <p role="status" className="relative rounded-md bg-background/90 px-3 py-2 text-sm">
            {t('portfolio.lightbox.loading', 'Loading…')}
          </p>
        ) : (
          <AdultGate overlay className="relative m-4" />
        )}
      </div>
    );
  }
  if (item.kind === 'video' && item.media.video_url) {
    return (
      // biome-ignore lint/a11y/useMediaCaption: members' own videos carry no caption track
      <video
        key={item.id}
        src={item.media.video_url}
        poster={item.media.full_url ?? undefined}
        controls
        playsInline
        preload="metadata"
        className="max-h-[80dvh] w-full object-contain"
      />
    );
  }
  const src = item.media.full_url ?? item.media.thumb_url;
  // The grid's picture (already in the cache) shows, scaled up, until the full size has loaded over it.
  const placeholder = item.media.thumb_url && item.media.thumb_url !== src ? item.media.thumb_url : null;
  return src ? (
    <img
      key={item.id}
      src={src}
      alt={item.title ?? ''}
      width={item.media.width ?? undefined}
      height={item.media.height ?? undefined}
      style={placeholder ? { backgroundImage: `url("${placeholder}")` } : undefined}
      className="max-h-[80dvh] w-auto max-w-full bg-contain bg-center bg-no-repeat object-contain"
    />
  ) : null;
}

/**
 * One item full size in a dialog (Radix: focus stays inside, Esc closes, focus returns to the tile).
 * Left and right arrows move through the gallery; the view is counted once per item while the page is
 * open, and only when the reader actually sees it (not while blurred).
 */
export function Lightbox({
  items,
  openId,
  onOpenChange,
  viewer,
  signInHref,
}: {
  items: readonly PublicPortfolioItem[];
  openId: string | null;
  onOpenChange: (id: string | null) => void;
  viewer: GalleryViewer;
  signInHref: string;
}) {
  const index = openId ? items.findIndex((i) => i.id === openId) : -1;
  const item = index >= 0 ? items[index] : undefined;
  const countView = useCountView();
  const counted = useRef(new Set<string>());
  const withheld = item ? isWithheld(item) : true;

  useEffect(() => {
    if (!item || withheld || viewer === 'owner' || counted.current.has(item.id)) return;
    counted.current.add(item.id);
    countView.mutate(item.id);
  }, [item, withheld, viewer, countView.mutate]);

  // The open item lives in the address (?item=), which updates after this render: keys pressed
  // faster than that must step from where the last press went, not from the index rendered.
  const at = useRef(index);
  const rendered = useRef(index);
  if (rendered.current !== index) {
    rendered.current = index;
    at.current = index;
  }
  const go = (step: number) => {
    if (at.current < 0 || items.length < 2) return;
    const to = (at.current + step + items.length) % items.length;
    const next = items[to];
    if (!next) return;
    at.current = to;
    onOpenChange(next.id);
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.target instanceof HTMLVideoElement) return;
    if (e.key === 'ArrowRight') {
      e.preventDefault();
      go(1);
    } else if (e.key === 'ArrowLeft') {
      e.preventDefault();
      go(-1);
    }
  };

  return (
    <D.Root open={Boolean(item)} onOpenChange={(o) => (o ? undefined : onOpenChange(null))}>
      <D.Portal>
        <D.Overlay className="fixed inset-0 z-50 bg-black/85 data-[state=open]:animate-in data-[state=open]:fade-in-0" />
        <D.Content
          onKeyDown={onKeyDown}
          data-testid="lightbox"
          className="fixed inset-2 z-50 grid grid-rows-[minmax(0,1fr)_auto] overflow-hidden rounded-lg border bg-popover text-popover-foreground shadow-xl outline-none sm:inset-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:grid-rows-1"
        >
          {item ? (
            <>
              <div className="relative flex min-h-0 items-center justify-center bg-black">
                <Media item={item} />
                {items.length > 1 ? (
                  <>
                    <button
                      type="button"
                      onClick={() => go(-1)}
                      aria-label={t('portfolio.lightbox.previous', 'Previous item')}
                      className="absolute left-2 top-1/2 inline-flex size-10 -translate-y-1/2 items-center justify-center rounded-full bg-black/60 text-white hover:bg-black/80 focus-visible:outline-2 focus-visible:outline-white"
                    >
                      <ChevronLeft className="size-5" aria-hidden="true" />
                    </button>
                    <button
                      type="button"
                      onClick={() => go(1)}
                      aria-label={t('portfolio.lightbox.next', 'Next item')}
                      className="absolute right-2 top-1/2 inline-flex size-10 -translate-y-1/2 items-center justify-center rounded-full bg-black/60 text-white hover:bg-black/80 focus-visible:outline-2 focus-visible:outline-white"
                    >
                      <ChevronRight className="size-5" aria-hidden="true" />
                    </button>
                  </>
                ) : null}
              </div>
              <aside className="grid max-h-[40dvh] content-start gap-4 overflow-y-auto p-4 lg:max-h-none lg:p-6">
                <div className="flex items-start justify-between gap-3 pr-10">
                  <div className="grid gap-1">
                    <D.Title className="text-lg font-semibold leading-tight">{item.title?.trim() || itemLabel(item, index)}</D.Title>
                    <p className="text-xs text-muted-foreground tabular-nums">
                      {t('portfolio.lightbox.position', '{position} of {count}', { position: index + 1, count: items.length })}
                      {item.kind === 'video' && item.media.duration_seconds !== null
                        ? ` · ${t('portfolio.lightbox.video', 'Video, {duration}', { duration: formatDuration(item.media.duration_seconds) })}`
                        : ''}
                    </p>
                  </div>
                </div>
                {item.caption ? (
                  <D.Description className="whitespace-pre-line text-sm leading-relaxed">{item.caption}</D.Description>
                ) : (
                  <D.Description className="sr-only">
                    {t('portfolio.lightbox.itemOf', 'Portfolio item {position} of {count}', { position: index + 1, count: items.length })}
                  </D.Description>
                )}
                <div className="flex flex-wrap items-center gap-3">
                  <LikeButton item={item} viewer={viewer} signInHref={signInHref} />
                  <span className="inline-flex items-center gap-1.5 text-sm text-muted-foreground">
                    <Eye className="size-4" aria-hidden="true" />
                    <span className="tabular-nums">{item.views}</span>{' '}
                    {t('portfolio.lightbox.viewsWord', '{count, plural, one {view} other {views}}', { count: item.views })}
                  </span>
                </div>
                {viewer === 'owner' ? null : (
                  // Issue 18: anyone (signed in or not) asks for removal of what they see; the contract's
                  // removalFormPath, written out here so the gallery does not load the form's schemas.
                  <Link
                    to={`/removal-requests/new?item=${encodeURIComponent(item.id)}`}
                    className="inline-flex w-fit items-center gap-1.5 text-sm text-muted-foreground underline-offset-4 hover:text-foreground hover:underline"
                  >
                    <Flag className="size-4" aria-hidden="true" />
                    {t('portfolio.lightbox.report', 'Report or request removal')}
                  </Link>
                )}
                {item.credits.length > 0 ? (
                  <section className="grid gap-2" aria-label={t('portfolio.lightbox.credits', 'Credits')}>
                    <h3 className="text-sm font-semibold">{t('portfolio.lightbox.with', 'With')}</h3>
                    <ul className="grid gap-2">
                      {item.credits.map((c) => {
                        const name = c.display_name?.trim() || (c.username ? `@${c.username}` : t('portfolio.lightbox.member', 'Member'));
                        return (
                          <li key={c.member_id} className="flex items-center gap-2 text-sm">
                            <Avatar src={c.avatar_url} alt="" className="size-7" />
                            {c.username ? (
                              <Link to={`/${encodeURIComponent(c.username)}`} className="font-medium underline-offset-4 hover:underline">
                                {name}
                              </Link>
                            ) : (
                              <span className="font-medium">{name}</span>
                            )}
                          </li>
                        );
                      })}
                    </ul>
                  </section>
                ) : null}
              </aside>
              <D.Close
                aria-label={t('portfolio.lightbox.close', 'Close')}
                className="absolute right-3 top-3 inline-flex size-9 items-center justify-center rounded-full bg-background/80 text-foreground hover:bg-background focus-visible:outline-2 focus-visible:outline-ring"
              >
                <X className="size-5" aria-hidden="true" />
              </D.Close>
            </>
          ) : null}
        </D.Content>
      </D.Portal>
    </D.Root>
  );
}
