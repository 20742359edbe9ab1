import { ENTERPRISE_DASHBOARD_MESSAGES as D, ENTERPRISE_DASHBOARD_DAYS } from '@mb/contract/enterprise-dashboard';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type NamedMember, namedMember } from '../helpers/profiles.ts';
import { startTestApp, type TestApp } from '../helpers/test-app.ts';

// /enterprise-dashboard (issue 17): figures across the enterprise's ACTIVE linked studios, in total, per
// studio and per UTC day. Rows are seeded straight into the owning features' tables (each feature's own
// tests prove how they get there); the dashboard reads them through those features' services.

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
}, 60_000);
afterAll(async () => {
  await t.close();
});

type ProfileType = 'creator' | 'business' | 'studio' | 'enterprise';
type Member = NamedMember;

const member = (type: ProfileType): Promise<Member> => namedMember(t, 'ed', 'Name', type);

async function invite(enterprise: Member, studio: Member) {
  const inv = await t.call('inviteStudio', { token: enterprise.token, body: { studio: studio.username } });
  expect(inv.status, JSON.stringify(inv.error)).toBe(201);
  return inv.data.link.id as string;
}

async function linked(enterprise: Member, studio: Member) {
  const id = await invite(enterprise, studio);
  const acc = await t.call('acceptEnterpriseLink', { token: studio.token, params: { id } });
  expect(acc.status, JSON.stringify(acc.error)).toBe(200);
  return id;
}

const DAY = 86_400_000;
const ago = (days: number) => new Date(Date.now() - days * DAY);
const utcDay = (d: Date) => d.toISOString().slice(0, 10);
const q = (text: string, params: unknown[]) => t.ctx.database.query(text, params);

/** Seeds one of each figure for `studio`, `at` (a casting call with `applicants` applications, ...). */
async function seed(studio: Member, at: Date, o: { applicants: Member[]; booker: Member; fans: Member[]; views: number }) {
  const form = await t.call('createCastingForm', {
    token: studio.token,
    body: { title: 'Form', fields: [{ id: 'name', type: 'text', label: 'Name', required: true }] },
  });
  expect(form.status, JSON.stringify(form.error)).toBe(201);
  const call = await q(
    `insert into casting_calls (studio_id, form_id, title, role_description, disclosure, deadline, created_at)
     values ($1, $2, 'Lead', 'Lead role.', 'Full nudity.', '2030-01-01', $3) returning id`,
    [studio.userId, form.data.id, at.toISOString()],
  );
  const callId = (call[0] as { id: string }).id;
  for (const a of o.applicants)
    await q(
      `insert into casting_applications (call_id, applicant_id, answers, disclosure_acknowledged_at, created_at)
       values ($1, $2, '{}'::jsonb, $3, $3)`,
      [callId, a.userId, at.toISOString()],
    );
  await q(
    `insert into bookings (owner_id, booker_id, service_name, time_zone, starts_at, ends_at, hold_until, created_at)
     values ($1, $2, 'Shoot', 'UTC', '2030-01-03T10:00:00Z', '2030-01-03T11:00:00Z', '2030-01-03T11:00:00Z', $3)`,
    [studio.userId, o.booker.userId, at.toISOString()],
  );
  // A published event counts; a draft does not.
  await q(`insert into events (organizer_id, title, status, published_at, created_at) values ($1, 'Mixer', 'published', $2, $2)`, [
    studio.userId,
    at.toISOString(),
  ]);
  await q(`insert into events (organizer_id, title, status, created_at) values ($1, 'Draft', 'draft', $2)`, [
    studio.userId,
    at.toISOString(),
  ]);
  await q(
    `insert into portfolio_items (owner_id, kind, thumb_key, full_key, size_bytes, views_count, created_at)
     values ($1, 'image', 'x/t.webp', 'x/f.webp', 10, $2, $3)`,
    [studio.userId, o.views, at.toISOString()],
  );
  for (const f of o.fans)
    await q(`insert into follows (follower_id, followed_id, created_at) values ($1, $2, $3)`, [f.userId, studio.userId, at.toISOString()]);
}

describe('enterprise dashboard', () => {
  it('is for enterprise accounts only (403 for the others, and for an enterprise acting as its studio)', async () => {
    for (const type of ['creator', 'studio', 'business'] as const) {
      const m = await member(type);
      const r = await t.call('enterpriseDashboard', { token: m.token });
      expect(r.status).toBe(403);
      expect(r.error?.message).toBe(D.enterpriseOnly);
    }
    const e = await member('enterprise');
    const s = await member('studio');
    await linked(e, s);
    const as = (await t.call('useLinkedAccount', { token: e.token, params: { id: s.userId } })).data.session.access_token as string;
    expect((await t.call('enterpriseDashboard', { token: as })).status).toBe(403);
    expect((await t.call('enterpriseDashboard', {})).status).toBe(401);
  });

  it('with no linked studios: zeros and 30 empty days ending today', async () => {
    const e = await member('enterprise');
    const r = await t.call('enterpriseDashboard', { token: e.token });
    expect(r.status).toBe(200);
    expect(r.data.studios).toEqual([]);
    expect(r.data.totals).toEqual({ casting_calls: 0, applicants: 0, bookings: 0, events: 0, portfolio_views: 0, followers: 0 });
    expect(r.data.per_day).toHaveLength(ENTERPRISE_DASHBOARD_DAYS);
    expect(r.data.per_day.at(-1)?.day).toBe(utcDay(new Date()));
    expect(r.data.per_day[0]?.day).toBe(utcDay(ago(ENTERPRISE_DASHBOARD_DAYS - 1)));
  });

  it('counts the active studios: totals, per studio and per day; an invitation and an unlinked studio count for nothing', async () => {
    const e = await member('enterprise');
    const [a, b, invited] = [await member('studio'), await member('studio'), await member('studio')];
    const [c1, c2, c3] = [await member('creator'), await member('creator'), await member('creator')];
    const linkA = await linked(e, a);
    await linked(e, b);
    await invite(e, invited); // not accepted: not counted
    // Studio A: today two applicants, two fans, 7 views; and 40 days ago (totals only, outside the charts).
    await seed(a, new Date(), { applicants: [c1, c2], booker: c1, fans: [c1, c2], views: 7 });
    await seed(a, ago(40), { applicants: [c3], booker: c2, fans: [c3], views: 5 });
    // Studio B: 3 days ago.
    await seed(b, ago(3), { applicants: [c1], booker: c3, fans: [c1], views: 2 });
    await seed(invited, new Date(), { applicants: [c1, c2, c3], booker: c1, fans: [c1, c2, c3], views: 100 });

    const r = await t.call('enterpriseDashboard', { token: e.token });
    expect(r.status, JSON.stringify(r.error)).toBe(200);
    expect(r.data.totals).toEqual({ casting_calls: 3, applicants: 4, bookings: 3, events: 3, portfolio_views: 14, followers: 4 });
    expect(r.data.studios.map((s) => s.id)).toEqual([a.userId, b.userId]);
    expect(r.data.studios[0]).toMatchObject({
      name: `Name ${a.username}`,
      username: a.username,
      figures: { casting_calls: 2, applicants: 3, bookings: 2, events: 2, portfolio_views: 12, followers: 3 },
    });
    expect(r.data.studios[1]?.figures).toEqual({
      casting_calls: 1,
      applicants: 1,
      bookings: 1,
      events: 1,
      portfolio_views: 2,
      followers: 1,
    });
    const day = (d: Date) => r.data.per_day.find((x) => x.day === utcDay(d));
    expect(day(new Date())).toEqual({ day: utcDay(new Date()), casting_calls: 1, applicants: 2, bookings: 1, events: 1, followers: 2 });
    expect(day(ago(3))).toEqual({ day: utcDay(ago(3)), casting_calls: 1, applicants: 1, bookings: 1, events: 1, followers: 1 });
    const sum = (k: 'casting_calls' | 'applicants' | 'bookings' | 'events' | 'followers') => r.data.per_day.reduce((n, d) => n + d[k], 0);
    expect([sum('casting_calls'), sum('applicants'), sum('bookings'), sum('events'), sum('followers')]).toEqual([2, 3, 2, 2, 3]);

    // Studio A unlinks: its figures are gone from the very next read.
    expect((await t.call('unlinkEnterpriseStudio', { token: a.token, params: { id: linkA } })).status).toBe(200);
    const after = await t.call('enterpriseDashboard', { token: e.token });
    expect(after.data.studios.map((s) => s.id)).toEqual([b.userId]);
    expect(after.data.totals).toEqual({ casting_calls: 1, applicants: 1, bookings: 1, events: 1, portfolio_views: 2, followers: 1 });
    expect(after.data.per_day.reduce((n, d) => n + d.applicants, 0)).toBe(1);
    expect(after.data.per_day.find((x) => x.day === utcDay(new Date()))).toMatchObject({ casting_calls: 0, applicants: 0, followers: 0 });
  });
});
