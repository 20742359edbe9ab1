import { CASTING_ALERT_LIMITS, CASTING_ALERT_MESSAGES } from '@mb/contract/casting';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIGEST_JOB, MATCH_JOB, matchCall, sendAlertDigests } from '../../src/features/casting/alert-match.ts';
import { castingAlertDeliveries } from '../../src/features/casting/schema.ts';
import { notifications } from '../../src/features/notifications/schema.ts';
import { jobs, mailOutbox } from '../../src/platform/db/platform-schema.ts';
import { newUsername } from '../helpers/profiles.ts';
import { signUpUser, startTestApp, type TestApp } from '../helpers/test-app.ts';

// Casting alerts (issue 35): saved searches, at most 10; a call opened is matched by a job, one alert per
// call and member however many searches match, with e-mail at once or a daily digest when asked.

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

async function member(type: 'creator' | 'studio' = 'creator', coords?: { latitude: number; longitude: number }) {
  const u = await signUpUser(t, type);
  const username = newUsername(type);
  await t.call('updateMyProfile', { token: u.token, body: { username, display_name: `${type} ${username}` } });
  if (coords) {
    const r = await t.call('updateMyLocation', { token: u.token, body: { city: 'Somewhere', ...coords } });
    expect(r.status, JSON.stringify(r.error)).toBe(200);
  }
  return u;
}

async function openCall(s: { token: string }, over: Record<string, unknown> = {}) {
  const form = await t.call('createCastingForm', {
    token: s.token,
    body: { title: 'Form', fields: [{ id: 'name', type: 'text', label: 'Stage name', required: true }] },
  });
  const r = await t.call('createCastingCall', {
    token: s.token,
    body: {
      form_id: form.data.id,
      title: 'Lead performer',
      role_description: 'A blonde lead for a rooftop feature.',
      disclosure: 'Full nudity.',
      deadline: inDays(10),
      ...over,
    },
  });
  expect(r.status, JSON.stringify(r.error)).toBe(201);
  return r.data;
}

const save = (u: { token: string }, body: Record<string, unknown>) =>
  t.call('createCastingAlert', { token: u.token, body: { name: 'Mine', ...body } });
const alertsTo = (userId: string) =>
  t.ctx.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.user_id, userId), eq(notifications.type, CASTING_ALERT_MESSAGES.notificationType)));
const mailsTo = (to: string) => t.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.to_address, to)).orderBy(desc(mailOutbox.id));

describe('saved searches', () => {
  it('lists, saves up to 10 with a clear refusal, renames, changes delivery and deletes; a stranger gets 404', async () => {
    const u = await member();
    const first = await save(u, { q: ' Blonde ', content_types: ['straight', 'straight'], min_rate: 500, delivery: 'email' });
    expect(first.status, JSON.stringify(first.error)).toBe(201);
    expect(first.data).toMatchObject({ q: 'Blonde', content_types: ['straight'], min_rate: 500, delivery: 'email', distance_km: null });
    for (let i = 1; i < CASTING_ALERT_LIMITS.max; i++) expect((await save(u, { name: `S${i}` })).status).toBe(201);
    const over = await save(u, { name: 'One too many' });
    expect(over.status).toBe(409);
    expect(over.error?.message).toBe(CASTING_ALERT_MESSAGES.limit);
    const list = await t.call('castingAlerts', { token: u.token });
    expect(list.data.items).toHaveLength(CASTING_ALERT_LIMITS.max);
    expect(list.data.max).toBe(CASTING_ALERT_LIMITS.max);

    const renamed = await t.call('updateCastingAlert', {
      token: u.token,
      params: { id: first.data.id },
      body: { name: 'Blonde leads', delivery: 'digest' },
    });
    expect(renamed.data).toMatchObject({ name: 'Blonde leads', delivery: 'digest' });
    const stranger = await member();
    expect((await t.call('updateCastingAlert', { token: stranger.token, params: { id: first.data.id }, body: { name: 'x' } })).status).toBe(
      404,
    );
    expect((await t.call('deleteCastingAlert', { token: stranger.token, params: { id: first.data.id } })).status).toBe(404);
    expect((await t.call('deleteCastingAlert', { token: u.token, params: { id: first.data.id } })).status).toBe(200);
    expect((await t.call('castingAlerts', { token: u.token })).data.items).toHaveLength(CASTING_ALERT_LIMITS.max - 1);
    expect((await save(u, { name: 'Room again' })).status).toBe(201);
  });

  it('refuses a blank name, an unknown distance, and a distance without coordinates on My Location', async () => {
    const u = await member();
    const blank = await save(u, { name: '  ' });
    expect(blank.status).toBe(400);
    expect(blank.error?.fields?.name).toBe(CASTING_ALERT_MESSAGES.nameRequired);
    expect((await save(u, { distance_km: 33 })).status).toBe(400);
    const noPlace = await save(u, { distance_km: 50 });
    expect(noPlace.status).toBe(400);
    expect(noPlace.error?.fields?.distance_km).toBe(CASTING_ALERT_MESSAGES.needsCoordinates);
  });
});

describe('matching a new call', () => {
  it('opening a call queues one job; the job tells each matching member once, however many searches match', async () => {
    const studio = await member('studio', { latitude: 52.52, longitude: 13.4 });
    const twice = await member('creator', { latitude: 52.4, longitude: 13.1 });
    await save(twice, { name: 'Blondes', q: 'BLOND' });
    await save(twice, { name: 'Berlin 50 km', distance_km: 50 });
    await save(twice, { name: 'Solo', content_types: ['straight', 'lesbian'], min_rate: 300 });
    const far = await member('creator', { latitude: 48.85, longitude: 2.35 });
    await save(far, { name: 'Near Paris', distance_km: 100 });
    const picky = await member();
    await save(picky, { name: 'Well paid', min_rate: 5000 });
    await save(picky, { name: 'Lisbon', location: 'lisbon' });
    await save(picky, { name: 'Later', from: inDays(30) });
    const everything = await member();
    await save(everything, { name: 'Any call', delivery: 'email' });

    const call = await openCall(studio, {
      content_types: ['straight'],
      rate_min: 300,
      rate_max: 800,
      starts_on: inDays(12),
      location: 'Berlin',
    });
    const queued = await t.ctx.db
      .select()
      .from(jobs)
      .where(eq(jobs.key, `${MATCH_JOB}:${call.id}`));
    expect(queued).toHaveLength(1);
    await matchCall(t.ctx, call.id); // or the worker already did: either way once

    const mine = await alertsTo(twice.userId);
    expect(mine).toHaveLength(1);
    expect(mine[0]?.title).toBe('New casting call: Lead performer');
    expect(mine[0]?.content).toContain('3 of your saved searches');
    expect(mine[0]?.action_url).toBe(`/casting?call=${call.id}`);
    expect(await alertsTo(far.userId)).toHaveLength(0);
    expect(await alertsTo(picky.userId)).toHaveLength(0);
    expect(await alertsTo(studio.userId)).toHaveLength(0);
    // E-mail at once for a search that asks; none for in-app only.
    expect((await mailsTo(everything.email)).some((m) => m.kind === 'casting_alert')).toBe(true);
    expect((await mailsTo(twice.email)).some((m) => m.kind === 'casting_alert')).toBe(false);
    // A re-run (jobs run at least once) tells no one again.
    expect(await matchCall(t.ctx, call.id)).toBe(0);
    expect(await alertsTo(twice.userId)).toHaveLength(1);
    // The one the member sees through the API.
    const listed = await t.call('notifications', { token: twice.token });
    expect(listed.data.items.some((n) => n.type === CASTING_ALERT_MESSAGES.notificationType)).toBe(true);
  });

  it('the job runs through the jobs mechanism; a block either way tells no one', async () => {
    const studio = await member('studio');
    const fan = await member();
    await save(fan, { name: 'Unicorn', q: 'unicorn' });
    const blocker = await member();
    await save(blocker, { name: 'Unicorn too', q: 'unicorn' });
    const b = await t.call('block', { token: blocker.token, params: { userId: studio.userId } });
    expect(b.status, JSON.stringify(b.error)).toBeLessThan(300);
    await openCall(studio, { title: 'Unicorn rider', role_description: 'A fantasy scene.' });
    for (let i = 0; i < 50 && (await alertsTo(fan.userId)).length === 0; i++) await t.ctx.jobs.runDue();
    expect(await alertsTo(fan.userId)).toHaveLength(1);
    expect(await alertsTo(blocker.userId)).toHaveLength(0);
  });
});

describe("the member's language", () => {
  it('alerts a German member in German, in the app and by e-mail, and the digest likewise', async () => {
    const studio = await member('studio');
    const de = await member();
    await t.call('setLocale', { token: de.token, body: { locale: 'de' } });
    await save(de, { name: 'Okapi', q: 'okapi', delivery: 'email' });
    const call = await openCall(studio, { title: 'Okapi lead' });
    await matchCall(t.ctx, call.id);
    const [alert] = await alertsTo(de.userId);
    expect(alert?.title).toBe('Neuer Casting Call: Okapi lead');
    expect(alert?.content).toMatch(/^.+ hat einen Call eröffnet, der zu deiner gespeicherten Suche „Okapi“ passt\. Bewirb dich bis \S+\.$/);
    const mail = (await mailsTo(de.email)).find((m) => m.kind === 'casting_alert');
    expect(mail?.subject).toBe('Neuer Casting Call: Okapi lead | ModelBase');
    expect(mail?.text_body).toContain('Du bekommst diese E-Mail, weil eine von dir gespeicherte Casting-Suche E-Mails anfordert.');

    const fr = await member();
    await t.call('setLocale', { token: fr.token, body: { locale: 'fr' } });
    await save(fr, { name: 'Ibis', q: 'ibis', delivery: 'digest' });
    await matchCall(t.ctx, (await openCall(studio, { title: 'Ibis walk' })).id);
    await sendAlertDigests(t.ctx);
    const digest = (await mailsTo(fr.email)).find((m) => m.kind === 'casting_alert_digest');
    expect(digest?.subject).toBe('Un nouveau casting call correspond à vos recherches | ModelBase');
    expect(digest?.text_body).toMatch(/^- Ibis walk, postulez avant le \S+$/m);
  });
});

describe('daily digest', () => {
  it('lists the waiting calls in one mail, marks them sent, and sends nothing the second time', async () => {
    expect(t.ctx.jobs.kinds()).toContain(DIGEST_JOB);
    const studio = await member('studio');
    const u = await member();
    await save(u, { name: 'Zebra', q: 'zebra', delivery: 'digest' });
    const a = await openCall(studio, { title: 'Zebra one' });
    const b = await openCall(studio, { title: 'Zebra two', location: 'Porto' });
    await matchCall(t.ctx, a.id);
    await matchCall(t.ctx, b.id);
    expect(await alertsTo(u.userId)).toHaveLength(2);
    expect((await mailsTo(u.email)).some((m) => m.kind === 'casting_alert')).toBe(false);

    expect(await sendAlertDigests(t.ctx)).toBeGreaterThanOrEqual(1);
    const digest = (await mailsTo(u.email)).filter((m) => m.kind === 'casting_alert_digest');
    expect(digest).toHaveLength(1);
    expect(digest[0]?.text_body).toContain('Zebra one');
    expect(digest[0]?.text_body).toContain('Zebra two (Porto)');
    expect(digest[0]?.text_body).toContain(`/casting?call=${b.id}`);
    const waiting = await t.ctx.db.select().from(castingAlertDeliveries).where(eq(castingAlertDeliveries.user_id, u.userId));
    expect(waiting.every((r) => r.digested_at !== null)).toBe(true);
    await sendAlertDigests(t.ctx);
    expect((await mailsTo(u.email)).filter((m) => m.kind === 'casting_alert_digest')).toHaveLength(1);
  });

  it('two runs at once mail each member once', async () => {
    const studio = await member('studio');
    const u = await member();
    await save(u, { name: 'Quokka', q: 'quokka', delivery: 'digest' });
    const c = await openCall(studio, { title: 'Quokka call' });
    await matchCall(t.ctx, c.id);
    await Promise.all([sendAlertDigests(t.ctx), sendAlertDigests(t.ctx)]);
    expect((await mailsTo(u.email)).filter((m) => m.kind === 'casting_alert_digest')).toHaveLength(1);
  });
});
