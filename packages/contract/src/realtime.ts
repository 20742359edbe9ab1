import { z } from 'zod';
import { collabMessageSchema } from './collabs.ts';
import { notificationSchema } from './notifications.ts';
import { visioSignalSchema } from './visio.ts';

/**
 * Topics a client may subscribe to. The server authorizes each one: `user:{id}` only for that user.
 * Later features add topics (e.g. `conversation:{id}`) and their rules on the server.
 */
export { REALTIME_CLOSE } from './realtime-close.ts';

export const topicSchema = z.string().regex(/^[a-z_]+:[A-Za-z0-9_-]+$/);

export const realtimeEventSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('session.created'),
    topic: z.string(),
    data: z.object({ session_id: z.uuid(), user_agent: z.string().nullable() }),
  }),
  z.object({
    type: z.literal('session.revoked'),
    topic: z.string(),
    data: z.object({ session_id: z.uuid() }),
  }),
  z.object({
    type: z.literal('profile.updated'),
    topic: z.string(),
    data: z.object({ id: z.uuid() }),
  }),
  /**
   * On `user:{id}`: an item went into the member's portfolio, or out of it, or came back (issue 31: a
   * second tab kept "0 of 12" until reloaded). Their open managers read the portfolio and its allowance again.
   */
  z.object({
    type: z.literal('portfolio.changed'),
    topic: z.string(),
    data: z.object({ item_id: z.uuid(), change: z.enum(['added', 'deleted', 'restored']) }),
  }),
  /** The member's staff role or permissions changed: their tabs check their staff status again. */
  z.object({
    type: z.literal('staff.updated'),
    topic: z.string(),
    data: z.object({ user_id: z.uuid() }),
  }),
  /** A notification for the member (spec §4: goes to the top of the list, count +1, a toast). */
  z.object({
    type: z.literal('notification.created'),
    topic: z.string(),
    data: notificationSchema,
  }),
  /** A notification changed (read); `unread_count` is the member's count after the change. */
  z.object({
    type: z.literal('notification.updated'),
    topic: z.string(),
    data: z.object({ notification: notificationSchema, unread_count: z.number().int().min(0) }),
  }),
  /** Every unread notification of the member was marked read (one event, not one per item). */
  z.object({
    type: z.literal('notification.all_read'),
    topic: z.string(),
    data: z.object({ read_at: z.string(), unread_count: z.literal(0) }),
  }),
  /**
   * A new activity became visible (features/feed). Published once on topic 'feed' whoever follows the
   * actor; each instance hands it to its own `feed:{id}` sockets whose member has the actor among their
   * sources. Carries no content: the browser shows a 'new posts' pill and reads the feed when asked.
   */
  z.object({
    type: z.literal('feed.activity'),
    topic: z.string(),
    data: z.object({ activity_id: z.uuid(), actor_id: z.uuid(), kind: z.string() }),
  }),
  /** A member's follows or connections changed: instances holding their feed socket read their sources again. */
  z.object({
    type: z.literal('feed.sources_changed'),
    topic: z.string(),
    data: z.object({ user_id: z.uuid() }),
  }),
  /** A member changed the places they hide from (geo-blocking): instances holding feeds that list them read those feeds' sources again. */
  z.object({
    type: z.literal('feed.places_changed'),
    topic: z.string(),
    data: z.object({ user_id: z.uuid() }),
  }),
  /**
   * Messages (features/messages), on topic `conversation:{id}` (members only, authorized per
   * subscription). They carry no text: the browser reads what it missed since its last sequence
   * (`after`), so a message is shown once and in order however events arrive.
   */
  z.object({
    type: z.literal('message.created'),
    topic: z.string(),
    data: z.object({ conversation_id: z.uuid(), seq: z.number().int(), message_id: z.uuid(), sender_id: z.uuid() }),
  }),
  /** A message was edited, deleted or got its link preview: read it again (`after: seq - 1, limit: 1`). */
  z.object({
    type: z.literal('message.updated'),
    topic: z.string(),
    data: z.object({ conversation_id: z.uuid(), seq: z.number().int(), message_id: z.uuid() }),
  }),
  z.object({
    type: z.literal('conversation.typing'),
    topic: z.string(),
    data: z.object({ conversation_id: z.uuid(), user_id: z.uuid() }),
  }),
  /** A member read up to `seq` (sent only when their read receipts are on). */
  z.object({
    type: z.literal('conversation.read'),
    topic: z.string(),
    data: z.object({ conversation_id: z.uuid(), user_id: z.uuid(), seq: z.number().int() }),
  }),
  /**
   * A group's members or name changed: open pages read the conversation again. `removed` names a member
   * who left or was removed: this is the last event their socket on the topic hears.
   */
  z.object({
    type: z.literal('conversation.members'),
    topic: z.string(),
    data: z.object({ conversation_id: z.uuid(), removed: z.uuid().nullable() }),
  }),
  /**
   * On `user:{id}`: one of the member's conversations changed (a new message, a read mark in another
   * tab, a request accepted): the list and the unread badge read again.
   */
  z.object({
    type: z.literal('inbox.changed'),
    topic: z.string(),
    data: z.object({ conversation_id: z.uuid(), seq: z.number().int() }),
  }),
  /** A message in a collaboration's discussion (topic `collab:{id}`: its joined members only). */
  z.object({
    type: z.literal('collab.message'),
    topic: z.string(),
    data: collabMessageSchema,
  }),
  /** Something in a collaboration changed (members, tasks, files, orders, status): its pages read it again. */
  z.object({
    type: z.literal('collab.changed'),
    topic: z.string(),
    data: z.object({
      collab_id: z.uuid(),
      what: z.enum(['collab', 'members', 'tasks', 'files', 'orders']),
      member_id: z.uuid().nullable(),
    }),
  }),
  /**
   * On `user:{id}` (spec §7 realtime: mb_app_installations, all events): one of the member's
   * installations changed (installed, uninstalled, launched, settings saved). Every tab reads the
   * installed apps again, so the 'My Apps' menu and the store follow along.
   */
  z.object({
    type: z.literal('apps.installations_changed'),
    topic: z.string(),
    data: z.object({ app_id: z.string(), change: z.enum(['installed', 'uninstalled', 'launched', 'configured']) }),
  }),
  /**
   * On `user:{id}` of both parties (MB Bookings, issue 16): a booking the member owns or made was
   * requested, accepted, declined or cancelled. Their bookings pages read again.
   */
  z.object({
    type: z.literal('bookings.changed'),
    topic: z.string(),
    data: z.object({ booking_id: z.uuid() }),
  }),
  /** An event's seats or check-ins changed (topic `event:{id}`: its organizer only): the manage page's live counts. */
  z.object({
    type: z.literal('event.counts'),
    topic: z.string(),
    data: z.object({ event_id: z.uuid(), seats_taken: z.number().int(), checked_in: z.number().int(), capacity: z.number().int() }),
  }),
  /**
   * A listed event's seats changed (issue 31), on `event_seats:{id}`, which any signed-in member who
   * may read the event subscribes to: its page turns "Sold out" (or back) while they look at it.
   */
  z.object({
    type: z.literal('event.seats'),
    topic: z.string(),
    data: z.object({ event_id: z.uuid(), seats_taken: z.number().int(), capacity: z.number().int() }),
  }),
  /**
   * MB Visio (features/visio): a room's participants changed (joined, waiting, admitted, left, muted) or
   * the call ended. Published on `visio_room:{id}` (no client may subscribe to it); each instance hands
   * it to its own `visio:{participant id}` sockets of that room, with their topic.
   */
  z.object({
    type: z.literal('visio.room'),
    topic: z.string(),
    data: z.object({ room_id: z.uuid(), change: z.enum(['participants', 'ended']) }),
  }),
  /**
   * One piece of a signal relayed between two peers of a room (on `visio_room:{id}`): an SDP offer can
   * be larger than one NOTIFY, so the server cuts it in pieces sent in one transaction, and the
   * addressee's instance puts them together (`msg` names the signal, `part` counts from 0).
   */
  z.object({
    type: z.literal('visio.signal_part'),
    topic: z.string(),
    data: z.object({
      room_id: z.uuid(),
      from: z.uuid(),
      to: z.uuid(),
      msg: z.string(),
      part: z.number().int().min(0),
      parts: z.number().int().min(1),
      chunk: z.string(),
    }),
  }),
  /** A whole signal as its addressee's socket gets it, on `visio:{their participant id}`. */
  z.object({
    type: z.literal('visio.signal'),
    topic: z.string(),
    data: z.object({ room_id: z.uuid(), from: z.uuid(), signal: visioSignalSchema }),
  }),
]);
export type RealtimeEvent = z.infer<typeof realtimeEventSchema>;

/** Client -> server frames. */
export const clientFrameSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('auth'), access_token: z.string() }),
  z.object({ type: z.literal('subscribe'), topic: topicSchema }),
  z.object({ type: z.literal('unsubscribe'), topic: topicSchema }),
  z.object({ type: z.literal('ping') }),
  /**
   * Data for a topic the socket is subscribed to, handed to the feature serving that topic kind (MB
   * Visio's signalling). Deny by default: a kind that takes no frames refuses it; size and rate are
   * limited per socket.
   */
  z.object({ type: z.literal('send'), topic: topicSchema, data: z.unknown() }),
]);
export type ClientFrame = z.infer<typeof clientFrameSchema>;

/** Server -> client frames. */
export type ServerFrame =
  | { type: 'ready'; user_id: string }
  | { type: 'subscribed'; topic: string }
  | { type: 'unsubscribed'; topic: string }
  | { type: 'error'; code: string; message: string; topic?: string }
  | { type: 'pong' }
  | { type: 'event'; event: RealtimeEvent };
