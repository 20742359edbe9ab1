import { MESSAGING_LIMITS } from '@mb/contract/messaging';
import type { ReportCategory } from '@mb/contract/moderation';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import * as moderation from '../moderation/index.ts';
import { cardsOf, memberOrNotFound, notFound } from './conversations.ts';
import { nameOf } from './presenter.ts';
import * as repo from './repository.ts';

// Reports: a member reports a conversation; the reviewer reads the excerpt kept when it was reported.

export async function reportConversation(
  ctx: AppContext,
  userId: string,
  id: string,
  input: { category: ReportCategory; details?: string },
): Promise<{ id: string; status: 'open' }> {
  await memberOrNotFound(ctx.db, userId, id);
  const result = await moderation.createReport(ctx, userId, {
    subject_type: 'conversation',
    subject_id: id,
    category: input.category,
    details: input.details ?? '',
  });
  // What the reviewer reads: the last messages as they were when reported (a later delete changes nothing).
  const rows = await repo.messagesBefore(ctx.db, id, null, MESSAGING_LIMITS.reportExcerpt);
  const cards = await cardsOf(
    ctx,
    rows.map((r) => r.sender_id),
  );
  await repo.insertExcerpt(ctx.db, {
    conversation_id: id,
    reporter_id: userId,
    excerpt: rows.map((r) => ({
      seq: r.seq,
      sender: nameOf(cards.get(r.sender_id)),
      body: r.deleted_at ? '(deleted)' : r.body,
      at: r.created_at.toISOString(),
    })),
  });
  return result;
}

export const conversationReportSubject: moderation.ReportSubjectDef = {
  type: 'conversation',
  async resolve(ctx, subjectId, reporterId) {
    await memberOrNotFound(ctx.db, reporterId, subjectId);
    const c = await repo.findConversation(ctx.db, subjectId);
    if (!c) throw notFound();
    const members = await repo.membersOf(ctx.db, [subjectId]);
    const target =
      c.kind === 'direct'
        ? members.find((m) => m.user_id !== reporterId)?.user_id
        : ((await repo.lastSenderOtherThan(ctx.db, subjectId, reporterId)) ?? (c.created_by !== reporterId ? c.created_by : null));
    if (!target) throw new AppError('bad_request', 'There is nobody else in this conversation to report.');
    const card = (await cardsOf(ctx, [target])).get(target);
    return { targetId: target, title: `messages from ${nameOf(card)}`, thumbnail_url: card?.avatar_url ?? null };
  },
  async describe(ctx, subjectId) {
    const excerpt = await repo.latestExcerpt(ctx.db, subjectId);
    if (!excerpt) return { title: 'Report about a conversation', images: [], facts: [], exists: false };
    return {
      title: 'Report about a conversation (the last messages when it was reported)',
      images: [],
      facts: excerpt.excerpt.map((m) => ({
        label: `${m.sender} · ${m.at.slice(0, 16).replace('T', ' ')} UTC`,
        value: m.body || '(attachment)',
      })),
      exists: true,
    };
  },
};
