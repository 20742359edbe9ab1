import { z } from 'zod';

/**
 * Topics a client may subscribe to. The server authorizes each one: `user:{id}` only for that user.
 * Later features add topics (e.g. `conversation:{id}`) and their rules on the server.
 */
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
]);
export type RealtimeEvent = z.infer<typeof realtimeEventSchema>;

/** Client -> server frames. */
export const clientFrameSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('auth'), access_token: z.string() }),
  z.object({ type: z.literal('subscribe'), topic: topicSchema }),
  z.object({ type: z.literal('unsubscribe'), topic: topicSchema }),
  z.object({ type: z.literal('ping') }),
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
