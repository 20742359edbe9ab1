import { type ComplianceMe, ONBOARDING_RETURN_URL, type VerificationType } from '@mb/contract/compliance';
import type { RouteBody } from '@mb/contract/routes';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api } from '../../lib/api';
import { useSession } from '../../lib/auth';
import { useRealtime } from '../../lib/realtime';
import { useWrite } from '../../lib/write';
import { profileKeys } from '../profiles';
import { makeHubLink } from './hub-link';

export const complianceKeys = {
  me: (userId: string) => ['compliance', 'me', userId] as const,
};

/**
 * The member's identity status and hub domains (spec §7 vaulth-user-info; when the hub fails the server
 * answers with the stored status and `hub_ok: false`). Always read fresh: it is what polling waits on.
 * `pollMs` polls while set (the domain step after the hub was opened).
 */
export function useComplianceMe(options: { pollMs?: number | false } = {}) {
  const userId = useSession()?.user.id ?? 'anonymous';
  return useQuery({
    queryKey: complianceKeys.me(userId),
    queryFn: () => api('complianceMe'),
    staleTime: 0,
    refetchInterval: options.pollMs ?? false,
    refetchIntervalInBackground: true,
  });
}

/**
 * The stored status changed on the server (the hub's webhook or another tab's check publish
 * `profile.updated` on `user:{id}`): read the status again, so an open compliance center follows an
 * operator's decision without polling. The profile itself is refreshed by the shell's own listener.
 */
export function useComplianceUpdates() {
  const userId = useSession()?.user.id ?? null;
  const qc = useQueryClient();
  useRealtime(userId ? `user:${userId}` : null, (event) => {
    if (event.type === 'profile.updated' && userId) void qc.invalidateQueries({ queryKey: complianceKeys.me(userId) });
  });
}

/** One fresh read of the status, for the verification card's own polling; the answer also fills the cache. */
export function useCheckCompliance() {
  const qc = useQueryClient();
  const userId = useSession()?.user.id ?? 'anonymous';
  return useCallback(async (): Promise<ComplianceMe> => {
    const me = await api('complianceMe');
    qc.setQueryData(complianceKeys.me(userId), me);
    // A change of the stored status also changed the profile (vaulth_verified): show it everywhere.
    void qc.invalidateQueries({ queryKey: profileKeys.me(userId) });
    return me;
  }, [qc, userId]);
}

/** Makes a hub link (see hub-link.ts); onboarding comes back to /onboarding. */
export const useMakeHubLink = () =>
  useCallback(
    (verificationType: VerificationType, returnUrl: string = ONBOARDING_RETURN_URL) => makeHubLink(verificationType, returnUrl),
    [],
  );

/** Link one of the member's hub domains to the profile (spec §4: domain_name, domain_verified). */
export function useSelectDomain() {
  const qc = useQueryClient();
  const userId = useSession()?.user.id ?? 'anonymous';
  return useWrite({
    mutationFn: (body: RouteBody<'complianceSelectDomain'>) => api('complianceSelectDomain', { body }),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: complianceKeys.me(userId) });
      void qc.invalidateQueries({ queryKey: profileKeys.me(userId) });
    },
  });
}

/** Ask a moderator to verify a domain by hand (spec §4: verification_status pending; 2-3 business days). */
export function useRequestManualDomain() {
  const qc = useQueryClient();
  const userId = useSession()?.user.id ?? 'anonymous';
  return useWrite({
    mutationFn: (body: RouteBody<'complianceManualDomain'>) => api('complianceManualDomain', { body }),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: complianceKeys.me(userId) });
      void qc.invalidateQueries({ queryKey: profileKeys.me(userId) });
    },
  });
}

/** /sso/login: the hub's sign-in address for an e-mail (spec §7 sso-token-exchange). */
export const useSsoExchange = () =>
  useWrite({ mutationFn: (body: RouteBody<'complianceSsoExchange'>) => api('complianceSsoExchange', { body }) });
