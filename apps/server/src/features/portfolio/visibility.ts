import type { ContentFilter } from '@mb/contract/profiles';
import { MODERATION_RULE } from '@mb/contract/staff-rule';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { provision } from '../../platform/modules.ts';
import * as profiles from '../profiles/index.ts';
import { meetsRule } from '../staff/index.ts';
import { itemIdOfKey } from './media.ts';
import { isPublicRow } from './presenter.ts';
import * as repo from './repository.ts';
import { watermarkedOwners } from './watermark.ts';

// Who may see what

/** 'public', or 'public:<member>' for a member let through the owner's geo-blocking (below). */
export type PublicAudience = 'public' | `public:${string}`;
export const isPublicAudience = (a: string): a is PublicAudience => a === 'public' || a.startsWith('public:');

/**
 * The audience a reader's URLs of the owner's public items are signed for. A member the owner's allow
 * list lets through in a place the owner hides from gets URLs naming them, since the file guard sees no
 * session and would otherwise refuse the files there (geo-blocking); everyone else shares 'public'.
 */
export async function publicAudience(ctx: AppContext, ownerId: string, readerId: string | null): Promise<PublicAudience> {
  if (!readerId || readerId === ownerId || !(await profiles.geoHiddenFrom(ctx, ownerId, null))) return 'public';
  return `public:${readerId}`;
}

/** Who is reading: a member (or null for a visitor), whether they confirmed 18+, the header's content filter. */
export interface Reader {
  userId: string | null;
  adult: boolean;
  filter?: ContentFilter;
}

const isStaff = (ctx: AppContext, userId: string | null) => (userId ? meetsRule(ctx, userId, MODERATION_RULE) : Promise.resolve(false));

/** Whether the owner's profile is visible to the reader (members-only needs a session; a block answers no). */
export async function ownerVisibleTo(ctx: AppContext, ownerId: string, readerId: string | null): Promise<boolean> {
  try {
    await profiles.getPublicProfile(ctx, ownerId, readerId ? { userId: readerId, sessionId: '' } : null);
    return true;
  } catch (e) {
    if (e instanceof AppError && e.code === 'not_found') return false;
    throw e;
  }
}

/**
 * THE visibility rule: the owner sees all their items, staff with MODERATION_RULE everything not
 * deleted; anyone else only public items (approved, consent none/confirmed, not deleted) of a profile
 * visible to them. Answers the audience to sign URLs for, or null when the reader may not see it.
 */
export async function audienceFor(
  ctx: AppContext,
  item: repo.ItemRow,
  readerId: string | null,
  seen: Map<string, Promise<boolean>> = new Map(),
): Promise<'owner' | 'staff' | PublicAudience | null> {
  if (readerId && readerId === item.owner_id) return 'owner';
  if (item.deleted_at) return null;
  if (isPublicRow(item)) {
    // One look per owner (and one staff check) however many of their items a list holds.
    let visible = seen.get(item.owner_id);
    if (!visible) {
      visible = ownerVisibleTo(ctx, item.owner_id, readerId);
      seen.set(item.owner_id, visible);
    }
    if (await visible) return publicAudience(ctx, item.owner_id, readerId);
  }
  let staff = seen.get('staff');
  if (!staff) {
    staff = isStaff(ctx, readerId);
    seen.set('staff', staff);
  }
  return (await staff) ? 'staff' : null;
}

/**
 * The `portfolio` bucket's guard (given to 'storage.bucket_guard' in the portfolio module): every read of a file asks
 * the item again, so a rejection, a declined tag or a revoked share stops old URLs at once.
 */
export async function portfolioFileGuard(ctx: AppContext, file: { key: string; audience: string | null }): Promise<boolean> {
  const itemId = itemIdOfKey(file.key);
  if (!itemId || !file.audience) return false;
  const item = await repo.findItem(ctx.db, itemId);
  if (!item || !repo.fileKeysOf(item).includes(file.key)) return false;
  const [kind, id] = file.audience.split(':') as [string, string | undefined];
  if (kind === 'owner' || kind === 'staff') return true;
  // Watermark on: the clean full view and video are for the owner and staff only, also through URLs handed out before.
  if ((file.key === item.full_key || file.key === item.video_key) && (await watermarkedOwners(ctx, [item.owner_id])).has(item.owner_id))
    return false;
  // Hidden from the reader's place (geo-blocking), also through a URL signed elsewhere; the reader the
  // URL names (a tagged member, one let through) counts for the allow list.
  const named = (kind === 'public' || kind === 'tag') && id ? id : null;
  if (await profiles.geoHiddenFrom(ctx, item.owner_id, named)) return false;
  if (kind === 'tag' && id) return provision(ctx, 'credits.still_tagged')(ctx, id, item);
  if (!isPublicRow(item)) return false;
  if (kind === 'public') return true;
  if (kind === 'share' && id) return provision(ctx, 'portfolio-shares.share_live')(ctx, id, item);
  return false;
}
