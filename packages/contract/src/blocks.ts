import { z } from 'zod';
import { idParam } from './common.ts';
import type { RouteDef } from './route-def.ts';

// Blocks and mutes between members (issue 8, beyond the spec). A block hides the blocker from the
// blocked member (profile, members-only content; later search, messages and follows); a mute only
// keeps the muted member out of the muter's own feeds, and nobody is told.

export const memberParams = z.object({ userId: idParam('There is no such member.') });

export const relationSchema = z.object({
  user_id: z.uuid(),
  blocked: z.boolean(),
  muted: z.boolean(),
});
export type Relation = z.infer<typeof relationSchema>;

export const blockedMemberSchema = z.object({
  user_id: z.uuid(),
  username: z.string().nullable(),
  display_name: z.string().nullable(),
  avatar_url: z.string().nullable(),
  since: z.string(),
});
export type BlockedMember = z.infer<typeof blockedMemberSchema>;

export const blockListSchema = z.object({
  blocked: z.array(blockedMemberSchema),
  muted: z.array(blockedMemberSchema),
});
export type BlockList = z.infer<typeof blockListSchema>;

export { BLOCK_LIST_MAX, BLOCK_MESSAGES } from './blocks-text.ts';

/** Blocking and muting (features/profiles): who you blocked, where you stand with a member. */
export const blockRoutes = {
  myBlocks: {
    method: 'GET',
    path: '/api/v1/blocks',
    summary: 'The members you blocked or muted',
    tag: 'blocks',
    access: 'user',
    delegated: 'viewer',
    response: blockListSchema,
  },
  relation: {
    method: 'GET',
    path: '/api/v1/relations/:userId',
    summary: 'Whether you blocked or muted this member',
    tag: 'blocks',
    access: 'user',
    delegated: 'viewer',
    params: memberParams,
    response: relationSchema,
  },
  block: {
    method: 'PUT',
    path: '/api/v1/blocks/:userId',
    summary: 'Block a member: they can no longer see your profile, message or follow you',
    tag: 'blocks',
    access: 'user',
    delegated: 'manager',
    rateLimit: ['relationWrites'],
    params: memberParams,
    response: relationSchema,
  },
  unblock: {
    method: 'DELETE',
    path: '/api/v1/blocks/:userId',
    summary: 'Unblock a member',
    tag: 'blocks',
    access: 'user',
    delegated: 'manager',
    rateLimit: ['relationWrites'],
    params: memberParams,
    response: relationSchema,
  },
  mute: {
    method: 'PUT',
    path: '/api/v1/mutes/:userId',
    summary: 'Mute a member: their activity stays out of your feeds; they are not told',
    tag: 'blocks',
    access: 'user',
    delegated: 'manager',
    rateLimit: ['relationWrites'],
    params: memberParams,
    response: relationSchema,
  },
  unmute: {
    method: 'DELETE',
    path: '/api/v1/mutes/:userId',
    summary: 'Unmute a member',
    tag: 'blocks',
    access: 'user',
    delegated: 'manager',
    rateLimit: ['relationWrites'],
    params: memberParams,
    response: relationSchema,
  },
} as const satisfies Record<string, RouteDef>;
