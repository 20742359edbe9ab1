// The account types (spec §3 profiles.profile_type). No zod here: /pricing and the Join form read them
// on their first paint (lib/chosen-plan.ts); auth.ts builds its schema from them.

export const PROFILE_TYPES = ['creator', 'business', 'studio', 'enterprise'] as const;
export type ProfileType = (typeof PROFILE_TYPES)[number];
