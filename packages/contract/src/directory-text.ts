import { BUSINESS_CATEGORIES, type BusinessCategory, WEEKDAYS, type Weekday } from './business-text.ts';

// The public directory's words, limits, sorts and paths without zod: the directory and a listing show
// them on their first paint. directory.ts builds the schemas from these and re-exports them.

export { WEEKDAYS, type Weekday };

export const businessCategoryKeys = Object.keys(BUSINESS_CATEGORIES) as [BusinessCategory, ...BusinessCategory[]];

export const WEEKDAY_LABELS: Record<Weekday, string> = {
  monday: 'Monday',
  tuesday: 'Tuesday',
  wednesday: 'Wednesday',
  thursday: 'Thursday',
  friday: 'Friday',
  saturday: 'Saturday',
  sunday: 'Sunday',
};

export const REVIEW_CONTENT_MAX = 2000;
export const REPLY_CONTENT_MAX = 2000;
export const DIRECTORY_QUERY_MAX = 100;
export const DIRECTORY_LOCATION_MAX = 120;

export const DIRECTORY_MESSAGES = {
  notFound: 'This business is not in the directory.',
  noMatches: 'No listings match your search.',
  widenFilters: 'Try fewer or different words, another category, a wider location, or turn off Verified only.',
  empty: 'No businesses are listed yet.',
  loadFailed: 'The directory could not be loaded. Please try again.',
  listingLoadFailed: 'This listing could not be loaded. Please try again.',
  queryTooLong: `Search for at most ${DIRECTORY_QUERY_MAX} characters.`,
  locationTooLong: `A location has at most ${DIRECTORY_LOCATION_MAX} characters.`,
  pageInvalid: 'This page of results does not exist.',
  ratingRange: 'Choose a rating from 1 to 5 stars.',
  reviewRequired: 'Write a few words about your experience.',
  reviewTooLong: `Keep your review under ${REVIEW_CONTENT_MAX} characters.`,
  reviewOwnBusiness: 'You cannot review your own business.',
  reviewBlocked: 'You cannot review this business.',
  reviewExists: 'You have already reviewed this business. Edit your review instead.',
  reviewNotFound: 'This review does not exist.',
  reviewPosted: 'Review posted',
  reviewUpdated: 'Review updated',
  reviewDeleted: 'Review deleted',
  reviewsLoadFailed: 'Reviews could not be loaded. Please try again.',
  noReviews: 'No reviews yet.',
  replyRequired: 'Write your reply.',
  replyTooLong: `Keep your reply under ${REPLY_CONTENT_MAX} characters.`,
  replyOwnerOnly: 'Only the business owner can reply to its reviews.',
  replyOnce: 'You have already replied to this review. An owner may reply once.',
  replyPosted: 'Reply posted',
  reportOwnReview: 'You cannot report your own review.',
  statsLoadFailed: 'Statistics could not be loaded.',
} as const;

export const DIRECTORY_SORTS = ['relevance', 'rating', 'newest'] as const;
export type DirectorySort = (typeof DIRECTORY_SORTS)[number];
export const DIRECTORY_SORT_LABELS: Record<DirectorySort, string> = {
  relevance: 'Most relevant',
  rating: 'Highest rated',
  newest: 'Newest',
};
export const DIRECTORY_PAGE_SIZE = 20;
/** Deep pages cost an offset scan; 500 pages of 20 is 10,000 listings, past any reader. */
export const DIRECTORY_PAGE_MAX = 500;

export const businessPath = (id: string) => `/business/${id}`;
export const DIRECTORY_PATH = '/business-directory';
