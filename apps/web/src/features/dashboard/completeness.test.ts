import type { MyProfile } from '@mb/contract/profiles';
import { describe, expect, it } from 'vitest';
import { profileCompleteness } from './completeness';

const base: MyProfile = {
  id: '0b8f5c36-3f0e-4c4b-9a53-5b8d3a1d2e4f',
  profile_type: 'creator',
  username: null,
  display_name: null,
  bio: null,
  location: null,
  content_types: [],
  default_content_filter: 'all',
  avatar_url: null,
  avatar_thumb_url: null,
  avatar_approved_url: null,
  avatar_moderation_status: 'none',
  avatar_rejection_reason: null,
  onboarding_completed: true,
  onboarding_step: 5,
  onboarding_last_seen: null,
  verification_skipped: true,
  verification_status: null,
  vaulth_verified: false,
  vaulth_verification_status: null,
  domain_name: null,
  domain_verified: false,
  subscription_status: null,
  subscription_end_date: null,
  visibility: 'public',
  noindex: false,
  has_business_profile: false,
  business_complete: false,
  is_new: false,
  created_at: '2025-01-01T00:00:00.000Z',
  updated_at: '2025-01-01T00:00:00.000Z',
};

describe('profile completeness', () => {
  it('lists everything missing for an empty profile', () => {
    const r = profileCompleteness(base);
    expect(r.percent).toBe(0);
    expect(r.missing.map((i) => i.key)).toEqual(['avatar', 'username', 'display_name', 'bio', 'location', 'content_types', 'verification']);
  });

  it('counts filled fields, ignoring whitespace and rejected avatars', () => {
    const r = profileCompleteness({
      ...base,
      username: 'raven',
      display_name: '  ',
      bio: 'Hi',
      location: 'Berlin',
      content_types: ['gay'],
      avatar_url: '/storage/avatars/x.webp',
      avatar_moderation_status: 'rejected',
    });
    expect(r.missing.map((i) => i.key)).toEqual(['avatar', 'display_name', 'verification']);
    expect(r.percent).toBe(57);
  });

  it('asks non-creators for their business details too', () => {
    const r = profileCompleteness({ ...base, profile_type: 'studio' });
    expect(r.items.map((i) => i.key)).toContain('business');
    expect(profileCompleteness({ ...base, profile_type: 'business', has_business_profile: true }).missing.map((i) => i.key)).not.toContain(
      'business',
    );
  });

  it('is 100% when all is done', () => {
    const r = profileCompleteness({
      ...base,
      username: 'raven',
      display_name: 'Raven',
      bio: 'Hi',
      location: 'Berlin',
      content_types: ['gay'],
      avatar_url: '/a.webp',
      avatar_moderation_status: 'pending',
      vaulth_verified: true,
    });
    expect(r.percent).toBe(100);
    expect(r.missing).toEqual([]);
  });
});
