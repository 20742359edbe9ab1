import { BUSINESS_REVIEW_HOURS, type BusinessProfile } from '@mb/contract/business';

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
      label: 'Not registered',
      variant: 'outline',
      title: 'No business registered yet',
      text: 'Register your business to be listed in the business directory.',
    };
  }
  const publicPath = b.published ? `/business/${b.id}` : null;
  if (b.is_draft) {
    return {
      ...base,
      kind: 'draft',
      label: 'Draft',
      variant: 'secondary',
      title: 'Registration not submitted',
      text: 'Your registration is saved as a draft. Finish it and press Register Business to send it for review.',
    };
  }
  if (b.moderation_status === 'rejected') {
    return {
      kind: 'rejected',
      label: 'Not approved',
      variant: 'warning',
      title: b.published ? 'Your latest changes were not approved' : 'Your listing was not approved',
      text: b.published
        ? 'Your last approved version stays public. Fix what the moderator noted and save: the listing goes back to review.'
        : 'Fix what the moderator noted in your listing and save: it goes back to review.',
      notes: b.verification_notes,
      publicPath,
    };
  }
  if (b.moderation_status === 'pending') {
    if (b.published) {
      return {
        ...base,
        kind: 'changes_pending',
        label: 'Changes in review',
        variant: 'info',
        title: 'Your changes are waiting for review',
        text: `Your approved listing stays public while our team reviews the changes (within ${BUSINESS_REVIEW_HOURS} hours).`,
        publicPath,
      };
    }
    return {
      ...base,
      kind: 'pending',
      label: 'Pending review',
      variant: 'warning',
      title: 'Your listing is waiting for review',
      text: `Listings are reviewed by our team before they are published, within ${BUSINESS_REVIEW_HOURS} hours of submission.`,
    };
  }
  return {
    ...base,
    kind: 'approved',
    label: 'Approved',
    variant: 'success',
    title: 'Your listing is approved and public',
    text: 'Anyone can find it in the business directory. Changes you make go back to review; the approved version stays public meanwhile.',
    publicPath,
  };
}
