import { type Booking, BOOKING_MESSAGES as M } from '@mb/contract/bookings';
import { CalendarPlus, MapPin, Video } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { intlLocale, t, tm } from '../../lib/i18n';
import { toast } from '../../lib/toast';
import { rateLabel, viewerZone, whenLabel } from './format';
import { downloadIcs, useAnswerBooking } from './queries';

/** Each status's label (in the current language) and badge. */
const statusOf = (s: Booking['status']): { label: string; variant: 'warning' | 'success' | 'outline' | 'secondary' } =>
  ({
    pending: { label: t('bookings.status.pending', 'Waiting for an answer'), variant: 'warning' as const },
    accepted: { label: t('bookings.status.accepted', 'Accepted'), variant: 'success' as const },
    declined: { label: t('bookings.status.declined', 'Declined'), variant: 'outline' as const },
    cancelled: { label: t('bookings.status.cancelled', 'Cancelled'), variant: 'secondary' as const },
  })[s];

const nameOf = (p: Booking['owner']) => p.display_name || (p.username ? `@${p.username}` : t('bookings.aMember', 'A member'));

/** One booking as either party sees it, with what that party may do now. */
export function BookingCard({ booking: b }: { booking: Booking }) {
  const answer = useAnswerBooking();
  const [confirming, setConfirming] = useState(false);
  const other = b.role === 'owner' ? b.booker : b.owner;
  const zone = viewerZone();
  const act = (kind: 'accept' | 'decline' | 'cancel', done: string) =>
    void answer.submit({ id: b.id, answer: kind }, { success: { title: done }, failure: (m) => ({ title: m ?? M.saveFailed }) });
  const status = statusOf(b.status);
  return (
    <li className="grid gap-3 rounded-lg border bg-card p-4 text-card-foreground" data-testid="booking-card" data-status={b.status}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="grid min-w-0 gap-0.5">
          <p className="font-semibold">{b.service.name}</p>
          <p className="text-sm text-muted-foreground">
            {b.role === 'owner' ? t('bookings.card.requestedBy', 'Requested by') : t('bookings.card.with', 'With')}{' '}
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
            {t('bookings.card.inZone', '{when} in {zone}', { when: whenLabel(b.starts_at, b.time_zone), zone: b.time_zone })}
          </p>
        ) : null}
        <p className="flex items-center gap-1.5 text-muted-foreground">
          {b.service.online ? <Video className="size-4" aria-hidden /> : <MapPin className="size-4" aria-hidden />}
          {b.service.online ? t('bookings.online', 'Online') : b.service.location}
          <span aria-hidden>·</span>
          {rateLabel(b.rate_cents, b.currency)}
        </p>
        {b.note ? <p className="whitespace-pre-line rounded-md bg-muted/50 p-2">{b.note}</p> : null}
        {b.reason ? (
          <p className="text-muted-foreground">
            {b.status === 'cancelled'
              ? `${b.cancelled_by === 'owner' ? t('bookings.card.cancelledByOwner', 'Cancelled by the owner:') : t('bookings.card.cancelledByBooker', 'Cancelled by the booker:')} `
              : ''}
            {b.reason}
          </p>
        ) : null}
        {b.status === 'accepted' && b.cancel_until ? (
          <p className="text-xs text-muted-foreground">
            {b.can_cancel
              ? t('bookings.card.cancelUntil', 'Free cancellation until {when}.', { when: whenLabel(b.cancel_until, zone) })
              : t('bookings.card.cancelPassed', 'The free cancellation time has passed.')}
          </p>
        ) : null}
      </div>
      <div className="flex flex-wrap gap-2">
        {b.role === 'owner' && b.status === 'pending' ? (
          <>
            <Button size="sm" disabled={answer.busy} onClick={() => act('accept', M.accepted)}>
              {t('bookings.card.accept', 'Accept')}
            </Button>
            <Button size="sm" variant="outline" disabled={answer.busy} onClick={() => act('decline', M.declined)}>
              {t('bookings.card.decline', 'Decline')}
            </Button>
          </>
        ) : null}
        {b.status === 'accepted' ? (
          <Button
            size="sm"
            variant="outline"
            onClick={() =>
              void downloadIcs(b.id).then((ok) =>
                ok ? undefined : toast.error(t('bookings.card.icsFailed', 'Could not download the calendar file.')),
              )
            }
          >
            <CalendarPlus aria-hidden />
            {t('bookings.card.addToCalendar', 'Add to calendar')}
          </Button>
        ) : null}
        {b.can_cancel && !confirming ? (
          <Button size="sm" variant="ghost" disabled={answer.busy} onClick={() => setConfirming(true)}>
            {b.status === 'pending' ? t('bookings.card.withdraw', 'Withdraw request') : t('bookings.card.cancel', 'Cancel booking')}
          </Button>
        ) : null}
        {b.can_cancel && confirming ? (
          // A second, explicit step: the other party is told at once and the time is freed.
          <fieldset className="flex flex-wrap items-center gap-2" aria-label={t('bookings.card.confirm', 'Confirm')}>
            <Button size="sm" variant="destructive" disabled={answer.busy} onClick={() => act('cancel', M.cancelled)}>
              {b.status === 'pending' ? t('bookings.card.yesWithdraw', 'Yes, withdraw it') : t('bookings.card.yesCancel', 'Yes, cancel it')}
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setConfirming(false)}>
              {t('bookings.card.keep', 'Keep it')}
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
        {tm(empty)}
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
