import { PROFILE_TYPES } from '@mb/contract/auth';
import { describe, expect, it } from 'vitest';
import { decideProfileType } from './policy.ts';

describe('fix_profile_type rule (spec §4, §7)', () => {
  it('never leaves a user with a business profile a creator', () => {
    for (const current of PROFILE_TYPES) {
      for (const desired of PROFILE_TYPES) {
        const open = decideProfileType({ current, desired, hasBusinessProfile: true, onboardingCompleted: false });
        const done = decideProfileType({ current, desired, hasBusinessProfile: true, onboardingCompleted: true });
        expect(open).toBe(desired === 'creator' ? 'business' : desired);
        expect(done).toBe(current === 'creator' ? 'business' : current);
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
