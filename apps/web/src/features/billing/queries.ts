import type { BillingAudience, BillingCycle, MyBilling } from '@mb/contract/billing';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { useSession } from '../../lib/auth';
import { goToCheckout } from '../../lib/checkout';
import { useRealtime } from '../../lib/realtime';
import { useWrite } from '../../lib/write';
import { useProStatus } from '../pro';

// Billing (issue 14): plans, the member's subscriptions and invoices, checkout status, staff events.
// A profile.updated event (the webhook wrote the member's Pro state) reads billing again.

export const billingKeys = {
  plans: ['billing', 'plans'] as const,
  mine: (viewer: string) => ['billing', 'mine', viewer] as const,
  checkout: (viewer: string, id: string) => ['billing', 'checkout', viewer, id] as const,
  events: ['billing', 'events'] as const,
};

const useViewer = () => useSession()?.user.id ?? 'anonymous';

export const usePlans = () => useQuery({ queryKey: billingKeys.plans, queryFn: () => api('billingPlans'), staleTime: 60_000 });

/** A subscription that still gives its plan: paid up, not renewing, or a renewal failed within the period. */
const LIVE = new Set(['active', 'cancelled', 'past_due']);

/**
 * The paid plans the signed-in member holds now, by plan id (issue 31: /pricing showed "Go Pro" to a
 * Pro member). Pro counts however it came (a subscription, granted by a moderator, an ambassador's),
 * as the unified Pro status says; other plans by a live subscription. `isPending` until both are known.
 */
export function useMyPlans(): { planIds: ReadonlySet<string>; isPending: boolean } {
  const mine = useMyBilling();
  const pro = useProStatus();
  const ids = new Set<string>();
  const now = Date.now();
  for (const s of mine.data?.subscriptions ?? []) if (LIVE.has(s.status) && Date.parse(s.period_end) > now) ids.add(s.plan_id);
  if (pro.status.isProUser) ids.add('creator-pro');
  // An error reads as "no plan known": the page then offers the plans, and checkout says when one is held.
  return { planIds: ids, isPending: mine.isPending || pro.isPending };
}

export function useMyBilling() {
  const me = useViewer();
  const qc = useQueryClient();
  useRealtime(me !== 'anonymous' ? `user:${me}` : null, (event) => {
    if (event.type === 'profile.updated') void qc.invalidateQueries({ queryKey: billingKeys.mine(me) });
  });
  return useQuery({ queryKey: billingKeys.mine(me), queryFn: () => api('myBilling'), enabled: me !== 'anonymous' });
}

/** The checkout after the provider sent the member back: polled until the webhook was applied. */
export function useCheckoutStatus(id: string | null) {
  const me = useViewer();
  const qc = useQueryClient();
  useRealtime(me !== 'anonymous' && id ? `user:${me}` : null, (event) => {
    if (event.type === 'profile.updated' && id) void qc.invalidateQueries({ queryKey: billingKeys.checkout(me, id) });
  });
  return useQuery({
    queryKey: billingKeys.checkout(me, id ?? ''),
    queryFn: () => api('checkoutStatus', { params: { id: id ?? '' } }),
    enabled: Boolean(id) && me !== 'anonymous',
    retry: false,
    refetchInterval: (q) => (q.state.data?.status === 'open' ? 1500 : false),
  });
}

export function useStartCheckout() {
  return useWrite({ mutationFn: (v: { plan_id: string; billing_cycle: BillingCycle }) => goToCheckout(v.plan_id, v.billing_cycle) });
}

function useSetMine() {
  const me = useViewer();
  const qc = useQueryClient();
  return (data: MyBilling) => {
    qc.setQueryData(billingKeys.mine(me), data);
    void qc.invalidateQueries({ queryKey: ['profiles', 'me', me] });
  };
}

export function useCancelSubscription() {
  const set = useSetMine();
  return useWrite({
    mutationFn: (audience: BillingAudience) => api('cancelSubscription', { body: { audience } }),
    // A processor that cancels only on its own page: the member goes there (its notification then says so here).
    onSuccess: ({ redirect_url, ...data }: MyBilling & { redirect_url?: string }) => {
      set(data);
      if (redirect_url) window.location.assign(redirect_url);
    },
  });
}

export function useResumeSubscription() {
  const set = useSetMine();
  return useWrite({
    mutationFn: (audience: BillingAudience) => api('resumeSubscription', { body: { audience } }),
    onSuccess: set,
  });
}

export function useOpenPortal() {
  return useWrite({
    mutationFn: async () => {
      const r = await api('billingPortal');
      if (r.url) window.open(r.url, '_blank', 'noopener');
      return r;
    },
  });
}

export const useWebhookEvents = () => useQuery({ queryKey: billingKeys.events, queryFn: () => api('adminWebhookEvents') });

export function useReplayEvent() {
  const qc = useQueryClient();
  return useWrite({
    mutationFn: (id: string) => api('adminReplayWebhookEvent', { params: { id } }),
    onSuccess: () => void qc.invalidateQueries({ queryKey: billingKeys.events }),
  });
}
