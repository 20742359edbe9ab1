import type { PortfolioAlbum, PublicPortfolioItem } from '@mb/contract/portfolio';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { AlbumChips, GalleryGrid, itemsOfAlbum } from './gallery';
import { type GalleryViewer, Lightbox } from './lightbox';

/**
 * A whole public gallery: album chips, the grid and the lightbox. The open item is kept in the address
 * (?item=<id>, replacing the entry), so a link can open one item.
 */
export function GalleryView({
  items,
  albums,
  hiddenByFilter = 0,
  viewer,
  signInHref,
  label,
}: {
  items: readonly PublicPortfolioItem[];
  albums: readonly PortfolioAlbum[];
  hiddenByFilter?: number;
  viewer: GalleryViewer;
  signInHref: string;
  label?: string;
}) {
  const [album, setAlbum] = useState('all');
  const [params, setParams] = useSearchParams();
  const shown = itemsOfAlbum(items, albums.some((a) => a.id === album) ? album : 'all');
  const openId = params.get('item');
  const setOpen = (id: string | null) =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        if (id) next.set('item', id);
        else next.delete('item');
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  return (
    <div className="grid gap-4">
      <AlbumChips albums={albums} items={items} value={album} onChange={setAlbum} />
      <GalleryGrid items={shown} hiddenByFilter={hiddenByFilter} onOpen={(i) => setOpen(i.id)} label={label} />
      {/* An ?item= outside the chosen album still opens (a shared link), moving through every item. */}
      <Lightbox
        items={openId && !shown.some((i) => i.id === openId) ? items : shown}
        openId={openId}
        onOpenChange={setOpen}
        viewer={viewer}
        signInHref={signInHref}
      />
    </div>
  );
}
