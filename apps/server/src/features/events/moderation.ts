import { EVENT_CATEGORY_LABELS, type EventCategory } from '@mb/contract/events';
import { formatMoney } from '@mb/contract/money';
import { NOTICE_TEXT } from '@mb/contract/notice-text';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { emit } from '../../platform/modules.ts';
import type * as moderation from '../moderation/index.ts';
import * as repo from './repository.ts';

export const EVENT_MODERATION_TYPE = 'event_listing';

const NOT_IN_REVIEW = 'This event is no longer waiting for review.';

export function eventSummary(ctx: AppContext, row: repo.EventRow) {
  return {
    title: `Event: ${row.title}`,
    thumbnail_url: row.image_path ? ctx.storage.url('business-logos', row.image_path) : null,
  };
}

const when = (row: repo.EventRow) =>
  row.start_date && row.end_date
    ? `${row.start_date.toISOString().slice(0, 16).replace('T', ' ')} to ${row.end_date.toISOString().slice(0, 16).replace('T', ' ')} UTC (${row.timezone})`
    : '(not set)';

/**
 * Events in the moderation queue (issue 15: an organizer's events pass the queue until one of theirs is
 * approved; later ones publish at once). Approving lists the event (members see it, followers' feeds
 * hear of it); rejecting sends it back to draft with the reason, shown on /app/mb-events and in the
 * decision's notification.
 */
export const eventModerationType: moderation.ModerationTypeDef = {
  type: EVENT_MODERATION_TYPE,
  label: 'Events',
  told: NOTICE_TEXT.moderated.event,
  actionUrl: '/app/mb-events',
  async describe(ctx, item) {
    const row = await repo.findEvent(ctx.db, item.subject_id);
    if (!row) return { title: 'Event (deleted)', images: [], facts: [], current: false };
    const images = row.image_path
      ? [{ url: ctx.storage.url('business-logos', row.image_path), alt: `Picture of the event ${row.title}`, caption: 'Event picture' }]
      : [];
    return {
      title: `Event: ${row.title}`,
      images,
      facts: [
        { label: 'Title', value: row.title },
        { label: 'Category', value: EVENT_CATEGORY_LABELS[row.category as EventCategory] ?? row.category },
        { label: 'Description', value: row.description || '(empty)' },
        { label: 'When', value: when(row) },
        { label: 'Where', value: row.is_online ? `Online: ${row.online_url}` : row.location },
        { label: 'Link', value: row.link_url || '(none)' },
        { label: 'Capacity', value: String(row.capacity) },
        { label: 'Tickets', value: row.ticket_kind === 'free' ? 'Free RSVP' : formatMoney(row.price_minor, row.currency) },
      ],
      current: row.status === 'published' && row.moderation === 'pending',
    };
  },
  async onApprove(ctx, tx, item) {
    const row = await repo.lockEvent(tx, item.subject_id);
    if (row?.status !== 'published' || row.moderation !== 'pending') throw new AppError('conflict', NOT_IN_REVIEW);
    const at = new Date();
    await repo.updateEvent(tx, row.id, { moderation: 'approved', published_at: at, rejection_reason: null });
    await emit(ctx, 'events.event_listed', { tx, organizerId: row.organizer_id, eventId: row.id, at });
    return undefined;
  },
  async onReject(_ctx, tx, item, reason) {
    const row = await repo.lockEvent(tx, item.subject_id);
    if (row?.status !== 'published' || row.moderation !== 'pending') throw new AppError('conflict', NOT_IN_REVIEW);
    await repo.updateEvent(tx, row.id, { status: 'draft', moderation: 'rejected', rejection_reason: reason.text });
    return undefined;
  },
};
