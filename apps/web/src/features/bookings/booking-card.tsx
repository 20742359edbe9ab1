import { type Booking, BOOKING_MESSAGES as M } from '@mb/contract/bookings';
import { CalendarPlus, MapPin, Video } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { intlLocale } from '../../lib/i18n';
import { toast } from '../../lib/toast';
import { rateLabel, viewerZone, whenLabel } from './format';
import { downloadIcs, useAnswerBooking } from './queries';

const STATUS: Record<Booking['status'], { label: string; variant: 'warning' | 'success' | 'outline' | 'secondary' }> = {
  pending: { label: 'Waiting for an answer', variant: 'warning' },
  accepted: { label: 'Accepted', variant: 'success' },
  declined: { label: 'Declined', variant: 'outline' },
  cancelled: { label: 'Cancelled', variant: 'secondary' },
};

const nameOf = (p: Booking['owner']) => p.display_name || (p.username ? `@${p.username}` : 'A member');

/** One booking as either party sees it, with what that party may do now. */
export function BookingCard({ booking: b }: { booking: Booking }) {
  const answer = useAnswerBooking();
  const [confirming, setConfirming] = useState(false);
  const other = b.role === 'owner' ? b.booker : b.owner;
  const zone = viewerZone();
  const act = (kind: 'accept' | 'decline' | 'cancel', done: string) =>
    void answer.submit({ id: b.id, answer: kind }, { success: { title: done }, failure: (m) => ({ title: m ?? M.saveFailed }) });
  const status = STATUS[b.status];
  return (
    <li className="grid gap-3 rounded-lg border bg-card p-4 text-card-foreground" data-testid="booking-card" data-status={b.status}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="grid min-w-0 gap-0.5">
          <p className="font-semibold">{b.service.name}</p>
          <p className="text-sm text-muted-foreground">
            {b.role === 'owner' ? 'Requested by ' : 'With '}
            {other.username ? (
              <Link className="text-foreground underline-offset-4 hover:underline" to={`/${other.username}`}>
                {nameOf(other)}
              </Link>
            ) : (
              nameOf(other)
            )}
          </p>
        </div>
        <Badge variant={status.variant}>{status.label}</Badge>
      </div>
      <div className="grid gap-1 text-sm">
        <p className="font-medium tabular-nums" data-testid="booking-when">
          {whenLabel(b.starts_at, zone)} –{' '}
          {new Intl.DateTimeFormat(intlLocale(), { timeZone: zone, timeStyle: 'short' }).format(new Date(b.ends_at))}
          <span className="ml-1 font-normal text-muted-foreground">({zone})</span>
        </p>
        {b.time_zone !== zone ? (
          <p className="text-xs text-muted-foreground">
            {whenLabel(b.starts_at, b.time_zone)} in {b.time_zone}
          </p>
        ) : null}
        <p className="flex items-center gap-1.5 text-muted-foreground">
          {b.service.online ? <Video className="size-4" aria-hidden /> : <MapPin className="size-4" aria-hidden />}
          {b.service.online ? 'Online' : b.service.location}
          <span aria-hidden>·</span>
          {rateLabel(b.rate_cents, b.currency)}
        </p>
        {b.note ? <p className="whitespace-pre-line rounded-md bg-muted/50 p-2">{b.note}</p> : null}
        {b.reason ? (
          <p className="text-muted-foreground">
            {b.status === 'cancelled' ? `Cancelled by the ${b.cancelled_by}: ` : ''}
            {b.reason}
          </p>
        ) : null}
        {b.status === 'accepted' && b.cancel_until ? (
          <p className="text-xs text-muted-foreground">
            {b.can_cancel ? `Free cancellation until ${whenLabel(b.cancel_until, zone)}.` : 'The free cancellation time has passed.'}
          </p>
        ) : null}
      </div>
      <div className="flex flex-wrap gap-2">
        {b.role === 'owner' && b.status === 'pending' ? (
          <>
            <Button size="sm" disabled={answer.busy} onClick={() => act('accept', M.accepted)}>
              Accept
            </Button>
            <Button size="sm" variant="outline" disabled={answer.busy} onClick={() => act('decline', M.declined)}>
              Decline
            </Button>
          </>
        ) : null}
        {b.status === 'accepted' ? (
          <Button
            size="sm"
            variant="outline"
            onClick={() => void downloadIcs(b.id).then((ok) => (ok ? undefined : toast.error('Could not download the calendar file.')))}
          >
            <CalendarPlus aria-hidden />
            Add to calendar
          </Button>
        ) : null}
        {b.can_cancel && !confirming ? (
          <Button size="sm" variant="ghost" disabled={answer.busy} onClick={() => setConfirming(true)}>
            {b.status === 'pending' ? 'Withdraw request' : 'Cancel booking'}
          </Button>
        ) : null}
        {b.can_cancel && confirming ? (
          // A second, explicit step: the other party is told at once and the time is freed.
          <fieldset className="flex flex-wrap items-center gap-2" aria-label="Confirm">
            <Button size="sm" variant="destructive" disabled={answer.busy} onClick={() => act('cancel', M.cancelled)}>
              {b.status === 'pending' ? 'Yes, withdraw it' : 'Yes, cancel it'}
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setConfirming(false)}>
              Keep it
            </Button>
          </fieldset>
        ) : null}
      </div>
    </li>
  );
}

export function BookingList({ items, empty, testId }: { items: Booking[]; empty: string; testId: string }) {
  if (items.length === 0)
    return (
      <p className="rounded-lg border border-dashed p-6 text-center text-sm text-muted-foreground" data-testid={`${testId}-empty`}>
        {empty}
      </p>
    );
  return (
    <ul className="grid gap-3" data-testid={testId}>
      {items.map((b) => (
        <BookingCard key={b.id} booking={b} />
      ))}
    </ul>
  );
}
