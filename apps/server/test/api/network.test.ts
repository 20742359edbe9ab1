import { NETWORK_LIMITS, NETWORK_MESSAGES } from '@mb/contract/network';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newUsername } from '../helpers/profiles.ts';
import { signUpUser, startTestApp, type TestApp } from '../helpers/test-app.ts';

// The network (issue 12): follows, connections, their notifications, lists and the block hook.

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

type Member = Awaited<ReturnType<typeof signUpUser>> & { username: string };

async function member(opts: { visibility?: 'public' | 'members' } = {}): Promise<Member> {
  const u = await signUpUser(t);
  const username = newUsername('net');
  const r = await t.call('updateMyProfile', { token: u.token, body: { username, display_name: `Stage ${username}`, ...opts } });
  if (r.status !== 200) throw new Error(`profile failed: ${JSON.stringify(r.error)}`);
  return { ...u, username };
}

/** $2 bare accounts (no profile) with e-mails tagged $3: enough to fill a limit quickly. */
const BULK_USERS = `insert into users (email, password_hash)
  select 'bulk-' || $3 || '-' || g || '@example.test', 'x' from generate_series(1, $2::int) g returning id`;

const follow = (by: Member, of: Member) => t.call('follow', { token: by.token, params: { userId: of.userId } });
const ask = (by: Member, of: Member, note?: string) =>
  t.call('requestConnection', { token: by.token, params: { userId: of.userId }, body: note === undefined ? {} : { note } });
const ids = (items: { user_id: string }[]) => items.map((i) => i.user_id);
const listOf = (of: Member, kind: 'followers' | 'following' | 'connections' | 'mutual', viewer?: Member, cursor?: string) =>
  t.call('networkList', { token: viewer?.token, params: { userId: of.userId, kind }, query: cursor ? { cursor } : undefined });
async function notificationsOf(m: Member) {
  const r = await t.call('notifications', { token: m.token });
  return r.data.items;
}
async function connect(a: Member, b: Member) {
  await ask(a, b);
  const req = (await t.call('connectionRequests', { token: b.token })).data.incoming.find((r) => r.member.user_id === a.userId);
  if (!req) throw new Error('no request');
  const r = await t.call('acceptConnection', { token: b.token, params: { requestId: req.id } });
  expect(r.status).toBe(200);
  return req.id;
}

describe('follows', () => {
  it('follows once (idempotent), tells the member once, and unfollows', async () => {
    const a = await member();
    const b = await member();
    const r = await follow(b, a);
    expect(r.status).toBe(200);
    expect(r.data).toMatchObject({ user_id: a.userId, following: true, followed_by: false, connection: 'none' });
    expect((await follow(b, a)).data.following).toBe(true);
    const told = (await notificationsOf(a)).filter((n) => n.type === 'new_follower');
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({ title: `Stage ${b.username} started following you`, action_url: `/model/${b.username}` });
    const summary = await t.call('networkSummary', { token: a.token, params: { userId: a.userId } });
    expect(summary.data).toMatchObject({ counts: { followers: 1, following: 0, connections: 0 }, relation: null });
    const back = await t.call('networkSummary', { token: a.token, params: { userId: b.userId } });
    expect(back.data.relation).toMatchObject({ following: false, followed_by: true });

    const un = await t.call('unfollow', { token: b.token, params: { userId: a.userId } });
    expect(un.data.following).toBe(false);
    // Following again the same day tells nobody twice.
    await follow(b, a);
    expect((await notificationsOf(a)).filter((n) => n.type === 'new_follower')).toHaveLength(1);
  });

  it('refuses yourself, a member who does not exist, and the following limit', async () => {
    const a = await member();
    const self = await follow(a, a);
    expect(self.status).toBe(400);
    expect(self.error?.message).toBe(NETWORK_MESSAGES.notYourself);
    const none = await t.call('follow', { token: a.token, params: { userId: '00000000-0000-4000-8000-000000000000' } });
    expect(none.status).toBe(404);
    expect(none.error?.message).toBe(NETWORK_MESSAGES.noSuchMember);

    const b = await member();
    // Fill a's following list to the ceiling with bare accounts (sign-ups would be slow); the check counts rows.
    await t.ctx.database.query(`with bulk as (${BULK_USERS}) insert into follows (follower_id, followed_id) select $1, id from bulk`, [
      a.userId,
      NETWORK_LIMITS.followingMax,
      `f${a.userId}`,
    ]);
    const full = await follow(a, b);
    expect(full.status).toBe(409);
    expect(full.error?.message).toBe(NETWORK_MESSAGES.followingLimit);
    await t.ctx.database.query(`delete from follows where follower_id = $1`, [a.userId]);
    expect((await follow(a, b)).status).toBe(200);
  });
});

describe('connections', () => {
  it('request with a note, seen by both; accept tells the requester; both connected', async () => {
    const a = await member();
    const b = await member();
    const r = await ask(b, a, '  Shoot in Berlin next month?  ');
    expect(r.status).toBe(200);
    expect(r.data).toMatchObject({ connection: 'outgoing' });
    expect(r.data.request_id).toBeTruthy();
    const mine = (await t.call('connectionRequests', { token: b.token })).data;
    expect(mine.outgoing.map((x) => [x.member.user_id, x.note])).toEqual([[a.userId, 'Shoot in Berlin next month?']]);
    const theirs = (await t.call('connectionRequests', { token: a.token })).data;
    expect(theirs.incoming).toHaveLength(1);
    expect(theirs.incoming[0]).toMatchObject({ id: r.data.request_id, direction: 'incoming', member: { user_id: b.userId } });
    const asked = (await notificationsOf(a)).find((n) => n.type === 'collaboration_request');
    expect(asked).toMatchObject({ title: `Stage ${b.username} wants to connect`, action_url: '/my-network' });
    expect(asked?.content).toContain('Shoot in Berlin next month?');

    const again = await ask(b, a);
    expect(again.status).toBe(409);
    expect(again.error?.message).toBe(NETWORK_MESSAGES.requestPending);

    const ok = await t.call('acceptConnection', { token: a.token, params: { requestId: r.data.request_id as string } });
    expect(ok.data).toMatchObject({ user_id: b.userId, connection: 'connected', request_id: null });
    const accepted = (await notificationsOf(b)).find((n) => n.type === 'collaboration_request');
    expect(accepted).toMatchObject({ title: `Stage ${a.username} accepted your connection request`, action_url: `/model/${a.username}` });
    for (const m of [a, b]) {
      expect((await t.call('networkSummary', { params: { userId: m.userId } })).data.counts.connections).toBe(1);
    }
    expect((await ask(a, b)).error?.message).toBe(NETWORK_MESSAGES.alreadyConnected);
  });

  it('a request to someone who already asked you accepts theirs', async () => {
    const a = await member();
    const b = await member();
    await ask(a, b);
    const r = await ask(b, a);
    expect(r.status).toBe(200);
    expect(r.data.connection).toBe('connected');
    expect((await notificationsOf(a)).some((n) => n.title.includes('accepted your connection request'))).toBe(true);
  });

  it('decline, withdraw and remove each end the row; the sender of a decline is not told', async () => {
    const a = await member();
    const b = await member();
    const r = await ask(b, a);
    const declined = await t.call('declineConnection', { token: a.token, params: { requestId: r.data.request_id as string } });
    expect(declined.data.connection).toBe('none');
    expect((await notificationsOf(b)).filter((n) => n.type === 'collaboration_request')).toHaveLength(0);

    await ask(b, a);
    const withdrawn = await t.call('removeConnection', { token: b.token, params: { userId: a.userId } });
    expect(withdrawn.data.connection).toBe('none');
    expect((await t.call('connectionRequests', { token: a.token })).data.incoming).toHaveLength(0);

    await connect(b, a);
    const removed = await t.call('removeConnection', { token: a.token, params: { userId: b.userId } });
    expect(removed.data.connection).toBe('none');
    expect((await t.call('networkSummary', { params: { userId: b.userId } })).data.counts.connections).toBe(0);
  });

  it('only the two members involved can change a connection', async () => {
    const a = await member();
    const b = await member();
    const stranger = await member();
    const r = await ask(b, a);
    const requestId = r.data.request_id as string;
    for (const who of [stranger, b]) {
      // The stranger, and the requester themself, cannot accept or decline it: 404 like a missing one.
      for (const route of ['acceptConnection', 'declineConnection'] as const) {
        const x = await t.call(route, { token: who.token, params: { requestId } });
        expect(x.status, `${route}`).toBe(404);
        expect(x.error?.message).toBe(NETWORK_MESSAGES.noSuchRequest);
      }
    }
    // A stranger's remove names their own pair: the a–b request stays.
    await t.call('removeConnection', { token: stranger.token, params: { userId: a.userId } });
    expect((await t.call('connectionRequests', { token: a.token })).data.incoming.map((x) => x.id)).toEqual([requestId]);
    await t.call('acceptConnection', { token: a.token, params: { requestId } });
    await t.call('removeConnection', { token: stranger.token, params: { userId: b.userId } });
    expect((await t.call('networkSummary', { params: { userId: a.userId } })).data.counts.connections).toBe(1);
  });

  it('refuses a note over the limit, yourself, and the pending-outgoing limit', async () => {
    const a = await member();
    const b = await member();
    const long = await ask(a, b, 'x'.repeat(NETWORK_LIMITS.connectionNoteMax + 1));
    expect(long.status).toBe(400);
    expect(long.error?.fields?.note).toBe(NETWORK_MESSAGES.noteTooLong);
    expect((await ask(a, a)).error?.message).toBe(NETWORK_MESSAGES.notYourself);
    await t.ctx.database.query(
      `with bulk as (${BULK_USERS}) insert into connections (user_a, user_b, requester_id)
       select least($1::uuid, id), greatest($1::uuid, id), $1 from bulk`,
      [a.userId, NETWORK_LIMITS.pendingOutgoingMax, `c${a.userId}`],
    );
    const full = await ask(a, b);
    expect(full.status).toBe(409);
    expect(full.error?.message).toBe(NETWORK_MESSAGES.pendingLimit);
  });
});

describe('connection requests list', () => {
  it('pages received requests newest first by cursor (past the old cap of 300), sent ones on the first page only', async () => {
    const a = await member();
    const b = await member();
    expect((await ask(a, b)).status).toBe(200);
    // 310 members with profiles ask `a` to connect, one second apart (the newest is number 310).
    const total = 310;
    await t.ctx.database.query(
      `with bulk as (${BULK_USERS}),
         numbered as (select id, row_number() over (order by id) as n from bulk),
         p as (insert into profiles (id, username, display_name) select id, 'rq' || substr(md5(id::text), 1, 12), 'Sender ' || n from numbered)
       insert into connections (user_a, user_b, requester_id, created_at)
       select least($1::uuid, id), greatest($1::uuid, id), id, now() - make_interval(secs => ($2::int - n)::int) from numbered`,
      [a.userId, total, `rq${a.userId}`],
    );
    const first = await t.call('connectionRequests', { token: a.token });
    expect(first.status).toBe(200);
    expect(first.data.incoming_count).toBe(total);
    expect(first.data.incoming).toHaveLength(NETWORK_LIMITS.listPageSize);
    expect(first.data.outgoing.map((r) => r.member.user_id)).toEqual([b.userId]);
    expect(first.data.incoming[0]?.member.display_name).toBe(`Sender ${total}`);
    const seen = first.data.incoming.map((r) => r.id);
    let cursor = first.data.next_cursor;
    let pages = 1;
    while (cursor) {
      const next = await t.call('connectionRequests', { token: a.token, query: { cursor } });
      expect(next.status).toBe(200);
      expect(next.data.outgoing).toEqual([]);
      seen.push(...next.data.incoming.map((r) => r.id));
      cursor = next.data.next_cursor;
      pages++;
    }
    expect(pages).toBe(Math.ceil(total / NETWORK_LIMITS.listPageSize));
    expect(new Set(seen).size).toBe(total);
    // Newest first across pages: the senders' numbers count down.
    const firstNames = first.data.incoming.map((r) => r.member.display_name);
    expect(firstNames).toEqual(Array.from({ length: NETWORK_LIMITS.listPageSize }, (_, i) => `Sender ${total - i}`));
    // Sent requests are the sender's alone; a made-up cursor is refused.
    expect((await t.call('connectionRequests', { token: b.token })).data).toMatchObject({
      outgoing: [],
      incoming_count: 1,
      next_cursor: null,
    });
    expect((await t.call('connectionRequests', { token: a.token, query: { cursor: 'bm9wZQ' } })).status).toBe(400);
  });

  it('skips requests from members hidden from the reader and still fills the page', async () => {
    const a = await member();
    const senders = [];
    for (let i = 0; i < NETWORK_LIMITS.listPageSize + 2; i++) senders.push(await member());
    for (const s of senders) expect((await ask(s, a)).status).toBe(200);
    // A sender's profile gone from view (deleted profile row: listableMembers no longer finds it).
    const hidden = senders.at(-1) as Member;
    await t.ctx.database.query('delete from profiles where id = $1', [hidden.userId]);
    const first = await t.call('connectionRequests', { token: a.token });
    expect(first.data.incoming).toHaveLength(NETWORK_LIMITS.listPageSize);
    expect(first.data.incoming.some((r) => r.member.user_id === hidden.userId)).toBe(false);
    const second = await t.call('connectionRequests', { token: a.token, query: { cursor: first.data.next_cursor ?? '' } });
    expect(second.data.incoming).toHaveLength(1);
    expect(second.data.next_cursor).toBeNull();
  });
});

describe('blocks', () => {
  it('a block ends follows and connections both ways, and refuses new ones while it stands', async () => {
    const a = await member();
    const b = await member();
    await follow(a, b);
    await follow(b, a);
    await connect(a, b);
    const blocked = await t.call('block', { token: a.token, params: { userId: b.userId } });
    expect(blocked.status).toBe(200);
    for (const m of [a, b]) {
      expect((await t.call('networkSummary', { params: { userId: m.userId } })).data.counts).toEqual({
        followers: 0,
        following: 0,
        connections: 0,
      });
    }
    // Both directions are refused while the block stands, for either member.
    for (const [x, y] of [
      [a, b],
      [b, a],
    ] as const) {
      const f = await follow(x, y);
      expect(f.status).toBe(403);
      expect(f.error?.message).toBe(NETWORK_MESSAGES.blocked);
      expect((await ask(x, y)).error?.message).toBe(NETWORK_MESSAGES.blocked);
    }
    await t.call('unblock', { token: a.token, params: { userId: b.userId } });
    expect((await follow(b, a)).status).toBe(200);
  });

  it('a pending request ends with the block too', async () => {
    const a = await member();
    const b = await member();
    await ask(b, a);
    await t.call('block', { token: b.token, params: { userId: a.userId } });
    expect((await t.call('connectionRequests', { token: a.token })).data.incoming).toHaveLength(0);
  });
});

describe('lists', () => {
  it('pages newest first with a cursor, no row skipped or repeated', async () => {
    const a = await member();
    const fans: Member[] = [];
    for (let i = 0; i < NETWORK_LIMITS.listPageSize + 3; i++) fans.push(await member());
    for (const f of fans) await follow(f, a);
    const first = await listOf(a, 'followers');
    expect(first.data.items).toHaveLength(NETWORK_LIMITS.listPageSize);
    expect(first.data.items[0]?.user_id).toBe(fans.at(-1)?.userId);
    const second = await listOf(a, 'followers', undefined, first.data.next_cursor as string);
    expect(second.data.next_cursor).toBeNull();
    expect(new Set([...ids(first.data.items), ...ids(second.data.items)])).toEqual(new Set(ids(fans.map((f) => ({ user_id: f.userId })))));
    expect(second.data.items).toHaveLength(3);
    const bad = await listOf(a, 'followers', undefined, 'not-a-cursor');
    expect(bad.status).toBe(400);
  });

  it('hide a blocked pair from each other and members-only members from visitors', async () => {
    const a = await member();
    const open = await member();
    const hidden = await member({ visibility: 'members' });
    const viewer = await member();
    for (const f of [open, hidden, viewer]) await follow(f, a);
    await follow(a, hidden);
    await connect(a, open);
    await connect(a, hidden);

    // A visitor sees neither the members-only follower nor the members-only connection.
    expect(ids((await listOf(a, 'followers')).data.items).sort()).toEqual([open.userId, viewer.userId].sort());
    expect(ids((await listOf(a, 'following')).data.items)).toEqual([]);
    expect(ids((await listOf(a, 'connections')).data.items)).toEqual([open.userId]);
    // A member does.
    expect(ids((await listOf(a, 'connections', viewer)).data.items).sort()).toEqual([open.userId, hidden.userId].sort());

    // The viewer blocks `open`: neither sees the other in a's lists any more.
    await t.call('block', { token: viewer.token, params: { userId: open.userId } });
    expect(ids((await listOf(a, 'followers', viewer)).data.items)).not.toContain(open.userId);
    expect(ids((await listOf(a, 'connections', viewer)).data.items)).not.toContain(open.userId);
    expect(ids((await listOf(a, 'followers', open)).data.items)).not.toContain(viewer.userId);

    // A members-only profile's own lists are a 404 to visitors, like its page.
    const r = await listOf(hidden, 'followers');
    expect(r.status).toBe(404);
    expect((await t.call('networkSummary', { params: { userId: hidden.userId } })).status).toBe(404);
  });

  it('mutual connections: a count and a sample for signed-in viewers only', async () => {
    const a = await member();
    const v = await member();
    const shared = [await member(), await member()];
    const onlyA = await member();
    for (const s of shared) {
      await connect(a, s);
      await connect(v, s);
    }
    await connect(a, onlyA);
    const s = await t.call('networkSummary', { token: v.token, params: { userId: a.userId } });
    expect(s.data.mutual_connections?.count).toBe(2);
    expect(ids(s.data.mutual_connections?.sample ?? []).sort()).toEqual(shared.map((m) => m.userId).sort());
    expect(ids((await listOf(a, 'mutual', v)).data.items).sort()).toEqual(shared.map((m) => m.userId).sort());
    const anon = await t.call('networkSummary', { params: { userId: a.userId } });
    expect(anon.data).toMatchObject({ relation: null, mutual_connections: null, counts: { connections: 3 } });
    expect((await listOf(a, 'mutual')).data.items).toEqual([]);
  });
});
