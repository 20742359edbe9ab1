import type { OwnPortfolioItem, PortfolioAlbum, PortfolioMedia, PublicPortfolioItem, TaggedMember } from '@mb/contract/portfolio';
import { CONTENT_TYPES, type ContentType } from '@mb/contract/profiles';
import type { AppContext } from '../../platform/context.ts';
import type { AlbumRow, ItemRow } from './repository.ts';

/** How long a media URL works at least; the storage rounds the expiry up to the next full hour. */
export const MEDIA_URL_SECONDS = 3600;

export interface ItemTags {
  /** Every tag with its answer (the owner sees all; the public only confirmed ones, as credits). */
  tags: TaggedMember[];
  has_release: boolean;
}
export const NO_TAGS: ItemTags = { tags: [], has_release: false };

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const contentTypes = (v: string[]) => v.filter((t): t is ContentType => (CONTENT_TYPES as readonly string[]).includes(t));

/** Public now, as far as the row knows: approved, consent none or confirmed, not hidden by a removal request, not deleted. */
export const isPublicRow = (r: Pick<ItemRow, 'moderation_status' | 'consent_state' | 'deleted_at' | 'hidden_by_request_at'>) =>
  r.moderation_status === 'approved' &&
  (r.consent_state === 'none' || r.consent_state === 'confirmed') &&
  r.hidden_by_request_at === null &&
  r.deleted_at === null;

/**
 * Whether a reader of this audience gets the marked copies (issue 35): everyone but the owner and staff
 * (a moderator's view, a records officer's) while the owner's watermark is on. Until a copy is made they
 * get the grid size for the full view (thumbnails stay clean) and no video (the poster shows), never
 * the original.
 */
export const marksFor = (audience: string, watermarked: boolean) => watermarked && audience !== 'owner' && audience !== 'staff';

/**
 * The item's files as URLs signed for `audience`. `withhold` (an NSFW item for a reader who has not
 * confirmed 18+) leaves only the blurred preview.
 */
export function presentMedia(ctx: AppContext, r: ItemRow, audience: string, withhold: boolean, watermarked = false): PortfolioMedia {
  const sign = (key: string | null) =>
    key && !withhold ? ctx.storage.url('portfolio', key, { expiresInSeconds: MEDIA_URL_SECONDS, audience }) : null;
  const marked = marksFor(audience, watermarked);
  return {
    thumb_url: sign(r.thumb_key),
    full_url: sign(marked ? (r.marked_key ?? r.thumb_key) : r.full_key),
    video_url: sign(marked ? r.marked_video_key : r.video_key),
    blur_data_url: r.blur_data_url,
    width: r.width,
    height: r.height,
    duration_seconds: r.duration_seconds,
  };
}

export function presentPublicItem(
  ctx: AppContext,
  r: ItemRow,
  o: { audience: string; withhold: boolean; liked: boolean; tags: ItemTags; watermarked?: boolean },
): PublicPortfolioItem {
  return {
    id: r.id,
    owner_id: r.owner_id,
    album_id: r.album_id,
    kind: r.kind,
    title: r.title,
    caption: r.caption,
    content_types: contentTypes(r.content_types),
    nsfw: r.nsfw,
    position: r.position,
    media: presentMedia(ctx, r, o.audience, o.withhold, o.watermarked ?? false),
    likes: r.likes_count,
    views: r.views_count,
    liked: o.liked,
    credits: o.tags.tags.filter((t) => t.status === 'confirmed'),
    published_at: iso(r.published_at),
  };
}

/** The owner's view: every state, never withheld (the owner's manager shows their own items unblurred). */
export function presentOwnItem(ctx: AppContext, r: ItemRow, o: { liked: boolean; tags: ItemTags }): OwnPortfolioItem {
  return {
    ...presentPublicItem(ctx, r, { audience: 'owner', withhold: false, liked: o.liked, tags: o.tags }),
    moderation_status: r.moderation_status,
    rejection_reason: r.moderation_status === 'rejected' ? r.rejection_reason : null,
    consent_state: r.consent_state,
    tags: o.tags.tags,
    has_release: o.tags.has_release,
    is_public: isPublicRow(r),
    hidden_by_request: r.hidden_by_request_at !== null,
    size_bytes: r.size_bytes,
    created_at: r.created_at.toISOString(),
  };
}

/**
 * An album as the reader may see it: `items` are the album's items the reader may see (in order);
 * the cover is the chosen one when among them, else the first; its URL is signed for the reader.
 */
export function presentAlbum(
  ctx: AppContext,
  a: AlbumRow,
  items: ItemRow[],
  o: { audience: string; adult: boolean; owner: boolean },
): PortfolioAlbum {
  const cover = items.find((i) => i.id === a.cover_item_id) ?? items[0];
  const withhold = !o.owner && Boolean(cover?.nsfw) && !o.adult;
  return {
    id: a.id,
    title: a.title,
    description: a.description,
    cover_item_id: a.cover_item_id,
    cover_url:
      cover && !withhold
        ? ctx.storage.url('portfolio', cover.thumb_key, { expiresInSeconds: MEDIA_URL_SECONDS, audience: o.audience })
        : null,
    position: a.position,
    item_count: items.length,
  };
}
