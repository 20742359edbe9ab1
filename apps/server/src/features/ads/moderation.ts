import { NOTICE_TEXT } from '@mb/contract/notice-text';
import { CONTENT_TYPE_LABELS, type ContentType } from '@mb/contract/profiles';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import type * as moderation from '../moderation/index.ts';
import * as repo from './repository.ts';

export const AD_CREATIVE_TYPE = 'ad_creative';

const NOT_IN_REVIEW = 'This ad is no longer waiting for review.';

export function campaignSummary(ctx: AppContext, row: repo.CampaignRow) {
  return {
    title: `Ad: ${row.headline || row.name}`,
    thumbnail_url: row.image_path ? ctx.storage.url('business-logos', row.image_path) : null,
  };
}

const list = (v: string[], labels?: Record<string, string>) => (v.length ? v.map((x) => labels?.[x] ?? x).join(', ') : 'Everyone');

/**
 * Ad creatives in the moderation queue (issue 14: every creative passes the queue before it runs).
 * The subject is the campaign; approving moves it from in review to running (served once its budget
 * is paid and its start has come), rejecting sends it back to draft with the reason, which the owner
 * reads on /ads and in the decision's notification (the queue's own statement of reasons).
 */
export const adCreativeModerationType: moderation.ModerationTypeDef = {
  type: AD_CREATIVE_TYPE,
  label: 'Ads',
  told: NOTICE_TEXT.moderated.ad,
  actionUrl: '/ads',
  async describe(ctx, item) {
    const row = await repo.findCampaign(ctx.db, item.subject_id);
    if (!row) return { title: 'Ad (deleted)', images: [], facts: [], current: false };
    const images = row.image_path
      ? [{ url: ctx.storage.url('business-logos', row.image_path), alt: `Image of the ad ${row.headline}`, caption: 'Ad image' }]
      : [];
    return {
      title: `Ad: ${row.headline || row.name}`,
      images,
      facts: [
        { label: 'Campaign', value: row.name },
        { label: 'Headline', value: row.headline || '(empty)' },
        { label: 'Text', value: row.body || '(empty)' },
        { label: 'Link', value: row.link_url || '(empty)' },
        { label: 'Content types', value: list(row.target_content_types, CONTENT_TYPE_LABELS as Record<ContentType, string>) },
        { label: 'Profile types', value: list(row.target_profile_types) },
        { label: 'Location', value: row.target_location || 'Anywhere' },
        { label: 'Schedule', value: `${row.starts_on ?? '?'} to ${row.ends_on ?? 'open end'}` },
        { label: 'Budget', value: `${row.budget_quantity.toLocaleString('en-US')} ${row.budget_kind}` },
      ],
      current: row.status === 'in_review',
    };
  },
  async onApprove(_ctx, tx, item) {
    const row = await repo.lockCampaign(tx, item.subject_id);
    if (row?.status !== 'in_review') throw new AppError('conflict', NOT_IN_REVIEW);
    await repo.updateCampaign(tx, row.id, { status: 'running', approved_at: new Date(), rejection_reason: null });
    return undefined;
  },
  async onReject(_ctx, tx, item, reason) {
    const row = await repo.lockCampaign(tx, item.subject_id);
    if (row?.status !== 'in_review') throw new AppError('conflict', NOT_IN_REVIEW);
    await repo.updateCampaign(tx, row.id, { status: 'draft', rejection_reason: reason.text });
    return undefined;
  },
};
