import type { PortfolioAlbum, PublicPortfolioItem } from '@mb/contract/portfolio';
import { Filter, Heart, ImageOff } from 'lucide-react';
import { useMemo } from 'react';
import { formatDuration, TileMarks } from '../../components/tile-marks';
import { Skeleton } from '../../components/ui/skeleton';
import { useAdultConfirmed } from '../../lib/adult-consent';
import { t } from '../../lib/i18n';
import { cn } from '../../lib/utils';
import { AdultGate } from './adult-gate';

// The public gallery (a member's profile page, a share link): album chips, a grid of portrait (4:5)
// thumbnails in the owner's order (row by row, as keyboard focus moves), NSFW items blurred behind the 18+ gate. The lightbox (lightbox.tsx) opens an item.

/** Whether an item's real pictures were withheld (NSFW to a reader who has not confirmed 18+). */
export const isWithheld = (item: PublicPortfolioItem) => item.nsfw && item.media.thumb_url === null;

/** What a screen reader hears for one tile. */
export function itemLabel(item: PublicPortfolioItem, index: number) {
  const name =
    item.title?.trim() ||
    (item.kind === 'video'
      ? t('portfolio.tile.video', 'Video {number}', { number: index + 1 })
      : t('portfolio.tile.image', 'Image {number}', { number: index + 1 }));
  const parts = [name];
  if (item.kind === 'video' && item.media.duration_seconds !== null)
    parts.push(t('portfolio.tile.duration', 'video, {duration}', { duration: formatDuration(item.media.duration_seconds) }));
  if (isWithheld(item)) parts.push(t('portfolio.tile.blurred', 'adult content, blurred'));
  return parts.join(', ');
}

/** Items of the chosen album ('all': every item), in the owner's order. */
export function itemsOfAlbum(items: readonly PublicPortfolioItem[], album: string) {
  return album === 'all' ? items : items.filter((i) => i.album_id === album);
}

/** Album chips: "All" and each album that holds a visible item. Toggle buttons, so the grid below is the one region. */
export function AlbumChips({
  albums,
  items,
  value,
  onChange,
}: {
  albums: readonly PortfolioAlbum[];
  items: readonly PublicPortfolioItem[];
  value: string;
  onChange: (album: string) => void;
}) {
  const counts = useMemo(() => {
    const m = new Map<string, number>();
    for (const i of items) if (i.album_id) m.set(i.album_id, (m.get(i.album_id) ?? 0) + 1);
    return m;
  }, [items]);
  const shown = albums.filter((a) => (counts.get(a.id) ?? 0) > 0);
  if (shown.length === 0) return null;
  const chip = (id: string, label: string, count: number) => (
    <li key={id}>
      <button
        type="button"
        aria-pressed={value === id}
        onClick={() => onChange(id)}
        className={cn(
          'inline-flex h-8 items-center gap-1.5 rounded-full border px-3 text-sm transition-colors duration-150 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
          value === id ? 'border-primary bg-primary text-primary-foreground' : 'bg-background hover:bg-accent hover:text-accent-foreground',
        )}
      >
        {label}
        <span className="tabular-nums opacity-80">{count}</span>
      </button>
    </li>
  );
  return (
    <ul className="flex flex-wrap gap-2" aria-label={t('portfolio.albums', 'Albums')}>
      {chip('all', t('portfolio.all', 'All'), items.length)}
      {shown.map((a) => chip(a.id, a.title, counts.get(a.id) ?? 0))}
    </ul>
  );
}

/**
 * The grid's columns (two on a phone, three from 640 px, four from 1280 px) as `sizes`, so the browser
 * picks the 480 px thumbnail for a tile and the 1600 px picture only on very dense screens.
 */
const TILE_SIZES = '(min-width: 1280px) 20vw, (min-width: 640px) 30vw, 50vw';

/**
 * An image's thumbnail and full picture as a srcset, with their real widths: the server stores both
 * as WebP, the full one at most 1600 px and the thumbnail at most 480 px on the long side
 * (`media.width`/`height` are the full picture's).
 */
export function tileSrcSet(item: Pick<PublicPortfolioItem, 'kind' | 'media'>): string | undefined {
  const { thumb_url, full_url, width, height } = item.media;
  if (item.kind !== 'image' || !thumb_url || !full_url || !width || !height) return undefined;
  const thumbWidth = Math.round(width * Math.min(1, 480 / Math.max(width, height)));
  if (thumbWidth >= width) return undefined;
  return `${thumb_url} ${thumbWidth}w, ${full_url} ${width}w`;
}

function Tile({ item, index, onOpen }: { item: PublicPortfolioItem; index: number; onOpen: () => void }) {
  const withheld = isWithheld(item);
  const src = withheld ? item.media.blur_data_url : (item.media.thumb_url ?? item.media.blur_data_url);
  // The first row is on screen at once on a phone: fetched at once; the rest when scrolled near.
  const first = index < 2;
  return (
    <li>
      <button
        type="button"
        onClick={onOpen}
        aria-label={itemLabel(item, index)}
        data-testid="gallery-item"
        data-nsfw={item.nsfw ? 'true' : undefined}
        data-blurred={withheld ? 'true' : undefined}
        className="group relative block aspect-[4/5] w-full overflow-hidden rounded-md bg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
      >
        {src ? (
          <img
            src={src}
            srcSet={withheld ? undefined : tileSrcSet(item)}
            sizes={withheld ? undefined : TILE_SIZES}
            alt=""
            // The tile's own shape (4:5): the picture is cropped into it, so it never moves the page.
            width={400}
            height={500}
            loading={first ? 'eager' : 'lazy'}
            decoding="async"
            draggable={false}
            className={cn(
              'size-full object-cover transition-transform duration-200 motion-safe:group-hover:scale-[1.02]',
              withheld && 'scale-110 blur-xl',
            )}
          />
        ) : (
          <span className="flex size-full items-center justify-center text-muted-foreground">
            <ImageOff className="size-6" aria-hidden="true" />
          </span>
        )}
        <TileMarks item={item} withheld={withheld} />
        {item.likes > 0 ? (
          <span className="absolute bottom-2 right-2 inline-flex items-center gap-1 rounded bg-black/75 px-1.5 py-0.5 text-xs font-medium tabular-nums text-white">
            <Heart className={cn('size-3', item.liked && 'fill-current')} aria-hidden="true" />
            {item.likes}
          </span>
        ) : null}
      </button>
    </li>
  );
}

/**
 * The grid of one gallery: the 18+ gate above it while NSFW items are blurred, the content filter's
 * note when it hid items, then the thumbnails (two columns on a phone, up to four on a wide screen).
 */
export function GalleryGrid({
  items,
  hiddenByFilter = 0,
  onOpen,
  label,
}: {
  items: readonly PublicPortfolioItem[];
  hiddenByFilter?: number;
  onOpen: (item: PublicPortfolioItem) => void;
  label?: string;
}) {
  const adult = useAdultConfirmed();
  const blurred = items.filter(isWithheld).length;
  return (
    <div className="grid gap-4">
      {blurred > 0 && !adult ? <AdultGate count={blurred} /> : null}
      {hiddenByFilter > 0 ? <FilterNote count={hiddenByFilter} /> : null}
      {items.length > 0 ? (
        <ul
          className="grid grid-cols-2 gap-2 sm:grid-cols-3 sm:gap-3 xl:grid-cols-4"
          aria-label={label ?? t('portfolio.portfolio', 'Portfolio')}
        >
          {items.map((item, index) => (
            <Tile key={item.id} item={item} index={index} onOpen={() => onOpen(item)} />
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** "N items hidden by your content filter" (the header's filter; spec §2). */
export function FilterNote({ count }: { count: number }) {
  return (
    <p className="inline-flex items-center gap-2 text-sm text-muted-foreground" data-testid="filter-note">
      <Filter className="size-4" aria-hidden="true" />
      {t(
        'portfolio.filterNote',
        '{count, plural, one {# item hidden by your content filter} other {# items hidden by your content filter}}',
        {
          count,
        },
      )}
    </p>
  );
}

export function GallerySkeleton({ count = 6 }: { count?: number }) {
  return (
    <div role="status" aria-busy="true" className="grid grid-cols-2 gap-2 sm:grid-cols-3 sm:gap-3 xl:grid-cols-4">
      <span className="sr-only">{t('portfolio.loading', 'Loading portfolio')}</span>
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <Skeleton key={i} className="aspect-[4/5] w-full" />
      ))}
    </div>
  );
}
