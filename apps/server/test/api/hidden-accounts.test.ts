import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listingMeta } from '../../src/features/directory/service.ts';
import { testMakeDue } from '../../src/features/member-data/service.ts';
import { pageAnswerForSlug, profilePageMeta } from '../../src/features/profiles/service.ts';
import { staffRoles } from '../../src/features/staff/schema.ts';
import { pageCache } from '../../src/platform/page-cache.ts';
import { publish, sampleListing } from '../helpers/directory.ts';
import { eventHelpers } from '../helpers/events.ts';
import { namedMember } from '../helpers/profiles.ts';
import { signUpUser, startTestApp, type TestApp } from '../helpers/test-app.ts';

// A suspended account (an admin's suspension, a repeat infringer's ban) and an erased one are shown on
// no public path: the profile, its /{slug} page and meta, a business listing all answer as for nobody
// (issue 33). And the visitors' pages the server keeps (platform/page-cache.ts) go at once when a job
// changes what visitors see, not after their 60 s: the erasure job is one.

let t: TestApp;
let admin: { token: string; userId: string };

beforeAll(async () => {
  t = await startTestApp({ TEST_HOOKS: 'on', JOBS_POLL_MS: '100' }, undefined, { pages: true });
  admin = await signUpUser(t);
  await t.ctx.db.insert(staffRoles).values({ user_id: admin.userId, role: 'admin', permissions: ['staff_management'] });
}, 60_000);
afterAll(async () => {
  await t?.close();
});

const page = async (path: string) => (await fetch(`${t.url}${path}`, { headers: { accept: 'text/html' } })).status;
/** A page as if the server had rendered and kept it a moment ago. */
const keepPage = (url: string) => {
  const cache = pageCache(t.ctx);
  cache.set(url, { html: '<p>kept</p>', status: 200, headers: {}, etag: '"x"' }, cache.generation);
  expect(cache.get(url)).toBeDefined();
};

describe('a suspended account', () => {
  it('has no public profile, page or meta, for visitors and members alike, until the suspension is lifted', async () => {
    const m = await namedMember(t, 'susp', 'Sasha Held');
    const reader = await signUpUser(t);
    expect((await t.call('publicProfile', { params: { identifier: m.username } })).status).toBe(200);
    expect(await page(`/${m.username}`)).toBe(200);

    const r = await t.call('adminSuspend', { token: admin.token, params: { id: m.userId }, body: { reason: 'Spam in messages' } });
    expect(r.status).toBe(200);
    for (const identifier of [m.username, m.userId]) {
      expect((await t.call('publicProfile', { params: { identifier } })).status).toBe(404);
      expect((await t.call('publicProfile', { params: { identifier }, token: reader.token })).status).toBe(404);
      expect(await profilePageMeta(t.ctx, identifier)).toBeUndefined();
    }
    expect(await pageAnswerForSlug(t.ctx, m.username)).toBeUndefined();
    expect(await page(`/${m.username}`)).toBe(404);

    expect((await t.call('adminUnsuspend', { token: admin.token, params: { id: m.userId } })).status).toBe(200);
    expect((await t.call('publicProfile', { params: { identifier: m.username } })).status).toBe(200);
    expect(await page(`/${m.username}`)).toBe(200);
  });

  it("has no public business listing (the directory's page, its meta and the sitemap)", async () => {
    const b = await signUpUser(t, 'business');
    await publish(t, sampleListing(b.userId, { business_name: 'Held Lighting Co' }));
    const sitemap = async () => (await fetch(`${t.url}/sitemap.xml`)).text();
    expect((await t.call('directoryListing', { params: { id: b.userId } })).status).toBe(200);
    expect(await sitemap()).toContain(`/business/${b.userId}`);
    expect((await t.call('adminSuspend', { token: admin.token, params: { id: b.userId }, body: { reason: 'Fraud' } })).status).toBe(200);
    expect((await t.call('directoryListing', { params: { id: b.userId } })).status).toBe(404);
    expect(await listingMeta(t.ctx, b.userId)).toBeUndefined();
    expect(await sitemap()).not.toContain(`/business/${b.userId}`);
  });
});

describe('a suspended account in the public lists', () => {
  const ev = eventHelpers(() => t);
  const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
  const suspend = async (id: string) =>
    expect((await t.call('adminSuspend', { token: admin.token, params: { id }, body: { reason: 'Held' } })).status).toBe(200);
  const unsuspend = async (id: string) => expect((await t.call('adminUnsuspend', { token: admin.token, params: { id } })).status).toBe(200);

  it('is left out of discovery and the directory search, and back when the suspension is lifted', async () => {
    const m = await namedMember(t, 'listed', 'Quillon Vask');
    await t.ctx.database.query('update profiles set onboarding_completed = true where id = $1', [m.userId]);
    const b = await signUpUser(t, 'business');
    await publish(t, sampleListing(b.userId, { business_name: 'Quillon Vask Rentals' }));
    const reader = await signUpUser(t);
    const found = async () => ({
      members: (await t.call('discover', { query: { q: 'Quillon Vask' }, token: reader.token })).data.members.map((x) => x.id),
      listings: (await t.call('directorySearch', { query: { q: 'Quillon' } })).data.listings.map((x) => x.id),
    });
    expect(await found()).toEqual({ members: [m.userId], listings: [b.userId] });
    await suspend(m.userId);
    await suspend(b.userId);
    expect(await found()).toEqual({ members: [], listings: [] });
    await unsuspend(m.userId);
    await unsuspend(b.userId);
    expect(await found()).toEqual({ members: [m.userId], listings: [b.userId] });
  });

  it("lists none of a suspended organizer's events, nor a suspended studio's casting calls", async () => {
    const o = await ev.organizer();
    const event = await ev.listedEvent(o, { title: 'Held Expo' });
    const upcoming = async () => (await t.call('upcomingEvents', { token: admin.token })).data.events.map((e) => e.id);
    expect(await upcoming()).toContain(event.id);

    const studio = await signUpUser(t, 'studio');
    const form = await t.call('createCastingForm', {
      token: studio.token,
      body: { title: 'Short form', fields: [{ id: 'name', type: 'text', label: 'Stage name', required: true }] },
    });
    const call = await t.call('createCastingCall', {
      token: studio.token,
      body: {
        form_id: form.data.id,
        title: 'Lead, held feature',
        role_description: 'Lead role in a two-day feature.',
        starts_on: inDays(20),
        ends_on: inDays(21),
        location: 'Miami, Florida, United States',
        rate_min: 800,
        rate_max: 1500,
        rate_unit: 'per_scene',
        content_types: ['straight'],
        disclosure: 'Full nudity; boy/girl scenes.',
        deadline: inDays(10),
      },
    });
    expect(call.status, JSON.stringify(call.error)).toBe(201);
    const performer = await signUpUser(t);
    const calls = async () => (await t.call('browseCastingCalls', { token: performer.token })).data.items.map((i) => i.id);
    expect(await calls()).toContain(call.data.id);

    await suspend(o.userId);
    await suspend(studio.userId);
    expect(await upcoming()).not.toContain(event.id);
    expect(await calls()).not.toContain(call.data.id);
    await unsuspend(o.userId);
    await unsuspend(studio.userId);
    expect(await upcoming()).toContain(event.id);
    expect(await calls()).toContain(call.data.id);
  });
});

describe('the kept visitor pages', () => {
  it('go at once when an erasure job has run, and its member is found nowhere public', async () => {
    const m = await namedMember(t, 'gone', 'Gale Erased');
    expect((await t.call('scheduleAccountDeletion', { token: m.token, body: { password: m.password } })).status).toBe(200);
    await testMakeDue(t.ctx, m.userId);
    // Kept after the deletion was made due (the API's own writes clear the pages too): only the job can clear it now.
    keepPage(`/${m.username}`);
    await expect
      .poll(async () => (await t.ctx.database.query('select id from users where id = $1', [m.userId])).length, { timeout: 30_000 })
      .toBe(0);
    // The job has ended (its row is done) once the listeners ran.
    await expect
      .poll(
        async () =>
          (
            await t.ctx.database.query<{ state: string }>(
              "select state from jobs where kind = 'member_data.erase' order by id desc limit 1",
            )
          )[0]?.state,
        { timeout: 30_000 },
      )
      .toBe('done');
    expect(pageCache(t.ctx).get(`/${m.username}`)).toBeUndefined();
    expect((await t.call('publicProfile', { params: { identifier: m.userId } })).status).toBe(404);
    expect(await page(`/${m.username}`)).toBe(404);
  }, 60_000);

  it('stay while a job that changes nothing public runs', async () => {
    const kind = 'test.private_work';
    if (!t.ctx.jobs.kinds().includes(kind)) t.ctx.jobs.defineJob(kind, async () => {});
    keepPage('/kept-profile');
    await t.ctx.jobs.enqueue(t.ctx.db, { kind });
    await expect
      .poll(async () => (await t.ctx.database.query<{ state: string }>('select state from jobs where kind = $1', [kind]))[0]?.state, {
        timeout: 30_000,
      })
      .toBe('done');
    expect(pageCache(t.ctx).get('/kept-profile')).toBeDefined();
  }, 60_000);
});
