import { z } from 'zod';
import { idParam } from './common.ts';

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

export const BLOCK_MESSAGES = {
  notYourself: 'You cannot block or mute yourself.',
  noSuchMember: 'There is no such member.',
  blocked: 'Blocked. They can no longer see your profile or contact you.',
  unblocked: 'Unblocked.',
  muted: 'Muted. You will not see their activity in your feeds.',
  unmuted: 'Unmuted.',
  limit: 'You have blocked or muted the most members allowed.',
} as const;

/** A ceiling on one member's lists, so a script cannot grow them without bound (ours). */
export const BLOCK_LIST_MAX = 5000;
