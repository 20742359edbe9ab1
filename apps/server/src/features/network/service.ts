import {
  type ConnectionRequests,
  NETWORK_LIMITS,
  NETWORK_MESSAGES,
  type NetworkList,
  type NetworkListKind,
  type NetworkRelation,
  type NetworkSummary,
} from '@mb/contract/network';
import { NOTICE_TEXT } from '@mb/contract/notice-text';
import { profilePath } from '@mb/contract/profiles';
import type { Actor, AppContext } from '../../platform/context.ts';
import type { Executor } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { words } from '../../platform/i18n.ts';
import { emit } from '../../platform/modules.ts';
import * as notifications from '../notifications/index.ts';
import * as profiles from '../profiles/index.ts';
import { nameOf, presentMember, presentRequest } from './presenter.ts';
import * as repo from './repository.ts';

// The professional network (README.md): follows and connections. What other features use:
// whose activity a member's feed shows (sourceIdsOf), who sees a member's activity live (audienceIdsOf),
// where a viewer stands with many members at once (relationsFor: discovery's cards), and the block hook.

/** Members whose activity `userId`'s feed shows: those they follow and those they are connected with. */
export const sourceIdsOf = (ctx: Pick<AppContext, 'db'>, userId: string) => repo.sourceIdsOf(ctx.db, userId);

/** Members who see `userId`'s activity: their followers and connections. */
export const audienceIdsOf = (ctx: Pick<AppContext, 'db'>, userId: string) => repo.audienceIdsOf(ctx.db, userId);

/** Where `viewerId` stands with each of `ids`, in one read of each table. */
export async function relationsFor(
  ctx: Pick<AppContext, 'db'>,
  viewerId: string,
  ids: readonly string[],
): Promise<Map<string, NetworkRelation>> {
  const others = [...new Set(ids)].filter((id) => id !== viewerId);
  const [{ following, followedBy }, rows] = await Promise.all([
    repo.followedAmong(ctx.db, viewerId, others),
    repo.connectionsAmong(ctx.db, viewerId, others),
  ]);
  const byOther = new Map(rows.map((r) => [r.user_a === viewerId ? r.user_b : r.user_a, r]));
  const out = new Map<string, NetworkRelation>();
  for (const id of others) {
    const c = byOther.get(id);
    const connection = !c ? 'none' : c.status === 'accepted' ? 'connected' : c.requester_id === viewerId ? 'outgoing' : 'incoming';
    out.set(id, {
      user_id: id,
      following: following.has(id),
      followed_by: followedBy.has(id),
      connection,
      request_id: c && c.status === 'pending' ? c.id : null,
    });
  }
  return out;
}

/** On 'profiles.block_changed', inside the block's transaction: a block ends follows and connections between the two. */
export async function endRelationsBetween(ctx: AppContext, tx: Executor, x: string, y: string): Promise<void> {
  await repo.endAllBetween(tx, x, y);
  await told(ctx, tx, x, y);
}

// ---------------------------------------------------------------------------------------------------
// Reads: counts, relation and mutual connections; lists

/** One member's relation as the viewer sees it (after a write: what the buttons show next). */
async function relationOf(ctx: Pick<AppContext, 'db'>, viewerId: string, otherId: string): Promise<NetworkRelation> {
  return (await relationsFor(ctx, viewerId, [otherId])).get(otherId) as NetworkRelation;
}

/** The profile's own visibility decides (members-only to visitors, a block by its owner: the profile's 404). */
const assertProfileVisible = (ctx: AppContext, userId: string, actor: Actor | null) => profiles.getPublicProfile(ctx, userId, actor);

const MUTUAL_SAMPLE = 3;

export async function summary(ctx: AppContext, userId: string, actor: Actor | null): Promise<NetworkSummary> {
  await assertProfileVisible(ctx, userId, actor);
  const counts = await repo.countsOf(ctx.db, userId);
  if (!actor || actor.userId === userId) return { counts, relation: null, mutual_connections: null };
  const [relation, mutualCount, sample] = await Promise.all([
    relationOf(ctx, actor.userId, userId),
    repo.countMutual(ctx.db, userId, actor.userId),
    pageOf(ctx, userId, 'mutual', actor, null, MUTUAL_SAMPLE),
  ]);
  return { counts, relation, mutual_connections: { count: mutualCount, sample: sample.items } };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** PostgreSQL's text of a timestamptz ('2026-11-25 19:54:21.123456+00'): what a cursor carries. */
const PG_TIMESTAMP = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}(\.\d{1,6})?([+-]\d{2}(:?\d{2})?|Z)?$/;
const encodeCursor = (c: repo.ListCursor) => Buffer.from(`${c.at}|${c.id}`).toString('base64url');
function decodeCursor(cursor: string | undefined): repo.ListCursor | null {
  if (!cursor) return null;
  const [at, id] = Buffer.from(cursor, 'base64url').toString().split('|');
  if (!at || !id || !UUID.test(id) || !PG_TIMESTAMP.test(at)) {
    throw new AppError('bad_request', 'This list has changed. Open it again.');
  }
  return { at, id };
}

/**
 * A page of a member's followers, following, connections, or the connections they share with the
 * viewer (signed in only). Members the viewer may not see listed are left out (a block either way;
 * members-only profiles for visitors): a page may hold fewer rows than the page size, and
 * `next_cursor` still says whether more follow.
 */
export async function list(ctx: AppContext, userId: string, kind: NetworkListKind, actor: Actor | null, cursor: string | undefined) {
  await assertProfileVisible(ctx, userId, actor);
  return pageOf(ctx, userId, kind, actor, decodeCursor(cursor), NETWORK_LIMITS.listPageSize);
}

async function pageOf(
  ctx: AppContext,
  userId: string,
  kind: NetworkListKind,
  actor: Actor | null,
  start: repo.ListCursor | null,
  pageSize: number,
): Promise<NetworkList> {
  const viewerId = actor?.userId ?? null;
  if (kind === 'mutual' && (!viewerId || viewerId === userId)) return { items: [], next_cursor: null };
  let after = start;
  const items: NetworkList['items'] = [];
  // A few reads at most: each skips only members hidden from this viewer.
  for (let round = 0; round < 4 && items.length < pageSize; round++) {
    const rows = await repo.listPage(ctx.db, kind, userId, viewerId, after, pageSize + 1);
    const page = rows.slice(0, pageSize - items.length);
    const shown = await profiles.listableMembers(
      ctx,
      viewerId,
      page.map((r) => r.id),
    );
    for (const r of page) {
      const p = shown.get(r.id);
      if (p) items.push(presentMember(p));
    }
    const last = page.at(-1);
    const more = rows.length > page.length;
    if (!more || !last) return { items, next_cursor: null };
    after = last;
  }
  return { items, next_cursor: after ? encodeCursor(after) : null };
}

// ---------------------------------------------------------------------------------------------------
// Writes. The signed-in member is always one of the two; the other is named by the path.

/** The other member must be someone else, exist, and have no block with the actor either way. */
async function assertReachable(ctx: AppContext, actorId: string, otherId: string) {
  if (actorId === otherId) throw new AppError('bad_request', NETWORK_MESSAGES.notYourself);
  const found = await profiles.profilesByIds(ctx, [actorId, otherId]);
  const other = found.find((p) => p.id === otherId);
  if (!other) throw new AppError('not_found', NETWORK_MESSAGES.noSuchMember);
  if (await profiles.isBlocked(ctx, actorId, otherId)) throw new AppError('forbidden', NETWORK_MESSAGES.blocked);
  return { me: found.find((p) => p.id === actorId), other };
}

declare module '../../platform/modules.ts' {
  interface FeatureEvents {
    /**
     * Whose activity these members see changed (a follow, an accepted or removed connection, a block),
     * inside that transaction: the feed's live delivery reads their sources again (the feed reads the
     * network, so the network never imports the feed).
     */
    'network.sources_changed': { tx: Executor; userIds: readonly string[] };
  }
}
const told = (ctx: AppContext, tx: Executor, ...userIds: string[]) => emit(ctx, 'network.sources_changed', { tx, userIds });

/** A follower who unfollows and follows again is news once a day, not every time (ours; spec silent). */
const REFOLLOW_QUIET_MS = 24 * 60 * 60 * 1000;

export async function follow(ctx: AppContext, actorId: string, otherId: string): Promise<NetworkRelation> {
  const { me } = await assertReachable(ctx, actorId, otherId);
  await ctx.db.transaction(async (tx) => {
    const relation = (await relationsFor({ db: tx }, actorId, [otherId])).get(otherId);
    if (relation?.following) return; // a repeat follow changes nothing and tells nobody
    if ((await repo.countFollowing(tx, actorId)) >= NETWORK_LIMITS.followingMax) {
      throw new AppError('conflict', NETWORK_MESSAGES.followingLimit);
    }
    if (!(await repo.insertFollow(tx, actorId, otherId))) return;
    await told(ctx, tx, actorId);
    const actionUrl = profilePath({ id: actorId, username: me?.username ?? null });
    if (await notifications.notifiedRecently(tx, otherId, 'new_follower', actionUrl, REFOLLOW_QUIET_MS)) return;
    await notifications.notify(ctx, tx, otherId, {
      type: 'new_follower',
      title: words(NOTICE_TEXT.network.followed, { name: nameOf(me) }),
      content: NOTICE_TEXT.network.followedContent,
      action_url: actionUrl,
    });
  });
  return relationOf(ctx, actorId, otherId);
}

export async function unfollow(ctx: AppContext, actorId: string, otherId: string): Promise<NetworkRelation> {
  if (actorId === otherId) throw new AppError('bad_request', NETWORK_MESSAGES.notYourself);
  await ctx.db.transaction(async (tx) => {
    if (await repo.deleteFollow(tx, actorId, otherId)) await told(ctx, tx, actorId);
  });
  return relationOf(ctx, actorId, otherId);
}

/**
 * Ask to connect. A request to a member who already asked the actor accepts theirs instead (the
 * answer's `connection` is then 'connected', and they are told like on any accept).
 */
export async function requestConnection(ctx: AppContext, actorId: string, otherId: string, note?: string): Promise<NetworkRelation> {
  const { me } = await assertReachable(ctx, actorId, otherId);
  await ctx.db.transaction(async (tx) => {
    const existing = await repo.findPair(tx, actorId, otherId);
    if (existing?.status === 'accepted') throw new AppError('conflict', NETWORK_MESSAGES.alreadyConnected);
    if (existing && existing.requester_id === actorId) throw new AppError('conflict', NETWORK_MESSAGES.requestPending);
    if (existing) return acceptIn(ctx, tx, existing, actorId);
    if ((await repo.countPendingOutgoing(tx, actorId)) >= NETWORK_LIMITS.pendingOutgoingMax) {
      throw new AppError('conflict', NETWORK_MESSAGES.pendingLimit);
    }
    const text = note?.trim() || null;
    const row = await repo.insertRequest(tx, actorId, otherId, text);
    // Their request crossed ours in flight: one row per pair, so theirs stands and is accepted.
    if (!row) {
      const crossed = await repo.findPair(tx, actorId, otherId);
      if (crossed && crossed.status === 'pending' && crossed.requester_id !== actorId) return acceptIn(ctx, tx, crossed, actorId);
      throw new AppError('conflict', NETWORK_MESSAGES.requestPending);
    }
    await notifications.notify(ctx, tx, otherId, {
      type: 'collaboration_request',
      title: words(NOTICE_TEXT.network.connect, { name: nameOf(me) }),
      content: text ? `“${text}”` : NOTICE_TEXT.network.connectContent,
      action_url: '/my-network',
    });
  });
  return relationOf(ctx, actorId, otherId);
}

/**
 * The requester is told of an accept with a collaboration_request notification (not system_update:
 * it is the answer to their request, so the same preference switch governs both).
 */
async function acceptIn(ctx: AppContext, tx: Executor, row: repo.ConnectionRow, accepterId: string) {
  if (!(await repo.acceptRequest(tx, row.id))) throw new AppError('not_found', NETWORK_MESSAGES.noSuchRequest);
  await told(ctx, tx, row.user_a, row.user_b);
  const [accepter] = await profiles.profilesByIds({ ...ctx, db: tx }, [accepterId]);
  await notifications.notify(ctx, tx, row.requester_id, {
    type: 'collaboration_request',
    title: words(NOTICE_TEXT.network.accepted, { name: nameOf(accepter) }),
    content: NOTICE_TEXT.network.acceptedContent,
    action_url: profilePath({ id: accepterId, username: accepter?.username ?? null }),
  });
}

/** A waiting request sent to the actor; anyone else's (or one that is gone) is the same 404. */
async function incomingRequest(ctx: AppContext, actorId: string, requestId: string) {
  const row = await repo.findConnectionById(ctx.db, requestId);
  const involved = row && (row.user_a === actorId || row.user_b === actorId);
  if (!row || !involved || row.status !== 'pending' || row.requester_id === actorId) {
    throw new AppError('not_found', NETWORK_MESSAGES.noSuchRequest);
  }
  return row;
}

export async function acceptConnection(ctx: AppContext, actorId: string, requestId: string): Promise<NetworkRelation> {
  const row = await incomingRequest(ctx, actorId, requestId);
  await ctx.db.transaction((tx) => acceptIn(ctx, tx, row, actorId));
  return relationOf(ctx, actorId, row.requester_id);
}

/** Declining deletes the request; the sender is not told (they may ask again later). */
export async function declineConnection(ctx: AppContext, actorId: string, requestId: string): Promise<NetworkRelation> {
  const row = await incomingRequest(ctx, actorId, requestId);
  await repo.deleteConnection(ctx.db, row.id);
  return relationOf(ctx, actorId, row.requester_id);
}

/** Removes a connection, withdraws the actor's own waiting request, or turns down theirs: the pair's row goes. */
export async function removeConnection(ctx: AppContext, actorId: string, otherId: string): Promise<NetworkRelation> {
  if (actorId === otherId) throw new AppError('bad_request', NETWORK_MESSAGES.notYourself);
  await ctx.db.transaction(async (tx) => {
    const row = await repo.findPair(tx, actorId, otherId);
    if (!row) return;
    await repo.deleteConnection(tx, row.id);
    if (row.status === 'accepted') await told(ctx, tx, row.user_a, row.user_b);
  });
  return relationOf(ctx, actorId, otherId);
}

/**
 * The actor's waiting requests, newest first, only from and to members they may see: received ones a
 * page at a time (a page may hold fewer when some senders are hidden; `next_cursor` says whether more
 * follow), sent ones (at most pendingOutgoingMax) all on the first page.
 */
export async function connectionRequests(ctx: AppContext, actorId: string, cursor?: string): Promise<ConnectionRequests> {
  const start = decodeCursor(cursor);
  const pageSize = NETWORK_LIMITS.listPageSize;
  const [outgoingRows, incomingCount] = await Promise.all([
    start ? Promise.resolve([]) : repo.outgoingRequestsOf(ctx.db, actorId, NETWORK_LIMITS.pendingOutgoingMax),
    repo.countIncomingRequests(ctx.db, actorId),
  ]);
  const otherOf = (r: { user_a: string; user_b: string }) => (r.user_a === actorId ? r.user_b : r.user_a);
  const present = async (rows: repo.ConnectionRow[]) => {
    const shown = await profiles.listableMembers(ctx, actorId, rows.map(otherOf));
    return rows.flatMap((r) => {
      const p = shown.get(otherOf(r));
      return p ? [presentRequest(r, actorId, p)] : [];
    });
  };
  const incoming: ConnectionRequests['incoming'] = [];
  let after = start;
  let next: repo.ListCursor | null = null;
  // A few reads at most: each skips only senders hidden from the actor.
  for (let round = 0; round < 4 && incoming.length < pageSize; round++) {
    const rows = await repo.incomingRequestsPage(ctx.db, actorId, after, pageSize - incoming.length + 1);
    const page = rows.slice(0, pageSize - incoming.length);
    incoming.push(...(await present(page)));
    const last = page.at(-1);
    next = rows.length > page.length && last ? last.cursor : null;
    if (!next) break;
    after = next;
  }
  return {
    incoming,
    outgoing: await present(outgoingRows),
    incoming_count: incomingCount,
    next_cursor: next ? encodeCursor(next) : null,
  };
}

/** Followers of each of `userIds` now, and follows per UTC day since `since` (the enterprise dashboard, issue 17). */
export const followerCountsOf = (ctx: Pick<AppContext, 'db'>, userIds: readonly string[], since: Date) =>
  repo.followerCountsOf(ctx.db, userIds, since);
