import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PORTFOLIO_MESSAGES } from '@mb/contract/portfolio';
import { DEFAULT_PRO_STATUS, PRO_MESSAGES } from '@mb/contract/pro';
import type { SubscriptionStatus } from '@mb/contract/profiles';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as pro from '../../src/features/pro/service.ts';
import * as profiles from '../../src/features/profiles/service.ts';
import { staffRoles } from '../../src/features/staff/schema.ts';
import { loadConfig } from '../../src/platform/config.ts';
import { createJobs, type Jobs } from '../../src/platform/jobs/jobs.ts';
import { plainImage, portfolioMember, postPortfolio, uploadImage } from '../helpers/portfolio.ts';
import { signUpUser, startTestApp, type TestApp } from '../helpers/test-app.ts';

// Pro status and the grace period (issue 14; features/pro/README.md). Billing is
// stood in for through profiles.setSubscriptionState, the one writer it uses. The app's own job worker
// is off: the tests run the jobs themselves, with one or two workers, to count what each run does.

const DAY = 86_400_000;
const fixture = (name: string) => readFileSync(path.join(import.meta.dirname, '../fixtures', name));

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ JOBS_WORKER: 'off' });
});
afterAll(() => t.close());

async function setSubscription(userId: string, status: SubscriptionStatus | null, endInMs: number | null) {
  const end = endInMs === null ? null : new Date(Date.now() + endInMs);
  await t.ctx.db.transaction((tx) =>
    profiles.setSubscriptionState(t.ctx, tx, userId, { subscription_status: status, subscription_end_date: end }),
  );
}

async function admin() {
  const u = await signUpUser(t);
  await t.ctx.db.insert(staffRoles).values({ user_id: u.userId, role: 'admin', permissions: ['staff_management', 'content_moderation'] });
  return u;
}

const grace = async (token: string) => (await t.call('graceStatus', { token })).data;
const status = async (token: string) => (await t.call('proStatus', { token })).data;

describe('unified Pro status (spec §3, §4)', () => {
  it('a member with no subscription answers the §4 defaults', async () => {
    const u = await signUpUser(t);
    expect(await status(u.token)).toEqual(DEFAULT_PRO_STATUS);
    expect(await grace(u.token)).toMatchObject({ grace_period_active: false, can_upload: true, can_view: true, days_remaining: 0 });
  });

  it('paid Pro: end date, days remaining, billing fields from the billing port, auto-rebill true even when billing says false', async () => {
    const u = await signUpUser(t);
    await setSubscription(u.userId, 'active', 10 * DAY - 60_000);
    const restore = t.ctx.features.substitute('billing.subscription_summary', async (_ctx, id) =>
      id === u.userId ? { billing_cycle: 'yearly', auto_rebill: false, next_billing_date: new Date('2030-01-01T00:00:00Z') } : null,
    );
    try {
      const s = await status(u.token);
      expect(s).toMatchObject({
        is_pro_user: true,
        is_moderator_granted: false,
        subscription_status: 'active',
        billing_cycle: 'yearly',
        auto_rebill: true,
        next_billing_date: '2030-01-01T00:00:00.000Z',
        days_remaining: 10,
      });
      expect(s.pro_end_date).toBe(s.subscription_end_date);
    } finally {
      restore();
    }
  });

  it('a failing billing port leaves the billing defaults and Pro as the profile says', async () => {
    const u = await signUpUser(t);
    await setSubscription(u.userId, 'active', 3 * DAY);
    const restore = t.ctx.features.substitute('billing.subscription_summary', async () => {
      throw new Error('billing down');
    });
    try {
      expect(await status(u.token)).toMatchObject({ is_pro_user: true, billing_cycle: null, auto_rebill: true, next_billing_date: null });
    } finally {
      restore();
    }
  });

  it('cancelled runs to its end date; refunded and chargeback with a past end are in grace; expired is neither', async () => {
    const u = await signUpUser(t);
    await setSubscription(u.userId, 'cancelled', DAY);
    expect((await status(u.token)).is_pro_user).toBe(true);
    for (const st of ['refunded', 'chargeback', 'past_due', 'cancelled'] as const) {
      await setSubscription(u.userId, st, -1000);
      expect((await status(u.token)).is_pro_user).toBe(false);
      expect((await grace(u.token)).grace_period_active).toBe(true);
    }
    await setSubscription(u.userId, 'expired', -1000);
    expect((await grace(u.token)).grace_period_active).toBe(false);
    expect((await status(u.token)).is_pro_user).toBe(false);
  });
});

describe('grace period boundaries (spec §4, §9: 14 days)', () => {
  it('starts the moment the paid period ends and counts whole days to its end', async () => {
    const u = await signUpUser(t);
    await setSubscription(u.userId, 'active', 60_000);
    expect(await grace(u.token)).toMatchObject({ grace_period_active: false, can_upload: true });
    expect((await status(u.token)).is_pro_user).toBe(true);

    await setSubscription(u.userId, 'active', -1000);
    const g = await grace(u.token);
    expect(g).toMatchObject({ grace_period_active: true, days_remaining: 14, can_upload: false, can_view: true });
    const row = await profiles.profileRowOf(t.ctx.db, u.userId);
    expect(new Date(g.grace_period_end_date ?? '').getTime()).toBe((row?.subscription_end_date?.getTime() ?? 0) + 14 * DAY);

    await setSubscription(u.userId, 'past_due', -(13 * DAY + 12 * 3_600_000));
    expect((await grace(u.token)).days_remaining).toBe(1);
    // Past the 14 days but not yet downgraded: still restricted, nothing left.
    await setSubscription(u.userId, 'past_due', -(14 * DAY + 60_000));
    expect(await grace(u.token)).toMatchObject({ grace_period_active: true, days_remaining: 0, can_upload: false });
  });

  it('an admin grant lifts the grace period while it runs', async () => {
    const u = await signUpUser(t);
    const a = await admin();
    await setSubscription(u.userId, 'active', -DAY);
    expect((await grace(u.token)).grace_period_active).toBe(true);
    const r = await t.call('adminSetMemberPro', {
      token: a.token,
      params: { id: u.userId },
      body: { moderator_granted_end_date: new Date(Date.now() + 30 * DAY).toISOString() },
    });
    expect(r.status).toBe(200);
    expect((await grace(u.token)).grace_period_active).toBe(false);
    expect(await status(u.token)).toMatchObject({ is_pro_user: true, is_moderator_granted: true, days_remaining: 30 });
  });
});

describe('uploads and edits refused in grace (spec §2 restrictions, §6)', () => {
  it('every write of Pro content answers the grace message; deleting stays allowed', async () => {
    const u = await portfolioMember(t, { verified: true, pro: true });
    const other = await portfolioMember(t);
    const item = await uploadImage(t, u.token);
    const album = await t.call('createPortfolioAlbum', { token: u.token, body: { title: 'Before the lapse' } });
    expect(album.status).toBe(201);
    await setSubscription(u.userId, 'past_due', -DAY);

    const upload = await postPortfolio(t, u.token, { body: await plainImage(), name: 'a.jpg', type: 'image/jpeg' });
    expect([upload.status, upload.json.error?.message]).toEqual([403, PORTFOLIO_MESSAGES.inGrace]);
    const video = await postPortfolio(t, u.token, { body: fixture('clip.mp4'), name: 'clip.mp4', type: 'video/mp4' });
    expect([video.status, video.json.error?.message]).toEqual([403, PORTFOLIO_MESSAGES.inGrace]);
    const refused = [
      await t.call('updatePortfolioItem', { token: u.token, params: { id: item.id }, body: { title: 'Edited' } }),
      await t.call('createPortfolioAlbum', { token: u.token, body: { title: 'New' } }),
      await t.call('updatePortfolioAlbum', { token: u.token, params: { id: album.data.id }, body: { title: 'Renamed' } }),
      await t.call('reorderPortfolio', { token: u.token, body: { album_id: null, item_ids: [item.id] } }),
      await t.call('reorderPortfolioAlbums', { token: u.token, body: { album_ids: [album.data.id] } }),
      await t.call('tagPortfolioMember', { token: u.token, params: { id: item.id }, body: { member: other.username } }),
    ];
    for (const r of refused) expect([r.status, r.error?.message]).toEqual([403, PORTFOLIO_MESSAGES.inGrace]);
    const mine = await t.call('myPortfolio', { token: u.token });
    expect(mine.data.allowance).toMatchObject({ in_grace: true, can_upload_videos: false, can_use_albums: false });
    expect((await t.call('deletePortfolioItem', { token: u.token, params: { id: item.id } })).status).toBe(200);
  });
});

describe('admin grants, sponsor and ambassador (spec §6)', () => {
  it('sets each, audits it, notifies the member; refuses a past end date and an unknown member', async () => {
    const u = await signUpUser(t);
    const a = await admin();
    const r = await t.call('adminSetMemberPro', {
      token: a.token,
      params: { id: u.userId },
      body: { is_sponsor: true, is_ambassador: true },
    });
    expect(r.status).toBe(200);
    expect(r.data.status).toMatchObject({ is_sponsor_user: true, is_ambassador: true, is_pro_user: false });
    expect(await status(u.token)).toMatchObject({ is_sponsor_user: true, is_ambassador: true });
    const audit = await t.ctx.database.query<{ action_type: string }>(
      'select action_type from admin_activity_logs where resource_id = $1',
      [u.userId],
    );
    expect(audit.map((x) => x.action_type)).toEqual(['set_pro_status']);
    const notes = await t.call('notifications', { token: u.token });
    expect(JSON.stringify(notes.data)).toContain('You are now a sponsor.');

    const past = await t.call('adminSetMemberPro', {
      token: a.token,
      params: { id: u.userId },
      body: { moderator_granted_end_date: new Date(Date.now() - 1000).toISOString() },
    });
    expect([past.status, past.error?.fields?.moderator_granted_end_date]).toEqual([400, PRO_MESSAGES.grantEndInPast]);
    const empty = await t.call('adminSetMemberPro', { token: a.token, params: { id: u.userId }, body: {} });
    expect([empty.status, empty.error?.message]).toEqual([400, PRO_MESSAGES.nothingToChange]);
    const nobody = await t.call('adminMemberPro', { token: a.token, params: { id: '00000000-0000-4000-8000-000000000000' } });
    expect(nobody.status).toBe(404);
    const member = await t.call('adminSetMemberPro', { token: u.token, params: { id: u.userId }, body: { is_sponsor: false } });
    expect(member.status).toBe(403);
  });
});

describe('consistency (spec §7 validate_pro_status_consistency)', () => {
  it('consistent by default; flags paid plus granted, and a lapse that billing says renewed', async () => {
    const u = await signUpUser(t);
    const a = await admin();
    expect((await t.call('proConsistency', { token: u.token })).data).toEqual({ is_consistent: true, issues: [], recommendations: [] });
    await setSubscription(u.userId, 'active', 5 * DAY);
    await t.call('adminSetMemberPro', {
      token: a.token,
      params: { id: u.userId },
      body: { moderator_granted_end_date: new Date(Date.now() + DAY).toISOString() },
    });
    const c = (await t.call('proConsistency', { token: u.token })).data;
    expect(c.is_consistent).toBe(false);
    expect(c.issues).toEqual(['Pro is both paid for and granted by a moderator']);
    expect(c.recommendations).toHaveLength(1);
    await t.call('adminSetMemberPro', { token: a.token, params: { id: u.userId }, body: { moderator_granted_end_date: null } });
    // A lapse (active, end date past) is the grace period, not an inconsistency...
    await setSubscription(u.userId, 'active', -DAY);
    expect((await t.call('proConsistency', { token: u.token })).data.is_consistent).toBe(true);
    // ...unless billing says it renewed.
    const restore = t.ctx.features.substitute('billing.subscription_summary', async () => ({
      billing_cycle: 'monthly',
      auto_rebill: true,
      next_billing_date: new Date(Date.now() + 20 * DAY),
    }));
    try {
      expect((await t.call('proConsistency', { token: u.token })).data.issues).toEqual([
        'Billing shows the subscription renewed but the paid period on the profile has ended',
      ]);
    } finally {
      restore();
    }
  });
});

// ---------------------------------------------------------------------------------------------------
// The downgrade: counted rows and files

interface Snapshot {
  items: { id: string; kind: string; keys: string[] }[];
  albums: number;
  objects: number;
}
async function snapshot(userId: string): Promise<Snapshot> {
  const items = await t.ctx.database.query<{ id: string; kind: string; thumb_key: string; full_key: string; video_key: string | null }>(
    'select id, kind, thumb_key, full_key, video_key from portfolio_items where owner_id = $1 order by created_at, id',
    [userId],
  );
  const [albums] = await t.ctx.database.query<{ n: number }>('select count(*)::int as n from portfolio_albums where owner_id = $1', [
    userId,
  ]);
  const [objects] = await t.ctx.database.query<{ n: number }>(
    "select count(*)::int as n from storage_objects where bucket = 'portfolio' and owner_id = $1",
    [userId],
  );
  return {
    items: items.map((r) => ({
      id: r.id,
      kind: r.kind,
      keys: [r.thumb_key, r.full_key, r.video_key].filter((k): k is string => Boolean(k)),
    })),
    albums: albums?.n ?? 0,
    objects: objects?.n ?? 0,
  };
}
const onDisk = (key: string) => existsSync(path.join(t.dataDir, 'storage', 'portfolio', ...key.split('/')));

/** A Pro member with 14 images (2 in an album), one video and one album. */
async function proMemberWithContent() {
  const u = await portfolioMember(t, { verified: true, pro: true });
  const album = await t.call('createPortfolioAlbum', { token: u.token, body: { title: 'Set' } });
  for (let i = 0; i < 14; i++) await uploadImage(t, u.token, await plainImage(320, 240), i >= 12 ? { album_id: album.data.id } : {});
  const v = await postPortfolio(t, u.token, { body: fixture('clip.mp4'), name: 'clip.mp4', type: 'video/mp4' });
  expect(v.status).toBe(201);
  return u;
}

describe('execute-grace-downgrade (spec §7, §2)', () => {
  it('deletes videos, albums and images beyond the 12 oldest with their files, and nothing of anyone else', async () => {
    const u = await proMemberWithContent();
    const other = await portfolioMember(t, { verified: true, pro: true });
    await uploadImage(t, other.token);
    const otherVideo = await postPortfolio(t, other.token, { body: fixture('clip.mp4'), name: 'clip.mp4', type: 'video/mp4' });
    expect(otherVideo.status).toBe(201);
    // The other member is in grace too: only the caller's own account is touched.
    await setSubscription(other.userId, 'past_due', -DAY);

    // Not in grace yet: refused, nothing changes.
    const early = await t.call('executeGraceDowngrade', { token: u.token });
    expect([early.status, early.error?.message]).toEqual([409, PRO_MESSAGES.noGracePeriod]);

    await setSubscription(u.userId, 'past_due', -2 * DAY);
    expect(await grace(u.token)).toMatchObject({ videos_at_risk: 1, albums_at_risk: 1, images_at_risk: 2 });
    const before = await snapshot(u.userId);
    const otherBefore = await snapshot(other.userId);
    expect(before.items).toHaveLength(15);
    expect(before.albums).toBe(1);
    expect(before.objects).toBe(before.items.flatMap((i) => i.keys).length);
    for (const k of before.items.flatMap((i) => i.keys)) expect(onDisk(k)).toBe(true);

    const r = await t.call('executeGraceDowngrade', { token: u.token });
    expect(r.status).toBe(200);
    expect(r.data).toEqual({ ok: true, videos_deleted: 1, albums_removed: 1, images_deleted: 2 });

    const after = await snapshot(u.userId);
    const kept = before.items.filter((i) => i.kind === 'image').slice(0, 12);
    const gone = before.items.filter((i) => !kept.includes(i));
    expect(after.items.map((i) => i.id)).toEqual(kept.map((i) => i.id));
    expect(after.albums).toBe(0);
    expect(after.objects).toBe(kept.flatMap((i) => i.keys).length);
    for (const k of kept.flatMap((i) => i.keys)) expect(onDisk(k)).toBe(true);
    for (const k of gone.flatMap((i) => i.keys)) expect(onDisk(k)).toBe(false);
    expect(await snapshot(other.userId)).toEqual(otherBefore);
    for (const k of otherBefore.items.flatMap((i) => i.keys)) expect(onDisk(k)).toBe(true);

    expect((await profiles.profileRowOf(t.ctx.db, u.userId))?.subscription_status).toBe('expired');
    expect((await grace(u.token)).grace_period_active).toBe(false);
    const mails = await t.ctx.database.query<{ kind: string }>(
      "select kind from mail_outbox where to_address = (select email from users where id = $1) and kind like 'pro_grace_%'",
      [u.userId],
    );
    expect(mails.map((m) => m.kind)).toEqual(['pro_grace_deleted']);
    // A second run: nothing left to end.
    const again = await t.call('executeGraceDowngrade', { token: u.token });
    expect([again.status, again.error?.message]).toEqual([409, PRO_MESSAGES.noGracePeriod]);
    expect(await snapshot(u.userId)).toEqual(after);
  });
});

// ---------------------------------------------------------------------------------------------------
// The jobs: reminders and the expiry downgrade, once each with two workers and after a restart

const log = pino({ level: 'silent' });
const workers: Jobs[] = [];
/** A worker over the app's database with the pro jobs defined (a second instance of the app, for the jobs). */
function worker(id: string) {
  const j = createJobs(t.ctx.database, log, { pollMs: 600_000, workerId: id, concurrency: 4 });
  workers.push(j);
  pro.defineProJobs({ ...t.ctx, jobs: j });
  return j;
}
afterAll(async () => {
  for (const j of workers) await j.stop();
});

const mailKinds = async (userId: string) =>
  (
    await t.ctx.database.query<{ kind: string }>(
      "select kind from mail_outbox where to_address = (select email from users where id = $1) and kind like 'pro_grace_%' order by created_at",
      [userId],
    )
  ).map((m) => m.kind);

describe('grace jobs', () => {
  it('7-day and 1-day reminders are sent once each, however often the sweep and the jobs run', async () => {
    const a = worker('pro-reminder-a');
    const b = worker('pro-reminder-b');
    const u = await signUpUser(t);
    // 6.5 days of grace left: the 7-day reminder is due, the 1-day one later.
    await setSubscription(u.userId, 'past_due', -(7 * DAY + 12 * 3_600_000));
    await pro.scheduleGraceJobs(t.ctx);
    await pro.scheduleGraceJobs(t.ctx);
    await Promise.all([a.runDue(), b.runDue()]);
    expect(await mailKinds(u.userId)).toEqual(['pro_grace_7d']);
    // The clock moves 6 days on for this member: the 1-day reminder is due.
    await setSubscription(u.userId, 'past_due', -(13 * DAY + 12 * 3_600_000));
    await pro.scheduleGraceJobs(t.ctx);
    await Promise.all([a.runDue(), b.runDue()]);
    await pro.scheduleGraceJobs(t.ctx);
    await Promise.all([a.runDue(), b.runDue()]);
    expect(await mailKinds(u.userId)).toEqual(['pro_grace_7d', 'pro_grace_1d']);
  });

  it("the reminder and its notification are in the member's language", async () => {
    const u = await signUpUser(t);
    await t.call('setLocale', { token: u.token, body: { locale: 'es' } });
    await setSubscription(u.userId, 'past_due', -(7 * DAY + 12 * 3_600_000));
    await pro.scheduleGraceJobs(t.ctx);
    await worker('pro-reminder-es').runDue();
    const [mail] = await t.ctx.database.query<{ subject: string; text_body: string }>(
      "select subject, text_body from mail_outbox where to_address = $1 and kind = 'pro_grace_7d'",
      [u.email],
    );
    expect(mail?.subject).toBe('Quedan 7 días para conservar tu contenido Pro | ModelBase');
    expect(mail?.text_body).toMatch(/^Tu suscripción Pro venció y tu período de gracia de \d+ días termina el .+\.$/m);
    const notes = await t.call('notifications', { token: u.token });
    expect(notes.data.items.map((n) => n.title)).toContain('Período de gracia: quedan 7 días');
  });

  it('at expiry the downgrade runs once with two workers, and not again after a restart', async () => {
    const a = worker('pro-expiry-a');
    const b = worker('pro-expiry-b');
    const u = await proMemberWithContent();
    await setSubscription(u.userId, 'past_due', -(14 * DAY + 60_000));
    const before = await snapshot(u.userId);
    expect(await pro.scheduleGraceJobs(t.ctx, t.ctx.db, u.userId)).toBe(1);
    const [ranA, ranB] = await Promise.all([a.runDue(), b.runDue()]);
    expect(ranA + ranB).toBeGreaterThanOrEqual(1);
    const after = await snapshot(u.userId);
    expect(after.items.map((i) => i.id)).toEqual(
      before.items
        .filter((i) => i.kind === 'image')
        .slice(0, 12)
        .map((i) => i.id),
    );
    expect(after.albums).toBe(0);
    expect((await profiles.profileRowOf(t.ctx.db, u.userId))?.subscription_status).toBe('expired');
    expect(await mailKinds(u.userId)).toEqual(['pro_grace_deleted']);
    const expiryJobs = await t.ctx.database.query<{ state: string; attempts: number }>(
      "select state, attempts from jobs where kind = 'pro.grace_expire' and payload->>'user_id' = $1",
      [u.userId],
    );
    expect(expiryJobs).toEqual([{ state: 'done', attempts: 1 }]);

    // A restarted instance: nothing is due again; the sweep queues nothing for an expired member.
    const restarted = worker('pro-expiry-restarted');
    expect(await pro.scheduleGraceJobs(t.ctx, t.ctx.db, u.userId)).toBe(0);
    expect(await restarted.runDue()).toBe(0);
    expect(await mailKinds(u.userId)).toEqual(['pro_grace_deleted']);
  });

  it('a renewal before expiry leaves the content alone when the expiry job runs', async () => {
    const a = worker('pro-renewal');
    const u = await portfolioMember(t, { verified: true, pro: true });
    await uploadImage(t, u.token);
    const v = await postPortfolio(t, u.token, { body: fixture('clip.mp4'), name: 'clip.mp4', type: 'video/mp4' });
    expect(v.status).toBe(201);
    await setSubscription(u.userId, 'past_due', -(14 * DAY + 60_000));
    await pro.scheduleGraceJobs(t.ctx, t.ctx.db, u.userId);
    // Billing renews before the job runs.
    await setSubscription(u.userId, 'active', 30 * DAY);
    await a.runDue();
    expect((await snapshot(u.userId)).items).toHaveLength(2);
    expect((await profiles.profileRowOf(t.ctx.db, u.userId))?.subscription_status).toBe('active');
  });
});

describe('test hooks (TEST_HOOKS)', () => {
  it('are absent unless switched on, and refused in production', async () => {
    const off = await fetch(`${t.url}/api/v1/test-hooks/pro/shift-subscription`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ user_id: '00000000-0000-4000-8000-000000000000', days: 1 }),
    });
    expect(off.status).toBe(404);
    expect(() => loadConfig({}, { NODE_ENV: 'production', TEST_HOOKS: 'on' })).toThrow(/TEST_HOOKS: must be off when NODE_ENV=production/);
  });

  it('set a subscription and move its end into the past', async () => {
    const h = await startTestApp({ TEST_HOOKS: 'on', JOBS_WORKER: 'off' });
    try {
      const u = await signUpUser(h);
      const post = (p: string, body: unknown) =>
        fetch(`${h.url}/api/v1/test-hooks/pro/${p}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
      const set = await post('subscription', { user_id: u.userId, status: 'active', end_in_days: 30 });
      expect(set.status).toBe(200);
      expect(await set.json()).toMatchObject({ is_pro_user: true, days_remaining: 30 });
      const shift = await post('shift-subscription', { user_id: u.userId, days: 33 });
      expect(shift.status).toBe(200);
      expect(await shift.json()).toMatchObject({ is_pro_user: false });
      expect((await h.call('graceStatus', { token: u.token })).data).toMatchObject({ grace_period_active: true, days_remaining: 11 });
      // The hook queued the grace jobs: the expiry for the grace end, the reminders before it.
      const jobs = await h.ctx.database.query<{ kind: string }>(
        "select kind from jobs where payload->>'user_id' = $1 order by kind, run_at",
        [u.userId],
      );
      expect(jobs.map((j) => j.kind)).toEqual(['pro.grace_expire', 'pro.grace_notice', 'pro.grace_notice']);
      expect((await post('shift-subscription', { user_id: u.userId, days: -1 })).status).toBe(400);
    } finally {
      await h.close();
    }
  });
});

describe('consistency rules (checkConsistency)', () => {
  const now = new Date('2026-06-01T00:00:00Z');
  const row = (p: Partial<profiles.ProfileRow>) =>
    ({ subscription_status: null, subscription_end_date: null, moderator_granted_end_date: null, ...p }) as profiles.ProfileRow;
  const none = { videos: 0, albums: 0, images_beyond_free: 0 };
  const issues = (r: profiles.ProfileRow, risk = none, billing: pro.BillingSummary | null = null) =>
    pro.checkConsistency(r, billing, risk, now).issues;

  it('flags each disagreement once, and nothing for ordinary states', () => {
    expect(issues(row({}))).toEqual([]);
    expect(issues(row({ subscription_status: 'active', subscription_end_date: new Date('2026-07-01Z') }))).toEqual([]);
    expect(issues(row({ subscription_status: 'past_due', subscription_end_date: new Date('2026-05-25Z') }))).toEqual([]);
    expect(issues(row({ subscription_status: 'cancelled' }))).toEqual(['The subscription is cancelled but has no end date']);
    expect(issues(row({ subscription_status: 'past_due', subscription_end_date: new Date('2026-05-01Z') }))).toEqual([
      'The grace period has ended but the Pro content was not removed yet',
    ]);
    expect(issues(row({ subscription_status: 'expired', subscription_end_date: new Date('2026-05-01Z') }), { ...none, videos: 2 })).toEqual(
      ['The account was downgraded but still holds Pro content'],
    );
    // A grant covers content over the free limit.
    expect(
      issues(row({ subscription_status: 'expired', moderator_granted_end_date: new Date('2026-07-01Z') }), { ...none, albums: 1 }),
    ).toEqual([]);
    expect(
      issues(row({ subscription_status: 'expired' }), none, {
        billing_cycle: 'monthly',
        auto_rebill: true,
        next_billing_date: new Date('2026-06-10Z'),
      }),
    ).toEqual(['Billing shows an upcoming charge but the subscription is not active']);
  });
});
