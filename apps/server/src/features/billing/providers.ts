import { BILLING_MESSAGES as M } from '@mb/contract/billing';
import type { SystemPartHealth } from '@mb/contract/system';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { probeHttp } from '../../platform/http-probe.ts';
import { derivedPayboxSecrets } from '../../platform/paybox-protocol.ts';
import { platformSetting } from '../staff/index.ts';
import { builtinProvider, ProviderError } from './builtin-provider.ts';
import type { BillingProvider } from './provider.ts';
import { createVerotelProvider } from './providers/verotel.ts';

// ---------------------------------------------------------------------------------------------------
// Providers: the built-in one (bound by app.ts to this server's own address) and the live processor.

const builtinUrls = new WeakMap<AppContext, () => string | null>();

/** app.ts: where this server listens, so the built-in provider is reached over HTTP like any other. */
export function bindBuiltinProvider(ctx: AppContext, selfUrl: () => string | null) {
  builtinUrls.set(ctx, selfUrl);
}

/** The built-in provider's secrets (webhook secret: PAYBOX_WEBHOOK_SECRET, else derived from the server's). */
export const builtinSecrets = (ctx: AppContext) => derivedPayboxSecrets(ctx.tokens.secret, ctx.config.PAYBOX_WEBHOOK_SECRET);

/** The live processor (payment_provider_mode 'live'): Verotel FlexPay when its shop is configured; null: none. */
function liveProvider(ctx: AppContext): BillingProvider | null {
  const { VEROTEL_SHOP_ID: shopId, VEROTEL_SIGNATURE_KEY: signatureKey } = ctx.config;
  if (!shopId || !signatureKey) return null;
  return createVerotelProvider({
    shopId,
    signatureKey,
    secureBaseUrl: ctx.config.VEROTEL_SECURE_BASE_URL,
    customerPortalUrl: ctx.config.VEROTEL_CUSTOMER_PORTAL_URL,
  });
}

function builtin(ctx: AppContext): BillingProvider {
  const self = builtinUrls.get(ctx)?.();
  if (!self || ctx.config.PAYBOX_BUILTIN === 'off') throw new AppError('unavailable', M.providerUnavailable);
  return builtinProvider({ baseUrl: `${self}/paybox`, secrets: builtinSecrets(ctx) });
}

/** The provider a webhook path or a stored row names. */
export async function providerNamed(ctx: AppContext, name: string): Promise<BillingProvider | null> {
  if (name === 'builtin') return builtin(ctx);
  const live = liveProvider(ctx);
  return live?.name === name ? live : null;
}

/** The provider new checkouts go to: platform setting payment_provider_mode ('built-in' | 'live'). */
export async function currentProvider(ctx: AppContext): Promise<BillingProvider> {
  const mode = await platformSetting(ctx, 'payment_provider_mode');
  if (mode === 'built-in') return builtin(ctx);
  const live = liveProvider(ctx);
  if (!live) {
    ctx.log.warn('payment_provider_mode is live but no processor is configured');
    throw new AppError('unavailable', M.providerUnavailable);
  }
  return live;
}

export const unavailable = (ctx: AppContext, e: unknown): never => {
  if (!(e instanceof ProviderError)) throw e;
  ctx.log.warn({ err: e.message }, 'payment provider call failed');
  throw new AppError('unavailable', M.providerUnavailable);
};

/** Verotel's payment pages when VEROTEL_SECURE_BASE_URL does not name others. */
const VEROTEL_SECURE_DEFAULT = 'https://secure.verotel.com';

/**
 * The System page's check of the provider new checkouts go to ('system.part_probe'): one GET of the
 * built-in provider's stylesheet, or of the live processor's payment site; 5xx or no answer is down.
 */
export async function paymentsHealth(ctx: AppContext): Promise<Omit<SystemPartHealth, 'part'>> {
  const mode = await platformSetting(ctx, 'payment_provider_mode');
  let url: string;
  let what: string;
  if (mode === 'built-in') {
    const self = builtinUrls.get(ctx)?.();
    if (!self || ctx.config.PAYBOX_BUILTIN === 'off')
      return { state: 'down', detail: 'The built-in payment provider is off.', latency_ms: null };
    url = `${self}/paybox/paybox.css`;
    what = 'The built-in payment provider (test mode)';
  } else {
    if (!liveProvider(ctx)) return { state: 'down', detail: 'Live payments are on but no processor is configured.', latency_ms: null };
    url = `${(ctx.config.VEROTEL_SECURE_BASE_URL ?? VEROTEL_SECURE_DEFAULT).replace(/\/$/, '')}/`;
    what = 'Verotel';
  }
  const r = await probeHttp(url);
  return r.status >= 500
    ? { state: 'down', detail: `${what} answered ${r.status}.`, latency_ms: r.ms }
    : { state: 'ok', detail: `${what} answered.`, latency_ms: r.ms };
}
