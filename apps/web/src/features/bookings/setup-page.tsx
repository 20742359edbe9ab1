import { BOOKING_MESSAGES as M } from '@mb/contract/bookings';
import { ArrowLeft, Copy, RefreshCw } from 'lucide-react';
import { Link } from 'react-router';
import { ErrorState, Loading } from '../../components/page/states';
import { usePageMeta } from '../../components/page/use-page-meta';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { Skeleton } from '../../components/ui/skeleton';
import { errorMessage } from '../../lib/form-errors';
import { t, tm } from '../../lib/i18n';
import { toast } from '../../lib/toast';
import { Availability } from './availability';
import { useBookingSetup, useRegenerateFeed } from './queries';
import { Services } from './services';
import { card } from './setup-styles';

/** /apps/mb-bookings/setup: services, weekly hours, exceptions, zone, buffer, policy and the calendar feed. */
export default function BookingSetupPage() {
  usePageMeta(t('bookings.setup.title', 'Services and availability'), t('bookings.setup.meta', 'What members can book you for, and when.'));
  const q = useBookingSetup();
  return (
    <section className="mx-auto grid w-full max-w-3xl grid-cols-1 gap-6 px-4 py-8" aria-labelledby="setup-title">
      <Link to="/apps/mb-bookings" className="inline-flex w-fit items-center gap-1 text-sm text-muted-foreground hover:text-foreground">
        <ArrowLeft className="size-4" aria-hidden />
        {tm(M.title)}
      </Link>
      <h1 id="setup-title" className="text-2xl font-bold tracking-tight">
        {t('bookings.setup.title', 'Services and availability')}
      </h1>
      {q.isPending ? (
        <Loading label={t('bookings.setup.loading', 'Loading your set-up...')} className="grid gap-4">
          <Skeleton className="h-40 w-full" />
          <Skeleton className="h-64 w-full" />
        </Loading>
      ) : q.isError ? (
        <ErrorState title={M.setupLoadFailed} message={errorMessage(q.error)} onRetry={() => void q.refetch()} retrying={q.isFetching} />
      ) : (
        <>
          <Services services={q.data.services} />
          <Availability initial={q.data.settings} />
          <Feed url={q.data.feed_url} bookingPath={q.data.booking_path} />
        </>
      )}
    </section>
  );
}

// ---------------------------------------------------------------------------------------------------

function Feed({ url, bookingPath }: { url: string; bookingPath: string | null }) {
  const regenerate = useRegenerateFeed();
  const copy = (text: string, copied: string) =>
    void navigator.clipboard?.writeText(text).then(
      () => toast.success(copied),
      () => toast.error(t('bookings.setup.copyFailed', 'Could not copy.')),
    );
  return (
    <section className={card} aria-labelledby="feed-title">
      <h2 id="feed-title" className="text-lg font-semibold">
        {t('bookings.setup.links', 'Links')}
      </h2>
      {bookingPath ? (
        <div className="grid gap-1.5">
          <span className="text-sm font-medium">{t('bookings.setup.page', 'Your booking page (for members)')}</span>
          <div className="flex gap-2">
            <Input
              readOnly
              value={`${window.location.origin}${bookingPath}`}
              aria-label={t('bookings.setup.pageLink', 'Booking page link')}
            />
            <Button
              type="button"
              size="icon"
              variant="outline"
              aria-label={t('bookings.setup.copyPageLink', 'Copy the booking page link')}
              onClick={() => copy(`${window.location.origin}${bookingPath}`, t('bookings.home.linkCopied', 'Booking link copied'))}
            >
              <Copy aria-hidden />
            </Button>
          </div>
        </div>
      ) : (
        <p className="text-sm text-muted-foreground">
          {t('bookings.setup.noUsername', 'Choose a username in your profile to get a booking page link.')}
        </p>
      )}
      <div className="grid gap-1.5">
        <span className="text-sm font-medium">{t('bookings.setup.feed', 'Private calendar feed')}</span>
        <p className="text-xs text-muted-foreground">
          {t(
            'bookings.setup.feedText',
            'Subscribe to it in your calendar app to see your accepted bookings. Anyone with the link can read it: keep it to yourself.',
          )}
        </p>
        <div className="flex gap-2">
          <Input readOnly value={url} aria-label={t('bookings.setup.feedLink', 'Calendar feed link')} data-testid="feed-url" />
          <Button
            type="button"
            size="icon"
            variant="outline"
            aria-label={t('bookings.setup.copyFeedLink', 'Copy the calendar feed link')}
            onClick={() => copy(url, t('bookings.setup.feedCopied', 'Calendar link copied'))}
          >
            <Copy aria-hidden />
          </Button>
        </div>
        <Button
          type="button"
          size="sm"
          variant="ghost"
          className="w-fit"
          disabled={regenerate.busy}
          onClick={() =>
            void regenerate.submit(undefined, { success: { title: M.feedRegenerated }, failure: (m) => ({ title: m ?? M.saveFailed }) })
          }
        >
          <RefreshCw aria-hidden />
          {t('bookings.setup.newLink', 'Make a new link')}
        </Button>
      </div>
    </section>
  );
}
