import { hasUsername, isCreatorFlow, type MyProfile } from '@mb/contract/profiles';

interface CompletenessItem {
  key: string;
  label: string;
  done: boolean;
  /** Where to fix it (none when that page belongs to a feature not built yet). */
  href?: string;
}

/**
 * How complete a profile is, and what is missing (the dashboard's checklist). Every item is
 * something a member can do today; verification counts once the member has the chance to do it.
 */
export function profileCompleteness(p: MyProfile): { percent: number; items: CompletenessItem[]; missing: CompletenessItem[] } {
  const items: CompletenessItem[] = [
    {
      key: 'avatar',
      label: 'Add an avatar',
      done: Boolean(p.avatar_url) && p.avatar_moderation_status !== 'rejected',
      href: '/profile/edit',
    },
    { key: 'username', label: 'Choose a username', done: hasUsername(p.username), href: '/profile/edit' },
    { key: 'display_name', label: 'Add your stage name', done: Boolean(p.display_name?.trim()), href: '/profile/edit' },
    { key: 'bio', label: 'Write a bio', done: Boolean(p.bio?.trim()), href: '/profile/edit' },
    { key: 'location', label: 'Add your location', done: Boolean(p.location?.trim()), href: '/profile/edit' },
    { key: 'content_types', label: 'Pick your content types', done: p.content_types.length > 0, href: '/profile/edit' },
  ];
  if (!isCreatorFlow(p.profile_type)) {
    items.push({ key: 'business', label: 'Add your business details', done: p.has_business_profile });
  }
  items.push({ key: 'verification', label: 'Verify your identity', done: p.vaulth_verified });
  const done = items.filter((i) => i.done).length;
  return { percent: Math.round((done / items.length) * 100), items, missing: items.filter((i) => !i.done) };
}
