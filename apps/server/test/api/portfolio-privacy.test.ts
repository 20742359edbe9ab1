import { randomUUID } from 'node:crypto';
import type { OwnPortfolioItem } from '@mb/contract/portfolio';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as portfolio from '../../src/features/portfolio/service.ts';
import { fetchFile, moderator, portfolioMember, queueItemOf, uploadImage } from '../helpers/portfolio.ts';
import { signUpUser, startTestApp, type TestApp } from '../helpers/test-app.ts';

// The privacy test: pending, rejected, declined-consent, consent-pending, deleted items and
// revoked or unknown share audiences never reach anyone but their owner and staff, over every route
// that lists or serves media (memberPortfolio, portfolioItem, like, unlike, view, the service calls
// other features list with) and over the /storage URLs themselves, including URLs handed out while
// the item was public.

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const reviewEveryUpload = (on: boolean) =>
  on
    ? t.ctx.database.query(
        "insert into platform_settings (key, value) values ('review_every_upload', 'true'::jsonb) on conflict (key) do update set value = excluded.value",
      )
    : t.ctx.database.query("delete from platform_settings where key = 'review_every_upload'");

/** Replaces one query parameter of a /storage URL (keeping the signature: a forgery). */
const withParam = (url: string, key: string, value: string) => {
  const u = new URL(url, 'http://x');
  u.searchParams.set(key, value);
  return `${u.pathname}?${u.searchParams}`;
};

describe('private items never reach anyone but their owner and staff', () => {
  it('over every route and every /storage URL', async () => {
    const owner = await portfolioMember(t, { verified: true });
    const stranger = await signUpUser(t);
    const mod = await moderator(t);

    const published = await uploadImage(t, owner.token);
    const willDecline = await uploadImage(t, owner.token);
    const willWaitForConsent = await uploadImage(t, owner.token);
    const willDelete = await uploadImage(t, owner.token);
    await reviewEveryUpload(true);
    let pending: OwnPortfolioItem;
    let rejected: OwnPortfolioItem;
    try {
      pending = await uploadImage(t, owner.token);
      rejected = await uploadImage(t, owner.token);
    } finally {
      await reviewEveryUpload(false);
    }
    const q = await queueItemOf(t, rejected.id);
    const rej = await t.call('moderationReject', {
      token: mod.token,
      params: { id: q?.id ?? '' },
      body: { category: 'quality', reason: 'Not a portfolio image.' },
    });
    expect(rej.status).toBe(200);

    // Public URLs handed out while the items were public (a visitor's page load).
    const before = await t.call('memberPortfolio', { params: { identifier: owner.username } });
    const publicUrl = new Map(before.data.items.map((i) => [i.id, i.media]));
    expect([...publicUrl.keys()].sort()).toEqual([published.id, willDecline.id, willWaitForConsent.id, willDelete.id].sort());
    for (const m of publicUrl.values()) expect((await fetchFile(t, m.thumb_url ?? '')).status).toBe(200);

    // Consent (the credits feature's call) and a delete turn three of them private.
    await t.ctx.db.transaction(async (tx) => {
      await portfolio.setConsentState(t.ctx, tx, willDecline.id, 'declined');
      await portfolio.setConsentState(t.ctx, tx, willWaitForConsent.id, 'pending');
    });
    expect((await t.call('deletePortfolioItem', { token: owner.token, params: { id: willDelete.id } })).status).toBe(200);

    const hidden = [pending, rejected, { id: willDecline.id }, { id: willWaitForConsent.id }, { id: willDelete.id }] as const;
    const readers = [
      ['a visitor', undefined],
      ['a signed-in stranger', stranger.token],
    ] as const;
    for (const [who, token] of readers) {
      const list = await t.call('memberPortfolio', { token, params: { identifier: owner.username }, query: { adult: '1' } });
      expect(
        list.data.items.map((i) => i.id),
        who,
      ).toEqual([published.id]);
      for (const item of hidden) {
        for (const route of ['portfolioItem', 'viewPortfolioItem'] as const) {
          const r = await t.call(route, { token, params: { id: item.id } });
          expect(r.status, `${who} ${route} ${item.id}`).toBe(404);
        }
        if (token) {
          for (const route of ['likePortfolioItem', 'unlikePortfolioItem'] as const) {
            expect((await t.call(route, { token, params: { id: item.id } })).status, `${who} ${route}`).toBe(404);
          }
        }
      }
    }
    // The services other features list with (credits, share links) leave them out too.
    const allIds = [published.id, ...hidden.map((h) => h.id)];
    const forStranger = await portfolio.presentPublicItems(t.ctx, allIds, { userId: stranger.userId, adult: true });
    expect(forStranger.map((i) => i.id)).toEqual([published.id]);
    const forShare = await portfolio.publicPortfolioFor(t.ctx, owner.userId, { audience: `share:${randomUUID()}`, adult: true });
    expect(forShare.items.map((i) => i.id)).toEqual([published.id]);

    // URLs handed out while public stop at once, whatever their signature says.
    for (const id of [willDecline.id, willWaitForConsent.id, willDelete.id]) {
      const m = publicUrl.get(id);
      for (const url of [m?.thumb_url, m?.full_url]) expect((await fetchFile(t, url ?? '')).status, `public URL of ${id}`).toBe(404);
    }
    expect((await fetchFile(t, publicUrl.get(published.id)?.thumb_url ?? '')).status).toBe(200);

    // A URL's audience cannot be re-labelled: the signature covers it.
    const ownUrl = pending.media.full_url ?? '';
    expect(ownUrl).toContain('aud=owner');
    expect((await fetchFile(t, withParam(ownUrl, 'aud', 'public'))).status).toBe(403);
    expect((await fetchFile(t, withParam(publicUrl.get(published.id)?.full_url ?? '', 'aud', 'owner'))).status).toBe(403);
    expect((await fetchFile(t, withParam(publicUrl.get(published.id)?.full_url ?? '', 'expires', '9999999999'))).status).toBe(403);
    // Without a signature, or without an audience, nothing is served.
    expect((await fetchFile(t, ownUrl.split('?')[0] ?? '')).status).toBe(403);
    const noAudience = t.ctx.storage.url('portfolio', new URL(ownUrl, 'http://x').pathname.replace('/storage/portfolio/', ''));
    expect((await fetchFile(t, noAudience)).status).toBe(403);

    // The owner and staff still see the private ones (the owner's URL works for whoever holds it:
    // it is the owner's to share, and it stops with the item's purge).
    const mine = await t.call('myPortfolio', { token: owner.token });
    expect(mine.data.items.map((i) => i.id).sort()).toEqual(
      [published.id, pending.id, rejected.id, willDecline.id, willWaitForConsent.id].sort(),
    );
    expect(mine.data.items.find((i) => i.id === willDecline.id)).toMatchObject({ consent_state: 'declined', is_public: false });
    for (const item of mine.data.items) expect((await fetchFile(t, item.media.thumb_url ?? '')).status).toBe(200);
    for (const item of [pending, rejected, { id: willDecline.id }, { id: willWaitForConsent.id }]) {
      const asStaff = await t.call('portfolioItem', { token: mod.token, params: { id: item.id } });
      expect(asStaff.status).toBe(200);
      expect((await fetchFile(t, asStaff.data.media.full_url ?? '')).status).toBe(200);
      expect((await t.call('portfolioItem', { token: owner.token, params: { id: item.id } })).status).toBe(200);
    }
    // Deleted: gone for staff too (the owner can still undo it within 10 s).
    expect((await t.call('portfolioItem', { token: mod.token, params: { id: willDelete.id } })).status).toBe(404);
  });

  it('share and tag audiences: unknown or revoked shares get nothing; a live share only public items', async () => {
    const owner = await portfolioMember(t, { verified: true });
    const item = await uploadImage(t, owner.token);
    const privateOne = await uploadImage(t, owner.token);
    await t.ctx.db.transaction((tx) => portfolio.setConsentState(t.ctx, tx, privateOne.id, 'declined'));
    const keyOf = (url: string | null) => new URL(url ?? '', 'http://x').pathname.replace('/storage/portfolio/', '');
    const live = randomUUID();
    const revoked = randomUUID();
    const shareUrl = (shareId: string, of: OwnPortfolioItem) =>
      t.ctx.storage.url('portfolio', keyOf(of.media.thumb_url), { audience: `share:${shareId}` });

    // The share check (portfolio-shares') refuses: the URL is refused.
    let restore = t.ctx.features.substitute('portfolio-shares.share_live', async () => false);
    try {
      expect((await fetchFile(t, shareUrl(live, item))).status).toBe(404);
    } finally {
      restore();
    }

    restore = t.ctx.features.substitute('portfolio-shares.share_live', async (_ctx, id, it) => id === live && it.owner_id === owner.userId);
    try {
      expect((await fetchFile(t, shareUrl(live, item))).status).toBe(200);
      expect((await fetchFile(t, shareUrl(revoked, item))).status).toBe(404);
      expect((await fetchFile(t, shareUrl(randomUUID(), item))).status).toBe(404);
      expect((await fetchFile(t, shareUrl(live, privateOne))).status).toBe(404);
      const page = await portfolio.publicPortfolioFor(t.ctx, owner.userId, { audience: `share:${live}`, adult: false });
      expect(page.items.map((i) => i.id)).toEqual([item.id]);
      expect(page.items[0]?.media.thumb_url).toContain(`aud=share%3A${live}`);
      expect((await fetchFile(t, page.items[0]?.media.thumb_url ?? '')).status).toBe(200);
    } finally {
      restore();
    }

    // Tag audience (a tagged member asked to confirm): the credits feature's check decides.
    const tagged = randomUUID();
    const tagUrl = (await portfolio.itemThumbFor(t.ctx, privateOne.id, `tag:${tagged}`)) ?? '';
    restore = t.ctx.features.substitute('credits.still_tagged', async () => true);
    try {
      expect((await fetchFile(t, tagUrl)).status).toBe(200);
    } finally {
      restore();
    }
    restore = t.ctx.features.substitute('credits.still_tagged', async (_ctx, memberId) => memberId !== tagged);
    try {
      expect((await fetchFile(t, tagUrl)).status).toBe(404);
    } finally {
      restore();
    }
  });

  it('members-only profiles need a session; a block answers 404 like a missing item', async () => {
    const owner = await portfolioMember(t, { verified: true });
    const item = await uploadImage(t, owner.token);
    const reader = await signUpUser(t);
    const blocked = await signUpUser(t);
    await t.call('updateMyProfile', { token: owner.token, body: { visibility: 'members' } });
    expect((await t.call('memberPortfolio', { params: { identifier: owner.username } })).status).toBe(404);
    expect((await t.call('portfolioItem', { params: { id: item.id } })).status).toBe(404);
    expect((await t.call('viewPortfolioItem', { params: { id: item.id } })).status).toBe(404);
    expect((await t.call('memberPortfolio', { token: reader.token, params: { identifier: owner.username } })).data.items).toHaveLength(1);
    expect((await t.call('block', { token: owner.token, params: { userId: blocked.userId } })).status).toBe(200);
    expect((await t.call('memberPortfolio', { token: blocked.token, params: { identifier: owner.username } })).status).toBe(404);
    expect((await t.call('portfolioItem', { token: blocked.token, params: { id: item.id } })).status).toBe(404);
    expect((await t.call('likePortfolioItem', { token: blocked.token, params: { id: item.id } })).status).toBe(404);
  });

  it('NSFW media only with adult=1 (the blurred preview always); the content filter hides what does not match', async () => {
    const owner = await portfolioMember(t, { verified: true });
    const nsfw = await uploadImage(t, owner.token, undefined, { nsfw: 'true' });
    const gay = await uploadImage(t, owner.token);
    await t.call('updatePortfolioItem', { token: owner.token, params: { id: gay.id }, body: { content_types: ['gay'] } });

    const visitor = await t.call('memberPortfolio', { params: { identifier: owner.username } });
    const n = visitor.data.items.find((i) => i.id === nsfw.id);
    expect(n?.media).toMatchObject({ thumb_url: null, full_url: null, video_url: null });
    expect(n?.media.blur_data_url).toMatch(/^data:image\/webp/);
    const one = await t.call('portfolioItem', { params: { id: nsfw.id } });
    expect(one.data.media.full_url).toBeNull();
    const adult = await t.call('memberPortfolio', { params: { identifier: owner.username }, query: { adult: '1' } });
    const url = adult.data.items.find((i) => i.id === nsfw.id)?.media.thumb_url ?? '';
    expect(url).toContain('aud=public');
    const file = await fetchFile(t, url);
    expect(file.status).toBe(200);
    expect(file.headers.get('x-robots-tag')).toContain('noindex');
    // The owner's own view is never withheld.
    expect((await t.call('myPortfolio', { token: owner.token })).data.items.find((i) => i.id === nsfw.id)?.media.thumb_url).not.toBeNull();

    const straight = await t.call('memberPortfolio', { params: { identifier: owner.username }, query: { filter: 'straight' } });
    expect(straight.data.items.map((i) => i.id)).toEqual([nsfw.id]);
    expect(straight.data.hidden_by_filter).toBe(1);
    const all = await t.call('memberPortfolio', { params: { identifier: owner.username }, query: { filter: 'gay' } });
    expect(all.data.items.map((i) => i.id)).toEqual([nsfw.id, gay.id]);
  });
});
