import { afterAll, beforeAll, expect, it } from 'vitest';
import { portfolioMember } from '../helpers/portfolio.ts';
import { newUsername } from '../helpers/profiles.ts';
import { signUpUser, startTestApp, type TestApp } from '../helpers/test-app.ts';

// Geo-blocking (issue 35) on a studio's applicant list: an applicant hiding from the studio's place is
// not listed there, unless they let the studio through. Addresses from the bundled DB-IP Lite database.
const BERLIN = '85.214.132.117';
const MOUNTAIN_VIEW = '8.8.8.8';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

it('a studio in a blocked place does not see a hiding applicant, until the applicant lets it through', async () => {
  const s = await signUpUser(t, 'studio');
  const studioName = newUsername('geostudio');
  await t.call('updateMyProfile', { token: s.token, body: { username: studioName, display_name: `Studio ${studioName}` } });
  const form = await t.call('createCastingForm', {
    token: s.token,
    body: { title: 'Quick', fields: [{ id: 'name', type: 'text', label: 'Stage name', required: true }] },
  });
  expect(form.status, JSON.stringify(form.error)).toBe(201);
  const call = await t.call('createCastingCall', {
    token: s.token,
    body: {
      form_id: form.data.id,
      title: 'Lead, city feature',
      role_description: 'Lead role in a one-day city feature.',
      starts_on: inDays(20),
      ends_on: inDays(21),
      location: 'Berlin, Germany',
      rate_min: 800,
      rate_max: 1500,
      rate_unit: 'per_scene',
      content_types: ['straight'],
      disclosure: 'Full nudity; boy/girl scenes.',
      deadline: inDays(10),
    },
  });
  expect(call.status, JSON.stringify(call.error)).toBe(201);
  const c = await portfolioMember(t, { verified: true });
  const applied = await t.call('applyToCastingCall', {
    token: c.token,
    params: { id: call.data.id },
    body: { answers: { name: 'Nova' }, disclosure_acknowledged: true },
  });
  expect(applied.status, JSON.stringify(applied.error)).toBe(201);
  expect((await t.call('updateMyGeoBlock', { token: c.token, body: { countries: ['DE'], regions: [], allowed: [] } })).status).toBe(200);

  const list = async (ip: string) =>
    (await t.call('castingApplicants', { token: s.token, params: { id: call.data.id }, headers: { 'x-forwarded-for': ip } })).data.items
      .length;
  expect(await list(MOUNTAIN_VIEW)).toBe(1);
  expect(await list(BERLIN)).toBe(0);
  await t.call('updateMyGeoBlock', { token: c.token, body: { countries: ['DE'], regions: [], allowed: [studioName] } });
  expect(await list(BERLIN)).toBe(1);
});
