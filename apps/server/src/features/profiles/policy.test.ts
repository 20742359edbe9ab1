import { PROFILE_TYPES } from '@mb/contract/auth';
import { describe, expect, it } from 'vitest';
import { decideProfileType } from './policy.ts';

describe('fix_profile_type rule (spec §4, §7)', () => {
  it('corrects any non-business type to business when the user has a business profile', () => {
    for (const current of PROFILE_TYPES) {
      for (const desired of PROFILE_TYPES) {
        expect(decideProfileType({ current, desired, hasBusinessProfile: true, onboardingCompleted: false })).toBe('business');
        expect(decideProfileType({ current, desired, hasBusinessProfile: true, onboardingCompleted: true })).toBe('business');
      }
    }
  });

  it('takes the chosen type while onboarding is open', () => {
    expect(decideProfileType({ current: 'creator', desired: 'studio', hasBusinessProfile: false, onboardingCompleted: false })).toBe(
      'studio',
    );
    expect(decideProfileType({ current: 'business', desired: 'creator', hasBusinessProfile: false, onboardingCompleted: false })).toBe(
      'creator',
    );
  });

  it('keeps the type once onboarding is complete', () => {
    expect(decideProfileType({ current: 'creator', desired: 'enterprise', hasBusinessProfile: false, onboardingCompleted: true })).toBe(
      'creator',
    );
  });
});
