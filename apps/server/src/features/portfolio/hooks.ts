import { RECORDS_MESSAGES } from '@mb/contract/records';
import type { AppContext } from '../../platform/context.ts';
import type { Executor } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors.ts';
import type { ItemTags } from './presenter.ts';
import type * as repo from './repository.ts';

// The portfolio's names (its moderation kind, its jobs, its item row), and what other features plug in.

export const PORTFOLIO_MODERATION_TYPE = 'portfolio_item';
export const PURGE_JOB = 'portfolio.purge';
export const PRUNE_VIEWS_JOB = 'portfolio.prune_views';
export const REMOVE_FILES_JOB = 'portfolio.remove_files';

export type PortfolioItemRow = repo.ItemRow;

// ---------------------------------------------------------------------------------------------------
// What other features plug in (app.ts wires them at start; a second app in one process replaces them)

/** Reads tags and releases of items (the credits feature registers it); by default no item has any. */
export type TagReader = (ctx: AppContext, itemIds: readonly string[]) => Promise<Map<string, ItemTags>>;
let tagReader: TagReader = async () => new Map();
export function registerTagReader(fn: TagReader): void {
  tagReader = fn;
}

/**
 * Whether an audience still holds for an item: 'share' (portfolio-shares: the share `id` is live and
 * belongs to the item's owner) and optionally 'tag' (credits: `id` is a member still tagged). Without
 * a 'share' check no share URL works (deny by default); without a 'tag' check the file row decides.
 */
export type AudienceCheck = (ctx: AppContext, id: string, item: { id: string; owner_id: string }) => Promise<boolean>;
export const audienceChecks = new Map<'share' | 'tag', AudienceCheck>();
/** Sets (or with null removes) the check for an audience; answers the one it replaced, so a test can put it back. */
export function registerAudienceCheck(kind: 'share' | 'tag', fn: AudienceCheck | null): AudienceCheck | null {
  const previous = audienceChecks.get(kind) ?? null;
  if (fn) audienceChecks.set(kind, fn);
  else audienceChecks.delete(kind);
  return previous;
}

/** A staff-only link to an item's signed model release (the credits feature registers it); none by default. */
export type ReleaseLink = (ctx: AppContext, itemId: string) => Promise<{ url: string } | null>;
export let releaseLink: ReleaseLink = async () => null;
export function registerReleaseLink(fn: ReleaseLink): void {
  releaseLink = fn;
}

/**
 * Told inside the writing transaction when an item becomes public (an immediate publish or a
 * moderator's approval) or an album is created: the feed records the activity (app.ts wires it).
 * Nothing by default; a second registration replaces the first.
 */
export type PublishedListener = (
  ctx: AppContext,
  tx: Executor,
  e: { kind: 'portfolio_item' | 'album'; ownerId: string; subjectId: string; at: Date },
) => Promise<void>;
export let publishedListener: PublishedListener = async () => {};
export function registerPublishedListener(fn: PublishedListener): void {
  publishedListener = fn;
}

/**
 * Told of every new item in its upload transaction (issue 18: the 2257 records open one for work that
 * depicts people); app.ts registers the records feature's. Throwing rolls the upload back.
 */
export type CreatedListener = (
  ctx: AppContext,
  tx: Executor,
  e: {
    itemId: string;
    ownerId: string;
    title: string | null;
    kind: 'image' | 'video';
    depictsPeople: boolean;
    productionDate: string | null;
  },
) => Promise<void>;
export let createdListener: CreatedListener = async () => {};
export function registerCreatedListener(fn: CreatedListener): void {
  createdListener = fn;
}

/** Issue 18: work that shows people needs its production date (a real day, not in the future) for its 2257 record. */
export function productionDateOf(q: { depicts_people?: 'true' | 'false'; production_date?: string }): string | null {
  if (q.depicts_people !== 'true') return null;
  const day = q.production_date;
  const invalid = (m: string) => new AppError('validation_failed', m, { production_date: m });
  if (!day) throw invalid(RECORDS_MESSAGES.productionDateNeeded);
  const d = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== day || d.getUTCFullYear() < 1900)
    throw invalid(RECORDS_MESSAGES.productionDateNeeded);
  if (d.getTime() > Date.now() + 14 * 3600_000) throw invalid(RECORDS_MESSAGES.productionDateFuture);
  return day;
}

export const tagsOf = async (ctx: AppContext, ids: readonly string[]) => (ids.length ? tagReader(ctx, ids) : new Map<string, ItemTags>());
