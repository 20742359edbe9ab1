import { LIMITS } from '@mb/contract/limits';
import type { StaffStatus } from '@mb/contract/staff';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '../../lib/api';
import { useSession } from '../../lib/auth';

// Spec §6/§9: staff and admin status is cached 5 minutes (one retry). The last answer is also kept in
// localStorage so a reload within those 5 minutes does not ask again, and so a staff member whose
// re-check fails still sees the Moderation button (amber) rather than losing it. A failed check grants
// nothing: guards treat it as no access, and the server enforces every staff endpoint anyway.

const STORAGE_KEY = 'mb-staff-status';

export const staffKeys = {
  all: ['staff'] as const,
  me: (userId: string) => ['staff', 'me', userId] as const,
  bootstrap: ['staff', 'bootstrap'] as const,
};

const NO_STAFF_ACCESS: StaffStatus = { is_staff: false, is_admin: false, role: null, permissions: [] };

interface StoredStatus {
  user_id: string;
  at: number;
  status: StaffStatus;
}

function readStored(userId: string): StoredStatus | undefined {
  try {
    const v = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null') as StoredStatus | null;
    return v && v.user_id === userId && typeof v.at === 'number' && v.status ? v : undefined;
  } catch {
    return undefined;
  }
}

/** Remembers a status for 5 minutes across reloads (also used when the first-admin grant answers). */
export function storeStaffStatus(userId: string, status: StaffStatus) {
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify({ user_id: userId, at: Date.now(), status } satisfies StoredStatus));
  } catch {
    /* storage blocked: the in-memory cache still works */
  }
}

/** Forgets the cached status (sign-out). */
export function clearStoredStaffStatus() {
  try {
    localStorage.removeItem(STORAGE_KEY);
  } catch {
    /* nothing stored */
  }
}

export function useStaffStatus() {
  const session = useSession();
  const userId = session?.user.id ?? 'anonymous';
  const stored = session ? readStored(userId) : undefined;
  const query = useQuery({
    queryKey: staffKeys.me(userId),
    queryFn: async () => {
      const status = await api('myStaffStatus');
      storeStaffStatus(userId, status);
      return status;
    },
    enabled: Boolean(session),
    staleTime: LIMITS.staffCheckCacheMs,
    retry: 1,
    initialData: stored?.status,
    initialDataUpdatedAt: stored?.at,
  });
  useEffect(() => {
    // Spec §8: a failed staff/admin check is logged and treated as no access.
    if (query.error) console.error('Staff/admin check failed', query.error);
  }, [query.error]);
  const data = query.data;
  return {
    /** What the last successful check said (for the Moderation button, amber when `errored`). */
    cached: data ?? NO_STAFF_ACCESS,
    /** What guards may rely on: nothing while unknown or after a failed check. */
    access: data && !query.isError ? data : NO_STAFF_ACCESS,
    errored: query.isError,
    pending: Boolean(session) && query.isPending,
  };
}
