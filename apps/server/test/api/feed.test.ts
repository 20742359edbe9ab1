import { FEED_MESSAGES } from '@mb/contract/feed';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEW_SOURCES } from '../../src/features/feed/repository.ts';
import { follows } from '../../src/features/network/schema.ts';
import { moderator, plainImage, portfolioMember, postPortfolio, queueItemOf, uploadImage } from '../helpers/portfolio.ts';
import { signUpUser, startTestApp, type TestApp } from '../helpers/test-app.ts';
import { RealtimeClient } from '../helpers/ws-client.ts';

// The activity feed (issue 12): who sees what, posts and their moderation, likes, comments and their
// delete and report rights, live arrival. The network slice's follow route may not exist yet: follows
// are inserted straight into the table.

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const follow = (follower: string, followed: string) => t.ctx.db.insert(follows).values({ follower_id: follower, followed_id: followed });
const feedOf = async (token: string, query: Record<string, string> = {}) => {
  const r = await t.call('feed', { token, query });
  expect(r.status).toBe(200);
  return r.data;
};
const post = async (token: string, body: string) => {
  const r = await t.call('createFeedPost', { token, body: { body } });
  expect(r.status).toBe(201);
  return r.data;
};

async function postImage(token: string, query: Record<string, string> = {}) {
  const fd = new FormData();
  fd.append('file', new Blob([new Uint8Array(await plainImage(320, 240))], { type: 'image/jpeg' }), 'shot.jpg');
  const res = await fetch(`${t.url}/api/v1/feed/posts/image?${new URLSearchParams(query)}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: fd,
  });
  return {
    status: res.status,
    json: (await res.json()) as { id: string; subject: { kind: string; post?: { status: string; id: string } } },
  };
}

describe('reading', () => {
  it('shows what followed members did, newest first, and the member’s own posts; nothing of strangers', async () => {
    const a = await portfolioMember(t, { verified: true });
    const b = await portfolioMember(t);
    const stranger = await portfolioMember(t, { verified: true });
    await follow(b.userId, a.userId);
    const item = await uploadImage(t, a.token);
    await uploadImage(t, stranger.token);
    await post(a.token, 'Shooting in Berlin next week');
    await post(b.token, 'My own update');
    const feed = await feedOf(b.token);
    expect(feed.items.map((i) => i.subject.kind)).toEqual(['post', 'post', 'portfolio_item']);
    expect(feed.items[0]?.own).toBe(true);
    expect(feed.items[1]?.actor.id).toBe(a.userId);
    const shown = feed.items[2]?.subject;
    expect(shown?.kind === 'portfolio_item' && shown.item.id).toBe(item.id);
    expect(feed.items.some((i) => i.actor.id === stranger.userId)).toBe(false);
  });

  it('a member following more than FEW_SOURCES members reads the same way (the newest-rows walk)', async () => {
    const a = await portfolioMember(t);
    const b = await portfolioMember(t);
    const stranger = await portfolioMember(t);
    const tag = `many${Date.now().toString(36)}`;
    const idOf = "overlay(overlay(md5($1 || '-' || g) placing '4' from 13) placing '8' from 17)::uuid";
    await t.ctx.database.query(
      `insert into users (id, email, password_hash) select ${idOf}, $1 || '-' || g || '@seed.invalid', '!' from generate_series(1, $2::int) g`,
      [tag, FEW_SOURCES + 10],
    );
    await t.ctx.database.query(
      `insert into follows (follower_id, followed_id) select $3::uuid, ${idOf} from generate_series(1, $2::int) g`,
      [tag, FEW_SOURCES + 10, b.userId],
    );
    await follow(b.userId, a.userId);
    await post(a.token, 'from a, among many');
    await post(stranger.token, 'from a stranger');
    const feed = await feedOf(b.token);
    expect(feed.items.map((i) => (i.subject.kind === 'post' ? i.subject.post.body : ''))).toEqual(['from a, among many']);
  });

  it('pages by keyset cursor without repeating or skipping', async () => {
    const a = await portfolioMember(t);
    const b = await portfolioMember(t);
    await follow(b.userId, a.userId);
    for (let i = 0; i < 25; i++) await post(a.token, `update ${i}`);
    const first = await feedOf(b.token);
    expect(first.items).toHaveLength(20);
    expect(first.next_cursor).not.toBeNull();
    const second = await feedOf(b.token, { cursor: first.next_cursor ?? '' });
    expect(second.items).toHaveLength(5);
    expect(second.next_cursor).toBeNull();
    const bodies = [...first.items, ...second.items].map((i) => (i.subject.kind === 'post' ? i.subject.post.body : ''));
    expect(bodies).toEqual(Array.from({ length: 25 }, (_, i) => `update ${24 - i}`));
    expect((await t.call('feed', { token: b.token, query: { cursor: 'bm9wZQ' } })).status).toBe(400);
  });

  it('never shows blocked or muted members, either way of a block', async () => {
    const a = await portfolioMember(t);
    const b = await portfolioMember(t);
    const c = await portfolioMember(t);
    await follow(b.userId, a.userId);
    await follow(b.userId, c.userId);
    await post(a.token, 'from a');
    await post(c.token, 'from c');
    expect((await feedOf(b.token)).items).toHaveLength(2);
    expect((await t.call('block', { token: a.token, params: { userId: b.userId } })).status).toBeLessThan(300);
    expect((await t.call('mute', { token: b.token, params: { userId: c.userId } })).status).toBeLessThan(300);
    // The network slice's block hook ends follows; the feed must not rely on it.
    await t.ctx.database.query('insert into follows (follower_id, followed_id) values ($1, $2) on conflict do nothing', [
      b.userId,
      a.userId,
    ]);
    expect((await feedOf(b.token)).items).toEqual([]);
  });

  it('never shows pending, private or deleted portfolio items; shows them once approved', async () => {
    const a = await portfolioMember(t); // unverified: uploads wait for moderation
    const b = await portfolioMember(t);
    const mod = await moderator(t);
    await follow(b.userId, a.userId);
    const pending = await uploadImage(t, a.token);
    expect((await feedOf(b.token)).items).toEqual([]);
    expect((await feedOf(a.token)).items).toEqual([]);
    const q = await queueItemOf(t, pending.id);
    await t.call('moderationClaim', { token: mod.token, params: { id: q?.id ?? '' } });
    expect((await t.call('moderationApprove', { token: mod.token, params: { id: q?.id ?? '' } })).status).toBe(200);
    expect((await feedOf(b.token)).items.map((i) => i.subject.kind)).toEqual(['portfolio_item']);
    await t.call('deletePortfolioItem', { token: a.token, params: { id: pending.id } });
    expect((await feedOf(b.token)).items).toEqual([]);
    expect((await feedOf(a.token)).items).toEqual([]);
  });

  it('withholds NSFW media until the reader confirmed 18+, and applies the content filter', async () => {
    const a = await portfolioMember(t, { verified: true });
    const b = await portfolioMember(t);
    await follow(b.userId, a.userId);
    const item = await uploadImage(t, a.token, undefined, { nsfw: 'true' });
    await t.call('updatePortfolioItem', { token: a.token, params: { id: item.id }, body: { content_types: ['gay'] } });
    const blurred = (await feedOf(b.token)).items[0]?.subject;
    if (blurred?.kind !== 'portfolio_item') throw new Error('no item');
    expect(blurred.item.media.thumb_url).toBeNull();
    expect(blurred.item.media.blur_data_url).toMatch(/^data:image/);
    const adult = (await feedOf(b.token, { adult: '1' })).items[0]?.subject;
    expect(adult?.kind === 'portfolio_item' && adult.item.media.thumb_url).toBeTruthy();
    expect((await feedOf(b.token, { filter: 'straight' })).items).toEqual([]);
    expect((await feedOf(b.token, { filter: 'gay' })).items).toHaveLength(1);
  });

  it('shows a verification milestone and an album once it holds a public item', async () => {
    const a = await portfolioMember(t, { verified: true, pro: true });
    const b = await portfolioMember(t);
    await follow(b.userId, a.userId);
    const album = await t.call('createPortfolioAlbum', { token: a.token, body: { title: 'Tour' } });
    expect((await feedOf(b.token)).items).toEqual([]);
    await uploadImage(t, a.token, undefined, { album_id: album.data.id });
    expect((await feedOf(b.token)).items.map((i) => i.subject.kind).sort()).toEqual(['album', 'portfolio_item']);
    const v = await portfolioMember(t);
    await follow(b.userId, v.userId);
    const { setVaulthState } = await import('../../src/features/profiles/service.ts');
    await t.ctx.db.transaction((tx) =>
      setVaulthState(t.ctx, tx, v.userId, { vaulth_verified: true, vaulth_verification_status: 'verified', vaulth_user_id: null }),
    );
    expect((await feedOf(b.token)).items[0]?.subject.kind).toBe('verified');
  });
});

describe('posts', () => {
  it('an unverified member’s image post is pending: only its author sees it, marked pending, until approved', async () => {
    const a = await portfolioMember(t);
    const b = await portfolioMember(t);
    const mod = await moderator(t);
    await follow(b.userId, a.userId);
    const r = await postImage(a.token, { body: 'New set' });
    expect(r.status).toBe(201);
    expect(r.json.subject.post?.status).toBe('pending');
    expect((await feedOf(b.token)).items).toEqual([]);
    const own = (await feedOf(a.token)).items[0]?.subject;
    expect(own?.kind === 'post' && own.post.status).toBe('pending');
    const [q] = await t.ctx.database.query<{ id: string }>("select id from moderation_items where type = 'feed_post' and subject_id = $1", [
      r.json.subject.post?.id,
    ]);
    await t.call('moderationClaim', { token: mod.token, params: { id: q?.id ?? '' } });
    expect((await t.call('moderationApprove', { token: mod.token, params: { id: q?.id ?? '' } })).status).toBe(200);
    const seen = (await feedOf(b.token)).items[0]?.subject;
    expect(seen?.kind === 'post' && seen.post.status).toBe('published');
    expect(seen?.kind === 'post' && seen.post.image?.url).toBeTruthy();
  });

  it('refuses an empty or too long post, a file that is not an image, NSFW without verification', async () => {
    const a = await portfolioMember(t);
    const empty = await t.call('createFeedPost', { token: a.token, body: { body: '   ' } });
    expect(empty.status).toBe(400);
    expect(empty.error?.fields?.body).toBe(FEED_MESSAGES.postEmpty);
    const long = await t.call('createFeedPost', { token: a.token, body: { body: 'x'.repeat(1001) } });
    expect(long.error?.fields?.body).toBe(FEED_MESSAGES.postTooLong);
    expect((await postImage(a.token, { nsfw: 'true' })).status).toBe(403);
    const fd = new FormData();
    fd.append('file', new Blob([new TextEncoder().encode('%PDF-1.4 not an image')], { type: 'application/pdf' }), 'a.pdf');
    const res = await fetch(`${t.url}/api/v1/feed/posts/image`, {
      method: 'POST',
      headers: { authorization: `Bearer ${a.token}` },
      body: fd,
    });
    expect([415, 422]).toContain(res.status);
  });

  it('only the author deletes a post', async () => {
    const a = await portfolioMember(t);
    const b = await portfolioMember(t);
    const p = await post(a.token, 'mine');
    expect((await t.call('deleteFeedPost', { token: b.token, params: { id: p.id } })).status).toBe(404);
    expect((await t.call('deleteFeedPost', { token: a.token, params: { id: p.id } })).status).toBe(200);
    expect((await feedOf(a.token)).items).toEqual([]);
  });
});

describe('likes and comments', () => {
  it('likes count once, never on your own post; the owner hears it once', async () => {
    const a = await portfolioMember(t);
    const b = await portfolioMember(t);
    const p = await post(a.token, 'like me');
    expect((await t.call('likeFeedItem', { token: a.token, params: { id: p.id } })).status).toBe(403);
    expect((await t.call('likeFeedItem', { token: b.token, params: { id: p.id } })).data).toEqual({ liked: true, likes: 1 });
    expect((await t.call('likeFeedItem', { token: b.token, params: { id: p.id } })).data).toEqual({ liked: true, likes: 1 });
    expect((await t.call('unlikeFeedItem', { token: b.token, params: { id: p.id } })).data).toEqual({ liked: false, likes: 0 });
    await t.call('likeFeedItem', { token: b.token, params: { id: p.id } });
    const notes = await t.call('notifications', { token: a.token });
    expect(notes.data.items.filter((n) => n.type === 'portfolio_like')).toHaveLength(1);
  });

  it('a portfolio item’s like in the feed is the item’s own like', async () => {
    const a = await portfolioMember(t, { verified: true });
    const b = await portfolioMember(t);
    await follow(b.userId, a.userId);
    const item = await uploadImage(t, a.token);
    const activity = (await feedOf(b.token)).items[0];
    expect((await t.call('likeFeedItem', { token: b.token, params: { id: activity?.id ?? '' } })).data.likes).toBe(1);
    const after = (await t.call('portfolioItem', { token: b.token, params: { id: item.id } })).data;
    expect(after.likes).toBe(1);
    expect(after.liked).toBe(true);
  });

  it('comments: anyone who may see the item adds; author or owner deletes, nobody else; anyone else reports', async () => {
    const owner = await portfolioMember(t);
    const writer = await portfolioMember(t);
    const other = await portfolioMember(t);
    const p = await post(owner.token, 'comment here');
    const c = await t.call('addFeedComment', { token: writer.token, params: { id: p.id }, body: { body: 'Nice!' } });
    expect(c.status).toBe(201);
    expect(c.data.can_delete).toBe(true);
    const c2 = await t.call('addFeedComment', { token: writer.token, params: { id: p.id }, body: { body: 'Second' } });
    const list = await t.call('feedComments', { token: other.token, params: { id: p.id } });
    expect(list.data.comments.map((x) => [x.body, x.can_delete, x.can_report])).toEqual([
      ['Nice!', false, true],
      ['Second', false, true],
    ]);
    const denied = await t.call('deleteFeedComment', { token: other.token, params: { id: p.id, commentId: c.data.id } });
    expect(denied.status).toBe(403);
    expect(denied.error?.message).toBe(FEED_MESSAGES.commentDeleteForbidden);
    const report = await t.call('createReport', {
      token: other.token,
      body: { subject_type: 'feed_comment', subject_id: c.data.id, category: 'harassment' },
    });
    expect(report.status).toBe(201);
    const ownReport = await t.call('createReport', {
      token: writer.token,
      body: { subject_type: 'feed_comment', subject_id: c.data.id, category: 'harassment' },
    });
    expect(ownReport.status).toBe(400);
    expect((await t.call('deleteFeedComment', { token: writer.token, params: { id: p.id, commentId: c.data.id } })).status).toBe(200);
    expect((await t.call('deleteFeedComment', { token: owner.token, params: { id: p.id, commentId: c2.data.id } })).status).toBe(200);
    expect((await t.call('feedComments', { token: owner.token, params: { id: p.id } })).data.total).toBe(0);
    const notes = await t.call('notifications', { token: owner.token });
    expect(notes.data.items.filter((n) => n.type === 'feed_comment')).toHaveLength(2);
  });

  it('a member blocked by the owner can neither see, like nor comment on the item', async () => {
    const owner = await portfolioMember(t);
    const b = await portfolioMember(t);
    const p = await post(owner.token, 'not for b');
    await t.call('block', { token: owner.token, params: { userId: b.userId } });
    expect((await t.call('likeFeedItem', { token: b.token, params: { id: p.id } })).status).toBe(404);
    expect((await t.call('addFeedComment', { token: b.token, params: { id: p.id }, body: { body: 'hi' } })).status).toBe(404);
    expect((await t.call('feedComments', { token: b.token, params: { id: p.id } })).status).toBe(404);
  });
});

describe('live', () => {
  it('one event per activity reaches the sockets of members who follow the actor, nobody else', async () => {
    const a = await portfolioMember(t, { verified: true });
    const b = await portfolioMember(t);
    const c = await signUpUser(t);
    await follow(b.userId, a.userId);
    const wsB = await RealtimeClient.signedIn(t.url, b.token);
    const wsC = await RealtimeClient.signedIn(t.url, c.token);
    expect((await wsB.subscribe(`feed:${b.userId}`)).type).toBe('subscribed');
    expect((await wsC.subscribe(`feed:${c.userId}`)).type).toBe('subscribed');
    expect((await wsC.subscribe(`feed:${b.userId}`)).type).toBe('error');
    const r = await postPortfolio(t, a.token, { body: await plainImage(), name: 'x.jpg', type: 'image/jpeg' });
    expect(r.status).toBe(201);
    const ev = await wsB.waitFor((f) => f.type === 'event' && f.event.type === 'feed.activity');
    expect(ev.type === 'event' && ev.event.type === 'feed.activity' && ev.event.data.actor_id).toBe(a.userId);
    // On the topic the socket subscribed to: browsers route events by topic.
    expect(ev.type === 'event' && ev.event.topic).toBe(`feed:${b.userId}`);
    await wsC.roundTrip();
    expect(wsC.events().filter((e) => e.type === 'feed.activity')).toEqual([]);
    await wsB.close();
    await wsC.close();
  });

  it('a follow made while the feed is open brings the followed member’s next activity live; an unfollow stops it', async () => {
    const a = await portfolioMember(t, { verified: true });
    const c = await portfolioMember(t, { verified: true });
    const b = await signUpUser(t);
    await follow(b.userId, c.userId);
    const ws = await RealtimeClient.signedIn(t.url, b.token);
    expect((await ws.subscribe(`feed:${b.userId}`)).type).toBe('subscribed');
    const heard = () => ws.events().filter((e) => e.type === 'feed.activity');
    // The follow's transaction tells every instance to read B's sources again; the post commits after
    // it, so its event is judged by the new sources.
    expect((await t.call('follow', { token: b.token, params: { userId: a.userId } })).status).toBe(200);
    await post(a.token, 'Fresh from the studio');
    await ws.waitFor((f) => f.type === 'event' && f.event.type === 'feed.activity' && f.event.data.actor_id === a.userId);
    expect((await t.call('unfollow', { token: b.token, params: { userId: a.userId } })).status).toBe(200);
    await post(a.token, 'Not for B any more');
    // C's post comes after A's in the bus's order: once B hears it, A's has been judged too.
    await post(c.token, 'Still followed');
    await ws.waitFor((f) => f.type === 'event' && f.event.type === 'feed.activity' && f.event.data.actor_id === c.userId);
    expect(heard().map((e) => e.type === 'feed.activity' && e.data.actor_id)).toEqual([a.userId, c.userId]);
    await ws.close();
  });

  it('a post by a member with many followers is one bus event, not one per follower', async () => {
    const star = await portfolioMember(t);
    const fans = await Promise.all(Array.from({ length: 30 }, () => signUpUser(t)));
    for (const f of fans) await follow(f.userId, star.userId);
    const published: string[] = [];
    const original = t.ctx.bus.publish.bind(t.ctx.bus);
    t.ctx.bus.publish = async (event, tx) => {
      published.push(event.type);
      return original(event, tx);
    };
    try {
      await post(star.token, 'Hello fans');
    } finally {
      t.ctx.bus.publish = original;
    }
    expect(published.filter((type) => type === 'feed.activity')).toHaveLength(1);
    expect(published.filter((type) => type === 'notification.created')).toHaveLength(0);
  });
});
