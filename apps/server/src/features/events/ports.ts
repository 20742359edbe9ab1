import type { AppContext } from '../../platform/context.ts';
import type { Executor } from '../../platform/db/client.ts';

// What other features do for MB Events, wired in by the composition root (app.ts) at start, never at
// import time: billing takes ticket payments and refunds them; the feed hears of a newly listed event.

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
/** An event became visible to members (published and approved): inside that transaction. */
export type EventListedListener = (ctx: AppContext, tx: Executor, e: { organizerId: string; eventId: string; at: Date }) => Promise<void>;

export const ports: { checkout: TicketCheckout | null; refund: TicketRefund | null; listed: EventListedListener[] } = {
  checkout: null,
  refund: null,
  listed: [],
};

/** app.ts: `events.registerTicketCheckout((c, u, r) => billing.startPurchase(c, u, r))`. */
export function registerTicketCheckout(fn: TicketCheckout | null): void {
  ports.checkout = fn;
}
/** app.ts: `events.registerTicketRefund((c, id, why) => billing.refundPurchase(c, id, why))`. */
export function registerTicketRefund(fn: TicketRefund | null): void {
  ports.refund = fn;
}
export function registerListedListener(fn: EventListedListener): void {
  if (!ports.listed.includes(fn)) ports.listed.push(fn);
}

export async function announceListed(ctx: AppContext, tx: Executor, e: { organizerId: string; eventId: string; at: Date }) {
  for (const fn of ports.listed) await fn(ctx, tx, e);
}
