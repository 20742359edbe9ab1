// The portfolio's public face: what other features and this feature's routes call, gathered from the
// use-case files beside it: hooks.ts (its names, its events and what it asks others), visibility.ts,
// allowance.ts, presenting.ts, reads.ts, uploads.ts, edits.ts, downgrade.ts, jobs.ts, albums.ts,
// likes.ts (likes and views), moderation.ts and watermark.ts.

export { createAlbum, deleteAlbum, reorderAlbums, updateAlbum } from './albums.ts';
export { assertEditable, atRiskOf } from './allowance.ts';
export { type DowngradeResult, downgradeToFree, removeDowngradedFiles } from './downgrade.ts';
export { deleteItem, purgeItem, reorderItems, restoreItem, updateItem } from './edits.ts';
export {
  type AudienceCheck,
  PORTFOLIO_MODERATION_TYPE,
  type PortfolioItemRow,
  PRUNE_VIEWS_JOB,
  PURGE_JOB,
  REMOVE_FILES_JOB,
  WATERMARK_JOB,
} from './hooks.ts';
export { definePortfolioJobs } from './jobs.ts';
export { likeItem, unlikeItem, viewItem } from './likes.ts';
/** The one re-encoding of member images (WebP, no metadata, a blurred preview): feed posts use it too. */
export { renderImage } from './media.ts';
export { portfolioModerationType, portfolioStatsOf, portfolioViewsOf, thumbnailsFor, viewTotalsOf } from './moderation.ts';
export type { ItemTags } from './presenter.ts';
export {
  itemOriginalFor,
  itemThumbBytes,
  itemThumbFor,
  ownedItem,
  presentOwnItem,
  presentOwnItems,
  presentPublicItems,
  publicAlbumsFor,
  publicPortfolioFor,
  removalTargets,
  setConsentState,
  setRemovalHold,
} from './presenting.ts';
export { memberPortfolio, myPortfolio, portfolioItem, type ReadQuery } from './reads.ts';
export { uploadItem } from './uploads.ts';
export { audienceFor, portfolioFileGuard, type Reader } from './visibility.ts';
export { burnWatermark, myWatermark, renderWatermarks, setWatermark } from './watermark.ts';
