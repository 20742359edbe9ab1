import {
  businessPath,
  DIRECTORY_MESSAGES,
  DIRECTORY_PAGE_MAX,
  DIRECTORY_PAGE_SIZE,
  type DirectoryListing,
  type DirectorySearch,
  LISTING_STATS_DAYS_MAX,
  type ListingStats,
  type PublishedListing,
  publishedListingSchema,
  REPLY_CONTENT_MAX,
  REVIEW_CONTENT_MAX,
  REVIEW_PAGE_SIZE,
  type Review,
  type ReviewList,
} from '@mb/contract/directory';
import { PROFILE_UNAVAILABLE } from '@mb/contract/geoblock';
import { NOTICE_TEXT } from '@mb/contract/notice-text';
import type { Actor, AppContext } from '../../platform/context.ts';
import type { Executor } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { words } from '../../platform/i18n.ts';
import { emit } from '../../platform/modules.ts';
import { validateAndSanitizeInput } from '../../platform/sanitize.ts';
import { accountHidden, hiddenAccountIds } from '../auth/index.ts';
import { notify } from '../notifications/index.ts';
import * as profiles from '../profiles/index.ts';
import { presentCard, presentListing, presentReview, type ReviewerCard } from './presenter.ts';
import * as repo from './repository.ts';

// The public side of the business directory (issue 9). The business feature owns the owner's working
// copy and its moderation; when a moderator approves it, the decision's transaction calls
// publishListing with the approved snapshot, and unpublishListing takes a listing down. Nothing else
// writes business_listings, so the directory shows approved listings only.

/**
 * Makes the approved snapshot public (insert, or replace the previous approved version), inside the
 * caller's transaction. The search document and the rating summary are rebuilt with it.
 */
export async function publishListing(ctx: AppContext, tx: Executor, listing: PublishedListing): Promise<void> {
  // A programming error on the caller's side (a field of the wrong shape) must not reach the public copy.
  const clean = publishedListingSchema.parse(listing);
  const wasPublic = Boolean(await repo.findListing(tx, clean.id));
  await repo.upsertListing(tx, clean);
  if (!wasPublic) await emit(ctx, 'directory.listing_listed', { tx, businessId: clean.id });
}

declare module '../../platform/modules.ts' {
  interface FeatureEvents {
    /**
     * A business's listing first went public (not on later re-approvals of edits), inside the
     * approval's transaction: the feed's 'listing' activity.
     */
    'directory.listing_listed': { tx: Executor; businessId: string };
  }
}

/** Takes the public copy down (reviews and statistics stay, for a later approval). True when one was public. */
export async function unpublishListing(_ctx: AppContext, tx: Executor, businessId: string): Promise<boolean> {
  return repo.deleteListing(tx, businessId);
}

/** Page views and contact clicks per UTC day over the last `days` (1-365), for the owner's Business Hub. */
export async function listingStats(ctx: AppContext, businessId: string, days: number): Promise<ListingStats> {
  const n = Math.min(Math.max(1, Math.trunc(days) || 1), LISTING_STATS_DAYS_MAX);
  const [series, listing] = await Promise.all([repo.statsByDay(ctx.db, businessId, n), repo.findListing(ctx.db, businessId)]);
  const totals = { views: 0, contact_clicks: 0 };
  for (const d of series) {
    totals.views += d.views;
    totals.contact_clicks += d.contact_clicks;
  }
  return {
    business_id: businessId,
    analytics_enabled: listing ? listing.analytics_enabled : null,
    days: series.map((d) => ({ date: d.date, views: d.views, contact_clicks: d.contact_clicks })),
    totals,
  };
}

// ---------------------------------------------------------------------------------------------
// Search and the listing page (public)

export interface SearchInput {
  q?: string;
  category?: string;
  location?: string;
  verified?: 'true' | 'false';
  sort: 'relevance' | 'rating' | 'newest';
  page: number;
}

/** At most this many words of a query count (a longer one is a sentence, not a search). */
const QUERY_WORDS_MAX = 8;
/** Totals are exact up to this many matches, estimated past it. */
const EXACT_COUNT_MAX = 200;

/**
 * Approved listings only (the table holds nothing else): featured first, then the chosen order. Each
 * word of `q` matches as typed, as a prefix, or as a close spelling of a word of some business name
 * (typo tolerance through the trigram vocabulary), against the full-text document.
 */
export async function searchDirectory(ctx: AppContext, input: SearchInput): Promise<DirectorySearch> {
  const limit = DIRECTORY_PAGE_SIZE;
  const words = input.q ? repo.nameWords(input.q, QUERY_WORDS_MAX) : [];
  const tsquery = words.length ? repo.buildTsQuery(words, await repo.similarWords(ctx.database, words)) : undefined;
  const { rows, total, exact } = await repo.searchListings(ctx.database, {
    tsquery,
    category: input.category,
    location: input.location || undefined,
    verifiedOnly: input.verified === 'true',
    sort: input.sort,
    limit,
    offset: (input.page - 1) * limit,
    exactCountMax: EXACT_COUNT_MAX,
    // The directory reads as a visitor (no actor): a business hiding from this place is not listed.
    hiddenIds: [...(await profiles.unlistedOwners(ctx, null))],
  });
  return {
    listings: rows.map(presentCard),
    total,
    total_exact: exact,
    page: input.page,
    page_size: limit,
    page_count: Math.min(Math.ceil(total / limit), DIRECTORY_PAGE_MAX),
  };
}

export async function getListing(ctx: AppContext, id: string, actor: Actor | null = null): Promise<DirectoryListing> {
  const row = await repo.findListing(ctx.db, id);
  // A suspended owner's listing is shown to nobody (a listing's id is its owner's account).
  if (!row || (await accountHidden(ctx.db, row.id))) throw new AppError('not_found', DIRECTORY_MESSAGES.notFound);
  if (await profiles.geoHiddenFrom(ctx, row.id, actor?.userId ?? null)) throw new AppError('not_found', PROFILE_UNAVAILABLE);
  return presentListing(row);
}

/** For the server-rendered page meta and sitemap (the seo feature). */
export async function listingMeta(ctx: Pick<AppContext, 'db'>, id: string) {
  const row = await repo.findListing(ctx.db, id);
  if (!row || (await accountHidden(ctx.db, row.id))) return undefined;
  return {
    id: row.id,
    business_name: row.business_name,
    description: row.description,
    location: row.location,
    logo_url: row.logo_url,
    cover_photo_url: row.cover_photo_url,
    updated_at: row.updated_at,
  };
}

export const SITEMAP_LISTINGS_MAX = 40_000;
/**
 * The listings the sitemap names: never a suspended owner's, nor one hidden from the requester's place
 * (geo-blocking: a search engine's copy served by us follows the same rule as the listing itself).
 */
export async function listingsForSitemap(ctx: AppContext) {
  const rows = await repo.listingsForSitemap(ctx.db, SITEMAP_LISTINGS_MAX);
  const [suspended, geoHidden] = await Promise.all([
    hiddenAccountIds(
      ctx.db,
      rows.map((r) => r.id),
    ),
    profiles.geoHiddenOwners(ctx, null),
  ]);
  return rows.filter((r) => !suspended.has(r.id) && !geoHidden.has(r.id));
}

/**
 * A page view or contact click. Counted only while the owner has analytics_enabled, and never the
 * owner's own visits. The route throttles per address (listingEventsPerIp).
 */
export async function recordListingEvent(
  ctx: AppContext,
  actor: Actor | null,
  id: string,
  type: 'view' | 'contact_click',
): Promise<{ counted: boolean }> {
  const row = await repo.findListing(ctx.db, id);
  if (!row) throw new AppError('not_found', DIRECTORY_MESSAGES.notFound);
  if (!row.analytics_enabled || actor?.userId === id) return { counted: false };
  await repo.countEvent(ctx.db, id, type);
  return { counted: true };
}

// ---------------------------------------------------------------------------------------------
// Reviews (spec §3 Review)

const pageCount = (total: number, size: number) => Math.ceil(total / size);

async function reviewerCards(ctx: AppContext, ids: string[]): Promise<Map<string, ReviewerCard>> {
  return profiles.memberCards(ctx.db, [...new Set(ids)]);
}

async function presentOne(ctx: AppContext, row: repo.ReviewRow): Promise<Review> {
  return presentReview(row, await reviewerCards(ctx, [row.reviewer_id]));
}

export async function listReviews(ctx: AppContext, actor: Actor | null, businessId: string, page: number): Promise<ReviewList> {
  const listing = await repo.findListing(ctx.db, businessId);
  if (!listing) throw new AppError('not_found', DIRECTORY_MESSAGES.notFound);
  const rows = await repo.listReviews(ctx.db, businessId, REVIEW_PAGE_SIZE, (page - 1) * REVIEW_PAGE_SIZE);
  const mine = actor ? await repo.findMyReview(ctx.db, businessId, actor.userId) : undefined;
  const cards = await reviewerCards(ctx, [...rows.map((r) => r.reviewer_id), ...(mine ? [mine.reviewer_id] : [])]);
  return {
    reviews: rows.map((r) => presentReview(r, cards)),
    total: listing.review_count,
    page,
    page_size: REVIEW_PAGE_SIZE,
    page_count: pageCount(listing.review_count, REVIEW_PAGE_SIZE),
    rating_avg: Math.round(listing.rating_avg * 100) / 100,
    review_count: listing.review_count,
    mine: mine ? presentReview(mine, cards) : null,
  };
}

/** Plain text, cleaned (spec §7 validate_and_sanitize_input); empty after cleaning is no text. */
function cleanText(text: string, max: number, field: string, message: string): string {
  const clean = validateAndSanitizeInput(text, { maxLength: max });
  if (!clean) throw new AppError('validation_failed', message, { [field]: message });
  return clean;
}

const nameOf = (c: ReviewerCard | undefined) => (c?.display_name || (c?.username ? `@${c.username}` : null)) ?? 'A member';
const excerpt = (s: string, n = 140) => (s.length > n ? `${s.slice(0, n - 1)}…` : s);

export async function createReview(
  ctx: AppContext,
  reviewerId: string,
  businessId: string,
  input: { rating: number; content: string },
): Promise<{ review: Review }> {
  if (reviewerId === businessId) throw new AppError('forbidden', DIRECTORY_MESSAGES.reviewOwnBusiness);
  const content = cleanText(input.content, REVIEW_CONTENT_MAX, 'content', DIRECTORY_MESSAGES.reviewRequired);
  // Read before the transaction: on PGlite (one connection) a read outside it would wait for it.
  if (!(await repo.findListing(ctx.db, businessId))) throw new AppError('not_found', DIRECTORY_MESSAGES.notFound);
  if (await profiles.isBlocked(ctx, reviewerId, businessId)) throw new AppError('forbidden', DIRECTORY_MESSAGES.reviewBlocked);
  const cards = await reviewerCards(ctx, [reviewerId]);
  const row = await ctx.db.transaction(async (tx) => {
    const listing = await repo.lockListing(tx, businessId);
    if (!listing) throw new AppError('not_found', DIRECTORY_MESSAGES.notFound);
    const review = await repo.insertReview(tx, { business_id: businessId, reviewer_id: reviewerId, rating: input.rating, content });
    if (!review) throw new AppError('conflict', DIRECTORY_MESSAGES.reviewExists);
    await repo.refreshRating(tx, businessId);
    await notify(ctx, tx, businessId, {
      type: 'system_update',
      title: words(NOTICE_TEXT.directory.review, { business: listing.business_name }),
      content: words(NOTICE_TEXT.directory.reviewContent, {
        name: nameOf(cards.get(reviewerId)),
        rating: String(input.rating),
        excerpt: excerpt(content),
      }),
      action_url: businessPath(businessId),
    });
    return review;
  });
  return { review: presentReview(row, cards) };
}

export async function updateMyReview(
  ctx: AppContext,
  reviewerId: string,
  businessId: string,
  input: { rating?: number; content?: string },
): Promise<{ review: Review }> {
  const patch = {
    rating: input.rating,
    content:
      input.content === undefined ? undefined : cleanText(input.content, REVIEW_CONTENT_MAX, 'content', DIRECTORY_MESSAGES.reviewRequired),
  };
  const row = await ctx.db.transaction(async (tx) => {
    if (!(await repo.lockListing(tx, businessId))) throw new AppError('not_found', DIRECTORY_MESSAGES.notFound);
    const review = await repo.updateReview(tx, businessId, reviewerId, patch);
    if (!review) throw new AppError('not_found', DIRECTORY_MESSAGES.reviewNotFound);
    await repo.refreshRating(tx, businessId);
    return review;
  });
  return { review: await presentOne(ctx, row) };
}

export async function deleteMyReview(ctx: AppContext, reviewerId: string, businessId: string): Promise<{ ok: true }> {
  await ctx.db.transaction(async (tx) => {
    // The listing may be unpublished meanwhile: the member may still take their review down.
    await repo.lockListing(tx, businessId);
    if (!(await repo.deleteReview(tx, businessId, reviewerId))) throw new AppError('not_found', DIRECTORY_MESSAGES.reviewNotFound);
    await repo.refreshRating(tx, businessId);
  });
  return { ok: true };
}

/** The business owner's reply: once per review (a second is refused with a clear message). */
export async function replyToReview(
  ctx: AppContext,
  actorId: string,
  businessId: string,
  reviewId: string,
  text: string,
): Promise<{ review: Review }> {
  if (actorId !== businessId) throw new AppError('forbidden', DIRECTORY_MESSAGES.replyOwnerOnly);
  const content = cleanText(text, REPLY_CONTENT_MAX, 'content', DIRECTORY_MESSAGES.replyRequired);
  const existing = await repo.findReview(ctx.db, reviewId);
  if (!existing || existing.business_id !== businessId) throw new AppError('not_found', DIRECTORY_MESSAGES.reviewNotFound);
  if (existing.owner_reply !== null) throw new AppError('conflict', DIRECTORY_MESSAGES.replyOnce);
  const row = await ctx.db.transaction(async (tx) => {
    const review = await repo.setReply(tx, businessId, reviewId, content);
    // Someone replied between the read and the write (two tabs): still once.
    if (!review) throw new AppError('conflict', DIRECTORY_MESSAGES.replyOnce);
    const listing = await repo.findListing(tx, businessId);
    await notify(ctx, tx, review.reviewer_id, {
      type: 'system_update',
      title: words(NOTICE_TEXT.directory.replied, { business: listing?.business_name ?? 'The business' }),
      content: excerpt(content),
      action_url: businessPath(businessId),
    });
    return review;
  });
  return { review: await presentOne(ctx, row) };
}

// ---------------------------------------------------------------------------------------------
// Reports about a review (the moderation feature's report kind asks through these; the directory module gives them)

/** What the report queue needs about a reported review; undefined when there is none. */
export async function reviewForReport(ctx: AppContext, reviewId: string) {
  const review = await repo.findReview(ctx.db, reviewId);
  if (!review) return undefined;
  const listing = await repo.findListing(ctx.db, review.business_id);
  const cards = await reviewerCards(ctx, [review.reviewer_id]);
  return {
    review,
    reviewer: cards.get(review.reviewer_id),
    business_name: listing?.business_name ?? null,
  };
}

/**
 * A moderator found the reported review breaks the rules: it is removed, the rating follows, and the
 * reviewer is told why (the statement of reasons comes with the report's own decision notice).
 */
export async function removeReportedReview(ctx: AppContext, tx: Executor, reviewId: string, reason: string): Promise<void> {
  const row = await repo.findReview(tx, reviewId);
  if (!row) return;
  await repo.lockListing(tx, row.business_id);
  await repo.deleteReviewById(tx, reviewId);
  await repo.refreshRating(tx, row.business_id);
  const listing = await repo.findListing(tx, row.business_id);
  await notify(ctx, tx, row.reviewer_id, {
    type: 'system_update',
    title: NOTICE_TEXT.directory.removed,
    content: words(NOTICE_TEXT.directory.removedContent, { business: listing?.business_name ?? 'a business', reason }),
    action_url: businessPath(row.business_id),
  });
}

/** Benchmarks and the query-plan test: `count` approved listings (with their owners) in bulk. */
export async function seedListings(ctx: AppContext, input: { prefix: string; count: number }): Promise<void> {
  await repo.seedListings(ctx.database, input.prefix, input.count);
}
