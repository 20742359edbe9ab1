import type { ProConsistency, ProStatus } from '@mb/contract/pro';
import { DEFAULT_PRO_STATUS, PRO_MESSAGES, PRO_TIMING } from '@mb/contract/pro-text';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { ApiError, api } from '../../lib/api';
import { useSession } from '../../lib/auth';
import { useRealtime } from '../../lib/realtime';
import { toast } from '../../lib/toast';

// Pro status and the grace period in the browser (spec §3, §4, §7, §8; apps/server/src/features/pro/README.md):
// one query each, refreshed on any update to the member's profiles row.

export const proKeys = {
  all: ['pro'] as const,
  status: (userId: string) => ['pro', 'status', userId] as const,
  grace: (userId: string) => ['pro', 'grace', userId] as const,
  consistency: (userId: string) => ['pro', 'consistency', userId] as const,
  admin: (memberId: string) => ['pro', 'admin', memberId] as const,
};

/** Spec §3 client form of the Pro status. */
export interface ClientProStatus {
  isProUser: boolean;
  isSponsorUser: boolean;
  proEndDate: string | null;
  isModeratorGranted: boolean;
  subscriptionStatus: string | null;
  subscriptionEndDate: string | null;
  moderatorGrantedEndDate: string | null;
  isAmbassador: boolean;
  billingCycle: 'monthly' | 'yearly' | null;
  autoRebill: boolean;
  nextBillingDate: string | null;
  daysRemaining: number;
}

export const toClientProStatus = (s: ProStatus): ClientProStatus => ({
  isProUser: s.is_pro_user,
  isSponsorUser: s.is_sponsor_user,
  proEndDate: s.pro_end_date,
  isModeratorGranted: s.is_moderator_granted,
  subscriptionStatus: s.subscription_status,
  subscriptionEndDate: s.subscription_end_date,
  moderatorGrantedEndDate: s.moderator_granted_end_date,
  isAmbassador: s.is_ambassador,
  billingCycle: s.billing_cycle,
  // Spec §4: true when the server value is missing or false.
  autoRebill: true,
  nextBillingDate: s.next_billing_date,
  daysRemaining: s.days_remaining,
});

/** A session (JWT) problem: the sign-in flow handles it, so no Pro status toast (spec §8). */
const isAuthError = (e: unknown) => e instanceof ApiError && (e.status === 401 || e.code === 'unauthenticated');

/**
 * The member's Pro status: the server's answer, or the §4 defaults while loading, when signed out and
 * on an error (not Pro, auto-rebill on). `error` says it failed; the live mount shows the §8 toast.
 */
export function useProStatus(): { status: ClientProStatus; raw: ProStatus; isPending: boolean; error: unknown } {
  const userId = useSession()?.user.id ?? null;
  const q = useQuery({
    queryKey: proKeys.status(userId ?? 'anonymous'),
    queryFn: () => api('proStatus'),
    enabled: Boolean(userId),
  });
  const raw = q.isError ? DEFAULT_PRO_STATUS : (q.data ?? DEFAULT_PRO_STATUS);
  return { status: toClientProStatus(raw), raw, isPending: q.isPending, error: q.error };
}

/** Spec §7 get_grace_period_status; canUpload / canView derived (§3). */
export function useGraceStatus() {
  const userId = useSession()?.user.id ?? null;
  return useQuery({
    queryKey: proKeys.grace(userId ?? 'anonymous'),
    queryFn: () => api('graceStatus'),
    enabled: Boolean(userId),
  });
}

/** Spec §8 'Consistency check failure': what the browser reports when the check itself fails. */
export const consistencyFailure = (e: unknown): ProConsistency =>
  e instanceof ApiError && e.code !== 'network'
    ? { is_consistent: false, issues: [PRO_MESSAGES.dbValidationIssue], recommendations: [PRO_MESSAGES.dbValidationAdvice] }
    : { is_consistent: false, issues: [PRO_MESSAGES.thrownValidationIssue], recommendations: [PRO_MESSAGES.thrownValidationAdvice] };

/** Spec §7 validate_pro_status_consistency, at most every 5 minutes (§9). */
export function useProConsistency() {
  const userId = useSession()?.user.id ?? null;
  return useQuery({
    queryKey: proKeys.consistency(userId ?? 'anonymous'),
    queryFn: () => api('proConsistency').catch(consistencyFailure),
    enabled: Boolean(userId),
    staleTime: PRO_TIMING.consistencyEveryMs,
    refetchInterval: PRO_TIMING.consistencyEveryMs,
    refetchOnWindowFocus: false,
  });
}

/**
 * Mounted once while signed in (member session): any update to the member's profiles row
 * (`profile.updated`: billing, an admin's grant, the downgrade) refetches the Pro status and the grace
 * period (spec §7 Realtime); an open portfolio manager refetches its allowance on the same event. Also shows the §8 load-failure toast
 * once per failure and acts on the consistency check: an inconsistent answer is logged and the status
 * fetched again.
 */
export function useProLive() {
  const userId = useSession()?.user.id ?? null;
  const qc = useQueryClient();
  // Mounted once the member has a subscription (member-session): what a page read before is stale now.
  useEffect(() => {
    if (userId) void qc.invalidateQueries({ queryKey: proKeys.all });
  }, [qc, userId]);
  useRealtime(userId ? `user:${userId}` : null, (event) => {
    if (event.type !== 'profile.updated' || !userId) return;
    void qc.invalidateQueries({ queryKey: proKeys.status(userId) });
    void qc.invalidateQueries({ queryKey: proKeys.grace(userId) });
  });

  const pro = useProStatus();
  const toasted = useRef<unknown>(null);
  useEffect(() => {
    if (!pro.error || isAuthError(pro.error) || toasted.current === pro.error) return;
    toasted.current = pro.error;
    toast.error(PRO_MESSAGES.loadFailed);
  }, [pro.error]);

  const check = useProConsistency();
  useEffect(() => {
    const c = check.data;
    if (!c || c.is_consistent || !userId) return;
    console.warn('Pro status consistency check', { issues: c.issues, recommendations: c.recommendations });
    void qc.invalidateQueries({ queryKey: proKeys.status(userId) });
  }, [check.data, qc, userId]);
}
