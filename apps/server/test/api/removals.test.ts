import { LICENSING_MESSAGES } from '@mb/contract/licensing';
import { addBusinessDays, REMOVAL_LIMITS, REMOVAL_MESSAGES, type RemovalRequestInput } from '@mb/contract/removals';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as removals from '../../src/features/removals/service.ts';
import { fetchFile, moderator, portfolioMember, uploadImage } from '../helpers/portfolio.ts';
import { signUpUser, startTestApp, type TestApp } from '../helpers/test-app.ts';

// Issue 18: removal requests, complaints and DMCA. A request is nothing until its mail link confirms
// it; then it is a queue item due in 7 business days, a depicted person's request or a DMCA notice
// hides the content on every read path at once, the decision reaches both sides with the statement
// of reasons, a counter-notice brings DMCA'd content back by a job unless a suit is reported, and
// upheld takedowns suspend a repeat infringer at the threshold.

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

let n = 0;
const requesterEmail = () => `requester${Date.now()}${n++}@example.test`;

const depicted = (itemUrl: string, email = requesterEmail()): RemovalRequestInput & { kind: 'depicted_person' } => ({
  kind: 'depicted_person',
  reason: 'no_consent',
  urls: itemUrl,
  details: 'This is me and I never agreed to this being posted.',
  name: 'Dana Example',
  email,
  accurate: true,
});

const dmca = (itemUrl: string, email = requesterEmail()): RemovalRequestInput & { kind: 'copyright' } => ({
  kind: 'copyright',
  urls: itemUrl,
  work: 'My photo series "Harbour Lights", published at https://example.test/harbour in 2025.',
  name: 'Rita Rights',
  email,
  address: '1 Example Street, Springfield, USA',
  phone: '+1 555 0100',
  good_faith: true,
  accurate: true,
  signature: 'Rita Rights',
});

/** The newest removal mail to an address (the outbox, as tests read mail). */
async function mailTo(email: string, kind?: string) {
  const rows = await t.ctx.database.query<{ subject: string; text_body: string; kind: string }>(
    `select subject, text_body, kind from mail_outbox where to_address = $1 ${kind ? 'and kind = $2' : ''} order by id desc limit 1`,
    kind ? [email, kind] : [email],
  );
  return rows[0];
}

async function file(input: RemovalRequestInput, token?: string) {
  const r = await t.call('createRemovalRequest', { body: input, token });
  expect(r.status, JSON.stringify(r.error)).toBe(201);
  const mail = await mailTo(input.email, 'removal_confirm');
  const link = mail?.text_body.match(/\/removal-requests\/(RR-[A-Z0-9]{6})\?token=([\w-]+)/);
  expect(link?.[1]).toBe(r.data.reference);
  return { reference: r.data.reference, token: link?.[2] ?? '' };
}

const confirm = async (req: { reference: string; token: string }) => {
  const r = await t.call('confirmRemovalRequest', { params: { reference: req.reference }, body: { token: req.token } });
  expect(r.status, JSON.stringify(r.error)).toBe(200);
  return r.data;
};

const queueItem = async (reference: string) => {
  const rows = await t.ctx.database.query<{ id: string; status: string; due_at: Date }>(
    `select m.id, m.status, m.due_at from moderation_items m join removal_requests r on r.id::text = m.subject_id
      where m.type = 'removal_request' and r.reference = $1 order by m.created_at desc`,
    [reference],
  );
  return rows[0];
};

const notificationsOf = async (userId: string) =>
  t.ctx.database.query<{ title: string; content: string; action_url: string | null }>(
    'select title, content, action_url from notifications where user_id = $1 order by created_at desc',
    [userId],
  );

/** What a stranger, a visitor and the owner's public gallery see of an item. */
async function visibility(owner: { token: string; username: string }, itemId: string, stranger: { token: string }) {
  const [anon, str, gallery, own] = await Promise.all([
    t.call('portfolioItem', { params: { id: itemId } }),
    t.call('portfolioItem', { params: { id: itemId }, token: stranger.token }),
    t.call('memberPortfolio', { params: { identifier: owner.username } }),
    t.call('myPortfolio', { token: owner.token }),
  ]);
  return {
    anonymous: anon.status,
    stranger: str.status,
    inGallery: gallery.data.items.some((i) => i.id === itemId),
    ownerSees: own.data.items.find((i) => i.id === itemId),
  };
}

describe('filing and validation', () => {
  it('refuses what a request lacks with messages under the fields', async () => {
    const owner = await portfolioMember(t, { verified: true });
    const item = await uploadImage(t, owner.token);
    const url = `http://localhost/${owner.username}?item=${item.id}`;

    const bare = await t.call('createRemovalRequest', { body: { kind: 'copyright', name: 'Rita Rights', email: requesterEmail() } });
    expect(bare.status).toBe(400);
    expect(bare.error?.fields).toMatchObject({
      urls: REMOVAL_MESSAGES.contentRequired,
      work: REMOVAL_MESSAGES.workRequired,
      address: REMOVAL_MESSAGES.addressRequired,
      phone: REMOVAL_MESSAGES.phoneRequired,
      good_faith: REMOVAL_MESSAGES.goodFaithRequired,
      accurate: REMOVAL_MESSAGES.accurateRequired,
      signature: REMOVAL_MESSAGES.signatureRequired,
    });
    const wrongSignature = await t.call('createRemovalRequest', { body: { ...dmca(url), signature: 'R.R.' } });
    expect(wrongSignature.error?.fields?.signature).toBe(REMOVAL_MESSAGES.signatureMismatch);
    const noReason = await t.call('createRemovalRequest', { body: { ...depicted(url), reason: '', details: 'short' } });
    expect(noReason.error?.fields).toMatchObject({ reason: REMOVAL_MESSAGES.reasonRequired, details: REMOVAL_MESSAGES.detailsRequired });

    const unknown = await t.call('createRemovalRequest', { body: depicted(`http://localhost/x?item=${crypto.randomUUID()}`) });
    expect(unknown.status).toBe(422);
    expect(unknown.error?.fields?.urls).toBe(REMOVAL_MESSAGES.contentNotFound);

    const other = await portfolioMember(t, { verified: true });
    const otherItem = await uploadImage(t, other.token);
    const two = await t.call('createRemovalRequest', { body: depicted(`${url}\nhttp://localhost/${other.username}?item=${otherItem.id}`) });
    expect(two.status).toBe(422);
    expect(two.error?.fields?.urls).toBe(REMOVAL_MESSAGES.contentOneMember);
  });

  it('an unconfirmed request is not in the queue and hides nothing; a wrong token finds nothing', async () => {
    const owner = await portfolioMember(t, { verified: true });
    const stranger = await signUpUser(t);
    const item = await uploadImage(t, owner.token);
    const req = await file(depicted(`http://localhost/${owner.username}?item=${item.id}`));

    expect(await queueItem(req.reference)).toBeUndefined();
    const seen = await visibility(owner, item.id, stranger);
    expect(seen).toMatchObject({ anonymous: 200, stranger: 200, inGallery: true });
    const status = await t.call('removalRequestStatus', { params: { reference: req.reference }, query: { token: req.token } });
    expect(status.data).toMatchObject({ status: 'unconfirmed', content_hidden: false, due_at: null });
    const wrong = await t.call('removalRequestStatus', {
      params: { reference: req.reference },
      query: { token: `${req.token.slice(0, -2)}xx` },
    });
    expect(wrong.status).toBe(404);
  });

  it('an unconfirmed request is deleted once its link has expired; a confirmed one stays', async () => {
    const owner = await portfolioMember(t, { verified: true });
    const item = await uploadImage(t, owner.token);
    const stale = await file(depicted(`http://localhost/${owner.username}?item=${item.id}`));
    const fresh = await file(depicted(`http://localhost/${owner.username}?item=${item.id}`));
    const kept = await file(dmca(`http://localhost/${owner.username}?item=${item.id}`));
    await confirm(kept);
    const age = `${REMOVAL_LIMITS.confirmDays} days 1 hour`;
    await t.ctx.database.query(`update removal_requests set created_at = now() - $2::interval where reference = any($1)`, [
      [stale.reference, kept.reference],
      age,
    ]);
    expect(await removals.pruneUnconfirmed(t.ctx)).toBe(1);
    const left = await t.ctx.database.query<{ reference: string }>('select reference from removal_requests where reference = any($1)', [
      [stale.reference, fresh.reference, kept.reference],
    ]);
    expect(left.map((r) => r.reference).sort()).toEqual([fresh.reference, kept.reference].sort());
    const gone = await t.call('removalRequestStatus', { params: { reference: stale.reference }, query: { token: stale.token } });
    expect(gone.status).toBe(404);
  });

  it('throttles per e-mail address', async () => {
    const owner = await portfolioMember(t, { verified: true });
    const item = await uploadImage(t, owner.token);
    const email = requesterEmail();
    const codes: number[] = [];
    for (let i = 0; i <= REMOVAL_LIMITS.perEmail.max; i++)
      codes.push((await t.call('createRemovalRequest', { body: depicted(`http://x/?item=${item.id}`, email) })).status);
    expect(codes.slice(0, REMOVAL_LIMITS.perEmail.max).every((c) => c === 201)).toBe(true);
    expect(codes.at(-1)).toBe(429);
  });
});

describe("a depicted person's request", () => {
  it('confirmation enqueues with the 7-business-day clock and hides the item on every read path at once', async () => {
    const owner = await portfolioMember(t, { verified: true });
    const stranger = await signUpUser(t);
    const item = await uploadImage(t, owner.token);
    // A URL handed out while the item was public.
    const before = await t.call('portfolioItem', { params: { id: item.id } });
    const thumb = before.data.media.thumb_url ?? '';
    expect((await fetchFile(t, thumb)).status).toBe(200);

    const req = await file(depicted(`http://localhost/${owner.username}?item=${item.id}`));
    const view = await confirm(req);
    expect(view).toMatchObject({ status: 'open', content_hidden: true });
    const confirmedAt = new Date(view.confirmed_at ?? '');
    expect(view.due_at).toBe(addBusinessDays(confirmedAt, 7).toISOString());
    const q = await queueItem(req.reference);
    expect(q?.status).toBe('pending');
    expect(q?.due_at.toISOString()).toBe(view.due_at);

    const seen = await visibility(owner, item.id, stranger);
    expect(seen).toMatchObject({ anonymous: 404, stranger: 404, inGallery: false });
    expect(seen.ownerSees).toMatchObject({ hidden_by_request: true, is_public: false });
    expect((await fetchFile(t, thumb)).status).toBeGreaterThanOrEqual(403);
    // Nor can it be offered for licensing while held.
    const offer = await t.call('createLicenseOffer', {
      token: owner.token,
      body: {
        item_id: item.id,
        terms: {
          usages: ['editorial'],
          territory: 'worldwide',
          countries: [],
          duration_months: 12,
          exclusive: false,
          price_minor: 5000,
          currency: 'USD',
        },
      },
    });
    expect(offer.status).toBe(409);
    expect(offer.error?.message).toBe(LICENSING_MESSAGES.hiddenByRequest);
    // The feed and other features list through the same rule.
    const { presentPublicItems } = await import('../../src/features/portfolio/service.ts');
    expect(await presentPublicItems(t.ctx, [item.id], { userId: null, adult: true })).toEqual([]);

    const [told] = await notificationsOf(owner.userId);
    expect(told?.title).toBe('Content hidden after a removal request');
    expect(told?.action_url).toBe(`/removal-requests/${req.reference}`);
    // Confirming again only shows the status.
    expect((await confirm(req)).status).toBe('open');
  });

  it('a rejection restores the item; both sides get the statement of reasons', async () => {
    const owner = await portfolioMember(t, { verified: true });
    const stranger = await signUpUser(t);
    const mod = await moderator(t);
    const item = await uploadImage(t, owner.token);
    const input = depicted(`http://localhost/${owner.username}?item=${item.id}`);
    const req = await file(input);
    await confirm(req);
    const q = await queueItem(req.reference);

    const full = await t.call('moderationItem', { token: mod.token, params: { id: q?.id ?? '' } });
    expect(full.data.details.facts.map((f) => f.label)).toContain('Decision due (7 business days)');
    const rej = await t.call('moderationReject', {
      token: mod.token,
      params: { id: q?.id ?? '' },
      body: { category: 'other', reason: 'The release on file is signed by the person shown.' },
    });
    expect(rej.status, JSON.stringify(rej.error)).toBe(200);

    const seen = await visibility(owner, item.id, stranger);
    expect(seen).toMatchObject({ anonymous: 200, inGallery: true });
    const [told] = await notificationsOf(owner.userId);
    expect(told?.title).toBe('Removal request rejected');
    expect(told?.content).toContain('The release on file is signed by the person shown.');
    expect(told?.content).toContain('Redress:');
    const mail = await mailTo(input.email, 'removal_decision');
    expect(mail?.text_body).toContain('Decision: the request was rejected');
    const status = await t.call('removalRequestStatus', { params: { reference: req.reference }, query: { token: req.token } });
    expect(status.data).toMatchObject({ status: 'rejected', decision: 'rejected', content_hidden: false });
    expect(status.data.statement).toContain('Ground:');
  });

  it("mails the decision in the requester's language when the address is a member's (the statement stays as kept)", async () => {
    const owner = await portfolioMember(t, { verified: true });
    const mod = await moderator(t);
    const item = await uploadImage(t, owner.token);
    const requester = await signUpUser(t);
    await t.call('setLocale', { token: requester.token, body: { locale: 'de' } });
    const req = await file(depicted(`http://localhost/${owner.username}?item=${item.id}`, requester.email));
    await confirm(req);
    const q = await queueItem(req.reference);
    const rej = await t.call('moderationReject', {
      token: mod.token,
      params: { id: q?.id ?? '' },
      body: { category: 'other', reason: 'The release on file is signed by the person shown.' },
    });
    expect(rej.status, JSON.stringify(rej.error)).toBe(200);
    const mail = await mailTo(requester.email, 'removal_decision');
    expect(mail?.subject).toBe(`Antrag nicht stattgegeben: ${req.reference} | ModelBase`);
    expect(mail?.text_body).toContain(
      `Wir haben über deinen Antrag entschieden (Entfernungsantrag einer abgebildeten Person, ${req.reference}).`,
    );
    expect(mail?.text_body).toContain('Decision: the request was rejected');
  });

  it('an upheld request keeps the item hidden, with the reviewer’s reason to both sides', async () => {
    const owner = await portfolioMember(t, { verified: true });
    const stranger = await signUpUser(t);
    const mod = await moderator(t);
    const item = await uploadImage(t, owner.token);
    const input = depicted(`http://localhost/${owner.username}?item=${item.id}`);
    const req = await file(input);
    await confirm(req);
    const q = await queueItem(req.reference);
    const ok = await t.call('moderationApprove', {
      token: mod.token,
      params: { id: q?.id ?? '' },
      body: { reason: 'No consent of the person shown is on file.' },
    });
    expect(ok.status, JSON.stringify(ok.error)).toBe(200);
    expect((await visibility(owner, item.id, stranger)).anonymous).toBe(404);
    const [told] = await notificationsOf(owner.userId);
    expect(told?.title).toBe('Content removed after a removal request');
    expect(told?.content).toContain('No consent of the person shown is on file.');
    expect((await mailTo(input.email, 'removal_decision'))?.text_body).toContain('Decision: the content stays removed.');
  });
});

describe('DMCA', () => {
  it('notice, takedown, counter-notice and restoration by the job', async () => {
    const owner = await portfolioMember(t, { verified: true });
    const stranger = await signUpUser(t);
    const item = await uploadImage(t, owner.token);
    const input = dmca(`http://localhost/${owner.username}?item=${item.id}`);
    const req = await file(input);
    await confirm(req);
    expect((await visibility(owner, item.id, stranger)).anonymous).toBe(404);

    // The uploader reads the notice (without the notifier's address and phone); a stranger finds nothing.
    const notice = await t.call('takedownNotice', { token: owner.token, params: { reference: req.reference } });
    expect(notice.data).toMatchObject({ kind: 'copyright', can_counter_notice: true, notice: { notifier_name: 'Rita Rights' } });
    expect(JSON.stringify(notice.data)).not.toContain('555 0100');
    expect((await t.call('takedownNotice', { token: stranger.token, params: { reference: req.reference } })).status).toBe(404);

    const bad = await t.call('submitCounterNotice', {
      token: owner.token,
      params: { reference: req.reference },
      body: { material: 'x', name: 'Olive Owner', address: '', phone: 'abc', signature: 'Someone Else' },
    });
    expect(bad.status).toBe(400);
    expect(bad.error?.fields).toMatchObject({
      material: REMOVAL_MESSAGES.materialRequired,
      good_faith_mistake: REMOVAL_MESSAGES.mistakeRequired,
      jurisdiction_consent: REMOVAL_MESSAGES.jurisdictionRequired,
      address: REMOVAL_MESSAGES.addressRequired,
      phone: REMOVAL_MESSAGES.phoneInvalid,
    });
    const counter = await t.call('submitCounterNotice', {
      token: owner.token,
      params: { reference: req.reference },
      body: {
        material: `The photo at http://localhost/${owner.username}?item=${item.id}; I shot it myself.`,
        good_faith_mistake: true,
        jurisdiction_consent: true,
        name: 'Olive Owner',
        address: '2 Sample Road, Shelbyville, USA',
        phone: '+1 555 0199',
        signature: 'Olive Owner',
      },
    });
    expect(counter.status, JSON.stringify(counter.error)).toBe(200);
    const due = new Date(counter.data.restore_due_at ?? '');
    expect(due.toISOString()).toBe(addBusinessDays(new Date(counter.data.counter_notice?.received_at ?? ''), 10).toISOString());
    const forwarded = await mailTo(input.email, 'removal_counter_notice');
    expect(forwarded?.text_body).toContain('2 Sample Road, Shelbyville, USA');
    expect(forwarded?.text_body).toContain(`token=${req.token}`);
    const again = await t.call('submitCounterNotice', { token: owner.token, params: { reference: req.reference }, body: {} });
    expect(again.status).toBe(400);

    // The waiting period ends: the job restores and tells both sides.
    await removals.testRestoreNow(t.ctx, req.reference);
    await expect
      .poll(
        async () =>
          (await t.call('removalRequestStatus', { params: { reference: req.reference }, query: { token: req.token } })).data.status,
        {
          timeout: 15_000,
        },
      )
      .toBe('restored');
    expect((await visibility(owner, item.id, stranger)).anonymous).toBe(200);
    expect((await notificationsOf(owner.userId))[0]?.title).toBe('Content restored');
    expect((await mailTo(input.email))?.kind).toBe('removal_restored');
    expect((await queueItem(req.reference))?.status).toBe('superseded');
  });

  it('a reported suit stops the restoration', async () => {
    const owner = await portfolioMember(t, { verified: true });
    const stranger = await signUpUser(t);
    const item = await uploadImage(t, owner.token);
    const req = await file(dmca(`http://localhost/${owner.username}?item=${item.id}`));
    await confirm(req);
    const early = await t.call('reportRemovalSuit', {
      params: { reference: req.reference },
      body: { token: req.token, court_reference: 'N.D. Cal. 5:26-cv-01234' },
    });
    expect(early.status).toBe(409);
    await t.call('submitCounterNotice', {
      token: owner.token,
      params: { reference: req.reference },
      body: {
        material: 'The photo in my portfolio, shot by me.',
        good_faith_mistake: true,
        jurisdiction_consent: true,
        name: 'Olive Owner',
        address: '2 Sample Road, Shelbyville, USA',
        phone: '+1 555 0199',
        signature: 'olive owner',
      },
    });
    const suit = await t.call('reportRemovalSuit', {
      params: { reference: req.reference },
      body: { token: req.token, court_reference: 'N.D. Cal. 5:26-cv-01234' },
    });
    expect(suit.status, JSON.stringify(suit.error)).toBe(200);
    expect(suit.data).toMatchObject({ status: 'suit_filed', can_report_suit: false, suit: { court_reference: 'N.D. Cal. 5:26-cv-01234' } });
    // Even once the date passes, the job leaves it down.
    await t.ctx.database.query("update removal_requests set restore_due_at = now() - interval '1 minute' where reference = $1", [
      req.reference,
    ]);
    const [row] = await t.ctx.database.query<{ id: string }>('select id from removal_requests where reference = $1', [req.reference]);
    await removals.restoreDue(t.ctx, row?.id ?? '');
    expect((await visibility(owner, item.id, stranger)).anonymous).toBe(404);
    expect((await notificationsOf(owner.userId))[0]?.title).toBe('Court action reported: content stays removed');
  });

  it(`suspends a repeat infringer at ${REMOVAL_LIMITS.repeatInfringerThreshold} upheld takedowns`, async () => {
    const owner = await portfolioMember(t, { verified: true });
    const mod = await moderator(t);
    const suspended = async () =>
      (await t.ctx.database.query<{ s: Date | null }>('select suspended_at as s from users where id = $1', [owner.userId]))[0]?.s ?? null;
    for (let i = 1; i <= REMOVAL_LIMITS.repeatInfringerThreshold; i++) {
      const item = await uploadImage(t, owner.token);
      const req = await file(dmca(`http://localhost/${owner.username}?item=${item.id}`));
      await confirm(req);
      const q = await queueItem(req.reference);
      const ok = await t.call('moderationApprove', { token: mod.token, params: { id: q?.id ?? '' } });
      expect(ok.status, JSON.stringify(ok.error)).toBe(200);
      const strikes = await removals.strikesOf(t.ctx, t.ctx.db, owner.userId);
      expect(strikes).toBe(i);
      if (i < REMOVAL_LIMITS.repeatInfringerThreshold) {
        await t.ctx.jobs.runDue();
        expect(await suspended()).toBeNull();
      }
    }
    await expect.poll(suspended, { timeout: 15_000 }).not.toBeNull();
    const signIn = await t.call('signIn', { body: { email: owner.email, password: owner.password } });
    expect(signIn.status).toBe(403);
    expect(signIn.error?.message).toContain('Repeat copyright infringement');
  });
});
