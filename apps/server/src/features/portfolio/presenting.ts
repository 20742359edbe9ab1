import {
  type ConsentState,
  type MemberPortfolio,
  matchesContentFilter,
  type OwnPortfolioItem,
  PORTFOLIO_MESSAGES,
  type PortfolioAlbum,
  type PublicPortfolioItem,
} from '@mb/contract/portfolio';
import type { ContentFilter, ContentType } from '@mb/contract/profiles';
import type { AppContext } from '../../platform/context.ts';
import type { Executor } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { tagsOf } from './hooks.ts';
import { isPublicRow, MEDIA_URL_SECONDS, NO_TAGS, presentAlbum, presentOwnItem as presentOwnRow, presentPublicItem } from './presenter.ts';
import * as repo from './repository.ts';
import { audienceFor, isPublicAudience, ownerVisibleTo, publicAudience, type Reader } from './visibility.ts';
import { watermarkedOwners } from './watermark.ts';

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

export async function presentOwnRows(ctx: AppContext, rows: repo.ItemRow[]): Promise<OwnPortfolioItem[]> {
  const tags = await tagsOf(
    ctx,
    rows.map((r) => r.id),
  );
  // Nobody likes their own item (likeOwn), so `liked` is false in the owner's view.
  return rows.map((r) => presentOwnRow(ctx, r, { liked: false, tags: tags.get(r.id) ?? NO_TAGS }));
}

export async function presentRowsFor(
  ctx: AppContext,
  rows: repo.ItemRow[],
  reader: Reader,
  audience: string,
): Promise<PublicPortfolioItem[]> {
  const ids = rows.map((r) => r.id);
  const [tags, liked, watermarked] = await Promise.all([
    tagsOf(ctx, ids),
    reader.userId ? repo.likedBy(ctx.db, reader.userId, ids) : Promise.resolve(new Set<string>()),
    audience === 'owner' || audience === 'staff'
      ? Promise.resolve(new Set<string>())
      : watermarkedOwners(
          ctx,
          rows.map((r) => r.owner_id),
        ),
  ]);
  return rows.map((r) =>
    presentPublicItem(ctx, r, {
      audience,
      // NSFW media only once the reader confirmed 18+; the owner and staff always see their items.
      withhold: r.nsfw && !reader.adult && (isPublicAudience(audience) || audience.startsWith('share:')),
      liked: liked.has(r.id),
      tags: tags.get(r.id) ?? NO_TAGS,
      watermarked: watermarked.has(r.owner_id),
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
 * The item's full view as stored, the original (never the watermarked copy), signed for an audience
 * that gets originals ('staff': the 2257 record); null when the item is gone.
 */
export async function itemOriginalFor(ctx: AppContext, itemId: string, audience: 'staff'): Promise<string | null> {
  const r = await repo.findItem(ctx.db, itemId);
  if (!r || r.deleted_at) return null;
  return ctx.storage.url('portfolio', r.full_key, { expiresInSeconds: MEDIA_URL_SECONDS, audience });
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
export function albumsFor(
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
    const audience = await publicAudience(ctx, a.owner_id, reader.userId);
    out.set(id, presentAlbum(ctx, a, items, { audience, adult: reader.adult, owner: false }));
  }
  return out;
}
