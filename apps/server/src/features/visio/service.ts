import { randomUUID } from 'node:crypto';
import { NOTICE_TEXT } from '@mb/contract/notice-text';
import type { RealtimeEvent } from '@mb/contract/realtime';
import {
  type CreateVisioRoom,
  VISIO_MESSAGES as M,
  VISIO_APP_ID,
  VISIO_LIMITS,
  type VisioCall,
  type VisioJoin,
  visioSignalSchema,
} from '@mb/contract/visio';
import type { Actor, AppContext } from '../../platform/context.ts';
import type { Executor } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { words, wordsDate } from '../../platform/i18n.ts';
import * as apps from '../apps/index.ts';
import * as bookings from '../bookings/index.ts';
import * as notifications from '../notifications/index.ts';
import * as profiles from '../profiles/index.ts';
import { invitePath, isOver, type People, presentCallSummary, presentParticipant, presentRoom } from './presenter.ts';
import * as repo from './repository.ts';

/** A refused `send` frame (the realtime feature's TopicKind.receive answer, written out: features meet through services only). */
type SendRefusal = { code: 'forbidden' | 'bad_request'; message: string };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const HOUR = 3_600_000;
export const VISIO_END_JOB = 'visio.end_if_empty';
export const VISIO_SWEEP_JOB = 'visio.leave_unseen';
/** A piece of a relayed signal: with the event around it, one NOTIFY stays under PostgreSQL's 8000 bytes (3 bytes a character at worst). */
const CHUNK_CHARS = 2_400;

/** The host's routes start here: the host operates the app, so they must have it installed. */
const installed = (ctx: AppContext, userId: string) => apps.requireInstalled(ctx, userId, VISIO_APP_ID);

/** A member's MB Visio settings (the manifest's defaults for one without the app: a guest). */
async function settingsOf(ctx: AppContext, userId: string) {
  const c: Record<string, unknown> = (await apps.hasActiveInstallation(ctx, userId, VISIO_APP_ID))
    ? (await apps.settings(ctx, userId, VISIO_APP_ID)).configuration
    : {};
  return {
    camera_on_join: c.camera_on_join !== false,
    microphone_on_join: c.microphone_on_join !== false,
    waiting_room: c.waiting_room !== false,
  };
}

async function peopleOf(db: Executor, ids: string[]): Promise<People> {
  const unique = [...new Set(ids)];
  const cards = await profiles.memberCards(db, unique);
  const out: People = new Map();
  for (const id of unique) {
    const c = cards.get(id);
    out.set(id, { id, username: c?.username ?? null, display_name: c?.display_name ?? null, avatar_url: c?.avatar_url ?? null });
  }
  return out;
}

const who = (people: People, id: string) => {
  const p = people.get(id);
  return p?.display_name || (p?.username ? `@${p.username}` : 'A member');
};

const roomChanged = (ctx: AppContext, tx: Executor, roomId: string, change: 'participants' | 'ended') =>
  ctx.bus.publish({ type: 'visio.room', topic: `visio_room:${roomId}`, data: { room_id: roomId, change } } satisfies RealtimeEvent, tx);

/**
 * The room, for its host (who must have the app installed) or a member invited to it; anyone else is
 * refused (a stranger holding the link too). A missing room is 404.
 */
async function accessRoom(ctx: AppContext, userId: string, roomId: string, db: Executor = ctx.db) {
  const room = await repo.roomById(db, roomId);
  if (!room) throw new AppError('not_found', M.roomNotFound);
  if (room.host_id === userId) {
    await installed(ctx, userId);
    return room;
  }
  if (!(await repo.isInvited(db, roomId, userId))) throw new AppError('forbidden', M.notInvited);
  return room;
}

/** The room, for its host only (with the app installed); a guest is told only the host may, anyone else that they are not invited. */
async function hostRoom(ctx: AppContext, userId: string, roomId: string) {
  const room = await repo.roomById(ctx.db, roomId);
  if (!room) throw new AppError('not_found', M.roomNotFound);
  if (room.host_id !== userId) {
    if (await repo.isInvited(ctx.db, roomId, userId)) throw new AppError('forbidden', M.hostOnly);
    throw new AppError('forbidden', M.notInvited);
  }
  await installed(ctx, userId);
  return room;
}

async function presentRooms(ctx: AppContext, rows: repo.RoomRow[], viewerId: string) {
  const ids = rows.map((r) => r.id);
  const [invites, counts] = await Promise.all([repo.invitesOf(ctx.db, ids), repo.inCallCounts(ctx.db, ids)]);
  const people = await peopleOf(ctx.db, [...rows.map((r) => r.host_id), ...[...invites.values()].flat()]);
  const now = new Date();
  return rows.map((r) => presentRoom(r, viewerId, invites.get(r.id) ?? [], people, counts.get(r.id) ?? 0, now));
}

const presentOne = async (ctx: AppContext, row: repo.RoomRow, viewerId: string) =>
  (await presentRooms(ctx, [row], viewerId))[0] as NonNullable<Awaited<ReturnType<typeof presentRooms>>[number]>;

// ---------------------------------------------------------------------------------------------------
// The app's home: upcoming rooms and call history

export async function home(ctx: AppContext, userId: string) {
  await installed(ctx, userId);
  const now = Date.now();
  const [open, past] = await Promise.all([
    repo.openRoomsOf(ctx.db, userId, new Date(now - VISIO_LIMITS.expiresAfterHours * HOUR)),
    repo.pastCallsOf(ctx.db, userId, VISIO_LIMITS.historyMax),
  ]);
  const members = await repo.admittedMembersOf(
    ctx.db,
    past.map((r) => r.id),
  );
  const people = await peopleOf(ctx.db, [...past.map((r) => r.host_id), ...[...members.values()].flat()]);
  return {
    upcoming: await presentRooms(ctx, open, userId),
    history: past.map((r) => presentCallSummary(r, members.get(r.id) ?? [], people)),
  };
}

// ---------------------------------------------------------------------------------------------------
// Rooms

const invalid = (field: string, message: string) => new AppError('validation_failed', message, { [field]: message });

/** Who a room invites: the members named (usernames or ids) and a booking's other party. */
async function inviteesOf(ctx: AppContext, actor: Actor, input: CreateVisioRoom): Promise<string[]> {
  const ids = new Set<string>();
  for (const ref of input.invitees ?? []) {
    const key = ref.trim().replace(/^@/, '');
    const profile = await profiles.getPublicProfile(ctx, key, actor).catch(() => null);
    // A member who blocked the host, or whom the host blocked, is not found either (nothing revealed).
    if (!profile || (await profiles.isBlocked(ctx, actor.userId, profile.id))) throw invalid('invitees', M.memberNotFound(ref));
    if (profile.id === actor.userId) throw invalid('invitees', M.selfInvite);
    ids.add(profile.id);
  }
  if (input.booking_id) {
    const parties = await bookings.partiesOf(ctx, actor.userId, input.booking_id).catch(() => {
      throw invalid('booking_id', M.bookingNotFound);
    });
    ids.add(parties.owner_id === actor.userId ? parties.booker_id : parties.owner_id);
  }
  ids.delete(actor.userId);
  if (ids.size === 0) throw invalid('invitees', M.inviteSomeone);
  if (ids.size > VISIO_LIMITS.inviteesMax) throw invalid('invitees', M.tooManyInvitees);
  return [...ids];
}

/** When a call is, written in the invitee's language when the notice is rendered. */
const whenText = (at: Date, instant: boolean) => (instant ? words(NOTICE_TEXT.visio.now) : wordsDate(at, 'long'));

/** `input` passed the contract's createVisioRoomInput (the route checks it): a start time is neither past nor too far. */
export async function createRoom(ctx: AppContext, actor: Actor, input: CreateVisioRoom) {
  await installed(ctx, actor.userId);
  const instant = !input.starts_at;
  const startsAt = input.starts_at ? new Date(input.starts_at) : new Date();
  const invitees = await inviteesOf(ctx, actor, input);
  const row = await ctx.db.transaction(async (tx) => {
    const room = await repo.insertRoom(tx, {
      host_id: actor.userId,
      title: input.title,
      starts_at: startsAt,
      booking_id: input.booking_id ?? null,
    });
    await repo.insertInvites(tx, room.id, invitees);
    const people = await peopleOf(tx, [actor.userId]);
    // The invitation: a notification with the link, mailed too when the member gets e-mails for
    // collaboration requests (notify() reads their preferences: an invitation to a call is one).
    for (const id of invitees) {
      await notifications.notify(ctx, tx, id, {
        type: 'collaboration_request',
        title: words(NOTICE_TEXT.visio.invited, { name: who(people, actor.userId) }),
        content: words(NOTICE_TEXT.visio.invitedContent, { title: input.title, when: whenText(startsAt, instant) }),
        action_url: invitePath(room.id),
      });
    }
    return room;
  });
  return { room: await presentOne(ctx, row, actor.userId) };
}

export async function room(ctx: AppContext, userId: string, roomId: string) {
  const row = await accessRoom(ctx, userId, roomId);
  const mine = await settingsOf(ctx, userId);
  return { room: await presentOne(ctx, row, userId), camera_on_join: mine.camera_on_join, microphone_on_join: mine.microphone_on_join };
}

export async function cancelRoom(ctx: AppContext, userId: string, roomId: string) {
  const first = await hostRoom(ctx, userId, roomId);
  await ctx.db.transaction(async (tx) => {
    const r = await repo.lockRoom(tx, roomId);
    if (!r) throw new AppError('not_found', M.roomNotFound);
    if (r.started_at) throw new AppError('conflict', M.alreadyStarted);
    const invites = (await repo.invitesOf(tx, [roomId])).get(roomId) ?? [];
    const people = await peopleOf(tx, [userId]);
    for (const id of invites) {
      await notifications.notify(ctx, tx, id, {
        type: 'collaboration_request',
        title: words(NOTICE_TEXT.visio.cancelled, { name: who(people, userId) }),
        content: words(NOTICE_TEXT.visio.cancelledContent, { title: first.title, when: whenText(first.starts_at, false) }),
      });
    }
    await repo.deleteRoom(tx, roomId);
    await roomChanged(ctx, tx, roomId, 'ended');
  });
  return { ok: true as const };
}

// ---------------------------------------------------------------------------------------------------
// The call: joining, the waiting room, leaving

export async function join(ctx: AppContext, userId: string, roomId: string): Promise<VisioJoin> {
  const first = await accessRoom(ctx, userId, roomId);
  if (isOver(first)) throw new AppError('conflict', M.roomEnded);
  // Read before the transaction: the app store reads on its own connection (one at a time on PGlite).
  const [mine, host, before] = await Promise.all([
    settingsOf(ctx, userId),
    settingsOf(ctx, first.host_id),
    repo.wasAdmitted(ctx.db, roomId, userId),
  ]);
  const row = await ctx.db.transaction(async (tx) => {
    const r = await repo.lockRoom(tx, roomId);
    if (!r || isOver(r)) throw new AppError('conflict', M.roomEnded);
    const now = new Date();
    // A second tab, or a page opened again: the member's earlier joining gives way to this one; and
    // those not heard from for a while (an instance that died with their sockets) free their places.
    await repo.leaveAll(tx, roomId, now, { userId });
    await repo.leaveUnseen(tx, unseenSince(now), roomId);
    const present = await repo.presentOf(tx, roomId);
    if (present.filter((p) => p.state === 'admitted').length >= VISIO_LIMITS.participantsMax) throw new AppError('conflict', M.roomFull);
    const admitted = r.host_id === userId || !host.waiting_room || before;
    const p = await repo.insertParticipant(tx, {
      room_id: roomId,
      user_id: userId,
      state: admitted ? 'admitted' : 'waiting',
      audio_on: mine.microphone_on_join,
      video_on: mine.camera_on_join,
      admitted_at: admitted ? now : null,
    });
    if (admitted && !r.started_at) await repo.updateRoom(tx, roomId, { started_at: now });
    await roomChanged(ctx, tx, roomId, 'participants');
    return p;
  });
  const people = await peopleOf(ctx.db, [userId]);
  return {
    participant: presentParticipant(row, first.host_id, people),
    ice_servers: ctx.config.VISIO_ICE_SERVERS,
    camera_on_join: mine.camera_on_join,
    microphone_on_join: mine.microphone_on_join,
  };
}

export async function call(ctx: AppContext, userId: string, roomId: string): Promise<VisioCall> {
  const r = await accessRoom(ctx, userId, roomId);
  const [present, me] = await Promise.all([repo.presentOf(ctx.db, roomId), repo.latestOf(ctx.db, roomId, userId)]);
  const isHost = r.host_id === userId;
  const admitted = present.filter((p) => p.state === 'admitted');
  const waiting = isHost ? present.filter((p) => p.state === 'waiting') : [];
  const people = await peopleOf(
    ctx.db,
    [...admitted, ...waiting, ...(me ? [me] : [])].map((p) => p.user_id),
  );
  return {
    room: await presentOne(ctx, r, userId),
    me: me ? presentParticipant(me, r.host_id, people) : null,
    participants: admitted.map((p) => presentParticipant(p, r.host_id, people)),
    waiting: waiting.map((p) => presentParticipant(p, r.host_id, people)),
  };
}

export async function decide(ctx: AppContext, userId: string, roomId: string, participantId: string, decision: 'admit' | 'deny') {
  const first = await hostRoom(ctx, userId, roomId);
  const row = await ctx.db.transaction(async (tx) => {
    const r = await repo.lockRoom(tx, roomId);
    if (!r || isOver(r)) throw new AppError('conflict', M.roomEnded);
    const p = await repo.participantById(tx, participantId);
    if (!p || p.room_id !== roomId) throw new AppError('not_found', M.notWaiting);
    if (p.state !== 'waiting') throw new AppError('conflict', M.notWaiting);
    const now = new Date();
    if (decision === 'admit') {
      await repo.leaveUnseen(tx, unseenSince(now), roomId);
      const present = await repo.presentOf(tx, roomId);
      if (present.filter((x) => x.state === 'admitted').length >= VISIO_LIMITS.participantsMax) throw new AppError('conflict', M.roomFull);
      if (!r.started_at) await repo.updateRoom(tx, roomId, { started_at: now });
    }
    const changed = await repo.updatePresent(
      tx,
      participantId,
      decision === 'admit' ? { state: 'admitted', admitted_at: now } : { state: 'denied', left_at: now },
    );
    if (!changed) throw new AppError('conflict', M.notWaiting);
    await roomChanged(ctx, tx, roomId, 'participants');
    return changed;
  });
  return { participant: presentParticipant(row, first.host_id, await peopleOf(ctx.db, [row.user_id])) };
}

/** Ends the call once nobody is in it any more (the last one left); answers whether it ended. */
async function endIfEmpty(ctx: AppContext, tx: Executor, r: repo.RoomRow, at: Date): Promise<boolean> {
  if (r.ended_at || !r.started_at) return false;
  const present = await repo.presentOf(tx, r.id);
  if (present.some((p) => p.state === 'admitted')) return false;
  // Those still waiting have nobody to let them in: the call is over for them too.
  await repo.leaveAll(tx, r.id, at);
  await repo.updateRoom(tx, r.id, { ended_at: at });
  await roomChanged(ctx, tx, r.id, 'ended');
  return true;
}

export async function leave(ctx: AppContext, userId: string, roomId: string, participantId: string) {
  await accessRoom(ctx, userId, roomId);
  await ctx.db.transaction(async (tx) => {
    const r = await repo.lockRoom(tx, roomId);
    const p = await repo.participantById(tx, participantId);
    if (!r || !p || p.room_id !== roomId || p.user_id !== userId) throw new AppError('not_found', M.participantNotFound);
    const now = new Date();
    if (await repo.updatePresent(tx, participantId, { state: 'left', left_at: now })) {
      if (!(await endIfEmpty(ctx, tx, r, now))) await roomChanged(ctx, tx, roomId, 'participants');
    }
  });
  return { ok: true as const };
}

export async function end(ctx: AppContext, userId: string, roomId: string) {
  await hostRoom(ctx, userId, roomId);
  await ctx.db.transaction(async (tx) => {
    const r = await repo.lockRoom(tx, roomId);
    if (!r || r.ended_at) return;
    const now = new Date();
    await repo.leaveAll(tx, roomId, now);
    await repo.updateRoom(tx, roomId, { ended_at: now });
    await roomChanged(ctx, tx, roomId, 'ended');
  });
  return { ok: true as const };
}

/**
 * A participant whose socket went away (tab closed, connection lost): they leave the call. A call
 * emptied this way ends after a grace period (a job), so a page reloaded by the last one in it can
 * come back in; the Leave button ends an emptied call at once.
 */
async function disconnected(ctx: AppContext, participantId: string) {
  await ctx.db.transaction(async (tx) => {
    const p = await repo.participantById(tx, participantId);
    if (!p) return;
    const r = await repo.lockRoom(tx, p.room_id);
    const now = new Date();
    if (!r || !(await repo.updatePresent(tx, participantId, { state: 'left', left_at: now }))) return;
    await roomChanged(ctx, tx, r.id, 'participants');
    const present = await repo.presentOf(tx, r.id);
    if (r.started_at && !r.ended_at && !present.some((x) => x.state === 'admitted')) {
      await ctx.jobs.enqueue(tx, {
        kind: VISIO_END_JOB,
        payload: { room_id: r.id },
        runAt: new Date(now.getTime() + VISIO_LIMITS.emptyGraceMs),
        key: `${VISIO_END_JOB}:${r.id}:${now.getTime()}`,
      });
    }
  });
}

/** The grace period's job: ends the call if it is still empty, at the moment the last one left. */
export async function endIfStillEmpty(ctx: AppContext, roomId: string) {
  const last = await repo.lastLeftAt(ctx.db, roomId);
  await ctx.db.transaction(async (tx) => {
    const r = await repo.lockRoom(tx, roomId);
    if (r) await endIfEmpty(ctx, tx, r, last ?? new Date());
  });
}

const unseenSince = (now: Date) => new Date(now.getTime() - VISIO_LIMITS.presenceMs);

/**
 * Participants whose page has not said it is there for `presenceMs` have left: a socket whose instance
 * died never told anyone it closed. Each room they were in hears of it, and a call left empty ends (at
 * the moment the last one was last heard from). Runs every minute (`VISIO_SWEEP_JOB`); joins and
 * admissions do the same for their room first, so a dead instance never holds a call's places.
 */
export async function leaveUnseen(ctx: AppContext, now = new Date()): Promise<number> {
  const rooms = await ctx.db.transaction((tx) => repo.leaveUnseen(tx, unseenSince(now)));
  for (const roomId of rooms) {
    const last = await repo.lastLeftAt(ctx.db, roomId);
    await ctx.db.transaction(async (tx) => {
      const r = await repo.lockRoom(tx, roomId);
      if (r && !(await endIfEmpty(ctx, tx, r, last ?? now))) await roomChanged(ctx, tx, roomId, 'participants');
    });
  }
  return rooms.length;
}

export function defineVisioJobs(ctx: AppContext): void {
  // Once per context: tests build several apps on one (defineJob refuses a kind defined twice).
  if (ctx.jobs.kinds().includes(VISIO_END_JOB)) return;
  ctx.jobs.defineJob<{ room_id: string }>(VISIO_END_JOB, (p) => endIfStillEmpty(ctx, p.room_id), { maxAttempts: 5 });
  ctx.jobs.defineJob(VISIO_SWEEP_JOB, () => leaveUnseen(ctx).then(() => undefined));
  ctx.jobs.every(VISIO_SWEEP_JOB, 60_000);
}

// ---------------------------------------------------------------------------------------------------
// Signalling: the realtime topic `visio:{participant id}` (features/realtime/policy.ts TopicKind)

/**
 * Its own participant's socket only, while waiting or admitted. The socket receives the room's changes
 * and the signals addressed to this participant; what it sends (`receive`) is relayed to one peer of
 * the same call, and only while admitted. Closing the socket is leaving the call.
 */
export const visioTopic = {
  authorize: async (ctx: AppContext, actor: Actor, id: string) => {
    if (!UUID.test(id)) return false;
    const p = await repo.participantById(ctx.db, id);
    return p?.user_id === actor.userId && (p.state === 'waiting' || p.state === 'admitted');
  },
  attach: async (ctx: AppContext, _actor: Actor, id: string, deliver: (json: string) => void) => {
    const p = await repo.participantById(ctx.db, id);
    if (!p) return () => {};
    const topic = `visio:${id}`;
    /** Signals cut in pieces, until every piece is here (a few at a time: peers send one after another). */
    const pending = new Map<string, string[]>();
    const stop = ctx.bus.subscribe(`visio_room:${p.room_id}`, (event) => {
      if (event.type === 'visio.room') {
        deliver(JSON.stringify({ ...event, topic }));
        return;
      }
      if (event.type !== 'visio.signal_part' || event.data.to !== id) return;
      const d = event.data;
      const parts = pending.get(d.msg) ?? new Array<string>(d.parts);
      parts[d.part] = d.chunk;
      if (parts.filter((x) => x !== undefined).length < d.parts) {
        pending.set(d.msg, parts);
        if (pending.size > 32) pending.delete(pending.keys().next().value as string);
        return;
      }
      pending.delete(d.msg);
      let signal: unknown;
      try {
        signal = JSON.parse(parts.join(''));
      } catch {
        return;
      }
      deliver(JSON.stringify({ type: 'visio.signal', topic, data: { room_id: d.room_id, from: d.from, signal } }));
    });
    await ctx.db.transaction(async (tx) => {
      const now = new Date();
      if (await repo.updatePresent(tx, id, { attached_at: now, seen_at: now })) await roomChanged(ctx, tx, p.room_id, 'participants');
    });
    return () => {
      stop();
      disconnected(ctx, id).catch((err: unknown) => ctx.log.error({ err, participant: id }, 'visio: leaving on disconnect failed'));
    };
  },
  receive: async (ctx: AppContext, actor: Actor, id: string, data: unknown): Promise<SendRefusal | null> => {
    const parsed = visioSignalSchema.safeParse(data);
    if (!parsed.success) return { code: 'bad_request', message: parsed.error.issues[0]?.message ?? 'Malformed signal.' };
    const signal = parsed.data;
    const me = await repo.participantById(ctx.db, id);
    if (signal.kind === 'alive') {
      // Waiting or admitted: the page is still there (see leaveUnseen). Nothing is published.
      if (me?.user_id !== actor.userId || !(await repo.updatePresent(ctx.db, id, { seen_at: new Date() })))
        return { code: 'forbidden', message: M.signalRefused };
      return null;
    }
    if (me?.user_id !== actor.userId || me.state !== 'admitted') return { code: 'forbidden', message: M.signalRefused };
    if (signal.kind === 'state') {
      await ctx.db.transaction(async (tx) => {
        const changed = await repo.updatePresent(tx, id, {
          audio_on: signal.audio_on,
          video_on: signal.video_on,
          screen: signal.screen,
          seen_at: new Date(),
        });
        if (changed) await roomChanged(ctx, tx, me.room_id, 'participants');
      });
      return null;
    }
    const to = await repo.participantById(ctx.db, signal.to);
    if (!to || to.room_id !== me.room_id || to.state !== 'admitted' || to.id === id) return { code: 'forbidden', message: M.signalRefused };
    const text = JSON.stringify(signal);
    const parts = Math.max(1, Math.ceil(text.length / CHUNK_CHARS));
    const msg = randomUUID();
    // One transaction: the pieces are delivered together, in order, once it commits.
    await ctx.db.transaction(async (tx) => {
      for (let part = 0; part < parts; part++) {
        await ctx.bus.publish(
          {
            type: 'visio.signal_part',
            topic: `visio_room:${me.room_id}`,
            data: {
              room_id: me.room_id,
              from: id,
              to: to.id,
              msg,
              part,
              parts,
              chunk: text.slice(part * CHUNK_CHARS, (part + 1) * CHUNK_CHARS),
            },
          },
          tx,
        );
      }
    });
    return null;
  },
};
