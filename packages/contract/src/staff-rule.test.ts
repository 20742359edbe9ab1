import { describe, expect, it } from 'vitest';
import type { StaffStatus } from './staff.ts';
import { LOTTERY_RULE, meetsStaffRule } from './staff-rule.ts';

const staff = (role: StaffStatus['role'], permissions: StaffStatus['permissions'] = []): StaffStatus => ({
  is_staff: role !== null,
  is_admin: role === 'admin',
  role,
  permissions,
});

describe('staff rules (spec §2 staff-only routes, §6)', () => {
  it('refuses anyone who is not staff, whatever is asked', () => {
    expect(meetsStaffRule(staff(null))).toBe(false);
    expect(meetsStaffRule(staff(null), {})).toBe(false);
    expect(meetsStaffRule(staff(null), { roles: [] })).toBe(false);
  });

  it('lets any staff role through when no role is named (moderation)', () => {
    for (const role of ['admin', 'moderator', 'post_production_editor'] as const) {
      expect(meetsStaffRule(staff(role))).toBe(true);
      expect(meetsStaffRule(staff(role), {})).toBe(true);
    }
  });

  it('keeps admin pages for admins', () => {
    expect(meetsStaffRule(staff('admin'), { admin: true })).toBe(true);
    expect(meetsStaffRule(staff('moderator', ['staff_management', 'content_moderation']), { admin: true })).toBe(false);
  });

  it('needs admin and content_moderation for lottery redemption', () => {
    const rule = LOTTERY_RULE;
    expect(meetsStaffRule(staff('admin', ['content_moderation']), rule)).toBe(true);
    expect(meetsStaffRule(staff('admin', ['staff_management']), rule)).toBe(false);
    expect(meetsStaffRule(staff('moderator', ['content_moderation']), rule)).toBe(false);
  });

  it('checks the role list', () => {
    expect(meetsStaffRule(staff('moderator'), { roles: ['admin', 'moderator'] })).toBe(true);
    expect(meetsStaffRule(staff('post_production_editor'), { roles: ['admin', 'moderator'] })).toBe(false);
  });

  it('needs every permission, one by one', () => {
    const rule = { roles: ['admin'] as const, permissions: ['content_moderation'] as const };
    expect(meetsStaffRule(staff('admin', ['content_moderation']), rule)).toBe(true);
    expect(meetsStaffRule(staff('admin', ['staff_management']), rule)).toBe(false);
    expect(meetsStaffRule(staff('moderator', ['content_moderation']), rule)).toBe(false);
  });
});
