import { productionDateProblem } from '@mb/contract/portfolio';
import type { AppContext } from '../../platform/context.ts';
import type { Executor } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { provision } from '../../platform/modules.ts';
import type { ItemTags } from './presenter.ts';
import type * as repo from './repository.ts';

// The portfolio's names (its moderation kind, its jobs, its item row), its events and what it asks others.

export const PORTFOLIO_MODERATION_TYPE = 'portfolio_item';
export const PURGE_JOB = 'portfolio.purge';
export const PRUNE_VIEWS_JOB = 'portfolio.prune_views';
export const REMOVE_FILES_JOB = 'portfolio.remove_files';
/** Brings a member's marked copies up to their watermark's version (README "Watermarks"). */
export const WATERMARK_JOB = 'portfolio.watermark';

export type PortfolioItemRow = repo.ItemRow;

// What portfolio tells other features, and what it asks them

/** Whether an audience of an item's files still holds for `id` (a tagged member, a share). */
export type AudienceCheck = (ctx: AppContext, id: string, item: { id: string; owner_id: string }) => Promise<boolean>;

declare module '../../platform/modules.ts' {
  interface FeatureEvents {
    /**
     * A new item, in its upload transaction: the 2257 records open one for work that depicts people.
     * A listener's throw rolls the upload back.
     */
    'portfolio.item_created': {
      tx: Executor;
      itemId: string;
      ownerId: string;
      title: string | null;
      kind: 'image' | 'video';
      depictsPeople: boolean;
      productionDate: string | null;
    };
    /**
     * An item became public (an immediate publish or a moderator's approval) or an album was created,
     * inside the writing transaction: the feed records the activity.
     */
    'portfolio.item_published': { tx: Executor; kind: 'portfolio_item' | 'album'; ownerId: string; subjectId: string; at: Date };
  }
  interface Provisions {
    /** The tags and release of items (the credits feature keeps them). */
    'credits.item_tags': (ctx: AppContext, itemIds: readonly string[]) => Promise<Map<string, ItemTags>>;
    /** A staff-only link to an item's signed model release, or null. */
    'credits.release_link': (ctx: AppContext, itemId: string) => Promise<{ url: string } | null>;
    /** Whether `id` is a member still tagged on the item: the 'tag:<id>' audience of its files holds. */
    'credits.still_tagged': AudienceCheck;
    /** Whether the share `id` is live and belongs to the item's owner: the 'share:<id>' audience holds. */
    'portfolio-shares.share_live': AudienceCheck;
  }
}

/**
 * Issue 18: work that shows people needs its production date (a real day, not in the future) for its 2257
 * record; the route's query schema (the contract's portfolioUploadQuery) checks it first, with the same words.
 */
export function productionDateOf(q: { depicts_people?: 'true' | 'false'; production_date?: string }): string | null {
  if (q.depicts_people !== 'true') return null;
  const problem = productionDateProblem(q.production_date);
  if (problem) throw new AppError('validation_failed', problem, { production_date: problem });
  return q.production_date ?? null;
}

export const tagsOf = async (ctx: AppContext, ids: readonly string[]) =>
  ids.length ? provision(ctx, 'credits.item_tags')(ctx, ids) : new Map<string, ItemTags>();
