import { LIMITS } from './limits.ts';

// Portfolios' limits, file types and messages without zod: a profile's portfolio and its 18+ gate show
// them. portfolio.ts builds the schemas from these and re-exports them.

export const PORTFOLIO_LIMITS = {
  /** Spec §9: a member without Pro keeps at most 12 images, no videos, no albums. */
  freeImageLimit: LIMITS.freeImageLimit,
  /** Spec §9 / §5: one file at most 10 MB. */
  uploadMaxBytes: LIMITS.uploadMaxBytes,
  /** Pro members: chosen here (the spec is silent). */
  proItemLimit: 500,
  proAlbumLimit: 50,
  titleMax: 120,
  captionMax: 2_000,
  albumTitleMax: 80,
  albumDescriptionMax: 500,
  /** A delete can be undone for 10 s (the issue), then the files go. */
  undoSeconds: 10,
  /** Members tagged on one item. */
  tagsPerItem: 10,
  /** Active share links per member. */
  sharesMax: 20,
  bioLinksMax: 20,
  bioLinkLabelMax: 60,
  bioLinkUrlMax: 500,
  bioLinkTitleMax: 80,
  /** The moderation delay stated to members (spec §6, §9: up to 48 hours). */
  moderationHours: 48,
} as const;

/** Image and video types a portfolio item may be (spec §5's allowed list, minus PDF). */
export const PORTFOLIO_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
export const PORTFOLIO_VIDEO_TYPES = ['video/mp4', 'video/webm'] as const;
/** A signed release may be a PDF or an image (private; only staff see it). */
export const RELEASE_TYPES = ['application/pdf', 'image/jpeg', 'image/png', 'image/webp'] as const;

export const PORTFOLIO_MESSAGES = {
  imageLimitReached: `Free members can keep up to ${LIMITS.freeImageLimit} images. Upgrade to Pro for more.`,
  videosNeedPro: 'Videos are a Pro feature. Upgrade to Pro to upload videos.',
  albumsNeedPro: 'Albums are a Pro feature. Upgrade to Pro to create albums.',
  proItemLimitReached: `You have reached the limit of ${PORTFOLIO_LIMITS.proItemLimit} portfolio items.`,
  albumLimitReached: `You can have up to ${PORTFOLIO_LIMITS.proAlbumLimit} albums.`,
  nsfwNeedsVerification: 'Verify your identity to upload NSFW content.',
  typeNotAllowed: 'This file type is not allowed. Use JPEG, PNG, WebP, GIF, MP4 or WebM.',
  releaseTypeNotAllowed: 'A release must be a PDF, JPEG, PNG or WebP file.',
  pendingModeration: `Pending moderation: visible only to you until a moderator approves it (up to ${PORTFOLIO_LIMITS.moderationHours} hours).`,
  published: 'Published to your portfolio.',
  uploadFailed: 'Upload failed. Please try again.',
  itemNotFound: 'This portfolio item does not exist or is not visible to you.',
  albumNotFound: 'No such album.',
  deleted: 'Item deleted.',
  undoExpired: 'This item can no longer be restored.',
  inGrace: 'Your Pro grace period is active: uploads and edits are paused until you renew.',
  reorderMismatch: 'The order sent does not match your items. Refresh and try again.',
  tagNoMember: 'No member has that username.',
  tagSelf: 'You cannot tag yourself.',
  tagTooMany: `An item can tag at most ${PORTFOLIO_LIMITS.tagsPerItem} members.`,
  tagExists: 'This member is already tagged on this item.',
  tagBlocked: 'You cannot tag this member.',
  tagNotFound: 'No such tag.',
  consentPending: 'Waiting for tagged members to confirm: the item stays private until they do.',
  consentDeclined: 'A tagged member declined: the item stays private.',
  likeOwn: 'You cannot like your own item.',
  adultGateTitle: 'Adult content',
  adultGateText: 'This content is for adults only. Confirm that you are 18 or older to view it.',
  adultGateConfirm: 'I am 18 or older',
  shareNotFound: 'This share link is not valid. It may have expired or been revoked.',
  shareLimitReached: `You can have up to ${PORTFOLIO_LIMITS.sharesMax} active share links.`,
  bioLinkNotFound: 'No bio link page at this address.',
  bioLinkSlugTaken: 'This address is already taken. Please choose another.',
  bioLinkSlugReserved: 'This address is reserved. Please choose another.',
  bioLinkTooMany: `A bio link page holds at most ${PORTFOLIO_LIMITS.bioLinksMax} links.`,
  invalidUrl: 'Please enter a valid URL',
  invalidColor: 'Use a colour like #e11d48.',
} as const;
