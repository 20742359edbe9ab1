// What other features may use from billing: its public face. Anything not named here stays inside the feature.
export {
  definePurchasePurpose,
  type PaidPurchase,
  type PurchasePurpose,
  purchasePaid,
  type RefundedPurchase,
  refundPurchase,
  startPurchase,
} from './service.ts';
