import { MAIL_TEXT } from '@mb/contract/mail-text';
import { MODERATION_MESSAGES, type ModerationDetails } from '@mb/contract/moderation';
import { NOTICE_TEXT } from '@mb/contract/notice-text';
import { REMOVAL_KIND_NOUNS, REMOVAL_STATUS_LABELS, type RemovalKind } from '@mb/contract/removals';
import type { AppContext } from '../../platform/context.ts';
import type { Executor } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { mailText, translate } from '../../platform/i18n.ts';
import * as auth from '../auth/index.ts';
import type * as moderation from '../moderation/index.ts';
import * as portfolio from '../portfolio/index.ts';
import * as profiles from '../profiles/index.ts';
import { releaseHolds } from './dmca.ts';
import { strikesOf } from './repeat-infringers.ts';
import * as repo from './repository.ts';
import { holds, L, REMOVAL_MODERATION_TYPE, reasonLabel, SUSPEND_JOB, statusUrl, takedownPath } from './rules.ts';

// The moderation kind

const GROUNDS: Record<RemovalKind, string> = {
  depicted_person:
    'the law (the rights of the person shown, data protection) and our Terms of Service, which require the consent of everyone shown',
  copyright: 'copyright law (17 U.S.C. § 512) and our Terms of Service',
  illegal_content: 'the law and our Terms of Service',
};

const FACTS: Record<RemovalKind, (r: repo.RequestRow) => string> = {
  depicted_person: (r) =>
    `A person who says they are shown in the content asked for its removal: ${reasonLabel(r.kind, r.reason).toLowerCase()}.`,
  copyright: () => 'A rights holder sent a DMCA notice saying the content infringes their copyright.',
  illegal_content: (r) => `Someone reported the content as illegal: ${reasonLabel(r.kind, r.reason).toLowerCase()}.`,
};

/** The statement of reasons (EU DSA art. 17) both sides get: the decision, the facts, the ground, that a person decided, redress. */
function statement(r: repo.RequestRow, decision: 'removed' | 'rejected', text: string | null): string {
  const dmca = r.kind === 'copyright';
  return [
    decision === 'removed'
      ? `Decision: the content stays removed.${text ? ` ${text}` : ''}`
      : `Decision: the request was rejected and the content is not removed.${text ? ` ${text}` : ''}`,
    `Facts: ${FACTS[r.kind](r)} Reference ${r.reference}.`,
    `Ground: ${decision === 'removed' ? GROUNDS[r.kind] : 'we found no breach of the law or of our Terms of Service'}. This decision was made by a person on our moderation team.`,
    `Redress: if you think it is wrong, write to us through the contact page quoting ${r.reference}${dmca && decision === 'removed' ? '; the uploader may also send a counter-notice' : ''}. You may also turn to an out-of-court dispute settlement body or the courts.`,
  ].join('\n');
}

async function decideRequest(ctx: AppContext, tx: Executor, item: moderation.ModerationItemRow, decision: 'removed' | 'rejected') {
  const r = await repo.lockById(tx, item.subject_id);
  if (!r || !(r.status === 'open' || r.status === 'counter_noticed')) throw new AppError('conflict', MODERATION_MESSAGES.alreadyDecided);
  const text = item.reason;
  const said = statement(r, decision, text);
  const now = new Date();
  // A counter-noticed takedown keeps its course (the law restores it unless a suit is reported).
  const status = decision === 'rejected' ? 'rejected' : r.status === 'open' ? 'removed' : r.status;
  const next = await repo.updateRequest(tx, r.id, { status, decision, decided_at: now, statement: said });
  if (decision === 'rejected') await releaseHolds(ctx, tx, next);
  else for (const id of next.item_ids) await portfolio.setRemovalHold(ctx, tx, id, true);
  // The statement of reasons stays as it is kept on the request (English); the rest is in the reader's language.
  const locale = await auth.localeOfEmail(tx, r.requester_email);
  const m = (text: string) => mailText(locale, text, { reference: r.reference, kind: translate(locale, REMOVAL_KIND_NOUNS[r.kind]) });
  const T = MAIL_TEXT.removals;
  await ctx.mailer.send(
    {
      to: r.requester_email,
      kind: 'removal_decision',
      subject: `${m(decision === 'removed' ? T.removedSubject : T.rejectedSubject)} | ${ctx.config.PRODUCT_NAME}`,
      text: [m(T.decided), '', said, '', statusUrl(ctx, next)].join('\n'),
    },
    tx,
  );
  if (decision === 'removed' && next.kind === 'copyright' && item.decided_by)
    await ctx.jobs.enqueue(tx, { kind: SUSPEND_JOB, payload: { id: r.id, staff_id: item.decided_by }, key: `${SUSPEND_JOB}:${r.id}` });
  return undefined;
}

/**
 * Removal requests in the queue, due 7 business days after confirmation. Approve = the content stays
 * removed (an illegal-content report hides it now); reject = the request is not upheld and the
 * content comes back (unless another request holds it). The uploader is notified and the requester
 * mailed, both with the statement of reasons.
 */
export const removalModerationType: moderation.ModerationTypeDef = {
  type: REMOVAL_MODERATION_TYPE,
  label: 'Removal requests',
  async describe(ctx, item): Promise<ModerationDetails> {
    const r = await repo.byId(ctx.db, item.subject_id);
    if (!r) return { title: 'Removal request (gone)', images: [], facts: [], current: false };
    const [targets, thumbs, strikes, cards] = await Promise.all([
      portfolio.removalTargets(ctx, r.item_ids),
      Promise.all(r.item_ids.map((id) => portfolio.itemThumbFor(ctx, id, 'staff'))),
      strikesOf(ctx, ctx.db, r.uploader_id),
      profiles.memberCards(ctx.db, [r.uploader_id]),
    ]);
    const owner = cards.get(r.uploader_id);
    const facts: ModerationDetails['facts'] = [
      { label: 'Kind', value: REMOVAL_KIND_NOUNS[r.kind] },
      { label: 'Reference', value: r.reference },
      ...(r.kind === 'copyright' ? [] : [{ label: 'Reason', value: reasonLabel(r.kind, r.reason) }]),
      { label: 'Status', value: REMOVAL_STATUS_LABELS[r.status] },
      { label: 'Content hidden now', value: holds(r) ? 'Yes' : 'No' },
      { label: 'Confirmed', value: r.confirmed_at?.toISOString() ?? '', kind: 'datetime' as const },
      { label: `Decision due (${L.decisionBusinessDays} business days)`, value: r.due_at?.toISOString() ?? '', kind: 'datetime' as const },
      { label: 'Requester', value: `${r.requester_name} <${r.requester_email}>${r.requester_user_id ? ' (signed in)' : ''}` },
      ...(r.details ? [{ label: 'What the requester says', value: r.details }] : []),
      ...r.urls.map((u, i) => ({ label: `Address ${i + 1}`, value: u })),
      ...targets.map((t) => ({
        label: `Item: ${t.title?.trim() || t.kind}`,
        value: owner?.username ? `/${owner.username}?item=${t.id}` : t.id,
        kind: owner?.username ? ('link' as const) : ('text' as const),
      })),
    ];
    if (r.kind === 'copyright')
      facts.push(
        { label: 'Copyrighted work', value: r.work ?? '' },
        { label: 'Notifier address', value: r.address ?? '' },
        { label: 'Notifier telephone', value: r.phone ?? '' },
        { label: 'Statements', value: 'Good-faith belief; accurate and, under penalty of perjury, authorised to act' },
        { label: 'Signature', value: r.signature ?? '' },
        {
          label: `Upheld DMCA takedowns against this member (${L.repeatInfringerWindowMonths} months)`,
          value: `${strikes} of ${L.repeatInfringerThreshold} (the account is suspended at ${L.repeatInfringerThreshold})`,
        },
      );
    if (r.counter_at)
      facts.push(
        { label: 'Counter-notice', value: r.counter_material ?? '' },
        { label: 'Counter-notice by', value: `${r.counter_name}, ${r.counter_address}, ${r.counter_phone}` },
        { label: 'Restored on (unless a suit is reported)', value: r.restore_due_at?.toISOString() ?? '', kind: 'datetime' as const },
      );
    return {
      title: `${REMOVAL_KIND_NOUNS[r.kind]} ${r.reference}`,
      images: thumbs.flatMap((url, i) => (url ? [{ url, alt: `Reported item ${i + 1}`, caption: targets[i]?.title ?? undefined }] : [])),
      facts,
      current: r.status === 'open' || r.status === 'counter_noticed',
    };
  },
  onApprove: (ctx, tx, item) => decideRequest(ctx, tx, item, 'removed'),
  onReject: (ctx, tx, item) => decideRequest(ctx, tx, item, 'rejected'),
  async notices(item, outcome, tx) {
    const r = await repo.byId(tx, item.subject_id);
    if (!r) return [];
    return [
      {
        userId: r.uploader_id,
        title: outcome.decision === 'approved' ? NOTICE_TEXT.removals.decidedRemoved : NOTICE_TEXT.removals.decidedRejected,
        content: r.statement ?? '',
        action_url: takedownPath(r),
      },
    ];
  },
};
