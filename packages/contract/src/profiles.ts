import { z } from 'zod';
import { profileTypeSchema } from './auth.ts';

// Spec §3 profiles and content types. (The profiles feature extends this file.)

export const CONTENT_TYPES = ['straight', 'bi', 'gay', 'lesbian', 'male_with_ftm', 'male_with_mtf', 'anything_goes'] as const;
export const CONTENT_TYPE_LABELS: Record<(typeof CONTENT_TYPES)[number], string> = {
  straight: 'Straight',
  bi: 'Bi',
  gay: 'Gay',
  lesbian: 'Lesbian',
  male_with_ftm: 'Male with Trans (FTM)',
  male_with_mtf: 'Male with Trans (MTF)',
  anything_goes: 'Anything Goes',
};
export const contentTypeSchema = z.enum(CONTENT_TYPES);

/** The header's content filter (spec §2): All Content, Gay, Straight, Bi. */
export const CONTENT_FILTERS = ['all', 'gay', 'straight', 'bi'] as const;
export const CONTENT_FILTER_LABELS: Record<(typeof CONTENT_FILTERS)[number], string> = {
  all: 'All Content',
  gay: 'Gay',
  straight: 'Straight',
  bi: 'Bi',
};
export const contentFilterSchema = z.enum(CONTENT_FILTERS);
export type ContentFilter = z.infer<typeof contentFilterSchema>;

/** The signed-in member's own profile (owner view). */
export const myProfileSchema = z.object({
  id: z.uuid(),
  profile_type: profileTypeSchema,
  username: z.string().nullable(),
  display_name: z.string().nullable(),
  bio: z.string().nullable(),
  location: z.string().nullable(),
  content_types: z.array(contentTypeSchema),
  default_content_filter: contentFilterSchema,
  avatar_url: z.string().nullable(),
  avatar_moderation_status: z.enum(['none', 'pending', 'approved', 'rejected']),
  onboarding_completed: z.boolean(),
  onboarding_step: z.number().int(),
  onboarding_last_seen: z.string().nullable(),
  verification_skipped: z.boolean(),
  verification_status: z.string().nullable(),
  vaulth_verified: z.boolean(),
  domain_name: z.string().nullable(),
  domain_verified: z.boolean(),
  subscription_status: z.string().nullable(),
  subscription_end_date: z.string().nullable(),
  updated_at: z.string(),
});
export type MyProfile = z.infer<typeof myProfileSchema>;
