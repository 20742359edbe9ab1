import { type EventView, formatTicketCode, TICKET_STATUS_LABELS } from '@mb/contract/events';
import { ArrowLeft, CalendarDays, CalendarPlus, ExternalLink, Globe, MapPin, Settings2, Store, Ticket, Users } from 'lucide-react';
import { Fragment, lazy, Suspense } from 'react';
import { Link, useLocation, useParams } from 'react-router';
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
import { intlLocale } from '../../lib/i18n';
import { categoryLabel, placeText, priceText, rangeText, seatsLeft } from './format';
import { useCancelRsvp, useEventView, useRsvp } from './queries';

const QrCode = lazy(() => import('../../components/qr-code'));

function TicketCard({ view }: { view: EventView }) {
  const t = view.my_ticket;
  const give = useCancelRsvp();
  if (!t) return null;
  const live = t.status === 'valid' || t.status === 'checked_in';
  return (
    <Card data-testid="my-ticket">
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-lg">
          <Ticket className="size-5 text-primary" aria-hidden />
          Your ticket
        </CardTitle>
        <CardDescription>
          <Badge variant={t.status === 'valid' ? 'success' : t.status === 'checked_in' ? 'info' : 'outline'} data-testid="ticket-status">
            {TICKET_STATUS_LABELS[t.status]}
          </Badge>
          {t.status === 'pending_payment' && t.hold_until
            ? ` Your seat is held until ${new Date(t.hold_until).toLocaleTimeString(intlLocale(), { hour: 'numeric', minute: '2-digit' })}.`
            : null}
        </CardDescription>
      </CardHeader>
      {live ? (
        <CardContent className="grid justify-items-center gap-3 sm:grid-cols-[auto_1fr] sm:items-center sm:justify-items-start">
          <Suspense fallback={<Skeleton className="size-52" />}>
            <QrCode value={t.code} size={208} label={`QR code of your ticket for ${view.event.title}`} testId="ticket-qr" />
          </Suspense>
          <div className="grid gap-2">
            <p className="text-sm text-muted-foreground">Show this code at the door. It is yours alone: do not share it.</p>
            <p className="font-mono text-lg font-semibold tracking-wider" data-testid="ticket-code">
              {/* Lines break between groups only, never inside one. */}
              {formatTicketCode(t.code)
                .split('-')
                .map((g, i) => (
                  <Fragment key={g + String(i)}>
                    {i ? '-' : ''}
                    {i ? <wbr /> : null}
                    {g}
                  </Fragment>
                ))}
            </p>
            {t.checked_in_at ? <p className="text-sm">Checked in {new Date(t.checked_in_at).toLocaleString(intlLocale())}.</p> : null}
            {t.status === 'valid' && view.event.ticket_kind === 'free' && view.event.status === 'published' ? (
              <div>
                <Button
                  variant="outline"
                  size="sm"
                  disabled={give.busy}
                  onClick={() => void give.submit(view.event.id, { success: { title: 'Your seat was given back.' } })}
                >
                  Cancel my RSVP
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
  const t = view.my_ticket;
  if (view.is_organizer)
    return (
      <Button asChild>
        <Link to={`/app/mb-events/manage/${e.id}`}>
          <Settings2 aria-hidden />
          Manage this event
        </Link>
      </Button>
    );
  if (e.status === 'cancelled') return <p className="font-medium text-destructive">This event was cancelled by its organizer.</p>;
  if (e.end_date && new Date(e.end_date) < new Date()) return <p className="text-muted-foreground">This event is over.</p>;
  if (t && (t.status === 'valid' || t.status === 'checked_in')) return null;
  if (!session)
    return (
      <Button asChild>
        <Link to={`/auth?redirect=${encodeURIComponent(location.pathname)}`}>
          Sign in to {e.ticket_kind === 'free' ? 'RSVP' : 'buy a ticket'}
        </Link>
      </Button>
    );
  const soldOut = seatsLeft(e) === 0 && t?.status !== 'pending_payment';
  const onClick = async () => {
    const r = await rsvp.submit(e.id, {
      success: (d) => (d.checkout_url ? null : { title: 'You are going!', description: 'Your ticket is below.' }),
    });
    if (r.ok && r.data.checkout_url) window.location.assign(r.data.checkout_url);
  };
  return (
    <div className="grid gap-2">
      <Button onClick={() => void onClick()} disabled={rsvp.busy || soldOut} data-testid="rsvp">
        <Ticket aria-hidden />
        {t?.status === 'pending_payment'
          ? `Complete payment · ${priceText(e)}`
          : soldOut
            ? 'Sold out'
            : e.ticket_kind === 'free'
              ? 'RSVP'
              : `Buy a ticket · ${priceText(e)}`}
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
  usePageMeta(e?.title ?? 'Event', e ? `${rangeText(e)} · ${placeText(e)}` : 'An industry event.');
  if (view.isPending)
    return (
      <Loading label="Loading the event..." className="mx-auto grid w-full max-w-4xl gap-4 px-4 py-8">
        <Skeleton className="aspect-[3/1] w-full" />
        <Skeleton className="h-10 w-2/3" />
        <Skeleton className="h-32 w-full" />
      </Loading>
    );
  if (view.isError) {
    if (view.error instanceof ApiError && view.error.status === 404) return <NotFoundPage />;
    return (
      <div className="mx-auto w-full max-w-4xl px-4 py-8">
        <ErrorState message="Could not load this event." onRetry={() => view.refetch()} retrying={view.isFetching} />
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
          All events
        </Link>
      ) : null}
      {/* The page's largest picture: fetched first, its 3:1 box set before it arrives. */}
      {ev.image_url ? (
        <img
          src={ev.image_url}
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
              Cancelled
            </Badge>
          ) : null}
          {ev.status === 'draft' ? <Badge variant="outline">Draft: only you see it</Badge> : null}
          {ev.moderation === 'pending' ? <Badge variant="info">In review: only you see it</Badge> : null}
        </div>
        <h1 id="event-title" className="text-3xl font-bold tracking-tight">
          {ev.title}
        </h1>
        <p className="text-sm text-muted-foreground" data-testid="event-organizer">
          Organized by{' '}
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
              <dt className="sr-only">When</dt>
              <CalendarDays className="size-5 shrink-0 text-primary" aria-hidden />
              <dd>{rangeText(ev)}</dd>
            </div>
            <div className="flex gap-2">
              <dt className="sr-only">Where</dt>
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
                      Join link
                    </a>
                  </>
                ) : ev.is_online ? (
                  <span className="text-muted-foreground"> (the join link shows on your ticket)</span>
                ) : null}
              </dd>
            </div>
            <div className="flex gap-2">
              <dt className="sr-only">Seats</dt>
              <Users className="size-5 shrink-0 text-primary" aria-hidden />
              <dd data-testid="seats">
                {ev.status === 'cancelled' ? 'Cancelled' : left === 0 ? 'Sold out' : `${left} of ${ev.capacity} seats left`} ·{' '}
                {priceText(ev)}
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
              More about this event
            </a>
          ) : null}
          <TicketCard view={v} />
        </div>
        <aside className="grid content-start gap-3" aria-label="Take part">
          <Register view={v} />
          {ev.status !== 'draft' && ev.moderation === 'approved' ? (
            <Button asChild variant="outline">
              <a href={v.calendar_url} download data-testid="add-to-calendar">
                <CalendarPlus aria-hidden />
                Add to calendar
              </a>
            </Button>
          ) : null}
        </aside>
      </div>
    </article>
  );
}
