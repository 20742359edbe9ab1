import { z } from 'zod';
import { idParam } from './common.ts';
import type { RouteDef } from './route-def.ts';

/**
 * MB Visio (issue 16): one-to-one and small group video calls (up to 4 people) in the browser, over
 * WebRTC peer connections (a mesh: each participant connects to each other one). The server never sees
 * the media: it keeps the rooms, who is invited and who is in the call, and relays the peers'
 * offers, answers and ICE candidates over the realtime socket (topic `visio:{participant id}`).
 * Nothing is recorded, ever.
 *
 * A host (a member with MB Visio installed) creates a room: a title, a start time (now for an instant
 * call) and the members invited (chosen members, or the other party of one of their MB Bookings
 * bookings). Invited members join from the invite link without installing the app; anyone else is
 * refused. With the host's 'waiting_room' setting on (the default) guests wait until the host admits
 * or denies them.
 */

export const VISIO_APP_ID = 'mb-visio';

export const VISIO_LIMITS = {
  titleMax: 120,
  /** Members one room may invite (at most `participantsMax` are in the call at once). */
  inviteesMax: 10,
  /** People in one call at once, the host included: a mesh of peer connections stays light at 4. */
  participantsMax: 4,
  /** A scheduled room nobody started is over this long after its start time. */
  expiresAfterHours: 24,
  /** How far ahead a room may be scheduled. */
  horizonDays: 366,
  /** How long ago a scheduled start may be: a form filled in slowly for 'in five minutes' is still the future. */
  startSlackMinutes: 5,
  /** Calls in the history. */
  historyMax: 50,
  /** One relayed signal (an SDP offer or answer, an ICE candidate), as JSON. */
  signalMaxBytes: 16_000,
  /**
   * A present participant's page says it is still there this often (an `alive` signal); one not heard
   * from for `presenceMs` has left (its socket's instance may have died without telling anyone).
   */
  aliveEveryMs: 30_000,
  presenceMs: 90_000,
  /** Frames one socket may send per window (offers, answers, ICE candidates, mute states). */
  sendsPerWindow: 120,
  sendWindowMs: 10_000,
  /** A call left by a dropped connection (not the Leave button) ends this long after the last one left. */
  emptyGraceMs: 2 * 60_000,
} as const;

export const VISIO_MESSAGES = {
  title: 'MB Visio',
  upcoming: 'Upcoming rooms',
  history: 'Call history',
  noUpcoming: 'No rooms scheduled. Create one, or start an instant call.',
  noHistory: 'Calls you take part in are listed here, with who joined and how long they lasted.',
  loadFailed: 'Could not load your rooms.',
  roomLoadFailed: 'Could not load this call.',
  titleRequired: 'Give the room a title.',
  titleTooLong: `A title has at most ${VISIO_LIMITS.titleMax} characters.`,
  startsInPast: 'Pick a start time in the future, or start an instant call.',
  startsTooFar: 'Rooms can be scheduled up to a year ahead.',
  inviteSomeone: 'Invite at least one member, or pick a booking.',
  tooManyInvitees: `Invite at most ${VISIO_LIMITS.inviteesMax} members.`,
  memberNotFound: (who: string) => `No member called ${who}.`,
  selfInvite: 'You are the host: invite other members.',
  bookingNotFound: 'This booking does not exist.',
  roomNotFound: 'This room does not exist.',
  notInvited: 'You are not invited to this call.',
  hostOnly: 'Only the host can do this.',
  roomEnded: 'This call has ended.',
  roomFull: `This call is full (${VISIO_LIMITS.participantsMax} people at most).`,
  denied: 'The host did not let you in.',
  waiting: 'Waiting for the host to let you in…',
  notWaiting: 'This person is no longer waiting.',
  alreadyStarted: 'This call has started: end it instead.',
  participantNotFound: 'You are not in this call.',
  cameraDenied:
    'Camera and microphone access was refused. Allow them for this site in your browser’s settings, then try again — or join without them.',
  noDevices: 'No camera or microphone was found. You can still join and see and hear the others.',
  signalRefused: 'This call no longer accepts your messages.',
  tooManySignals: 'Too many messages on this connection. Slow down.',
  signalTooLarge: 'This message is too large.',
} as const;

const person = z.object({
  id: z.uuid(),
  username: z.string().nullable(),
  display_name: z.string().nullable(),
  avatar_url: z.string().nullable(),
});
export type VisioPerson = z.infer<typeof person>;

export const VISIO_ROOM_STATUSES = ['scheduled', 'live', 'ended'] as const;
export type VisioRoomStatus = (typeof VISIO_ROOM_STATUSES)[number];

export const visioRoomSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  starts_at: z.string(),
  /** 'live' while someone is in the call; 'ended' once the last one left, the host ended it or it expired unused. */
  status: z.enum(VISIO_ROOM_STATUSES),
  host: person,
  invitees: z.array(person),
  /** Which side the caller is on. */
  role: z.enum(['host', 'guest']),
  /** The invite link's path (send it to the invited members; nobody else gets in). */
  invite_path: z.string(),
  booking_id: z.uuid().nullable(),
  started_at: z.string().nullable(),
  ended_at: z.string().nullable(),
  /** How many people are in the call now. */
  in_call: z.number().int(),
  created_at: z.string(),
});
export type VisioRoom = z.infer<typeof visioRoomSchema>;

export const visioCallSummarySchema = z.object({
  id: z.uuid(),
  title: z.string(),
  host: person,
  started_at: z.string(),
  ended_at: z.string(),
  duration_seconds: z.number().int().min(0),
  /** Everyone who was let into the call, the host included. */
  participants: z.array(person),
});
export type VisioCallSummary = z.infer<typeof visioCallSummarySchema>;

export const visioHomeSchema = z.object({
  upcoming: z.array(visioRoomSchema),
  history: z.array(visioCallSummarySchema),
});

export const PARTICIPANT_STATES = ['waiting', 'admitted', 'denied', 'left'] as const;
export type ParticipantState = (typeof PARTICIPANT_STATES)[number];

export const visioParticipantSchema = z.object({
  /** The participant's id: one per joining, the peer's address for signalling. */
  id: z.uuid(),
  user: person,
  state: z.enum(PARTICIPANT_STATES),
  is_host: z.boolean(),
  /** Connected to the call's channel: peers connect to those only (earlier, their offers would be lost). */
  connected: z.boolean(),
  audio_on: z.boolean(),
  video_on: z.boolean(),
  screen: z.boolean(),
  joined_at: z.string(),
});
export type VisioParticipant = z.infer<typeof visioParticipantSchema>;

export const iceServerSchema = z.object({
  urls: z.union([z.string().min(1), z.array(z.string().min(1)).min(1)]),
  username: z.string().optional(),
  credential: z.string().optional(),
});
export type IceServer = z.infer<typeof iceServerSchema>;

export const visioCallSchema = z.object({
  room: visioRoomSchema,
  /** The caller's own participant in this call (their latest joining), null before they join. */
  me: visioParticipantSchema.nullable(),
  /** Admitted and present. */
  participants: z.array(visioParticipantSchema),
  /** Waiting to be let in: the host sees them; a guest sees an empty list. */
  waiting: z.array(visioParticipantSchema),
});
export type VisioCall = z.infer<typeof visioCallSchema>;

export const visioJoinSchema = z.object({
  participant: visioParticipantSchema,
  ice_servers: z.array(iceServerSchema),
  /** The member's MB Visio settings (the defaults for a guest without the app). */
  camera_on_join: z.boolean(),
  microphone_on_join: z.boolean(),
});
export type VisioJoin = z.infer<typeof visioJoinSchema>;

/** A room as its invite landing shows it, with the caller's MB Visio settings (defaults for a guest without the app). */
export const visioRoomViewSchema = z.object({
  room: visioRoomSchema,
  camera_on_join: z.boolean(),
  microphone_on_join: z.boolean(),
});

const memberRef = z.string().trim().min(1).max(64);
export const createVisioRoomInput = z
  .object({
    title: z.string().trim().min(1, VISIO_MESSAGES.titleRequired).max(VISIO_LIMITS.titleMax, VISIO_MESSAGES.titleTooLong),
    /**
     * Absent: an instant call, starting now. Checked against the clock where it is parsed (the browser's
     * form, then the server); an unreadable time is no time in the future either.
     */
    starts_at: z.iso
      .datetime({ offset: true, error: VISIO_MESSAGES.startsInPast })
      .refine((v) => !(Date.parse(v) < Date.now() - VISIO_LIMITS.startSlackMinutes * 60_000), VISIO_MESSAGES.startsInPast)
      .refine((v) => !(Date.parse(v) > Date.now() + VISIO_LIMITS.horizonDays * 86_400_000), VISIO_MESSAGES.startsTooFar)
      .optional(),
    /** Usernames (with or without @) or member ids. */
    invitees: z.array(memberRef).max(VISIO_LIMITS.inviteesMax, VISIO_MESSAGES.tooManyInvitees).default([]),
    /** Invite the other party of this MB Bookings booking. */
    booking_id: z.uuid().optional(),
  })
  .refine((v) => v.invitees.length > 0 || v.booking_id, { message: VISIO_MESSAGES.inviteSomeone, path: ['invitees'] });
export type CreateVisioRoomInput = z.input<typeof createVisioRoomInput>;
export type CreateVisioRoom = z.output<typeof createVisioRoomInput>;

export const visioDecisionInput = z.object({ decision: z.enum(['admit', 'deny']) });
export const visioLeaveInput = z.object({ participant_id: z.uuid() });

// ---------------------------------------------------------------------------------------------------
// Signalling over the realtime socket: `{ type: 'send', topic: 'visio:{my participant id}', data }`.

const sdp = z.string().min(1).max(VISIO_LIMITS.signalMaxBytes);
export const visioSignalSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('offer'), to: z.uuid(), sdp }),
  z.object({ kind: z.literal('answer'), to: z.uuid(), sdp }),
  z.object({
    kind: z.literal('ice'),
    to: z.uuid(),
    candidate: z
      .object({
        candidate: z.string().max(2000),
        sdpMid: z.string().max(64).nullable().optional(),
        sdpMLineIndex: z.number().int().min(0).max(64).nullable().optional(),
        usernameFragment: z.string().max(256).nullable().optional(),
      })
      .nullable(),
  }),
  /** What the sender shares now: every peer's tile shows who is muted. */
  z.object({ kind: z.literal('state'), audio_on: z.boolean(), video_on: z.boolean(), screen: z.boolean() }),
  /** The page is still there (every `aliveEveryMs`, waiting or admitted): nothing is relayed. */
  z.object({ kind: z.literal('alive') }),
]);
export type VisioSignal = z.infer<typeof visioSignalSchema>;
/** A signal as its addressee gets it: who sent it (their participant id). */
export type VisioRelayedSignal = Exclude<VisioSignal, { kind: 'state' | 'alive' }> & { from: string };

const idParams = z.object({ id: idParam() });
const participantParams = z.object({ id: idParam(), participantId: idParam() });

export const visioRoutes = {
  visioHome: {
    method: 'GET',
    path: '/api/v1/visio/rooms',
    summary: 'MB Visio: your upcoming rooms (hosted or invited to) and your call history',
    tag: 'visio',
    access: 'user',
    delegated: 'viewer',
    response: visioHomeSchema,
  },
  createVisioRoom: {
    method: 'POST',
    path: '/api/v1/visio/rooms',
    summary: 'MB Visio: create a room (scheduled, or instant without a start time) and invite members, who are notified',
    tag: 'visio',
    access: 'user',
    delegated: 'manager',
    body: createVisioRoomInput,
    response: z.object({ room: visioRoomSchema }),
    status: 201,
  },
  visioRoom: {
    method: 'GET',
    path: '/api/v1/visio/rooms/:id',
    summary: 'MB Visio: a room, for its host and the members invited (the invite landing), with your joining settings',
    tag: 'visio',
    access: 'user',
    delegated: 'viewer',
    params: idParams,
    response: visioRoomViewSchema,
  },
  cancelVisioRoom: {
    method: 'DELETE',
    path: '/api/v1/visio/rooms/:id',
    summary: 'MB Visio: the host cancels a room nobody has joined yet (the invited are told)',
    tag: 'visio',
    access: 'user',
    delegated: 'manager',
    params: idParams,
    response: z.object({ ok: z.literal(true) }),
  },
  joinVisioRoom: {
    method: 'POST',
    path: '/api/v1/visio/rooms/:id/join',
    summary: 'MB Visio: join the call (the host and returning participants go in; guests may wait to be admitted)',
    tag: 'visio',
    access: 'user',
    delegated: 'manager',
    params: idParams,
    response: visioJoinSchema,
  },
  visioCall: {
    method: 'GET',
    path: '/api/v1/visio/rooms/:id/call',
    summary: 'MB Visio: who is in the call and who waits (the waiting list for the host only)',
    tag: 'visio',
    access: 'user',
    delegated: 'viewer',
    params: idParams,
    response: visioCallSchema,
  },
  decideVisioParticipant: {
    method: 'POST',
    path: '/api/v1/visio/rooms/:id/participants/:participantId/decision',
    summary: 'MB Visio: the host admits or denies a waiting person',
    tag: 'visio',
    access: 'user',
    delegated: 'manager',
    params: participantParams,
    body: visioDecisionInput,
    response: z.object({ participant: visioParticipantSchema }),
  },
  leaveVisioRoom: {
    method: 'POST',
    path: '/api/v1/visio/rooms/:id/leave',
    summary: 'MB Visio: leave the call (the call ends when the last one leaves)',
    tag: 'visio',
    access: 'user',
    delegated: 'manager',
    params: idParams,
    body: visioLeaveInput,
    response: z.object({ ok: z.literal(true) }),
  },
  endVisioRoom: {
    method: 'POST',
    path: '/api/v1/visio/rooms/:id/end',
    summary: 'MB Visio: the host ends the call for everyone',
    tag: 'visio',
    access: 'user',
    delegated: 'manager',
    params: idParams,
    response: z.object({ ok: z.literal(true) }),
  },
} as const satisfies Record<string, RouteDef>;
