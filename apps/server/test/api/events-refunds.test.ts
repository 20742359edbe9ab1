import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpUser, startTestApp, type TestApp } from '../helpers/test-app.ts';

// MB Events with the real billing wiring (app.ts): a paid ticket bought through the built-in payment
// provider (its checkout page, the 4242 card, its signed webhook) becomes valid; cancelling the event
// refunds it through billing.refundPurchase over HTTP, and the refund's webhook marks the ticket refunded.

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp({ JOBS_POLL_MS: '100' });
}, 60_000);
afterAll(async () => {
  await t?.close();
});

const local = (url: string) => {
  const u = new URL(url, t.url);
  return `${t.url}${u.pathname}${u.search}`;
};
const payWith = (url: string, card: string) =>
  fetch(local(url), { method: 'POST', redirect: 'manual', body: new URLSearchParams({ card, exp: '12/34', cvc: '123' }) });

describe('paid tickets through billing', () => {
  it('buy with the test card, the ticket is valid; cancel the event, the payment is refunded and the ticket says so', async () => {
    const o = await signUpUser(t, 'business');
    await t.ctx.database.query("insert into mb_app_installations (user_id, app_id, status) values ($1, 'mb-events', 'active')", [o.userId]);
    const day = new Date(Date.now() + 12 * 86_400_000).toISOString().slice(0, 10);
    const created = await t.call('createOrganizedEvent', {
      token: o.token,
      body: {
        title: 'Paid gala',
        location: 'Paris, France',
        starts_local: `${day}T19:00`,
        ends_local: `${day}T23:00`,
        timezone: 'Europe/Paris',
        capacity: 5,
        ticket_kind: 'paid',
        price_minor: 4200,
        currency: 'EUR',
      },
    });
    expect(created.status, JSON.stringify(created.error)).toBe(201);
    const id = created.data.id;
    // Trusted already (a moderator approved an earlier event): published at once.
    await t.ctx.database.query(
      "insert into events (organizer_id, title, status, moderation) values ($1, 'Earlier approved', 'published', 'approved')",
      [o.userId],
    );
    expect((await t.call('publishOrganizedEvent', { token: o.token, params: { id } })).data.moderation).toBe('approved');

    const m = await signUpUser(t);
    const r = await t.call('rsvpEvent', { token: m.token, params: { id } });
    expect(r.status, JSON.stringify(r.error)).toBe(200);
    expect(r.data.ticket.status).toBe('pending_payment');
    expect(r.data.checkout_url).toMatch(/\/paybox\//);
    expect((await payWith(r.data.checkout_url ?? '', '4242424242424242')).status).toBe(303);
    const status = async () => (await t.call('eventDetail', { token: m.token, params: { id } })).data.my_ticket?.status;
    await expect.poll(status, { timeout: 20_000, interval: 100 }).toBe('valid');
    const [paidRow] = await t.ctx.database.query<{ paid_minor: number }>('select paid_minor from event_tickets where id = $1', [
      r.data.ticket.id,
    ]);
    expect(paidRow?.paid_minor).toBe(4200);

    expect((await t.call('cancelOrganizedEvent', { token: o.token, params: { id } })).status).toBe(200);
    await expect.poll(status, { timeout: 30_000, interval: 100 }).toBe('refunded');
    const invoices = await t.call('myBilling', { token: m.token });
    expect(invoices.data.invoices.map((i) => [i.kind, i.amount_minor]).sort()).toEqual([
      ['charge', 4200],
      ['refund', 4200],
    ]);
  });
});
