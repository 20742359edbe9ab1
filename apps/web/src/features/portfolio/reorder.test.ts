import type { MyPortfolio, OwnPortfolioItem, PortfolioAlbum } from '@mb/contract/portfolio';
import { describe, expect, it } from 'vitest';
import { commonScope, moveId, parseFilter, visibleItems, withOrder } from './reorder';
import { ownItem } from './test-fixtures';

let n = 0;
const item = (id: string, position: number, album_id: string | null = null): OwnPortfolioItem =>
  ownItem({
    id,
    owner_id: 'owner',
    album_id,
    title: id,
    position,
    size_bytes: 1,
    created_at: new Date(2026, 0, 1, 0, 0, n++).toISOString(),
  });
const album = (id: string, position: number): PortfolioAlbum => ({
  id,
  title: id,
  description: null,
  cover_item_id: null,
  cover_url: null,
  position,
  item_count: 0,
});

const ids = (items: OwnPortfolioItem[]) => items.map((i) => i.id);

describe('moveId', () => {
  it("moves the dragged id to the target's place, either way", () => {
    expect(moveId(['a', 'b', 'c', 'd'], 'a', 'c')).toEqual(['b', 'c', 'a', 'd']);
    expect(moveId(['a', 'b', 'c', 'd'], 'd', 'b')).toEqual(['a', 'd', 'b', 'c']);
  });

  it('leaves the order as it was for a drop in place or an unknown id', () => {
    expect(moveId(['a', 'b'], 'a', 'a')).toEqual(['a', 'b']);
    expect(moveId(['a', 'b'], 'a', 'x')).toEqual(['a', 'b']);
  });
});

describe('withOrder', () => {
  it("hands the listed items' own positions out in the new order, and leaves others alone", () => {
    const p = { items: [item('a', 3), item('b', 5), item('c', 8), item('x', 4, 'al')] };
    const next = withOrder(p, ['c', 'a', 'b']);
    expect(next.items.map((i) => [i.id, i.position])).toEqual([
      ['a', 5],
      ['b', 8],
      ['c', 3],
      ['x', 4],
    ]);
    expect(next.items[3]).toBe(p.items[3]);
  });
});

describe('visibleItems and commonScope', () => {
  const portfolio: Pick<MyPortfolio, 'items' | 'albums'> = {
    albums: [album('second', 1), album('first', 0)],
    items: [item('s1', 0, 'second'), item('loose2', 1), item('f1', 0, 'first'), item('loose1', 0), item('f2', 1, 'first')],
  };

  it('shows items in no album first, then each album in album order, each by position', () => {
    expect(ids(visibleItems(portfolio, 'all'))).toEqual(['loose1', 'loose2', 'f1', 'f2', 's1']);
    expect(ids(visibleItems(portfolio, 'none'))).toEqual(['loose1', 'loose2']);
    expect(ids(visibleItems(portfolio, { album: 'first' }))).toEqual(['f1', 'f2']);
  });

  it('reorders only a list from one scope', () => {
    expect(commonScope(visibleItems(portfolio, 'none'))).toBeNull();
    expect(commonScope(visibleItems(portfolio, { album: 'first' }))).toBe('first');
    expect(commonScope(visibleItems(portfolio, 'all'))).toBeUndefined();
    expect(commonScope([])).toBeUndefined();
  });

  it('reads the filter from the address, falling back to all for an album that is gone', () => {
    expect(parseFilter('none', portfolio.albums)).toBe('none');
    expect(parseFilter('first', portfolio.albums)).toEqual({ album: 'first' });
    expect(parseFilter('deleted', portfolio.albums)).toBe('all');
    expect(parseFilter(null, portfolio.albums)).toBe('all');
  });
});
