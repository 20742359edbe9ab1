import { z } from 'zod';
import { profileTypeSchema } from './auth.ts';
import { idParam } from './common.ts';
import { NETWORK_LIMITS, NETWORK_MESSAGES } from './network-text.ts';
import type { RouteDef } from './route-def.ts';

// Professional network (issue 12; spec §1 professional networking, §3 notification types new_follower and
// collaboration_request): follows (one way, no consent needed) and connections (two way: a request with
// an optional note, accepted or declined by the other member). A block ends both, both ways.

export { NETWORK_LIMITS, NETWORK_MESSAGES } from './network-text.ts';

/**
 * Where the viewer stands with one member. `connection`: none; `outgoing` (the viewer asked, waiting);
 * `incoming` (they asked the viewer); `connected`. `request_id` is the waiting request, if any.
 */
export const connectionStateSchema = z.enum(['none', 'outgoing', 'incoming', 'connected']);
export type ConnectionState = z.infer<typeof connectionStateSchema>;

export const networkRelationSchema = z.object({
  user_id: z.uuid(),
  following: z.boolean(),
  followed_by: z.boolean(),
  connection: connectionStateSchema,
  request_id: z.uuid().nullable(),
});
export type NetworkRelation = z.infer<typeof networkRelationSchema>;

export const networkCountsSchema = z.object({
  followers: z.number().int(),
  following: z.number().int(),
  connections: z.number().int(),
});
export type NetworkCounts = z.infer<typeof networkCountsSchema>;

/** A member in a network list: public identity only, approved avatar only. */
export const networkMemberSchema = z.object({
  user_id: z.uuid(),
  username: z.string().nullable(),
  display_name: z.string().nullable(),
  avatar_url: z.string().nullable(),
  profile_type: profileTypeSchema,
  verified: z.boolean(),
  location: z.string().nullable(),
});
export type NetworkMember = z.infer<typeof networkMemberSchema>;

/** A profile's network summary: counts for everyone; for a signed-in viewer, the relation and mutuals. */
export const networkSummarySchema = z.object({
  counts: networkCountsSchema,
  relation: networkRelationSchema.nullable(),
  mutual_connections: z.object({ count: z.number().int(), sample: z.array(networkMemberSchema) }).nullable(),
});
export type NetworkSummary = z.infer<typeof networkSummarySchema>;

export const networkListKind = z.enum(['followers', 'following', 'connections', 'mutual']);
export type NetworkListKind = z.infer<typeof networkListKind>;

export const networkMemberParams = z.object({ userId: idParam('There is no such member.') });
export const networkListParams = z.object({ userId: idParam('There is no such member.'), kind: networkListKind });
export const networkListQuery = z.object({ cursor: z.string().max(200).optional() });
export const networkListSchema = z.object({ items: z.array(networkMemberSchema), next_cursor: z.string().nullable() });
export type NetworkList = z.infer<typeof networkListSchema>;

export const connectionRequestInput = z.object({
  note: z.string().trim().max(NETWORK_LIMITS.connectionNoteMax, NETWORK_MESSAGES.noteTooLong).optional(),
});
export type ConnectionRequestInput = z.infer<typeof connectionRequestInput>;

export const connectionRequestsQuery = z.object({ cursor: z.string().max(200).optional() });

export const connectionRequestParams = z.object({ requestId: idParam(NETWORK_MESSAGES.noSuchRequest) });

export const connectionRequestSchema = z.object({
  id: z.uuid(),
  direction: z.enum(['incoming', 'outgoing']),
  /** The other member. */
  member: networkMemberSchema,
  note: z.string().nullable(),
  created_at: z.string(),
});
export type ConnectionRequest = z.infer<typeof connectionRequestSchema>;

/**
 * Waiting requests. Received ones come a page at a time (listPageSize, newest first; `next_cursor` for
 * the next page, whose `outgoing` is empty); sent ones all on the first page (at most pendingOutgoingMax).
 * `incoming_count`: every received request waiting, shown or not on this page.
 */
export const connectionRequestsSchema = z.object({
  incoming: z.array(connectionRequestSchema),
  outgoing: z.array(connectionRequestSchema),
  incoming_count: z.number().int(),
  next_cursor: z.string().nullable(),
});
export type ConnectionRequests = z.infer<typeof connectionRequestsSchema>;

/** The network (features/network): follows, connections and their requests. */
export const networkRoutes = {
  networkSummary: {
    method: 'GET',
    path: '/api/v1/network/:userId',
    summary: "A member's followers, following and connections counts; for a signed-in viewer, where they stand and mutual connections",
    tag: 'network',
    access: 'public',
    delegated: 'viewer',
    params: networkMemberParams,
    response: networkSummarySchema,
  },
  networkList: {
    method: 'GET',
    path: '/api/v1/network/:userId/:kind',
    summary: "A page of a member's followers, following, connections, or connections you share",
    tag: 'network',
    access: 'public',
    delegated: 'viewer',
    params: networkListParams,
    query: networkListQuery,
    response: networkListSchema,
  },
  follow: {
    method: 'PUT',
    path: '/api/v1/follows/:userId',
    summary: 'Follow a member (they get a new_follower notification)',
    tag: 'network',
    access: 'user',
    delegated: 'manager',
    rateLimit: ['networkWrites'],
    params: networkMemberParams,
    response: networkRelationSchema,
  },
  unfollow: {
    method: 'DELETE',
    path: '/api/v1/follows/:userId',
    summary: 'Stop following a member',
    tag: 'network',
    access: 'user',
    delegated: 'manager',
    rateLimit: ['networkWrites'],
    params: networkMemberParams,
    response: networkRelationSchema,
  },
  connectionRequests: {
    method: 'GET',
    path: '/api/v1/connections/requests',
    summary: 'Your waiting connection requests: received ones a page at a time (by cursor), sent ones on the first page',
    tag: 'network',
    access: 'user',
    delegated: 'viewer',
    query: connectionRequestsQuery,
    response: connectionRequestsSchema,
  },
  requestConnection: {
    method: 'POST',
    path: '/api/v1/connections/:userId',
    summary: 'Ask a member to connect, with an optional note (they get a collaboration_request notification)',
    tag: 'network',
    access: 'user',
    delegated: 'manager',
    rateLimit: ['networkWrites'],
    params: networkMemberParams,
    body: connectionRequestInput,
    response: networkRelationSchema,
  },
  removeConnection: {
    method: 'DELETE',
    path: '/api/v1/connections/:userId',
    summary: 'Remove a connection, or withdraw your waiting request to this member',
    tag: 'network',
    access: 'user',
    delegated: 'manager',
    rateLimit: ['networkWrites'],
    params: networkMemberParams,
    response: networkRelationSchema,
  },
  acceptConnection: {
    method: 'POST',
    path: '/api/v1/connections/requests/:requestId/accept',
    summary: 'Accept a connection request sent to you',
    tag: 'network',
    access: 'user',
    delegated: 'manager',
    rateLimit: ['networkWrites'],
    params: connectionRequestParams,
    response: networkRelationSchema,
  },
  declineConnection: {
    method: 'POST',
    path: '/api/v1/connections/requests/:requestId/decline',
    summary: 'Decline a connection request sent to you (the sender is not told)',
    tag: 'network',
    access: 'user',
    delegated: 'manager',
    rateLimit: ['networkWrites'],
    params: connectionRequestParams,
    response: networkRelationSchema,
  },
} as const satisfies Record<string, RouteDef>;
