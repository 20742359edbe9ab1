import { BLOG_MESSAGES } from '@mb/contract/ui-text';
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { AdultNotice } from '../../components/page/adult-notice';
import { Backdrop } from '../../components/page/backdrop';
import { HydrateLater } from '../../components/page/hydrate-later';
import { ErrorState, Loading } from '../../components/page/states';
import { usePublicPageMeta } from '../../components/page/use-page-meta';
import { Button } from '../../components/ui/button';
import { useSession } from '../../lib/auth';
import { t, tm } from '../../lib/i18n';
import { PRODUCT_NAME } from '../../lib/product';
import { PostCard, PostCardSkeleton, useLatestPosts } from '../blog';
import { HomeHero, JoinButtons } from './home-hero';
import { AppStoreSection, AudiencesSection, TrustSection } from './home-sections';

export default function HomePage() {
  usePublicPageMeta('/');
  return (
    <div className="flex flex-col">
      <HomeHero />
      {/* Below the first screen: hydrated after the hero and the header (issue 33). */}
      <HydrateLater>
        <AudiencesSection />
        <AppStoreSection />
        <TrustSection />
      </HydrateLater>
      <HydrateLater>
        <LatestPosts />
        <JoinBand />
        <div className="border-t">
          <AdultNotice />
        </div>
      </HydrateLater>
    </div>
  );
}

function LatestPosts() {
  const list = useLatestPosts(3);
  // No posts yet: the section simply is not shown on the home page (the blog has its own empty state).
  if (list.isSuccess && list.data.posts.length === 0) return null;
  return (
    <section aria-labelledby="latest-title" className="border-t bg-muted/40">
      <div className="mx-auto max-w-6xl px-4 py-16 sm:py-20">
        <div className="flex items-end justify-between gap-4">
          <div>
            <p className="text-sm font-semibold tracking-wide text-primary dark:text-red-400 uppercase">
              {t('home.blog.kicker', 'From the blog')}
            </p>
            <h2 id="latest-title" className="mt-2 text-3xl font-bold tracking-tight">
              {t('home.blog.title', 'Latest news and guides')}
            </h2>
          </div>
          <Link to="/blog" className="inline-flex shrink-0 items-center gap-1 text-sm font-medium underline-offset-4 hover:underline">
            {t('home.blog.all', 'All posts')} <ArrowRight className="size-4" aria-hidden />
          </Link>
        </div>
        <div className="mt-8">
          {list.isPending ? (
            <Loading className="grid gap-4 md:grid-cols-3" label={t('home.blog.loading', 'Loading posts…')}>
              <PostCardSkeleton />
              <PostCardSkeleton />
              <PostCardSkeleton />
            </Loading>
          ) : list.isError ? (
            <ErrorState message={tm(BLOG_MESSAGES.loadFailed)} onRetry={() => list.refetch()} retrying={list.isFetching} />
          ) : (
            <div className="grid gap-4 md:grid-cols-3">
              {list.data.posts.map((p) => (
                <PostCard key={p.id} post={p} headingLevel="h3" />
              ))}
            </div>
          )}
        </div>
      </div>
    </section>
  );
}

function JoinBand() {
  const signedIn = Boolean(useSession());
  return (
    <section aria-labelledby="join-title" className="relative isolate overflow-hidden border-t">
      <Backdrop strong />
      <div className="mx-auto flex max-w-4xl flex-col items-center px-4 py-20 text-center sm:py-24">
        <h2 id="join-title" className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
          {t('home.band.title', 'Your next booking starts with a verified profile.')}
        </h2>
        <p className="mt-4 max-w-xl text-lg text-muted-foreground">
          {signedIn
            ? t('home.band.member', 'A complete, verified profile is what studios and businesses look for first.')
            : t('home.band.visitor', 'Joining {product} is free for creators, studios and businesses. Adults (18+) only.', {
                product: PRODUCT_NAME,
              })}
        </p>
        <JoinButtons className="mt-8 justify-center">
          <Button size="lg" variant="ghost" asChild>
            <Link to="/pricing">{t('home.band.pricing', 'See pricing')}</Link>
          </Button>
        </JoinButtons>
      </div>
    </section>
  );
}
