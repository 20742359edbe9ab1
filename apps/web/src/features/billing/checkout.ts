import type { BillingCycle } from '@mb/contract/billing';
import { api } from '../../lib/api';

/** Starts paying for a plan: the browser leaves for the provider's hosted page. */
export async function goToCheckout(plan_id: string, billing_cycle: BillingCycle) {
  const r = await api('startCheckout', { body: { plan_id, billing_cycle } });
  window.location.assign(r.checkout_url);
  return r;
}
