import { LIMITS } from '@mb/contract/limits';
import type { RouteBody } from '@mb/contract/routes';
import type { StaffStatus } from '@mb/contract/staff';
import type { MemberDetail, PlatformSettingsView } from '@mb/contract/staff-admin';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '../../lib/api';
import { useSession } from '../../lib/auth';
import { useWrite } from '../../lib/write';

// Spec §6/§9: staff and admin status is cached 5 minutes (one retry). The last answer is also kept in
// localStorage so a reload within those 5 minutes does not ask again, and so a staff member whose
// re-check fails still sees the Moderation button (amber) rather than losing it. A failed check grants
// nothing: guards treat it as no access, and the server enforces every staff endpoint anyway.

const STORAGE_KEY = 'mb-staff-status';

const staffKeys = {
  all: ['staff'] as const,
  me: (userId: string) => ['staff', 'me', userId] as const,
  bootstrap: ['staff', 'bootstrap'] as const,
};

const adminKeys = {
  all: ['admin'] as const,
  overview: ['admin', 'overview'] as const,
  members: (q: string, page: number) => ['admin', 'members', q, page] as const,
  member: (id: string) => ['admin', 'member', id] as const,
  settings: ['admin', 'settings'] as const,
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

function store(userId: string, status: StaffStatus) {
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
      store(userId, status);
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

// ---------------------------------------------------------------------------------------------------
// First-admin bootstrap (spec §4, §6, §7 grant-admin-access)

/** Whether staff management may still be set up (no staff at all). Asked fresh each time a guard needs it. */
export const useBootstrapStatus = () =>
  useQuery({ queryKey: staffKeys.bootstrap, queryFn: () => api('staffBootstrapStatus'), staleTime: 0 });

/**
 * Grant myself permanent admin. The answer is kept for the caller to apply after the spec's 2 s
 * redirect (`applyStaffStatus`), so the page does not change under the success message.
 */
export const useGrantAdminAccess = () => useWrite({ mutationFn: () => api('grantAdminAccess', { body: { isPermanent: true } }) });

/** Puts a fresh staff status into the cache (and the 5-minute store), so guards admit at once. */
export function useApplyStaffStatus() {
  const client = useQueryClient();
  const session = useSession();
  return (status: StaffStatus) => {
    if (!session) return;
    store(session.user.id, status);
    client.setQueryData(staffKeys.me(session.user.id), status);
    void client.invalidateQueries({ queryKey: staffKeys.bootstrap });
  };
}

// ---------------------------------------------------------------------------------------------------
// Admin Dashboard, Accounts, Platforms

export const useAdminOverview = () => useQuery({ queryKey: adminKeys.overview, queryFn: () => api('adminOverview'), staleTime: 30_000 });

export const useMembers = (q: string, page: number) =>
  useQuery({
    queryKey: adminKeys.members(q, page),
    queryFn: () => api('adminMembers', { query: { q: q || undefined, page } }),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

export const useMember = (id: string | null) =>
  useQuery({ queryKey: adminKeys.member(id ?? ''), queryFn: () => api('adminMember', { params: { id: id ?? '' } }), enabled: Boolean(id) });

/** Every member decision answers with the member as now; the detail is replaced and the lists refetched. */
function useMemberWrite<V>(call: (v: V) => Promise<MemberDetail>) {
  const client = useQueryClient();
  return useWrite({
    mutationFn: call,
    onSuccess: (member: MemberDetail) => {
      client.setQueryData(adminKeys.member(member.id), member);
      void client.invalidateQueries({ queryKey: ['admin', 'members'] });
      void client.invalidateQueries({ queryKey: adminKeys.overview });
    },
  });
}

export const useSetStaffRole = () =>
  useMemberWrite((v: { id: string; body: RouteBody<'adminSetStaffRole'> }) =>
    api('adminSetStaffRole', { params: { id: v.id }, body: v.body }),
  );
export const useRevokeStaffRole = () => useMemberWrite((id: string) => api('adminRevokeStaffRole', { params: { id } }));
export const useSuspend = () =>
  useMemberWrite((v: { id: string; body: RouteBody<'adminSuspend'> }) => api('adminSuspend', { params: { id: v.id }, body: v.body }));
export const useUnsuspend = () => useMemberWrite((id: string) => api('adminUnsuspend', { params: { id } }));
export const useResetVerification = () => useMemberWrite((id: string) => api('adminResetVerification', { params: { id } }));
export const useCreateEditor = () => useMemberWrite((body: RouteBody<'adminCreateEditor'>) => api('adminCreateEditor', { body }));

export const usePlatformSettings = () => useQuery({ queryKey: adminKeys.settings, queryFn: () => api('adminSettings') });

export function useUpdatePlatformSettings() {
  const client = useQueryClient();
  return useWrite({
    mutationFn: (body: RouteBody<'adminUpdateSettings'>) => api('adminUpdateSettings', { body }),
    onSuccess: (settings: PlatformSettingsView) => client.setQueryData(adminKeys.settings, settings),
  });
}
