import type { ApiKeyExpiry, ApiScopeArea } from '@mb/contract/developer';
import { t } from '../../lib/i18n';

// The contract's API_SCOPE_LABELS and API_KEY_EXPIRY_LABELS in the reader's language (the contract keeps
// the English, which the OpenAPI document uses).

export const scopeArea = (area: ApiScopeArea): { label: string; hint: string } =>
  ({
    profiles: { label: t('developer.area.profiles', 'Profiles'), hint: t('developer.area.profilesHint', 'The studios’ public profiles.') },
    portfolio: {
      label: t('developer.area.portfolio', 'Portfolio'),
      hint: t('developer.area.portfolioHint', 'Portfolio statistics: items, views, likes.'),
    },
    casting: {
      label: t('developer.area.casting', 'Casting'),
      hint: t('developer.area.castingHint', 'Casting calls and their applications; write changes an application’s status.'),
    },
    events: { label: t('developer.area.events', 'Events'), hint: t('developer.area.eventsHint', 'MB Events the studios organize.') },
  })[area];

export const expiryLabel = (e: ApiKeyExpiry): string =>
  ({
    '30': t('developer.expiry.30', '30 days'),
    '90': t('developer.expiry.90', '90 days'),
    '365': t('developer.expiry.365', '1 year'),
    never: t('developer.expiry.never', 'Never'),
  })[e];
