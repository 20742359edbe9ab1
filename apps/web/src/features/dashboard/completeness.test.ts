import type { BusinessProfile } from '@mb/contract/business';
import type { MyProfile } from '@mb/contract/profiles';
import { describe, expect, it } from 'vitest';
import { businessCompleteness, memberCompleteness, profileCompleteness } from './completeness';

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

const business: BusinessProfile = {
  id: base.id,
  business_name: 'Acme Lighting',
  category: 'filming_locations_equipment',
  categories: ['filming_locations_equipment'],
  description: '',
  location: '',
  address: '',
  phone: '',
  website: '',
  contact_email: '',
  social_media: {},
  services: [],
  products: [],
  business_hours: {},
  logo_url: null,
  cover_photo_url: null,
  brand_color: '',
  moderation_status: null,
  verification_notes: null,
  verified: false,
  is_featured: false,
  subscription_status: null,
  plan_type: 'free',
  service_limit: 3,
  product_limit: 3,
  analytics_enabled: false,
  is_draft: true,
  draft_step: 1,
  last_saved_at: null,
  submitted_at: null,
  created_at: '2025-01-01T00:00:00.000Z',
  updated_at: '2025-01-01T00:00:00.000Z',
  published: false,
  has_pending_changes: false,
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

  it('never asks a business for a stage name or content types: its own checklist follows its listing', () => {
    const none = businessCompleteness({ ...base, profile_type: 'business', username: 'acme' }, null);
    const keys = none.items.map((i) => i.key);
    expect(keys).not.toContain('display_name');
    expect(keys).not.toContain('content_types');
    expect(none.items.map((i) => i.label).join(' ')).not.toMatch(/stage name|content type/i);
    expect(none.missing.map((i) => i.key)).toEqual([
      'registered',
      'logo',
      'description',
      'location',
      'contact',
      'offer',
      'hours',
      'domain',
      'verification',
    ]);
    // Before registering, the listing's fields are fixed on the registration form.
    expect(none.items.find((i) => i.key === 'logo')?.href).toBe('/business/register');

    const full = businessCompleteness(
      { ...base, profile_type: 'business', username: 'acme', domain_name: 'acme.test', domain_verified: true, vaulth_verified: true },
      {
        ...business,
        is_draft: false,
        logo_url: '/storage/business-logos/x.webp',
        description: 'We light sets.',
        location: 'Berlin',
        phone: '+49 30 1234567',
        services: [
          {
            name: 'Lighting',
            description: '',
            features: [],
            picture: '',
            category: '',
            processing_time: '',
            extras: [],
            warranty: '',
            revision_rounds: null,
          },
        ],
        business_hours: { monday: { closed: false, open: '09:00', close: '17:00' } },
      },
    );
    expect(full.percent).toBe(100);
    expect(full.items.find((i) => i.key === 'logo')?.href).toBe('/business-profile');
  });

  it('picks the checklist by account type', () => {
    expect(memberCompleteness(base, null).items.map((i) => i.key)).toContain('content_types');
    for (const t of ['business', 'studio', 'enterprise'] as const) {
      expect(memberCompleteness({ ...base, profile_type: t }, null).items.map((i) => i.key)).toContain('registered');
    }
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
