import { BILLING_MESSAGES } from '@mb/contract/billing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { flexpaySignature } from '../../src/features/billing/providers/verotel.ts';
import { refundPurchase, startPurchase } from '../../src/features/billing/service.ts';
import { recordingPurpose } from '../helpers/purchases.ts';
import { signUpUser, startTestApp, type TestApp } from '../helpers/test-app.ts';

// The Verotel adapter behind the app (issue 14): with VEROTEL_SHOP_ID and VEROTEL_SIGNATURE_KEY set and
// payment_provider_mode 'live', a checkout sends the member to a signed FlexPay page, and Verotel's
// postbacks (signed GET requests) arrive at /api/v1/billing/webhook/verotel, answered 'OK' as Verotel
// requires: the first payment turns the member Pro, a replay changes nothing, a forged one is refused,
// and cancelling sends the member to Verotel's own cancel page until its 'cancel' postback arrives.

const SHOP = '68849';
const KEY = 'verotel-test-signature-key';
let t: TestApp;

const ticket = recordingPurpose('verotel-ticket');
const bought = ticket.paid;
const refunded = ticket.refunded;

beforeAll(async () => {
  t = await startTestApp({ VEROTEL_SHOP_ID: SHOP, VEROTEL_SIGNATURE_KEY: KEY }, undefined, { modules: [ticket.module] });
  await t.ctx.database.query(
    `insert into platform_settings (key, value) values ('payment_provider_mode', '"live"'::jsonb)
     on conflict (key) do update set value = excluded.value`,
  );
}, 60_000);
afterAll(async () => {
  await t?.close();
});

/** A postback as Verotel sends it: every parameter in the query, signed with the shop's key. */
const postback = (params: Record<string, string>, key = KEY) => {
  const signed = { shopID: SHOP, ...params };
  const query = new URLSearchParams({ ...signed, signature: flexpaySignature(key, signed) });
  return fetch(`${t.url}/api/v1/billing/webhook/verotel?${query}`);
};

const profileOf = async (id: string) =>
  (
    await t.ctx.database.query<{ subscription_status: string | null; subscription_end_date: Date | null }>(
      'select subscription_status, subscription_end_date from profiles where id = $1',
      [id],
    )
  )[0];

describe('Verotel as the live processor', () => {
  it('checkout goes to FlexPay; its signed postbacks make the member Pro once; cancelling goes to its page', async () => {
    const m = await signUpUser(t);
    const co = await t.call('startCheckout', { token: m.token, body: { plan_id: 'creator-pro', billing_cycle: 'monthly' } });
    expect(co.status, JSON.stringify(co.error)).toBe(200);
    const page = new URL(co.data.checkout_url);
    expect(page.origin).toBe('https://secure.verotel.com');
    expect(page.searchParams.get('shopID')).toBe(SHOP);
    expect(page.searchParams.get('subscriptionType')).toBe('recurring');
    const checkoutId = page.searchParams.get('referenceID') ?? '';
    expect(checkoutId).toMatch(/^[0-9a-f-]{36}$/);

    const next = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    const initial = {
      event: 'initial',
      type: 'subscription',
      subscriptionType: 'recurring',
      saleID: '456789',
      transactionID: '99999991',
      referenceID: checkoutId,
      custom1: m.userId,
      priceAmount: '14.99',
      priceCurrency: 'USD',
      period: 'P1M',
      nextChargeOn: next,
      paymentMethod: 'CC',
    };
    // Forged: signed with another key. Refused, nothing changes.
    const forged = await postback(initial, 'not-the-shop-key-at-all');
    expect(forged.status).toBe(400);
    expect((await profileOf(m.userId))?.subscription_status).toBeNull();

    const ok = await postback(initial);
    expect(ok.status).toBe(200);
    expect(await ok.text()).toBe('OK');
    const pro = await profileOf(m.userId);
    expect(pro?.subscription_status).toBe('active');
    expect(pro?.subscription_end_date?.toISOString().slice(0, 10)).toBe(next);
    // The same postback again (Verotel retries until it reads OK): answered OK, applied once.
    expect(await (await postback(initial)).text()).toBe('OK');
    const [counts] = await t.ctx.database.query<{ events: number; payments: number }>(
      `select (select count(*)::int from billing_webhook_events where provider = 'verotel') events,
        (select count(*)::int from billing_payments p join billing_subscriptions s on s.id = p.subscription_id where s.user_id = $1) payments`,
      [m.userId],
    );
    expect(counts).toEqual({ events: 1, payments: 1 });

    // Cancelling: the member is sent to Verotel's cancel page; nothing changes until its postback.
    const cancel = await t.call('cancelSubscription', { token: m.token, body: { audience: 'member' } });
    expect(cancel.status, JSON.stringify(cancel.error)).toBe(200);
    const cancelPage = new URL(cancel.data.redirect_url ?? '');
    expect(cancelPage.pathname).toBe('/cancel-subscription');
    expect(cancelPage.searchParams.get('saleID')).toBe('456789');
    const before = await t.call('myBilling', { token: m.token });
    expect(before.data.subscriptions.find((s) => s.audience === 'member')?.auto_rebill).toBe(true);
    const cancelled = await postback({ event: 'cancel', saleID: '456789', cancelledBy: 'user', subscriptionType: 'recurring' });
    expect(await cancelled.text()).toBe('OK');
    const after = await t.call('myBilling', { token: m.token });
    expect(after.data.subscriptions.find((s) => s.audience === 'member')?.auto_rebill).toBe(false);
    // Pro runs to the end of the paid period.
    expect((await profileOf(m.userId))?.subscription_status).toBe('active');
  });
});

describe('refunds with Verotel', () => {
  it('refundPurchase says refunds are made in the Control Center; its credit postback records one and runs the handler once', async () => {
    const m = await signUpUser(t);
    const { checkout_url } = await startPurchase(t.ctx, m.userId, {
      purpose: 'verotel-ticket',
      reference: 'vt-1',
      amount_minor: 2000,
      currency: 'EUR',
      description: 'Ticket vt-1',
      return_path: '/events',
    });
    const checkoutId = new URL(checkout_url).searchParams.get('referenceID') ?? '';
    const sale = {
      type: 'purchase',
      saleID: '777001',
      referenceID: checkoutId,
      custom1: m.userId,
      priceAmount: '20.00',
      priceCurrency: 'EUR',
    };
    expect(await (await postback({ ...sale, transactionID: '88800001', paymentMethod: 'CC' })).text()).toBe('OK');
    expect(bought.filter((b) => b.reference === 'vt-1')).toHaveLength(1);
    const paymentId = bought.find((b) => b.reference === 'vt-1')!.payment_id;

    const refusal = await refundPurchase(t.ctx, paymentId, 'cancelled').then(
      () => null,
      (e: unknown) => e as { code: string; message: string },
    );
    expect(refusal).toMatchObject({ code: 'unprocessable', message: BILLING_MESSAGES.refundInControlCenter });
    expect(refunded).toHaveLength(0);

    // Staff refund in the Control Center; Verotel's credit postback names the charge as parentID.
    const credit = { ...sale, event: 'credit', transactionID: '88800002', parentID: '88800001', amount: '20.00', currency: 'EUR' };
    expect(await (await postback(credit)).text()).toBe('OK');
    expect(await (await postback(credit)).text()).toBe('OK');
    expect(refunded.map((r) => ({ reference: r.reference, payment_id: r.payment_id, amount_minor: r.amount_minor }))).toEqual([
      { reference: 'vt-1', payment_id: paymentId, amount_minor: 2000 },
    ]);
    const mine = await t.call('myBilling', { token: m.token });
    expect(mine.data.invoices.map((i) => i.kind).sort()).toEqual(['charge', 'refund']);
  });
});
