import { inflateSync } from 'node:zlib';
import { APP_STORE_MESSAGES } from '@mb/contract/app-store-access';
import { formatLicenseCode, type LicenseTermsInput, LICENSING_MESSAGES as M, normalizeLicenseCode } from '@mb/contract/licensing';
import { PDFArray, PDFDict, PDFDocument, PDFName, PDFRawStream, PDFString } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PaidPurchase, purchasePaid } from '../../src/features/billing/service.ts';
import { newLicenseCode, REFUND_JOB } from '../../src/features/licensing/service.ts';
import { plainImage, portfolioMember, uploadImage } from '../helpers/portfolio.ts';
import { signUpUser, startTestApp, type TestApp } from '../helpers/test-app.ts';

// MB Licensing (issue 16): consent decides what may be offered (and keeps deciding), the licensee side
// needs the app installed, the request → counter → accept → pay flow through the built-in payment
// provider, one license per payment however often the webhook comes, the certificate PDF, and the
// public verification of valid, revoked, expired and unknown codes.

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ JOBS_POLL_MS: '100' }, undefined, { pages: true });
}, 60_000);
afterAll(async () => {
  await t?.close();
});

type Member = Awaited<ReturnType<typeof portfolioMember>>;

const TERMS: LicenseTermsInput = {
  usages: ['editorial', 'commercial'],
  territory: 'countries',
  countries: ['us', 'GB'],
  duration_months: 12,
  exclusive: false,
  price_minor: 25_000,
  currency: 'EUR',
};

/** A verified creator (uploads are approved at once) with one image. */
async function creatorWithItem() {
  const c = await portfolioMember(t, { verified: true });
  const item = await uploadImage(t, c.token, await plainImage(640, 480));
  expect(item.moderation_status).toBe('approved');
  return { c, item };
}

/** A studio with Pro (spec §4: a studio installs with Pro) and MB Licensing installed unless told not to. */
async function licensee(opts: { install?: boolean } = {}) {
  const s = await signUpUser(t, 'studio');
  await t.ctx.database.query(
    "update profiles set username = $2, display_name = 'Velvet Studio', subscription_status = 'active', subscription_end_date = now() + interval '30 days' where id = $1",
    [s.userId, `st_${s.userId.slice(0, 8)}`],
  );
  if (opts.install !== false) {
    const r = await t.call('installApp', { token: s.token, params: { app_id: 'mb-licensing' } });
    expect(r.status, JSON.stringify(r.error)).toBe(200);
  }
  return s;
}

const offer = (c: Member, itemId: string, terms: LicenseTermsInput = TERMS) =>
  t.call('createLicenseOffer', { token: c.token, body: { item_id: itemId, terms, note: 'Print and web' } });

const tag = async (owner: Member, itemId: string, member: Member) => {
  const r = await t.call('tagPortfolioMember', { token: owner.token, params: { id: itemId }, body: { member: member.username } });
  expect(r.status, JSON.stringify(r.error)).toBe(200);
};
const answerTag = async (m: Member, itemId: string, decision: 'confirm' | 'decline') => {
  const r = await t.call('answerPortfolioTag', { token: m.token, params: { itemId }, body: { decision } });
  expect(r.status, JSON.stringify(r.error)).toBe(200);
};

const local = (url: string) => {
  const u = new URL(url, t.url);
  return `${t.url}${u.pathname}${u.search}`;
};
const payWith = (url: string, card: string) =>
  fetch(local(url), { method: 'POST', redirect: 'manual', body: new URLSearchParams({ card, exp: '12/34', cvc: '123' }) });

const notificationsOf = async (token: string) => (await t.call('notifications', { token })).data.items;

describe('what may be offered: every co-performer’s consent, or a release', () => {
  it('refuses an item with a tag waiting or declined, accepts it once confirmed; an unapproved item is refused too', async () => {
    const { c, item } = await creatorWithItem();
    const co = await portfolioMember(t);
    await tag(c, item.id, co);
    const waiting = await offer(c, item.id);
    expect(waiting.status).toBe(409);
    expect(waiting.error?.message).toBe(M.consentMissing);
    await answerTag(co, item.id, 'decline');
    expect((await offer(c, item.id)).error?.message).toBe(M.consentMissing);
    await answerTag(co, item.id, 'confirm');
    const ok = await offer(c, item.id);
    expect(ok.status, JSON.stringify(ok.error)).toBe(201);
    expect(ok.data.offer.requestable).toBe(true);
    expect(ok.data.offer.terms.countries).toEqual(['GB', 'US']);
    expect(ok.data.offer.item.thumb_url).toMatch(/^data:image\/jpeg;base64,/);
    // One active offer per item.
    expect((await offer(c, item.id)).error?.message).toBe(M.alreadyOffered);

    // Not approved by moderation (an unverified member's upload waits for a moderator).
    const u = await portfolioMember(t);
    const pending = await uploadImage(t, u.token);
    expect(pending.moderation_status).toBe('pending');
    expect((await offer(u, pending.id)).error?.message).toBe(M.notApproved);
    // Someone else's item is not found.
    expect((await offer(u, item.id)).status).toBe(404);
  });

  it('a release on file stands in for a declined tag', async () => {
    const { c, item } = await creatorWithItem();
    const co = await portfolioMember(t);
    await tag(c, item.id, co);
    await answerTag(co, item.id, 'decline');
    const fd = new FormData();
    fd.append('file', new Blob([new Uint8Array(await plainImage(300, 400))], { type: 'image/jpeg' }), 'release.jpg');
    const up = await fetch(`${t.url}/api/v1/portfolio/me/items/${item.id}/release`, {
      method: 'POST',
      headers: { authorization: `Bearer ${c.token}` },
      body: fd,
    });
    expect(up.status).toBeLessThan(300);
    const r = await offer(c, item.id);
    expect(r.status, JSON.stringify(r.error)).toBe(201);
  });

  it('bad terms are refused with the form’s words', async () => {
    const { c, item } = await creatorWithItem();
    const r = await offer(c, item.id, { ...TERMS, usages: [], territory: 'countries', countries: ['QQ'], price_minor: 5 });
    expect(r.status).toBe(400);
    expect(Object.values(r.error?.fields ?? {})).toEqual(expect.arrayContaining([M.usagesRequired, M.badCountry, M.priceRange]));
    const none = await offer(c, item.id, { ...TERMS, countries: [] });
    expect(none.error?.fields?.['terms.countries']).toBe(M.countriesRequired);
  });
});

describe('the licensee side needs MB Licensing installed', () => {
  it('catalogue, requests, payment and their licenses answer 403 naming the app; the creator side does not', async () => {
    const { c, item } = await creatorWithItem();
    const o = (await offer(c, item.id)).data.offer;
    const s = await licensee({ install: false });
    const refused = APP_STORE_MESSAGES.notInstalled('MB Licensing');
    for (const r of [
      await t.call('licensingCatalogue', { token: s.token }),
      await t.call('licenseeDashboard', { token: s.token }),
      await t.call('requestLicense', { token: s.token, params: { id: o.id }, body: { terms: TERMS, message: 'Hi' } }),
    ]) {
      expect(r.status).toBe(403);
      expect(r.error?.message).toBe(refused);
    }
    // A creator cannot install (spec §4) and still runs the licensor side.
    expect((await t.call('licensorDashboard', { token: c.token })).data.offers.map((x) => x.id)).toContain(o.id);
    // No request was written.
    const [row] = await t.ctx.database.query<{ n: number }>('select count(*)::int as n from license_requests where offer_id = $1', [o.id]);
    expect(row?.n).toBe(0);
  });
});

describe('request, counter, accept, pay, license', () => {
  it('the creator counters, the studio accepts and pays with the test card; one license however often the payment is reported', async () => {
    const { c, item } = await creatorWithItem();
    const o = (await offer(c, item.id)).data.offer;
    const s = await licensee();
    const cat = await t.call('licensingCatalogue', { token: s.token, query: { usage: 'commercial', country: 'us' } });
    expect(cat.data.offers.map((x) => x.id)).toContain(o.id);
    expect((await t.call('licensingCatalogue', { token: s.token, query: { country: 'FR' } })).data.offers.map((x) => x.id)).not.toContain(
      o.id,
    );
    // Nobody licenses their own item.
    expect((await t.call('requestLicense', { token: c.token, params: { id: o.id }, body: { terms: TERMS } })).status).toBe(403);

    const req = await t.call('requestLicense', {
      token: s.token,
      params: { id: o.id },
      body: { terms: { ...TERMS, price_minor: 20_000 }, message: 'For our spring campaign' },
    });
    expect(req.status, JSON.stringify(req.error)).toBe(201);
    expect(req.data.request).toMatchObject({ status: 'pending', role: 'requester', your_move: false });
    expect((await t.call('requestLicense', { token: s.token, params: { id: o.id }, body: { terms: TERMS } })).error?.message).toBe(
      M.alreadyRequested,
    );
    expect((await notificationsOf(c.token)).some((n) => n.type === 'license' && /requested a license/.test(n.title))).toBe(true);
    const id = req.data.request.id;

    // Not the requester's move yet; paying before acceptance is refused.
    expect((await t.call('acceptLicenseRequest', { token: s.token, params: { id } })).error?.message).toBe(M.notYourMove);
    expect((await t.call('payLicenseRequest', { token: s.token, params: { id } })).error?.message).toBe(M.notPayable);

    const countered = await t.call('counterLicenseRequest', {
      token: c.token,
      params: { id },
      body: { terms: { ...TERMS, price_minor: 22_500 }, note: 'Meet me halfway' },
    });
    expect(countered.status, JSON.stringify(countered.error)).toBe(200);
    expect(countered.data.request).toMatchObject({ status: 'countered', counter_note: 'Meet me halfway' });
    expect(countered.data.request.terms.price_minor).toBe(22_500);
    // The creator cannot accept their own counter; the studio can.
    expect((await t.call('acceptLicenseRequest', { token: c.token, params: { id } })).error?.message).toBe(M.notYourMove);
    const accepted = await t.call('acceptLicenseRequest', { token: s.token, params: { id } });
    expect(accepted.data.request).toMatchObject({ status: 'accepted', your_move: true });
    expect((await notificationsOf(c.token)).some((n) => /accepted your counter-offer/.test(n.title))).toBe(true);

    const pay = await t.call('payLicenseRequest', { token: s.token, params: { id } });
    expect(pay.status, JSON.stringify(pay.error)).toBe(200);
    expect(pay.data.checkout_url).toMatch(/\/paybox\//);
    expect((await payWith(pay.data.checkout_url, '4242424242424242')).status).toBe(303);
    const licenses = async () => (await t.call('licenseeDashboard', { token: s.token })).data.licenses;
    await expect.poll(async () => (await licenses()).length, { timeout: 20_000, interval: 100 }).toBe(1);
    const [license] = await licenses();
    expect(license).toMatchObject({ status: 'valid', role: 'licensee', licensee: { name: 'Velvet Studio' } });
    expect(license?.terms.price_minor).toBe(22_500);
    expect(license?.code).toMatch(/^[0-9A-Z]{5}(-[0-9A-Z]{5}){3}$/);
    expect(Date.parse(license?.expires_at ?? '') - Date.parse(license?.issued_at ?? '')).toBeGreaterThan(360 * 86_400_000);
    const dash = await t.call('licenseeDashboard', { token: s.token });
    expect(dash.data.requests.find((r) => r.id === id)).toMatchObject({ status: 'licensed', license_id: license?.id });
    expect((await t.call('licensorDashboard', { token: c.token })).data.licenses.map((l) => l.id)).toEqual([license?.id]);

    // The payment reported again (a webhook replayed past billing's own de-duplication): still one license.
    const [paid] = await t.ctx.database.query<{ payment_id: string }>('select payment_id from licenses where request_id = $1', [id]);
    const again = { user_id: s.userId, reference: id, amount_minor: 22_500, currency: 'EUR', payment_id: paid?.payment_id as string };
    await t.ctx.db.transaction((tx) => licensePaid(tx, again));
    await t.ctx.db.transaction((tx) => licensePaid(tx, again));
    await t.ctx.db.transaction((tx) => licensePaid(tx, { ...again, payment_id: 'another-payment' }));
    const [count] = await t.ctx.database.query<{ n: number }>('select count(*)::int as n from licenses where request_id = $1', [id]);
    expect(count?.n).toBe(1);
    expect((await notificationsOf(s.token)).filter((n) => n.title === 'Your license is issued')).toHaveLength(1);
  });

  it('the creator declines; the requester walks away from a counter-offer', async () => {
    const { c, item } = await creatorWithItem();
    const o = (await offer(c, item.id)).data.offer;
    const s = await licensee();
    const first = (await t.call('requestLicense', { token: s.token, params: { id: o.id }, body: { terms: TERMS } })).data.request;
    const declined = await t.call('declineLicenseRequest', { token: c.token, params: { id: first.id }, body: { reason: 'Not for ads' } });
    expect(declined.data.request).toMatchObject({ status: 'declined', reason: 'Not for ads' });
    const second = (await t.call('requestLicense', { token: s.token, params: { id: o.id }, body: { terms: TERMS } })).data.request;
    await t.call('counterLicenseRequest', { token: c.token, params: { id: second.id }, body: { terms: { ...TERMS, exclusive: true } } });
    const gone = await t.call('withdrawLicenseRequest', { token: s.token, params: { id: second.id } });
    expect(gone.data.request.status).toBe('withdrawn');
    expect((await t.call('acceptLicenseRequest', { token: s.token, params: { id: second.id } })).error?.message).toBe(M.notYourMove);
    // A stranger learns nothing of either request.
    const other = await licensee();
    expect((await t.call('acceptLicenseRequest', { token: other.token, params: { id: second.id } })).status).toBe(404);
  });

  it('consent withdrawn after offering: the item leaves the catalogue and cannot be requested or accepted', async () => {
    const { c, item, co, o, s, request: open } = await requestedWithConfirmedTag();
    await answerTag(co, item.id, 'decline');
    expect((await t.call('licensingCatalogue', { token: s.token })).data.offers.map((x) => x.id)).not.toContain(o.id);
    const again = await licensee();
    expect((await t.call('requestLicense', { token: again.token, params: { id: o.id }, body: { terms: TERMS } })).error?.message).toBe(
      M.consentWithdrawn,
    );
    expect((await t.call('acceptLicenseRequest', { token: c.token, params: { id: open.id } })).error?.message).toBe(M.consentWithdrawn);
    const mine = (await t.call('licensorDashboard', { token: c.token })).data.offers.find((x) => x.id === o.id);
    expect(mine).toMatchObject({ requestable: false, blocked_reason: M.consentWithdrawn });
  });

  it('consent withdrawn between acceptance and the payment’s report: no license, the payment goes back', async () => {
    const { c, item, co, s, request: r } = await requestedWithConfirmedTag();
    expect((await t.call('acceptLicenseRequest', { token: c.token, params: { id: r.id } })).data.request.status).toBe('accepted');
    await answerTag(co, item.id, 'decline');
    const paid = { user_id: s.userId, reference: r.id, amount_minor: TERMS.price_minor, currency: 'EUR', payment_id: `pay-${r.id}` };
    await t.ctx.db.transaction((tx) => licensePaid(tx, paid));
    const [row] = await t.ctx.database.query<{ status: string; reason: string; n: number }>(
      'select status, reason, (select count(*)::int from licenses where request_id = $1) as n from license_requests where id = $1',
      [r.id],
    );
    expect(row).toMatchObject({ status: 'refunded', reason: M.consentWithdrawn, n: 0 });
    const [job] = await t.ctx.database.query<{ n: number }>('select count(*)::int as n from jobs where key = $1', [
      `${REFUND_JOB}:${paid.payment_id}`,
    ]);
    expect(job?.n).toBe(1);
    expect((await notificationsOf(s.token)).some((n) => n.title === 'Your license payment is being refunded')).toBe(true);
  });
});

/** A license payment handed to the license purpose, as billing's webhook does. */
const licensePaid = (tx: Parameters<typeof purchasePaid>[1], p: PaidPurchase) => purchasePaid(t.ctx, tx, 'license', p);

/** An item with one co-performer who confirmed, offered, and requested by a studio. */
async function requestedWithConfirmedTag() {
  const { c, item } = await creatorWithItem();
  const co = await portfolioMember(t);
  await tag(c, item.id, co);
  await answerTag(co, item.id, 'confirm');
  const o = (await offer(c, item.id)).data.offer;
  const s = await licensee();
  const request = (await t.call('requestLicense', { token: s.token, params: { id: o.id }, body: { terms: TERMS } })).data.request;
  return { c, item, co, o, s, request };
}

/** A license issued straight through the license purpose (the payment itself is proven above). */
async function issued(opts: { months?: number | null } = {}) {
  const { c, item } = await creatorWithItem();
  const terms = { ...TERMS, duration_months: opts.months === undefined ? 6 : opts.months };
  const o = (await offer(c, item.id, terms)).data.offer;
  const s = await licensee();
  const r = (await t.call('requestLicense', { token: s.token, params: { id: o.id }, body: { terms } })).data.request;
  await t.call('acceptLicenseRequest', { token: c.token, params: { id: r.id } });
  await t.ctx.db.transaction((tx) =>
    licensePaid(tx, { user_id: s.userId, reference: r.id, amount_minor: 25_000, currency: 'EUR', payment_id: `pay-${r.id}` }),
  );
  const [license] = (await t.call('licenseeDashboard', { token: s.token })).data.licenses;
  if (!license) throw new Error('no license issued');
  return { c, s, license, requestId: r.id };
}

const verify = (code: string) => t.call('verifyLicense', { params: { code } });

describe('verification and the certificate', () => {
  it('anyone checks a code: valid, then revoked with its reason; expired; unknown', async () => {
    const { c, s, license, requestId } = await issued();
    const ok = await verify(license.code.toLowerCase().replace(/-/g, ' '));
    expect(ok.status).toBe(200);
    expect(ok.headers.get('x-robots-tag')).toBe('noindex');
    expect(ok.data).toMatchObject({ code: license.code, status: 'valid', licensee: { name: 'Velvet Studio' } });
    expect(ok.data.verify_url).toBe(`${t.ctx.config.publicUrl}/licenses/verify/${license.code}`);
    expect(ok.data.item.thumb_url).toMatch(/^data:image\/jpeg;base64,/);

    // Only the licensor revokes, with a reason.
    expect((await t.call('revokeLicense', { token: s.token, params: { id: license.id }, body: { reason: 'x' } })).status).toBe(404);
    expect((await t.call('revokeLicense', { token: c.token, params: { id: license.id }, body: { reason: ' ' } })).status).toBe(400);
    const revoked = await t.call('revokeLicense', {
      token: c.token,
      params: { id: license.id },
      body: { reason: 'Used outside the territory' },
    });
    expect(revoked.data.license).toMatchObject({ status: 'revoked', revoke_reason: 'Used outside the territory', can_revoke: false });
    expect((await verify(license.code)).data).toMatchObject({ status: 'revoked', revoke_reason: 'Used outside the territory' });
    expect((await notificationsOf(s.token)).some((n) => /revoked your license/.test(n.title))).toBe(true);
    // The payment goes back: one refund job for it (billing's refundPurchase is proven in billing-refunds.test).
    const [job] = await t.ctx.database.query<{ n: number }>('select count(*)::int as n from jobs where key = $1', [
      `licensing.refund:pay-${requestId}`,
    ]);
    expect(job?.n).toBe(1);

    const old = await issued({ months: 1 });
    await t.ctx.database.query("update licenses set expires_at = now() - interval '1 day' where id = $1", [old.license.id]);
    expect((await verify(old.license.code)).data.status).toBe('expired');

    // The page itself: its own title, kept out of search engines.
    const page = await fetch(`${t.url}/licenses/verify/${license.code}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<title>Verify a license');
    expect(html).toContain('<meta name="robots" content="noindex" />');

    const unknown = await verify(formatLicenseCode(newLicenseCode()));
    expect(unknown.status).toBe(404);
    expect(unknown.error?.message).toBe(M.unknownCode);
    expect((await verify('not a code')).status).toBe(404);
  });

  it('the certificate is a PDF carrying the code, for the two parties only', async () => {
    const { c, s, license } = await issued({ months: null });
    expect(license.expires_at).toBeNull();
    const get = (token: string) =>
      fetch(`${t.url}/api/v1/licensing/licenses/${license.id}/certificate`, { headers: { authorization: `Bearer ${token}` } });
    const res = await get(s.token);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(bytes.toString('latin1')).toContain(license.code);
    const doc = await PDFDocument.load(bytes);
    expect(doc.getPageCount()).toBe(1);
    expect(doc.getTitle()).toBe(`License certificate ${license.code}`);
    const info = doc.context.lookup(doc.context.trailerInfo.Info, PDFDict);
    expect(info.lookup(PDFName.of('LicenseCode'), PDFString).decodeText()).toBe(license.code);
    // The code and the verification address are drawn on the page (hex strings in the content stream).
    const contents = doc.getPage(0).node.Contents();
    const parts = contents instanceof PDFArray ? contents.asArray() : contents ? [contents] : [];
    const streams = parts.map((p) => doc.context.lookup(p)).filter((st): st is PDFRawStream => st instanceof PDFRawStream);
    expect(streams.length).toBeGreaterThan(0);
    const text = streams.map((st) => inflateSync(Buffer.from(st.contents)).toString('latin1')).join('\n');
    const hex = (str: string) => Buffer.from(str, 'latin1').toString('hex').toUpperCase();
    expect(text.toUpperCase()).toContain(hex(license.code));
    expect(text.toUpperCase()).toContain(hex(`${t.ctx.config.publicUrl}/licenses/verify/${license.code}`));
    // The licensor has no display name: "@name" once, never "@name (@name)" (issue 31); the studio has one.
    expect(c.username).toBeTruthy();
    expect(text.toUpperCase()).toContain(hex(`@${c.username}`));
    expect(text.toUpperCase()).not.toContain(hex(`@${c.username} (`));
    expect(text.toUpperCase()).toContain(hex(`Velvet Studio (@st_${s.userId.slice(0, 8)})`));
    expect((await get(c.token)).status).toBe(200);
    const stranger = await licensee();
    expect((await get(stranger.token)).status).toBe(404);
    expect((await fetch(`${t.url}/api/v1/licensing/licenses/${license.id}/certificate`)).status).toBe(401);
  });

  it('codes are 20 typable characters and normalize as typed', () => {
    const codes = new Set(Array.from({ length: 200 }, () => newLicenseCode()));
    expect(codes.size).toBe(200);
    for (const code of codes) expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{20}$/);
    expect(normalizeLicenseCode('abcde-12345-fghjk-67890')).toBe('ABCDE12345FGHJK67890');
    expect(normalizeLicenseCode('OBCDE 1234I FGHJK 6789L')).toBe('0BCDE12341FGHJK67891');
    expect(normalizeLicenseCode('ABCDE-12345')).toBeNull();
  });
});
