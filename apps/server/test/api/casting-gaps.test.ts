import { CASTING_MESSAGES } from '@mb/contract/casting';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { portfolioMember } from '../helpers/portfolio.ts';
import { newUsername } from '../helpers/profiles.ts';
import { signUpUser, startTestApp, type TestApp } from '../helpers/test-app.ts';

// Casting, issue 13 gaps: the studio edits a call's fields; an application keeps the disclosure text
// its applicant acknowledged, so an edit never changes it silently, and an application made against
// a text that changed meanwhile is refused until the applicant has read the new one.

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
async function studio() {
  const u = await signUpUser(t, 'studio');
  const username = newUsername('studio');
  await t.call('updateMyProfile', { token: u.token, body: { username, display_name: `Studio ${username}` } });
  return u;
}
const FIRST = 'Full nudity; boy/girl scenes.';
const SECOND = 'Full nudity; boy/girl and girl/girl scenes; one outdoor scene.';

async function callOf(s: { token: string }) {
  const form = await t.call('createCastingForm', {
    token: s.token,
    body: { title: 'Short form', fields: [{ id: 'name', type: 'text', label: 'Stage name', required: true }] },
  });
  const r = await t.call('createCastingCall', {
    token: s.token,
    body: { form_id: form.data.id, title: 'Lead', role_description: 'Lead role.', disclosure: FIRST, deadline: inDays(10) },
  });
  expect(r.status, JSON.stringify(r.error)).toBe(201);
  return r.data;
}

describe('editing a call', () => {
  it('the studio edits its fields; applicants keep the disclosure they acknowledged; a stale acknowledgement is refused', async () => {
    const s = await studio();
    const call = await callOf(s);
    const early = await portfolioMember(t, { verified: true });
    const applied = await t.call('applyToCastingCall', {
      token: early.token,
      params: { id: call.id },
      body: { answers: { name: 'Nova' }, disclosure_acknowledged: true, disclosure_seen: FIRST },
    });
    expect(applied.status, JSON.stringify(applied.error)).toBe(201);

    const edit = await t.call('updateCastingCall', {
      token: s.token,
      params: { id: call.id },
      body: { title: 'Lead, rooftop feature', location: 'Lisbon', rate_min: 900, rate_max: 1200, disclosure: SECOND },
    });
    expect(edit.status, JSON.stringify(edit.error)).toBe(200);
    expect(edit.data).toMatchObject({ title: 'Lead, rooftop feature', location: 'Lisbon', rate_min: 900, disclosure: SECOND });
    // Bad edits name their field; another studio's edit is the 404 of a call that does not exist.
    const bad = await t.call('updateCastingCall', { token: s.token, params: { id: call.id }, body: { rate_min: 2000 } });
    expect(bad.status).toBe(400);
    expect(bad.error?.fields?.rate_max).toBe(CASTING_MESSAGES.rateOrder);
    const other = await studio();
    expect((await t.call('updateCastingCall', { token: other.token, params: { id: call.id }, body: { title: 'Mine' } })).status).toBe(404);

    // The early applicant acknowledged the first text, and the studio sees that.
    const list = await t.call('castingApplicants', { token: s.token, params: { id: call.id } });
    const row = list.data.items.find((a) => a.applicant.user_id === early.userId);
    expect(row?.acknowledged_disclosure).toBe(FIRST);

    // Someone who read the first text before the edit must read the new one first.
    const late = await portfolioMember(t, { verified: true });
    const stale = await t.call('applyToCastingCall', {
      token: late.token,
      params: { id: call.id },
      body: { answers: { name: 'Vega' }, disclosure_acknowledged: true, disclosure_seen: FIRST },
    });
    expect(stale.status).toBe(409);
    expect(stale.error?.message).toBe(CASTING_MESSAGES.disclosureChanged);
    const fresh = await t.call('applyToCastingCall', {
      token: late.token,
      params: { id: call.id },
      body: { answers: { name: 'Vega' }, disclosure_acknowledged: true, disclosure_seen: SECOND },
    });
    expect(fresh.status, JSON.stringify(fresh.error)).toBe(201);
    const after = await t.call('castingApplicants', { token: s.token, params: { id: call.id } });
    expect(after.data.items.find((a) => a.applicant.user_id === late.userId)?.acknowledged_disclosure).toBe(SECOND);
    expect(after.data.items.find((a) => a.applicant.user_id === early.userId)?.acknowledged_disclosure).toBe(FIRST);
  });
});
