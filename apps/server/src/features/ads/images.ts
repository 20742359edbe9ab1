import { AD_LIMITS } from '@mb/contract/ads';
import type { AppContext } from '../../platform/context.ts';
import * as storage from '../storage/index.ts';
import { presentCampaign } from './presenter.ts';
import * as repo from './repository.ts';
import { assertDraftOwner, setCampaignImage, todayUtc } from './service.ts';

/**
 * The creative's image: checked by its bytes (JPEG, PNG, WebP up to 5 MB, the avatar messages),
 * re-encoded to WebP within 1200 x 1200 with every metadata dropped, stored in the public
 * business-logos bucket under the owner's folder (an ad is public once it runs). The replaced
 * image is removed after commit; a failed write removes the new one.
 */
export async function uploadAdImage(
  ctx: AppContext,
  userId: string,
  id: string,
  file: { name: string; declaredType?: string; body: Buffer },
) {
  const result = await storage.replacePublicImage(ctx, userId, file, {
    maxBytes: AD_LIMITS.imageMaxBytes,
    maxSide: 1200,
    what: 'ad image',
    assertAllowed: () => assertDraftOwner(ctx, userId, id),
    attach: (key) => setCampaignImage(ctx, userId, id, key),
  });
  const totals = await repo.totals(ctx.db, [id]);
  return presentCampaign(ctx, result.row, totals.get(id) ?? { impressions: 0, clicks: 0 }, todayUtc());
}
