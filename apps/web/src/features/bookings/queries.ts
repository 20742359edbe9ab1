import type { BookingServiceInput, BookingSettingsInput } from '@mb/contract/bookings';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api } from '../../lib/api';
import { useSession } from '../../lib/auth';
import { useRealtime } from '../../lib/realtime';
import { ensureFreshSession } from '../../lib/session';
import { useWrite } from '../../lib/write';
import { dateKey } from './format';

// MB Bookings' reads and writes (issue 16). Any write refreshes every bookings read: they are few.

const useMe = () => useSession()?.user.id ?? 'anonymous';

export const bookingKeys = {
  all: (me: string) => ['bookings', me] as const,
  setup: (me: string) => ['bookings', me, 'setup'] as const,
  received: (me: string) => ['bookings', me, 'received'] as const,
  made: (me: string) => ['bookings', me, 'made'] as const,
  page: (me: string, username: string) => ['bookings', me, 'page', username] as const,
  slots: (me: string, username: string, serviceId: string, from: string) => ['bookings', me, 'slots', username, serviceId, from] as const,
};

/**
 * Keeps every bookings read of this member current: a request, answer or cancellation by the other
 * party (or in another tab) arrives as `bookings.changed` on `user:{id}`; after the live channel comes
 * back, everything is read again (events may have been missed).
 */
export function useBookingsLive() {
  const me = useSession()?.user.id ?? null;
  const qc = useQueryClient();
  const refresh = useCallback(() => void qc.invalidateQueries({ queryKey: bookingKeys.all(me ?? 'anonymous') }), [qc, me]);
  useRealtime(
    me ? `user:${me}` : null,
    (event) => {
      if (event.type === 'bookings.changed') refresh();
    },
    refresh,
  );
}

/** The profile's Book button: whether the signed-in member may book `username`, and the page to do it. */
export function useBookable(username: string | null) {
  const me = useMe();
  return useQuery({
    queryKey: [...bookingKeys.all(me), 'bookable', username ?? ''] as const,
    queryFn: () => api('bookingAvailability', { params: { username: username ?? '' } }),
    enabled: Boolean(username) && me !== 'anonymous',
    staleTime: 60_000,
  });
}

export function useBookingSetup() {
  const me = useMe();
  return useQuery({ queryKey: bookingKeys.setup(me), queryFn: () => api('bookingSetup') });
}
export function useOwnerBookings() {
  const me = useMe();
  useBookingsLive();
  return useQuery({ queryKey: bookingKeys.received(me), queryFn: () => api('ownerBookings') });
}
export function useMyBookings() {
  const me = useMe();
  useBookingsLive();
  return useQuery({ queryKey: bookingKeys.made(me), queryFn: () => api('myBookings') });
}
export function useBookingPage(username: string) {
  const me = useMe();
  return useQuery({ queryKey: bookingKeys.page(me, username), queryFn: () => api('bookingPage', { params: { username } }), retry: false });
}
export function useSlots(username: string, serviceId: string | null, from: string) {
  const me = useMe();
  return useQuery({
    queryKey: bookingKeys.slots(me, username, serviceId ?? '', from),
    queryFn: () => api('bookingSlots', { params: { username }, query: { service_id: serviceId ?? '', from, days: 7 } }),
    enabled: Boolean(serviceId),
  });
}

/**
 * The first free times after `after` (a time that was just booked, issue 31), up to two weeks on, for
 * the request form to offer instead. `from` is a date in the owner's zone, as the slots route takes it.
 */
export function useNextSlots(username: string, serviceId: string | null, after: string | null, ownerZone: string) {
  const me = useMe();
  return useQuery({
    queryKey: [...bookingKeys.all(me), 'next', username, serviceId ?? '', after ?? ''] as const,
    queryFn: async () => {
      const from = dateKey(after ?? '', ownerZone);
      const r = await api('bookingSlots', { params: { username }, query: { service_id: serviceId ?? '', from, days: 14 } });
      return r.slots.filter((s) => Date.parse(s.start) > Date.parse(after ?? '')).slice(0, NEXT_SLOTS);
    },
    enabled: Boolean(serviceId && after),
  });
}
const NEXT_SLOTS = 4;

function useBookingWrite<TData, TVars>(mutationFn: (v: TVars) => Promise<TData>) {
  const qc = useQueryClient();
  const me = useMe();
  return useWrite<TData, TVars>({ mutationFn, onSuccess: () => void qc.invalidateQueries({ queryKey: bookingKeys.all(me) }) });
}

export const useSaveBookingSettings = () => useBookingWrite((body: BookingSettingsInput) => api('updateBookingSettings', { body }));
export const useSaveService = () =>
  useBookingWrite((v: { id: string | null; body: BookingServiceInput }) =>
    v.id ? api('updateBookingService', { params: { id: v.id }, body: v.body }) : api('createBookingService', { body: v.body }),
  );
export const useDeleteService = () => useBookingWrite((id: string) => api('deleteBookingService', { params: { id } }));
export const useRegenerateFeed = () => useBookingWrite(() => api('regenerateBookingFeed'));
export const useRequestBooking = () =>
  useBookingWrite((v: { username: string; service_id: string; start: string; note: string }) =>
    api('requestBooking', { params: { username: v.username }, body: { service_id: v.service_id, start: v.start, note: v.note } }),
  );
export const useAnswerBooking = () =>
  useBookingWrite((v: { id: string; answer: 'accept' | 'decline' | 'cancel' }) =>
    v.answer === 'accept'
      ? api('acceptBooking', { params: { id: v.id } })
      : v.answer === 'decline'
        ? api('declineBooking', { params: { id: v.id } })
        : api('cancelBooking', { params: { id: v.id }, body: {} }),
  );

/** Downloads a booking's .ics (an authenticated file, so fetched and handed to the browser as a blob). */
export async function downloadIcs(id: string): Promise<boolean> {
  const session = await ensureFreshSession();
  const res = await fetch(`/api/v1/bookings/requests/${encodeURIComponent(id)}/ics`, {
    headers: session ? { authorization: `Bearer ${session.access_token}` } : {},
  });
  if (!res.ok) return false;
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? 'booking.ics';
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
  return true;
}
