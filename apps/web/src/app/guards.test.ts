import { describe, expect, it } from 'vitest';
import { completionPath, isProfileComplete } from './guards';

describe('complete profile (spec §2)', () => {
  it('needs onboarding done and a non-blank username', () => {
    expect(isProfileComplete({ onboarding_completed: true, username: 'lola' })).toBe(true);
    expect(isProfileComplete({ onboarding_completed: false, username: 'lola' })).toBe(false);
    expect(isProfileComplete({ onboarding_completed: true, username: '   ' })).toBe(false);
    expect(isProfileComplete({ onboarding_completed: true, username: null })).toBe(false);
  });

  it('sends enterprise to /enterprise-profile, business to /business/register, everyone else to /profile', () => {
    expect(completionPath('enterprise')).toBe('/enterprise-profile');
    expect(completionPath('business')).toBe('/business/register');
    expect(completionPath('studio')).toBe('/profile');
    expect(completionPath('creator')).toBe('/profile');
    expect(completionPath(null)).toBe('/profile');
  });
});
