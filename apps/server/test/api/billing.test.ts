import { BILLING_MESSAGES } from '@mb/contract/billing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtinSecrets, startPurchase, subscriptionSummary } from '../../src/features/billing/service.ts';
import { staffRoles } from '../../src/features/staff/schema.ts';
import { signPayboxWebhook } from '../../src/platform/paybox-protocol.ts';
import { recordingPurpose } from '../helpers/purchases.ts';
import { signUpUser, startTestApp, type TestApp } from '../helpers/test-app.ts';

// Billing (issue 14) over real HTTP: the app asks the built-in provider (/paybox) for a checkout, a
// "browser" pays on its page with test cards, the provider's signed webhook comes back through the
// job queue to /api/v1/billing/webhook/builtin, and the member's profile turns Pro. Webhooks that are
// forged, replayed or out of order change nothing; renewals run as jobs; staff replay stored events.

let t: TestApp;
const budget = recordingPurpose('test-budget');
const purchases = budget.paid;

beforeAll(async () => {
  t = await startTestApp({ TEST_HOOKS: 'on', JOBS_POLL_MS: '100' }, undefined, { modules: [budget.module] });
}, 60_000);
afterAll(async () => {
  await t?.close();
});

const local = (url: string) => {
  const u = new URL(url, t.url);
  return `${t.url}${u.pathname}${u.search}`;
};
const page = (url: string) => fetch(local(url), { redirect: 'manual' });
const payWith = (url: string, card: string) =>
  fetch(local(url), { method: 'POST', redirect: 'manual', body: new URLSearchParams({ card, exp: '12/34', cvc: '123' }) });

const q = <T>(sql: string, params: unknown[] = []) => t.ctx.database.query<T>(sql, params);
const profileOf = async (id: string) =>
  (
    await q<{ subscription_status: string | null; subscription_end_date: Date | null }>(
      'select subscription_status, subscription_end_date from profiles where id = $1',
      [id],
    )
  )[0]!;

/** Counts of every billing table: what "changed nothing" compares. */
const snapshot = async () => {
  const [r] = await q<Record<string, number>>(
    `select (select count(*)::int from billing_subscriptions) subs, (select count(*)::int from billing_payments) payments,
      (select count(*)::int from mail_outbox where kind = 'billing_receipt') receipts,
      (select string_agg(status || auto_rebill::text || period_end::text, ',' order by id) from billing_subscriptions) states,
      (select string_agg(coalesce(subscription_status, '-') || coalesce(subscription_end_date::text, '-'), ',' order by id) from profiles) profiles`,
  );
  return r;
};

async function checkoutFor(token: string, plan_id = 'creator-pro', billing_cycle: 'monthly' | 'yearly' = 'monthly') {
  const r = await t.call('startCheckout', { token, body: { plan_id, billing_cycle } });
  expect(r.status, JSON.stringify(r.error)).toBe(200);
  return r.data;
}

async function waitPaid(token: string, id: string) {
  await expect
    .poll(async () => (await t.call('checkoutStatus', { token, params: { id } })).data?.status, { timeout: 20_000, interval: 50 })
    .toBe('paid');
}

/** Signs a paybox webhook the way the built-in provider does, and posts it. */
async function postWebhook(body: unknown, opts: { secret?: string; now?: number } = {}) {
  const text = JSON.stringify(body);
  const headers = signPayboxWebhook(opts.secret ?? builtinSecrets(t.ctx).webhookSecret, text, opts.now);
  return fetch(`${t.url}/api/v1/billing/webhook/builtin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: text,
  });
}

async function buyPro(card = '4242424242424242') {
  const m = await signUpUser(t);
  const co = await checkoutFor(m.token);
  const pay = await payWith(co.checkout_url, card);
  expect(pay.status).toBe(303);
  expect(pay.headers.get('location')).toContain(`/subscription-management/success?checkout=${co.checkout_id}`);
  await waitPaid(m.token, co.checkout_id);
  const sub = (
    await q<{ subscription_ref: string; id: string }>('select id, subscription_ref from billing_subscriptions where user_id = $1', [
      m.userId,
    ])
  )[0]!;
  return { m, co, sub };
}

describe('plans', () => {
  it('lists Pro and the business plan with prices in minor units from configuration', async () => {
    const r = await t.call('billingPlans');
    expect(r.status).toBe(200);
    expect(r.data.provider_mode).toBe('built-in');
    const pro = r.data.plans.find((p) => p.id === 'creator-pro');
    expect(pro).toMatchObject({ audience: 'member', monthly_minor: 1499, yearly_minor: 14900, currency: 'USD', business: null });
    const biz = r.data.plans.find((p) => p.id === 'business-pro');
    expect(biz?.business).toEqual({
      plan_type: 'pro',
      service_limit: 25,
      product_limit: 50,
      featured_listing: true,
      analytics_enabled: true,
    });
  });
});

describe('checkout through the built-in provider', () => {
  it('pays with 4242, delivers the signed webhook over HTTP, makes the profile Pro and mails a receipt', async () => {
    const { m, co } = await buyPro();
    const p = await profileOf(m.userId);
    expect(p.subscription_status).toBe('active');
    expect(p.subscription_end_date!.getTime()).toBeGreaterThan(Date.now() + 27 * 86_400_000);
    const mine = await t.call('myBilling', { token: m.token });
    expect(mine.data.subscriptions).toHaveLength(1);
    expect(mine.data.subscriptions[0]).toMatchObject({
      plan_id: 'creator-pro',
      status: 'active',
      auto_rebill: true,
      billing_cycle: 'monthly',
    });
    expect(mine.data.invoices).toHaveLength(1);
    expect(mine.data.invoices[0]).toMatchObject({ kind: 'charge', amount_minor: 1499, currency: 'USD' });
    const mail = await q<{ subject: string; text_body: string }>(
      "select subject, text_body from mail_outbox where to_address = $1 and kind = 'billing_receipt'",
      [m.email],
    );
    expect(mail).toHaveLength(1);
    expect(mail[0]!.text_body).toContain(mine.data.invoices[0]!.receipt_number);
    expect(mail[0]!.text_body).toContain('$14.99');
    // One name for the plan everywhere (issue 31): /pricing, the plans, checkout, the invoice, the
    // receipt and the subscription pages say "Pro", with the period where one is paid for.
    const pricing = await t.call('pricing');
    expect(pricing.data.plans.find((p) => p.id === 'creator-pro')?.name).toBe('Pro');
    expect((await t.call('billingPlans')).data.plans.find((p) => p.id === 'creator-pro')?.name).toBe('Pro');
    expect(mine.data.subscriptions[0]?.plan_name).toBe('Pro');
    expect((await t.call('checkoutStatus', { token: m.token, params: { id: co.checkout_id } })).data.description).toBe('Pro (monthly)');
    expect(mine.data.invoices[0]?.description).toBe('Pro (monthly)');
    expect(mail[0]!.text_body).toContain('For: Pro (monthly)');
    const summary = await subscriptionSummary(t.ctx, m.userId);
    expect(summary).toMatchObject({ plan_id: 'creator-pro', billing_cycle: 'monthly', auto_rebill: true, status: 'active' });
    // The same member cannot start a second Pro subscription.
    const again = await t.call('startCheckout', { token: m.token, body: { plan_id: 'creator-pro', billing_cycle: 'yearly' } });
    expect(again.status).toBe(409);
    expect(again.error?.message).toBe(BILLING_MESSAGES.alreadySubscribed);
    // The page after paying says so; the cancel link of a paid page goes to success.
    expect((await page(co.checkout_url)).status).toBe(200);
  });

  it("mails the receipt in the member's language (German here; English above)", async () => {
    const m = await signUpUser(t);
    await t.call('setLocale', { token: m.token, body: { locale: 'de' } });
    const co = await checkoutFor(m.token);
    expect((await payWith(co.checkout_url, '4242424242424242')).status).toBe(303);
    await waitPaid(m.token, co.checkout_id);
    const [mail] = await q<{ subject: string; text_body: string }>(
      "select subject, text_body from mail_outbox where to_address = $1 and kind = 'billing_receipt'",
      [m.email],
    );
    expect(mail?.subject).toMatch(/^Deine ModelBase-Quittung \S+$/);
    expect(mail?.text_body).toContain('Danke. Wir haben deine Zahlung erhalten.');
    expect(mail?.text_body).toContain('Betrag: $14.99');
  });

  it('declines 4000…0002 and asks for a retry on 4000…0341, which then succeeds', async () => {
    const m = await signUpUser(t);
    const co = await checkoutFor(m.token);
    const declined = await payWith(co.checkout_url, '4000 0000 0000 0002');
    expect(declined.status).toBe(402);
    expect(await declined.text()).toContain('Your card was declined');
    const retry = await payWith(co.checkout_url, '4000 0000 0000 0341');
    expect(retry.status).toBe(402);
    expect(await retry.text()).toContain('try again');
    const ok = await payWith(co.checkout_url, '4000 0000 0000 0341');
    expect(ok.status).toBe(303);
    await waitPaid(m.token, co.checkout_id);
    expect((await profileOf(m.userId)).subscription_status).toBe('active');
  });

  it('the checkout page is HTML with the test cards; a cancel goes back to the app', async () => {
    const m = await signUpUser(t);
    const co = await checkoutFor(m.token, 'creator-pro', 'yearly');
    const res = await page(co.checkout_url);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('4242 4242 4242 4242');
    expect(html).toContain('$149');
    const cancel = await page(`${co.checkout_url}/cancel`);
    expect(cancel.headers.get('location')).toContain(`/subscription-management/cancelled?checkout=${co.checkout_id}`);
    expect((await t.call('checkoutStatus', { token: m.token, params: { id: co.checkout_id } })).data.status).toBe('open');
  });

  it('business plans are for business profiles; a paid one writes the listing plan', async () => {
    const creator = await signUpUser(t);
    const refused = await t.call('startCheckout', { token: creator.token, body: { plan_id: 'business-pro', billing_cycle: 'monthly' } });
    expect(refused.status).toBe(403);
    expect(refused.error?.message).toBe(BILLING_MESSAGES.businessOnly);
    const biz = await signUpUser(t, 'business');
    await q("insert into business_profiles (id, business_name, is_draft) values ($1, 'Billing Biz', false)", [biz.userId]);
    const co = await checkoutFor(biz.token, 'business-pro');
    expect((await payWith(co.checkout_url, '4242424242424242')).status).toBe(303);
    await waitPaid(biz.token, co.checkout_id);
    const [row] = await q<{ plan_type: string; is_featured: boolean; service_limit: number; product_limit: number }>(
      'select plan_type, is_featured, service_limit, product_limit from business_profiles where id = $1',
      [biz.userId],
    );
    expect(row).toEqual({ plan_type: 'pro', is_featured: true, service_limit: 25, product_limit: 50 });
    // A business plan is not member Pro.
    expect((await profileOf(biz.userId)).subscription_status).toBeNull();
  });

  it('unknown plans and cycles get clear messages', async () => {
    const m = await signUpUser(t);
    const r = await t.call('startCheckout', { token: m.token, body: { plan_id: 'gold', billing_cycle: 'monthly' } });
    expect(r.status).toBe(404);
    expect(r.error?.message).toBe(BILLING_MESSAGES.unknownPlan);
    const bad = await t.call('startCheckout', { token: m.token, body: { plan_id: 'creator-pro', billing_cycle: 'weekly' as never } });
    expect(bad.status).toBe(400);
    expect(bad.error?.fields?.billing_cycle).toBe(BILLING_MESSAGES.cycleUnavailable);
  });
});

describe('webhooks', () => {
  it('a forged webhook is refused with 400 and nothing is stored or changed', async () => {
    const { m, co } = await buyPro();
    const before = await snapshot();
    const events = (await q<{ n: number }>('select count(*)::int n from billing_webhook_events'))[0]!.n;
    const body = {
      id: 'evt_forged_1',
      type: 'charge.refunded',
      created: Math.floor(Date.now() / 1000),
      data: {
        checkout_ref: co.checkout_id,
        subscription_id: null,
        transaction_id: null,
        amount_minor: 1499,
        currency: 'USD',
        period_end: null,
      },
    };
    expect((await postWebhook(body, { secret: 'not-the-secret-at-all' })).status).toBe(400);
    // A true signature of an old capture is outside the tolerance.
    expect((await postWebhook(body, { now: Date.now() - 3_600_000 })).status).toBe(400);
    const noSig = await fetch(`${t.url}/api/v1/billing/webhook/builtin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(noSig.status).toBe(400);
    expect(await snapshot()).toEqual(before);
    expect((await q<{ n: number }>('select count(*)::int n from billing_webhook_events'))[0]!.n).toBe(events);
    expect((await profileOf(m.userId)).subscription_status).toBe('active');
  });

  it('the same event twice changes nothing the second time', async () => {
    const { m, sub } = await buyPro();
    const end = (await profileOf(m.userId)).subscription_end_date!;
    const renewed = {
      id: `evt_renew_${sub.id}`,
      type: 'subscription.renewed',
      created: Math.floor(Date.now() / 1000) + 1,
      data: {
        checkout_ref: null,
        subscription_id: sub.subscription_ref,
        transaction_id: 'tx_dup',
        amount_minor: 1499,
        currency: 'USD',
        period_end: Math.floor(end.getTime() / 1000) + 30 * 86400,
      },
    };
    expect((await postWebhook(renewed)).status).toBe(200);
    const after1 = await snapshot();
    expect((await profileOf(m.userId)).subscription_end_date!.getTime()).toBe((renewed.data.period_end as number) * 1000);
    const second = await postWebhook(renewed);
    expect(second.status).toBe(200);
    expect(await second.json()).toMatchObject({ new_events: 0 });
    expect(await snapshot()).toEqual(after1);
    expect((await t.call('myBilling', { token: m.token })).data.invoices).toHaveLength(2);
  });

  it('events out of order change nothing: an older failure after a renewal, a renewal of an unknown subscription', async () => {
    const { m, sub } = await buyPro();
    const before = await snapshot();
    const stale = {
      id: `evt_stale_${sub.id}`,
      type: 'subscription.renewal_failed',
      created: Math.floor(Date.now() / 1000) - 86400,
      data: {
        checkout_ref: null,
        subscription_id: sub.subscription_ref,
        transaction_id: null,
        amount_minor: 0,
        currency: 'USD',
        period_end: null,
      },
    };
    expect((await postWebhook(stale)).status).toBe(200);
    const orphan = {
      ...stale,
      id: 'evt_orphan',
      type: 'subscription.renewed',
      created: Math.floor(Date.now() / 1000),
      data: { ...stale.data, subscription_id: 'no-such-sub', amount_minor: 1499, period_end: Math.floor(Date.now() / 1000) + 86400 * 60 },
    };
    expect((await postWebhook(orphan)).status).toBe(200);
    expect(await snapshot()).toEqual(before);
    expect((await profileOf(m.userId)).subscription_status).toBe('active');
    const stored = await q<{ state: string }>("select state from billing_webhook_events where event_id in ('evt_orphan', $1)", [stale.id]);
    expect(stored.map((s) => s.state)).toEqual(['ignored', 'ignored']);
  });

  it('refunded ends Pro now; chargeback likewise', async () => {
    const { m, sub } = await buyPro();
    const refund = {
      id: `evt_refund_${sub.id}`,
      type: 'charge.refunded',
      created: Math.floor(Date.now() / 1000) + 2,
      data: {
        checkout_ref: null,
        subscription_id: sub.subscription_ref,
        transaction_id: 'tx_r',
        amount_minor: 1499,
        currency: 'USD',
        period_end: null,
      },
    };
    expect((await postWebhook(refund)).status).toBe(200);
    const p = await profileOf(m.userId);
    expect(p.subscription_status).toBe('refunded');
    expect(p.subscription_end_date!.getTime()).toBeLessThanOrEqual(Date.now());
    const inv = (await t.call('myBilling', { token: m.token })).data.invoices;
    expect(inv.map((i) => i.kind).sort()).toEqual(['charge', 'refund']);
    expect(inv.find((i) => i.kind === 'refund')?.description).toBe('Pro (monthly) refund');
  });
});

describe('cancel, resume, renewals and the lapse hook', () => {
  it('cancel turns auto-rebill off and keeps Pro to the period end; resume turns it on', async () => {
    const { m } = await buyPro();
    const c = await t.call('cancelSubscription', { token: m.token, body: { audience: 'member' } });
    expect(c.status).toBe(200);
    expect(c.data.subscriptions[0]).toMatchObject({ auto_rebill: false, status: 'cancelled', next_billing_date: null });
    expect((await profileOf(m.userId)).subscription_status).toBe('active');
    // The provider's own cancelled webhook arrives and changes nothing more.
    await expect
      .poll(
        async () =>
          (
            await q<{ n: number }>("select count(*)::int n from billing_webhook_events where type = 'cancelled' and user_id = $1", [
              m.userId,
            ])
          )[0]!.n,
        {
          timeout: 20_000,
          interval: 50,
        },
      )
      .toBe(1);
    const twice = await t.call('cancelSubscription', { token: m.token, body: { audience: 'member' } });
    expect(twice.status).toBe(409);
    const r = await t.call('resumeSubscription', { token: m.token, body: { audience: 'member' } });
    expect(r.status).toBe(200);
    expect(r.data.subscriptions[0]).toMatchObject({ auto_rebill: true, status: 'active' });
    expect((await subscriptionSummary(t.ctx, m.userId))?.next_billing_date).toBeInstanceOf(Date);
  });

  it('the renewal job at period end charges again and extends the period; a receipt is mailed', async () => {
    const { m, sub } = await buyPro();
    // Move the clock on both sides: the paid period ends now, and the provider's renewal job is due now.
    const now = new Date(Date.now() - 1000);
    await q('update paybox_subscriptions set period_end = $2 where id = $1', [sub.subscription_ref, now]);
    await q('update billing_subscriptions set period_end = $2 where id = $1', [sub.id, now]);
    await t.ctx.jobs.enqueue(t.ctx.db, {
      kind: 'paybox.renew',
      payload: { subscription_id: sub.subscription_ref, period_end: now.toISOString() },
      key: `test-renew-${sub.id}`,
    });
    await expect
      .poll(async () => (await t.call('myBilling', { token: m.token })).data.invoices.length, { timeout: 20_000, interval: 50 })
      .toBe(2);
    const p = await profileOf(m.userId);
    expect(p.subscription_status).toBe('active');
    expect(p.subscription_end_date!.getTime()).toBeGreaterThan(Date.now() + 27 * 86_400_000);
    const receipts = await q("select 1 from mail_outbox where to_address = $1 and kind = 'billing_receipt'", [m.email]);
    expect(receipts).toHaveLength(2);
    const invoices = (await t.call('myBilling', { token: m.token })).data.invoices;
    expect(invoices.map((i) => i.description).sort()).toEqual(['Pro (monthly)', 'Pro (monthly) renewal']);
  });

  it('lapse (test hook): period ended N days ago, the renewal is declined, the failed webhook makes the profile past due', async () => {
    const { m } = await buyPro();
    const r = await fetch(`${t.url}/paybox/test/lapse`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ customer_ref: m.userId, days_ago: 3 }),
    });
    expect(r.status).toBe(200);
    expect(await r.json()).toEqual({ lapsed: 1 });
    await expect.poll(async () => (await profileOf(m.userId)).subscription_status, { timeout: 20_000, interval: 50 }).toBe('past_due');
    const end = (await profileOf(m.userId)).subscription_end_date!;
    expect(end.getTime()).toBeLessThan(Date.now() - 2 * 86_400_000);
    expect((await t.call('resumeSubscription', { token: m.token, body: { audience: 'member' } })).status).toBe(409);
    // A lapsed member may pay again.
    const co = await checkoutFor(m.token);
    expect((await payWith(co.checkout_url, '4242424242424242')).status).toBe(303);
    await waitPaid(m.token, co.checkout_id);
    expect((await profileOf(m.userId)).subscription_status).toBe('active');
  });

  it('the lapse hook is refused when test hooks are off', async () => {
    const off = await startTestApp();
    try {
      const r = await fetch(`${off.url}/paybox/test/lapse`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ customer_ref: 'x', days_ago: 1 }),
      });
      expect(r.status).toBe(404);
    } finally {
      await off.close();
    }
  }, 60_000);
});

describe('privacy and staff', () => {
  it("a member never reads another member's checkout", async () => {
    const a = await signUpUser(t);
    const b = await signUpUser(t);
    const co = await checkoutFor(a.token);
    const r = await t.call('checkoutStatus', { token: b.token, params: { id: co.checkout_id } });
    expect(r.status).toBe(404);
    expect((await t.call('myBilling', { token: b.token })).data).toEqual({ subscriptions: [], invoices: [] });
  });

  it('admins list events and replay one: an applied event stays applied once; an ignored one applies when it can', async () => {
    const admin = await signUpUser(t);
    await t.ctx.db.insert(staffRoles).values({ user_id: admin.userId, role: 'admin', permissions: [] });
    const { m, sub } = await buyPro();
    const list = await t.call('adminWebhookEvents', { token: admin.token });
    expect(list.status).toBe(200);
    const paid = list.data.items.find((e) => e.user_id === m.userId && e.type === 'paid')!;
    expect(paid.state).toBe('applied');
    const before = await snapshot();
    const replay = await t.call('adminReplayWebhookEvent', { token: admin.token, params: { id: paid.id } });
    expect(replay.status).toBe(200);
    expect(replay.data).toMatchObject({ state: 'applied', replays: 1 });
    expect(await snapshot()).toEqual(before);
    const audit = await q("select 1 from admin_activity_logs where action_type = 'replay_billing_event' and resource_id = $1", [paid.id]);
    expect(audit).toHaveLength(1);
    // A cancellation that arrived for an unknown ref is ignored; once stored against the right ref, replay applies it.
    const cancel = {
      id: `evt_late_${sub.id}`,
      type: 'subscription.cancelled',
      created: Math.floor(Date.now() / 1000) + 5,
      data: { checkout_ref: null, subscription_id: 'later', transaction_id: null, amount_minor: 0, currency: 'USD', period_end: null },
    };
    expect((await postWebhook(cancel)).status).toBe(200);
    const stored = (
      await q<{ id: string; state: string }>('select id, state from billing_webhook_events where event_id = $1', [cancel.id])
    )[0]!;
    expect(stored.state).toBe('ignored');
    await q("update billing_subscriptions set subscription_ref = 'later' where id = $1", [sub.id]);
    const applied = await t.call('adminReplayWebhookEvent', { token: admin.token, params: { id: stored.id } });
    expect(applied.data.state).toBe('applied');
    expect((await t.call('myBilling', { token: m.token })).data.subscriptions[0]?.auto_rebill).toBe(false);
  });
});

describe('one-off purchases', () => {
  it('startPurchase -> pay -> the purpose runs once, in the webhook transaction', async () => {
    const m = await signUpUser(t);
    const { checkout_url } = await startPurchase(t.ctx, m.userId, {
      purpose: 'test-budget',
      reference: 'campaign-1',
      amount_minor: 2500,
      currency: 'USD',
      description: 'Campaign budget',
      return_path: '/ads',
    });
    expect((await payWith(checkout_url, '4242424242424242')).status).toBe(303);
    await expect.poll(() => purchases.filter((p) => p.user_id === m.userId).length, { timeout: 20_000, interval: 50 }).toBe(1);
    expect(purchases.find((p) => p.user_id === m.userId)).toMatchObject({ user_id: m.userId, reference: 'campaign-1', amount_minor: 2500 });
    await expect(
      startPurchase(t.ctx, m.userId, {
        purpose: 'nobody',
        reference: 'x',
        amount_minor: 1,
        currency: 'USD',
        description: 'x',
        return_path: '/',
      }),
    ).rejects.toThrow(BILLING_MESSAGES.badPurchase);
  });
});
