import { NOTICE_TEXT } from '@mb/contract/notice-text';
import { PORTFOLIO_MESSAGES } from '@mb/contract/portfolio';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { emit, provision } from '../../platform/modules.ts';
import { isIdentityVerified } from '../compliance/index.ts';
import type * as moderation from '../moderation/index.ts';
import { PORTFOLIO_MODERATION_TYPE, tagsOf } from './hooks.ts';
import { MEDIA_URL_SECONDS, NO_TAGS, presentMedia } from './presenter.ts';
import * as repo from './repository.ts';
import type { Reader } from './visibility.ts';

// Moderation kind 'portfolio_item'

const describeSize = (bytes: number) => (bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.ceil(bytes / 1024)} KB`);

export const portfolioModerationType: moderation.ModerationTypeDef = {
  type: PORTFOLIO_MODERATION_TYPE,
  label: 'Portfolio items',
  told: NOTICE_TEXT.moderated.portfolio,
  actionUrl: '/my-portfolio',
  async describe(ctx, item) {
    const r = await repo.findItem(ctx.db, item.subject_id);
    if (!r) return { title: 'Portfolio item (deleted)', images: [], facts: [], current: false };
    const [verified, tags, release] = await Promise.all([
      isIdentityVerified(ctx, r.owner_id),
      tagsOf(ctx, [r.id]),
      provision(ctx, 'credits.release_link')(ctx, r.id),
    ]);
    const staffUrl = (key: string) => ctx.storage.url('portfolio', key, { expiresInSeconds: MEDIA_URL_SECONDS, audience: 'staff' });
    const t = tags.get(r.id) ?? NO_TAGS;
    return {
      title: r.title ? `Portfolio ${r.kind}: ${r.title}` : `Portfolio ${r.kind}`,
      images: [
        {
          url: staffUrl(r.full_key),
          alt: r.kind === 'video' ? 'Poster frame of the video to review' : 'The image to review',
          caption:
            r.kind === 'video' ? 'Video poster (open the video below)' : `Image${r.width && r.height ? ` (${r.width} x ${r.height})` : ''}`,
        },
      ],
      facts: [
        { label: 'Uploaded', value: r.created_at.toISOString(), kind: 'datetime' as const },
        {
          label: 'Kind',
          value: r.kind === 'video' ? `Video${r.duration_seconds ? `, ${Math.round(r.duration_seconds)} s` : ''}` : 'Image',
        },
        ...(r.video_key ? [{ label: 'Video', value: staffUrl(r.video_key), kind: 'link' as const }] : []),
        { label: 'Size as uploaded', value: describeSize(r.size_bytes) },
        { label: 'Marked NSFW', value: r.nsfw ? 'Yes' : 'No' },
        { label: 'Content types', value: r.content_types.length ? r.content_types.join(', ') : 'None' },
        { label: 'Title', value: r.title ?? 'None' },
        { label: 'Caption', value: r.caption ?? 'None' },
        { label: 'Uploader identity verified', value: verified ? 'Yes' : 'No' },
        {
          label: 'Co-performer consent',
          value: `${r.consent_state}${t.tags.length ? ` (${t.tags.length} tagged)` : ''}${t.has_release ? ', release attached' : ''}`,
        },
        ...(release ? [{ label: 'Signed release', value: release.url, kind: 'link' as const }] : []),
        ...(r.deleted_at ? [{ label: 'Deleted by the member', value: r.deleted_at.toISOString(), kind: 'datetime' as const }] : []),
      ],
      current: r.moderation_status === 'pending' && !r.deleted_at,
    };
  },
  async onApprove(ctx, tx, item) {
    const r = await repo.findItemForUpdate(tx, item.subject_id);
    if (!r) throw new AppError('conflict', moderationGone);
    const at = r.published_at ?? new Date();
    await repo.updateItem(tx, r.id, { moderation_status: 'approved', rejection_reason: null, published_at: at });
    if (!r.deleted_at)
      await emit(ctx, 'portfolio.item_published', { tx, kind: 'portfolio_item', ownerId: r.owner_id, subjectId: r.id, at });
    return undefined;
  },
  async onReject(_ctx, tx, item, reason) {
    const r = await repo.findItemForUpdate(tx, item.subject_id);
    if (!r) throw new AppError('conflict', moderationGone);
    await repo.updateItem(tx, r.id, { moderation_status: 'rejected', rejection_reason: reason.text });
    return undefined;
  },
};

const moderationGone = PORTFOLIO_MESSAGES.itemNotFound;

/**
 * A few public items per owner as thumbnails (discovery's cards), for owners the caller already found
 * visible to the reader by the profile rule (not blocked either way, members-only only to members):
 * approved, consented, not deleted, the content filter applied; NSFW withheld unless the reader
 * confirmed 18+ (the blurred preview only, as presentPublicItem does).
 */
export async function thumbnailsFor(
  ctx: AppContext,
  ownerIds: readonly string[],
  reader: Reader,
  perOwner: number,
): Promise<Map<string, { id: string; kind: 'image' | 'video'; nsfw: boolean; thumb_url: string | null; blur_data_url: string | null }[]>> {
  const rows = await repo.firstPublicItemsOf(ctx.db, ownerIds, perOwner, reader.filter);
  const out = new Map<
    string,
    { id: string; kind: 'image' | 'video'; nsfw: boolean; thumb_url: string | null; blur_data_url: string | null }[]
  >();
  for (const r of rows) {
    const media = presentMedia(ctx, r, 'public', r.nsfw && !reader.adult);
    const list = out.get(r.owner_id) ?? [];
    list.push({ id: r.id, kind: r.kind, nsfw: r.nsfw, thumb_url: media.thumb_url, blur_data_url: media.blur_data_url });
    out.set(r.owner_id, list);
  }
  return out;
}

/** How many times a member's portfolio items were viewed, all time (the studio dashboard, issue 17). */
export const portfolioViewsOf = (ctx: Pick<AppContext, 'db'>, userId: string) => repo.viewsTotalOf(ctx.db, userId);

/** Portfolio views of each of `userIds`, all time (the enterprise dashboard, issue 17). */
export const viewTotalsOf = (ctx: Pick<AppContext, 'db'>, userIds: readonly string[]) => repo.viewTotalsOf(ctx.db, userIds);

/** A member's portfolio in figures (the enterprise public API, issue 17): live items, public ones, albums, views, likes. */
export const portfolioStatsOf = (ctx: Pick<AppContext, 'db'>, userId: string) => repo.statsOf(ctx.db, userId);
