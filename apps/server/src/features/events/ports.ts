import type { AppContext } from '../../platform/context.ts';

// What other features do for MB Events, wired in by the composition root (app.ts) at start, never at
// import time: billing takes ticket payments and refunds them.

export interface TicketCheckoutRequest {
  purpose: 'event_ticket';
  /** The ticket id. */
  reference: string;
  amount_minor: number;
  currency: string;
  description: string;
  return_path: string;
}
export type TicketCheckout = (ctx: AppContext, userId: string, req: TicketCheckoutRequest) => Promise<{ checkout_url: string }>;
export type TicketRefund = (ctx: AppContext, paymentId: string, reason: string) => Promise<unknown>;

export const ports: { checkout: TicketCheckout | null; refund: TicketRefund | null } = {
  checkout: null,
  refund: null,
};

/** app.ts: `events.registerTicketCheckout((c, u, r) => billing.startPurchase(c, u, r))`. */
export function registerTicketCheckout(fn: TicketCheckout | null): void {
  ports.checkout = fn;
}
/** app.ts: `events.registerTicketRefund((c, id, why) => billing.refundPurchase(c, id, why))`. */
export function registerTicketRefund(fn: TicketRefund | null): void {
  ports.refund = fn;
}
