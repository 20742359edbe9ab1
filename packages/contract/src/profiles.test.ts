import { describe, expect, it } from 'vitest';
import {
  isProfileUuid,
  isUsername,
  lastOnboardingStep,
  needsOnboardingAtLoad,
  onboardingRequiredDone,
  onboardingStepCount,
  onboardingStepKind,
  PROFILE_MESSAGES,
  profilePath,
  profileUpdateInput,
  RESERVED_USERNAMES,
  resumeOnboardingStep,
  usernameSchema,
} from './profiles.ts';
import { MESSAGES } from './ui-text.ts';

const firstError = (r: { success: boolean; error?: { issues: { message: string }[] } }) => r.error?.issues[0]?.message;

describe('username rule', () => {
  it('trims and lower-cases', () => {
    expect(usernameSchema.parse('  Jane.Doe_99 ')).toBe('jane.doe_99');
  });

  it.each([
    ['', MESSAGES.usernameRequired.description],
    ['   ', MESSAGES.usernameRequired.description],
    ['ab', PROFILE_MESSAGES.usernameFormat],
    ['a'.repeat(31), PROFILE_MESSAGES.usernameFormat],
    ['jane doe', PROFILE_MESSAGES.usernameFormat],
    ['jane/doe', PROFILE_MESSAGES.usernameFormat],
    ['jané', PROFILE_MESSAGES.usernameFormat],
    ['...', PROFILE_MESSAGES.usernameFormat],
    ['dashboard', PROFILE_MESSAGES.usernameReserved],
    ['Admin', PROFILE_MESSAGES.usernameReserved],
    ['robots.txt', PROFILE_MESSAGES.usernameReserved],
  ])('refuses %j', (value, message) => {
    expect(firstError(usernameSchema.safeParse(value))).toBe(message);
  });

  // isUsername is the same rule without zod, for the profile page a visitor lands on (/{slug}).
  it.each([
    '',
    '   ',
    'ab',
    'abc',
    '  Jane.Doe_99 ',
    'JANE',
    'a'.repeat(30),
    'a'.repeat(31),
    ` ${'a'.repeat(30)} `,
    'jane doe',
    'jane/doe',
    'jane%20doe',
    'jané',
    'İstanbul',
    'ﬁne',
    '...',
    '_-.',
    '_a_',
    '9.9',
    'dashboard',
    'Admin',
    'robots.txt',
    'auth',
    '2257-statement',
    'me',
    'jane\n',
    '\tjane\t',
    'jane\u00a0',
    'ja\u200bne',
    '00000000-0000-4000-8000-000000000000',
  ])('isUsername(%j) agrees with usernameSchema', (value) => {
    expect(isUsername(value)).toBe(usernameSchema.safeParse(value).success);
  });

  it('says what is allowed in the format message', () => {
    expect(PROFILE_MESSAGES.usernameFormat).toMatch(/3-30/);
    expect(PROFILE_MESSAGES.usernameFormat).toMatch(/a-z/);
  });

  it('reserves every top-level route of spec §2 and the server prefixes', () => {
    for (const w of ['auth', 'signup', 'dashboard', 'model', 'profile', 'settings', 'business-directory', '2257-statement', 'api']) {
      expect(RESERVED_USERNAMES.has(w)).toBe(true);
    }
    for (const w of ['storage', 'assets', 'amp', 'sitemap', 'robots.txt', 'admin', 'onboarding', 'me'])
      expect(RESERVED_USERNAMES.has(w)).toBe(true);
    expect(RESERVED_USERNAMES.has('')).toBe(false);
  });
});

describe('profile links', () => {
  it('recognises UUID versions 1 to 5 in any case', () => {
    expect(isProfileUuid('0b8f5c36-3f0e-4c4b-9a53-5b8d3a1d2e4f')).toBe(true);
    expect(isProfileUuid('0B8F5C36-3F0E-1C4B-9A53-5B8D3A1D2E4F')).toBe(true);
    expect(isProfileUuid('0b8f5c36-3f0e-6c4b-9a53-5b8d3a1d2e4f')).toBe(false);
    expect(isProfileUuid('0b8f5c36-3f0e-4c4b-7a53-5b8d3a1d2e4f')).toBe(false);
    expect(isProfileUuid('jane')).toBe(false);
  });

  it('links by id when the username is empty or whitespace', () => {
    const id = '0b8f5c36-3f0e-4c4b-9a53-5b8d3a1d2e4f';
    expect(profilePath({ id, username: 'jane' })).toBe('/model/jane');
    expect(profilePath({ id, username: '  ' })).toBe(`/model/${id}`);
    expect(profilePath({ id, username: null })).toBe(`/model/${id}`);
  });
});

describe('profile update input', () => {
  it('refuses fields a member may not set', () => {
    expect(profileUpdateInput.safeParse({ profile_type: 'business' }).success).toBe(false);
    expect(profileUpdateInput.safeParse({ id: '0b8f5c36-3f0e-4c4b-9a53-5b8d3a1d2e4f' }).success).toBe(false);
    expect(profileUpdateInput.safeParse({ onboarding_completed: true }).success).toBe(false);
    expect(profileUpdateInput.safeParse({ bio: 'Hi' }).success).toBe(true);
  });
});

describe('onboarding steps (spec §2, §4, §9)', () => {
  it('has 6 steps for creators and 8 for every other account type', () => {
    expect(onboardingStepCount('creator')).toBe(6);
    for (const t of ['business', 'studio', 'enterprise'] as const) expect(onboardingStepCount(t)).toBe(8);
    expect(lastOnboardingStep('creator')).toBe(5);
    expect(lastOnboardingStep('business')).toBe(7);
  });

  it('maps step 5 to business registration for non-creators and to the final screen for creators', () => {
    expect(onboardingStepKind('business', 5)).toBe('business');
    expect(onboardingStepKind('creator', 5)).toBe('final');
    expect(onboardingStepKind('studio', 6)).toBe('domain');
    expect(onboardingStepKind('enterprise', 7)).toBe('final');
    expect([0, 1, 2, 3, 4].map((s) => onboardingStepKind('creator', s))).toEqual([
      'welcome',
      'avatar',
      'personal',
      'verification',
      'verificationStatus',
    ]);
  });

  it('resumes at the saved step, but never past a missing username or business profile', () => {
    const base = { profile_type: 'business' as const, username: 'velvet', has_business_profile: true };
    expect(resumeOnboardingStep({ ...base, onboarding_step: 6 })).toBe(6);
    expect(resumeOnboardingStep({ ...base, onboarding_step: 6, has_business_profile: false })).toBe(5);
    expect(resumeOnboardingStep({ ...base, onboarding_step: 4, username: ' ' })).toBe(2);
    expect(resumeOnboardingStep({ ...base, profile_type: 'creator', onboarding_step: 7 })).toBe(5);
    expect(resumeOnboardingStep({ ...base, onboarding_step: -3 })).toBe(0);
  });

  it('opens at load only while the username or type is missing, or a non-creator has no complete business profile (spec §4)', () => {
    const base = {
      onboarding_completed: false,
      username: 'velvet',
      profile_type: 'business' as const,
      onboarding_step: 5,
      business_complete: false,
    };
    expect(needsOnboardingAtLoad(base)).toBe(true);
    expect(needsOnboardingAtLoad({ ...base, onboarding_completed: true })).toBe(false);
    expect(needsOnboardingAtLoad({ ...base, business_complete: true })).toBe(false);
    // Registered inside the wizard: the domain and final steps follow.
    expect(needsOnboardingAtLoad({ ...base, business_complete: true, onboarding_step: 6 })).toBe(true);
    expect(needsOnboardingAtLoad({ ...base, profile_type: 'creator', onboarding_step: 3 })).toBe(false);
    expect(needsOnboardingAtLoad({ ...base, profile_type: 'creator', username: ' ' })).toBe(true);
    expect(needsOnboardingAtLoad({ ...base, profile_type: null })).toBe(true);
  });

  it('lets the rest be skipped once a username, and for a non-creator a complete business profile, exist', () => {
    const base = { username: 'velvet', profile_type: 'creator' as const, business_complete: false };
    expect(onboardingRequiredDone(base)).toBe(true);
    expect(onboardingRequiredDone({ ...base, username: '  ' })).toBe(false);
    expect(onboardingRequiredDone({ ...base, profile_type: null })).toBe(false);
    for (const t of ['business', 'studio', 'enterprise'] as const) {
      expect(onboardingRequiredDone({ ...base, profile_type: t })).toBe(false);
      expect(onboardingRequiredDone({ ...base, profile_type: t, business_complete: true })).toBe(true);
    }
  });
});
