import type { ProfileType } from '@mb/contract/auth';
import type { ContentFilter } from '@mb/contract/profiles';
import { t } from '../../lib/i18n';

// The contract's PROFILE_TYPE_LABELS and CONTENT_FILTER_LABELS are the English; these are the names in
// the reader's language. Its own file: the header's content filter imports it without the rest of profiles.

/** An account type's name. */
export function profileTypeLabel(type: ProfileType): string {
  const labels: Record<ProfileType, string> = {
    creator: t('profiles.type.creator', 'Creator / model'),
    studio: t('profiles.type.studio', 'Studio'),
    business: t('profiles.type.business', 'Business'),
    enterprise: t('profiles.type.enterprise', 'Enterprise'),
  };
  return labels[type];
}

/** A content filter's name (the header's menu, the default filter in the profile's details). */
export function contentFilterLabel(filter: ContentFilter): string {
  const labels: Record<ContentFilter, string> = {
    all: t('profiles.filter.all', 'All Content'),
    gay: t('profiles.filter.gay', 'Gay'),
    straight: t('profiles.filter.straight', 'Straight'),
    bi: t('profiles.filter.bi', 'Bi'),
  };
  return labels[filter];
}
