// Blocking's and muting's messages and ceiling without zod: a profile's block and mute actions show
// them. blocks.ts builds the schemas and re-exports them.

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
