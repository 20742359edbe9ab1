import type { BillingCycle } from '@mb/contract/billing';
import { api } from './api';

/**
 * Starts paying for a plan: the browser leaves for the provider's hosted page. In lib, beside the API
 * client, so /pricing can load it on a click without loading the billing feature: a dynamic import of
 * billing's index (its panels, buttons, skeletons) made the bundler split eight modules the first page
 * shares with it into chunks of their own (2 kB more on the first page, 8 more requests).
 */
export async function goToCheckout(plan_id: string, billing_cycle: BillingCycle) {
  const r = await api('startCheckout', { body: { plan_id, billing_cycle } });
  window.location.assign(r.checkout_url);
  return r;
}
