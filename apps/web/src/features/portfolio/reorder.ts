import type { MyPortfolio, OwnPortfolioItem, PortfolioAlbum } from '@mb/contract/portfolio';

// The manager's order logic, kept free of React and drag-and-drop so it is unit-tested. Positions are
// kept per scope: the items of one album, or the items in no album (the contract's reorderPortfolio
// takes one scope's full order).

/** Which items the grid shows: all of them, those in no album, or one album's. */
export type AlbumFilter = 'all' | 'none' | { album: string };

export const filterKey = (f: AlbumFilter) => (typeof f === 'string' ? f : f.album);
export const parseFilter = (value: string | null, albums: readonly PortfolioAlbum[]): AlbumFilter => {
  if (value === 'none') return 'none';
  if (value && albums.some((a) => a.id === value)) return { album: value };
  return 'all';
};

const byPosition = (a: OwnPortfolioItem, b: OwnPortfolioItem) => a.position - b.position || a.created_at.localeCompare(b.created_at);

/**
 * The items the grid shows, in order: items in no album first, then each album's in the albums' order;
 * within a scope by position.
 */
export function visibleItems(portfolio: Pick<MyPortfolio, 'items' | 'albums'>, filter: AlbumFilter): OwnPortfolioItem[] {
  if (filter === 'none') return portfolio.items.filter((i) => i.album_id === null).sort(byPosition);
  if (filter !== 'all') return portfolio.items.filter((i) => i.album_id === filter.album).sort(byPosition);
  const albumRank = new Map([...portfolio.albums].sort((a, b) => a.position - b.position).map((a, i) => [a.id, i + 1]));
  const rank = (i: OwnPortfolioItem) => (i.album_id === null ? 0 : (albumRank.get(i.album_id) ?? Number.MAX_SAFE_INTEGER));
  return [...portfolio.items].sort((a, b) => rank(a) - rank(b) || byPosition(a, b));
}

/**
 * The one scope (album id, or null for no album) all these items share, so they can be reordered as
 * one list; undefined when they mix scopes (the "All items" view of a member with albums).
 */
export function commonScope(items: readonly OwnPortfolioItem[]): string | null | undefined {
  if (items.length === 0) return undefined;
  const scope = items[0]?.album_id ?? null;
  return items.every((i) => i.album_id === scope) ? scope : undefined;
}

/** The list with the item `activeId` moved to where `overId` is (dnd-kit's sortable semantics). */
export function moveId(ids: readonly string[], activeId: string, overId: string): string[] {
  const from = ids.indexOf(activeId);
  const to = ids.indexOf(overId);
  if (from < 0 || to < 0 || from === to) return [...ids];
  const next = [...ids];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved as string);
  return next;
}

/**
 * The portfolio with the items of `ids` in that order, as the server stores it: the items keep the
 * positions they held between them, handed out in the new order.
 */
export function withOrder<P extends Pick<MyPortfolio, 'items'>>(portfolio: P, ids: readonly string[]): P {
  const slots = portfolio.items
    .filter((i) => ids.includes(i.id))
    .map((i) => i.position)
    .sort((a, b) => a - b);
  const position = new Map(ids.map((id, i) => [id, slots[i] ?? i]));
  return {
    ...portfolio,
    items: portfolio.items.map((item) => {
      const p = position.get(item.id);
      return p === undefined || p === item.position ? item : { ...item, position: p };
    }),
  };
}
