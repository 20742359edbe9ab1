import type { BusinessProfile } from '@mb/contract/business';
import { hasUsername, isCreatorFlow, type MyProfile } from '@mb/contract/profiles';
import { t } from '../../lib/i18n';

export interface CompletenessItem {
  key: string;
  label: string;
  done: boolean;
  /** Where to fix it (none when that page belongs to a feature not built yet). */
  href?: string;
}

export interface Completeness {
  percent: number;
  items: CompletenessItem[];
  missing: CompletenessItem[];
}

const summarise = (items: CompletenessItem[]): Completeness => {
  const done = items.filter((i) => i.done).length;
  return { percent: Math.round((done / items.length) * 100), items, missing: items.filter((i) => !i.done) };
};

/**
 * How complete a creator's profile is, and what is missing (the dashboard's checklist). Every item is
 * something a member can do today; verification counts once the member has the chance to do it.
 */
export function profileCompleteness(p: MyProfile): Completeness {
  return summarise([
    {
      key: 'avatar',
      label: t('checklist.avatar', 'Add an avatar'),
      done: Boolean(p.avatar_url) && p.avatar_moderation_status !== 'rejected',
      href: '/profile/edit',
    },
    { key: 'username', label: t('checklist.username', 'Choose a username'), done: hasUsername(p.username), href: '/profile/edit' },
    {
      key: 'display_name',
      label: t('checklist.stageName', 'Add your stage name'),
      done: Boolean(p.display_name?.trim()),
      href: '/profile/edit',
    },
    { key: 'bio', label: t('checklist.bio', 'Write a bio'), done: Boolean(p.bio?.trim()), href: '/profile/edit' },
    { key: 'location', label: t('checklist.location', 'Add your location'), done: Boolean(p.location?.trim()), href: '/profile/edit' },
    {
      key: 'content_types',
      label: t('checklist.contentTypes', 'Pick your content types'),
      done: p.content_types.length > 0,
      href: '/profile/edit',
    },
    { key: 'verification', label: t('checklist.identity', 'Verify your identity'), done: p.vaulth_verified, href: '/compliance' },
  ]);
}

/**
 * A business, studio or enterprise member's checklist: their listing and how much of it is filled in,
 * their domain and identity (never a creator's stage name or content types).
 */
export function businessCompleteness(p: MyProfile, b: BusinessProfile | null): Completeness {
  const registered = Boolean(b && !b.is_draft);
  // Before registration the listing's fields are filled in on the registration form.
  const edit = registered ? '/business-profile' : '/business/register';
  const listing = '/business-profile';
  return summarise([
    { key: 'username', label: t('checklist.username', 'Choose a username'), done: hasUsername(p.username), href: '/profile/edit' },
    { key: 'registered', label: t('checklist.register', 'Register your business'), done: registered, href: '/business/register' },
    { key: 'logo', label: t('checklist.logo', 'Upload your logo'), done: Boolean(b?.logo_url), href: edit },
    { key: 'description', label: t('checklist.describe', 'Describe your business'), done: Boolean(b?.description.trim()), href: edit },
    { key: 'location', label: t('checklist.location', 'Add your location'), done: Boolean(b?.location.trim()), href: edit },
    {
      key: 'contact',
      label: t('checklist.contact', 'Add a phone number or contact e-mail'),
      done: Boolean(b && (b.phone.trim() || b.contact_email.trim())),
      href: registered ? listing : undefined,
    },
    {
      key: 'offer',
      label: t('checklist.services', 'List your services or products'),
      done: Boolean(b && b.services.length + b.products.length > 0),
      href: registered ? listing : undefined,
    },
    {
      key: 'hours',
      label: t('checklist.hours', 'Set your business hours'),
      done: Boolean(b && Object.keys(b.business_hours).length > 0),
      href: registered ? listing : undefined,
    },
    {
      key: 'domain',
      label: t('checklist.domain', 'Verify your domain'),
      done: Boolean(p.domain_name && p.domain_verified),
      href: '/compliance',
    },
    { key: 'verification', label: t('checklist.identity', 'Verify your identity'), done: p.vaulth_verified, href: '/compliance' },
  ]);
}

/** The checklist for the member's account type. */
export const memberCompleteness = (p: MyProfile, b: BusinessProfile | null): Completeness =>
  isCreatorFlow(p.profile_type) ? profileCompleteness(p) : businessCompleteness(p, b);
