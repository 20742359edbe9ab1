import type { CreateVisioRoomInput } from '@mb/contract/visio';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { useSession } from '../../lib/auth';
import { useWrite } from '../../lib/write';

// MB Visio's reads and writes (issue 16). The call's own state is read again on every change the
// realtime topic announces (call-page.tsx); any write refreshes every visio read: they are few.

const useMe = () => useSession()?.user.id ?? 'anonymous';

export const visioKeys = {
  all: (me: string) => ['visio', me] as const,
  home: (me: string) => ['visio', me, 'home'] as const,
  room: (me: string, id: string) => ['visio', me, 'room', id] as const,
  call: (me: string, id: string) => ['visio', me, 'call', id] as const,
  bookings: (me: string) => ['visio', me, 'bookings'] as const,
};

export function useVisioHome() {
  const me = useMe();
  return useQuery({ queryKey: visioKeys.home(me), queryFn: () => api('visioHome') });
}

export function useVisioRoom(id: string) {
  const me = useMe();
  return useQuery({ queryKey: visioKeys.room(me, id), queryFn: () => api('visioRoom', { params: { id } }), retry: false });
}

/** Who is in the call and who waits; read again on each `visio.room` event (and every 15 s, in case one was missed). */
export function useVisioCall(id: string, enabled: boolean) {
  const me = useMe();
  return useQuery({
    queryKey: visioKeys.call(me, id),
    queryFn: () => api('visioCall', { params: { id } }),
    enabled,
    staleTime: 0,
    refetchInterval: enabled ? 15_000 : false,
  });
}

/**
 * Upcoming accepted bookings the member is a party to (MB Bookings' own reads), to invite the other
 * party; empty for a member without MB Bookings (those reads answer 403).
 */
export function useBookingChoices() {
  const me = useMe();
  return useQuery({
    queryKey: visioKeys.bookings(me),
    retry: false,
    queryFn: async () => {
      const [received, made] = await Promise.all([api('ownerBookings').catch(() => null), api('myBookings').catch(() => null)]);
      const all = [...(received?.upcoming ?? []), ...(made?.upcoming ?? [])].filter((b) => b.status === 'accepted');
      return all.map((b) => {
        const other = b.role === 'owner' ? b.booker : b.owner;
        return {
          id: b.id,
          label: `${b.service.name} with ${other.display_name || (other.username ? `@${other.username}` : 'a member')}`,
          starts_at: b.starts_at,
        };
      });
    },
  });
}

function useVisioWrite<TData, TVars>(mutationFn: (v: TVars) => Promise<TData>) {
  const qc = useQueryClient();
  const me = useMe();
  return useWrite<TData, TVars>({ mutationFn, onSuccess: () => void qc.invalidateQueries({ queryKey: visioKeys.all(me) }) });
}

export const useCreateRoom = () => useVisioWrite((body: CreateVisioRoomInput) => api('createVisioRoom', { body }));
export const useCancelRoom = () => useVisioWrite((id: string) => api('cancelVisioRoom', { params: { id } }));
export const useJoinRoom = () => useVisioWrite((id: string) => api('joinVisioRoom', { params: { id } }));
export const useDecide = () =>
  useVisioWrite((v: { id: string; participantId: string; decision: 'admit' | 'deny' }) =>
    api('decideVisioParticipant', { params: { id: v.id, participantId: v.participantId }, body: { decision: v.decision } }),
  );
export const useLeaveRoom = () =>
  useVisioWrite((v: { id: string; participantId: string }) =>
    api('leaveVisioRoom', { params: { id: v.id }, body: { participant_id: v.participantId } }),
  );
export const useEndRoom = () => useVisioWrite((id: string) => api('endVisioRoom', { params: { id } }));
