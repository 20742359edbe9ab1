import { createHmac, randomUUID } from 'node:crypto';
import {
  type ConsentState,
  type MemberPortfolio,
  type MyPortfolio,
  matchesContentFilter,
  type OwnPortfolioItem,
  PORTFOLIO_LIMITS,
  PORTFOLIO_MESSAGES,
  type PortfolioAlbum,
  type PortfolioAllowance,
  type PortfolioAtRisk,
  type PublicPortfolioItem,
} from '@mb/contract/portfolio';
import type { ContentFilter, ContentType } from '@mb/contract/profiles';
import type { RealtimeEvent } from '@mb/contract/realtime';
import { RECORDS_MESSAGES } from '@mb/contract/records';
import { MODERATION_RULE } from '@mb/contract/staff-rule';
import type { Actor, AppContext } from '../../platform/context.ts';
import type { Executor } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { emit, provision } from '../../platform/modules.ts';
import { isIdentityVerified } from '../compliance/index.ts';
import * as moderation from '../moderation/index.ts';
import { notify } from '../notifications/index.ts';
import * as profiles from '../profiles/index.ts';
import { meetsRule, platformSetting } from '../staff/index.ts';
import * as storage from '../storage/index.ts';
import { checkPortfolioFile, type IncomingFile, itemIdOfKey, mediaKey, processUpload } from './media.ts';
import {
  type ItemTags,
  isPublicRow,
  MEDIA_URL_SECONDS,
  NO_TAGS,
  presentAlbum,
  presentMedia,
  presentOwnItem as presentOwnRow,
  presentPublicItem,
} from './presenter.ts';
import * as repo from './repository.ts';

export const PORTFOLIO_MODERATION_TYPE = 'portfolio_item';
export const PURGE_JOB = 'portfolio.purge';
export const PRUNE_VIEWS_JOB = 'portfolio.prune_views';
export const REMOVE_FILES_JOB = 'portfolio.remove_files';
export type { ItemTags } from './presenter.ts';
export type PortfolioItemRow = repo.ItemRow;

// ---------------------------------------------------------------------------------------------------
// What portfolio tells other features, and what it asks them

declare module '../../platform/modules.ts' {
  interface FeatureEvents {
    /**
     * A new item, in its upload transaction: the 2257 records open one for work that depicts people.
     * A listener's throw rolls the upload back.
     */
    'portfolio.item_created': {
      tx: Executor;
      itemId: string;
      ownerId: string;
      title: string | null;
      kind: 'image' | 'video';
      depictsPeople: boolean;
      productionDate: string | null;
    };
    /**
     * An item became public (an immediate publish or a moderator's approval) or an album was created,
     * inside the writing transaction: the feed records the activity.
     */
    'portfolio.item_published': { tx: Executor; kind: 'portfolio_item' | 'album'; ownerId: string; subjectId: string; at: Date };
  }
  interface Provisions {
    /** The tags and release of items (the credits feature keeps them). */
    'credits.item_tags': (ctx: AppContext, itemIds: readonly string[]) => Promise<Map<string, ItemTags>>;
    /** A staff-only link to an item's signed model release, or null. */
    'credits.release_link': (ctx: AppContext, itemId: string) => Promise<{ url: string } | null>;
    /** Whether `id` is a member still tagged on the item: the 'tag:<id>' audience of its files holds. */
    'credits.still_tagged': AudienceCheck;
    /** Whether the share `id` is live and belongs to the item's owner: the 'share:<id>' audience holds. */
    'portfolio-shares.share_live': AudienceCheck;
  }
}

/** Whether an audience of an item's files still holds for `id` (a tagged member, a share). */
export type AudienceCheck = (ctx: AppContext, id: string, item: { id: string; owner_id: string }) => Promise<boolean>;

/** Issue 18: work that shows people needs its production date (a real day, not in the future) for its 2257 record. */
function productionDateOf(q: { depicts_people?: 'true' | 'false'; production_date?: string }): string | null {
  if (q.depicts_people !== 'true') return null;
  const day = q.production_date;
  const invalid = (m: string) => new AppError('validation_failed', m, { production_date: m });
  if (!day) throw invalid(RECORDS_MESSAGES.productionDateNeeded);
  const d = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== day || d.getUTCFullYear() < 1900)
    throw invalid(RECORDS_MESSAGES.productionDateNeeded);
  if (d.getTime() > Date.now() + 14 * 3600_000) throw invalid(RECORDS_MESSAGES.productionDateFuture);
  return day;
}

/** The one re-encoding of member images (WebP, no metadata, a blurred preview): feed posts use it too. */
export { renderImage } from './media.ts';

const tagsOf = async (ctx: AppContext, ids: readonly string[]) =>
  ids.length ? provision(ctx, 'credits.item_tags')(ctx, ids) : new Map<string, ItemTags>();

// ---------------------------------------------------------------------------------------------------
// Who may see what

/** Who is reading: a member (or null for a visitor), whether they confirmed 18+, the header's content filter. */
export interface Reader {
  userId: string | null;
  adult: boolean;
  filter?: ContentFilter;
}

const isStaff = (ctx: AppContext, userId: string | null) => (userId ? meetsRule(ctx, userId, MODERATION_RULE) : Promise.resolve(false));

/** Whether the owner's profile is visible to the reader (members-only needs a session; a block answers no). */
async function ownerVisibleTo(ctx: AppContext, ownerId: string, readerId: string | null): Promise<boolean> {
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
): Promise<'owner' | 'staff' | 'public' | null> {
  if (readerId && readerId === item.owner_id) return 'owner';
  if (item.deleted_at) return null;
  if (isPublicRow(item)) {
    // One look per owner (and one staff check) however many of their items a list holds.
    let visible = seen.get(item.owner_id);
    if (!visible) {
      visible = ownerVisibleTo(ctx, item.owner_id, readerId);
      seen.set(item.owner_id, visible);
    }
    if (await visible) return 'public';
  }
  let staff = seen.get('staff');
  if (!staff) {
    staff = isStaff(ctx, readerId);
    seen.set('staff', staff);
  }
  return (await staff) ? 'staff' : null;
}

/**
 * The `portfolio` bucket's guard (registered through the storage service): every read of a file asks
 * the item again, so a rejection, a declined tag or a revoked share stops old URLs at once.
 */
export async function portfolioFileGuard(ctx: AppContext, file: { key: string; audience: string | null }): Promise<boolean> {
  const itemId = itemIdOfKey(file.key);
  if (!itemId || !file.audience) return false;
  const item = await repo.findItem(ctx.db, itemId);
  if (!item || ![item.thumb_key, item.full_key, item.video_key].includes(file.key)) return false;
  const [kind, id] = file.audience.split(':') as [string, string | undefined];
  if (kind === 'owner' || kind === 'staff') return true;
  if (kind === 'tag' && id) return provision(ctx, 'credits.still_tagged')(ctx, id, item);
  if (!isPublicRow(item)) return false;
  if (kind === 'public') return true;
  if (kind === 'share' && id) return provision(ctx, 'portfolio-shares.share_live')(ctx, id, item);
  return false;
}

// ---------------------------------------------------------------------------------------------------
// Allowance and limits

interface MemberState {
  pro: { is_pro: boolean; in_grace: boolean };
  verified: boolean;
  reviewEvery: boolean;
}

async function memberState(ctx: AppContext, userId: string): Promise<MemberState> {
  const [pro, verified, reviewEvery] = await Promise.all([
    profiles.proStatusOf(ctx, userId),
    isIdentityVerified(ctx, userId),
    platformSetting(ctx, 'review_every_upload'),
  ]);
  return { pro, verified, reviewEvery };
}

function allowanceOf(s: MemberState, counts: { images: number; videos: number }): PortfolioAllowance {
  const pro = s.pro.is_pro;
  return {
    is_pro: pro,
    verified: s.verified,
    uploads_reviewed: !s.verified || s.reviewEvery,
    in_grace: s.pro.in_grace,
    image_count: counts.images,
    image_limit: pro ? PORTFOLIO_LIMITS.proItemLimit : PORTFOLIO_LIMITS.freeImageLimit,
    item_limit: pro ? PORTFOLIO_LIMITS.proItemLimit : PORTFOLIO_LIMITS.freeImageLimit,
    can_upload_videos: pro && !s.pro.in_grace,
    can_use_albums: pro && !s.pro.in_grace,
    max_upload_bytes: PORTFOLIO_LIMITS.uploadMaxBytes,
  };
}

const refuse = (message: string, field?: string) => new AppError('forbidden', message, field ? { [field]: message } : undefined);

/** Room for one more item of this kind (free: 12 images; Pro: 500 items). */
function assertRoom(pro: MemberState['pro'], counts: { images: number; videos: number }, kind: 'image' | 'video') {
  if (kind === 'video' && !pro.is_pro) throw refuse(PORTFOLIO_MESSAGES.videosNeedPro, 'file');
  if (pro.is_pro) {
    if (counts.images + counts.videos >= PORTFOLIO_LIMITS.proItemLimit) throw refuse(PORTFOLIO_MESSAGES.proItemLimitReached, 'file');
  } else if (counts.images >= PORTFOLIO_LIMITS.freeImageLimit) {
    throw refuse(PORTFOLIO_MESSAGES.imageLimitReached, 'file');
  }
}

const notInGrace = (s: MemberState) => {
  if (s.pro.in_grace) throw refuse(PORTFOLIO_MESSAGES.inGrace);
};

/**
 * For features that change a member's portfolio items (credits' tags): refused in the grace period like
 * this feature's own edits (spec §2 'cannot edit existing Pro content', §6).
 */
export async function assertEditable(ctx: AppContext, userId: string): Promise<void> {
  if ((await profiles.proStatusOf(ctx, userId)).in_grace) throw refuse(PORTFOLIO_MESSAGES.inGrace);
}

/** Spec §3 grace status counts: what a lapse would take away (videos, albums, images beyond the free 12). */
export async function atRiskOf(ctx: AppContext, userId: string): Promise<PortfolioAtRisk> {
  const [counts, albums] = await Promise.all([repo.countsOf(ctx.db, userId), repo.countAlbums(ctx.db, userId)]);
  return { videos: counts.videos, albums, images_beyond_free: Math.max(0, counts.images - PORTFOLIO_LIMITS.freeImageLimit) };
}

// ---------------------------------------------------------------------------------------------------
// Presenting, for this feature and others (credits, portfolio-shares)

/** The owner's view of items (any owner: the caller checked the reader is the owner or acts for them). */
export async function presentOwnItems(ctx: AppContext, itemIds: readonly string[]): Promise<OwnPortfolioItem[]> {
  const rows = (await repo.findItems(ctx.db, itemIds)).filter((r) => !r.deleted_at);
  const byId = new Map(rows.map((r) => [r.id, r]));
  const ordered = itemIds.map((id) => byId.get(id)).filter((r): r is repo.ItemRow => Boolean(r));
  return presentOwnRows(ctx, ordered);
}

export async function presentOwnItem(ctx: AppContext, itemId: string): Promise<OwnPortfolioItem> {
  const [item] = await presentOwnItems(ctx, [itemId]);
  if (!item) throw new AppError('not_found', PORTFOLIO_MESSAGES.itemNotFound);
  return item;
}

async function presentOwnRows(ctx: AppContext, rows: repo.ItemRow[]): Promise<OwnPortfolioItem[]> {
  const tags = await tagsOf(
    ctx,
    rows.map((r) => r.id),
  );
  // Nobody likes their own item (likeOwn), so `liked` is false in the owner's view.
  return rows.map((r) => presentOwnRow(ctx, r, { liked: false, tags: tags.get(r.id) ?? NO_TAGS }));
}

async function presentRowsFor(ctx: AppContext, rows: repo.ItemRow[], reader: Reader, audience: string): Promise<PublicPortfolioItem[]> {
  const ids = rows.map((r) => r.id);
  const [tags, liked] = await Promise.all([
    tagsOf(ctx, ids),
    reader.userId ? repo.likedBy(ctx.db, reader.userId, ids) : Promise.resolve(new Set<string>()),
  ]);
  return rows.map((r) =>
    presentPublicItem(ctx, r, {
      audience,
      // NSFW media only once the reader confirmed 18+; the owner and staff always see their items.
      withhold: r.nsfw && !reader.adult && (audience === 'public' || audience.startsWith('share:')),
      liked: liked.has(r.id),
      tags: tags.get(r.id) ?? NO_TAGS,
    }),
  );
}

/**
 * Items as `reader` may see them, in the order given, leaving out those they may not see (and,
 * with a filter, those the content filter hides). For the credits feature's lists and the feed.
 */
export async function presentPublicItems(
  ctx: AppContext,
  itemIds: readonly string[],
  reader: Reader,
  opts: { publicOnly?: boolean } = {},
): Promise<PublicPortfolioItem[]> {
  const rows = await repo.findItems(ctx.db, itemIds);
  const byId = new Map(rows.map((r) => [r.id, r]));
  const seen = new Map<string, Promise<boolean>>();
  const out: PublicPortfolioItem[] = [];
  for (const id of itemIds) {
    const r = byId.get(id);
    if (!r) continue;
    // publicOnly (the feed): the owner too sees only what is public now, not their deleted or private items.
    if (opts.publicOnly && !isPublicRow(r)) continue;
    if (reader.filter && !matchesContentFilter(r.content_types as ContentType[], reader.filter)) continue;
    const audience = await audienceFor(ctx, r, reader.userId, seen);
    if (!audience) continue;
    const [item] = await presentRowsFor(ctx, [r], reader, audience);
    if (item) out.push(item);
  }
  return out;
}

/** The grid image of an item signed for an audience (e.g. `tag:<member id>` for a tag request); null when it is gone. */
export async function itemThumbFor(ctx: AppContext, itemId: string, audience: string): Promise<string | null> {
  const r = await repo.findItem(ctx.db, itemId);
  if (!r || r.deleted_at) return null;
  return ctx.storage.url('portfolio', r.thumb_key, { expiresInSeconds: MEDIA_URL_SECONDS, audience });
}

/**
 * The grid image's bytes of an item (MB Licensing keeps a small copy for the certificate and the
 * verification page); null when the item or its file is gone. The caller checked who may have it.
 */
export async function itemThumbBytes(ctx: AppContext, itemId: string): Promise<Buffer | null> {
  const r = await repo.findItem(ctx.db, itemId);
  if (!r || r.deleted_at) return null;
  return (await ctx.storage.get('portfolio', r.thumb_key))?.body ?? null;
}

/** The item if `ownerId` owns it and it is not deleted; 404 otherwise (a stranger learns nothing). */
export async function ownedItem(ctx: AppContext, ownerId: string, itemId: string, db: Executor = ctx.db): Promise<repo.ItemRow> {
  const r = await repo.findItem(db, itemId);
  if (!r || r.owner_id !== ownerId || r.deleted_at) throw new AppError('not_found', PORTFOLIO_MESSAGES.itemNotFound);
  return r;
}

/**
 * Co-performer consent on an item: written only here, inside the caller's transaction (credits calls
 * it when tags change). Pending or declined keeps the item private, whatever moderation said.
 */
export async function setConsentState(_ctx: AppContext, tx: Executor, itemId: string, state: ConsentState): Promise<void> {
  const r = await repo.updateItem(tx, itemId, { consent_state: state });
  if (!r) throw new AppError('not_found', PORTFOLIO_MESSAGES.itemNotFound);
}

/**
 * A removal request (issue 18) holds an item hidden, or lets it go: written only here, inside the
 * caller's transaction. A held item is public to nobody (the one visibility rule), on every listing
 * and /storage URL; the owner and staff still see it.
 */
export async function setRemovalHold(_ctx: AppContext, tx: Executor, itemId: string, hold: boolean): Promise<void> {
  await repo.updateItem(tx, itemId, { hidden_by_request_at: hold ? new Date() : null });
}

/** Items a removal request may name: not deleted, with their owner and title (any state; the caller decides). */
export async function removalTargets(ctx: AppContext, itemIds: readonly string[]) {
  const rows = (await repo.findItems(ctx.db, itemIds)).filter((r) => !r.deleted_at);
  return rows.map((r) => ({ id: r.id, owner_id: r.owner_id, title: r.title, kind: r.kind, hidden: r.hidden_by_request_at !== null }));
}

/** Public albums with their items as the reader may see them; empty albums are left out. */
function albumsFor(
  ctx: AppContext,
  albums: repo.AlbumRow[],
  items: repo.ItemRow[],
  o: { audience: string; adult: boolean; owner: boolean },
) {
  const out: PortfolioAlbum[] = [];
  for (const a of albums) {
    const inAlbum = items.filter((i) => i.album_id === a.id);
    if (!o.owner && inAlbum.length === 0) continue;
    out.push(presentAlbum(ctx, a, inAlbum, o));
  }
  return out;
}

/**
 * A member's public portfolio for an audience that already may see it ('public' on the profile page,
 * 'share:<id>' on a share link): approved, consented items and the albums holding them.
 */
export async function publicPortfolioFor(
  ctx: AppContext,
  ownerId: string,
  o: { audience: string; adult: boolean; filter?: ContentFilter; readerId?: string | null; albumId?: string },
): Promise<Omit<MemberPortfolio, 'owner_id'>> {
  const [all, albums] = await Promise.all([repo.publicItemsOf(ctx.db, ownerId), repo.albumsOf(ctx.db, ownerId)]);
  const filter = o.filter ?? 'all';
  const shown = all.filter((r) => matchesContentFilter(r.content_types as ContentType[], filter));
  const inScope = o.albumId ? shown.filter((r) => r.album_id === o.albumId) : shown;
  const items = await presentRowsFor(ctx, inScope, { userId: o.readerId ?? null, adult: o.adult }, o.audience);
  return {
    items,
    albums: albumsFor(ctx, albums, shown, { audience: o.audience, adult: o.adult, owner: false }),
    hidden_by_filter: all.length - shown.length,
  };
}

/**
 * Albums as `reader` may see them (the feed's album cards), by id: only albums of profiles visible to
 * the reader holding at least one public item the content filter keeps; the cover signed for 'public'.
 */
export async function publicAlbumsFor(ctx: AppContext, albumIds: readonly string[], reader: Reader): Promise<Map<string, PortfolioAlbum>> {
  const out = new Map<string, PortfolioAlbum>();
  const seen = new Map<string, Promise<boolean>>();
  for (const id of new Set(albumIds)) {
    const a = await repo.findAlbum(ctx.db, id);
    if (!a) continue;
    let visible = seen.get(a.owner_id);
    if (!visible) {
      visible = reader.userId === a.owner_id ? Promise.resolve(true) : ownerVisibleTo(ctx, a.owner_id, reader.userId);
      seen.set(a.owner_id, visible);
    }
    if (!(await visible)) continue;
    const items = (await repo.publicItemsOf(ctx.db, a.owner_id, a.id)).filter((r) =>
      matchesContentFilter(r.content_types as ContentType[], reader.filter ?? 'all'),
    );
    if (items.length === 0) continue;
    out.set(id, presentAlbum(ctx, a, items, { audience: 'public', adult: reader.adult, owner: false }));
  }
  return out;
}

// ---------------------------------------------------------------------------------------------------
// Reads (routes)

export async function myPortfolio(ctx: AppContext, userId: string): Promise<MyPortfolio> {
  const [rows, albums, state, counts] = await Promise.all([
    repo.ownItems(ctx.db, userId),
    repo.albumsOf(ctx.db, userId),
    memberState(ctx, userId),
    repo.countsOf(ctx.db, userId),
  ]);
  return {
    items: await presentOwnRows(ctx, rows),
    albums: albumsFor(ctx, albums, rows, { audience: 'owner', adult: true, owner: true }),
    allowance: allowanceOf(state, counts),
    at_risk: {
      videos: counts.videos,
      albums: albums.length,
      images_beyond_free: Math.max(0, counts.images - PORTFOLIO_LIMITS.freeImageLimit),
    },
  };
}

export interface ReadQuery {
  filter?: ContentFilter;
  adult?: '0' | '1';
  album_id?: string;
}

/** The public portfolio on a member's profile: 404 when the profile is not visible to the reader (like the profile). */
export async function memberPortfolio(ctx: AppContext, identifier: string, actor: Actor | null, q: ReadQuery): Promise<MemberPortfolio> {
  const profile = await profiles.getPublicProfile(ctx, identifier, actor);
  const rest = await publicPortfolioFor(ctx, profile.id, {
    audience: 'public',
    adult: q.adult === '1',
    filter: q.filter,
    readerId: actor?.userId ?? null,
    albumId: q.album_id,
  });
  return { owner_id: profile.id, ...rest };
}

/** One item: public ones to anyone who may see the profile, private ones to the owner and staff; 404 otherwise. */
export async function portfolioItem(ctx: AppContext, id: string, actor: Actor | null, q: ReadQuery): Promise<PublicPortfolioItem> {
  const r = await repo.findItem(ctx.db, id);
  const audience = r ? await audienceFor(ctx, r, actor?.userId ?? null) : null;
  if (!r || !audience || (r.deleted_at && audience !== 'owner')) throw new AppError('not_found', PORTFOLIO_MESSAGES.itemNotFound);
  const [item] = await presentRowsFor(ctx, [r], { userId: actor?.userId ?? null, adult: q.adult === '1' }, audience);
  if (!item) throw new AppError('not_found', PORTFOLIO_MESSAGES.itemNotFound);
  return item;
}

// ---------------------------------------------------------------------------------------------------
// Upload

async function removeFiles(ctx: AppContext, keys: (string | null)[]) {
  for (const key of keys) {
    if (!key) continue;
    await ctx.storage.delete('portfolio', key).catch((err) => ctx.log.warn({ err, key }, 'portfolio file clean-up failed'));
  }
}

/**
 * One image or video into the member's portfolio (spec §5 check, §6 moderation and Pro, §9 limits):
 * refused with its message before anything is stored; files first, then the row, the storage rows
 * and (unverified, or staff review every upload) the moderation item in one transaction.
 */
export async function uploadItem(
  ctx: AppContext,
  userId: string,
  file: IncomingFile,
  q: { album_id?: string; nsfw?: 'true' | 'false'; depicts_people?: 'true' | 'false'; production_date?: string },
): Promise<OwnPortfolioItem> {
  const { kind, mime } = await checkPortfolioFile(file);
  const productionDate = productionDateOf(q);
  const nsfw = q.nsfw === 'true';
  const state = await memberState(ctx, userId);
  notInGrace(state);
  if (kind === 'video' && !state.pro.is_pro) throw refuse(PORTFOLIO_MESSAGES.videosNeedPro, 'file');
  if (q.album_id && !state.pro.is_pro) throw refuse(PORTFOLIO_MESSAGES.albumsNeedPro, 'album_id');
  if (nsfw && !state.verified) throw refuse(PORTFOLIO_MESSAGES.nsfwNeedsVerification, 'nsfw');
  // Checked before the (costly) re-encoding, and again under the member's lock before the insert.
  assertRoom(state.pro, await repo.countsOf(ctx.db, userId), kind);
  if (q.album_id) {
    const album = await repo.findAlbum(ctx.db, q.album_id);
    if (!album || album.owner_id !== userId)
      throw new AppError('not_found', PORTFOLIO_MESSAGES.albumNotFound, { album_id: PORTFOLIO_MESSAGES.albumNotFound });
  }

  const media = await processUpload(ctx, file, kind, mime);
  const id = randomUUID();
  const thumbKey = mediaKey(userId, id, 'thumb', 'webp');
  const fullKey = mediaKey(userId, id, 'full', 'webp');
  const videoKey = media.video && media.videoExt ? mediaKey(userId, id, 'video', media.videoExt) : null;
  const keys = [thumbKey, fullKey, videoKey];
  try {
    await ctx.storage.put('portfolio', thumbKey, media.thumb, 'image/webp');
    await ctx.storage.put('portfolio', fullKey, media.full, 'image/webp');
    if (videoKey && media.video && media.videoMime) await ctx.storage.put('portfolio', videoKey, media.video, media.videoMime);
  } catch (err) {
    ctx.log.error({ err }, 'portfolio storage failed');
    await removeFiles(ctx, keys);
    throw new AppError('unavailable', PORTFOLIO_MESSAGES.uploadFailed);
  }

  const reviewed = !state.verified || state.reviewEvery;
  const now = new Date();
  try {
    const row = await ctx.db.transaction(async (tx) => {
      await repo.lockOwner(tx, userId);
      assertRoom(state.pro, await repo.countsOf(tx, userId), kind);
      const item = await repo.insertItem(tx, {
        id,
        owner_id: userId,
        album_id: q.album_id ?? null,
        kind,
        nsfw,
        position: await repo.nextPosition(tx, userId),
        moderation_status: reviewed ? 'pending' : 'approved',
        published_at: reviewed ? null : now,
        thumb_key: thumbKey,
        full_key: fullKey,
        video_key: videoKey,
        blur_data_url: media.blurDataUrl,
        width: media.width,
        height: media.height,
        duration_seconds: media.durationSeconds,
        size_bytes: file.body.length,
        created_at: now,
        updated_at: now,
      });
      await storage.recordStoredObjects(tx, [
        { bucket: 'portfolio', path: thumbKey, owner_id: userId, content_type: 'image/webp', size: media.thumb.length },
        { bucket: 'portfolio', path: fullKey, owner_id: userId, content_type: 'image/webp', size: media.full.length },
        ...(videoKey && media.video && media.videoMime
          ? [{ bucket: 'portfolio', path: videoKey, owner_id: userId, content_type: media.videoMime, size: media.video.length }]
          : []),
      ]);
      await emit(ctx, 'portfolio.item_created', {
        tx,
        itemId: id,
        ownerId: userId,
        title: item.title,
        kind,
        depictsPeople: productionDate !== null,
        productionDate,
      });
      if (reviewed) await queueForReview(ctx, tx, item);
      else await emit(ctx, 'portfolio.item_published', { tx, kind: 'portfolio_item', ownerId: userId, subjectId: id, at: now });
      await portfolioChanged(ctx, tx, userId, id, 'added');
      return item;
    });
    return (await presentOwnRows(ctx, [row]))[0] as OwnPortfolioItem;
  } catch (e) {
    await removeFiles(ctx, keys);
    throw e;
  }
}

/** Tells the member's other tabs, once `tx` commits, that the portfolio (and its allowance) changed. */
const portfolioChanged = (ctx: AppContext, tx: Executor, userId: string, itemId: string, change: 'added' | 'deleted' | 'restored') =>
  ctx.bus.publish({ type: 'portfolio.changed', topic: `user:${userId}`, data: { item_id: itemId, change } } satisfies RealtimeEvent, tx);

/** Seven days: longer than the queue's 48 hours, so the reviewer's list keeps its thumbnails. */
const QUEUE_THUMB_SECONDS = 7 * 24 * 3600;

async function queueForReview(ctx: AppContext, tx: Executor, item: repo.ItemRow) {
  await moderation.enqueueModeration(ctx, tx, {
    type: PORTFOLIO_MODERATION_TYPE,
    subjectId: item.id,
    ownerId: item.owner_id,
    summary: {
      title: item.kind === 'video' ? 'Portfolio video' : 'Portfolio image',
      thumbnail_url: ctx.storage.url('portfolio', item.thumb_key, { expiresInSeconds: QUEUE_THUMB_SECONDS, audience: 'staff' }),
      item_id: item.id,
      kind: item.kind,
      nsfw: item.nsfw,
    },
  });
}

// ---------------------------------------------------------------------------------------------------
// Edits

export async function updateItem(
  ctx: AppContext,
  userId: string,
  itemId: string,
  patch: { title?: string | null; caption?: string | null; content_types?: ContentType[]; nsfw?: boolean; album_id?: string | null },
): Promise<OwnPortfolioItem> {
  await ownedItem(ctx, userId, itemId);
  const state = await memberState(ctx, userId);
  notInGrace(state);
  if (patch.nsfw === true && !state.verified) throw refuse(PORTFOLIO_MESSAGES.nsfwNeedsVerification, 'nsfw');
  if (patch.album_id) {
    if (!state.pro.is_pro) throw refuse(PORTFOLIO_MESSAGES.albumsNeedPro, 'album_id');
    const album = await repo.findAlbum(ctx.db, patch.album_id);
    if (!album || album.owner_id !== userId)
      throw new AppError('not_found', PORTFOLIO_MESSAGES.albumNotFound, { album_id: PORTFOLIO_MESSAGES.albumNotFound });
  }
  const changes: repo.ItemPatch = {};
  if (patch.title !== undefined) changes.title = patch.title;
  if (patch.caption !== undefined) changes.caption = patch.caption;
  if (patch.content_types !== undefined) changes.content_types = [...new Set(patch.content_types)];
  if (patch.nsfw !== undefined) changes.nsfw = patch.nsfw;
  if (patch.album_id !== undefined) changes.album_id = patch.album_id;
  if (Object.keys(changes).length) await repo.updateItem(ctx.db, itemId, changes);
  return presentOwnItem(ctx, itemId);
}

/** Soft delete: the item disappears at once, can be restored for 10 s, then the purge job removes it. */
export async function deleteItem(ctx: AppContext, userId: string, itemId: string): Promise<{ ok: true; undo_until: string }> {
  await ownedItem(ctx, userId, itemId);
  const deletedAt = new Date();
  const undoUntil = new Date(deletedAt.getTime() + PORTFOLIO_LIMITS.undoSeconds * 1000);
  await ctx.db.transaction(async (tx) => {
    await repo.updateItem(tx, itemId, { deleted_at: deletedAt });
    await portfolioChanged(ctx, tx, userId, itemId, 'deleted');
    await ctx.jobs.enqueue(tx, {
      kind: PURGE_JOB,
      payload: { item_id: itemId, deleted_at: deletedAt.getTime() },
      // A second past the undo window, so a restore at the last moment still wins.
      runAt: new Date(undoUntil.getTime() + 1000),
      key: `${PURGE_JOB}:${itemId}:${deletedAt.getTime()}`,
    });
  });
  return { ok: true, undo_until: undoUntil.toISOString() };
}

export async function restoreItem(ctx: AppContext, userId: string, itemId: string): Promise<OwnPortfolioItem> {
  const r = await repo.findItem(ctx.db, itemId);
  if (!r || r.owner_id !== userId) throw new AppError('not_found', PORTFOLIO_MESSAGES.itemNotFound);
  if (!r.deleted_at) return presentOwnItem(ctx, itemId);
  const restored = await ctx.db.transaction(async (tx) => {
    const row = await repo.findItemForUpdate(tx, itemId);
    if (!row?.deleted_at) return row;
    if (Date.now() > row.deleted_at.getTime() + PORTFOLIO_LIMITS.undoSeconds * 1000) {
      throw new AppError('conflict', PORTFOLIO_MESSAGES.undoExpired);
    }
    await portfolioChanged(ctx, tx, userId, itemId, 'restored');
    return repo.updateItem(tx, itemId, { deleted_at: null });
  });
  if (!restored) throw new AppError('conflict', PORTFOLIO_MESSAGES.undoExpired);
  return presentOwnItem(ctx, itemId);
}

/**
 * The purge job (idempotent; runs again after a crash): the files, then in one transaction the
 * moderation item (withdrawn), the storage rows and the item. A restored item, or one deleted again
 * later (that delete has its own job), is left alone.
 */
export async function purgeItem(ctx: AppContext, payload: { item_id: string; deleted_at: number }): Promise<void> {
  const r = await repo.findItem(ctx.db, payload.item_id);
  if (!r?.deleted_at || r.deleted_at.getTime() !== payload.deleted_at) return;
  if (Date.now() < r.deleted_at.getTime() + PORTFOLIO_LIMITS.undoSeconds * 1000)
    throw new Error('portfolio purge ran inside the undo window');
  const keys = [r.thumb_key, r.full_key, r.video_key].filter((k): k is string => Boolean(k));
  for (const key of keys) await ctx.storage.delete('portfolio', key);
  await ctx.db.transaction(async (tx) => {
    const row = await repo.findItemForUpdate(tx, r.id);
    if (!row?.deleted_at || row.deleted_at.getTime() !== payload.deleted_at) return;
    await moderation.withdrawModeration(ctx, tx, { type: PORTFOLIO_MODERATION_TYPE, subjectId: r.id });
    await storage.forgetStoredObjects(tx, keys);
    await repo.deleteItemRow(tx, r.id);
  });
}

// ---------------------------------------------------------------------------------------------------
// Downgrade to free (the pro feature's grace period ends: spec §2 grace dialog, §7 execute-grace-downgrade)

export interface DowngradeResult {
  videos_deleted: number;
  albums_removed: number;
  images_deleted: number;
  /** Storage keys (bucket portfolio) of the removed items: the caller removes them after its commit. */
  files: string[];
}

/**
 * Takes a member's portfolio down to what a free member may hold, in the caller's transaction: every
 * video deleted, every album removed (its items stay, in no album), images beyond the 12 oldest
 * (spec §9 free image limit) deleted. Soft-deleted items still in their undo window go too, so an undo
 * cannot bring a video back. The rows, their moderation items and storage records go in `tx`; the
 * files themselves are removed by `removeDowngradedFiles` once the caller commits, and by a keyed job queued in
 * `tx` in case this process dies first (removing a missing file is a no-op).
 */
export async function downgradeToFree(ctx: AppContext, tx: Executor, userId: string): Promise<DowngradeResult> {
  await repo.lockOwner(tx, userId);
  const all = await repo.allItemsOldestFirst(tx, userId);
  const keptImages = new Set(
    all
      .filter((r) => r.kind === 'image' && !r.deleted_at)
      .slice(0, PORTFOLIO_LIMITS.freeImageLimit)
      .map((r) => r.id),
  );
  const doomed = all.filter((r) => !keptImages.has(r.id));
  const files: string[] = [];
  for (const r of doomed) {
    const keys = [r.thumb_key, r.full_key, r.video_key].filter((k): k is string => Boolean(k));
    files.push(...keys);
    await moderation.withdrawModeration(ctx, tx, { type: PORTFOLIO_MODERATION_TYPE, subjectId: r.id });
    await storage.forgetStoredObjects(tx, keys);
    await repo.deleteItemRow(tx, r.id);
  }
  const albums = await repo.albumsOf(tx, userId);
  for (const a of albums) await repo.deleteAlbum(tx, a.id);
  if (files.length) {
    await ctx.jobs.enqueue(tx, { kind: REMOVE_FILES_JOB, payload: { keys: files }, key: `${REMOVE_FILES_JOB}:${userId}:${randomUUID()}` });
  }
  return {
    videos_deleted: doomed.filter((r) => r.kind === 'video' && !r.deleted_at).length,
    albums_removed: albums.length,
    images_deleted: doomed.filter((r) => r.kind === 'image' && !r.deleted_at).length,
    files,
  };
}

/** Removes portfolio files from storage (idempotent: a missing file is no error; a failure throws, so the job retries). */
export async function removeDowngradedFiles(ctx: AppContext, keys: readonly string[]): Promise<void> {
  for (const key of keys) await ctx.storage.delete('portfolio', key);
}

export function definePortfolioJobs(ctx: AppContext): void {
  // Once per context: tests build several apps on one (defineJob refuses a kind twice).
  if (ctx.jobs.kinds().includes(PURGE_JOB)) return;
  ctx.jobs.defineJob<{ item_id: string; deleted_at: number }>(PURGE_JOB, (payload) => purgeItem(ctx, payload), { maxAttempts: 8 });
  ctx.jobs.defineJob<{ keys: string[] }>(REMOVE_FILES_JOB, (payload) => removeDowngradedFiles(ctx, payload.keys), { maxAttempts: 8 });
  ctx.jobs.defineJob(PRUNE_VIEWS_JOB, () => repo.pruneViews(ctx.db, utcDay(new Date(Date.now() - 2 * 86_400_000))));
  ctx.jobs.dailyAt(PRUNE_VIEWS_JOB, 4);
}

/** The new order of the items of one album (or of those in no album); they keep the positions they held between them. */
export async function reorderItems(ctx: AppContext, userId: string, input: { album_id: string | null; item_ids: string[] }) {
  const mismatch = () => new AppError('conflict', PORTFOLIO_MESSAGES.reorderMismatch);
  if ((await profiles.proStatusOf(ctx, userId)).in_grace) throw refuse(PORTFOLIO_MESSAGES.inGrace);
  await ctx.db.transaction(async (tx) => {
    await repo.lockOwner(tx, userId);
    const group = (await repo.ownItems(tx, userId)).filter((r) => r.album_id === input.album_id);
    const wanted = new Set(input.item_ids);
    if (wanted.size !== input.item_ids.length || wanted.size !== group.length || group.some((r) => !wanted.has(r.id))) throw mismatch();
    const slots = group.map((r) => r.position).sort((a, b) => a - b);
    // Positions stay unique per member: the group's own slots, handed out in the new order.
    const distinct = new Set(slots).size === slots.length ? slots : slots.map((_, i) => (slots[0] ?? 0) + i);
    await repo.setPositions(
      tx,
      userId,
      input.item_ids.map((id, i) => ({ id, position: distinct[i] ?? i })),
    );
  });
  return { ok: true as const };
}

// ---------------------------------------------------------------------------------------------------
// Albums (Pro)

async function ownAlbum(ctx: AppContext, userId: string, albumId: string, db: Executor = ctx.db) {
  const a = await repo.findAlbum(db, albumId);
  if (!a || a.owner_id !== userId) throw new AppError('not_found', PORTFOLIO_MESSAGES.albumNotFound);
  return a;
}

async function presentOwnAlbum(ctx: AppContext, userId: string, albumId: string): Promise<PortfolioAlbum> {
  const [a, items] = await Promise.all([ownAlbum(ctx, userId, albumId), repo.ownItems(ctx.db, userId)]);
  return presentAlbum(
    ctx,
    a,
    items.filter((i) => i.album_id === a.id),
    { audience: 'owner', adult: true, owner: true },
  );
}

async function assertAlbumsAllowed(ctx: AppContext, userId: string) {
  const pro = await profiles.proStatusOf(ctx, userId);
  if (pro.in_grace) throw refuse(PORTFOLIO_MESSAGES.inGrace);
  if (!pro.is_pro) throw refuse(PORTFOLIO_MESSAGES.albumsNeedPro);
}

export async function createAlbum(ctx: AppContext, userId: string, input: { title: string; description?: string | null }) {
  await assertAlbumsAllowed(ctx, userId);
  const album = await ctx.db.transaction(async (tx) => {
    await repo.lockOwner(tx, userId);
    const n = await repo.countAlbums(tx, userId);
    if (n >= PORTFOLIO_LIMITS.proAlbumLimit) throw refuse(PORTFOLIO_MESSAGES.albumLimitReached);
    const row = await repo.insertAlbum(tx, { owner_id: userId, title: input.title, description: input.description ?? null, position: n });
    // The feed shows an album once it holds a public item (the feed checks at read time).
    await emit(ctx, 'portfolio.item_published', { tx, kind: 'album', ownerId: userId, subjectId: row.id, at: row.created_at });
    return row;
  });
  return presentOwnAlbum(ctx, userId, album.id);
}

export async function updateAlbum(
  ctx: AppContext,
  userId: string,
  albumId: string,
  patch: { title?: string; description?: string | null; cover_item_id?: string | null },
) {
  await ownAlbum(ctx, userId, albumId);
  await assertAlbumsAllowed(ctx, userId);
  if (patch.cover_item_id) {
    const item = await repo.findItem(ctx.db, patch.cover_item_id);
    if (!item || item.owner_id !== userId || item.deleted_at || item.album_id !== albumId) {
      throw new AppError('not_found', PORTFOLIO_MESSAGES.itemNotFound, { cover_item_id: PORTFOLIO_MESSAGES.itemNotFound });
    }
  }
  const changes: Parameters<typeof repo.updateAlbum>[2] = {};
  if (patch.title !== undefined) changes.title = patch.title;
  if (patch.description !== undefined) changes.description = patch.description;
  if (patch.cover_item_id !== undefined) changes.cover_item_id = patch.cover_item_id;
  if (Object.keys(changes).length) await repo.updateAlbum(ctx.db, albumId, changes);
  return presentOwnAlbum(ctx, userId, albumId);
}

/** Deleting an album keeps its items (in no album); allowed without Pro, so a lapsed member can tidy up. */
export async function deleteAlbum(ctx: AppContext, userId: string, albumId: string) {
  await ownAlbum(ctx, userId, albumId);
  await repo.deleteAlbum(ctx.db, albumId);
  return { ok: true as const };
}

export async function reorderAlbums(ctx: AppContext, userId: string, albumIds: string[]) {
  if ((await profiles.proStatusOf(ctx, userId)).in_grace) throw refuse(PORTFOLIO_MESSAGES.inGrace);
  await ctx.db.transaction(async (tx) => {
    const albums = await repo.albumsOf(tx, userId);
    const wanted = new Set(albumIds);
    if (wanted.size !== albumIds.length || wanted.size !== albums.length || albums.some((a) => !wanted.has(a.id))) {
      throw new AppError('conflict', PORTFOLIO_MESSAGES.reorderMismatch);
    }
    await repo.setAlbumPositions(tx, userId, albumIds);
  });
  return { ok: true as const };
}

// ---------------------------------------------------------------------------------------------------
// Likes and views

/** An item the member may see (and may like: never their own), else 404 / 403. */
async function likeable(ctx: AppContext, userId: string, itemId: string) {
  const r = await repo.findItem(ctx.db, itemId);
  const audience = r ? await audienceFor(ctx, r, userId) : null;
  if (!r || !audience || r.deleted_at) throw new AppError('not_found', PORTFOLIO_MESSAGES.itemNotFound);
  if (audience === 'owner') throw new AppError('forbidden', PORTFOLIO_MESSAGES.likeOwn);
  return r;
}

/** Likes an item; the owner hears 'portfolio_like' the first time this member likes it, never again. */
export async function likeItem(ctx: AppContext, userId: string, itemId: string) {
  const item = await likeable(ctx, userId, itemId);
  // Read before the transaction: on PGlite (one connection) a read beside it would wait for it.
  const who = (await profiles.memberCards(ctx.db, [userId])).get(userId);
  const name = who?.display_name || (who?.username ? `@${who.username}` : 'A member');
  const likes = await ctx.db.transaction(async (tx) => {
    const { changed, first } = await repo.like(tx, itemId, userId);
    const n = changed ? await repo.bumpLikes(tx, itemId, 1) : ((await repo.findItem(tx, itemId))?.likes_count ?? 0);
    if (first) {
      await notify(ctx, tx, item.owner_id, {
        type: 'portfolio_like',
        title: 'New like on your portfolio',
        content: `${name} liked ${item.title ? `"${item.title}"` : `your ${item.kind}`}.`,
        action_url: `/my-portfolio?item=${item.id}`,
      });
    }
    return n;
  });
  return { liked: true, likes };
}

export async function unlikeItem(ctx: AppContext, userId: string, itemId: string) {
  await likeable(ctx, userId, itemId);
  const n = await ctx.db.transaction(async (tx) => {
    const changed = await repo.unlike(tx, itemId, userId);
    return changed ? repo.bumpLikes(tx, itemId, -1) : ((await repo.findItem(tx, itemId))?.likes_count ?? 0);
  });
  return { liked: false, likes: n };
}

const utcDay = (d: Date) => d.toISOString().slice(0, 10);

/**
 * Counts a view of a public item once per reader per UTC day; the owner's own views do not count.
 * A visitor is a keyed hash of their address and browser (nothing that names them is stored).
 */
export async function viewItem(ctx: AppContext, actor: Actor | null, itemId: string, client: { ip: string; userAgent: string }) {
  const r = await repo.findItem(ctx.db, itemId);
  const audience = r ? await audienceFor(ctx, r, actor?.userId ?? null) : null;
  if (!r || !audience || r.deleted_at) throw new AppError('not_found', PORTFOLIO_MESSAGES.itemNotFound);
  if (audience !== 'public') return { views: r.views_count };
  const reader = actor
    ? `m:${actor.userId}`
    : `v:${createHmac('sha256', ctx.tokens.secret).update(`${client.ip}\n${client.userAgent}`).digest('base64url')}`;
  return { views: await repo.recordView(ctx.db, itemId, reader, utcDay(new Date())) };
}

// ---------------------------------------------------------------------------------------------------
// Moderation kind 'portfolio_item'

const describeSize = (bytes: number) => (bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.ceil(bytes / 1024)} KB`);

export const portfolioModerationType: moderation.ModerationTypeDef = {
  type: PORTFOLIO_MODERATION_TYPE,
  label: 'Portfolio items',
  noun: 'portfolio item',
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
