import type { EventInput, EventListQuery } from '@mb/contract/events';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { useSession } from '../../lib/auth';
import { useRealtime } from '../../lib/realtime';
import { uploadFile } from '../../lib/upload';
import { useWrite } from '../../lib/write';

// MB Events' reads and writes (issue 15). A write refreshes every events read: lists are short and a
// change moves seats, statuses and tickets.

export const eventKeys = {
  all: ['events'] as const,
  upcoming: (me: string, q: EventListQuery) => ['events', me, 'upcoming', q] as const,
  tickets: (me: string) => ['events', me, 'tickets'] as const,
  detail: (me: string, id: string) => ['events', me, 'detail', id] as const,
  business: (id: string) => ['events', 'business', id] as const,
  mine: (me: string) => ['events', me, 'organized'] as const,
  organized: (me: string, id: string) => ['events', me, 'organized', id] as const,
  attendees: (me: string, id: string) => ['events', me, 'attendees', id] as const,
};

const useMe = () => useSession()?.user.id ?? 'anonymous';

export function useUpcomingEvents(q: EventListQuery) {
  const me = useMe();
  return useQuery({ queryKey: eventKeys.upcoming(me, q), queryFn: () => api('upcomingEvents', { query: q }) });
}

export function useMyTickets(enabled = true) {
  const me = useMe();
  return useQuery({ queryKey: eventKeys.tickets(me), queryFn: () => api('myTickets'), enabled });
}

export function useEventView(id: string) {
  const me = useMe();
  const qc = useQueryClient();
  // A cancellation or a message reaches the attendee as a notification: read the event again.
  const reread = () => void qc.invalidateQueries({ queryKey: eventKeys.detail(me, id) });
  useRealtime(me !== 'anonymous' ? `user:${me}` : null, (event) => {
    if (event.type === 'notification.created' && event.data.action_url === `/events/${id}`) reread();
  });
  // Seats taken or given back by anyone (issue 31): the count and the RSVP button follow at once.
  const view = useQuery({ queryKey: eventKeys.detail(me, id), queryFn: () => api('eventDetail', { params: { id } }), retry: false });
  useRealtime(
    me !== 'anonymous' && view.isSuccess ? `event_seats:${id}` : null,
    (event) => {
      if (event.type !== 'event.seats') return;
      qc.setQueryData(eventKeys.detail(me, id), (old: typeof view.data) =>
        old ? { ...old, event: { ...old.event, seats_taken: event.data.seats_taken, capacity: event.data.capacity } } : old,
      );
      reread();
    },
    reread,
  );
  return view;
}

export function useBusinessEvents(businessId: string) {
  return useQuery({ queryKey: eventKeys.business(businessId), queryFn: () => api('businessEvents', { params: { businessId } }) });
}

export function useMyOrganizedEvents() {
  const me = useMe();
  const qc = useQueryClient();
  // A moderation decision reaches the organizer as a notification: refresh.
  useRealtime(me !== 'anonymous' ? `user:${me}` : null, (event) => {
    if (event.type === 'notification.created') void qc.invalidateQueries({ queryKey: eventKeys.mine(me) });
  });
  return useQuery({ queryKey: eventKeys.mine(me), queryFn: () => api('myOrganizedEvents'), retry: false });
}

/** One event of the organizer's, with live counts from `event:{id}`. */
export function useOrganizedEvent(id: string) {
  const me = useMe();
  const qc = useQueryClient();
  useRealtime(
    `event:${id}`,
    (event) => {
      if (event.type !== 'event.counts') return;
      qc.setQueryData(eventKeys.organized(me, id), (old: Awaited<ReturnType<typeof fetchOrganized>> | undefined) =>
        old ? { ...old, seats_taken: event.data.seats_taken, checked_in: event.data.checked_in, capacity: event.data.capacity } : old,
      );
      void qc.invalidateQueries({ queryKey: eventKeys.attendees(me, id) });
    },
    () => void qc.invalidateQueries({ queryKey: eventKeys.organized(me, id) }),
  );
  return useQuery({ queryKey: eventKeys.organized(me, id), queryFn: () => fetchOrganized(id), retry: false });
}
const fetchOrganized = (id: string) => api('organizedEvent', { params: { id } });

export function useAttendees(id: string) {
  const me = useMe();
  return useQuery({ queryKey: eventKeys.attendees(me, id), queryFn: () => api('eventAttendees', { params: { id } }) });
}

function useEventWrite<TData, TVars>(mutationFn: (v: TVars) => Promise<TData>) {
  const qc = useQueryClient();
  return useWrite<TData, TVars>({ mutationFn, onSuccess: () => void qc.invalidateQueries({ queryKey: eventKeys.all }) });
}

/**
 * RSVP and giving a seat back: whatever the answer, the event is read again (issue 31). A refusal such
 * as "This event is sold out." means the page's seats were stale; it must not keep offering the seat.
 */
function useSeatWrite<TData>(mutationFn: (id: string) => Promise<TData>) {
  const qc = useQueryClient();
  return useWrite<TData, string>({ mutationFn, onSettled: () => void qc.invalidateQueries({ queryKey: eventKeys.all }) });
}

export const useSaveEvent = () =>
  useEventWrite((v: { id?: string; body: EventInput }) =>
    v.id ? api('updateOrganizedEvent', { params: { id: v.id }, body: v.body }) : api('createOrganizedEvent', { body: v.body }),
  );
export const useUploadEventImage = () =>
  useEventWrite((v: { id: string; file: File }) =>
    uploadFile('uploadEventImage', v.file, { params: { id: v.id }, onProgress: () => undefined }),
  );
export const usePublishEvent = () => useEventWrite((id: string) => api('publishOrganizedEvent', { params: { id } }));
export const useCancelEvent = () => useEventWrite((id: string) => api('cancelOrganizedEvent', { params: { id } }));
export const useMessageAttendees = () =>
  useEventWrite((v: { id: string; subject: string; body: string }) =>
    api('messageEventAttendees', { params: { id: v.id }, body: { subject: v.subject, body: v.body } }),
  );
export const useCheckIn = () =>
  useEventWrite((v: { id: string; code: string }) => api('checkInTicket', { params: { id: v.id }, body: { code: v.code } }));
export const useRsvp = () => useSeatWrite((id) => api('rsvpEvent', { params: { id } }));
export const useCancelRsvp = () => useSeatWrite((id) => api('cancelRsvp', { params: { id } }));
