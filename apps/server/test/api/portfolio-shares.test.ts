import { PORTFOLIO_LIMITS, PORTFOLIO_MESSAGES } from '@mb/contract/portfolio';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { portfolioItems } from '../../src/features/portfolio/schema.ts';
import { portfolioShares } from '../../src/features/portfolio-shares/schema.ts';
import { isShareLive } from '../../src/features/portfolio-shares/service.ts';
import { fetchFile, portfolioMember, uploadImage } from '../helpers/portfolio.ts';
import { signUpUser, startTestApp, type TestApp } from '../helpers/test-app.ts';

// Share links (issue 10, /portfolio/share?token=…): random unguessable tokens, optional expiry,
// revocation that stops a link at once, at most 20 live links per member.

const PUBLIC_URL = 'https://models.example.org';
let t: TestApp;

beforeAll(async () => {
  t = await startTestApp({ PUBLIC_URL });
});
afterAll(() => t.close());

const tokenOf = (url: string) => new URL(url).searchParams.get('token') as string;
const HOUR = 60 * 60 * 1000;

describe('share links: the owner’s side', () => {
  it('creates links with a 256-bit token and the expiry chosen, lists them newest first', async () => {
    const m = await signUpUser(t);
    const before = Date.now();
    const day = await t.call('createPortfolioShare', { token: m.token, body: { label: 'Casting  ', expires: '1d' } });
    expect(day.status).toBe(201);
    expect(day.data.url).toMatch(new RegExp(`^${PUBLIC_URL}/portfolio/share\\?token=[A-Za-z0-9_-]{43}$`));
    expect(day.data.label).toBe('Casting');
    const expires = Date.parse(day.data.expires_at as string);
    expect(expires - before).toBeGreaterThanOrEqual(24 * HOUR - 1000);
    expect(expires - before).toBeLessThanOrEqual(24 * HOUR + 60_000);
    const week = await t.call('createPortfolioShare', { token: m.token, body: { expires: '7d' } });
    expect(Date.parse(week.data.expires_at as string) - before).toBeGreaterThanOrEqual(7 * 24 * HOUR - 1000);
    const month = await t.call('createPortfolioShare', { token: m.token, body: { label: '', expires: '30d' } });
    expect(month.data.label).toBeNull();
    expect(Date.parse(month.data.expires_at as string) - before).toBeGreaterThanOrEqual(30 * 24 * HOUR - 1000);
    const never = await t.call('createPortfolioShare', { token: m.token, body: { expires: 'never' } });
    expect(never.data.expires_at).toBeNull();
    expect(never.data).toMatchObject({ revoked_at: null, views: 0 });

    const list = await t.call('myPortfolioShares', { token: m.token });
    expect(list.data.shares.map((s) => s.id)).toEqual([never.data.id, month.data.id, week.data.id, day.data.id]);
    const tokens = new Set(list.data.shares.map((s) => tokenOf(s.url)));
    expect(tokens.size).toBe(4);
    // Another member sees none of them.
    const other = await signUpUser(t);
    expect((await t.call('myPortfolioShares', { token: other.token })).data.shares).toEqual([]);
  });

  it('refuses a bad expiry or a label over 60 characters', async () => {
    const m = await signUpUser(t);
    expect((await t.call('createPortfolioShare', { token: m.token, body: { expires: '2d' } })).status).toBe(400);
    expect((await t.call('createPortfolioShare', { token: m.token, body: { label: 'x'.repeat(61), expires: '1d' } })).status).toBe(400);
    expect((await t.call('myPortfolioShares', { token: m.token })).data.shares).toEqual([]);
  });

  it('revokes at once, idempotently; a stranger’s revoke is 404 and changes nothing', async () => {
    const m = await signUpUser(t);
    const s = await t.call('createPortfolioShare', { token: m.token, body: { expires: 'never' } });
    expect(await isShareLive(t.ctx, s.data.id)).toBe(true);
    const stranger = await signUpUser(t);
    const denied = await t.call('revokePortfolioShare', { token: stranger.token, params: { id: s.data.id } });
    expect(denied.status).toBe(404);
    expect(denied.error?.message).toBe(PORTFOLIO_MESSAGES.shareNotFound);
    expect(await isShareLive(t.ctx, s.data.id)).toBe(true);

    const revoked = await t.call('revokePortfolioShare', { token: m.token, params: { id: s.data.id } });
    expect(revoked.status).toBe(200);
    expect(revoked.data.revoked_at).not.toBeNull();
    expect(await isShareLive(t.ctx, s.data.id)).toBe(false);
    const again = await t.call('revokePortfolioShare', { token: m.token, params: { id: s.data.id } });
    expect(again.data.revoked_at).toBe(revoked.data.revoked_at);
    expect((await t.call('revokePortfolioShare', { token: m.token, params: { id: '00000000-0000-4000-8000-000000000000' } })).status).toBe(
      404,
    );
  });

  it('an expired share is no longer live', async () => {
    const m = await signUpUser(t);
    const s = await t.call('createPortfolioShare', { token: m.token, body: { expires: '1d' } });
    expect(await isShareLive(t.ctx, s.data.id)).toBe(true);
    await t.ctx.db
      .update(portfolioShares)
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where(eq(portfolioShares.id, s.data.id));
    expect(await isShareLive(t.ctx, s.data.id)).toBe(false);
  });

  it('allows at most 20 live links; revoked and expired ones do not count', async () => {
    const m = await signUpUser(t);
    const made = await Promise.all(
      Array.from({ length: PORTFOLIO_LIMITS.sharesMax + 3 }, () =>
        t.call('createPortfolioShare', { token: m.token, body: { expires: '7d' } }),
      ),
    );
    expect(made.filter((r) => r.status === 201)).toHaveLength(PORTFOLIO_LIMITS.sharesMax);
    const refused = made.filter((r) => r.status !== 201);
    expect(refused.map((r) => [r.status, r.error?.message])).toEqual(Array(3).fill([409, PORTFOLIO_MESSAGES.shareLimitReached]));
    const [first, second] = made.filter((r) => r.status === 201);
    await t.call('revokePortfolioShare', { token: m.token, params: { id: first?.data.id as string } });
    expect((await t.call('createPortfolioShare', { token: m.token, body: { expires: 'never' } })).status).toBe(201);
    expect((await t.call('createPortfolioShare', { token: m.token, body: { expires: 'never' } })).status).toBe(409);
    await t.ctx.db
      .update(portfolioShares)
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where(eq(portfolioShares.id, second?.data.id as string));
    expect((await t.call('createPortfolioShare', { token: m.token, body: { expires: 'never' } })).status).toBe(201);
  });
});

describe('the shared portfolio, signed out', () => {
  /** A verified member (uploads publish at once) with two public images and one waiting for a moderator. */
  async function ownerWithItems() {
    const owner = await portfolioMember(t, { verified: true });
    const shown = await uploadImage(t, owner.token);
    const second = await uploadImage(t, owner.token);
    const pending = await uploadImage(t, owner.token);
    await t.ctx.db.update(portfolioItems).set({ moderation_status: 'pending' }).where(eq(portfolioItems.id, pending.id));
    return { owner, shown: [shown, second], pending };
  }

  it('shows the owner’s card and only public items, with media that work while the share lives and stop when it is revoked', async () => {
    const { owner, shown, pending } = await ownerWithItems();
    const share = await t.call('createPortfolioShare', { token: owner.token, body: { label: 'Studio', expires: '7d' } });
    const token = tokenOf(share.data.url);
    const r = await t.call('sharedPortfolio', { query: { token } });
    expect(r.status).toBe(200);
    expect(r.data.owner).toMatchObject({ id: owner.userId, username: owner.username, verified: true });
    expect(r.data.expires_at).toBe(share.data.expires_at);
    expect(r.data.items.map((i) => i.id).sort()).toEqual(shown.map((i) => i.id).sort());
    expect(r.data.items.map((i) => i.id)).not.toContain(pending.id);
    const thumb = r.data.items[0]?.media.thumb_url as string;
    const full = r.data.items[0]?.media.full_url as string;
    expect(thumb).toMatch(/^\/storage\/portfolio\//);
    expect((await fetchFile(t, thumb)).status).toBe(200);
    expect((await fetchFile(t, full)).status).toBe(200);

    // Views: each visitor load counts; the owner's own look and prefetches do not.
    await t.call('sharedPortfolio', { query: { token }, token: owner.token });
    await t.call('sharedPortfolio', { query: { token }, headers: { purpose: 'prefetch' } });
    await t.call('sharedPortfolio', { query: { token }, headers: { 'sec-purpose': 'prefetch' } });
    expect((await t.call('myPortfolioShares', { token: owner.token })).data.shares[0]?.views).toBe(1);

    await t.call('revokePortfolioShare', { token: owner.token, params: { id: share.data.id } });
    const gone = await t.call('sharedPortfolio', { query: { token } });
    expect(gone.status).toBe(404);
    expect(gone.error?.message).toBe(PORTFOLIO_MESSAGES.shareNotFound);
    // The URLs it handed out stop at once, though their signatures have not expired.
    expect((await fetchFile(t, thumb)).status).not.toBe(200);
    expect((await fetchFile(t, full)).status).not.toBe(200);
  });

  it('stops at its expiry, media included', async () => {
    const { owner } = await ownerWithItems();
    const share = await t.call('createPortfolioShare', { token: owner.token, body: { expires: '1d' } });
    const token = tokenOf(share.data.url);
    const thumb = (await t.call('sharedPortfolio', { query: { token } })).data.items[0]?.media.thumb_url as string;
    expect((await fetchFile(t, thumb)).status).toBe(200);
    await t.ctx.db
      .update(portfolioShares)
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where(eq(portfolioShares.id, share.data.id));
    expect((await t.call('sharedPortfolio', { query: { token } })).status).toBe(404);
    expect((await fetchFile(t, thumb)).status).not.toBe(200);
  });

  it('answers one 404 for unknown tokens, and 400 for malformed ones', async () => {
    const unknown = await t.call('sharedPortfolio', { query: { token: 'A'.repeat(43) } });
    expect(unknown.status).toBe(404);
    expect(unknown.error?.message).toBe(PORTFOLIO_MESSAGES.shareNotFound);
    expect((await t.call('sharedPortfolio', { query: { token: 'short' } })).status).toBe(400);
    expect((await t.call('sharedPortfolio', {})).status).toBe(400);
  });

  it('works for a members-only profile (the owner invited the reader) and keeps items pending moderation out', async () => {
    const { owner, pending } = await ownerWithItems();
    await t.call('updateMyProfile', { token: owner.token, body: { visibility: 'members' } });
    const share = await t.call('createPortfolioShare', { token: owner.token, body: { expires: 'never' } });
    const r = await t.call('sharedPortfolio', { query: { token: tokenOf(share.data.url) } });
    expect(r.status).toBe(200);
    expect(r.data.items).toHaveLength(2);
    // A public URL of the pending item cannot be had through the share: the presenter never signs it.
    expect(JSON.stringify(r.data)).not.toContain(pending.id);
  });
});
