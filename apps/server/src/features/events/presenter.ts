import type { Attendee, EventItem, OrganizerEvent, OrganizerGroup, Ticket } from '@mb/contract/events';
import { utcToZoned } from '@mb/contract/events';
import type { AppContext } from '../../platform/context.ts';
import type { EventRow, TicketRow } from './repository.ts';

export interface EventNames {
  organizer: string;
  username: string | null;
  business: string | null;
}

const iso = (d: Date | null) => (d ? d.toISOString() : '');

/** An event as members and visitors see it; the online join link only to those named by `withJoinLink`. */
export function presentEvent(ctx: AppContext, row: EventRow, names: EventNames, withJoinLink: boolean): EventItem {
  return {
    id: row.id,
    organizer_id: row.organizer_id,
    organizer_name: names.organizer,
    organizer_username: names.username,
    business_id: names.business ? row.business_id : null,
    business_name: names.business,
    title: row.title,
    description: row.description,
    category: row.category as EventItem['category'],
    image_url: row.image_path ? ctx.storage.url('business-logos', row.image_path) : null,
    link_url: row.link_url,
    is_online: row.is_online,
    location: row.location,
    online_url: withJoinLink && row.is_online ? row.online_url : null,
    start_date: iso(row.start_date),
    end_date: iso(row.end_date),
    starts_local: row.start_date ? utcToZoned(row.start_date, row.timezone) : '',
    ends_local: row.end_date ? utcToZoned(row.end_date, row.timezone) : '',
    timezone: row.timezone,
    capacity: row.capacity,
    seats_taken: row.seats_taken,
    ticket_kind: row.ticket_kind,
    price_minor: row.price_minor,
    currency: row.currency,
    status: row.status,
    moderation: row.moderation,
    created_at: row.created_at.toISOString(),
  };
}

export function groupOf(row: EventRow, now = new Date()): OrganizerGroup {
  if (row.status === 'cancelled') return 'cancelled';
  if (row.status === 'draft') return 'draft';
  if (row.moderation === 'pending') return 'in_review';
  if (row.end_date && row.end_date < now) return 'past';
  return 'published';
}

export function presentOrganizerEvent(ctx: AppContext, row: EventRow, names: EventNames, checkedIn: number): OrganizerEvent {
  return {
    ...presentEvent(ctx, row, names, true),
    group: groupOf(row),
    rejection_reason: row.rejection_reason,
    checked_in: checkedIn,
  };
}

export function presentTicket(t: TicketRow): Ticket {
  return {
    id: t.id,
    event_id: t.event_id,
    code: t.code,
    status: t.status,
    checked_in_at: t.checked_in_at?.toISOString() ?? null,
    hold_until: t.status === 'pending_payment' ? (t.hold_until?.toISOString() ?? null) : null,
    created_at: t.created_at.toISOString(),
  };
}

export function presentAttendee(t: TicketRow, card: { display_name: string | null; username: string | null } | undefined): Attendee {
  return {
    ticket_id: t.id,
    user_id: t.user_id,
    name: card?.display_name || (card?.username ? `@${card.username}` : 'A member'),
    username: card?.username ?? null,
    code: t.code,
    status: t.status,
    checked_in_at: t.checked_in_at?.toISOString() ?? null,
    created_at: t.created_at.toISOString(),
  };
}
