import type { ProfileType } from '@mb/contract/auth';

// The profile dropdown's entries (spec §2 "Profile dropdown"), as data so the rules are testable.

export type ProfileMenuEntry = { label: string; to: string; external?: false } | { label: string; href: string; external: true };

export interface ProfileMenuInput {
  userId: string;
  profileType: ProfileType | null;
  username: string | null | undefined;
  complianceCenterUrl: string;
}

/** /model/{username}, or /model/{id} when the username is empty or whitespace (spec §5). */
export function ownProfilePath(userId: string, username: string | null | undefined): string {
  const name = username?.trim();
  return `/model/${encodeURIComponent(name ? name : userId)}`;
}

export function profileMenuEntries({ userId, profileType, username, complianceCenterUrl }: ProfileMenuInput): ProfileMenuEntry[] {
  if (profileType === 'enterprise') {
    return [
      { label: 'Enterprise Dashboard', to: '/enterprise-dashboard' },
      { label: 'Enterprise Settings', to: '/enterprise-profile' },
      { label: 'Manage Sub-Users', to: '/enterprise-profile?tab=sub-users' },
      { label: 'Linked Studios', to: '/enterprise-profile?tab=studios' },
      { label: 'Developer Settings', to: '/enterprise/developer-settings' },
      { label: 'Compliance Center', to: '/compliance' },
    ];
  }
  const entries: ProfileMenuEntry[] = [
    { label: 'View My Profile', to: ownProfilePath(userId, username) },
    { label: 'Edit Profile', to: '/profile/edit' },
    { label: 'My Portfolio', to: '/portfolio' },
    { label: 'My Location', to: '/location' },
    { label: 'Compliance Center', href: complianceCenterUrl, external: true },
    { label: 'Settings', to: '/settings' },
  ];
  if (profileType === 'studio') {
    entries.push({ label: 'Casting Forms Builder', to: '/casting-forms' }, { label: 'News & Updates', to: '/studio-news' });
  }
  return entries;
}
