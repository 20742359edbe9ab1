import {
  MODERATION_CLAIM_MINUTES,
  MODERATION_DUE_HOURS,
  MODERATION_MESSAGES,
  type ModerationDetails,
  type ModerationItemFull,
  type ModerationList,
  type ModerationSummary,
  type ModerationView,
  type RejectionCategory,
} from '@mb/contract/moderation';
import type { AppContext } from '../../platform/context.ts';
import type { Executor } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors.ts';
import * as profiles from '../profiles/service.ts';
import { staffStatusOf } from '../staff/service.ts';
import { decodeCursor, encodeCursor, presentHistory, presentItem, type StaffNames } from './presenter.ts';
import * as repo from './repository.ts';

export type { ModerationItemRow } from './repository.ts';

/** Work a type wants done once its decision has committed (e.g. deleting a file nobody shows). */
export type AfterCommit = () => Promise<void>;

export interface RejectionReason {
  category: RejectionCategory;
  text: string;
}

export interface ModerationNotice {
  userId: string;
  title: string;
  content: string;
  action_url?: string;
}

export type ModerationOutcome = { decision: 'approved' } | { decision: 'rejected'; reason: RejectionReason };

/**
 * A kind of item the queue holds. Later features register one in app.ts (the composition root) and
 * call enqueueModeration() inside the transaction that creates the thing to review.
 */
export interface ModerationTypeDef {
  type: string;
  /** The queue's name for reviewers, plural: 'Avatars'. */
  label: string;
  /** What the member hears it called, singular: 'avatar'. */
  noun: string;
  /** Where the member goes from the decision's notification (a same-site path). */
  actionUrl?: string;
  /** Everything a reviewer needs to decide, read fresh when the item is opened. */
  describe(ctx: AppContext, item: repo.ModerationItemRow): Promise<ModerationDetails>;
  /** Runs inside the decision's transaction; throwing rolls the decision back. */
  onApprove(ctx: AppContext, tx: Executor, item: repo.ModerationItemRow): Promise<AfterCommit | undefined>;
  onReject(ctx: AppContext, tx: Executor, item: repo.ModerationItemRow, reason: RejectionReason): Promise<AfterCommit | undefined>;
  /** Who hears a decision and what; by default the owner, with the statement of reasons. */
  notices?(item: repo.ModerationItemRow, outcome: ModerationOutcome, tx: Executor): Promise<ModerationNotice[]>;
}

// The registry is filled by the composition root at start (app.ts), never at import time; a type
// registered again (a second app in the same process, as tests do) replaces the first.
const registry = new Map<string, ModerationTypeDef>();

export function registerModerationType(def: ModerationTypeDef): void {
  registry.set(def.type, def);
}

const typeDef = (type: string): ModerationTypeDef => {
  const def = registry.get(type);
  if (!def) throw new AppError('not_found', MODERATION_MESSAGES.unknownType);
  return def;
};

/**
 * Puts something in front of the reviewers, inside the caller's transaction (so the item exists
 * exactly when the thing it is about does). One open item per subject: an open one for the same
 * subject is closed as superseded (a new upload replaces the old pending one).
 */
export async function enqueueModeration(
  _ctx: AppContext,
  tx: Executor,
  input: {
    type: string;
    subjectId: string;
    ownerId: string;
    summary: { title: string; thumbnail_url?: string | null } & Record<string, unknown>;
  },
): Promise<repo.ModerationItemRow> {
  if (!registry.has(input.type)) throw new Error(`moderation type ${input.type} is not registered`);
  await repo.lockSubject(tx, input.type, input.subjectId);
  await repo.supersedeOpen(tx, input.type, input.subjectId);
  const now = new Date();
  return repo.insertItem(tx, {
    type: input.type,
    subject_id: input.subjectId,
    owner_id: input.ownerId,
    summary: input.summary,
    created_at: now,
    due_at: new Date(now.getTime() + MODERATION_DUE_HOURS * 3600_000),
  });
}

/** Takes a subject out of the queue without a decision (e.g. a verified member's upload needs none). */
export async function withdrawModeration(_ctx: AppContext, tx: Executor, input: { type: string; subjectId: string }): Promise<void> {
  await repo.supersedeOpen(tx, input.type, input.subjectId);
}

/** Per registered type: what waits, what is escalated, what is overdue, and the oldest age. For /moderation and /admin. */
export async function queueSummary(ctx: AppContext): Promise<ModerationSummary> {
  const now = new Date();
  const counts = new Map((await repo.queueCounts(ctx.db, now)).map((c) => [c.type, c]));
  return {
    queues: [...registry.values()].map((def) => {
      const c = counts.get(def.type);
      return {
        type: def.type,
        label: def.label,
        open: c?.open ?? 0,
        escalated: c?.escalated ?? 0,
        overdue: c?.overdue ?? 0,
        oldest_at: c?.oldest_at?.toISOString() ?? null,
        oldest_age_seconds: c?.oldest_at ? Math.max(0, Math.floor((now.getTime() - c.oldest_at.getTime()) / 1000)) : null,
      };
    }),
  };
}

async function staffNames(ctx: AppContext, rows: repo.ModerationItemRow[]): Promise<StaffNames> {
  const ids = new Set<string>();
  for (const r of rows) {
    if (r.claimed_by) ids.add(r.claimed_by);
    if (r.decided_by) ids.add(r.decided_by);
  }
  return profiles.usernamesOf(ctx.db, [...ids]);
}

export async function listQueue(
  ctx: AppContext,
  q: { type: string; view: ModerationView; cursor?: string; limit: number },
): Promise<ModerationList> {
  typeDef(q.type);
  const after = q.cursor ? decodeCursor(q.cursor) : undefined;
  if (q.cursor && !after) throw new AppError('bad_request', MODERATION_MESSAGES.badCursor, { cursor: MODERATION_MESSAGES.badCursor });
  // One more than asked tells whether a next page exists without a count.
  const rows = await repo.listItems(ctx.db, { type: q.type, view: q.view, after, limit: q.limit + 1 });
  const page = rows.slice(0, q.limit);
  const last = page.at(-1);
  const names = await staffNames(ctx, page);
  const now = new Date();
  return {
    items: page.map((r) => presentItem(r, names, now)),
    next_cursor:
      rows.length > q.limit && last
        ? encodeCursor(q.view === 'decided' ? (last.decided_at ?? last.created_at) : last.created_at, last.id)
        : null,
  };
}

const claimIsFresh = (item: repo.ModerationItemRow, now: Date) =>
  item.claimed_at !== null && now.getTime() - item.claimed_at.getTime() < MODERATION_CLAIM_MINUTES * 60_000;

/** Claimed by someone else within the last 30 minutes: theirs to finish. */
const heldByOther = (item: repo.ModerationItemRow, actorId: string, now: Date) =>
  item.claimed_by !== null && item.claimed_by !== actorId && claimIsFresh(item, now);

const isOpen = (item: repo.ModerationItemRow) => item.status === 'pending' || item.status === 'claimed' || item.status === 'escalated';

export async function getItem(ctx: AppContext, actorId: string, id: string): Promise<ModerationItemFull> {
  const item = await repo.findItem(ctx.db, id);
  if (!item) throw new AppError('not_found', MODERATION_MESSAGES.notFound);
  const def = typeDef(item.type);
  const [details, members, history, names, staff] = await Promise.all([
    def.describe(ctx, item),
    profiles.memberCards(ctx.db, [item.owner_id]),
    repo.itemsOfOwner(ctx.db, item.owner_id, item.id, 10),
    staffNames(ctx, [item]),
    staffStatusOf(ctx, actorId),
  ]);
  const now = new Date();
  return {
    item: presentItem(item, names, now),
    details,
    member: members.get(item.owner_id) ?? null,
    history: history.map(presentHistory),
    can_decide: isOpen(item) && !heldByOther(item, actorId, now) && (item.status !== 'escalated' || staff.is_admin),
  };
}

/** Why an item cannot be acted on now, as the error to throw; undefined when it can. */
async function refusal(ctx: AppContext, item: repo.ModerationItemRow, actorId: string, now: Date): Promise<AppError | undefined> {
  if (item.status === 'superseded') return new AppError('conflict', MODERATION_MESSAGES.superseded);
  if (!isOpen(item)) return new AppError('conflict', MODERATION_MESSAGES.alreadyDecided);
  if (item.status === 'escalated' && !(await staffStatusOf(ctx, actorId)).is_admin) {
    return new AppError('forbidden', MODERATION_MESSAGES.escalatedAdminsOnly);
  }
  if (heldByOther(item, actorId, now)) return new AppError('conflict', MODERATION_MESSAGES.claimedByOther);
  return undefined;
}

async function lockedItem(ctx: AppContext, tx: Executor, actorId: string, id: string) {
  const item = await repo.findItemForUpdate(tx, id);
  if (!item) throw new AppError('not_found', MODERATION_MESSAGES.notFound);
  const now = new Date();
  const refused = await refusal(ctx, item, actorId, now);
  if (refused) throw refused;
  return { item, now };
}

/**
 * One reviewer at a time: claiming marks the item as being worked on. Someone else's claim younger
 * than 30 minutes answers 409; an older one is taken over (the reviewer left).
 */
export async function claimItem(ctx: AppContext, actorId: string, id: string): Promise<ModerationItemFull> {
  await ctx.db.transaction(async (tx) => {
    const { item, now } = await lockedItem(ctx, tx, actorId, id);
    await repo.updateItem(tx, item.id, {
      status: item.status === 'escalated' ? 'escalated' : 'claimed',
      claimed_by: actorId,
      claimed_at: now,
    });
  });
  return getItem(ctx, actorId, id);
}

/** Exported for seeding benchmarks and tests through the repository: `count` pending items of `type`. */
export async function seedPendingItems(ctx: AppContext, input: { type: string; ownerId: string; count: number }): Promise<void> {
  await repo.insertManyPending(ctx.db, input.type, input.ownerId, input.count, MODERATION_DUE_HOURS);
}
