import type { ProfileType } from '@mb/contract/auth';
import type { StaffStatus } from '@mb/contract/staff';
import { CONTENT_RULE, MODERATION_RULE, meetsStaffRule, RECORDS_RULE } from '@mb/contract/staff-rule';
import {
  Activity,
  Briefcase,
  Building2,
  CalendarDays,
  Clapperboard,
  Gauge,
  Gift,
  Handshake,
  LayoutDashboard,
  type LucideIcon,
  Megaphone,
  MessageSquare,
  ShieldCheck,
  Store,
  UserCog,
  UserRoundCheck,
  Users,
} from 'lucide-react';
import { t } from '../../lib/i18n';

// The sidebar and mobile menu items with their visibility rules (spec §2 "Sidebar navigation").

export interface NavItem {
  to: string;
  label: string;
  icon: LucideIcon;
}

interface NavContext {
  /** Null while the profile is loading or could not be read: treated as a creator. */
  profileType: ProfileType | null;
  staff: StaffStatus;
  /** A lottery draw is open now: the sidebar links the lottery while it is (issue 31). */
  lotteryOpen?: boolean;
}

export function sidebarItems({ profileType, staff, lotteryOpen = false }: NavContext): NavItem[] {
  const items: NavItem[] = [];
  if (profileType === 'enterprise')
    items.push({ to: '/enterprise-dashboard', label: t('nav.enterpriseDashboard', 'Enterprise Dashboard'), icon: Building2 });
  else items.push({ to: '/dashboard', label: t('nav.dashboard', 'Dashboard'), icon: LayoutDashboard });
  items.push(
    { to: '/network', label: t('nav.discover', 'Discover Creators'), icon: Users },
    { to: '/my-network', label: t('nav.myNetwork', 'My Network'), icon: UserRoundCheck },
    { to: '/events', label: t('nav.events', 'Events'), icon: CalendarDays },
    { to: '/activity-feed', label: t('nav.feed', 'Activity Feed'), icon: Activity },
    { to: '/messages', label: t('nav.messages', 'DMs'), icon: MessageSquare },
    { to: '/collabs', label: t('nav.collabs', 'Collabs'), icon: Handshake },
    { to: '/casting-proposals', label: t('nav.casting', 'Casting'), icon: Clapperboard },
    { to: '/business-directory', label: t('nav.directory', 'Business Directory'), icon: Store },
  );
  if (lotteryOpen) items.push({ to: '/digital-lottery', label: t('nav.lottery', 'Lottery'), icon: Gift });
  if (profileType === 'business') items.push({ to: '/business-management', label: t('nav.businessHub', 'Business Hub'), icon: Briefcase });
  items.push({ to: '/ads', label: t('nav.ads', 'Ads'), icon: Megaphone });
  if (staff.is_admin) {
    items.push({ to: '/admin', label: t('nav.admin', 'Admin Dashboard'), icon: Gauge });
    items.push({ to: '/accounts-management', label: t('nav.accounts', 'Accounts'), icon: UserCog });
  }
  // Spec §6: /moderation admits admins and moderators holding content_moderation; the link is shown to
  // exactly those, so no staff member is sent to a page that turns them away.
  if (canModerate(staff)) items.push({ to: '/moderation', label: t('nav.moderation', 'Moderation'), icon: ShieldCheck });
  // Issue 18: the 2257 records, for staff holding the records permission (an icon already on this page: the first page's budget).
  if (meetsStaffRule(staff, RECORDS_RULE)) items.push({ to: '/admin/records', label: t('nav.records', '2257 Records'), icon: Briefcase });
  // Issue 31: the blog's writing desk and the careers openings, for staff holding the content permission.
  if (meetsStaffRule(staff, CONTENT_RULE)) {
    items.push({ to: '/admin/blog', label: t('nav.blog', 'Blog'), icon: Megaphone });
    items.push({ to: '/admin/careers', label: t('nav.careers', 'Careers'), icon: Briefcase });
  }
  return items;
}

/** The header's Moderation button and the sidebar's Moderation item (spec §2, §6). */
export const canModerate = (staff: StaffStatus) => meetsStaffRule(staff, MODERATION_RULE);

/**
 * Spec §2 'App Store button ... shown only if the user may view the store': the §4 rule itself, from the
 * contract (the server's own), so the button and the store never disagree.
 */
export { canViewAppStore } from '@mb/contract/app-store-view';
