import type { EventView } from '@mb/contract/events';
import { formatTicketCode } from '@mb/contract/events-text';
import { ArrowLeft, CalendarDays, CalendarPlus, ExternalLink, Globe, MapPin, Settings2, Store, Ticket, Users } from 'lucide-react';
import { Fragment, lazy, Suspense } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { KeptText } from '../../components/page/kept-text';
import { NotFoundPage } from '../../components/page/not-found-page';
import { ErrorState, Loading } from '../../components/page/states';
import { usePageMeta } from '../../components/page/use-page-meta';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { FormError } from '../../components/ui/form-error';
import { Skeleton } from '../../components/ui/skeleton';
import { ApiError } from '../../lib/api';
import { useSession } from '../../lib/auth';
import { intlLocale, t } from '../../lib/i18n';
import { pictureSrcSet } from '../../lib/responsive-image';
import { categoryLabel, placeText, priceText, rangeText, seatsLeft, ticketStatusLabel } from './format';
import { useCancelRsvp, useEventView, useRsvp } from './queries';

const QrCode = lazy(() => import('../../components/qr-code'));

function TicketCard({ view }: { view: EventView }) {
  const ticket = view.my_ticket;
  const give = useCancelRsvp();
  if (!ticket) return null;
  const live = ticket.status === 'valid' || ticket.status === 'checked_in';
  return (
    <Card data-testid="my-ticket">
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-lg">
          <Ticket className="size-5 text-primary" aria-hidden />
          {t('events.page.yourTicket', 'Your ticket')}
        </CardTitle>
        <CardDescription>
          <Badge
            variant={ticket.status === 'valid' ? 'success' : ticket.status === 'checked_in' ? 'info' : 'outline'}
            data-testid="ticket-status"
          >
            {ticketStatusLabel(ticket.status)}
          </Badge>
          {ticket.status === 'pending_payment' && ticket.hold_until
            ? ` ${t('events.page.heldUntil', 'Your seat is held until {time}.', {
                time: new Date(ticket.hold_until).toLocaleTimeString(intlLocale(), { hour: 'numeric', minute: '2-digit' }),
              })}`
            : null}
        </CardDescription>
      </CardHeader>
      {live ? (
        <CardContent className="grid justify-items-center gap-3 sm:grid-cols-[auto_1fr] sm:items-center sm:justify-items-start">
          <Suspense fallback={<Skeleton className="size-52" />}>
            <QrCode
              value={ticket.code}
              size={208}
              label={t('events.page.qr', 'QR code of your ticket for {title}', { title: view.event.title })}
              testId="ticket-qr"
            />
          </Suspense>
          <div className="grid gap-2">
            <p className="text-sm text-muted-foreground">
              {t('events.page.showCode', 'Show this code at the door. It is yours alone: do not share it.')}
            </p>
            <p className="font-mono text-lg font-semibold tracking-wider" data-testid="ticket-code">
              {/* Lines break between groups only, never inside one. */}
              {formatTicketCode(ticket.code)
                .split('-')
                .map((g, i) => (
                  <Fragment key={g + String(i)}>
                    {i ? '-' : ''}
                    {i ? <wbr /> : null}
                    {g}
                  </Fragment>
                ))}
            </p>
            {ticket.checked_in_at ? (
              <p className="text-sm">
                {t('events.page.checkedInAt', 'Checked in {when}.', { when: new Date(ticket.checked_in_at).toLocaleString(intlLocale()) })}
              </p>
            ) : null}
            {ticket.status === 'valid' && view.event.ticket_kind === 'free' && view.event.status === 'published' ? (
              <div>
                <Button
                  variant="outline"
                  size="sm"
                  disabled={give.busy}
                  onClick={() =>
                    void give.submit(view.event.id, { success: { title: t('events.page.seatGivenBack', 'Your seat was given back.') } })
                  }
                >
                  {t('events.page.cancelRsvp', 'Cancel my RSVP')}
                </Button>
                <FormError message={give.error} />
              </div>
            ) : null}
          </div>
        </CardContent>
      ) : null}
    </Card>
  );
}

function Register({ view }: { view: EventView }) {
  const session = useSession();
  const location = useLocation();
  const rsvp = useRsvp();
  const e = view.event;
  const ticket = view.my_ticket;
  if (view.is_organizer)
    return (
      <Button asChild>
        <Link to={`/app/mb-events/manage/${e.id}`}>
          <Settings2 aria-hidden />
          {t('events.page.manage', 'Manage this event')}
        </Link>
      </Button>
    );
  if (e.status === 'cancelled')
    return (
      <p className="font-medium text-destructive">{t('events.page.cancelledByOrganizer', 'This event was cancelled by its organizer.')}</p>
    );
  if (e.end_date && new Date(e.end_date) < new Date())
    return <p className="text-muted-foreground">{t('events.page.over', 'This event is over.')}</p>;
  if (ticket && (ticket.status === 'valid' || ticket.status === 'checked_in')) return null;
  if (!session)
    return (
      <Button asChild>
        <Link to={`/auth?redirect=${encodeURIComponent(location.pathname)}`}>
          {e.ticket_kind === 'free'
            ? t('events.page.signInRsvp', 'Sign in to RSVP')
            : t('events.page.signInBuy', 'Sign in to buy a ticket')}
        </Link>
      </Button>
    );
  const soldOut = seatsLeft(e) === 0 && ticket?.status !== 'pending_payment';
  const onClick = async () => {
    const r = await rsvp.submit(e.id, {
      success: (d) =>
        d.checkout_url
          ? null
          : { title: t('events.page.going', 'You are going!'), description: t('events.page.ticketBelow', 'Your ticket is below.') },
    });
    if (r.ok && r.data.checkout_url) window.location.assign(r.data.checkout_url);
  };
  return (
    <div className="grid gap-2">
      <Button onClick={() => void onClick()} disabled={rsvp.busy || soldOut} data-testid="rsvp">
        <Ticket aria-hidden />
        {ticket?.status === 'pending_payment'
          ? t('events.page.completePayment', 'Complete payment · {price}', { price: priceText(e) })
          : soldOut
            ? t('events.soldOut', 'Sold out')
            : e.ticket_kind === 'free'
              ? t('events.page.rsvp', 'RSVP')
              : t('events.page.buy', 'Buy a ticket · {price}', { price: priceText(e) })}
      </Button>
      <FormError message={rsvp.error} />
    </div>
  );
}

/**
 * /events/{eventId}: one event for members and visitors alike (public, spec §2; /event/{eventId} and the
 * members' /events/{id} land here too). Members RSVP or buy a ticket and see it with its QR code.
 */
export default function EventPage() {
  const { eventId = '' } = useParams();
  const view = useEventView(eventId);
  const session = useSession();
  const e = view.data?.event;
  usePageMeta(
    e?.title ?? t('events.page.event', 'Event'),
    e ? () => `${rangeText(e)} · ${placeText(e)}` : t('events.page.meta', 'An industry event.'),
    e && `${e.start_date}|${e.end_date}|${e.timezone}|${placeText(e)}`,
  );
  if (view.isPending)
    return (
      <Loading label={t('events.page.loading', 'Loading the event...')} className="mx-auto grid w-full max-w-4xl gap-4 px-4 py-8">
        <Skeleton className="aspect-[3/1] w-full" />
        <Skeleton className="h-10 w-2/3" />
        <Skeleton className="h-32 w-full" />
      </Loading>
    );
  if (view.isError) {
    if (view.error instanceof ApiError && view.error.status === 404) return <NotFoundPage />;
    return (
      <div className="mx-auto w-full max-w-4xl px-4 py-8">
        <ErrorState
          message={t('events.page.loadFailed', 'Could not load this event.')}
          onRetry={() => view.refetch()}
          retrying={view.isFetching}
        />
      </div>
    );
  }
  const v = view.data;
  const ev = v.event;
  const signedIn = !!session;
  const left = seatsLeft(ev);
  return (
    <article className="mx-auto grid w-full max-w-4xl grid-cols-1 gap-6 px-4 py-8" aria-labelledby="event-title">
      {signedIn ? (
        <Link to="/events" className="inline-flex w-fit items-center gap-1 text-sm text-muted-foreground hover:text-foreground">
          <ArrowLeft className="size-4" aria-hidden />
          {t('events.page.all', 'All events')}
        </Link>
      ) : null}
      {/* The page's largest picture: fetched first, its 3:1 box set before it arrives. */}
      {ev.image_url ? (
        <img
          src={ev.image_url}
          srcSet={pictureSrcSet(ev.image_url, 1600)}
          sizes="(min-width: 896px) 864px, 100vw"
          alt=""
          width={1200}
          height={400}
          fetchPriority="high"
          className="aspect-[3/1] w-full rounded-lg object-cover"
        />
      ) : null}
      <header className="grid gap-3">
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant="secondary">{categoryLabel(ev.category)}</Badge>
          {ev.status === 'cancelled' ? (
            <Badge variant="outline" className="border-destructive/40 text-destructive" data-testid="event-cancelled">
              {t('events.cancelled', 'Cancelled')}
            </Badge>
          ) : null}
          {ev.status === 'draft' ? <Badge variant="outline">{t('events.page.draft', 'Draft: only you see it')}</Badge> : null}
          {ev.moderation === 'pending' ? <Badge variant="info">{t('events.page.inReview', 'In review: only you see it')}</Badge> : null}
        </div>
        <h1 id="event-title" className="text-3xl font-bold tracking-tight">
          {ev.title}
        </h1>
        <p className="text-sm text-muted-foreground" data-testid="event-organizer">
          {t('events.page.organizedBy', 'Organized by')}{' '}
          {ev.business_id && ev.business_name === ev.organizer_name ? (
            <Link to={`/business/${ev.business_id}`} className="inline-flex items-center gap-1 font-medium text-primary hover:underline">
              <Store className="size-3.5" aria-hidden />
              {ev.organizer_name}
            </Link>
          ) : (
            <span className="font-medium text-foreground">{ev.organizer_name}</span>
          )}
          {ev.organizer_username && ev.organizer_name !== `@${ev.organizer_username}` ? (
            <>
              {' '}
              <Link to={`/${ev.organizer_username}`} className="hover:underline">
                @{ev.organizer_username}
              </Link>
            </>
          ) : null}
          {ev.business_id && ev.business_name && ev.business_name !== ev.organizer_name ? (
            <>
              {' '}
              ·{' '}
              <Link to={`/business/${ev.business_id}`} className="inline-flex items-center gap-1 text-primary hover:underline">
                <Store className="size-3.5" aria-hidden />
                {ev.business_name}
              </Link>
            </>
          ) : null}
        </p>
      </header>
      <div className="grid gap-6 md:grid-cols-[1fr_18rem]">
        <div className="grid content-start gap-6">
          <dl className="grid gap-3 text-sm">
            <div className="flex gap-2">
              <dt className="sr-only">{t('events.page.when', 'When')}</dt>
              <CalendarDays className="size-5 shrink-0 text-primary" aria-hidden />
              <dd>
                <KeptText watch={`${ev.start_date}|${ev.end_date}|${ev.timezone}`} text={() => rangeText(ev)} />
              </dd>
            </div>
            <div className="flex gap-2">
              <dt className="sr-only">{t('events.page.where', 'Where')}</dt>
              {ev.is_online ? (
                <Globe className="size-5 shrink-0 text-primary" aria-hidden />
              ) : (
                <MapPin className="size-5 shrink-0 text-primary" aria-hidden />
              )}
              <dd>
                {placeText(ev)}
                {ev.online_url ? (
                  <>
                    {' · '}
                    <a href={ev.online_url} target="_blank" rel="noopener noreferrer" className="text-primary hover:underline">
                      {t('events.page.joinLink', 'Join link')}
                    </a>
                  </>
                ) : ev.is_online ? (
                  <span className="text-muted-foreground"> {t('events.page.joinOnTicket', '(the join link shows on your ticket)')}</span>
                ) : null}
              </dd>
            </div>
            <div className="flex gap-2">
              <dt className="sr-only">{t('events.page.seats', 'Seats')}</dt>
              <Users className="size-5 shrink-0 text-primary" aria-hidden />
              <dd data-testid="seats">
                {ev.status === 'cancelled'
                  ? t('events.cancelled', 'Cancelled')
                  : left === 0
                    ? t('events.soldOut', 'Sold out')
                    : t('events.page.seatsLeft', '{left} of {capacity} seats left', { left, capacity: ev.capacity })}{' '}
                · {priceText(ev)}
              </dd>
            </div>
          </dl>
          {ev.description ? <p className="whitespace-pre-line leading-relaxed">{ev.description}</p> : null}
          {ev.link_url ? (
            <a
              href={ev.link_url}
              target="_blank"
              rel="noopener noreferrer nofollow"
              className="inline-flex w-fit items-center gap-1 text-sm text-primary hover:underline"
            >
              <ExternalLink className="size-4" aria-hidden />
              {t('events.page.more', 'More about this event')}
            </a>
          ) : null}
          <TicketCard view={v} />
        </div>
        <aside className="grid content-start gap-3" aria-label={t('events.page.takePart', 'Take part')}>
          <Register view={v} />
          {ev.status !== 'draft' && ev.moderation === 'approved' ? (
            <Button asChild variant="outline">
              <a href={v.calendar_url} download data-testid="add-to-calendar">
                <CalendarPlus aria-hidden />
                {t('events.page.addToCalendar', 'Add to calendar')}
              </a>
            </Button>
          ) : null}
        </aside>
      </div>
    </article>
  );
}
