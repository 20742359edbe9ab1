import type { StaffStatus } from '@mb/contract/staff';
import { describe, expect, it } from 'vitest';
import { meetsRequirement } from './policy.ts';

const status = (role: StaffStatus['role'], permissions: StaffStatus['permissions'] = []): StaffStatus => ({
  is_staff: role !== null,
  is_admin: role === 'admin',
  role,
  permissions,
});

describe('meetsRequirement', () => {
  it('refuses anyone who is not staff, whatever is asked', () => {
    expect(meetsRequirement(status(null))).toBe(false);
    expect(meetsRequirement(status(null), { roles: [] })).toBe(false);
  });

  it('lets any staff role through when no role is named', () => {
    for (const role of ['admin', 'moderator', 'post_production_editor'] as const) expect(meetsRequirement(status(role))).toBe(true);
  });

  it('checks the role list', () => {
    expect(meetsRequirement(status('moderator'), { roles: ['admin', 'moderator'] })).toBe(true);
    expect(meetsRequirement(status('post_production_editor'), { roles: ['admin', 'moderator'] })).toBe(false);
  });

  it('needs every permission, one by one', () => {
    const req = { roles: ['admin'] as const, permissions: ['content_moderation'] as const };
    expect(meetsRequirement(status('admin', ['content_moderation']), req)).toBe(true);
    expect(meetsRequirement(status('admin', ['staff_management']), req)).toBe(false);
    expect(meetsRequirement(status('moderator', ['content_moderation']), req)).toBe(false);
  });
});
