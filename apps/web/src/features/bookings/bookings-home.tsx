import { zodResolver } from '@hookform/resolvers/zod';
import { bookSomeoneInput, BOOKING_MESSAGES as M } from '@mb/contract/bookings';
import { CalendarClock, Link2, ListChecks } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import type { z } from 'zod';
import { ErrorState, Loading } from '../../components/page/states';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { Skeleton } from '../../components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { errorMessage } from '../../lib/form-errors';
import { t, tm } from '../../lib/i18n';
import { toast } from '../../lib/toast';
import { BookingList } from './booking-card';
import { useBookingSetup, useOwnerBookings } from './queries';

/**
 * MB Bookings' home (the app's page once installed, /apps/mb-bookings): the owner's requests to
 * answer, upcoming and past bookings, and the way to the set-up, the booking link and My bookings.
 */
export function BookingsHome() {
  const q = useOwnerBookings();
  const setup = useBookingSetup();
  const path = setup.data?.booking_path ?? null;
  const copy = () => {
    if (!path) return;
    void navigator.clipboard?.writeText(`${window.location.origin}${path}`).then(
      () => toast.success(t('bookings.home.linkCopied', 'Booking link copied')),
      () => toast.error(t('bookings.home.copyFailed', 'Could not copy the link.')),
    );
  };
  return (
    <section className="grid gap-4" aria-labelledby="bookings-home-title" data-testid="bookings-home">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="bookings-home-title" className="text-lg font-semibold">
          {tm(M.dashboard)}
        </h2>
        <div className="flex flex-wrap gap-2">
          <Button asChild size="sm">
            <Link to="/apps/mb-bookings/setup">
              <ListChecks aria-hidden />
              {t('bookings.setup.title', 'Services and availability')}
            </Link>
          </Button>
          <Button asChild size="sm" variant="outline">
            <Link to="/apps/mb-bookings/my">
              <CalendarClock aria-hidden />
              {t('bookings.my.title', 'My bookings')}
            </Link>
          </Button>
          {path ? (
            <Button size="sm" variant="outline" onClick={copy} data-testid="copy-booking-link">
              <Link2 aria-hidden />
              {t('bookings.home.copyLink', 'Copy booking link')}
            </Button>
          ) : null}
        </div>
      </div>
      {setup.data && setup.data.services.length === 0 ? (
        <p role="note" className="rounded-lg border bg-muted/40 p-4 text-sm">
          {tm(M.noServices)}{' '}
          <Link className="font-medium text-primary underline-offset-4 hover:underline" to="/apps/mb-bookings/setup">
            {t('bookings.home.setUp', 'Set up your services')}
          </Link>
        </p>
      ) : null}
      <BookSomeone />
      {q.isPending ? (
        <Loading label={t('bookings.loading', 'Loading your bookings...')} className="grid gap-3">
          <Skeleton className="h-10 w-72" />
          <Skeleton className="h-28 w-full" />
          <Skeleton className="h-28 w-full" />
        </Loading>
      ) : q.isError ? (
        <ErrorState title={M.loadFailed} message={errorMessage(q.error)} onRetry={() => void q.refetch()} retrying={q.isFetching} />
      ) : (
        <Tabs defaultValue="requests" className="grid gap-3">
          <TabsList className="w-fit max-w-full overflow-x-auto">
            <TabsTrigger value="requests">
              {t('bookings.home.requests', 'Requests')}
              {q.data.requests.length ? ` (${q.data.requests.length})` : ''}
            </TabsTrigger>
            <TabsTrigger value="upcoming">{t('bookings.home.upcoming', 'Upcoming')}</TabsTrigger>
            <TabsTrigger value="past">{t('bookings.home.past', 'Past')}</TabsTrigger>
          </TabsList>
          <TabsContent value="requests">
            <BookingList items={q.data.requests} empty={M.noRequests} testId="booking-requests" />
          </TabsContent>
          <TabsContent value="upcoming">
            <BookingList items={q.data.upcoming} empty={M.noUpcoming} testId="booking-upcoming" />
          </TabsContent>
          <TabsContent value="past">
            <BookingList items={q.data.past} empty={M.noPast} testId="booking-past" />
          </TabsContent>
        </Tabs>
      )}
    </section>
  );
}

/** To book another member: their username leads to their booking page (members share theirs). */
function BookSomeone() {
  const form = useForm<z.input<typeof bookSomeoneInput>, unknown, z.output<typeof bookSomeoneInput>>({
    resolver: zodResolver(bookSomeoneInput),
    defaultValues: { username: '' },
  });
  const error = form.formState.errors.username?.message;
  const navigate = useNavigate();
  const go = form.handleSubmit(({ username }) => navigate(`/apps/mb-bookings/book/${encodeURIComponent(username)}`));
  return (
    <form className="grid gap-1.5 rounded-lg border bg-card p-4" onSubmit={go} noValidate>
      <label htmlFor="book-someone" className="text-sm font-medium">
        {t('bookings.home.bookMember', 'Book a member')}
      </label>
      <div className="flex gap-2">
        <Input
          id="book-someone"
          placeholder={t('bookings.home.usernamePlaceholder', '@username')}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? 'book-someone-error' : undefined}
          {...form.register('username', { onChange: () => form.clearErrors('username') })}
        />
        <Button type="submit" variant="outline">
          {t('bookings.home.open', 'Open')}
        </Button>
      </div>
      {error ? (
        <p id="book-someone-error" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </form>
  );
}
