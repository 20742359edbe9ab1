import type { AppContext } from '../../platform/context.ts';

// What billing does for MB Licensing, wired in by the composition root (app.ts) at start, never at
// import time: it takes a license's payment and refunds it when the licensor revokes the license.

export interface LicenseCheckoutRequest {
  purpose: 'license';
  /** The license request's id. */
  reference: string;
  amount_minor: number;
  currency: string;
  description: string;
  return_path: string;
}
export type LicenseCheckout = (ctx: AppContext, userId: string, req: LicenseCheckoutRequest) => Promise<{ checkout_url: string }>;
export type LicenseRefund = (ctx: AppContext, paymentId: string, reason: string) => Promise<unknown>;

export const ports: { checkout: LicenseCheckout | null; refund: LicenseRefund | null } = { checkout: null, refund: null };

/** app.ts: `licensing.registerLicenseCheckout((c, u, r) => billing.startPurchase(c, u, r))`. */
export function registerLicenseCheckout(fn: LicenseCheckout | null): void {
  ports.checkout = fn;
}
/** app.ts: `licensing.registerLicenseRefund((c, id, why) => billing.refundPurchase(c, id, why))`. */
export function registerLicenseRefund(fn: LicenseRefund | null): void {
  ports.refund = fn;
}
