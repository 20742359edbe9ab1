import { BOOKING_MESSAGES as M } from '@mb/contract/bookings';
import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { ErrorState, Loading } from '../../components/page/states';
import { usePageMeta } from '../../components/page/use-page-meta';
import { Skeleton } from '../../components/ui/skeleton';
import { errorMessage } from '../../lib/form-errors';
import { t, tm } from '../../lib/i18n';
import { BookingList } from './booking-card';
import { useMyBookings } from './queries';

/** /apps/mb-bookings/my: the bookings the member asked for, upcoming then past. */
export default function MyBookingsPage() {
  usePageMeta(t('bookings.my.title', 'My bookings'), t('bookings.my.meta', 'The members you asked to book, and their answers.'));
  const q = useMyBookings();
  return (
    <section className="mx-auto grid w-full max-w-3xl grid-cols-1 gap-6 px-4 py-8" aria-labelledby="my-bookings-title">
      <Link to="/apps/mb-bookings" className="inline-flex w-fit items-center gap-1 text-sm text-muted-foreground hover:text-foreground">
        <ArrowLeft className="size-4" aria-hidden />
        {tm(M.title)}
      </Link>
      <h1 id="my-bookings-title" className="text-2xl font-bold tracking-tight">
        {t('bookings.my.title', 'My bookings')}
      </h1>
      {q.isPending ? (
        <Loading label={t('bookings.loading', 'Loading your bookings...')} className="grid gap-3">
          <Skeleton className="h-28 w-full" />
          <Skeleton className="h-28 w-full" />
        </Loading>
      ) : q.isError ? (
        <ErrorState title={M.loadFailed} message={errorMessage(q.error)} onRetry={() => void q.refetch()} retrying={q.isFetching} />
      ) : (
        <>
          <div className="grid gap-3">
            <h2 className="text-lg font-semibold">{tm(M.upcoming)}</h2>
            <BookingList items={q.data.upcoming} empty={M.noMyBookings} testId="my-upcoming" />
          </div>
          {q.data.past.length > 0 ? (
            <div className="grid gap-3">
              <h2 className="text-lg font-semibold">{tm(M.past)}</h2>
              <BookingList items={q.data.past} empty={M.noPast} testId="my-past" />
            </div>
          ) : null}
        </>
      )}
    </section>
  );
}
