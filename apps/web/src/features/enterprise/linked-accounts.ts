import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { useSession } from '../../lib/auth';

// 'Use Platform as' reads for the header (every member's first page): kept apart from queries.ts so the
// header does not carry the enterprise pages' writes and live updates. The key sits under
// enterpriseKeys.all(me), so enterprise writes and live events refresh it too.

/** 'Use Platform as': the accounts this member may use the platform as (the header's switcher). */
export function useLinkedAccounts() {
  const me = useSession()?.user.id ?? null;
  return useQuery({
    queryKey: ['enterprise', me ?? 'anonymous', 'linked-accounts'] as const,
    queryFn: () => api('linkedAccounts'),
    enabled: Boolean(me),
    staleTime: 60_000,
  });
}

/** Switches to a linked account: the server answers the new session (a delegated one for a studio). */
export const switchToAccount = (id: string) => api('useLinkedAccount', { params: { id } });
