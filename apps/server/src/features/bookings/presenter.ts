import type { Booking, BookingPerson, BookingService } from '@mb/contract/bookings';
import type { BookingRow, ServiceRow } from './repository.ts';

export type Person = BookingPerson;

export function presentService(s: ServiceRow): BookingService {
  return {
    id: s.id,
    name: s.name,
    duration_minutes: s.duration_minutes,
    rate_cents: s.rate_cents,
    currency: s.currency,
    description: s.description,
    online: s.online,
    location: s.location,
  };
}

const unknown = (id: string): Person => ({ id, username: null, display_name: null, avatar_url: null });

/**
 * A booking as either party sees it. `can_cancel`: a pending request the booker may withdraw until the
 * start; an accepted booking either party may cancel until `cancel_until` (the owner's policy).
 */
export function presentBooking(b: BookingRow, viewerId: string, people: Map<string, Person>, cancelHours: number, now: Date): Booking {
  const role = b.owner_id === viewerId ? 'owner' : 'booker';
  const startMs = b.starts_at.getTime();
  const until = b.status === 'accepted' ? new Date(startMs - cancelHours * 3_600_000) : b.status === 'pending' ? b.starts_at : null;
  const canCancel = until !== null && now < until && (b.status === 'accepted' || role === 'booker');
  return {
    id: b.id,
    status: b.status,
    starts_at: b.starts_at.toISOString(),
    ends_at: b.ends_at.toISOString(),
    time_zone: b.time_zone,
    service: { id: b.service_id, name: b.service_name, online: b.online, location: b.location },
    rate_cents: b.rate_cents,
    currency: b.currency,
    note: b.note,
    owner: people.get(b.owner_id) ?? unknown(b.owner_id),
    booker: people.get(b.booker_id) ?? unknown(b.booker_id),
    role,
    cancelled_by: b.cancelled_by,
    reason: b.reason,
    can_cancel: canCancel,
    cancel_until: until && b.status === 'accepted' ? until.toISOString() : null,
    created_at: b.created_at.toISOString(),
  };
}
