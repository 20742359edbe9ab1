import { businessPath, DIRECTORY_MESSAGES } from '@mb/contract/directory';
import { MODERATION_MESSAGES } from '@mb/contract/moderation';
import { AppError } from '../../platform/errors.ts';
import type { ReportSubjectDef } from '../moderation/index.ts';
import { removeReportedReview, reviewForReport } from './service.ts';

const who = (c: { username: string | null; display_name: string | null } | undefined) =>
  c?.username ? `@${c.username}` : (c?.display_name ?? 'a member');

/**
 * Members report a business review through POST /api/v1/reports (subject_type 'business_review'); the
 * report is about the reviewer. The reviewer sees the review itself; approving ('action taken')
 * removes it and keeps the listing's rating in step.
 */
export const reviewReportSubject: ReportSubjectDef = {
  type: 'business_review',
  async resolve(ctx, subjectId, reporterId) {
    const found = await reviewForReport(ctx, subjectId);
    if (!found) throw new AppError('not_found', MODERATION_MESSAGES.reportSubjectMissing);
    if (found.review.reviewer_id === reporterId) throw new AppError('bad_request', DIRECTORY_MESSAGES.reportOwnReview);
    return {
      targetId: found.review.reviewer_id,
      title: `review of ${found.business_name ?? 'a business'} by ${who(found.reviewer)}`,
      thumbnail_url: found.reviewer?.avatar_url ?? null,
    };
  },
  async describe(ctx, subjectId) {
    const found = await reviewForReport(ctx, subjectId);
    if (!found) {
      return { title: 'Report about a review that no longer exists', images: [], facts: [], exists: false };
    }
    const { review } = found;
    return {
      title: `Report about a review by ${who(found.reviewer)}`,
      images: [],
      facts: [
        { label: 'Reported review', value: `${review.rating} out of 5: ${review.content}` },
        { label: 'Business', value: `${found.business_name ?? '(not listed now)'} (${businessPath(review.business_id)})` },
        { label: "Owner's reply", value: review.owner_reply ?? '(none)' },
        { label: 'Written', value: review.created_at.toISOString(), kind: 'datetime' as const },
        { label: 'Approving', value: 'removes the review and tells its author why.' },
      ],
      exists: true,
    };
  },
  async onActionTaken(ctx, tx, subjectId) {
    await removeReportedReview(ctx, tx, subjectId, 'it breaks our rules for reviews.');
  },
};
