import { expect } from 'vitest';
import { moderator } from './portfolio.ts';
import { signUpUser, type TestApp } from './test-app.ts';

// Set-up shared by the MB Events API tests (events.test.ts, events-tickets.test.ts). The api project runs
// its files in one worker without isolation, so nothing here is module state: each file calls
// eventHelpers with its own app and gets its own helpers (and its own moderator).

export type Member = Awaited<ReturnType<typeof signUpUser>>;

export const inDays = (n: number, hour = 20) => {
  const d = new Date(Date.now() + n * 86_400_000);
  return `${d.toISOString().slice(0, 10)}T${String(hour).padStart(2, '0')}:00`;
};

export const draft = (over: Record<string, unknown> = {}) => ({
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

/** The helpers of one test file, on the app `app()` returns (started in that file's beforeAll). */
export function eventHelpers(app: () => TestApp) {
  const local = (url: string) => {
    const t = app();
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
      await app().ctx.database.query<{ user_id: string; purpose: string; reference: string; amount_minor: number; currency: string }>(
        'select user_id, purpose, reference, amount_minor, currency from billing_checkouts where reference = $1 order by created_at desc limit 1',
        [ticketId],
      )
    )[0];

  const install = (userId: string) =>
    app().ctx.database.query("insert into mb_app_installations (user_id, app_id, status) values ($1, 'mb-events', 'active')", [userId]);

  let mod: Member | undefined;
  const mods = async () => {
    mod ??= await moderator(app());
    return mod;
  };

  const openItemOf = async (eventId: string) =>
    (
      await app().ctx.database.query<{ id: string; status: string }>(
        "select id, status from moderation_items where type = 'event_listing' and subject_id = $1 order by created_at desc",
        [eventId],
      )
    )[0];

  async function organizer() {
    const u = await signUpUser(app(), 'business');
    await install(u.userId);
    return u;
  }

  async function createEvent(o: Member, over: Record<string, unknown> = {}) {
    const r = await app().call('createOrganizedEvent', { token: o.token, body: draft(over) });
    expect(r.status, JSON.stringify(r.error)).toBe(201);
    return r.data;
  }

  /** Published and approved (through the queue the first time, at once after). */
  async function listedEvent(o: Member, over: Record<string, unknown> = {}) {
    const t = app();
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

  return { payWith4242, checkoutOf, install, mods, openItemOf, organizer, createEvent, listedEvent };
}
