import { BUSINESS_REVIEW_HOURS, type BusinessProfile } from '@mb/contract/business';
import { t } from '../../lib/i18n';

// Where a member's listing stands, in the words the Business Hub, the dashboard and the listing
// editor all use (spec §4 'Business moderation_status'; edits to an approved listing go back to review
// while the approved version stays public).

export type ListingStateKind = 'none' | 'draft' | 'pending' | 'approved' | 'changes_pending' | 'rejected';

export interface ListingState {
  kind: ListingStateKind;
  label: string;
  variant: 'outline' | 'warning' | 'success' | 'info' | 'secondary';
  title: string;
  text: string;
  /** The moderator's notes, when the last decision was a rejection. */
  notes: string | null;
  /** An approved version is public at /business/{id}. */
  publicPath: string | null;
}

export function listingState(b: BusinessProfile | null): ListingState {
  const base = { notes: null, publicPath: null };
  if (!b) {
    return {
      ...base,
      kind: 'none',
      label: t('business.state.none', 'Not registered'),
      variant: 'outline',
      title: t('business.state.noneTitle', 'No business registered yet'),
      text: t('business.state.noneText', 'Register your business to be listed in the business directory.'),
    };
  }
  const publicPath = b.published ? `/business/${b.id}` : null;
  if (b.is_draft) {
    return {
      ...base,
      kind: 'draft',
      label: t('business.state.draft', 'Draft'),
      variant: 'secondary',
      title: t('business.state.draftTitle', 'Registration not submitted'),
      text: t(
        'business.state.draftText',
        'Your registration is saved as a draft. Finish it and press Register Business to send it for review.',
      ),
    };
  }
  if (b.moderation_status === 'rejected') {
    return {
      kind: 'rejected',
      label: t('business.state.rejected', 'Not approved'),
      variant: 'warning',
      title: b.published
        ? t('business.state.changesRejectedTitle', 'Your latest changes were not approved')
        : t('business.state.rejectedTitle', 'Your listing was not approved'),
      text: b.published
        ? t(
            'business.state.changesRejectedText',
            'Your last approved version stays public. Fix what the moderator noted and save: the listing goes back to review.',
          )
        : t('business.state.rejectedText', 'Fix what the moderator noted in your listing and save: it goes back to review.'),
      notes: b.verification_notes,
      publicPath,
    };
  }
  if (b.moderation_status === 'pending') {
    if (b.published) {
      return {
        ...base,
        kind: 'changes_pending',
        label: t('business.state.changesPending', 'Changes in review'),
        variant: 'info',
        title: t('business.state.changesPendingTitle', 'Your changes are waiting for review'),
        text: t(
          'business.state.changesPendingText',
          'Your approved listing stays public while our team reviews the changes (within {hours} hours).',
          { hours: BUSINESS_REVIEW_HOURS },
        ),
        publicPath,
      };
    }
    return {
      ...base,
      kind: 'pending',
      label: t('business.state.pending', 'Pending review'),
      variant: 'warning',
      title: t('business.state.pendingTitle', 'Your listing is waiting for review'),
      text: t(
        'business.state.pendingText',
        'Listings are reviewed by our team before they are published, within {hours} hours of submission.',
        { hours: BUSINESS_REVIEW_HOURS },
      ),
    };
  }
  return {
    ...base,
    kind: 'approved',
    label: t('business.state.approved', 'Approved'),
    variant: 'success',
    title: t('business.state.approvedTitle', 'Your listing is approved and public'),
    text: t(
      'business.state.approvedText',
      'Anyone can find it in the business directory. Changes you make go back to review; the approved version stays public meanwhile.',
    ),
    publicPath,
  };
}
