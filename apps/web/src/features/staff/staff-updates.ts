import { useQueryClient } from '@tanstack/react-query';
import { useSession } from '../../lib/auth';
import { useRealtime } from '../../lib/realtime';
import { clearStoredStaffStatus, staffKeys } from './queries';

/**
 * A role granted or revoked reaches the member's open tabs at once (`staff.updated` on `user:{id}`):
 * the staff status is checked again instead of waiting out its 5-minute cache (spec §9), so a new
 * moderator's Moderation button appears and a revoked one's goes. Mounted by the member's header, in
 * its own module so the first page does not carry it.
 */
export function useStaffUpdates() {
  const userId = useSession()?.user.id ?? null;
  const queryClient = useQueryClient();
  useRealtime(userId ? `user:${userId}` : null, (event) => {
    if (event.type !== 'staff.updated') return;
    clearStoredStaffStatus();
    void queryClient.invalidateQueries({ queryKey: staffKeys.all });
  });
}
