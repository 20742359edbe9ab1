import { enNumber } from './en-number';
// The network's limits and messages without zod: the follow and connect buttons on a profile show
// them. network.ts builds the schemas from these and re-exports them.

export const NETWORK_LIMITS = {
  /** An optional note on a connection request (ours; the spec is silent). */
  connectionNoteMax: 300,
  /** Pending requests a member may have out at once, so a script cannot spray them (ours). */
  pendingOutgoingMax: 100,
  /** Members one member may follow (ours), like a block list's ceiling. */
  followingMax: 5_000,
  /** Rows in one page of followers, following or connections. */
  listPageSize: 30,
} as const;

export const NETWORK_MESSAGES = {
  notYourself: 'You cannot follow or connect with yourself.',
  noSuchMember: 'There is no such member.',
  blocked: 'You cannot follow or connect with this member.',
  followed: 'Following.',
  unfollowed: 'Unfollowed.',
  followingLimit: `You can follow up to ${enNumber(NETWORK_LIMITS.followingMax)} members.`,
  requestSent: 'Connection request sent.',
  requestWithdrawn: 'Connection request withdrawn.',
  requestAccepted: 'Connected.',
  requestDeclined: 'Request declined.',
  connectionRemoved: 'Connection removed.',
  alreadyConnected: 'You are already connected.',
  requestPending: 'A connection request between you is already waiting.',
  pendingLimit: `You have ${NETWORK_LIMITS.pendingOutgoingMax} connection requests waiting. Withdraw some before sending more.`,
  noSuchRequest: 'This connection request no longer exists.',
  noteTooLong: `A note can be at most ${NETWORK_LIMITS.connectionNoteMax} characters.`,
} as const;
