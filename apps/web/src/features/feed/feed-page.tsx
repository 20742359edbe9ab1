import { FEED_MESSAGES } from '@mb/contract/feed';
import { useQueryClient } from '@tanstack/react-query';
import { ArrowUp, Users } from 'lucide-react';
import { Fragment, useEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router';
import { EmptyState, ErrorState, Loading } from '../../components/page/states';
import { usePageMeta } from '../../components/page/use-page-meta';
import { Button } from '../../components/ui/button';
import { useAdultConfirmed } from '../../lib/adult-consent';
import { useSession } from '../../lib/auth';
import { useContentFilter } from '../../lib/content-filter';
import { t, tm } from '../../lib/i18n';
import { useRealtime } from '../../lib/realtime';
import { SponsoredSlot } from '../ads';
import { Composer } from './composer';
import { FeedCard, FeedCardSkeleton } from './feed-card';
import { heard, NO_PENDING, type PendingState, shownIds } from './live';
import { type FeedPages, feedKeys, useFeed } from './queries';

/**
 * /activity-feed (issue 12): the composer, then what the members you follow or are connected with did,
 * newest first, more as you scroll. New activity heard live waits behind the 'N new posts' pill, so
 * the list never moves while you read; the pill loads it and takes you to the top.
 */
export default function FeedPage() {
  usePageMeta(tm(FEED_MESSAGES.title), tm(FEED_MESSAGES.subtitle));
  const me = useSession()?.user.id ?? '';
  const filter = useContentFilter();
  const adult = useAdultConfirmed();
  const feed = useFeed({ filter, adult });
  const qc = useQueryClient();
  const [pending, setPending] = useState<PendingState>(NO_PENDING);
  const pagesRef = useRef(feed.data?.pages);
  pagesRef.current = feed.data?.pages;

  useRealtime(me ? `feed:${me}` : null, (event) => {
    setPending((s) => heard(s, event, { me, shown: shownIds(pagesRef.current) }));
  });

  const reveal = async () => {
    const key = feedKeys.list(me, filter, adult);
    // Only the first page is read again (with the new items on top); older pages load again as you scroll.
    qc.setQueryData<FeedPages>(key, (d) => d && { pages: d.pages.slice(0, 1), pageParams: d.pageParams.slice(0, 1) });
    await feed.refetch();
    setPending(NO_PENDING);
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };

  // Infinite scroll: the next page loads when the end of the list comes into view.
  const sentinel = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = feed;
  useEffect(() => {
    const el = sentinel.current;
    if (!el || !hasNextPage) return;
    const io = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
    });
    io.observe(el);
    return () => io.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  const items = useMemo(() => feed.data?.pages.flatMap((p) => p.items) ?? [], [feed.data]);

  return (
    <section className="mx-auto grid w-full max-w-2xl grid-cols-1 gap-5 px-4 py-8" aria-labelledby="feed-title">
      <div className="grid gap-1">
        <h1 id="feed-title" className="text-2xl font-bold tracking-tight">
          {tm(FEED_MESSAGES.title)}
        </h1>
        <p className="text-sm text-muted-foreground">{tm(FEED_MESSAGES.subtitle)}</p>
      </div>
      <Composer />
      {pending.ids.length > 0 ? (
        <div className="sticky top-16 z-20 flex justify-center">
          <Button onClick={reveal} size="sm" className="rounded-full shadow-lg" data-testid="new-posts-pill" disabled={feed.isRefetching}>
            <ArrowUp aria-hidden />
            {t('feed.newPosts', '{count, plural, one {# new post} other {# new posts}}', { count: pending.ids.length })}
          </Button>
        </div>
      ) : null}
      {feed.isPending ? (
        <Loading label={t('feed.loading', 'Loading your feed...')} className="grid gap-4">
          <FeedCardSkeleton />
          <FeedCardSkeleton />
          <FeedCardSkeleton />
        </Loading>
      ) : feed.isError && !feed.data ? (
        <ErrorState message={tm(FEED_MESSAGES.loadFailed)} onRetry={() => feed.refetch()} retrying={feed.isFetching} />
      ) : items.length === 0 ? (
        <EmptyState
          icon={Users}
          title={tm(FEED_MESSAGES.empty)}
          action={
            <Button asChild>
              <Link to="/network">{tm(FEED_MESSAGES.findPeople)}</Link>
            </Button>
          }
        >
          {tm(FEED_MESSAGES.emptyHint)}
        </EmptyState>
      ) : (
        <div className="grid gap-4">
          <h2 className="sr-only">{t('feed.activity', 'Activity')}</h2>
          {items.map((item, i) => (
            <Fragment key={item.id}>
              <FeedCard item={item} />
              {/* Issue 14: one sponsored slot after the third item (or after the last when fewer). */}
              {i === Math.min(2, items.length - 1) ? <SponsoredSlot placement="feed" /> : null}
            </Fragment>
          ))}
          <div ref={sentinel} />
          {feed.isFetchNextPageError ? (
            <ErrorState message={tm(FEED_MESSAGES.loadFailed)} onRetry={() => fetchNextPage()} retrying={isFetchingNextPage} />
          ) : isFetchingNextPage ? (
            <Loading label={t('feed.loadingMore', 'Loading more...')}>
              <FeedCardSkeleton />
            </Loading>
          ) : hasNextPage ? (
            <Button variant="outline" onClick={() => fetchNextPage()} className="justify-self-center">
              {tm(FEED_MESSAGES.loadMore)}
            </Button>
          ) : (
            <p className="text-center text-sm text-muted-foreground">{tm(FEED_MESSAGES.end)}</p>
          )}
        </div>
      )}
    </section>
  );
}
