import { randomBytes } from 'node:crypto';
import { APP_STORE_MESSAGES } from '@mb/contract/app-store-access';
import { type BookingSettingsInput, BOOKING_MESSAGES as M } from '@mb/contract/bookings';
import { type RouteName, routes } from '@mb/contract/routes';
import { MESSAGES } from '@mb/contract/ui-text';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendReminder } from '../../src/features/bookings/service.ts';
import { signUpUser, startTestApp, type TestApp } from '../helpers/test-app.ts';

// MB Bookings (issue 16): the installation rule (the owner's side), slots across a clock change, no double
// booking under concurrent requests and answers, the cancellation policy, and the calendar files.

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
}, 60_000);
afterAll(async () => {
  await t.close();
});

type Member = Awaited<ReturnType<typeof signUpUser>> & { username: string };

/** An enterprise member (who may install apps, spec §4) with a username, and MB Bookings installed unless told not to. */
async function member(opts: { install?: boolean } = {}): Promise<Member> {
  const u = await signUpUser(t, 'enterprise');
  const username = `bk_${randomBytes(5).toString('hex')}`;
  const p = await t.call('updateMyProfile', { token: u.token, body: { username, display_name: `Booker ${username}` } });
  if (p.status !== 200) throw new Error(`profile failed: ${JSON.stringify(p.error)}`);
  if (opts.install !== false) {
    const r = await t.call('installApp', { token: u.token, params: { app_id: 'mb-bookings' } });
    if (r.status !== 200) throw new Error(`install failed: ${JSON.stringify(r.error)}`);
  }
  return { ...u, username };
}

const EVERY_DAY = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, start: '09:00', end: '17:00' }));

async function owner(settings: Partial<BookingSettingsInput> = {}, minNotice = 0) {
  const o = await member();
  const s = await t.call('updateBookingSettings', {
    token: o.token,
    body: { time_zone: 'Europe/Paris', buffer_minutes: 0, cancel_hours: 24, weekly: EVERY_DAY, exceptions: [], ...settings },
  });
  expect(s.status, JSON.stringify(s.error)).toBe(200);
  const c = await t.call('updateAppSettings', {
    token: o.token,
    params: { app_id: 'mb-bookings' },
    body: { configuration: { email_notifications: true, default_visibility: 'members', min_notice_hours: minNotice } },
  });
  expect(c.status, JSON.stringify(c.error)).toBe(200);
  const r = await t.call('createBookingService', {
    token: o.token,
    body: {
      name: 'Photo shoot',
      duration_minutes: 60,
      rate_cents: 25000,
      currency: 'EUR',
      description: 'Studio time',
      online: false,
      location: 'Paris 11e',
    },
  });
  expect(r.status, JSON.stringify(r.error)).toBe(201);
  return { ...o, serviceId: r.data.service.id };
}

const slotsOf = async (who: Member, o: Member & { serviceId: string }, query: Record<string, string> = {}) => {
  const r = await t.call('bookingSlots', {
    token: who.token,
    params: { username: o.username },
    query: { service_id: o.serviceId, ...query },
  });
  expect(r.status, JSON.stringify(r.error)).toBe(200);
  return r.data.slots;
};

const request = (who: Member, o: Member & { serviceId: string }, start: string, note = '') =>
  t.call('requestBooking', { token: who.token, params: { username: o.username }, body: { service_id: o.serviceId, start, note } });

/** The owner's side: these need MB Bookings installed. Every other bookings route is the booker's side. */
const OWNER_SIDE: readonly RouteName[] = [
  'bookingSetup',
  'updateBookingSettings',
  'createBookingService',
  'updateBookingService',
  'deleteBookingService',
  'regenerateBookingFeed',
  'ownerBookings',
  'acceptBooking',
  'declineBooking',
];

describe('the owner needs the app; the booker does not', () => {
  const names = (Object.keys(routes) as RouteName[]).filter(
    (n) => (routes[n] as { tag: string }).tag === 'bookings' && n !== 'bookingFeed',
  );

  it('anonymous: 401 everywhere; a member who has not installed it: 403 naming the app on the owner side only', async () => {
    const o = await owner();
    const stranger = await member({ install: false });
    const booker = await member();
    const req = await request(booker, o, (await slotsOf(booker, o))[0]?.start as string);
    expect(req.status).toBe(201);
    const params = { id: req.data.booking.id, username: o.username };
    expect(names.length).toBeGreaterThanOrEqual(16);
    expect(names).toEqual(expect.arrayContaining([...OWNER_SIDE]));
    for (const name of names) {
      const def = routes[name] as { path: string; method: string };
      const path = def.path.replace(/:(\w+)/g, (_, k: string) => params[k as keyof typeof params] ?? o.serviceId);
      const body = def.method === 'GET' || def.method === 'DELETE' ? undefined : JSON.stringify({});
      const headers: Record<string, string> = body ? { 'content-type': 'application/json' } : {};
      const anon = await fetch(`${t.url}${path}?service_id=${o.serviceId}`, { method: def.method, headers, body });
      expect(anon.status, `${name} anonymous`).toBe(401);
      expect(((await anon.json()) as { error: { message: string } }).error.message).toBe(MESSAGES.signInRequired);
      const res = await fetch(`${t.url}${path}?service_id=${o.serviceId}`, {
        method: def.method,
        headers: { ...headers, authorization: `Bearer ${stranger.token}` },
        body,
      });
      const message = ((await res.json()) as { error?: { message: string } }).error?.message;
      if (OWNER_SIDE.includes(name)) {
        // A body the route refuses is still refused first by the installation when it is well-formed;
        // malformed ones stop at validation (400), which never reaches the app.
        expect([400, 403], `${name} not installed`).toContain(res.status);
        if (res.status === 403) expect(message).toBe(APP_STORE_MESSAGES.notInstalled('MB Bookings'));
      } else expect(message, `${name}: the booker's side never asks for the app`).not.toBe(APP_STORE_MESSAGES.notInstalled('MB Bookings'));
    }
    // Well-formed bodies: the installation check answers on the owner's side.
    const svc = { name: 'X', duration_minutes: 30, rate_cents: null, currency: 'USD', description: '', online: true, location: '' };
    for (const r of [
      await t.call('createBookingService', { token: stranger.token, body: svc }),
      await t.call('updateBookingSettings', {
        token: stranger.token,
        body: { time_zone: 'UTC', buffer_minutes: 0, cancel_hours: 0, weekly: [], exceptions: [] },
      }),
    ]) {
      expect(r.status).toBe(403);
      expect(r.error?.message).toBe(APP_STORE_MESSAGES.notInstalled('MB Bookings'));
    }
  });

  it('a creator, who may not install apps (spec §4), books a member who runs it, follows it, and cancels', async () => {
    const o = await owner();
    const u = await signUpUser(t, 'creator');
    const username = `cr_${randomBytes(5).toString('hex')}`;
    expect((await t.call('updateMyProfile', { token: u.token, body: { username, display_name: `Creator ${username}` } })).status).toBe(200);
    const creator = { ...u, username };
    expect((await t.call('installApp', { token: creator.token, params: { app_id: 'mb-bookings' } })).status).toBe(403);
    const page = await t.call('bookingPage', { token: creator.token, params: { username: o.username } });
    expect(page.status, JSON.stringify(page.error)).toBe(200);
    const req = await request(creator, o, (await slotsOf(creator, o))[0]?.start as string, 'Portrait session');
    expect(req.status, JSON.stringify(req.error)).toBe(201);
    const mine = await t.call('myBookings', { token: creator.token });
    expect(mine.data.upcoming.map((b) => b.id)).toContain(req.data.booking.id);
    const ics = await fetch(`${t.url}/api/v1/bookings/requests/${req.data.booking.id}/ics`, {
      headers: { authorization: `Bearer ${creator.token}` },
    });
    expect(ics.status).toBe(200);
    expect(await ics.text()).toContain('BEGIN:VCALENDAR');
    const c = await t.call('cancelBooking', { token: creator.token, params: { id: req.data.booking.id }, body: {} });
    expect(c.status, JSON.stringify(c.error)).toBe(200);
    expect(c.data.booking.status).toBe('cancelled');
  });

  it("the profile's Book button: bookable only when the member runs the app with a service and their rules let you", async () => {
    const o = await owner();
    const viewer = await member({ install: false });
    const bookable = (who: Member, username: string) => t.call('bookingAvailability', { token: who.token, params: { username } });
    const yes = await bookable(viewer, o.username);
    expect(yes.data).toEqual({ bookable: true, booking_path: `/apps/mb-bookings/book/${o.username}` });
    // Yourself, a member without the app, a member with the app but no service, and nobody: false, never an error.
    expect((await bookable(o, o.username)).data.bookable).toBe(false);
    expect((await bookable(o, viewer.username)).data).toEqual({ bookable: false, booking_path: null });
    const noService = await member();
    expect((await bookable(viewer, noService.username)).data.bookable).toBe(false);
    expect((await bookable(viewer, 'nobody_here_at_all')).status).toBe(200);
    // Connections only: a stranger may not book, so no button.
    await t.call('updateAppSettings', {
      token: o.token,
      params: { app_id: 'mb-bookings' },
      body: { configuration: { email_notifications: true, default_visibility: 'connections', min_notice_hours: 0 } },
    });
    expect((await bookable(viewer, o.username)).data.bookable).toBe(false);
  });

  it('a member who has the app cannot book an owner who has not installed it (404, like a missing page)', async () => {
    const plain = await member({ install: false });
    const booker = await member();
    const r = await t.call('bookingPage', { token: booker.token, params: { username: plain.username } });
    expect(r.status).toBe(404);
    expect(r.error?.message).toBe(M.notBookable);
  });
});

describe('slots', () => {
  it('follow the owner’s wall clock across the spring-forward change (Europe/Paris, 28 March 2027)', async () => {
    const o = await owner({ weekly: EVERY_DAY.map((w) => ({ ...w, start: '09:00', end: '10:00' })) });
    const booker = await member();
    const slots = await slotsOf(booker, o, { from: '2027-03-26', days: '4' });
    expect(slots.map((s) => s.start)).toEqual([
      '2027-03-26T08:00:00.000Z', // 09:00 CET (UTC+1)
      '2027-03-27T08:00:00.000Z',
      '2027-03-28T07:00:00.000Z', // 09:00 CEST (UTC+2) from the 28th
      '2027-03-29T07:00:00.000Z',
    ]);
    // And back in the autumn (31 October 2027): 09:00 CEST, then 09:00 CET.
    const autumn = await slotsOf(booker, o, { from: '2027-10-30', days: '2' });
    expect(autumn.map((s) => s.start)).toEqual(['2027-10-30T07:00:00.000Z', '2027-10-31T08:00:00.000Z']);
  });

  it('a day off removes the weekly hours; extra hours add slots; the buffer spaces them', async () => {
    const o = await owner({
      buffer_minutes: 30,
      weekly: [{ weekday: 1, start: '09:00', end: '12:00' }],
      exceptions: [
        { date: '2027-05-03', kind: 'off' },
        { date: '2027-05-08', kind: 'extra', start: '14:00', end: '15:00' },
      ],
    });
    const booker = await member();
    const slots = await slotsOf(booker, o, { from: '2027-05-03', days: '8' });
    // 3 May (Monday) off; 8 May (Saturday) 14:00 CEST; 10 May (Monday) 09:00 and 10:30 (60 min + 30 buffer).
    expect(slots.map((s) => s.start)).toEqual(['2027-05-08T12:00:00.000Z', '2027-05-10T07:00:00.000Z', '2027-05-10T08:30:00.000Z']);
  });

  it('refuses a time that is not offered, and one inside the minimum notice', async () => {
    const o = await owner({}, 48);
    const booker = await member();
    const bad = await request(booker, o, '2027-03-26T08:07:00.000Z');
    expect(bad.status).toBe(409);
    expect(bad.error?.message).toBe(M.slotNotOffered);
    const soon = await request(booker, o, new Date(Date.now() + 3_600_000).toISOString());
    expect(soon.status).toBe(400);
    expect(soon.error?.message).toBe(M.tooSoon(48));
  });
});

describe('no double booking', () => {
  it('50 concurrent requests for one slot, then every answer at once: exactly one accepted, and the slot is gone', async () => {
    const o = await owner();
    const bookers = await Promise.all(Array.from({ length: 10 }, () => member()));
    const slot = (await slotsOf(bookers[0] as Member, o, { from: '2027-06-01', days: '1' }))[0]?.start as string;
    expect(slot).toBe('2027-06-01T07:00:00.000Z');
    // 10 members, 5 requests each, all at once: each member gets one request in, the rest are duplicates.
    const sent = await Promise.all(bookers.flatMap((b) => Array.from({ length: 5 }, () => request(b, o, slot, 'Hello'))));
    expect(sent.length).toBe(50);
    expect(sent.filter((r) => r.status === 201).length).toBe(10);
    expect(sent.filter((r) => r.status === 409).every((r) => r.error?.message === M.alreadyRequested)).toBe(true);
    const ids = sent.filter((r) => r.status === 201).map((r) => r.data.booking.id);
    // The owner accepts all ten at once: one wins, the others are refused or already declined with it.
    const answers = await Promise.all(ids.map((id) => t.call('acceptBooking', { token: o.token, params: { id } })));
    expect(answers.filter((r) => r.status === 200).length).toBe(1);
    expect(answers.filter((r) => r.status !== 200).every((r) => r.status === 409)).toBe(true);
    const rows = await t.ctx.database.query<{ status: string; n: number }>(
      'select status, count(*)::int as n from bookings where owner_id = $1 group by status order by status',
      [o.userId],
    );
    expect(rows).toEqual([
      { status: 'accepted', n: 1 },
      { status: 'declined', n: 9 },
    ]);
    // Gone for everyone, and a new request for it is refused.
    const late = await member();
    expect((await slotsOf(late, o, { from: '2027-06-01', days: '1' })).map((s) => s.start)).not.toContain(slot);
    const again = await request(late, o, slot);
    expect(again.status).toBe(409);
    expect(again.error?.message).toBe(M.slotUnavailable);
    // The losers were told.
    const loser = bookers.find((b) => !answers.some((a) => a.status === 200 && a.data.booking.booker.id === b.userId)) as Member;
    const mine = await t.call('myBookings', { token: loser.token });
    expect(mine.data.upcoming[0]).toMatchObject({ status: 'declined', reason: M.takenByOther });
  }, 120_000);

  it('the database itself refuses two accepted bookings of one owner that overlap (exclusion constraint)', async () => {
    const o = await owner();
    const b = await member();
    const insert = (start: string, end: string) =>
      t.ctx.database.query(
        `insert into bookings (owner_id, booker_id, service_name, time_zone, starts_at, ends_at, hold_until, status)
         values ($1, $2, 'Direct', 'UTC', $3, $4, $4, 'accepted')`,
        [o.userId, b.userId, start, end],
      );
    await insert('2028-01-03T10:00:00Z', '2028-01-03T11:00:00Z');
    await expect(insert('2028-01-03T10:30:00Z', '2028-01-03T11:30:00Z')).rejects.toThrow(/bookings_no_overlap/);
    // Touching ends do not overlap ([start, hold_until) ranges).
    await expect(insert('2028-01-03T11:00:00Z', '2028-01-03T12:00:00Z')).resolves.toBeDefined();
  });

  it('a pending request holds nothing: an accepted booking with its buffer blocks the neighbouring slot', async () => {
    const o = await owner({ buffer_minutes: 30, weekly: [{ weekday: 2, start: '09:00', end: '12:00' }] });
    const [a, b] = await Promise.all([member(), member()]);
    const before = await slotsOf(a, o, { from: '2027-06-01', days: '1' });
    expect(before.map((s) => s.start)).toEqual(['2027-06-01T07:00:00.000Z', '2027-06-01T08:30:00.000Z']);
    const ra = await request(a, o, before[0]?.start as string);
    expect((await slotsOf(b, o, { from: '2027-06-01', days: '1' })).length).toBe(2); // pending: still offered
    const rb = await request(b, o, before[0]?.start as string);
    expect(rb.status).toBe(201);
    expect((await t.call('acceptBooking', { token: o.token, params: { id: ra.data.booking.id } })).status).toBe(200);
    expect((await slotsOf(b, o, { from: '2027-06-01', days: '1' })).map((s) => s.start)).toEqual(['2027-06-01T08:30:00.000Z']);
  });
});

describe('answers, notifications and the cancellation policy', () => {
  it('both sides are notified and e-mailed; cancelling is free until the policy’s limit', async () => {
    const o = await owner({ cancel_hours: 48 });
    const booker = await member();
    const far = (await slotsOf(booker, o, { from: '2027-07-01', days: '1' }))[0]?.start as string;
    const r = await request(booker, o, far, 'For the summer lookbook');
    expect(r.data.booking).toMatchObject({ status: 'pending', role: 'booker', note: 'For the summer lookbook', can_cancel: true });
    const owned = await t.call('ownerBookings', { token: o.token });
    expect(owned.data.requests.map((b) => b.id)).toEqual([r.data.booking.id]);
    const acc = await t.call('acceptBooking', { token: o.token, params: { id: r.data.booking.id } });
    expect(acc.data.booking).toMatchObject({ status: 'accepted', can_cancel: true });
    const mails = await t.ctx.database.query<{ to_address: string; kind: string }>(
      `select * from mail_outbox where kind like 'booking_%' and (to_address = $1 or to_address = $2) order by created_at`,
      [o.email, booker.email],
    );
    expect(mails.map((m) => m.kind)).toEqual(['booking_requested', 'booking_accepted']);
    const notes = await t.call('notifications', { token: booker.token });
    expect(JSON.stringify(notes.data)).toContain('accepted your booking');
    // The reminder job (the day before) tells both.
    await sendReminder(t.ctx, r.data.booking.id);
    expect(JSON.stringify((await t.call('notifications', { token: o.token })).data)).toContain('Reminder: Photo shoot');
    const c = await t.call('cancelBooking', { token: booker.token, params: { id: r.data.booking.id }, body: { reason: 'Plans changed' } });
    expect(c.data.booking).toMatchObject({ status: 'cancelled', cancelled_by: 'booker', reason: 'Plans changed' });

    // 30 hours ahead with a 48-hour policy: accepted, then too late to cancel for either side.
    const soon = new Date(Date.now() + 30 * 3_600_000);
    const day = soon.toISOString().slice(0, 10);
    const o2 = await owner({ cancel_hours: 48, time_zone: 'UTC', weekly: EVERY_DAY.map((w) => ({ ...w, start: '00:00', end: '24:00' })) });
    const s2 = (await slotsOf(booker, o2, { from: day, days: '2' })).find((s) => Date.parse(s.start) > soon.getTime()) as { start: string };
    const r2 = await request(booker, o2, s2.start);
    await t.call('acceptBooking', { token: o2.token, params: { id: r2.data.booking.id } });
    for (const who of [booker, o2]) {
      const late = await t.call('cancelBooking', { token: who.token, params: { id: r2.data.booking.id }, body: {} });
      expect(late.status).toBe(409);
      expect(late.error?.message).toBe(M.cancelClosed(48));
    }
  });

  it('nobody else sees or answers a booking', async () => {
    const o = await owner();
    const [booker, other] = await Promise.all([member(), member()]);
    const r = await request(booker, o, (await slotsOf(booker, o, { from: '2027-08-02', days: '1' }))[0]?.start as string);
    for (const name of ['acceptBooking', 'declineBooking'] as const) {
      expect((await t.call(name, { token: other.token, params: { id: r.data.booking.id } })).status).toBe(404);
      expect((await t.call(name, { token: booker.token, params: { id: r.data.booking.id } })).status).toBe(404);
    }
    expect((await t.call('cancelBooking', { token: other.token, params: { id: r.data.booking.id }, body: {} })).status).toBe(404);
    expect((await t.call('bookingIcs', { token: other.token, params: { id: r.data.booking.id } })).status).toBe(404);
  });
});

describe('calendar files', () => {
  it('each booking downloads as .ics; the private feed serves accepted bookings and stops after regeneration', async () => {
    const o = await owner();
    const booker = await member();
    const r = await request(booker, o, (await slotsOf(booker, o, { from: '2027-09-06', days: '1' }))[0]?.start as string);
    await t.call('acceptBooking', { token: o.token, params: { id: r.data.booking.id } });
    const ics = await fetch(`${t.url}/api/v1/bookings/requests/${r.data.booking.id}/ics`, {
      headers: { authorization: `Bearer ${booker.token}` },
    });
    expect(ics.status).toBe(200);
    expect(ics.headers.get('content-type')).toContain('text/calendar');
    const text = await ics.text();
    expect(text).toContain(`UID:booking-${r.data.booking.id}@`);
    expect(text).toContain('TZID=Europe/Paris');
    expect(text).toContain('BEGIN:VTIMEZONE');

    const setup = await t.call('bookingSetup', { token: o.token });
    const feed = await fetch(setup.data.feed_url.replace(/^https?:\/\/[^/]+/, t.url));
    expect(feed.status).toBe(200);
    const body = await feed.text();
    expect(body).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(body).toContain(`UID:booking-${r.data.booking.id}@`);
    expect(body.match(/BEGIN:VTIMEZONE/g)?.length).toBe(1);

    const fresh = await t.call('regenerateBookingFeed', { token: o.token });
    expect(fresh.data.feed_url).not.toBe(setup.data.feed_url);
    expect((await fetch(setup.data.feed_url.replace(/^https?:\/\/[^/]+/, t.url))).status).toBe(404);
    expect((await fetch(fresh.data.feed_url.replace(/^https?:\/\/[^/]+/, t.url))).status).toBe(200);
  });
});
