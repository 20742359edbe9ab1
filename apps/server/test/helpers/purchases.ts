import { definePurchasePurpose, type PaidPurchase, type RefundedPurchase } from '../../src/features/billing/service.ts';
import { defineModule } from '../../src/platform/modules.ts';

/**
 * A purchase purpose of the test's own (startTestApp's `modules`): whatever its reference names is the
 * payer's, priced at what was paid, never paid before; it records what billing hands it.
 */
export function recordingPurpose(name: string) {
  const paid: PaidPurchase[] = [];
  const refunded: RefundedPurchase[] = [];
  const purpose = definePurchasePurpose<PaidPurchase>({
    name,
    label: name,
    subject: 'reference',
    find: async (_ctx, _tx, p) => ({
      item: p,
      id: p.reference,
      buyer_id: p.user_id,
      applied: false,
      paid: false,
      price: { amount_minor: p.amount_minor, currency: p.currency },
    }),
    paid: async (_ctx, _tx, _item, p) => {
      paid.push({ ...p });
    },
    refunded: async (_ctx, _tx, r) => {
      refunded.push({ ...r });
    },
  });
  return { paid, refunded, module: defineModule({ name: `test-${name}`, extend: { 'billing.purchase_purpose': [purpose] } }) };
}
