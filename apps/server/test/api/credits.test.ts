import { type OwnPortfolioItem, PORTFOLIO_LIMITS, PORTFOLIO_MESSAGES } from '@mb/contract/portfolio';
import { MESSAGES } from '@mb/contract/ui-text';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { portfolioReleases } from '../../src/features/credits/schema.ts';
import * as credits from '../../src/features/credits/service.ts';
import { profiles } from '../../src/features/profiles/schema.ts';
import { moderator, queueItemOf } from '../helpers/portfolio.ts';
import { makeImage, newUsername } from '../helpers/profiles.ts';
import { signUpUser, startTestApp, type TestApp } from '../helpers/test-app.ts';

// Co-performer consent (issue 10): tags, answers, the item's consent state and where it shows, and
// signed releases that only staff ever get a URL to.

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

type Member = Awaited<ReturnType<typeof signUpUser>> & { username: string };

/** A member with a username; verified ones publish without waiting for a moderator (spec §6). */
async function member(opts: { verified?: boolean } = {}): Promise<Member> {
  const m = await signUpUser(t);
  const username = newUsername('cr');
  const r = await t.call('updateMyProfile', { token: m.token, body: { username, display_name: `Name ${username}` } });
  expect(r.status).toBe(200);
  if (opts.verified) await t.ctx.db.update(profiles).set({ vaulth_verified: true }).where(eq(profiles.id, m.userId));
  return { ...m, username };
}

async function postFile(path: string, token: string | null, file: { body: Buffer; name: string; type: string }) {
  const fd = new FormData();
  fd.append('file', new Blob([new Uint8Array(file.body)], { type: file.type }), file.name);
  const res = await fetch(t.url + path, { method: 'POST', headers: token ? { authorization: `Bearer ${token}` } : {}, body: fd });
  return {
    status: res.status,
    json: (await res.json()) as OwnPortfolioItem & { error?: { code: string; message: string; fields?: Record<string, string> } },
  };
}

/** A published image of a verified owner (public at once while nobody is tagged). */
async function publicItem(owner: Member): Promise<OwnPortfolioItem> {
  const r = await postFile('/api/v1/portfolio/me/items', owner.token, {
    body: await makeImage('jpeg'),
    name: 'shoot.jpg',
    type: 'image/jpeg',
  });
  expect(r.status, JSON.stringify(r.json)).toBe(201);
  expect(r.json.is_public).toBe(true);
  return r.json;
}

const tag = (owner: Member, itemId: string, who: string) =>
  t.call('tagPortfolioMember', { token: owner.token, params: { id: itemId }, body: { member: who } });
const answer = (m: Member, itemId: string, decision: 'confirm' | 'decline') =>
  t.call('answerPortfolioTag', { token: m.token, params: { itemId }, body: { decision } });
const ownView = async (owner: Member, itemId: string) => {
  const r = await t.call('myPortfolio', { token: owner.token });
  const item = r.data.items.find((i) => i.id === itemId);
  if (!item) throw new Error('own item missing');
  return item;
};
const notificationsOf = async (m: Member) => (await t.call('notifications', { token: m.token })).data.items;

/** Every listing route a reader could find the item on; true when it is on none of them. */
async function hiddenFromReader(owner: Member, itemId: string, reader: Member | null, credited?: Member) {
  const token = reader?.token;
  const portfolio = await t.call('memberPortfolio', { token, params: { identifier: owner.username }, query: { adult: '1' } });
  expect(portfolio.status).toBe(200);
  const one = await t.call('portfolioItem', { token, params: { id: itemId }, query: { adult: '1' } });
  const onCredits = credited
    ? (await t.call('memberCredits', { token, params: { identifier: credited.username }, query: { adult: '1' } })).data.items
    : [];
  return !portfolio.data.items.some((i) => i.id === itemId) && one.status === 404 && !onCredits.some((i) => i.id === itemId);
}

describe('tags and consent', () => {
  it('a tagged co-performer is asked, confirms, and the item becomes public with their credit', async () => {
    const owner = await member({ verified: true });
    const bella = await member();
    const stranger = await member();
    const item = await publicItem(owner);

    const tagged = await tag(owner, item.id, `@${bella.username}`);
    expect(tagged.status).toBe(200);
    expect(tagged.data.consent_state).toBe('pending');
    expect(tagged.data.is_public).toBe(false);
    expect(tagged.data.tags).toEqual([
      { member_id: bella.userId, username: bella.username, display_name: `Name ${bella.username}`, avatar_url: null, status: 'pending' },
    ]);

    // Bella hears it, with the way to the Tags tab.
    const heard = (await notificationsOf(bella)).find((n) => n.type === 'portfolio_tag');
    expect(heard?.action_url).toBe('/my-portfolio?tab=tags');
    expect(heard?.title).toContain(`Name ${owner.username}`);

    // Pending: private to everyone but the owner, Bella included (she sees only her request's thumbnail).
    for (const reader of [null, stranger, bella]) expect(await hiddenFromReader(owner, item.id, reader, bella)).toBe(true);
    const requests = await t.call('myPortfolioTags', { token: bella.token });
    expect(requests.data.tags).toHaveLength(1);
    const request = requests.data.tags[0];
    expect(request).toMatchObject({ item_id: item.id, status: 'pending', owner: { id: owner.userId, username: owner.username } });
    expect(request?.thumb_url).toBeTruthy();
    const thumb = await fetch(t.url + (request?.thumb_url ?? ''));
    expect(thumb.status).toBe(200);

    // She confirms: consent complete, the item is public, the owner hears it, the credit shows.
    const confirmed = await answer(bella, item.id, 'confirm');
    expect(confirmed.status).toBe(200);
    expect(confirmed.data).toMatchObject({ item_id: item.id, status: 'confirmed' });
    expect(confirmed.data.decided_at).toBeTruthy();
    const after = await ownView(owner, item.id);
    expect(after.consent_state).toBe('confirmed');
    expect(after.is_public).toBe(true);
    const told = (await notificationsOf(owner)).find((n) => n.type === 'portfolio_tag_answer');
    expect(told?.title).toBe(`Name ${bella.username} confirmed your tag`);
    expect(told?.action_url).toBe(`/my-portfolio?item=${item.id}`);

    const seen = await t.call('memberPortfolio', { params: { identifier: owner.username } });
    const pub = seen.data.items.find((i) => i.id === item.id);
    expect(pub?.credits.map((c) => c.member_id)).toEqual([bella.userId]);
    const creditList = await t.call('memberCredits', { params: { identifier: bella.username } });
    expect(creditList.status).toBe(200);
    expect(creditList.data.items.map((i) => i.id)).toEqual([item.id]);
    expect(creditList.data.owners).toEqual([
      { id: owner.userId, username: owner.username, display_name: `Name ${owner.username}`, avatar_url: null },
    ]);
  });

  it('a declined tag keeps the item private over every listing route and stops its public URLs', async () => {
    const owner = await member({ verified: true });
    const cara = await member();
    const stranger = await member();
    const item = await publicItem(owner);
    await tag(owner, item.id, cara.userId);
    await answer(cara, item.id, 'confirm');

    // A public URL handed out while the item was public...
    const listed = await t.call('memberPortfolio', { params: { identifier: owner.username } });
    const publicThumb = listed.data.items.find((i) => i.id === item.id)?.media.thumb_url;
    expect(publicThumb).toBeTruthy();
    expect((await fetch(t.url + publicThumb)).status).toBe(200);

    // ...stops once she withdraws her consent.
    const declined = await answer(cara, item.id, 'decline');
    expect(declined.data.status).toBe('declined');
    const own = await ownView(owner, item.id);
    expect(own.consent_state).toBe('declined');
    expect(own.is_public).toBe(false);
    for (const reader of [null, stranger, cara]) expect(await hiddenFromReader(owner, item.id, reader, cara)).toBe(true);
    expect([403, 404]).toContain((await fetch(t.url + publicThumb)).status);
    const told = (await notificationsOf(owner)).find((n) => n.type === 'portfolio_tag_answer' && n.title.includes('declined'));
    expect(told?.content).toContain(PORTFOLIO_MESSAGES.consentDeclined);
    // The owner still sees it, and the same answer twice changes nothing.
    expect((await t.call('portfolioItem', { token: owner.token, params: { id: item.id } })).status).toBe(200);
    expect((await answer(cara, item.id, 'decline')).data.status).toBe('declined');
  });

  it('consent follows every tag: one waiting keeps it pending, all confirmed publish, none tagged is none again', async () => {
    const owner = await member({ verified: true });
    const [a, b] = [await member(), await member()];
    const item = await publicItem(owner);
    await tag(owner, item.id, a.username);
    await tag(owner, item.id, b.username);
    await answer(a, item.id, 'confirm');
    expect((await ownView(owner, item.id)).consent_state).toBe('pending');
    await answer(b, item.id, 'confirm');
    expect((await ownView(owner, item.id)).consent_state).toBe('confirmed');
    await answer(b, item.id, 'decline');
    expect((await ownView(owner, item.id)).consent_state).toBe('declined');

    // Removing the one who declined leaves everyone confirmed; removing the last tag leaves none. The
    // thumbnail signed for a removed member's request stops working with the tag.
    const bThumb = (await t.call('myPortfolioTags', { token: b.token })).data.tags[0]?.thumb_url ?? '';
    expect((await fetch(t.url + bThumb)).status).toBe(200);
    const untagged = await t.call('untagPortfolioMember', { token: owner.token, params: { id: item.id, memberId: b.userId } });
    expect(untagged.status).toBe(200);
    expect(untagged.data.consent_state).toBe('confirmed');
    expect(untagged.data.is_public).toBe(true);
    expect([403, 404]).toContain((await fetch(t.url + bThumb)).status);
    const none = await t.call('untagPortfolioMember', { token: owner.token, params: { id: item.id, memberId: a.userId } });
    expect(none.data.consent_state).toBe('none');
    expect(none.data.tags).toEqual([]);
    // A removed tag is gone from the member's list and cannot be answered.
    expect((await t.call('myPortfolioTags', { token: a.token })).data.tags).toEqual([]);
    expect((await answer(a, item.id, 'confirm')).status).toBe(404);
    expect((await t.call('untagPortfolioMember', { token: owner.token, params: { id: item.id, memberId: a.userId } })).error?.message).toBe(
      PORTFOLIO_MESSAGES.tagNotFound,
    );
  });

  it('refuses yourself, unknown names, blocks either way, a second tag and the eleventh, each with its message', async () => {
    const owner = await member({ verified: true });
    const item = await publicItem(owner);
    const refusal = async (who: string, status: number, message: string) => {
      const r = await tag(owner, item.id, who);
      expect(r.status, who).toBe(status);
      expect(r.error?.message).toBe(message);
      expect(r.error?.fields?.member).toBe(message);
    };
    await refusal(owner.username, 422, PORTFOLIO_MESSAGES.tagSelf);
    await refusal(`@${owner.username}`, 422, PORTFOLIO_MESSAGES.tagSelf);
    await refusal('nobody_by_this_name', 422, PORTFOLIO_MESSAGES.tagNoMember);
    await refusal('00000000-0000-4000-8000-000000000000', 422, PORTFOLIO_MESSAGES.tagNoMember);
    expect((await tag(owner, item.id, '   ')).status).toBe(400);

    // I blocked them: refused by name. They blocked me: as if they did not exist (their profile is a 404 to me).
    const blockedByMe = await member();
    expect((await t.call('block', { token: owner.token, params: { userId: blockedByMe.userId } })).status).toBe(200);
    await refusal(blockedByMe.username, 403, PORTFOLIO_MESSAGES.tagBlocked);
    const blocksMe = await member();
    expect((await t.call('block', { token: blocksMe.token, params: { userId: owner.userId } })).status).toBe(200);
    await refusal(blocksMe.username, 422, PORTFOLIO_MESSAGES.tagNoMember);
    await refusal(blocksMe.userId, 422, PORTFOLIO_MESSAGES.tagNoMember);

    const first = await member();
    expect((await tag(owner, item.id, first.username)).status).toBe(200);
    await refusal(first.username.toUpperCase(), 409, PORTFOLIO_MESSAGES.tagExists);
    for (let i = 1; i < PORTFOLIO_LIMITS.tagsPerItem; i++) expect((await tag(owner, item.id, (await member()).userId)).status).toBe(200);
    await refusal((await member()).username, 409, PORTFOLIO_MESSAGES.tagTooMany);
    expect((await ownView(owner, item.id)).tags).toHaveLength(PORTFOLIO_LIMITS.tagsPerItem);
  });

  it("someone else's item is not found: nobody tags, untags or attaches to it, and nothing changes", async () => {
    const owner = await member({ verified: true });
    const stranger = await member();
    const item = await publicItem(owner);
    const bella = await member();
    await tag(owner, item.id, bella.username);
    expect((await tag(stranger, item.id, bella.username)).status).toBe(404);
    expect((await t.call('untagPortfolioMember', { token: stranger.token, params: { id: item.id, memberId: bella.userId } })).status).toBe(
      404,
    );
    const pdf = {
      body: Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n'),
      name: 'release.pdf',
      type: 'application/pdf',
    };
    expect((await postFile(`/api/v1/portfolio/me/items/${item.id}/release`, stranger.token, pdf)).status).toBe(404);
    expect((await t.call('removePortfolioRelease', { token: stranger.token, params: { id: item.id } })).status).toBe(404);
    // Only the tagged member answers their own tag.
    expect((await answer(stranger, item.id, 'confirm')).status).toBe(404);
    const own = await ownView(owner, item.id);
    expect(own.tags.map((x) => x.status)).toEqual(['pending']);
    expect(own.has_release).toBe(false);
  });
});

describe('releases', () => {
  const pdf = () => ({
    body: Buffer.from(`%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n${Math.random()}`),
    name: 'release.pdf',
    type: 'application/pdf',
  });
  const releaseRow = async (itemId: string) =>
    (await t.ctx.db.select().from(portfolioReleases).where(eq(portfolioReleases.item_id, itemId)))[0];

  it('a release is private: the owner is told one is attached, staff get a link, nobody else ever does', async () => {
    const owner = await member({ verified: true });
    const bella = await member();
    const item = await publicItem(owner);
    await tag(owner, item.id, bella.username);

    const up = await postFile(`/api/v1/portfolio/me/items/${item.id}/release`, owner.token, pdf());
    expect(up.status, JSON.stringify(up.json)).toBe(200);
    expect(up.json.has_release).toBe(true);
    const row = await releaseRow(item.id);
    expect(row?.content_type).toBe('application/pdf');
    await answer(bella, item.id, 'confirm');

    // No answer to anyone carries the file's address: not the owner's, the tagged member's or the public's.
    const answers = [
      await t.call('myPortfolio', { token: owner.token }),
      await t.call('myPortfolioTags', { token: bella.token }),
      await t.call('memberPortfolio', { params: { identifier: owner.username } }),
      await t.call('portfolioItem', { token: bella.token, params: { id: item.id } }),
      await t.call('memberCredits', { params: { identifier: bella.username } }),
    ];
    for (const a of answers) {
      expect(a.status).toBe(200);
      const text = JSON.stringify(a.data);
      expect(text).not.toContain(row?.path ?? 'never');
      expect(text).not.toContain('/storage/identity/');
    }
    // The file is not served without a staff link; the staff link works.
    expect((await fetch(`${t.url}/storage/identity/${row?.path}`)).status).toBe(403);
    const staff = await credits.releaseForStaff(t.ctx, item.id);
    expect(staff?.content_type).toBe('application/pdf');
    const res = await fetch(t.url + staff?.url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toContain('attachment');
  });

  it('the moderator reviewing the item opens its release from the queue; nobody else gets that link', async () => {
    const owner = await member();
    const up = await postFile('/api/v1/portfolio/me/items', owner.token, {
      body: await makeImage('png'),
      name: 'pending.png',
      type: 'image/png',
    });
    expect(up.status).toBe(201);
    const item = up.json as OwnPortfolioItem;
    expect((await postFile(`/api/v1/portfolio/me/items/${item.id}/release`, owner.token, pdf())).status).toBe(200);
    const queued = await queueItemOf(t, item.id);
    expect(queued?.status).toBe('pending');
    const mod = await moderator(t);
    const full = await t.call('moderationItem', { token: mod.token, params: { id: queued?.id as string } });
    expect(full.status).toBe(200);
    const fact = full.data.details.facts.find((f) => f.label === 'Signed release');
    expect(fact?.kind).toBe('link');
    const res = await fetch(t.url + fact?.value);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    // The member's own views never carry it.
    expect(JSON.stringify((await t.call('myPortfolio', { token: owner.token })).data)).not.toContain('/storage/identity/');
  });

  it('replacing deletes the old file, removing deletes the last, wrong types are refused with the message', async () => {
    const owner = await member({ verified: true });
    const item = await publicItem(owner);
    const path = `/api/v1/portfolio/me/items/${item.id}/release`;

    const text = await postFile(path, owner.token, {
      body: Buffer.from('just words, not a release'),
      name: 'release.txt',
      type: 'text/plain',
    });
    expect(text.status).toBe(415);
    expect(text.json.error?.message).toBe(PORTFOLIO_MESSAGES.releaseTypeNotAllowed);
    const gif = await postFile(path, owner.token, { body: await makeImage('gif'), name: 'release.gif', type: 'image/gif' });
    expect(gif.status).toBe(415);

    expect((await postFile(path, owner.token, pdf())).status).toBe(200);
    const first = await releaseRow(item.id);
    const image = await postFile(path, owner.token, {
      body: await makeImage('jpeg', { exif: true }),
      name: 'signed.jpg',
      type: 'image/jpeg',
    });
    expect(image.status).toBe(200);
    const second = await releaseRow(item.id);
    expect(second?.path).not.toBe(first?.path);
    expect(second?.content_type).toBe('image/jpeg');
    expect(await t.ctx.storage.get('identity', first?.path ?? '')).toBeNull();
    // A photographed release loses its metadata like every stored image.
    const stored = await t.ctx.storage.get('identity', second?.path ?? '');
    expect(stored?.body.includes(Buffer.from('Secret Legal Name'))).toBe(false);

    const removed = await t.call('removePortfolioRelease', { token: owner.token, params: { id: item.id } });
    expect(removed.status).toBe(200);
    expect(removed.data.has_release).toBe(false);
    expect(await t.ctx.storage.get('identity', second?.path ?? '')).toBeNull();
    // None attached: removing again is the same answer.
    expect((await t.call('removePortfolioRelease', { token: owner.token, params: { id: item.id } })).status).toBe(200);
    expect(await credits.releaseForStaff(t.ctx, item.id)).toBeNull();
  });

  it('a release whose item was purged is deleted by the prune job', async () => {
    const owner = await member({ verified: true });
    const item = await publicItem(owner);
    await postFile(`/api/v1/portfolio/me/items/${item.id}/release`, owner.token, pdf());
    const row = await releaseRow(item.id);
    // The portfolio purge removes the item's row; the release's reference becomes null.
    await t.ctx.db.execute(sql`delete from portfolio_items where id = ${item.id}`);
    expect(await credits.pruneOrphanReleases(t.ctx)).toBeGreaterThanOrEqual(1);
    expect(await t.ctx.storage.get('identity', row?.path ?? '')).toBeNull();
    expect(
      (
        await t.ctx.db
          .select()
          .from(portfolioReleases)
          .where(eq(portfolioReleases.id, row?.id ?? ''))
      ).length,
    ).toBe(0);
  });

  it('an oversized release is refused with the §9 message before it is stored', async () => {
    const owner = await member({ verified: true });
    const item = await publicItem(owner);
    const big = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(PORTFOLIO_LIMITS.uploadMaxBytes + 1024, 32)]);
    const r = await postFile(`/api/v1/portfolio/me/items/${item.id}/release`, owner.token, {
      body: big,
      name: 'big.pdf',
      type: 'application/pdf',
    });
    expect(r.status).toBe(413);
    expect(r.json.error?.message).toBe(MESSAGES.uploadTooLarge);
    expect(await releaseRow(item.id)).toBeUndefined();
  });
});

describe('credits', () => {
  it('lists only items the reader may see, and 404s for a profile the reader may not see', async () => {
    const owner = await member({ verified: true });
    const dana = await member();
    const [shown, pending] = [await publicItem(owner), await publicItem(owner)];
    await tag(owner, shown.id, dana.username);
    await answer(dana, shown.id, 'confirm');
    // Confirmed by Dana but someone else has not answered yet: not a credit anyone sees.
    await tag(owner, pending.id, dana.username);
    await answer(dana, pending.id, 'confirm');
    await tag(owner, pending.id, (await member()).username);

    const list = await t.call('memberCredits', { params: { identifier: dana.userId } });
    expect(list.data.items.map((i) => i.id)).toEqual([shown.id]);
    // A reader the owner blocked does not get the owner's items as credits either.
    const blocked = await member();
    await t.call('block', { token: owner.token, params: { userId: blocked.userId } });
    expect((await t.call('memberCredits', { token: blocked.token, params: { identifier: dana.username } })).data.items).toEqual([]);
    // Dana blocked the reader: her profile, so her credits, are a 404 to them.
    await t.call('block', { token: dana.token, params: { userId: blocked.userId } });
    expect((await t.call('memberCredits', { token: blocked.token, params: { identifier: dana.username } })).status).toBe(404);
    expect((await t.call('memberCredits', { params: { identifier: 'no_such_member_here' } })).status).toBe(404);
  });
});
