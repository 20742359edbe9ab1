import { CASTING_MESSAGES, type CastingFormInput, checkAnswers } from '@mb/contract/casting';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { CollaborationOpener } from '../../src/features/casting/service.ts';
import { fetchFile, plainImage, portfolioMember, uploadImage } from '../helpers/portfolio.ts';
import { newUsername } from '../helpers/profiles.ts';
import { signUpUser, startTestApp, type TestApp } from '../helpers/test-app.ts';

// Casting (issue 13): forms, calls, applications and their review, proposals with counters, studio
// news, and who may do what.

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());
// A test may answer the collaboration opener its own way (t.ctx.features.substitute); this puts the real one back.
let restoreOpener = () => {};
afterEach(() => {
  restoreOpener();
  restoreOpener = () => {};
});

const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

async function studio() {
  const u = await signUpUser(t, 'studio');
  const username = newUsername('studio');
  const r = await t.call('updateMyProfile', { token: u.token, body: { username, display_name: `Studio ${username}` } });
  if (r.status !== 200) throw new Error(`profile failed: ${JSON.stringify(r.error)}`);
  return { ...u, username };
}
const creator = () => portfolioMember(t, { verified: true });

const FORM: CastingFormInput = {
  title: 'Standard application',
  fields: [
    { id: 'name', type: 'text', label: 'Stage name', required: true },
    { id: 'about', type: 'long_text', label: 'About you', required: false },
    { id: 'age', type: 'number', label: 'Age', required: true },
    { id: 'avail', type: 'date', label: 'Available from', required: false },
    { id: 'hair', type: 'choice', label: 'Hair', required: true, options: ['Blonde', 'Dark', 'Red'] },
    { id: 'langs', type: 'multi_choice', label: 'Languages', required: false, options: ['English', 'French', 'Spanish'] },
    { id: 'shots', type: 'media_request', label: 'Two recent shots', required: false },
    { id: 'travel', type: 'yes_no', label: 'Can you travel?', required: true },
    { id: 'consent', type: 'consent', label: 'I consent to a test shoot.', required: true },
  ],
};
const GOOD = { name: 'Nova', age: 27, hair: 'Dark', travel: true, consent: true, langs: ['English'] };

async function formOf(s: { token: string }) {
  const r = await t.call('createCastingForm', { token: s.token, body: FORM });
  expect(r.status, JSON.stringify(r.error)).toBe(201);
  return r.data;
}
async function callOf(s: { token: string }, extra: Record<string, unknown> = {}) {
  const form = await formOf(s);
  const r = await t.call('createCastingCall', {
    token: s.token,
    body: {
      form_id: form.id,
      title: 'Lead, beach feature',
      role_description: 'Lead role in a two-day beach feature.',
      starts_on: inDays(20),
      ends_on: inDays(21),
      location: 'Miami, Florida, United States',
      rate_min: 800,
      rate_max: 1500,
      rate_unit: 'per_scene',
      content_types: ['straight'],
      disclosure: 'Full nudity; boy/girl scenes; condoms optional on request.',
      deadline: inDays(10),
      ...extra,
    },
  });
  expect(r.status, JSON.stringify(r.error)).toBe(201);
  return r.data;
}

describe('answers against a form (shared rule)', () => {
  const fields = FORM.fields.map((f) => ({ ...f, help: null }));
  it('passes good answers and names each bad one', () => {
    expect(checkAnswers(fields, GOOD)).toEqual({});
    const errors = checkAnswers(fields, {
      name: '',
      age: 'x' as unknown as number,
      hair: 'Green',
      travel: 'yes' as unknown as boolean,
      consent: false,
      langs: ['Klingon'],
      extra: 'x',
    });
    expect(errors).toEqual({
      name: CASTING_MESSAGES.answerRequired,
      age: CASTING_MESSAGES.answerNumber,
      hair: CASTING_MESSAGES.answerChoice,
      travel: CASTING_MESSAGES.answerYesNo,
      consent: CASTING_MESSAGES.answerConsent,
      langs: CASTING_MESSAGES.answerChoices,
      extra: 'This form has no such field.',
    });
  });
});

describe('forms and calls', () => {
  it('only studios build forms, open calls and post news', async () => {
    const c = await creator();
    for (const r of [
      await t.call('createCastingForm', { token: c.token, body: FORM }),
      await t.call('myCastingForms', { token: c.token }),
      await t.call('myCastingCalls', { token: c.token }),
      await t.call('createStudioNews', { token: c.token, body: { title: 'Hi', body: 'News' } }),
    ]) {
      expect(r.status).toBe(403);
      expect(r.error?.message).toBe(CASTING_MESSAGES.studiosOnly);
    }
  });

  it('keeps field order and types; refuses a choice without options; a form in use cannot be deleted', async () => {
    const s = await studio();
    const form = await formOf(s);
    expect(form.fields.map((f) => f.id)).toEqual(FORM.fields.map((f) => f.id));
    const bad = await t.call('createCastingForm', {
      token: s.token,
      body: { title: 'x', fields: [{ id: 'a', type: 'choice', label: 'Pick', required: true, options: ['one'] }] },
    });
    expect(bad.status).toBe(400);
    expect(bad.error?.fields?.['fields.0.options']).toBe(CASTING_MESSAGES.optionsNeeded);
    const call = await callOf(s);
    const del = await t.call('deleteCastingForm', { token: s.token, params: { id: call.form_id } });
    expect(del.status).toBe(409);
    const other = await studio();
    expect((await t.call('updateCastingForm', { token: other.token, params: { id: form.id }, body: FORM })).status).toBe(404);
    expect((await t.call('deleteCastingForm', { token: s.token, params: { id: form.id } })).status).toBe(200);
  });

  it('refuses a past deadline and an inverted rate range; browses open calls with filters', async () => {
    const s = await studio();
    const form = await formOf(s);
    const base = { form_id: form.id, title: 'T', role_description: 'R', disclosure: 'D' };
    const past = await t.call('createCastingCall', { token: s.token, body: { ...base, deadline: inDays(-1) } });
    expect(past.status).toBe(400);
    expect(past.error?.fields?.deadline).toBe(CASTING_MESSAGES.deadlinePast);
    const inverted = await t.call('createCastingCall', {
      token: s.token,
      body: { ...base, deadline: inDays(3), rate_min: 500, rate_max: 100 },
    });
    expect(inverted.error?.fields?.rate_max).toBe(CASTING_MESSAGES.rateOrder);

    const call = await callOf(s);
    const c = await creator();
    const found = await t.call('browseCastingCalls', { token: c.token, query: { content_type: 'straight', min_rate: '1000', q: 'beach' } });
    expect(found.data.items.map((i) => i.id)).toContain(call.id);
    expect(found.data.items.find((i) => i.id === call.id)?.applicants).toBeNull();
    const none = await t.call('browseCastingCalls', { token: c.token, query: { content_type: 'gay' } });
    expect(none.data.items.map((i) => i.id)).not.toContain(call.id);
    // Closed: gone from browsing, 404 to a member who did not apply.
    await t.call('updateCastingCall', { token: s.token, params: { id: call.id }, body: { status: 'closed' } });
    expect((await t.call('browseCastingCalls', { token: c.token })).data.items.map((i) => i.id)).not.toContain(call.id);
    expect((await t.call('castingCall', { token: c.token, params: { id: call.id } })).status).toBe(404);
  });
});

describe('applications', () => {
  it('a creator applies with their published items; the server checks answers, items and the disclosure', async () => {
    const s = await studio();
    const call = await callOf(s);
    const c = await creator();
    const item = await uploadImage(t, c.token, await plainImage(64, 48));
    const someone = await creator();
    const theirs = await uploadImage(t, someone.token, await plainImage(64, 48));

    const missing = await t.call('applyToCastingCall', {
      token: c.token,
      params: { id: call.id },
      body: { answers: { name: 'Nova' }, disclosure_acknowledged: true },
    });
    expect(missing.status).toBe(400);
    expect(missing.error?.fields).toMatchObject({
      'answers.age': CASTING_MESSAGES.answerRequired,
      'answers.consent': CASTING_MESSAGES.answerConsent,
    });
    const noAck = await t.call('applyToCastingCall', { token: c.token, params: { id: call.id }, body: { answers: GOOD } });
    expect(noAck.error?.fields?.disclosure_acknowledged).toBe(CASTING_MESSAGES.acknowledgeDisclosure);
    const foreign = await t.call('applyToCastingCall', {
      token: c.token,
      params: { id: call.id },
      body: { answers: { ...GOOD, shots: [theirs.id] }, disclosure_acknowledged: true },
    });
    // The message lands on the field that named the item.
    expect(foreign.error?.fields?.['answers.shots']).toBe(CASTING_MESSAGES.attachmentsNotYours);
    const foreignAttached = await t.call('applyToCastingCall', {
      token: c.token,
      params: { id: call.id },
      body: { answers: GOOD, portfolio_item_ids: [theirs.id], disclosure_acknowledged: true },
    });
    expect(foreignAttached.error?.fields?.portfolio_item_ids).toBe(CASTING_MESSAGES.attachmentsNotYours);

    const ok = await t.call('applyToCastingCall', {
      token: c.token,
      params: { id: call.id },
      body: { answers: GOOD, portfolio_item_ids: [item.id], disclosure_acknowledged: true },
    });
    expect(ok.status, JSON.stringify(ok.error)).toBe(201);
    expect(ok.data.status).toBe('submitted');
    const again = await t.call('applyToCastingCall', {
      token: c.token,
      params: { id: call.id },
      body: { answers: GOOD, disclosure_acknowledged: true },
    });
    expect(again.status).toBe(409);

    const studioNote = (await t.call('notifications', { token: s.token })).data.items.find((n) => n.type === 'collaboration_request');
    expect(studioNote?.action_url).toBe(`/casting-proposals?call=${call.id}`);

    // Another studio cannot apply (creators only) nor see the applicants.
    const other = await studio();
    expect(
      (
        await t.call('applyToCastingCall', {
          token: other.token,
          params: { id: call.id },
          body: { answers: GOOD, disclosure_acknowledged: true },
        })
      ).status,
    ).toBe(403);
    expect((await t.call('castingApplicants', { token: other.token, params: { id: call.id } })).status).toBe(404);
    // Another creator does not see this creator's application.
    expect((await t.call('myCastingApplications', { token: someone.token })).data.items).toEqual([]);
    expect(
      (await t.call('answerCastingOffer', { token: someone.token, params: { id: ok.data.id }, body: { decision: 'accept' } })).status,
    ).toBe(404);

    const list = await t.call('castingApplicants', { token: s.token, params: { id: call.id } });
    expect(list.data.items).toHaveLength(1);
    expect(list.data.items[0]?.portfolio.map((p) => p.id)).toEqual([item.id]);
    expect(list.data.call.applicants).toBe(1);
  });

  it('the studio sees every item the applicant picked, in a media-request answer as well as attached (issue 31)', async () => {
    const s = await studio();
    const call = await callOf(s);
    const c = await creator();
    const shot = await uploadImage(t, c.token, await plainImage(64, 48));
    const extra = await uploadImage(t, c.token, await plainImage(64, 48));
    const ok = await t.call('applyToCastingCall', {
      token: c.token,
      params: { id: call.id },
      body: { answers: { ...GOOD, shots: [shot.id] }, portfolio_item_ids: [extra.id], disclosure_acknowledged: true },
    });
    expect(ok.status, JSON.stringify(ok.error)).toBe(201);
    const list = await t.call('castingApplicants', { token: s.token, params: { id: call.id } });
    const a = list.data.items[0];
    expect(a?.answers.shots).toEqual([shot.id]);
    expect(a?.portfolio.map((p) => p.id).sort()).toEqual([shot.id, extra.id].sort());
    // Each is signed for the studio: its image opens.
    for (const p of a?.portfolio ?? []) expect((await fetchFile(t, p.media.thumb_url ?? '')).status).toBe(200);

    // An application stored with only the attached ids (before this fix) still shows its media-field items.
    const c2 = await creator();
    const shot2 = await uploadImage(t, c2.token, await plainImage(64, 48));
    const old = await t.call('applyToCastingCall', {
      token: c2.token,
      params: { id: call.id },
      body: { answers: { ...GOOD, shots: [shot2.id] }, disclosure_acknowledged: true },
    });
    expect(old.status, JSON.stringify(old.error)).toBe(201);
    await t.ctx.database.query("update casting_applications set portfolio_item_ids = '{}' where id = $1", [old.data.id]);
    const again = await t.call('castingApplicants', { token: s.token, params: { id: call.id } });
    expect(again.data.items.find((i) => i.id === old.data.id)?.portfolio.map((p) => p.id)).toEqual([shot2.id]);
  });

  it('an item still waiting for moderation cannot be sent in a media-request answer', async () => {
    const s = await studio();
    const call = await callOf(s);
    const c = await portfolioMember(t);
    const waiting = await uploadImage(t, c.token, await plainImage(64, 48));
    expect(waiting.moderation_status).toBe('pending');
    const r = await t.call('applyToCastingCall', {
      token: c.token,
      params: { id: call.id },
      body: { answers: { ...GOOD, shots: [waiting.id] }, disclosure_acknowledged: true },
    });
    expect(r.status).toBe(400);
    expect(r.error?.fields?.['answers.shots']).toBe(CASTING_MESSAGES.attachmentsNotYours);
  });

  it('shortlist, private note, offer, accept: the opener runs in the transaction and its id is stored', async () => {
    const opened: Parameters<CollaborationOpener>[2][] = [];
    restoreOpener = t.ctx.features.substitute('collabs.open_collaboration', async (_ctx, _tx, input) => {
      opened.push(input);
      return { id: '00000000-0000-4000-8000-000000000abc' };
    });
    const s = await studio();
    const call = await callOf(s);
    const c = await creator();
    const app = await t.call('applyToCastingCall', {
      token: c.token,
      params: { id: call.id },
      body: { answers: GOOD, disclosure_acknowledged: true },
    });
    const id = app.data.id;
    const review = (body: object) => t.call('reviewCastingApplication', { token: s.token, params: { id }, body });
    expect((await review({ action: 'shortlist' })).data.status).toBe('shortlisted');
    expect((await review({ action: 'note', note: 'Great energy' })).data.note).toBe('Great energy');
    // The note is the studio's: the applicant's view has none.
    const mine = await t.call('myCastingApplications', { token: c.token });
    expect(mine.data.items[0]?.status).toBe('shortlisted');
    expect(JSON.stringify(mine.data)).not.toContain('Great energy');
    // A stranger studio cannot review it.
    const other = await studio();
    expect((await t.call('reviewCastingApplication', { token: other.token, params: { id }, body: { action: 'reject' } })).status).toBe(404);

    const offer = await review({ action: 'offer', message: 'We would love to have you.', rate: 1200 });
    expect(offer.data.status).toBe('offered');
    expect((await review({ action: 'reject' })).status).toBe(409);
    const accepted = await t.call('answerCastingOffer', { token: c.token, params: { id }, body: { decision: 'accept' } });
    expect(accepted.status, JSON.stringify(accepted.error)).toBe(200);
    expect(accepted.data).toMatchObject({ status: 'accepted', collaboration_id: '00000000-0000-4000-8000-000000000abc' });
    expect(opened).toEqual([
      expect.objectContaining({ ownerId: s.userId, memberIds: [c.userId], title: call.title, origin: 'casting', location: call.location }),
    ]);
    expect((await t.call('answerCastingOffer', { token: c.token, params: { id }, body: { decision: 'decline' } })).status).toBe(409);
  });

  it('the studio reviews each application against the form as the applicant answered it, whatever the form became', async () => {
    const s = await studio();
    const call = await callOf(s);
    const c = await creator();
    const app = await t.call('applyToCastingCall', {
      token: c.token,
      params: { id: call.id },
      body: { answers: GOOD, disclosure_acknowledged: true },
    });
    expect(app.status, JSON.stringify(app.error)).toBe(201);
    // The studio renames a field and drops another after the application.
    const edited = await t.call('updateCastingForm', {
      token: s.token,
      params: { id: call.form_id },
      body: {
        ...FORM,
        fields: FORM.fields.filter((f) => f.id !== 'hair').map((f) => (f.id === 'name' ? { ...f, label: 'Screen name' } : f)),
      },
    });
    expect(edited.status, JSON.stringify(edited.error)).toBe(200);
    const list = await t.call('castingApplicants', { token: s.token, params: { id: call.id } });
    const fields = list.data.items[0]?.form_fields ?? [];
    expect(fields.map((f) => f.id)).toEqual(FORM.fields.map((f) => f.id));
    expect(fields.find((f) => f.id === 'name')?.label).toBe('Stage name');
    expect(list.data.items[0]?.answers.hair).toBe('Dark');
  });

  it('accepting works when no collaboration is opened (no collaboration link)', async () => {
    restoreOpener = t.ctx.features.substitute('collabs.open_collaboration', async () => null);
    const s = await studio();
    const call = await callOf(s);
    const c = await creator();
    const app = await t.call('applyToCastingCall', {
      token: c.token,
      params: { id: call.id },
      body: { answers: GOOD, disclosure_acknowledged: true },
    });
    await t.call('reviewCastingApplication', { token: s.token, params: { id: app.data.id }, body: { action: 'offer', message: 'Offer' } });
    const r = await t.call('answerCastingOffer', { token: c.token, params: { id: app.data.id }, body: { decision: 'accept' } });
    expect(r.data).toMatchObject({ status: 'accepted', collaboration_id: null });
  });

  it('a block hides the call and refuses the application', async () => {
    const s = await studio();
    const call = await callOf(s);
    const c = await creator();
    await t.call('block', { token: s.token, params: { userId: c.userId } });
    expect((await t.call('castingCall', { token: c.token, params: { id: call.id } })).status).toBe(404);
    expect(
      (
        await t.call('applyToCastingCall', {
          token: c.token,
          params: { id: call.id },
          body: { answers: GOOD, disclosure_acknowledged: true },
        })
      ).status,
    ).toBe(404);
    expect((await t.call('browseCastingCalls', { token: c.token })).data.items.map((i) => i.id)).not.toContain(call.id);
  });
});

describe('proposals', () => {
  const PROPOSAL = {
    role: 'Co-star',
    rate: 900,
    starts_on: inDays(5),
    ends_on: inDays(6),
    location: 'Prague',
    disclosure: 'Nudity, one scene.',
  };

  it('a creator counters, the studio accepts the counter and a collaboration opens', async () => {
    const opened: Parameters<CollaborationOpener>[2][] = [];
    restoreOpener = t.ctx.features.substitute('collabs.open_collaboration', async (_c, _tx, input) => {
      opened.push(input);
      return { id: '00000000-0000-4000-8000-000000000def' };
    });
    const s = await studio();
    const c = await creator();
    const sent = await t.call('sendCastingProposal', { token: s.token, body: { ...PROPOSAL, creator: `@${c.username}` } });
    expect(sent.status, JSON.stringify(sent.error)).toBe(201);
    const id = sent.data.id;
    expect((await t.call('myCastingProposals', { token: c.token })).data.received.map((p) => p.id)).toEqual([id]);
    const n = (await t.call('notifications', { token: c.token })).data.items[0];
    expect(n).toMatchObject({ type: 'collaboration_request', action_url: '/casting-proposals?tab=proposals' });

    // The studio cannot accept its own proposal; a stranger cannot touch it.
    expect((await t.call('answerCastingProposal', { token: s.token, params: { id }, body: { action: 'accept' } })).status).toBe(409);
    const stranger = await creator();
    expect((await t.call('answerCastingProposal', { token: stranger.token, params: { id }, body: { action: 'decline' } })).status).toBe(
      404,
    );

    const counter = await t.call('answerCastingProposal', {
      token: c.token,
      params: { id },
      body: { action: 'counter', rate: 1100, starts_on: inDays(7), ends_on: inDays(8), message: 'A bit more, a bit later?' },
    });
    expect(counter.data).toMatchObject({ status: 'countered', counter: { rate: 1100, message: 'A bit more, a bit later?' } });
    expect((await t.call('answerCastingProposal', { token: c.token, params: { id }, body: { action: 'accept' } })).status).toBe(409);
    const done = await t.call('answerCastingProposal', { token: s.token, params: { id }, body: { action: 'accept' } });
    expect(done.data).toMatchObject({ status: 'accepted', collaboration_id: '00000000-0000-4000-8000-000000000def' });
    expect(opened[0]).toMatchObject({
      ownerId: s.userId,
      memberIds: [c.userId],
      startsOn: inDays(7),
      endsOn: inDays(8),
      origin: 'casting',
    });
  });

  it('refuses non-studios, non-creators and blocked members; decline and withdraw end it', async () => {
    const s = await studio();
    const c = await creator();
    const other = await studio();
    expect((await t.call('sendCastingProposal', { token: c.token, body: { ...PROPOSAL, creator: s.username } })).status).toBe(403);
    const toStudio = await t.call('sendCastingProposal', { token: s.token, body: { ...PROPOSAL, creator: other.username } });
    expect(toStudio.error?.fields?.creator).toBe(CASTING_MESSAGES.noSuchCreator);
    const p1 = await t.call('sendCastingProposal', { token: s.token, body: { ...PROPOSAL, creator: c.userId } });
    expect(
      (await t.call('answerCastingProposal', { token: c.token, params: { id: p1.data.id }, body: { action: 'decline' } })).data.status,
    ).toBe('declined');
    const p2 = await t.call('sendCastingProposal', { token: s.token, body: { ...PROPOSAL, creator: c.userId } });
    expect(
      (await t.call('answerCastingProposal', { token: s.token, params: { id: p2.data.id }, body: { action: 'withdraw' } })).data.status,
    ).toBe('withdrawn');
    await t.call('block', { token: c.token, params: { userId: s.userId } });
    const blocked = await t.call('sendCastingProposal', { token: s.token, body: { ...PROPOSAL, creator: c.userId } });
    expect([403, 422]).toContain(blocked.status);
  });
});

describe('studio news', () => {
  it('a studio posts news; it reaches a follower’s feed; delete removes both', async () => {
    const s = await studio();
    const fan = await creator();
    await t.call('follow', { token: fan.token, params: { userId: s.userId } });
    const r = await t.call('createStudioNews', {
      token: s.token,
      body: { title: 'Now casting', body: 'Summer features, apply on Casting.' },
    });
    expect(r.status, JSON.stringify(r.error)).toBe(201);
    expect(r.data).toMatchObject({ title: 'Now casting', has_image: false, pending_review: false });
    const feed = await t.call('feed', { token: fan.token });
    const item = feed.data.items.find((i) => i.id === r.data.feed_item_id);
    expect(item?.subject.kind).toBe('post');
    expect(JSON.stringify(item)).toContain('Now casting');
    expect((await t.call('myStudioNews', { token: s.token })).data.items.map((n) => n.id)).toEqual([r.data.id]);
    const other = await studio();
    expect((await t.call('deleteStudioNews', { token: other.token, params: { id: r.data.id } })).status).toBe(404);
    expect((await t.call('deleteStudioNews', { token: s.token, params: { id: r.data.id } })).status).toBe(200);
    const after = await t.call('feed', { token: fan.token });
    expect(after.data.items.find((i) => i.id === r.data.feed_item_id)).toBeUndefined();
  });
});

describe('studio news with an image', () => {
  it('an unverified studio’s image waits for moderation: pending for the studio, not in a follower’s feed', async () => {
    const s = await studio();
    const fan = await creator();
    await t.call('follow', { token: fan.token, params: { userId: s.userId } });
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(await plainImage(200, 120))], { type: 'image/jpeg' }), 'set.jpg');
    const res = await fetch(
      `${t.url}/api/v1/casting/news/image?title=${encodeURIComponent('On set')}&body=${encodeURIComponent('Day one.')}`,
      {
        method: 'POST',
        headers: { authorization: `Bearer ${s.token}` },
        body: form,
      },
    );
    expect(res.status).toBe(201);
    const news = (await res.json()) as { id: string; has_image: boolean; pending_review: boolean; feed_item_id: string };
    expect(news).toMatchObject({ has_image: true, pending_review: true });
    const queued = await t.ctx.database.query<{ id: string }>(
      "select id from moderation_items where type = 'feed_post' and status = 'pending'",
    );
    expect(queued.length).toBeGreaterThan(0);
    const feed = await t.call('feed', { token: fan.token });
    expect(feed.data.items.find((i) => i.id === news.feed_item_id)).toBeUndefined();
    expect((await t.call('myStudioNews', { token: s.token })).data.items[0]).toMatchObject({ id: news.id, pending_review: true });
  });
});
