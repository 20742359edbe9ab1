import { formatTicketCode, EVENT_MESSAGES as M, normalizeTicketCode, utcToZoned, zonedToUtc } from '@mb/contract/events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { purchasePaid } from '../../src/features/billing/service.ts';
import { ticketRefunded } from '../../src/features/events/service.ts';
import { publish, sampleListing } from '../helpers/directory.ts';
import { moderator } from '../helpers/portfolio.ts';
import { signUpUser, startTestApp, type TestApp } from '../helpers/test-app.ts';
import { RealtimeClient } from '../helpers/ws-client.ts';

// MB Events (issue 15): who may organize (the app installed), moderation once per organizer, RSVP and
// its one-ticket rule, the last seat under 50 concurrent requests, check-in once, the attendee list
// for the organizer only, cancellation (notified, e-mailed, refunded), the calendar file and the feed.

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp({}, undefined, { pages: true });
});
afterAll(async () => {
  await t.close();
});

const local = (url: string) => {
  const u = new URL(url, t.url);
  return `${t.url}${u.pathname}${u.search}`;
};
/** Pays a checkout on the built-in provider's page with the 4242 test card. */
const payWith4242 = (url: string) =>
  fetch(local(url), {
    method: 'POST',
    redirect: 'manual',
    body: new URLSearchParams({ card: '4242424242424242', exp: '12/34', cvc: '123' }),
  });
/** The billing checkout a ticket's payment was started with. */
const checkoutOf = async (ticketId: string) =>
  (
    await t.ctx.database.query<{ user_id: string; purpose: string; reference: string; amount_minor: number; currency: string }>(
      'select user_id, purpose, reference, amount_minor, currency from billing_checkouts where reference = $1 order by created_at desc limit 1',
      [ticketId],
    )
  )[0];

type Member = Awaited<ReturnType<typeof signUpUser>>;

const install = (userId: string) =>
  t.ctx.database.query("insert into mb_app_installations (user_id, app_id, status) values ($1, 'mb-events', 'active')", [userId]);

const inDays = (n: number, hour = 20) => {
  const d = new Date(Date.now() + n * 86_400_000);
  return `${d.toISOString().slice(0, 10)}T${String(hour).padStart(2, '0')}:00`;
};

const draft = (over: Record<string, unknown> = {}) => ({
  title: 'Velvet Awards after-party',
  description: 'Drinks and music after the show.',
  category: 'party',
  location: 'Berlin, Germany',
  starts_local: inDays(10, 20),
  ends_local: inDays(10, 23),
  timezone: 'Europe/Berlin',
  capacity: 100,
  ticket_kind: 'free',
  ...over,
});

let mod: Member | undefined;
const mods = async () => {
  mod ??= await moderator(t);
  return mod;
};

const openItemOf = async (eventId: string) =>
  (
    await t.ctx.database.query<{ id: string; status: string }>(
      "select id, status from moderation_items where type = 'event_listing' and subject_id = $1 order by created_at desc",
      [eventId],
    )
  )[0];

async function organizer() {
  const u = await signUpUser(t, 'business');
  await install(u.userId);
  return u;
}

async function createEvent(o: Member, over: Record<string, unknown> = {}) {
  const r = await t.call('createOrganizedEvent', { token: o.token, body: draft(over) });
  expect(r.status, JSON.stringify(r.error)).toBe(201);
  return r.data;
}

/** Published and approved (through the queue the first time, at once after). */
async function listedEvent(o: Member, over: Record<string, unknown> = {}) {
  const e = await createEvent(o, over);
  const p = await t.call('publishOrganizedEvent', { token: o.token, params: { id: e.id } });
  expect(p.status, JSON.stringify(p.error)).toBe(200);
  if (p.data.moderation === 'pending') {
    const item = await openItemOf(e.id);
    const m = await mods();
    const a = await t.call('moderationApprove', { token: m.token, params: { id: item?.id ?? '' } });
    expect(a.status, JSON.stringify(a.error)).toBe(200);
  }
  return e;
}

describe('who may organize', () => {
  it('every organizer route answers 403 with the way to install the app until MB Events is installed', async () => {
    const u = await signUpUser(t, 'business');
    const list = await t.call('myOrganizedEvents', { token: u.token });
    expect(list.status).toBe(403);
    expect(list.error?.message).toBe(M.appRequired);
    const create = await t.call('createOrganizedEvent', { token: u.token, body: draft() });
    expect(create.status).toBe(403);
    await install(u.userId);
    expect((await t.call('myOrganizedEvents', { token: u.token })).status).toBe(200);
    const e = await createEvent(u);
    // Uninstalled: the organizer routes close again, even for their own event.
    await t.ctx.database.query("update mb_app_installations set status = 'uninstalled' where user_id = $1", [u.userId]);
    for (const name of ['organizedEvent', 'eventAttendees', 'publishOrganizedEvent', 'cancelOrganizedEvent'] as const) {
      const r = await t.call(name, { token: u.token, params: { id: e.id } });
      expect(r.status, name).toBe(403);
      expect(r.error?.message).toBe(M.appRequired);
    }
  });

  it('bad input gets field messages; times are stored in the chosen zone', async () => {
    const o = await organizer();
    const bad = await t.call('createOrganizedEvent', {
      token: o.token,
      body: draft({ ends_local: inDays(10, 19), link_url: 'http://insecure.example.com' }),
    });
    expect(bad.status).toBe(400);
    expect(bad.error?.fields?.ends_local).toBe(M.endBeforeStart);
    expect(bad.error?.fields?.link_url).toBe(M.linkHttps);
    const zone = await t.call('createOrganizedEvent', { token: o.token, body: draft({ timezone: 'Mars/Olympus' }) });
    expect(zone.error?.fields?.timezone).toBe(M.badTimezone);
    const e = await createEvent(o, { starts_local: '2030-07-01T20:00', ends_local: '2030-07-01T23:30' });
    expect(e.start_date).toBe('2030-07-01T18:00:00.000Z');
    expect(e.starts_local).toBe('2030-07-01T20:00');
    // Another zone keeps the wall clock and moves the instant.
    const moved = await t.call('updateOrganizedEvent', { token: o.token, params: { id: e.id }, body: { timezone: 'America/New_York' } });
    expect(moved.data.start_date).toBe('2030-07-02T00:00:00.000Z');
    expect(moved.data.starts_local).toBe('2030-07-01T20:00');
  });

  it('zone conversion holds across a daylight-saving change', () => {
    expect(zonedToUtc('2030-03-31T01:30', 'Europe/Berlin').toISOString()).toBe('2030-03-31T00:30:00.000Z');
    expect(zonedToUtc('2030-03-31T03:30', 'Europe/Berlin').toISOString()).toBe('2030-03-31T01:30:00.000Z');
    expect(utcToZoned(new Date('2030-10-27T02:30:00Z'), 'Europe/Berlin')).toBe('2030-10-27T03:30');
  });
});

describe('publishing and moderation', () => {
  it('the first event waits for review; once one is approved, later events publish at once', async () => {
    const o = await organizer();
    const first = await createEvent(o);
    const p = await t.call('publishOrganizedEvent', { token: o.token, params: { id: first.id } });
    expect(p.data).toMatchObject({ status: 'published', moderation: 'pending', group: 'in_review' });
    // Not visible to members while in review.
    const member = await signUpUser(t);
    expect((await t.call('eventDetail', { token: member.token, params: { id: first.id } })).status).toBe(404);
    const second = await createEvent(o, { title: 'Second' });
    const p2 = await t.call('publishOrganizedEvent', { token: o.token, params: { id: second.id } });
    expect(p2.data.moderation).toBe('pending');
    expect((await t.call('myOrganizedEvents', { token: o.token })).data.trusted).toBe(false);

    const m = await mods();
    const item = await openItemOf(first.id);
    expect((await t.call('moderationApprove', { token: m.token, params: { id: item?.id ?? '' } })).status).toBe(200);
    expect((await t.call('eventDetail', { token: member.token, params: { id: first.id } })).data.event.moderation).toBe('approved');
    expect((await t.call('myOrganizedEvents', { token: o.token })).data.trusted).toBe(true);

    const third = await createEvent(o, { title: 'Third' });
    const p3 = await t.call('publishOrganizedEvent', { token: o.token, params: { id: third.id } });
    expect(p3.data).toMatchObject({ status: 'published', moderation: 'approved', group: 'published' });
    expect(await openItemOf(third.id)).toBeUndefined();
  });

  it('a rejected event returns to draft with the reason', async () => {
    const o = await organizer();
    const e = await createEvent(o);
    await t.call('publishOrganizedEvent', { token: o.token, params: { id: e.id } });
    const m = await mods();
    const item = await openItemOf(e.id);
    const r = await t.call('moderationReject', {
      token: m.token,
      params: { id: item?.id ?? '' },
      body: { category: 'other', reason: 'The description is misleading.' },
    });
    expect(r.status, JSON.stringify(r.error)).toBe(200);
    const mine = await t.call('organizedEvent', { token: o.token, params: { id: e.id } });
    expect(mine.data).toMatchObject({ status: 'draft', moderation: 'rejected', group: 'draft' });
    expect(mine.data.rejection_reason).toContain('misleading');
  });

  it('a published event enters followers’ feeds', async () => {
    const o = await organizer();
    const follower = await signUpUser(t);
    expect((await t.call('follow', { token: follower.token, params: { userId: o.userId } })).status).toBe(200);
    const e = await listedEvent(o, { title: 'Feed-worthy premiere', category: 'premiere' });
    const feed = await t.call('feed', { token: follower.token });
    expect(feed.status, JSON.stringify(feed.error)).toBe(200);
    const item = feed.data.items.find((i) => i.subject.kind === 'event');
    expect(item?.subject).toMatchObject({
      kind: 'event',
      event: { event_id: e.id, title: 'Feed-worthy premiere', path: `/events/${e.id}` },
    });
  });
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

describe('the organizer at the door', () => {
  it('checks a ticket in by its code once; a second time says already checked in; another event’s code is refused', async () => {
    const o = await organizer();
    const e = await listedEvent(o);
    const other = await listedEvent(o, { title: 'Another night' });
    const m = await signUpUser(t);
    const ticket = (await t.call('rsvpEvent', { token: m.token, params: { id: e.id } })).data.ticket;
    const elsewhere = (await t.call('rsvpEvent', { token: m.token, params: { id: other.id } })).data.ticket;
    // Typed as read aloud: lower case, in groups.
    const typed = ticket.code.toLowerCase().replace(/(.{4})/g, '$1 ');
    expect(normalizeTicketCode(typed)).toBe(ticket.code);
    const first = await t.call('checkInTicket', { token: o.token, params: { id: e.id }, body: { code: typed } });
    expect(first.status, JSON.stringify(first.error)).toBe(200);
    expect(first.data).toMatchObject({ checked_in: 1, seats_taken: 1, attendee: { status: 'checked_in', user_id: m.userId } });
    const second = await t.call('checkInTicket', { token: o.token, params: { id: e.id }, body: { code: ticket.code } });
    expect(second.status).toBe(409);
    expect(second.error?.message).toMatch(/^This ticket is already checked in at \d{2}:\d{2} UTC\.$/);
    const wrong = await t.call('checkInTicket', { token: o.token, params: { id: e.id }, body: { code: elsewhere.code } });
    expect(wrong.status).toBe(400);
    expect(wrong.error?.message).toBe(M.codeUnknown);
    const made = await t.call('checkInTicket', { token: o.token, params: { id: e.id }, body: { code: 'AAAAAAAAAAAAAAAAAAAAAAAAAA' } });
    expect(made.error?.message).toBe(M.codeUnknown);
    // A code typed with look-alikes: O for 0, I or L for 1 (Crockford base32 has neither letter).
    const lookAlike = await signUpUser(t);
    const alike = (await t.call('rsvpEvent', { token: lookAlike.token, params: { id: e.id } })).data.ticket;
    await t.ctx.database.query('update event_tickets set code = $1 where id = $2', ['0A1B2C3D4E', alike.id]);
    const misread = formatTicketCode('0A1B2C3D4E').replace(/0/g, 'o').replace(/1/g, 'l');
    expect(misread).toBe('oAlB2-C3D4E');
    const third = await t.call('checkInTicket', { token: o.token, params: { id: e.id }, body: { code: misread } });
    expect(third.status, JSON.stringify(third.error)).toBe(200);
    // Nobody else checks tickets in at this event: not the attendee, not another organizer.
    expect((await t.call('checkInTicket', { token: m.token, params: { id: e.id }, body: { code: elsewhere.code } })).status).toBe(403);
    const stranger = await organizer();
    expect(
      (await t.call('checkInTicket', { token: stranger.token, params: { id: other.id }, body: { code: elsewhere.code } })).status,
    ).toBe(404);
  });

  it('a ticket issued with a first-generation 26-character code still checks in, typed in groups of four', async () => {
    const o = await organizer();
    const e = await listedEvent(o);
    const m = await signUpUser(t);
    const ticket = (await t.call('rsvpEvent', { token: m.token, params: { id: e.id } })).data.ticket;
    // Holds I, L and O, letters of their own in RFC 4648 base32: they must not be read as 1 and 0.
    const legacy = 'ILOVEAB2CDEFGHIJKLMNOPQRS7';
    await t.ctx.database.query('update event_tickets set code = $1 where id = $2', [legacy, ticket.id]);
    const typed = formatTicketCode(legacy).toLowerCase();
    expect(typed).toBe('ilov-eab2-cdef-ghij-klmn-opqr-s7');
    const r = await t.call('checkInTicket', { token: o.token, params: { id: e.id }, body: { code: typed } });
    expect(r.status, JSON.stringify(r.error)).toBe(200);
    expect(r.data.attendee).toMatchObject({ status: 'checked_in', code: legacy });
  });

  it('the attendee list is the organizer’s only: a stranger, an attendee and a visitor are refused', async () => {
    const o = await organizer();
    const e = await listedEvent(o);
    const m = await signUpUser(t);
    await t.call('rsvpEvent', { token: m.token, params: { id: e.id } });
    const mine = await t.call('eventAttendees', { token: o.token, params: { id: e.id } });
    expect(mine.status).toBe(200);
    expect(mine.data.attendees.map((a) => a.user_id)).toEqual([m.userId]);
    // The attendee (no app): 403; with the app installed: still not theirs, 404 like a missing event.
    expect((await t.call('eventAttendees', { token: m.token, params: { id: e.id } })).status).toBe(403);
    await install(m.userId);
    expect((await t.call('eventAttendees', { token: m.token, params: { id: e.id } })).status).toBe(404);
    const stranger = await organizer();
    expect((await t.call('eventAttendees', { token: stranger.token, params: { id: e.id } })).status).toBe(404);
    expect((await t.call('eventAttendees', { params: { id: e.id } })).status).toBe(401);
  });

  it('messaging the attendees sends each a notification and an e-mail', async () => {
    const o = await organizer();
    const e = await listedEvent(o, { title: 'Panel day' });
    const a = await signUpUser(t);
    await t.call('rsvpEvent', { token: a.token, params: { id: e.id } });
    const r = await t.call('messageEventAttendees', {
      token: o.token,
      params: { id: e.id },
      body: { subject: 'Doors at 7', body: 'Bring your ticket QR code.' },
    });
    expect(r.status, JSON.stringify(r.error)).toBe(200);
    expect(r.data.sent).toBe(1);
    const notes = await t.call('notifications', { token: a.token });
    expect(notes.data.items.some((n) => n.title === 'Panel day: Doors at 7' && n.action_url === `/events/${e.id}`)).toBe(true);
    const mail = await t.ctx.database.query<{ subject: string }>(
      "select subject from mail_outbox where kind = 'event_message' and to_address = $1",
      [a.email],
    );
    expect(mail).toHaveLength(1);
  });

  it('cancelling notifies and e-mails every attendee and refunds paid tickets through billing', async () => {
    const o = await organizer();
    const e = await listedEvent(o, { ticket_kind: 'paid', price_minor: 1500, currency: 'USD', title: 'Summer gala' });
    const a = await signUpUser(t);
    const b = await signUpUser(t);
    const ra = await t.call('rsvpEvent', { token: a.token, params: { id: e.id } });
    const tb = (await t.call('rsvpEvent', { token: b.token, params: { id: e.id } })).data.ticket;
    // A pays on the built-in provider's page; its webhook makes the ticket valid.
    expect((await payWith4242(ra.data.checkout_url ?? '')).status).toBe(303);
    const ticketOfA = async () => (await t.call('eventDetail', { token: a.token, params: { id: e.id } })).data.my_ticket?.status;
    await expect.poll(ticketOfA, { timeout: 20_000, interval: 50 }).toBe('valid');
    const c = await t.call('cancelOrganizedEvent', { token: o.token, params: { id: e.id } });
    expect(c.status, JSON.stringify(c.error)).toBe(200);
    expect(c.data).toMatchObject({ status: 'cancelled', group: 'cancelled', seats_taken: 0 });
    for (const m of [a, b]) {
      const notes = await t.call('notifications', { token: m.token });
      expect(notes.data.items.some((n) => n.title === M.cancelledTitle && n.content.includes('Summer gala'))).toBe(true);
      const mail = await t.ctx.database.query("select 1 from mail_outbox where kind = 'event_cancelled' and to_address = $1", [m.email]);
      expect(mail).toHaveLength(1);
    }
    // The paid ticket is refunded by a job after commit (billing asks the provider, with the reason);
    // the refund's webhook marks the ticket refunded. The unpaid hold needs none.
    // (The app's own worker may have claimed the job already, so runDue can find nothing due: wait for it.)
    await t.ctx.jobs.runDue();
    await expect.poll(ticketOfA, { timeout: 30_000, interval: 50 }).toBe('refunded');
    const [charge] = await t.ctx.database.query<{ id: string; refund_reason: string | null }>(
      "select p.id, p.refund_reason from billing_payments p where p.user_id = $1 and p.kind = 'charge'",
      [a.userId],
    );
    expect(charge?.refund_reason).toBe('Event cancelled by the organizer');
    // The refund told again (a replayed or late notification) changes nothing.
    await t.ctx.db.transaction((tx) => ticketRefunded(t.ctx, tx, { reference: ra.data.ticket.id, payment_id: charge?.id ?? '' }));
    const view = await t.call('eventDetail', { token: a.token, params: { id: e.id } });
    expect(view.data.event.status).toBe('cancelled');
    expect(view.data.my_ticket?.status).toBe('refunded');
    expect((await t.call('eventDetail', { token: b.token, params: { id: e.id } })).data.my_ticket?.status).toBe('cancelled');
    expect((await t.call('cancelOrganizedEvent', { token: o.token, params: { id: e.id } })).error?.message).toBe(M.alreadyCancelled);
    expect((await t.call('rsvpEvent', { token: (await signUpUser(t)).token, params: { id: e.id } })).error?.message).toBe(M.notOpen);
    void tb;
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
