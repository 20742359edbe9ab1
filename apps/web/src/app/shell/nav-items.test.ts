import type { StaffStatus } from '@mb/contract/staff';
import { describe, expect, it } from 'vitest';
import { canViewAppStore, sidebarItems } from './nav-items';
import { ownProfilePath, profileMenuEntries } from './profile-menu-items';

const none: StaffStatus = { is_staff: false, is_admin: false, role: null, permissions: [] };
const moderator: StaffStatus = { is_staff: true, is_admin: false, role: 'moderator', permissions: ['content_moderation'] };
const editor: StaffStatus = { is_staff: true, is_admin: false, role: 'post_production_editor', permissions: [] };
const admin: StaffStatus = { is_staff: true, is_admin: true, role: 'admin', permissions: ['staff_management', 'content_moderation'] };
const paths = (ctx: Parameters<typeof sidebarItems>[0]) => sidebarItems(ctx).map((i) => i.to);
const common = [
  '/network',
  '/my-network',
  '/events',
  '/activity-feed',
  '/messages',
  '/collabs',
  '/casting-proposals',
  '/business-directory',
];

describe('sidebar items (spec §2)', () => {
  it('gives a creator the dashboard and the common items, in order, and nothing staff-only', () => {
    expect(paths({ profileType: 'creator', staff: none })).toEqual(['/dashboard', ...common, '/ads']);
  });

  it('links the digital lottery while a draw is open, for every account type, and not otherwise (issue 31)', () => {
    for (const profileType of [null, 'creator', 'studio', 'business', 'enterprise'] as const) {
      expect(paths({ profileType, staff: none, lotteryOpen: true })).toContain('/digital-lottery');
      expect(paths({ profileType, staff: none, lotteryOpen: false })).not.toContain('/digital-lottery');
    }
    expect(paths({ profileType: 'creator', staff: none, lotteryOpen: true })).toEqual([
      '/dashboard',
      ...common,
      '/digital-lottery',
      '/ads',
    ]);
  });

  it('treats an unknown profile (loading or unreadable) like a creator', () => {
    expect(paths({ profileType: null, staff: none })).toEqual(paths({ profileType: 'creator', staff: none }));
  });

  it('swaps the dashboard for the enterprise dashboard for enterprise profiles', () => {
    const p = paths({ profileType: 'enterprise', staff: none });
    expect(p[0]).toBe('/enterprise-dashboard');
    expect(p).not.toContain('/dashboard');
  });

  it('shows Business Hub to business profiles only', () => {
    expect(paths({ profileType: 'business', staff: none })).toContain('/business-management');
    for (const t of ['creator', 'studio', 'enterprise'] as const)
      expect(paths({ profileType: t, staff: none })).not.toContain('/business-management');
  });

  it('shows Moderation to admins and moderators with content_moderation (spec §6), and the admin items to admins only', () => {
    const mod = paths({ profileType: 'creator', staff: moderator });
    expect(mod).toContain('/moderation');
    expect(mod).not.toContain('/admin');
    expect(mod).not.toContain('/accounts-management');
    expect(paths({ profileType: 'creator', staff: editor })).not.toContain('/moderation');
    expect(paths({ profileType: 'creator', staff: { ...moderator, permissions: [] } })).not.toContain('/moderation');
    const a = paths({ profileType: 'creator', staff: admin });
    expect(a.slice(-3)).toEqual(['/admin', '/accounts-management', '/moderation']);
  });

  it('shows Blog and Careers (issue 31) to staff holding the content permission, whatever their role, and no one else', () => {
    expect(paths({ profileType: 'creator', staff: { ...editor, permissions: ['content'] } })).toEqual(
      expect.arrayContaining(['/admin/blog', '/admin/careers']),
    );
    for (const staff of [none, moderator, editor, admin]) {
      expect(paths({ profileType: 'creator', staff })).not.toContain('/admin/blog');
      expect(paths({ profileType: 'creator', staff })).not.toContain('/admin/careers');
    }
  });

  it('labels the items as the spec names them', () => {
    const labels = sidebarItems({ profileType: 'business', staff: admin }).map((i) => i.label);
    expect(labels).toEqual([
      'Dashboard',
      'Discover Creators',
      'My Network',
      'Events',
      'Activity Feed',
      'DMs',
      'Collabs',
      'Casting',
      'Business Directory',
      'Business Hub',
      'Ads',
      'Admin Dashboard',
      'Accounts',
      'Moderation',
    ]);
  });

  it('shows the App Store to anyone with a profile and to admins, and no one else (spec §4)', () => {
    expect(canViewAppStore(true, false)).toBe(true);
    expect(canViewAppStore(true, true)).toBe(true);
    expect(canViewAppStore(false, true)).toBe(true);
    expect(canViewAppStore(false, false)).toBe(false);
  });
});

describe('profile menu (spec §2)', () => {
  const base = { userId: '8d7c5f8e-1111-4222-8333-944445555666', complianceCenterUrl: 'https://hub.example/dashboard' };

  it('links View My Profile to the username, or the id when the username is blank', () => {
    expect(ownProfilePath(base.userId, 'lola')).toBe('/model/lola');
    expect(ownProfilePath(base.userId, '  ')).toBe(`/model/${base.userId}`);
    expect(ownProfilePath(base.userId, null)).toBe(`/model/${base.userId}`);
    expect(ownProfilePath(base.userId, ' a b ')).toBe('/model/a%20b');
  });

  it('gives creators the standard items with the external compliance center', () => {
    const e = profileMenuEntries({ ...base, profileType: 'creator', username: 'lola' });
    expect(e.map((x) => x.label)).toEqual([
      'View My Profile',
      'Edit Profile',
      'My Portfolio',
      'My Location',
      'Compliance Center',
      'Pro subscription',
      'Settings',
    ]);
    expect(e[4]).toMatchObject({ label: 'Compliance Center', href: 'https://hub.example/dashboard', external: true });
    expect(e[5]).toMatchObject({ label: 'Pro subscription', to: '/settings?tab=pro-subscription' });
  });

  it('links the in-app compliance page while no hub is known (none configured, or not read yet)', () => {
    const e = profileMenuEntries({ ...base, complianceCenterUrl: null, profileType: 'creator', username: 'lola' });
    expect(e[4]).toMatchObject({ label: 'Compliance Center', to: '/compliance' });
    expect(e[4]).not.toHaveProperty('href');
  });

  it('adds Casting Forms Builder and News & Updates for studios', () => {
    const e = profileMenuEntries({ ...base, profileType: 'studio', username: 'acme' });
    expect(e.slice(-2)).toMatchObject([
      { label: 'Casting Forms Builder', to: '/casting-forms' },
      { label: 'News & Updates', to: '/studio-news' },
    ]);
  });

  it('gives enterprise accounts their own menu, with the in-app compliance center', () => {
    const e = profileMenuEntries({ ...base, profileType: 'enterprise', username: 'corp' });
    expect(e).toMatchObject([
      { label: 'Enterprise Dashboard', to: '/enterprise-dashboard' },
      { label: 'Enterprise Settings', to: '/enterprise-profile' },
      { label: 'Manage Sub-Users', to: '/enterprise-profile?tab=sub-users' },
      { label: 'Linked Studios', to: '/enterprise-profile?tab=studios' },
      { label: 'Developer Settings', to: '/enterprise/developer-settings' },
      { label: 'Compliance Center', to: '/compliance' },
    ]);
  });

  it('falls back to the creator menu when the profile is unknown', () => {
    const e = profileMenuEntries({ ...base, profileType: null, username: undefined });
    expect(e[0]).toMatchObject({ label: 'View My Profile', to: `/model/${base.userId}` });
    expect(e).toHaveLength(7);
  });

  it('offers Pro to every account type: enterprises in their header, everyone else as an entry (issue 31)', () => {
    for (const profileType of [null, 'creator', 'studio', 'business'] as const) {
      const e = profileMenuEntries({ ...base, profileType, username: 'x' });
      expect(
        e.filter((x) => x.label === 'Pro subscription'),
        profileType ?? 'unknown',
      ).toMatchObject([{ to: '/settings?tab=pro-subscription' }]);
    }
  });

  it('gives every entry an icon, for every kind of account', () => {
    for (const profileType of [null, 'creator', 'studio', 'business', 'enterprise'] as const) {
      for (const entry of profileMenuEntries({ ...base, profileType, username: 'x' })) {
        expect(entry.icon, `${profileType ?? 'unknown'}: ${entry.label}`).toBeTruthy();
      }
    }
  });
});
