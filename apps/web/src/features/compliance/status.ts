// Identity statuses of spec §3 user_verification_status.
export const IDENTITY_STATUSES = ['verified', 'pending', 'failed', 'not_started'] as const;
export type IdentityStatus = (typeof IDENTITY_STATUSES)[number];
