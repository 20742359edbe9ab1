import {
  MODERATION_MESSAGES,
  type ModerationDetails,
  REPORT_CATEGORIES,
  type ReportCategory,
  type ReportInput,
} from '@mb/contract/moderation';
import { NOTICE_TEXT } from '@mb/contract/notice-text';
import type { AppContext } from '../../platform/context.ts';
import type { Executor } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { words } from '../../platform/i18n.ts';
import { extensions } from '../../platform/modules.ts';
import { memberCards } from './members.ts';
import * as repo from './repository.ts';
import type { enqueueModeration, ModerationTypeDef } from './service.ts';

export const REPORT_MODERATION_TYPE = 'report';

const categoryLabel = (c: string) => REPORT_CATEGORIES[c as ReportCategory] ?? c;
const nameOf = (m: { username: string | null; display_name: string | null } | undefined) =>
  m?.username ? `@${m.username}` : (m?.display_name ?? 'a member');

/**
 * Something other than a profile that members can report (a business review, later posts...). The
 * feature that owns it gives one in its module's `extend` ('moderation.report_subject'), so this
 * feature never imports it.
 */
export interface ReportSubjectDef {
  /** The report's subject_type. */
  type: string;
  /**
   * The member the report is about and what the queue shows; throws AppError when it cannot be
   * reported by this member (missing: not_found; their own: bad_request).
   */
  resolve(
    ctx: AppContext,
    subjectId: string,
    reporterId: string,
  ): Promise<{ targetId: string; title: string; thumbnail_url: string | null }>;
  /** The reported thing itself, for the reviewer. */
  describe(ctx: AppContext, subjectId: string): Promise<Pick<ModerationDetails, 'title' | 'images' | 'facts'> & { exists: boolean }>;
  /** Approving the report ('action taken') does this to the subject (e.g. removes the review). */
  onActionTaken?(ctx: AppContext, tx: Executor, subjectId: string): Promise<void>;
}

declare module '../../platform/modules.ts' {
  interface Extensions {
    /** Something other than a profile that members can report; one per `type`. */
    'moderation.report_subject': ReportSubjectDef;
  }
}

const subjectDef = (ctx: AppContext, type: string) => extensions(ctx, 'moderation.report_subject').find((d) => d.type === type);

async function reportTarget(ctx: AppContext, reporterId: string, input: ReportInput) {
  if (input.subject_type !== 'profile') {
    const def = subjectDef(ctx, input.subject_type);
    if (!def) throw new AppError('not_found', MODERATION_MESSAGES.reportSubjectMissing);
    const r = await def.resolve(ctx, input.subject_id, reporterId);
    return { id: r.targetId, title: r.title, thumbnail_url: r.thumbnail_url };
  }
  const target = (await memberCards(ctx, [input.subject_id])).get(input.subject_id);
  if (!target) throw new AppError('not_found', MODERATION_MESSAGES.reportSubjectMissing);
  if (target.id === reporterId) throw new AppError('bad_request', MODERATION_MESSAGES.reportOwnProfile);
  return { id: target.id, title: nameOf(target), thumbnail_url: target.avatar_url };
}

/**
 * A member reports a profile (or a registered subject): a report row and a queue item of type
 * 'report' in one transaction. One open report per reporter per subject (the partial unique index);
 * nobody reports themselves.
 */
export async function createReport(
  ctx: AppContext,
  enqueue: typeof enqueueModeration,
  reporterId: string,
  input: ReportInput,
): Promise<{ id: string; status: 'open' }> {
  const target = await reportTarget(ctx, reporterId, input);
  return ctx.db.transaction(async (tx) => {
    const report = await repo.insertReport(tx, {
      reporter_id: reporterId,
      subject_type: input.subject_type,
      subject_id: input.subject_id,
      target_id: target.id,
      category: input.category,
      details: input.details ?? '',
    });
    if (!report) throw new AppError('conflict', MODERATION_MESSAGES.reportAlreadyOpen);
    await enqueue(ctx, tx, {
      type: REPORT_MODERATION_TYPE,
      subjectId: report.id,
      ownerId: target.id,
      summary: {
        title: `${categoryLabel(report.category)}: ${target.title}`,
        thumbnail_url: target.thumbnail_url,
        category: report.category,
      },
    });
    return { id: report.id, status: 'open' as const };
  });
}

/**
 * Reports in the queue. Approve means action was taken (the action itself, e.g. a suspension, is
 * taken where it belongs and carries its own notice); reject means no violation was found. Only the
 * reporter hears the outcome: telling the reported member would reveal the report.
 */
export const reportModerationType: ModerationTypeDef = {
  type: REPORT_MODERATION_TYPE,
  label: 'Reports',
  async describe(ctx, item) {
    const report = await repo.findReport(ctx.db, item.subject_id);
    const cards = await memberCards(ctx, report ? [report.reporter_id, report.target_id] : []);
    const target = report ? cards.get(report.target_id) : undefined;
    const reporter = report ? cards.get(report.reporter_id) : undefined;
    const before = report ? await repo.reportsAgainst(ctx.db, report.target_id) : { total: 0, action_taken: 0 };
    const subject = report && report.subject_type !== 'profile' ? subjectDef(ctx, report.subject_type) : undefined;
    if (report && subject) {
      const d = await subject.describe(ctx, report.subject_id);
      return {
        title: d.title,
        images: d.images,
        facts: [
          { label: 'Category', value: categoryLabel(report.category) },
          { label: 'What the reporter says', value: report.details || '(nothing added)' },
          ...d.facts,
          { label: 'Reported by', value: nameOf(reporter) },
          { label: 'Reports about this member', value: `${before.total} in all, ${before.action_taken} with action taken` },
        ],
        current: report.status === 'open' && d.exists,
      };
    }
    return {
      title: `Report about ${nameOf(target)}`,
      images: target?.avatar_url ? [{ url: target.avatar_url, alt: 'The reported member’s avatar', caption: 'Reported profile' }] : [],
      facts: [
        { label: 'Category', value: report ? categoryLabel(report.category) : 'Unknown' },
        { label: 'What the reporter says', value: report?.details || '(nothing added)' },
        { label: 'Reported profile', value: target?.username ? `/${target.username}` : (report?.subject_id ?? '') },
        { label: 'Reported by', value: nameOf(reporter) },
        { label: 'Reports about this member', value: `${before.total} in all, ${before.action_taken} with action taken` },
      ],
      current: report?.status === 'open',
    };
  },
  async onApprove(ctx, tx, item) {
    const report = await repo.closeReport(tx, item.subject_id, 'action_taken');
    if (!report) throw new AppError('conflict', MODERATION_MESSAGES.alreadyDecided);
    await subjectDef(ctx, report.subject_type)?.onActionTaken?.(ctx, tx, report.subject_id);
    return undefined;
  },
  async onReject(_ctx, tx, item) {
    if (!(await repo.closeReport(tx, item.subject_id, 'no_violation'))) throw new AppError('conflict', MODERATION_MESSAGES.alreadyDecided);
    return undefined;
  },
  async notices(item, outcome, tx) {
    const report = await repo.findReport(tx, item.subject_id);
    if (!report) return [];
    const about = words(NOTICE_TEXT.moderation.yourReport, { category: categoryLabel(report.category).toLowerCase() });
    return [
      outcome.decision === 'approved'
        ? {
            userId: report.reporter_id,
            title: NOTICE_TEXT.moderation.actionTaken,
            content: words(NOTICE_TEXT.moderation.actionTakenContent, { about }),
          }
        : {
            userId: report.reporter_id,
            title: NOTICE_TEXT.moderation.noViolation,
            // The decision's reason stays as the moderator wrote it (the statement of reasons is kept in English).
            content: words(NOTICE_TEXT.moderation.noViolationContent, { about, reason: outcome.reason.text }),
          },
    ];
  },
};
