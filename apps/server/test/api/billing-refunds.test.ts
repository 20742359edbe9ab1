import { BILLING_MESSAGES } from '@mb/contract/billing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtinProvider } from '../../src/features/billing/builtin-provider.ts';
import { RefundRefused } from '../../src/features/billing/provider.ts';
import { builtinSecrets, refundPurchase, startPurchase } from '../../src/features/billing/service.ts';
import { AppError } from '../../src/platform/errors.ts';
import { signPayboxWebhook } from '../../src/platform/paybox-protocol.ts';
import { recordingPurpose } from '../helpers/purchases.ts';
import { signUpUser, startTestApp, type TestApp } from '../helpers/test-app.ts';

// Refunds of one-off purchases through billing (for event tickets and bookings): refundPurchase asks
// the provider that charged (the built-in paybox, over real HTTP), the paybox records the refund and
// delivers a signed `charge.refunded` webhook through its `paybox.deliver` job, and billing records the
// refund and runs the purchase's refund handler once, in the webhook's transaction. Asking twice,
// replaying the webhook or a later chargeback never runs it again.

let t: TestApp;
const { paid, refunded, module } = recordingPurpose('test-ticket');

beforeAll(async () => {
  t = await startTestApp({ JOBS_POLL_MS: '100' }, undefined, { modules: [module] });
}, 60_000);
afterAll(async () => {
  await t?.close();
});

const q = <T>(sql: string, params: unknown[] = []) => t.ctx.database.query<T>(sql, params);
const local = (url: string) => {
  const u = new URL(url, t.url);
  return `${t.url}${u.pathname}${u.search}`;
};
const payWith = (url: string, card: string) =>
  fetch(local(url), { method: 'POST', redirect: 'manual', body: new URLSearchParams({ card, exp: '12/34', cvc: '123' }) });

/** A member buys a ticket (a one-off purchase) with the 4242 card; answers the charge as the handler saw it. */
async function buyTicket(reference: string, amount_minor = 3500) {
  const m = await signUpUser(t);
  const { checkout_url } = await startPurchase(t.ctx, m.userId, {
    purpose: 'test-ticket',
    reference,
    amount_minor,
    currency: 'USD',
    description: `Ticket ${reference}`,
    return_path: '/events',
  });
  expect((await payWith(checkout_url, '4242424242424242')).status).toBe(303);
  await expect.poll(() => paid.filter((p) => p.reference === reference).length, { timeout: 20_000, interval: 50 }).toBe(1);
  const charge = paid.find((p) => p.reference === reference)!;
  // The handler runs inside the webhook's transaction: on PostgreSQL the payment is seen by others
  // only once that commits, so wait for it as a refund asked for later would find it.
  await expect
    .poll(
      async () => (await q<{ n: number }>('select count(*)::int as n from billing_payments where id = $1', [charge.payment_id]))[0]?.n,
      {
        timeout: 20_000,
        interval: 50,
      },
    )
    .toBe(1);
  return { m, charge };
}

const refundsOf = (reference: string) => refunded.filter((r) => r.reference === reference);
const paymentsOfUser = (userId: string) =>
  q<{ kind: string; amount_minor: number; transaction_ref: string | null }>(
    'select kind, amount_minor, transaction_ref from billing_payments where user_id = $1 order by created_at',
    [userId],
  );

async function refundedWebhookBody(userId: string) {
  const [row] = await q<{ raw_body: string; event_id: string }>(
    `select raw_body, event_id from billing_webhook_events where user_id = $1 and type = 'refunded'`,
    [userId],
  );
  return row!;
}

async function postWebhook(text: string) {
  return fetch(`${t.url}/api/v1/billing/webhook/builtin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...signPayboxWebhook(builtinSecrets(t.ctx).webhookSecret, text) },
    body: text,
  });
}

describe('refundPurchase through the built-in provider', () => {
  it('refunds in full over HTTP: the paybox records it, its webhook records the refund and runs the handler once', async () => {
    const { m, charge } = await buyTicket('ticket-1');
    await refundPurchase(t.ctx, charge.payment_id, 'Event cancelled by the organizer');
    await expect.poll(() => refundsOf('ticket-1').length, { timeout: 20_000, interval: 50 }).toBe(1);
    expect(refundsOf('ticket-1')[0]).toEqual({
      kind: 'refund',
      user_id: m.userId,
      reference: 'ticket-1',
      amount_minor: 3500,
      currency: 'USD',
      payment_id: charge.payment_id,
    });
    // The provider's side: one refund of that charge, with the reason.
    const [txRef] = await q<{ transaction_ref: string }>('select transaction_ref from billing_payments where id = $1', [charge.payment_id]);
    const pb = await q<{ amount_minor: number; reason: string; refunded_minor: number }>(
      'select r.amount_minor, r.reason, c.refunded_minor from paybox_refunds r join paybox_charges c on c.id = r.charge_id where c.id = $1',
      [txRef!.transaction_ref],
    );
    expect(pb).toEqual([{ amount_minor: 3500, reason: 'Event cancelled by the organizer', refunded_minor: 3500 }]);
    // The member's invoices show the charge and the refund; a refund notice is mailed.
    const mine = await t.call('myBilling', { token: m.token });
    expect(mine.data.invoices.map((i) => [i.kind, i.amount_minor]).sort()).toEqual([
      ['charge', 3500],
      ['refund', 3500],
    ]);
    const mail = await q<{ subject: string; text_body: string }>(
      "select subject, text_body from mail_outbox where to_address = $1 and kind = 'billing_refund'",
      [m.email],
    );
    expect(mail).toHaveLength(1);
    expect(mail[0]!.text_body).toContain('Amount: $35');
  });

  it('asking twice (even at once) refunds once: one paybox refund, one webhook, one handler call', async () => {
    const { m, charge } = await buyTicket('ticket-2', 1200);
    await Promise.all([refundPurchase(t.ctx, charge.payment_id, 'twice'), refundPurchase(t.ctx, charge.payment_id, 'twice')]);
    await expect.poll(() => refundsOf('ticket-2').length, { timeout: 20_000, interval: 50 }).toBe(1);
    // After the refund arrived, a third ask is a no-op too.
    await refundPurchase(t.ctx, charge.payment_id, 'again');
    const [n] = await q<{ refunds: number; events: number }>(
      `select (select count(*)::int from paybox_refunds r join paybox_charges c on c.id = r.charge_id where c.customer_ref = $1) refunds,
              (select count(*)::int from paybox_events where customer_ref = $1 and type = 'charge.refunded') events`,
      [m.userId],
    );
    expect(n).toEqual({ refunds: 1, events: 1 });
    expect((await paymentsOfUser(m.userId)).map((p) => p.kind)).toEqual(['charge', 'refund']);
    expect(refundsOf('ticket-2')).toHaveLength(1);
  });

  it('a replayed refund webhook changes nothing; a later chargeback is recorded but the handler does not run again', async () => {
    const { m, charge } = await buyTicket('ticket-3');
    await refundPurchase(t.ctx, charge.payment_id, 'replay test');
    await expect.poll(() => refundsOf('ticket-3').length, { timeout: 20_000, interval: 50 }).toBe(1);
    const { raw_body } = await refundedWebhookBody(m.userId);
    const again = await postWebhook(raw_body);
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ received: true, new_events: 0 });
    expect((await paymentsOfUser(m.userId)).map((p) => p.kind)).toEqual(['charge', 'refund']);
    // A distinct chargeback of the same purchase: money moved, so it is recorded; the feature was told already.
    const body = JSON.parse(raw_body) as { id: string; type: string };
    const chargeback = await postWebhook(JSON.stringify({ ...body, id: `${body.id}_cb`, type: 'charge.chargeback' }));
    expect(await chargeback.json()).toEqual({ received: true, new_events: 1 });
    expect((await paymentsOfUser(m.userId)).map((p) => p.kind)).toEqual(['charge', 'refund', 'chargeback']);
    expect(refundsOf('ticket-3')).toHaveLength(1);
  });

  it('a chargeback that comes first runs the refund handler (once)', async () => {
    const { m, charge } = await buyTicket('ticket-4');
    const [row] = await q<{ transaction_ref: string; checkout_id: string }>(
      'select transaction_ref, checkout_id from billing_payments where id = $1',
      [charge.payment_id],
    );
    const event = (id: string, type: string) =>
      JSON.stringify({
        id,
        type,
        created: Math.floor(Date.now() / 1000),
        data: {
          checkout_ref: row!.checkout_id,
          subscription_id: null,
          transaction_id: row!.transaction_ref,
          amount_minor: 3500,
          currency: 'USD',
          period_end: null,
        },
      });
    expect((await postWebhook(event(`evt_cb_${charge.payment_id}`, 'charge.chargeback'))).status).toBe(200);
    expect(refundsOf('ticket-4').map((r) => r.kind)).toEqual(['chargeback']);
    expect((await paymentsOfUser(m.userId)).map((p) => p.kind)).toEqual(['charge', 'chargeback']);
    // Refunding after a chargeback does nothing: the money is already back.
    await refundPurchase(t.ctx, charge.payment_id, 'too late');
    const [n] = await q<{ n: number }>('select count(*)::int n from paybox_refunds where charge_id = $1', [row!.transaction_ref]);
    expect(n!.n).toBe(0);
  });

  it('refuses unknown payments and payments that are not a paid one-off purchase, with clear messages', async () => {
    const refusal = async (id: string) => {
      const e = await refundPurchase(t.ctx, id, 'x').then(
        () => null,
        (err: unknown) => err,
      );
      expect(e).toBeInstanceOf(AppError);
      return { code: (e as AppError).code, message: (e as AppError).message };
    };
    expect(await refusal('00000000-0000-4000-8000-000000000000')).toEqual({ code: 'not_found', message: BILLING_MESSAGES.paymentNotFound });
    expect(await refusal('not-a-payment')).toEqual({ code: 'not_found', message: BILLING_MESSAGES.paymentNotFound });
    // A refund row is not a charge.
    const { charge } = await buyTicket('ticket-5');
    await refundPurchase(t.ctx, charge.payment_id, 'first');
    await expect.poll(() => refundsOf('ticket-5').length, { timeout: 20_000, interval: 50 }).toBe(1);
    const [refundRow] = await q<{ id: string }>(
      "select id from billing_payments where kind = 'refund' and checkout_id = (select checkout_id from billing_payments where id = $1)",
      [charge.payment_id],
    );
    expect(await refusal(refundRow!.id)).toEqual({ code: 'conflict', message: BILLING_MESSAGES.notRefundable });
    // A subscription's charge is not a one-off purchase (Pro refunds are staff's, in the processor).
    const m = await signUpUser(t);
    const co = await t.call('startCheckout', { token: m.token, body: { plan_id: 'creator-pro', billing_cycle: 'monthly' } });
    expect((await payWith(co.data.checkout_url, '4242424242424242')).status).toBe(303);
    await expect
      .poll(async () => (await t.call('checkoutStatus', { token: m.token, params: { id: co.data.checkout_id } })).data?.status, {
        timeout: 20_000,
        interval: 50,
      })
      .toBe('paid');
    const [subCharge] = await q<{ id: string }>("select id from billing_payments where user_id = $1 and kind = 'charge'", [m.userId]);
    expect(await refusal(subCharge!.id)).toEqual({ code: 'conflict', message: BILLING_MESSAGES.notRefundable });
  });

  it('the paybox refund API: signed only; unknown charge and more than the charge are refused', async () => {
    const unsigned = await fetch(`${t.url}/paybox/api/charges/tx_nope/refund`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ amount_minor: 1, currency: 'USD', reason: 'x' }),
    });
    expect(unsigned.status).toBe(401);
    const provider = builtinProvider({ baseUrl: `${t.url}/paybox`, secrets: builtinSecrets(t.ctx) });
    await expect(provider.refund({ payment_ref: 'tx_unknown', amount_minor: 100, currency: 'USD', reason: 'x' })).rejects.toBeInstanceOf(
      RefundRefused,
    );
    const { charge } = await buyTicket('ticket-6', 1000);
    const [row] = await q<{ transaction_ref: string }>('select transaction_ref from billing_payments where id = $1', [charge.payment_id]);
    const ref = row!.transaction_ref;
    await expect(provider.refund({ payment_ref: ref, amount_minor: 1001, currency: 'USD', reason: 'x' })).rejects.toThrow(
      /more than is left/,
    );
    await expect(provider.refund({ payment_ref: ref, amount_minor: 1000, currency: 'EUR', reason: 'x' })).rejects.toBeInstanceOf(
      RefundRefused,
    );
    // A partial refund, then the rest: two refunds, each its own webhook; the handler runs for the first only.
    await provider.refund({ payment_ref: ref, amount_minor: 400, currency: 'USD', reason: 'part' });
    await provider.refund({ payment_ref: ref, amount_minor: 600, currency: 'USD', reason: 'rest' });
    await expect.poll(async () => (await paymentsOfUser(charge.user_id)).length, { timeout: 20_000, interval: 50 }).toBe(3);
    expect(refundsOf('ticket-6')).toHaveLength(1);
  });
});
