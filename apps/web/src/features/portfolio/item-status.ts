import { type OwnPortfolioItem, PORTFOLIO_MESSAGES } from '@mb/contract/portfolio';
import { t, tm } from '../../lib/i18n';

// What an item's owner is told about it: one badge per state that keeps it from the public or marks
// what it is, each with the sentence that explains it (shown in the edit dialog and as the badge's title).

export type BadgeTone = 'warning' | 'danger' | 'info' | 'neutral';

export interface ItemBadge {
  key: 'pending' | 'rejected' | 'consent-pending' | 'consent-declined' | 'removal-hold' | 'nsfw' | 'video';
  label: string;
  tone: BadgeTone;
  detail?: string;
}

/** 0:07, 2:05, 1:02:03 from seconds. */
export function formatDuration(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const ss = String(s % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${ss}` : `${m}:${ss}`;
}

export function itemBadges(item: OwnPortfolioItem): ItemBadge[] {
  const badges: ItemBadge[] = [];
  if (item.moderation_status === 'pending') {
    badges.push({
      key: 'pending',
      label: t('portfolio.badge.pending', 'Pending moderation'),
      tone: 'warning',
      detail: tm(PORTFOLIO_MESSAGES.pendingModeration),
    });
  }
  if (item.moderation_status === 'rejected') {
    badges.push({
      key: 'rejected',
      label: t('portfolio.badge.rejected', 'Rejected'),
      tone: 'danger',
      detail: item.rejection_reason
        ? t('portfolio.badge.rejectedWhy', 'A moderator rejected it: {reason}', { reason: item.rejection_reason })
        : t('portfolio.badge.rejectedText', 'A moderator rejected it.'),
    });
  }
  if (item.consent_state === 'pending') {
    badges.push({
      key: 'consent-pending',
      label: t('portfolio.badge.consentPending', 'Waiting for consent'),
      tone: 'info',
      detail: tm(PORTFOLIO_MESSAGES.consentPending),
    });
  }
  if (item.consent_state === 'declined') {
    badges.push({
      key: 'consent-declined',
      label: t('portfolio.badge.declined', 'Declined'),
      tone: 'danger',
      detail: tm(PORTFOLIO_MESSAGES.consentDeclined),
    });
  }
  if (item.hidden_by_request) {
    badges.push({
      key: 'removal-hold',
      label: t('portfolio.badge.removalHold', 'Hidden: removal request'),
      tone: 'danger',
      detail: t(
        'portfolio.badge.removalHoldText',
        'Hidden from everyone but you while a removal request about it is in force. Its notification says why and what you can do.',
      ),
    });
  }
  if (item.nsfw)
    badges.push({
      key: 'nsfw',
      label: 'NSFW',
      tone: 'neutral',
      detail: t('portfolio.badge.nsfwText', 'Blurred for visitors until they confirm they are 18 or older.'),
    });
  if (item.kind === 'video') {
    const d = item.media.duration_seconds;
    const label =
      d === null
        ? t('portfolio.badge.video', 'Video')
        : t('portfolio.badge.videoLength', 'Video {duration}', { duration: formatDuration(d) });
    badges.push({ key: 'video', label, tone: 'neutral' });
  }
  return badges;
}

/** A name for the item in lists, announcements and labels. */
export function itemName(item: Pick<OwnPortfolioItem, 'title' | 'kind'>): string {
  return (
    item.title ?? (item.kind === 'video' ? t('portfolio.untitledVideo', 'Untitled video') : t('portfolio.untitledImage', 'Untitled image'))
  );
}
