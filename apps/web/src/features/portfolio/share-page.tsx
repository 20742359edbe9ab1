import { viaState } from '@mb/contract/analytics-sources';
import { PORTFOLIO_MESSAGES, type SharedPortfolio } from '@mb/contract/portfolio';
import { PROFILE_TYPE_LABELS } from '@mb/contract/profiles';
import { BadgeCheck, Clock, Images, Link2Off } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { AdultNotice } from '../../components/page/adult-notice';
import { EmptyState, ErrorState } from '../../components/page/states';
import { useNoindex, usePageMeta } from '../../components/page/use-page-meta';
import { Avatar } from '../../components/ui/avatar';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardContent } from '../../components/ui/card';
import { Skeleton } from '../../components/ui/skeleton';
import { useAdultConfirmed } from '../../lib/adult-consent';
import { ApiError } from '../../lib/api';
import { useSession } from '../../lib/auth';
import { errorMessage } from '../../lib/form-errors';
import { intlLocale, t, tm } from '../../lib/i18n';
import { PRODUCT_NAME } from '../../lib/product';
import { GallerySkeleton } from './gallery';
import { GalleryView } from './gallery-view';
import { useSharedPortfolio } from './public-queries';

const ownerName = (o: SharedPortfolio['owner']) =>
  o.display_name?.trim() || (o.username ? `@${o.username}` : t('portfolio.share.aMember', 'A member'));
const longDate = (iso: string) => new Date(iso).toLocaleDateString(intlLocale(), { day: 'numeric', month: 'long', year: 'numeric' });

function JoinCall() {
  const location = useLocation();
  return (
    <div className="flex flex-wrap justify-center gap-2">
      <Button asChild>
        <Link to="/signup">{t('portfolio.share.join', 'Join {product}', { product: PRODUCT_NAME })}</Link>
      </Button>
      <Button asChild variant="outline">
        <Link to={`/auth?redirect=${encodeURIComponent(location.pathname + location.search)}`}>
          {t('portfolio.share.signIn', 'Sign in')}
        </Link>
      </Button>
    </div>
  );
}

function OwnerCard({ data }: { data: SharedPortfolio }) {
  const name = ownerName(data.owner);
  return (
    <Card>
      <CardContent className="flex flex-col gap-4 pt-6 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex items-center gap-4">
          <Avatar
            src={data.owner.avatar_url}
            alt={t('portfolio.share.avatar', "{name}'s avatar", { name })}
            className="size-16 sm:size-20"
          />
          <div className="grid gap-1">
            <p className="text-sm text-muted-foreground">{t('portfolio.share.by', 'Portfolio shared by')}</p>
            <h1 className="flex flex-wrap items-center gap-2 text-2xl font-bold tracking-tight">
              {name}
              {data.owner.verified ? (
                <Badge variant="success">
                  <BadgeCheck className="size-3.5" aria-hidden="true" />
                  {t('portfolio.share.verified', 'Verified')}
                </Badge>
              ) : null}
            </h1>
            <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
              {data.owner.username && data.owner.display_name ? <span>@{data.owner.username}</span> : null}
              <span>{tm(PROFILE_TYPE_LABELS[data.owner.profile_type as keyof typeof PROFILE_TYPE_LABELS] ?? data.owner.profile_type)}</span>
            </p>
          </div>
        </div>
        {data.owner.username ? (
          <Button asChild variant="outline" className="self-start sm:self-center">
            <Link to={`/${encodeURIComponent(data.owner.username)}`} state={viaState('share_link')}>
              {t('portfolio.share.viewProfile', 'View full profile')}
            </Link>
          </Button>
        ) : null}
      </CardContent>
    </Card>
  );
}

function ShareSkeleton() {
  return (
    <div className="grid gap-6" role="status" aria-label={t('portfolio.share.loading', 'Loading shared portfolio')}>
      <Card>
        <CardContent className="flex items-center gap-4 pt-6">
          <Skeleton className="size-16 rounded-full sm:size-20" />
          <div className="grid flex-1 gap-2">
            <Skeleton className="h-4 w-32" />
            <Skeleton className="h-7 w-56" />
          </div>
        </CardContent>
      </Card>
      <GallerySkeleton />
    </div>
  );
}

/**
 * /portfolio/share?token=…: a portfolio shared by link, viewable without an account (issue 10). The
 * same gallery as the profile page (album chips, lightbox, 18+ gate); a dead link says so and invites
 * the reader to join.
 */
export default function SharePage() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const wellFormed = token.length >= 10 && token.length <= 100;
  const adult = useAdultConfirmed();
  const session = useSession();
  const query = useSharedPortfolio(wellFormed ? token : undefined, adult);
  const data = query.data;
  usePageMeta(
    data
      ? `${t('portfolio.share.metaOf', '{name}: shared portfolio', { name: ownerName(data.owner) })} | ${PRODUCT_NAME}`
      : `${t('portfolio.share.meta', 'Shared Portfolio')} | ${PRODUCT_NAME}`,
    undefined,
  );
  useNoindex();

  const invalid = !wellFormed || (query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 400));
  let body: ReactNode;
  if (invalid) {
    body = (
      <div className="mx-auto grid max-w-xl gap-6 py-8" data-testid="share-invalid">
        <EmptyState icon={Link2Off} title={t('portfolio.share.invalid', 'Share link not valid')} titleAs="h1" action={<JoinCall />}>
          {tm(PORTFOLIO_MESSAGES.shareNotFound)}{' '}
          {t('portfolio.share.invalidText', 'Ask the member for a new link, or join {product} to find them and their work.', {
            product: PRODUCT_NAME,
          })}
        </EmptyState>
      </div>
    );
  } else if (query.isPending) {
    body = <ShareSkeleton />;
  } else if (query.isError || !data) {
    body = (
      <ErrorState
        title={t('portfolio.share.loadFailed', 'The shared portfolio did not load')}
        message={errorMessage(query.error)}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  } else {
    const name = ownerName(data.owner);
    body = (
      <div className="grid gap-6">
        <OwnerCard data={data} />
        <p className="inline-flex items-center gap-2 text-sm text-muted-foreground" data-testid="share-expiry">
          <Clock className="size-4" aria-hidden="true" />
          {data.expires_at
            ? t('portfolio.share.until', 'This link works until {date}.', { date: longDate(data.expires_at) })
            : t('portfolio.share.noExpiry', 'This link does not expire; the member can revoke it.')}
        </p>
        {data.items.length === 0 ? (
          <EmptyState icon={Images} title={t('portfolio.share.empty', 'Nothing to show yet')}>
            {t('portfolio.share.emptyText', '{name} has no published work in this portfolio yet.', { name })}
          </EmptyState>
        ) : (
          <GalleryView
            items={data.items}
            albums={data.albums}
            viewer={session ? (session.user.id === data.owner.id ? 'owner' : 'member') : 'visitor'}
            signInHref={`/auth?redirect=${encodeURIComponent(`/portfolio/share?token=${token}`)}`}
            label={t('portfolio.share.galleryLabel', "{name}'s portfolio", { name })}
          />
        )}
        {session ? null : (
          <Card className="border-primary/40">
            <CardContent className="grid gap-3 pt-6 text-center">
              <h2 className="text-base font-semibold">{t('portfolio.share.together', 'Want to work together?')}</h2>
              <p className="text-sm text-muted-foreground">
                {t(
                  'portfolio.share.joinText',
                  'Join {product}, the professional network of the adult entertainment industry, to connect with {name} and collaborate. Free to join, 18+ only.',
                  { product: PRODUCT_NAME, name },
                )}
              </p>
              <JoinCall />
            </CardContent>
          </Card>
        )}
      </div>
    );
  }
  return (
    <div className="flex flex-col">
      <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:py-8">{body}</div>
      <AdultNotice />
    </div>
  );
}
