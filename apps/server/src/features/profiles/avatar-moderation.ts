import { NOTICE_TEXT } from '@mb/contract/notice-text';
import type { AppContext } from '../../platform/context.ts';
import type { Executor } from '../../platform/db/client.ts';
import * as moderation from '../moderation/index.ts';
import { reviewAvatarIn } from './avatar.ts';
import * as repo from './repository.ts';

export const AVATAR_MODERATION_TYPE = 'avatar';

const str = (v: unknown) => (typeof v === 'string' ? v : undefined);

/**
 * Avatars in the moderation queue (spec §6: up to 48 hours, verified members skip it). The item's
 * subject is the member (one pending avatar each); its summary remembers which file was uploaded, so
 * a decision on a file the member has since replaced is refused.
 */
export const avatarModerationType: moderation.ModerationTypeDef = {
  type: AVATAR_MODERATION_TYPE,
  label: 'Avatars',
  told: NOTICE_TEXT.moderated.avatar,
  actionUrl: '/profile/edit',
  async describe(ctx, item) {
    const p = await repo.findProfileById(ctx.db, item.owner_id);
    const url = str(item.summary.url);
    const images = url ? [{ url, alt: 'The avatar to review', caption: 'New avatar (512 px)' }] : [];
    if (p?.avatar_approved_url && p.avatar_approved_url !== url) {
      images.push({ url: p.avatar_approved_url, alt: 'The avatar others see now', caption: 'Current approved avatar' });
    }
    const uploaded = str(item.summary.uploaded_at);
    return {
      title: `Avatar of ${p?.display_name || p?.username || 'a member'}`,
      images,
      facts: [
        { label: 'Uploaded', value: uploaded ?? item.created_at.toISOString(), kind: 'datetime' as const },
        { label: 'Last rejection', value: p?.avatar_rejection_reason ?? 'None' },
      ],
      current: Boolean(p && p.avatar_moderation_status === 'pending' && p.avatar_path === str(item.summary.path)),
    };
  },
  async onApprove(ctx, tx, item) {
    return reviewAvatarIn(ctx, tx, item.owner_id, {
      approve: true,
      reviewerId: item.decided_by ?? item.owner_id,
      path: str(item.summary.path),
    });
  },
  async onReject(ctx, tx, item, reason) {
    return reviewAvatarIn(ctx, tx, item.owner_id, {
      approve: false,
      reviewerId: item.decided_by ?? item.owner_id,
      reason: reason.text,
      path: str(item.summary.path),
    });
  },
};

/**
 * Called by the upload inside its transaction: a pending avatar becomes a queue item (replacing the
 * member's older pending one); a verified member's avatar, approved at once, withdraws any.
 */
export async function queueAvatarForReview(
  ctx: AppContext,
  tx: Executor,
  upload: { userId: string; path: string; url: string; thumbUrl: string; approved: boolean; name: string | null },
) {
  const subject = { type: AVATAR_MODERATION_TYPE, subjectId: upload.userId };
  if (upload.approved) return moderation.withdrawModeration(ctx, tx, subject);
  await moderation.enqueueModeration(ctx, tx, {
    ...subject,
    ownerId: upload.userId,
    summary: {
      title: upload.name ? `Avatar: ${upload.name}` : 'New avatar',
      thumbnail_url: upload.thumbUrl,
      url: upload.url,
      path: upload.path,
      uploaded_at: new Date().toISOString(),
    },
  });
}
