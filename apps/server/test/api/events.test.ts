import { formatTicketCode, EVENT_MESSAGES as M, normalizeTicketCode, utcToZoned, zonedToUtc } from '@mb/contract/events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ticketRefunded } from '../../src/features/events/service.ts';
import { draft, eventHelpers, inDays } from '../helpers/events.ts';
import { signUpUser, startTestApp, type TestApp } from '../helpers/test-app.ts';

// MB Events, the organizer's side: who may organize (the app installed), moderation once per organizer,
// check-in once, the attendee list for the organizer only, cancellation (notified, e-mailed, refunded).
// The members' side (RSVP, tickets, listings, the calendar file) is in events-tickets.test.ts.

let t: TestApp;
const { payWith4242, install, mods, openItemOf, organizer, createEvent, listedEvent } = eventHelpers(() => t);

beforeAll(async () => {
  t = await startTestApp({}, undefined, { pages: true });
});
afterAll(async () => {
  await t.close();
});

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
    // B reads German (issue 36): told in German, A in English.
    await t.call('setLocale', { token: b.token, body: { locale: 'de' } });
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
      const title = m === b ? 'Ein Event, an dem du teilnimmst, wurde abgesagt' : M.cancelledTitle;
      expect(notes.data.items.some((n) => n.title === title && n.content.includes('Summer gala'))).toBe(true);
      const mail = await t.ctx.database.query("select 1 from mail_outbox where kind = 'event_cancelled' and to_address = $1", [m.email]);
      expect(mail).toHaveLength(1);
    }
    const said = async (m: { email: string }) =>
      (
        await t.ctx.database.query<{ text_body: string }>(
          "select text_body from mail_outbox where kind = 'event_cancelled' and to_address = $1",
          [m.email],
        )
      )[0]?.text_body;
    expect(await said(a)).toMatch(/^“Summer gala” was cancelled by its organizer\. Your ticket will be refunded to the way you paid\.$/m);
    expect(await said(b)).toMatch(/^„Summer gala“ wurde vom Veranstalter abgesagt\.$/m);
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
