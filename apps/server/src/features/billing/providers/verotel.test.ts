import { createHash } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { BILLING_MESSAGES } from '@mb/contract/billing';
import { describe, expect, it } from 'vitest';
import { type IncomingWebhook, WebhookRejected } from '../provider.ts';
import {
  createVerotelProvider,
  flexpaySignature,
  formatAmount,
  parseAmount,
  VEROTEL_POSTBACK_ACK,
  verifyFlexpaySignature,
} from './verotel.ts';

const SHOP = '68849';
const KEY = 'zpXwe2D77g4P7ysGJcr3rY87TBYs6J';
const NOW = new Date('2026-11-26T03:00:00.000Z');
const provider = createVerotelProvider({ shopId: SHOP, signatureKey: KEY, now: () => NOW });

/** What Verotel sends: the parameters plus their signature, in the query string of a GET. */
function postback(params: Record<string, string>, key = KEY): IncomingWebhook {
  const withShop = { shopID: SHOP, ...params };
  return { headers: {}, rawBody: '', query: { ...withShop, signature: flexpaySignature(key, withShop) } };
}

/** The hand-written form of the documented algorithm, to check the code against. */
function sha256(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

describe('the FlexPay signature', () => {
  // The worked example of the official client (verotel/flexpay-php-client,
  // tests/VerotelFlexPayClientTest.php): same key, shop and parameters, same digests.
  const documented = {
    saleID: '433456',
    priceAmount: '0.00',
    referenceID: 'reference1234',
    priceCurrency: 'USD',
    custom1: 'My',
    description: 'My Dščřčřřěřě&?=blah123',
    subscriptionType: 'RECURRING',
    period: 'P1M',
    name: 'My name',
    trialAmount: '0.01',
    trialPeriod: 'P3D',
    successURL: 'http://backURL.test',
    declineURL: 'http://declineURL.test',
    cancelDiscountPercentage: '30',
    shopID: SHOP,
  };

  it('matches the documented SHA-256 example', () => {
    expect(flexpaySignature(KEY, documented)).toBe('ff5cf9bcc0497c8cb40087065e5016dcfbe2efd23327f6c67614fa23537c24b2');
  });

  it('matches the documented older SHA-1 example, and both verify', () => {
    const all = { ...documented, blah: 'something' };
    expect(flexpaySignature(KEY, all, 'sha1')).toBe('fc63f38e2722d2e5bc4f2044ad3ffb2051e89643');
    expect(verifyFlexpaySignature(KEY, { ...all, signature: 'fc63f38e2722d2e5bc4f2044ad3ffb2051e89643' })).toBe(true);
    expect(
      verifyFlexpaySignature(KEY, {
        ...documented,
        signature: 'FF5CF9BCC0497C8CB40087065E5016DCFBE2EFD23327F6C67614FA23537C24B2',
      }),
    ).toBe(true);
  });

  it('is the key and the sorted name=value pairs joined by colons', () => {
    expect(flexpaySignature('aaB', { shopID: '123', custom1: 'xyz', custom2: '' })).toBe(sha256('aaB:custom1=xyz:custom2=:shopID=123'));
  });

  it('does not depend on the order the parameters arrive in', () => {
    const reversed = Object.fromEntries(Object.entries(documented).reverse());
    expect(flexpaySignature(KEY, reversed)).toBe(flexpaySignature(KEY, documented));
  });

  it('refuses a signature that is not hex of the right length', () => {
    expect(verifyFlexpaySignature(KEY, { ...documented, signature: 'foo' })).toBe(false);
    expect(verifyFlexpaySignature(KEY, { ...documented })).toBe(false);
  });
});

describe('amounts', () => {
  it('formats minor units as nnn.nn and reads them back', () => {
    expect(formatAmount(1231)).toBe('12.31');
    expect(formatAmount(5)).toBe('0.05');
    expect(formatAmount(99900)).toBe('999.00');
    expect(parseAmount('12.31')).toBe(1231);
    expect(parseAmount('12.3')).toBe(1230);
    expect(parseAmount('12')).toBe(1200);
    expect(parseAmount('0.10')).toBe(10);
    expect(parseAmount('1e3')).toBeNull();
    expect(parseAmount('-1.00')).toBeNull();
    expect(parseAmount('')).toBeNull();
  });
});

describe('createCheckout', () => {
  const request = {
    checkout_id: '3f1c2b9a-8d7e-4c55-9d0e-1a2b3c4d5e6f',
    customer: { user_id: 'a1b2c3d4-0000-4000-8000-000000000001', email: 'member@example.com' },
    description: 'Pro – monthly & more?',
    amount_minor: 1299,
    currency: 'EUR',
    success_url: 'https://app.example/subscription-management?checkout=ok',
    cancel_url: 'https://app.example/pricing',
  };

  it('sends a one-off purchase to startorder with every signed parameter and a matching signature', async () => {
    const { redirect_url } = await provider.createCheckout(request);
    const url = new URL(redirect_url);
    expect(`${url.origin}${url.pathname}`).toBe('https://secure.verotel.com/startorder');
    const q = Object.fromEntries(url.searchParams);
    expect(q).toEqual({
      version: '4',
      shopID: SHOP,
      type: 'purchase',
      priceAmount: '12.99',
      priceCurrency: 'EUR',
      description: 'Pro – monthly & more?',
      referenceID: request.checkout_id,
      custom1: request.customer.user_id,
      successURL: request.success_url,
      declineURL: request.cancel_url,
      email: 'member@example.com',
      signature: expect.any(String),
    });
    // The documented string, written out by hand: e-mail and signature are outside it.
    const expected = sha256(
      [
        KEY,
        `custom1=${request.customer.user_id}`,
        `declineURL=${request.cancel_url}`,
        'description=Pro – monthly & more?',
        'priceAmount=12.99',
        'priceCurrency=EUR',
        `referenceID=${request.checkout_id}`,
        `shopID=${SHOP}`,
        `successURL=${request.success_url}`,
        'type=purchase',
        'version=4',
      ].join(':'),
    );
    expect(q.signature).toBe(expected);
  });

  it('encodes the query as the official client does (space as +, reserved characters escaped)', async () => {
    const { redirect_url } = await provider.createCheckout({ ...request, description: 'My Dščřčřřěřě&?=blah123' });
    expect(redirect_url).toContain('description=My+D%C5%A1%C4%8D%C5%99%C4%8D%C5%99%C5%99%C4%9B%C5%99%C4%9B%26%3F%3Dblah123');
  });

  it('asks for a recurring subscription with the interval as an ISO 8601 period', async () => {
    const monthly = new URL((await provider.createCheckout({ ...request, recurring: { interval: 'month' } })).redirect_url);
    const yearly = new URL((await provider.createCheckout({ ...request, recurring: { interval: 'year' } })).redirect_url);
    expect(monthly.searchParams.get('type')).toBe('subscription');
    expect(monthly.searchParams.get('subscriptionType')).toBe('recurring');
    expect(monthly.searchParams.get('period')).toBe('P1M');
    expect(monthly.searchParams.get('name')).toBe(request.description);
    expect(yearly.searchParams.get('period')).toBe('P1Y');
    const q = Object.fromEntries(monthly.searchParams);
    const { signature, email: _email, ...signed } = q;
    expect(signature).toBe(flexpaySignature(KEY, signed));
  });

  it('uses the configured brand host', async () => {
    const cardBilling = createVerotelProvider({
      shopId: SHOP,
      signatureKey: KEY,
      secureBaseUrl: 'https://secure.billing.creditcard/',
    });
    expect((await cardBilling.createCheckout(request)).redirect_url).toMatch(/^https:\/\/secure\.billing\.creditcard\/startorder\?/);
  });

  it('cuts the description to the 100 characters the order page shows, never inside a character', async () => {
    const { redirect_url } = await provider.createCheckout({ ...request, description: 'x'.repeat(150) });
    expect(new URL(redirect_url).searchParams.get('description')).toHaveLength(100);
    const emoji = await provider.createCheckout({ ...request, description: `${'x'.repeat(99)}😀😀` });
    expect(new URL(emoji.redirect_url).searchParams.get('description')).toBe(`${'x'.repeat(99)}😀`);
  });

  it('refuses return URLs longer than the 255 characters Verotel keeps', async () => {
    const long = `https://app.example/${'a'.repeat(240)}`;
    await expect(provider.createCheckout({ ...request, success_url: long })).rejects.toThrow(
      'Verotel takes return URLs of at most 255 characters.',
    );
  });

  it('refuses currencies Verotel does not take and amounts that are not whole minor units', async () => {
    await expect(provider.createCheckout({ ...request, currency: 'JPY' })).rejects.toThrow('Verotel does not take payments in JPY.');
    await expect(provider.createCheckout({ ...request, amount_minor: 0 })).rejects.toThrow(/positive whole number/);
    await expect(provider.createCheckout({ ...request, amount_minor: 12.5 })).rejects.toThrow(/positive whole number/);
  });

  it('refuses a configuration without a numeric shop ID or a key', () => {
    expect(() => createVerotelProvider({ shopId: 'abc', signatureKey: KEY })).toThrow(/numeric/);
    expect(() => createVerotelProvider({ shopId: SHOP, signatureKey: '' })).toThrow(/key/);
  });
});

describe('parseWebhook: every postback Verotel sends', () => {
  const checkout = '3f1c2b9a-8d7e-4c55-9d0e-1a2b3c4d5e6f';
  const member = '1ec29b15-72bd-67c8-80ad-79f6dc3afa9e';

  it('purchase (no event): paid, one-off', async () => {
    const events = await provider.parseWebhook(
      postback({
        saleID: '456700',
        transactionID: '99999990',
        referenceID: checkout,
        priceAmount: '12.99',
        priceCurrency: 'EUR',
        paymentMethod: 'CC',
        custom1: member,
      }),
    );
    expect(events).toEqual([
      {
        event_id: 'verotel:purchase:456700:99999990',
        type: 'paid',
        occurred_at: NOW,
        checkout_ref: checkout,
        subscription_ref: null,
        transaction_ref: '99999990',
        amount_minor: 1299,
        currency: 'EUR',
        period_end: null,
        raw_type: 'purchase',
      },
    ]);
  });

  it('initial: paid, with the subscription and the end of the paid period', async () => {
    const [event] = await provider.parseWebhook(
      postback({
        CCBrand: 'VISA',
        custom1: member,
        event: 'initial',
        nextChargeOn: '2026-12-26',
        paymentMethod: 'CC',
        period: 'P1M',
        priceAmount: '12.31',
        priceCurrency: 'EUR',
        referenceID: checkout,
        saleID: '456789',
        subscriptionType: 'recurring',
        transactionID: '99999991',
        truncatedPAN: 'XXXXXXXXXXXX1234',
        type: 'subscription',
      }),
    );
    expect(event).toMatchObject({
      event_id: 'verotel:initial:456789:99999991',
      type: 'paid',
      checkout_ref: checkout,
      subscription_ref: '456789',
      transaction_ref: '99999991',
      amount_minor: 1231,
      currency: 'EUR',
      period_end: new Date('2026-12-26T00:00:00.000Z'),
      raw_type: 'initial',
    });
  });

  it('rebill: renewed, with the amount of the rebill and the next charge date', async () => {
    const [event] = await provider.parseWebhook(
      postback({
        event: 'rebill',
        transactionID: '99999992',
        saleID: '456789',
        referenceID: checkout,
        nextChargeOn: '2027-01-26',
        CCBrand: 'VISA',
        custom1: member,
        paymentMethod: 'CC',
        amount: '12.31',
        currency: 'EUR',
      }),
    );
    expect(event).toMatchObject({
      type: 'renewed',
      subscription_ref: '456789',
      transaction_ref: '99999992',
      amount_minor: 1231,
      currency: 'EUR',
      period_end: new Date('2027-01-26T00:00:00.000Z'),
    });
  });

  it('cancel: cancelled, nothing charged', async () => {
    const [event] = await provider.parseWebhook(
      postback({
        event: 'cancel',
        saleID: '456789',
        cancelledBy: 'user',
        subscriptionPhase: 'normal',
        subscriptionType: 'recurring',
      }),
    );
    expect(event).toMatchObject({
      type: 'cancelled',
      subscription_ref: '456789',
      transaction_ref: null,
      amount_minor: 0,
      period_end: null,
      raw_type: 'cancel',
    });
    expect(event?.event_id).toMatch(/^verotel:cancel:456789:[0-9a-f]{24}$/);
  });

  it('expiry: failed (the period ended unpaid), nothing charged', async () => {
    const [event] = await provider.parseWebhook(postback({ event: 'expiry', saleID: '456789', subscriptionType: 'recurring' }));
    expect(event).toMatchObject({ type: 'failed', subscription_ref: '456789', amount_minor: 0, raw_type: 'expiry' });
  });

  it('credit: refunded, naming the charge it returns', async () => {
    const [event] = await provider.parseWebhook(
      postback({
        event: 'credit',
        saleID: '456789',
        transactionID: '99999993',
        parentID: '99999991',
        amount: '12.31',
        currency: 'EUR',
        referenceID: checkout,
      }),
    );
    expect(event).toMatchObject({
      event_id: 'verotel:credit:456789:99999993',
      type: 'refunded',
      transaction_ref: '99999991',
      amount_minor: 1231,
      currency: 'EUR',
    });
  });

  it('initial with a trial: the first charge is the trial amount', async () => {
    const [event] = await provider.parseWebhook(
      postback({
        event: 'initial',
        saleID: '456791',
        transactionID: '99999995',
        priceAmount: '12.31',
        trialAmount: '1.00',
        priceCurrency: 'EUR',
        nextChargeOn: '2026-12-03',
        type: 'subscription',
      }),
    );
    expect(event).toMatchObject({ type: 'paid', amount_minor: 100, subscription_ref: '456791' });
  });

  it('credit of a one-off purchase: refunded, no subscription', async () => {
    const [event] = await provider.parseWebhook(
      postback({
        event: 'credit',
        type: 'purchase',
        saleID: '456700',
        transactionID: '99999996',
        parentID: '99999990',
        amount: '12.99',
        currency: 'EUR',
      }),
    );
    expect(event).toMatchObject({ type: 'refunded', subscription_ref: null, transaction_ref: '99999990' });
  });

  it('chargeback: chargeback, recorded even when the postback names no amount', async () => {
    const [event] = await provider.parseWebhook(
      postback({
        saleID: '456789',
        subscriptionType: 'recurring',
        event: 'chargeback',
        referenceID: checkout,
        transactionID: '99999994',
        parentID: '99999991',
        custom1: member,
        subscriptionPhase: 'normal',
      }),
    );
    expect(event).toMatchObject({ type: 'chargeback', transaction_ref: '99999991', amount_minor: 0 });
  });

  it.each(['extend', 'downgrade', 'upgrade', 'uncancel', 'something-new'])('%s: nothing the app uses, []', async (name) => {
    expect(await provider.parseWebhook(postback({ event: name, saleID: '456789' }))).toEqual([]);
  });

  it('gives the same event id for the same postback delivered twice', async () => {
    const cancel = postback({ event: 'cancel', saleID: '456789', cancelledBy: 'user' });
    const [a] = await provider.parseWebhook(cancel);
    const [b] = await provider.parseWebhook({ ...cancel, query: { ...cancel.query } });
    expect(a?.event_id).toBe(b?.event_id);
    const [other] = await provider.parseWebhook(postback({ event: 'cancel', saleID: '456790', cancelledBy: 'user' }));
    expect(other?.event_id).not.toBe(a?.event_id);
  });
});

describe('parseWebhook: what it refuses', () => {
  const good = postback({
    event: 'rebill',
    saleID: '456789',
    transactionID: '99999992',
    amount: '12.31',
    currency: 'EUR',
    nextChargeOn: '2027-01-26',
  });

  it('a postback without a signature', async () => {
    const { signature: _s, ...unsigned } = good.query;
    await expect(provider.parseWebhook({ ...good, query: unsigned })).rejects.toThrow(WebhookRejected);
  });

  it('an altered amount, sale or event', async () => {
    const changes: Record<string, string>[] = [{ amount: '0.01' }, { saleID: '456790' }, { event: 'initial' }];
    for (const change of changes) {
      await expect(provider.parseWebhook({ ...good, query: { ...good.query, ...change } })).rejects.toThrow(
        'Postback signature does not match.',
      );
    }
  });

  it('an added parameter (every postback parameter is signed)', async () => {
    await expect(provider.parseWebhook({ ...good, query: { ...good.query, referenceID: 'someone-else' } })).rejects.toThrow(
      WebhookRejected,
    );
  });

  it('a signature made with another key', async () => {
    const forged = postback({ event: 'rebill', saleID: '456789', amount: '12.31' }, 'not-our-key');
    await expect(provider.parseWebhook(forged)).rejects.toThrow('Postback signature does not match.');
  });

  it('a genuine postback for another shop that shares the key', async () => {
    const otherShop = { shopID: '11111', event: 'rebill', saleID: '1', amount: '1.00' };
    const query = { ...otherShop, signature: flexpaySignature(KEY, otherShop) };
    await expect(provider.parseWebhook({ headers: {}, rawBody: '', query })).rejects.toThrow('Postback is for another shop.');
  });

  it('a signed charge whose amount cannot be read', async () => {
    await expect(provider.parseWebhook(postback({ event: 'rebill', saleID: '1', amount: '12,31' }))).rejects.toThrow(
      'Postback rebill has no readable amount.',
    );
  });
});

describe('parseWebhook: order and encoding', () => {
  const params = {
    shopID: SHOP,
    event: 'initial',
    saleID: '456789',
    transactionID: '99999991',
    priceAmount: '12.31',
    priceCurrency: 'EUR',
    nextChargeOn: '2026-12-26',
    referenceID: 'ref with space & ampersand',
    custom1: 'Dščř + plus=equals',
  };
  const signature = flexpaySignature(KEY, params);

  it('signs the decoded values: a form-encoded body in any order verifies', async () => {
    const body = new URLSearchParams([...Object.entries(params).reverse(), ['signature', signature]]).toString();
    expect(body).toContain('referenceID=ref+with+space+%26+ampersand');
    const [event] = await provider.parseWebhook({ headers: {}, rawBody: body, query: {} });
    expect(event).toMatchObject({ type: 'paid', checkout_ref: 'ref with space & ampersand' });
  });

  it('percent-encoded spaces (%20) read the same as +', async () => {
    const body = `${new URLSearchParams({ ...params, signature }).toString().replaceAll('+', '%20')}`;
    const [event] = await provider.parseWebhook({ headers: {}, rawBody: body, query: {} });
    expect(event?.checkout_ref).toBe('ref with space & ampersand');
  });

  it('a value signed encoded is not the value sent decoded', async () => {
    const wrong = flexpaySignature(KEY, { ...params, referenceID: encodeURIComponent(params.referenceID) });
    await expect(provider.parseWebhook({ headers: {}, rawBody: '', query: { ...params, signature: wrong } })).rejects.toThrow(
      WebhookRejected,
    );
  });

  it('refuses a body that repeats a parameter', async () => {
    const body = `${new URLSearchParams({ ...params, signature }).toString()}&saleID=1`;
    await expect(provider.parseWebhook({ headers: {}, rawBody: body, query: {} })).rejects.toThrow(
      'Postback repeats the parameter saleID.',
    );
  });

  it('arrives over real HTTP as a GET and is answered with the acknowledgement Verotel waits for', async () => {
    const received: unknown[] = [];
    const server = createServer(async (req, res) => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      try {
        received.push(
          ...(await provider.parseWebhook({
            headers: req.headers,
            rawBody: '',
            query: Object.fromEntries(url.searchParams),
          })),
        );
        res.end(VEROTEL_POSTBACK_ACK);
      } catch (error) {
        res.statusCode = error instanceof WebhookRejected ? 400 : 500;
        res.end('ERROR - Invalid signature!');
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const ok = await fetch(`http://127.0.0.1:${port}/postback?${new URLSearchParams({ ...params, signature })}`);
      expect([ok.status, await ok.text()]).toEqual([200, 'OK']);
      const bad = await fetch(`http://127.0.0.1:${port}/postback?${new URLSearchParams({ ...params, priceAmount: '0.01', signature })}`);
      expect(bad.status).toBe(400);
      expect(received).toHaveLength(1);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

describe('cancel, resume and the member page', () => {
  it('cancel sends the member to the signed cancel-subscription page', async () => {
    const answer = await provider.cancelSubscription('456789');
    const url = new URL((answer as { redirect_url: string }).redirect_url);
    expect(`${url.origin}${url.pathname}`).toBe('https://secure.verotel.com/cancel-subscription');
    expect(url.searchParams.get('signature')).toBe(sha256(`${KEY}:saleID=456789:shopID=${SHOP}:version=4`));
  });

  it('cancel refuses a reference that is not a sale ID', async () => {
    await expect(provider.cancelSubscription('../etc')).rejects.toThrow(/numeric sale ID/);
  });

  it('resume is not possible through Verotel: false', async () => {
    expect(await provider.resumeSubscription('456789')).toBe(false);
  });

  it('the member page is the cancel page of the subscription, a configured page, or none', async () => {
    expect(await provider.customerPortalUrl({ user_id: 'u', subscription_ref: null })).toBeNull();
    expect(await provider.customerPortalUrl({ user_id: 'u', subscription_ref: '456789' })).toMatch(
      /^https:\/\/secure\.verotel\.com\/cancel-subscription\?saleID=456789&shopID=68849&version=4&signature=[0-9a-f]{64}$/,
    );
    const withPortal = createVerotelProvider({ shopId: SHOP, signatureKey: KEY, customerPortalUrl: 'https://support.example/' });
    expect(await withPortal.customerPortalUrl({ user_id: 'u', subscription_ref: null })).toBe('https://support.example/');
  });
});

describe('refund', () => {
  it('refuses with the Control Center message: Verotel has no public refund call', async () => {
    const e = await provider.refund({ payment_ref: '88800001', amount_minor: 2000, currency: 'EUR', reason: 'x' }).then(
      () => null,
      (err: unknown) => err as { code?: string; message?: string },
    );
    expect(e).toMatchObject({ code: 'unprocessable', message: BILLING_MESSAGES.refundInControlCenter });
  });
});
