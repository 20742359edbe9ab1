// Billing's public face: what other features and this feature's routes call, gathered from the use-case
// files beside it: providers.ts (the built-in provider and the live processor), checkout.ts (plans,
// checkouts, one-off purchases and their refunds), webhooks.ts (provider notifications applied, and
// their replay by staff), account.ts (the member's side) and purchases.ts (the purchase purposes).

export type { BillingPlan } from '@mb/contract/billing';
export { cancel, myBilling, portalLink, resume, subscriptionSummary } from './account.ts';
export { checkoutStatus, planList, planName, plans, refundPurchase, startCheckout, startPurchase } from './checkout.ts';
export { bindBuiltinProvider, builtinSecrets, paymentsHealth } from './providers.ts';
export {
  definePurchasePurpose,
  type PaidPurchase,
  type PurchasePurpose,
  type PurchaseSubject,
  purchasePaid,
  type RefundedPurchase,
} from './purchases.ts';
export { adminEvents, handleWebhook, replayEvent } from './webhooks.ts';
