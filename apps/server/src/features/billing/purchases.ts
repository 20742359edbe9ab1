import type { AppContext } from '../../platform/context.ts';
import type { Executor } from '../../platform/db/client.ts';
import { extensions } from '../../platform/modules.ts';

/**
 * Things a member buys once, through billing (event tickets, licenses, ad budgets). The feature that
 * sells one declares its purpose in its module's `extend` ('billing.purchase_purpose'), starts a
 * checkout with `startPurchase({ purpose: <name>, reference: <its id>, ... })` and asks for a refund
 * with `refundPurchase`. Billing's webhook runs the purpose, in the webhook's transaction: the checks
 * every purpose shares here (whose it is, the same payment again, paid already, enough paid), then
 * what is particular to the purpose (`paid`, `refunded`).
 */
export interface PurchasePurpose<S = unknown> {
  /** Stored on the checkout ('event_ticket', 'license', 'ad_budget'); startPurchase takes only declared names. */
  name: string;
  /** What is bought, for billing's logs: 'event ticket'. */
  label: string;
  /** What a reference names, for billing's logs: 'ticket'. */
  subject: string;
  /** The thing a paid purchase's reference names, locked in the webhook's transaction (undefined: none). */
  find(ctx: AppContext, tx: Executor, p: PaidPurchase): Promise<PurchaseSubject<S> | undefined>;
  /** What the payment does, once billing's checks pass: runs once per payment. */
  paid(ctx: AppContext, tx: Executor, item: S, p: PaidPurchase): Promise<void>;
  /**
   * The answer to the first refund or chargeback of the purchase (a refund asked for with
   * refundPurchase, or made or disputed at the processor): runs once per purchase.
   */
  refunded?(ctx: AppContext, tx: Executor, r: RefundedPurchase): Promise<void>;
}

/** A one-off payment as billing hands it on; `payment_id` is what refundPurchase takes. */
export interface PaidPurchase {
  user_id: string;
  reference: string;
  amount_minor: number;
  currency: string;
  payment_id: string;
}

/** A refund or chargeback: `payment_id` is the charge's, as `paid` got it; `amount_minor` is what went back. */
export interface RefundedPurchase extends PaidPurchase {
  kind: 'refund' | 'chargeback';
}

/** What billing checks of the thing bought before the payment is applied to it. */
export interface PurchaseSubject<S> {
  /** What the purpose's `paid` gets. */
  item: S;
  /** Its id, for billing's logs. */
  id: string;
  /** The member it is for: a payment by anyone else is logged and not applied. */
  buyer_id: string;
  /** This payment was applied to it already (the same webhook again): nothing changes. */
  applied: boolean;
  /** Another payment was applied to it: this one is logged and not applied. */
  paid: boolean;
  /** Its price now (undefined: none): a payment of another currency or of less is logged and not applied. */
  price: { amount_minor: number; currency: string } | undefined;
}

declare module '../../platform/modules.ts' {
  interface Extensions {
    /** Something a member buys once through billing; one per `name`. */
    'billing.purchase_purpose': PurchasePurpose;
  }
}

/** Keeps a purpose's own subject type checked where it is declared. */
export const definePurchasePurpose = <S>(p: PurchasePurpose<S>): PurchasePurpose => p as PurchasePurpose;

export const purchasePurpose = (ctx: AppContext, name: string) => extensions(ctx, 'billing.purchase_purpose').find((p) => p.name === name);

/**
 * A paid purchase handed to its purpose, in the webhook's transaction. Idempotent by payment id: the
 * same payment twice changes nothing. A payment for someone else's thing, for less than its price or
 * in another currency, or a second payment for a thing paid already is logged and changes nothing.
 */
export async function purchasePaid(ctx: AppContext, tx: Executor, name: string, p: PaidPurchase): Promise<void> {
  const purpose = purchasePurpose(ctx, name);
  // Thrown: the webhook's change rolls back and the event is kept as failed, for staff to replay.
  if (!purpose) throw new Error(`no purchase purpose ${name}`);
  const s = await purpose.find(ctx, tx, p);
  if (!s || s.buyer_id !== p.user_id) {
    ctx.log.warn({ reference: p.reference, payment_id: p.payment_id }, `${purpose.label} paid for an unknown ${purpose.subject}`);
    return;
  }
  if (s.applied) return;
  if (s.paid) {
    ctx.log.warn({ [purpose.subject]: s.id, payment_id: p.payment_id }, `${purpose.label} paid twice; the second payment is not applied`);
    return;
  }
  if (!s.price || p.currency !== s.price.currency || p.amount_minor < s.price.amount_minor) {
    ctx.log.warn(
      { [purpose.subject]: s.id, payment_id: p.payment_id, amount: p.amount_minor },
      `${purpose.label} payment does not cover the price`,
    );
    return;
  }
  await purpose.paid(ctx, tx, s.item, p);
}

/** The first refund or chargeback of a purchase, handed to its purpose (if it answers one), in the webhook's transaction. */
export async function purchaseRefunded(ctx: AppContext, tx: Executor, name: string, r: RefundedPurchase): Promise<void> {
  await purchasePurpose(ctx, name)?.refunded?.(ctx, tx, r);
}
