import type { RouteBody } from '@mb/contract/routes';
import type { StaffStatus } from '@mb/contract/staff';
import type { MemberDetail, PlatformSettingsView } from '@mb/contract/staff-admin';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { useSession } from '../../lib/auth';
import { useWrite } from '../../lib/write';
import { staffKeys, storeStaffStatus } from './queries';

// The admin area's reads and writes, apart from queries.ts (the staff check every page loads), so the
// first page does not carry them.

const adminKeys = {
  all: ['admin'] as const,
  overview: ['admin', 'overview'] as const,
  members: (q: string, page: number) => ['admin', 'members', q, page] as const,
  member: (id: string) => ['admin', 'member', id] as const,
  settings: ['admin', 'settings'] as const,
  system: ['admin', 'system'] as const,
};

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
    storeStaffStatus(session.user.id, status);
    client.setQueryData(staffKeys.me(session.user.id), status);
    void client.invalidateQueries({ queryKey: staffKeys.bootstrap });
  };
}

// ---------------------------------------------------------------------------------------------------
// Admin Dashboard, Accounts, Platforms

export const useAdminOverview = () => useQuery({ queryKey: adminKeys.overview, queryFn: () => api('adminOverview'), staleTime: 30_000 });

/** The System page's figures, read again every minute while it is open (the samples are a minute apart). */
export const useSystemOverview = () =>
  useQuery({ queryKey: adminKeys.system, queryFn: () => api('adminSystem'), staleTime: 0, refetchInterval: 60_000 });

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
