import type { StaffStatus } from '@mb/contract/staff';
import { describe, expect, it } from 'vitest';
import { completionPath, isProfileComplete, meetsStaffRule } from './guards';

const staff = (role: StaffStatus['role'], permissions: StaffStatus['permissions'] = []): StaffStatus => ({
  is_staff: role !== null,
  is_admin: role === 'admin',
  role,
  permissions,
});

describe('staff rules (spec §2 staff-only routes, §6)', () => {
  it('refuses members who are not staff', () => {
    expect(meetsStaffRule(staff(null), {})).toBe(false);
  });

  it('lets any staff role into moderation', () => {
    for (const role of ['admin', 'moderator', 'post_production_editor'] as const) expect(meetsStaffRule(staff(role), {})).toBe(true);
  });

  it('keeps admin pages for admins', () => {
    expect(meetsStaffRule(staff('admin'), { admin: true })).toBe(true);
    expect(meetsStaffRule(staff('moderator', ['staff_management', 'content_moderation']), { admin: true })).toBe(false);
  });

  it('needs admin and content_moderation for lottery redemption', () => {
    const rule = { admin: true, permissions: ['content_moderation'] as const };
    expect(meetsStaffRule(staff('admin', ['content_moderation']), rule)).toBe(true);
    expect(meetsStaffRule(staff('admin', ['staff_management']), rule)).toBe(false);
    expect(meetsStaffRule(staff('moderator', ['content_moderation']), rule)).toBe(false);
  });

  it('honours a role list', () => {
    expect(meetsStaffRule(staff('post_production_editor'), { roles: ['admin', 'moderator'] })).toBe(false);
    expect(meetsStaffRule(staff('moderator'), { roles: ['admin', 'moderator'] })).toBe(true);
  });
});

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
