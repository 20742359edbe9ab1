import type { ProfileType } from '@mb/contract/auth';
import {
  Building2,
  ClipboardList,
  Code,
  Crown,
  Images,
  LayoutDashboard,
  type LucideIcon,
  MapPin,
  Newspaper,
  Settings,
  ShieldCheck,
  UserPen,
  UserRound,
  Users,
  Video,
} from 'lucide-react';
import { t } from '../../lib/i18n';

// The profile dropdown's entries (spec §2 "Profile dropdown"), as data so the rules are testable.
// Every entry has an icon, like Sign out and the theme choices below them.

type ProfileMenuEntry = { label: string; icon: LucideIcon } & ({ to: string; external?: false } | { href: string; external: true });

interface ProfileMenuInput {
  userId: string;
  profileType: ProfileType | null;
  username: string | null | undefined;
  /** The hub in use (server settings); null: none, or not read yet, and the in-app page is linked instead. */
  complianceCenterUrl: string | null;
}

/** Where a member sees, takes and manages Pro (settings' Pro subscription tab). */
export const PRO_SUBSCRIPTION_PATH = '/settings?tab=pro-subscription';

/** /model/{username}, or /model/{id} when the username is empty or whitespace (spec §5). */
export function ownProfilePath(userId: string, username: string | null | undefined): string {
  const name = username?.trim();
  return `/model/${encodeURIComponent(name ? name : userId)}`;
}

export function profileMenuEntries({ userId, profileType, username, complianceCenterUrl }: ProfileMenuInput): ProfileMenuEntry[] {
  if (profileType === 'enterprise') {
    return [
      { label: t('nav.enterpriseDashboard', 'Enterprise Dashboard'), icon: LayoutDashboard, to: '/enterprise-dashboard' },
      { label: t('menu.enterpriseSettings', 'Enterprise Settings'), icon: Building2, to: '/enterprise-profile' },
      { label: t('menu.subUsers', 'Manage Sub-Users'), icon: Users, to: '/enterprise-profile?tab=sub-users' },
      { label: t('menu.linkedStudios', 'Linked Studios'), icon: Video, to: '/enterprise-profile?tab=studios' },
      { label: t('menu.developer', 'Developer Settings'), icon: Code, to: '/enterprise/developer-settings' },
      { label: t('menu.compliance', 'Compliance Center'), icon: ShieldCheck, to: '/compliance' },
    ];
  }
  const entries: ProfileMenuEntry[] = [
    { label: t('menu.viewProfile', 'View My Profile'), icon: UserRound, to: ownProfilePath(userId, username) },
    { label: t('menu.editProfile', 'Edit Profile'), icon: UserPen, to: '/profile/edit' },
    { label: t('menu.portfolio', 'My Portfolio'), icon: Images, to: '/portfolio' },
    { label: t('menu.location', 'My Location'), icon: MapPin, to: '/location' },
    complianceCenterUrl
      ? { label: t('menu.compliance', 'Compliance Center'), icon: ShieldCheck, href: complianceCenterUrl, external: true }
      : { label: t('menu.compliance', 'Compliance Center'), icon: ShieldCheck, to: '/compliance' },
    // Issue 31: Pro is in every account's menu, as the enterprise menu's header shows it.
    { label: t('menu.pro', 'Pro subscription'), icon: Crown, to: PRO_SUBSCRIPTION_PATH },
    { label: t('menu.settings', 'Settings'), icon: Settings, to: '/settings' },
  ];
  if (profileType === 'studio') {
    entries.push(
      { label: t('menu.castingForms', 'Casting Forms Builder'), icon: ClipboardList, to: '/casting-forms' },
      { label: t('menu.news', 'News & Updates'), icon: Newspaper, to: '/studio-news' },
    );
  }
  return entries;
}
