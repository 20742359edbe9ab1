import { EVENT_LIMITS } from '@mb/contract/events';
import type { AppContext } from '../../platform/context.ts';
import * as storage from '../storage/index.ts';
import { assertEditable, presentOrganizedEvent, setEventImage } from './service.ts';

/**
 * The event's picture (as ads' image): checked by its bytes (JPEG, PNG, WebP up to 5 MB), re-encoded
 * to WebP within 1600 x 1600 without metadata, stored in the public business-logos bucket (a listed
 * event is public). The replaced picture is removed after commit; a failed write removes the new one.
 */
export async function uploadEventImage(
  ctx: AppContext,
  userId: string,
  id: string,
  file: { name: string; declaredType?: string; body: Buffer },
) {
  const result = await storage.replacePublicImage(ctx, userId, file, {
    maxBytes: EVENT_LIMITS.imageMaxBytes,
    maxSide: 1600,
    what: 'event image',
    assertAllowed: () => assertEditable(ctx, userId, id),
    attach: (key) => setEventImage(ctx, userId, id, key),
  });
  return presentOrganizedEvent(ctx, result.row);
}
