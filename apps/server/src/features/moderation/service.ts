import {
  MODERATION_CLAIM_MINUTES,
  MODERATION_DUE_HOURS,
  MODERATION_MESSAGES,
  type ModerationDetails,
  type ModerationItemFull,
  type ModerationList,
  type ModerationSummary,
  type ModerationView,
  REJECTION_CATEGORIES,
  type RejectionCategory,
  type ReportInput,
} from '@mb/contract/moderation';
import { NOTICE_TEXT } from '@mb/contract/notice-text';
import type { AppContext } from '../../platform/context.ts';
import type { Executor } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { joined, type Words, words } from '../../platform/i18n.ts';
import { emit, extensions } from '../../platform/modules.ts';
import { notify } from '../notifications/index.ts';
import { recordAdminAction, staffStatusOf } from '../staff/index.ts';
import { memberCards, usernamesOf } from './members.ts';
import { decodeCursor, encodeCursor, presentHistory, presentItem, type StaffNames } from './presenter.ts';
import * as reports from './reports.ts';
import * as repo from './repository.ts';

export type { ReportSubjectDef } from './reports.ts';
export type { ModerationItemRow } from './repository.ts';

/** Work a type wants done once its decision has committed (e.g. deleting a file nobody shows). */
export type AfterCommit = () => Promise<void>;

export interface RejectionReason {
  category: RejectionCategory;
  text: string;
}

export interface ModerationNotice {
  userId: string;
  title: string | Words;
  content: string | Words;
  action_url?: string;
}

/** An approval may carry the reviewer's note (a removal request's decision is explained to both sides). */
export type ModerationOutcome = { decision: 'approved'; note?: string } | { decision: 'rejected'; reason: RejectionReason };

/**
 * What the owner is told of a decision, as whole English contract sentences (NOTICE_TEXT.moderated), so
 * each language writes them with the item's own gender and case. `rejectedContent` has {reason}, the
 * moderator's text.
 */
export interface DecisionWords {
  approved: string;
  approvedContent: string;
  rejected: string;
  rejectedContent: string;
}

interface ModerationTypeBase {
  type: string;
  /** The queue's name for reviewers, plural: 'Avatars'. */
  label: string;
  /** Where the member goes from the decision's notification (a same-site path). */
  actionUrl?: string;
  /** Everything a reviewer needs to decide, read fresh when the item is opened. */
  describe(ctx: AppContext, item: repo.ModerationItemRow): Promise<ModerationDetails>;
  /** Runs inside the decision's transaction; throwing rolls the decision back. */
  onApprove(ctx: AppContext, tx: Executor, item: repo.ModerationItemRow): Promise<AfterCommit | undefined>;
  onReject(ctx: AppContext, tx: Executor, item: repo.ModerationItemRow, reason: RejectionReason): Promise<AfterCommit | undefined>;
}

/**
 * A kind of item the queue holds. The feature that owns the thing to review gives one in its module's
 * `extend` ('moderation.kind') and calls enqueueModeration() inside the transaction that creates it.
 * Who hears a decision: the owner, told in `told`'s words with the statement of reasons, or whoever the
 * kind's own `notices` names.
 */
export type ModerationTypeDef = ModerationTypeBase &
  (
    | { told: DecisionWords; notices?: undefined }
    | {
        told?: undefined;
        notices(item: repo.ModerationItemRow, outcome: ModerationOutcome, tx: Executor): Promise<ModerationNotice[]>;
      }
  );

declare module '../../platform/modules.ts' {
  interface Extensions {
    /** A kind of item the moderation queue holds; one per `type`. Queues are listed in module order. */
    'moderation.kind': ModerationTypeDef;
  }
  interface FeatureEvents {
    /** An item approved or rejected, after the decision has committed: what visitors see may have changed. */
    'moderation.decided': { type: string; subjectId: string; ownerId: string; decision: 'approved' | 'rejected' };
  }
}

const findType = (ctx: AppContext, type: string) => extensions(ctx, 'moderation.kind').find((d) => d.type === type);

const typeDef = (ctx: AppContext, type: string): ModerationTypeDef => {
  const def = findType(ctx, type);
  if (!def) throw new AppError('not_found', MODERATION_MESSAGES.unknownType);
  return def;
};

/**
 * Puts something in front of the reviewers, inside the caller's transaction (so the item exists
 * exactly when the thing it is about does). One open item per subject: an open one for the same
 * subject is closed as superseded (a new upload replaces the old pending one).
 */
export async function enqueueModeration(
  ctx: AppContext,
  tx: Executor,
  input: {
    type: string;
    subjectId: string;
    ownerId: string;
    summary: { title: string; thumbnail_url?: string | null } & Record<string, unknown>;
    /** When the decision is due, if not the default 48 hours (a complaint: 7 business days). */
    dueAt?: Date;
  },
): Promise<repo.ModerationItemRow> {
  if (!findType(ctx, input.type)) throw new Error(`no feature module gives the moderation kind ${input.type}`);
  await repo.lockSubject(tx, input.type, input.subjectId);
  await repo.supersedeOpen(tx, input.type, input.subjectId);
  const now = new Date();
  return repo.insertItem(tx, {
    type: input.type,
    subject_id: input.subjectId,
    owner_id: input.ownerId,
    summary: input.summary,
    created_at: now,
    due_at: input.dueAt ?? new Date(now.getTime() + MODERATION_DUE_HOURS * 3600_000),
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
    queues: extensions(ctx, 'moderation.kind').map((def) => {
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
  return usernamesOf(ctx, [...ids]);
}

export async function listQueue(
  ctx: AppContext,
  q: { type: string; view: ModerationView; cursor?: string; limit: number },
): Promise<ModerationList> {
  typeDef(ctx, q.type);
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
  const def = typeDef(ctx, item.type);
  const [details, members, history, names, staff] = await Promise.all([
    def.describe(ctx, item),
    memberCards(ctx, [item.owner_id]),
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
function refusal(item: repo.ModerationItemRow, actor: Reviewer, now: Date): AppError | undefined {
  if (item.status === 'superseded') return new AppError('conflict', MODERATION_MESSAGES.superseded);
  if (!isOpen(item)) return new AppError('conflict', MODERATION_MESSAGES.alreadyDecided);
  if (item.status === 'escalated' && !actor.isAdmin) return new AppError('forbidden', MODERATION_MESSAGES.escalatedAdminsOnly);
  if (heldByOther(item, actor.id, now)) return new AppError('conflict', MODERATION_MESSAGES.claimedByOther);
  return undefined;
}

interface Reviewer {
  id: string;
  isAdmin: boolean;
}

/** Read before the transaction: on PGlite (one connection) a read outside the transaction would wait for it. */
const reviewer = async (ctx: AppContext, actorId: string): Promise<Reviewer> => ({
  id: actorId,
  isAdmin: (await staffStatusOf(ctx, actorId)).is_admin,
});

async function lockedItem(tx: Executor, actor: Reviewer, id: string) {
  const item = await repo.findItemForUpdate(tx, id);
  if (!item) throw new AppError('not_found', MODERATION_MESSAGES.notFound);
  const now = new Date();
  const refused = refusal(item, actor, now);
  if (refused) throw refused;
  return { item, now };
}

/**
 * One reviewer at a time: claiming marks the item as being worked on. Someone else's claim younger
 * than 30 minutes answers 409; an older one is taken over (the reviewer left).
 */
export async function claimItem(ctx: AppContext, actorId: string, id: string): Promise<ModerationItemFull> {
  const actor = await reviewer(ctx, actorId);
  await ctx.db.transaction(async (tx) => {
    const { item, now } = await lockedItem(tx, actor, id);
    await repo.updateItem(tx, item.id, {
      status: item.status === 'escalated' ? 'escalated' : 'claimed',
      claimed_by: actorId,
      claimed_at: now,
    });
  });
  return getItem(ctx, actorId, id);
}

const audit = recordAdminAction;
/** Decisions and their reasons reach members as system updates (staff decisions use system_update). */
const tell = (ctx: AppContext, tx: Executor, n: ModerationNotice) =>
  notify(ctx, tx, n.userId, { type: 'system_update', title: n.title, content: n.content, action_url: n.action_url });

/**
 * The statement of reasons (EU DSA art. 17): what was decided, why, on what ground, by whom, how to
 * contest it. In the owner's language but for the moderator's own text, which stays as written.
 */
export function statementOfReasons(told: DecisionWords, reason: RejectionReason): Words {
  const category = REJECTION_CATEGORIES[reason.category];
  const T = NOTICE_TEXT.moderation;
  return joined(
    [
      // The moderator's own words first: a notification list shows only the first lines.
      words(told.rejectedContent, { reason: reason.text }),
      words(T.statement, { category: words(category.label), ground: words(category.ground === 'law' ? T.groundLaw : T.groundTerms) }),
      T.redress,
    ],
    '\n',
  );
}

function defaultNotices(told: DecisionWords, def: ModerationTypeDef, item: repo.ModerationItemRow, outcome: ModerationOutcome) {
  const notice: ModerationNotice =
    outcome.decision === 'approved'
      ? { userId: item.owner_id, title: told.approved, content: told.approvedContent, action_url: def.actionUrl }
      : { userId: item.owner_id, title: told.rejected, content: statementOfReasons(told, outcome.reason), action_url: def.actionUrl };
  return [notice];
}

/**
 * Approve or reject, all in one transaction: the item (locked), the type's handler, the audit
 * log entry and the notices. Anything failing rolls back all of it; the type's clean-up runs after.
 */
async function decide(ctx: AppContext, actorId: string, id: string, outcome: ModerationOutcome): Promise<ModerationItemFull> {
  const actor = await reviewer(ctx, actorId);
  const decision = await ctx.db.transaction(async (tx) => {
    const { item, now } = await lockedItem(tx, actor, id);
    const def = typeDef(ctx, item.type);
    const decided: repo.ModerationItemRow = {
      ...item,
      status: outcome.decision,
      reason_category: outcome.decision === 'rejected' ? outcome.reason.category : null,
      reason: outcome.decision === 'rejected' ? outcome.reason.text : (outcome.note ?? null),
      decided_by: actorId,
      decided_at: now,
    };
    const after =
      outcome.decision === 'approved' ? await def.onApprove(ctx, tx, decided) : await def.onReject(ctx, tx, decided, outcome.reason);
    await repo.updateItem(tx, item.id, {
      status: decided.status,
      reason_category: decided.reason_category,
      reason: decided.reason,
      decided_by: actorId,
      decided_at: now,
    });
    await audit(tx, {
      adminId: actorId,
      actionType: `moderation_${outcome.decision === 'approved' ? 'approve' : 'reject'}`,
      resourceType: 'moderation_item',
      resourceId: item.id,
      details: {
        type: item.type,
        subject_id: item.subject_id,
        owner_id: item.owner_id,
        reason_category: decided.reason_category,
        reason: decided.reason,
      },
    });
    const notices = def.told ? defaultNotices(def.told, def, decided, outcome) : await def.notices(decided, outcome, tx);
    for (const n of notices) await tell(ctx, tx, n);
    return { after, item };
  });
  const { after: afterCommit, item } = decision;
  // The decision stands whatever a listener does with it.
  await emit(ctx, 'moderation.decided', {
    type: item.type,
    subjectId: item.subject_id,
    ownerId: item.owner_id,
    decision: outcome.decision,
  }).catch((err) => ctx.log.warn({ err, id }, 'moderation decision listener failed'));
  if (afterCommit) await afterCommit().catch((err) => ctx.log.warn({ err, id }, 'moderation clean-up failed'));
  return getItem(ctx, actorId, id);
}

export const approveItem = (ctx: AppContext, actorId: string, id: string, note?: string) =>
  decide(ctx, actorId, id, note ? { decision: 'approved', note } : { decision: 'approved' });

export const rejectItem = (ctx: AppContext, actorId: string, id: string, reason: RejectionReason) =>
  decide(ctx, actorId, id, { decision: 'rejected', reason });

/** Hands an open item to the admins with a note; the claim is released so any admin can take it. */
export async function escalateItem(ctx: AppContext, actorId: string, id: string, note: string): Promise<ModerationItemFull> {
  const actor = await reviewer(ctx, actorId);
  await ctx.db.transaction(async (tx) => {
    const { item, now } = await lockedItem(tx, actor, id);
    if (item.status === 'escalated') throw new AppError('conflict', MODERATION_MESSAGES.alreadyEscalated);
    await repo.updateItem(tx, item.id, {
      status: 'escalated',
      escalated_by: actorId,
      escalated_at: now,
      escalation_note: note,
      claimed_by: null,
      claimed_at: null,
    });
    await audit(tx, {
      adminId: actorId,
      actionType: 'moderation_escalate',
      resourceType: 'moderation_item',
      resourceId: item.id,
      details: { type: item.type, subject_id: item.subject_id, owner_id: item.owner_id, note },
    });
  });
  return getItem(ctx, actorId, id);
}

/** Exported for seeding benchmarks and tests through the repository: `count` pending items of `type`. */
export async function seedPendingItems(ctx: AppContext, input: { type: string; ownerId: string; count: number }): Promise<void> {
  await repo.insertManyPending(ctx.db, input.type, input.ownerId, input.count, MODERATION_DUE_HOURS);
}

/** A member reports a profile to the moderators (a 'report' item; the reporter hears the outcome). */
export const createReport = (ctx: AppContext, reporterId: string, input: ReportInput) =>
  reports.createReport(ctx, enqueueModeration, reporterId, input);
