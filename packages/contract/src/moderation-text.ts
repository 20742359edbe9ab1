// Moderation's reasons, report categories and messages without zod: the report dialog on a profile or
// a listing shows them. moderation.ts builds the schemas from these and re-exports them.

export const MODERATION_REASON_MIN = 3;
export const MODERATION_REASON_MAX = 1000;

/**
 * The ground of a rejection, for the member's statement of reasons (EU DSA art. 17): what rule the
 * item broke. `ground` says whether it is our terms or the law.
 */
export const REJECTION_CATEGORIES = {
  explicit_content: { label: 'Explicit content where it is not allowed', ground: 'terms' },
  not_the_member: { label: 'Does not show the member, or impersonates someone', ground: 'terms' },
  personal_data: { label: 'Shows personal data (legal name, address, contact details)', ground: 'terms' },
  underage_concern: { label: 'Possible minor', ground: 'law' },
  non_consensual: { label: 'Possibly shared without consent', ground: 'law' },
  third_party_rights: { label: "Someone else's copyright or trademark", ground: 'law' },
  spam: { label: 'Spam or advertising', ground: 'terms' },
  quality: { label: 'Unclear or low quality', ground: 'terms' },
  other: { label: 'Other', ground: 'terms' },
} as const;
export type RejectionCategory = keyof typeof REJECTION_CATEGORIES;
export const REJECTION_CATEGORY_KEYS = Object.keys(REJECTION_CATEGORIES) as [RejectionCategory, ...RejectionCategory[]];

/** Why a member reports a profile (ours; the spec has no reports). */
export const REPORT_CATEGORIES = {
  spam: 'Spam or scam',
  impersonation: 'Impersonation',
  underage_concern: 'Underage concern',
  non_consensual: 'Non-consensual content',
  harassment: 'Harassment',
  other: 'Other',
} as const;
export type ReportCategory = keyof typeof REPORT_CATEGORIES;
export const REPORT_CATEGORY_KEYS = Object.keys(REPORT_CATEGORIES) as [ReportCategory, ...ReportCategory[]];
export const REPORT_DETAILS_MAX = 2000;

export const MODERATION_MESSAGES = {
  notFound: 'This moderation item does not exist.',
  claimedByOther: 'Another reviewer is working on this item.',
  alreadyDecided: 'This item has already been decided.',
  alreadyEscalated: 'This item is already with the admins.',
  superseded: 'This item was replaced by a newer upload.',
  escalatedAdminsOnly: 'Only an admin can decide an escalated item.',
  reasonRequired: `Give a reason of ${MODERATION_REASON_MIN} to ${MODERATION_REASON_MAX} characters.`,
  reasonCategoryRequired: 'Choose a reason.',
  unknownType: 'There is no such moderation queue.',
  badCursor: 'This page link is no longer valid.',
  subjectChanged: 'The item changed since it was queued; it will come back as a new item.',
  reportDetailsTooLong: `Keep the report under ${REPORT_DETAILS_MAX} characters.`,
  reportCategoryRequired: 'Choose what is wrong.',
  reportSubjectMissing: 'There is nothing to report here.',
  reportOwnProfile: 'You cannot report yourself.',
  reportAlreadyOpen: 'You already reported this. We will tell you when it has been reviewed.',
  reportTooMany: 'You have sent many reports recently. Please try again later.',
  reportSent: 'Report sent. Our moderators will review it.',
} as const;
