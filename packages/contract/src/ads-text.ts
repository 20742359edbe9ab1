import { enNumber } from './en-number';
// Ads' statuses, limits and messages without zod: the sponsored slot on a public portfolio shows
// them. ads.ts builds the schemas from these and re-exports them.

export const AD_STATUSES = ['draft', 'in_review', 'running', 'paused', 'ended'] as const;
export type AdStatus = (typeof AD_STATUSES)[number];
export const AD_STATUS_LABELS: Record<AdStatus, string> = {
  draft: 'Draft',
  in_review: 'In review',
  running: 'Running',
  paused: 'Paused',
  ended: 'Ended',
};

export const AD_BUDGET_KINDS = ['impressions', 'days'] as const;
export type AdBudgetKind = (typeof AD_BUDGET_KINDS)[number];

export const AD_PLACEMENTS = ['portfolio', 'feed'] as const;
export type AdPlacement = (typeof AD_PLACEMENTS)[number];

export const AD_LIMITS = {
  nameMax: 80,
  headlineMax: 60,
  bodyMax: 200,
  linkMax: 500,
  locationMax: 100,
  /** Impressions are bought in blocks of 1,000 (prices are per 1,000). */
  impressionsMin: 1_000,
  impressionsMax: 1_000_000,
  daysMin: 1,
  daysMax: 90,
  campaignsMax: 50,
  imageMaxBytes: 5 * 1024 * 1024,
  /** Counted impressions of one campaign per visitor per day (the frequency cap). */
  frequencyCapPerDay: 3,
  /** A second impression or click of the same campaign by the same visitor within this is a repeat. */
  repeatWindowMinutes: 30,
  statsDays: 30,
} as const;

export const AD_MESSAGES = {
  title: 'Ads',
  subtitle: 'Sponsored placements on public portfolios and in the activity feed.',
  sponsored: 'Sponsored',
  notAdvertiser: 'Ads are for business accounts and members whose registered business listing is on a paid business plan.',
  noSuchCampaign: 'This campaign does not exist.',
  onlyDraftEditable: 'Only a draft can be edited. Pause or end a running campaign instead.',
  notDraft: 'Only a draft can be submitted for review.',
  incomplete: 'Add an image, a headline, a link, a start date and a budget before submitting.',
  imageRequired: 'Add an image to your ad.',
  linkHttps: 'The link must be a secure https:// address.',
  endBeforeStart: 'The end date must be after the start date.',
  cannotPause: 'Only a running campaign can be paused.',
  cannotResume: 'Only a paused campaign can be resumed.',
  cannotEnd: 'This campaign has already ended.',
  alreadyPaid: 'The budget of this campaign is already paid.',
  cannotPayEnded: 'An ended campaign cannot be paid.',
  campaignsLimit: `You can keep up to ${AD_LIMITS.campaignsMax} campaigns.`,
  impressionsRange: `Buy between ${enNumber(AD_LIMITS.impressionsMin)} and ${enNumber(AD_LIMITS.impressionsMax)} impressions.`,
  impressionsBlock: 'Impressions are bought in blocks of 1,000.',
  daysRange: `Buy between ${AD_LIMITS.daysMin} and ${AD_LIMITS.daysMax} days.`,
  loadFailed: 'Could not load your campaigns.',
  statsFailed: 'Could not load the statistics.',
  empty: 'No campaigns yet',
  emptyHint: 'Create a campaign: an image, a headline and a link, shown to the audience you choose.',
  submitted: 'Submitted for review. We review ads within 48 hours.',
  approvedTitle: 'Your ad was approved',
  budgetSpentTitle: 'Your campaign has ended',
} as const;
