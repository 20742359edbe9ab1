import { formatTicketCode, EVENT_MESSAGES as M, zonedToUtc } from '@mb/contract/events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { purchasePaid } from '../../src/features/billing/service.ts';
import { publish, sampleListing } from '../helpers/directory.ts';
import { draft, eventHelpers, inDays, type Member } from '../helpers/events.ts';
import { signUpUser, startTestApp, type TestApp } from '../helpers/test-app.ts';
import { RealtimeClient } from '../helpers/ws-client.ts';

// MB Events, the members' side: RSVP and its one-ticket rule, the last seat under 50 concurrent requests,
// paid tickets, the listings, the calendar file, business pages and live seat counts. The organizer's side
// is in events.test.ts.

let t: TestApp;
const { checkoutOf, organizer, createEvent, listedEvent } = eventHelpers(() => t);

beforeAll(async () => {
  t = await startTestApp({}, undefined, { pages: true });
});
afterAll(async () => {
  await t.close();
});

describe('RSVP and tickets', () => {
  it('a member RSVPs once and gets a ticket with an unguessable code; a second RSVP is refused', async () => {
    const o = await organizer();
    const e = await listedEvent(o);
    const m = await signUpUser(t);
    const r = await t.call('rsvpEvent', { token: m.token, params: { id: e.id } });
    expect(r.status, JSON.stringify(r.error)).toBe(200);
    expect(r.data.ticket.status).toBe('valid');
    // Ten characters of Crockford base32 (issue 31: short enough to read aloud and type at the door).
    expect(r.data.ticket.code).toMatch(/^[0-9ABCDEFGHJKMNPQRSTVWXYZ]{10}$/);
    expect(formatTicketCode(r.data.ticket.code)).toMatch(/^[0-9A-Z]{5}-[0-9A-Z]{5}$/);
    expect(r.data.checkout_url).toBeNull();
    const again = await t.call('rsvpEvent', { token: m.token, params: { id: e.id } });
    expect(again.status).toBe(409);
    expect(again.error?.message).toBe(M.alreadyRegistered);
    const view = await t.call('eventDetail', { token: m.token, params: { id: e.id } });
    expect(view.data.my_ticket?.code).toBe(r.data.ticket.code);
    expect(view.data.event.seats_taken).toBe(1);
    const mine = await t.call('myTickets', { token: m.token });
    expect(mine.data.tickets.map((x) => x.ticket.id)).toEqual([r.data.ticket.id]);
    // The organizer needs no ticket.
    expect((await t.call('rsvpEvent', { token: o.token, params: { id: e.id } })).error?.message).toBe(M.ownEvent);
    // Giving it back frees the seat.
    expect((await t.call('cancelRsvp', { token: m.token, params: { id: e.id } })).status).toBe(200);
    expect((await t.call('eventDetail', { token: m.token, params: { id: e.id } })).data.event.seats_taken).toBe(0);
  });

  it('the last seat is taken exactly once by 50 concurrent RSVPs; the count never passes the capacity', async () => {
    const o = await organizer();
    const e = await listedEvent(o, { capacity: 3 });
    const early = await Promise.all([signUpUser(t), signUpUser(t)]);
    for (const m of early) expect((await t.call('rsvpEvent', { token: m.token, params: { id: e.id } })).status).toBe(200);
    const crowd: Member[] = [];
    for (let i = 0; i < 50; i++) crowd.push(await signUpUser(t));
    const answers = await Promise.all(crowd.map((m) => t.call('rsvpEvent', { token: m.token, params: { id: e.id } })));
    const won = answers.filter((a) => a.status === 200);
    expect(won).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409).every((a) => a.error?.message === M.soldOut)).toBe(true);
    expect(answers.filter((a) => a.status !== 200 && a.status !== 409)).toEqual([]);
    const [row] = await t.ctx.database.query<{ seats_taken: number; live: number }>(
      `select e.seats_taken, (select count(*)::int from event_tickets x where x.event_id = e.id and x.status in ('pending_payment','valid','checked_in')) as live
       from events e where e.id = $1`,
      [e.id],
    );
    expect(row).toEqual({ seats_taken: 3, live: 3 });
    // The database itself refuses a fourth seat, whatever the code says.
    await expect(t.ctx.database.query('update events set seats_taken = seats_taken + 1 where id = $1', [e.id])).rejects.toThrow();
  });

  it('the same member racing themselves still gets one ticket and one seat', async () => {
    const o = await organizer();
    const e = await listedEvent(o, { capacity: 10 });
    const m = await signUpUser(t);
    const answers = await Promise.all(Array.from({ length: 8 }, () => t.call('rsvpEvent', { token: m.token, params: { id: e.id } })));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    const [row] = await t.ctx.database.query<{ seats_taken: number }>('select seats_taken from events where id = $1', [e.id]);
    expect(row?.seats_taken).toBe(1);
  });

  it('a paid ticket holds its seat while paying, is valid once paid, and the hold is released when unpaid', async () => {
    const o = await organizer();
    const e = await listedEvent(o, { ticket_kind: 'paid', price_minor: 2500, currency: 'EUR', capacity: 1 });
    const buyer = await signUpUser(t);
    const r = await t.call('rsvpEvent', { token: buyer.token, params: { id: e.id } });
    expect(r.status, JSON.stringify(r.error)).toBe(200);
    expect(r.data.ticket.status).toBe('pending_payment');
    expect(r.data.checkout_url).toMatch(/\/paybox\//);
    expect(await checkoutOf(r.data.ticket.id)).toMatchObject({
      user_id: buyer.userId,
      purpose: 'event_ticket',
      reference: r.data.ticket.id,
      amount_minor: 2500,
      currency: 'EUR',
    });
    // Asking again while the hold lasts: a new checkout for the same ticket and seat.
    const resumed = await t.call('rsvpEvent', { token: buyer.token, params: { id: e.id } });
    expect(resumed.data.ticket.id).toBe(r.data.ticket.id);
    expect(resumed.data.checkout_url).toMatch(/\/paybox\//);
    expect(resumed.data.checkout_url).not.toBe(r.data.checkout_url);
    // The held seat is taken: the next buyer is told it is sold out.
    const other = await signUpUser(t);
    expect((await t.call('rsvpEvent', { token: other.token, params: { id: e.id } })).error?.message).toBe(M.soldOut);
    // Unpaid past the hold: the job releases the seat.
    await t.ctx.database.query("update event_tickets set hold_until = now() - interval '1 minute' where id = $1", [r.data.ticket.id]);
    await t.ctx.database.query("update jobs set run_at = now() where kind = 'events.release_hold' and key = $1", [
      `events.release_hold:${r.data.ticket.id}`,
    ]);
    await t.ctx.jobs.runDue();
    // (The app's own worker may have claimed the job first: wait for its result rather than runDue's.)
    const ticketStatus = async () => (await t.call('eventDetail', { token: buyer.token, params: { id: e.id } })).data.my_ticket?.status;
    await expect.poll(ticketStatus, { timeout: 20_000, interval: 50 }).toBe('cancelled');
    const released = await t.call('eventDetail', { token: buyer.token, params: { id: e.id } });
    expect(released.data.event.seats_taken).toBe(0);
    // The other member buys and pays: the ticket is valid, the join link is theirs.
    const r2 = await t.call('rsvpEvent', { token: other.token, params: { id: e.id } });
    await t.ctx.db.transaction((tx) =>
      purchasePaid(t.ctx, tx, 'event_ticket', {
        user_id: other.userId,
        reference: r2.data.ticket.id,
        amount_minor: 2500,
        currency: 'EUR',
        payment_id: 'pay-ev-1',
      }),
    );
    // Idempotent: the same webhook twice changes nothing.
    await t.ctx.db.transaction((tx) =>
      purchasePaid(t.ctx, tx, 'event_ticket', {
        user_id: other.userId,
        reference: r2.data.ticket.id,
        amount_minor: 2500,
        currency: 'EUR',
        payment_id: 'pay-ev-1',
      }),
    );
    const paid = await t.call('eventDetail', { token: other.token, params: { id: e.id } });
    expect(paid.data.my_ticket?.status).toBe('valid');
    expect(paid.data.event.seats_taken).toBe(1);
    // A paid ticket is the organizer's to refund, not given back here.
    expect((await t.call('cancelRsvp', { token: other.token, params: { id: e.id } })).error?.message).toBe(M.paidCancelRefused);
  });
});

describe('members, visitors and businesses', () => {
  it('/events lists upcoming listed events with date, location and category filters', async () => {
    const o = await organizer();
    const near = await listedEvent(o, {
      title: 'Filter party Lisbon',
      location: 'Lisbon, Portugal',
      starts_local: inDays(3),
      ends_local: inDays(3, 23),
    });
    const far = await listedEvent(o, {
      title: 'Filter expo Vegas',
      category: 'convention',
      location: 'Las Vegas, USA',
      timezone: 'America/Los_Angeles',
      starts_local: inDays(40, 10),
      ends_local: inDays(40, 18),
    });
    const member = await signUpUser(t);
    const ids = async (query: Record<string, string> = {}) =>
      (await t.call('upcomingEvents', { token: member.token, query })).data.events.map((e) => e.id);
    expect(await ids()).toEqual(expect.arrayContaining([near.id, far.id]));
    expect(await ids({ category: 'convention' })).toContain(far.id);
    expect(await ids({ category: 'convention' })).not.toContain(near.id);
    expect(await ids({ location: 'lisbon' })).toEqual([near.id]);
    const to = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
    expect(await ids({ to })).toContain(near.id);
    expect(await ids({ to })).not.toContain(far.id);
    expect((await t.call('upcomingEvents', {})).status).toBe(401);
  });

  it('a visitor reads a listed event and its calendar file; a business page lists its events', async () => {
    const o = await organizer();
    await publish(t, sampleListing(o.userId, { business_name: 'Velvet Rope GmbH' }));
    const e = await listedEvent(o, { title: 'Rooftop, mixer; late', description: 'Line one\nLine two' });
    const anon = await t.call('eventDetail', { params: { id: e.id } });
    expect(anon.status).toBe(200);
    expect(anon.data).toMatchObject({
      my_ticket: null,
      is_organizer: false,
      event: { business_id: o.userId, business_name: 'Velvet Rope GmbH', organizer_name: 'Velvet Rope GmbH' },
    });
    expect(anon.data.event.online_url).toBeNull();
    const biz = await t.call('businessEvents', { params: { businessId: o.userId } });
    expect(biz.data.events.map((x) => x.id)).toContain(e.id);

    const ics = await fetch(`${t.url}${anon.data.calendar_url}`);
    expect(ics.status).toBe(200);
    expect(ics.headers.get('content-type')).toContain('text/calendar');
    const text = await ics.text();
    expect(text).toContain('BEGIN:VCALENDAR\r\n');
    expect(text).toContain(`UID:event-${e.id}@`);
    expect(text).toContain('SUMMARY:Rooftop\\, mixer\\; late');
    // In the event's own zone, with its VTIMEZONE: the wall clock the organizer chose.
    expect(text).toContain(`DTSTART;TZID=Europe/Berlin:${e.starts_local.replace(/[-:]/g, '')}00`);
    expect(text).toContain('BEGIN:VTIMEZONE');
    expect(text).toContain('DESCRIPTION:Line one\\nLine two');
    expect(text).toContain('STATUS:CONFIRMED');
    for (const line of text.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);

    // A draft: no page, no file, nobody but its organizer.
    const d = await createEvent(o, { title: 'Secret draft' });
    expect((await t.call('eventDetail', { params: { id: d.id } })).status).toBe(404);
    expect((await fetch(`${t.url}/api/v1/events/${d.id}/calendar.ics`)).status).toBe(404);
    expect((await t.call('eventDetail', { token: o.token, params: { id: d.id } })).data.is_organizer).toBe(true);

    // Upcoming listed events are in the sitemap; drafts are not.
    const sitemap = await (await fetch(`${t.url}/sitemap.xml`)).text();
    expect(sitemap).toContain(`/events/${e.id}</loc>`);
    expect(sitemap).not.toContain(`/events/${d.id}</loc>`);

    // The public page carries the event's own meta tags.
    const page = await fetch(`${t.url}/events/${e.id}`);
    const html = await page.text();
    expect(html).toContain('<title>Rooftop, mixer; late');
    expect(html).toMatch(/property="og:title"/);
  });

  it('the organizer is named by their registered business, with the username beside it (not as @username)', async () => {
    const o = await organizer();
    const username = `velvet${Date.now().toString(36)}`;
    await t.ctx.database.query('update profiles set username = $1, display_name = null where id = $2', [username, o.userId]);
    // No business yet: the username is all there is.
    const bare = await listedEvent(o, { title: 'Before the business' });
    const before = (await t.call('eventDetail', { params: { id: bare.id } })).data.event;
    expect(before).toMatchObject({ organizer_name: `@${username}`, organizer_username: username });
    // Registered (in review, not listed in the directory yet): its name, and no directory link.
    const reg = await t.call('submitBusinessRegistration', {
      token: o.token,
      body: { business_name: 'Velvet Rope Events', categories: ['agency'], description: 'Parties.', location: 'Berlin', website: '' },
    });
    expect(reg.status, JSON.stringify(reg.error)).toBe(200);
    const e = await listedEvent(o, { title: 'After registering' });
    const view = (await t.call('eventDetail', { params: { id: e.id } })).data.event;
    expect(view).toMatchObject({ organizer_name: 'Velvet Rope Events', organizer_username: username, business_name: null });
    // Every event of theirs, in lists too.
    const list = await t.call('businessEvents', { params: { businessId: o.userId } });
    expect(list.status).toBe(200);
    const mine = await t.call('myOrganizedEvents', { token: o.token });
    expect(mine.data.events.find((x) => x.id === bare.id)?.organizer_name).toBe('Velvet Rope Events');
  });

  it('a new event given no time zone takes its venue’s; online or unplaced, UTC; a zone given wins', async () => {
    const o = await organizer();
    const { timezone: _, ...noZone } = draft();
    const at = async (over: Record<string, unknown>) => {
      const r = await t.call('createOrganizedEvent', { token: o.token, body: { ...noZone, ...over } });
      expect(r.status, JSON.stringify(r.error)).toBe(201);
      return r.data;
    };
    const budapest = await at({ location: 'Akvárium Klub, Budapest, Hungary', starts_local: inDays(12, 20), ends_local: inDays(12, 23) });
    expect(budapest.timezone).toBe('Europe/Budapest');
    // The wall clock typed is the venue's.
    expect(budapest.starts_local).toBe(inDays(12, 20));
    expect(budapest.start_date).toBe(zonedToUtc(inDays(12, 20), 'Europe/Budapest').toISOString());
    expect((await at({ location: 'Hard Rock Hotel, Las Vegas, USA' })).timezone).toBe('America/Los_Angeles');
    expect((await at({ location: 'Somewhere nice' })).timezone).toBe('UTC');
    expect((await at({ location: 'Prague', is_online: true, online_url: 'https://meet.example.com/x' })).timezone).toBe('UTC');
    expect((await at({ location: 'Prague', timezone: 'Europe/Lisbon' })).timezone).toBe('Europe/Lisbon');
  });

  it('seats move live on every open page of the event: any member may listen to a listed event, only the organizer to a draft', async () => {
    const o = await organizer();
    const e = await listedEvent(o, { capacity: 1 });
    const d = await createEvent(o, { title: 'Still a draft' });
    const [viewer, taker] = [await signUpUser(t), await signUpUser(t)];
    const ws = await RealtimeClient.signedIn(t.url, viewer.token);
    const own = await RealtimeClient.signedIn(t.url, o.token);
    try {
      expect(await ws.subscribe(`event_seats:${e.id}`)).toMatchObject({ type: 'subscribed' });
      expect(await ws.subscribe(`event_seats:${d.id}`)).toMatchObject({ type: 'error', code: 'forbidden' });
      expect(await own.subscribe(`event_seats:${d.id}`)).toMatchObject({ type: 'subscribed' });
      // The organizer's counts stay the organizer's.
      expect(await ws.subscribe(`event:${e.id}`)).toMatchObject({ type: 'error', code: 'forbidden' });
      expect((await t.call('rsvpEvent', { token: taker.token, params: { id: e.id } })).status).toBe(200);
      const taken = await ws.waitFor((f) => f.type === 'event' && f.event.type === 'event.seats');
      expect(taken).toMatchObject({ event: { topic: `event_seats:${e.id}`, data: { event_id: e.id, seats_taken: 1, capacity: 1 } } });
      // Sold out: a refusal moves nothing.
      expect((await t.call('rsvpEvent', { token: viewer.token, params: { id: e.id } })).error?.message).toBe(M.soldOut);
      // Given back: the seat returns on the open page.
      expect((await t.call('cancelRsvp', { token: taker.token, params: { id: e.id } })).status).toBe(200);
      const back = await ws.waitFor((f) => f.type === 'event' && f.event.type === 'event.seats' && f.event.data.seats_taken === 0);
      expect(back).toMatchObject({ event: { data: { seats_taken: 0, capacity: 1 } } });
      expect(ws.events().filter((x) => x.type === 'event.seats')).toHaveLength(2);
    } finally {
      await ws.close();
      await own.close();
    }
  });

  it('the organizer’s realtime topic is theirs alone', async () => {
    const { eventTopic } = await import('../../src/features/events/service.ts');
    const o = await organizer();
    const e = await createEvent(o);
    const m = await signUpUser(t);
    expect(await eventTopic.authorize(t.ctx, { userId: o.userId } as never, e.id)).toBe(true);
    expect(await eventTopic.authorize(t.ctx, { userId: m.userId } as never, e.id)).toBe(false);
    expect(await eventTopic.authorize(t.ctx, { userId: o.userId } as never, 'not-a-uuid')).toBe(false);
  });
});
