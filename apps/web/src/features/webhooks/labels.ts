import type { WebhookEventType } from '@mb/contract/webhooks';
import { t } from '../../lib/i18n';

/** The contract's WEBHOOK_EVENT_LABELS in the reader's language (the contract keeps the English). */
export const eventLabel = (type: WebhookEventType): { label: string; hint: string } =>
  ({
    'application.created': {
      label: t('webhooks.event.application', 'New casting application'),
      hint: t('webhooks.event.applicationHint', 'A creator applied to a casting call of a linked studio.'),
    },
    'booking.created': {
      label: t('webhooks.event.booking', 'New booking request'),
      hint: t('webhooks.event.bookingHint', 'Someone requested a booking with a linked studio (MB Bookings).'),
    },
    'event.rsvp': {
      label: t('webhooks.event.rsvp', 'Event RSVP'),
      hint: t('webhooks.event.rsvpHint', "Someone RSVPed to or took a ticket for a linked studio's event (MB Events)."),
    },
  })[type];
