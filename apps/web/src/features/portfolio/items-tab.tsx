import { type MyPortfolio, type OwnPortfolioItem, PORTFOLIO_LIMITS, PORTFOLIO_MESSAGES } from '@mb/contract/portfolio';
import { FolderOpen, GripVertical, Info } from 'lucide-react';
import { useCallback, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { ErrorState, Loading } from '../../components/page/states';
import { Skeleton } from '../../components/ui/skeleton';
import { t, tm } from '../../lib/i18n';
import { toast } from '../../lib/toast';
import { AlbumsBar } from './albums-bar';
import type { ItemActions } from './item-card';
import { ItemEditDialog } from './item-edit-dialog';
import { ItemGrid } from './item-grid';
import { itemName } from './item-status';
import { useDeleteItem, useMyPortfolio, useReorderItems, useRestoreItem, useUpdateAlbum } from './queries';
import { type AlbumFilter, commonScope, filterKey, parseFilter, visibleItems } from './reorder';
import { UploadPanel } from './upload-panel';
import { useUploadQueue } from './use-upload-queue';

function GridSkeleton() {
  return (
    <Loading label={t('portfolio.loadingYours', 'Loading your portfolio')} className="grid gap-4">
      <Skeleton className="h-36" />
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4">
        {Array.from({ length: 8 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to key on
          <Skeleton key={i} className="aspect-square" />
        ))}
      </div>
    </Loading>
  );
}

/** Delete at once, with Undo in the toast for the 10 s the server keeps the item restorable. */
function useDeleteWithUndo() {
  const del = useDeleteItem();
  const restore = useRestoreItem();
  return useCallback(
    async (item: OwnPortfolioItem) => {
      const r = await del.submit(item.id, {
        failure: (m) => ({ title: t('portfolio.deleteFailed', 'Could not delete'), description: m ?? undefined }),
      });
      if (!r.ok) return;
      const id = `deleted-${item.id}`;
      toast(tm(PORTFOLIO_MESSAGES.deleted), {
        id,
        description: itemName(item),
        duration: PORTFOLIO_LIMITS.undoSeconds * 1000,
        action: {
          label: t('portfolio.undo', 'Undo'),
          onClick: () =>
            void restore.submit(item.id, {
              success: { title: t('portfolio.restored', 'Item restored') },
              failure: (m) => ({
                title: t('portfolio.restoreFailed', 'Could not restore'),
                description: m ?? tm(PORTFOLIO_MESSAGES.undoExpired),
              }),
            }),
        },
      });
    },
    [del, restore],
  );
}

function Manager({ portfolio }: { portfolio: MyPortfolio }) {
  const [params, setParams] = useSearchParams();
  const inputRef = useRef<HTMLInputElement>(null);
  const queue = useUploadQueue(portfolio);
  const reorder = useReorderItems();
  const updateAlbum = useUpdateAlbum();
  const deleteWithUndo = useDeleteWithUndo();
  const { allowance, albums } = portfolio;

  const filter = parseFilter(params.get('album'), albums);
  const setParam = (name: string, value: string | null) => {
    const next = new URLSearchParams(params);
    if (value === null) next.delete(name);
    else next.set(name, value);
    setParams(next, { replace: true });
  };
  const onFilter = (f: AlbumFilter) => setParam('album', f === 'all' ? null : filterKey(f));
  // ?item= opens an item (a like notification links to /my-portfolio?item=<id>).
  const editing = portfolio.items.find((i) => i.id === params.get('item')) ?? null;
  const openItem = (item: OwnPortfolioItem | null) => setParam('item', item?.id ?? null);

  const items = useMemo(() => visibleItems(portfolio, filter), [portfolio, filter]);
  const scope = commonScope(items);
  const canReorder = scope !== undefined && items.length > 1 && !allowance.in_grace;
  const album = typeof filter === 'string' ? null : (albums.find((a) => a.id === filter.album) ?? null);

  const actions: ItemActions = {
    edit: openItem,
    remove: (item) => {
      if (editing?.id === item.id) openItem(null);
      void deleteWithUndo(item);
    },
    setCover:
      allowance.can_use_albums && !allowance.in_grace
        ? (item) => {
            if (item.album_id)
              void updateAlbum.submit(
                { id: item.album_id, body: { cover_item_id: item.id } },
                { success: { title: t('portfolio.coverSet', 'Album cover set') } },
              );
          }
        : null,
    coverIds: new Set(albums.flatMap((a) => (a.cover_item_id ? [a.cover_item_id] : []))),
  };

  const onReorder = (ids: string[]) => {
    if (scope === undefined) return;
    void reorder.submit(
      { album_id: scope, item_ids: ids },
      { failure: (m) => ({ title: t('portfolio.reorderFailed', 'The new order was not saved'), description: m ?? undefined }) },
    );
  };

  return (
    <div className="grid grid-cols-1 gap-5">
      <UploadPanel allowance={allowance} album={album} queue={queue} inputRef={inputRef} empty={portfolio.items.length === 0} />
      {portfolio.items.length > 0 ? (
        <>
          <AlbumsBar portfolio={portfolio} filter={filter} onFilter={onFilter} />
          {items.length === 0 ? (
            <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed px-6 py-10 text-center">
              <FolderOpen className="size-6 text-muted-foreground" aria-hidden="true" />
              <p className="text-sm font-medium">{t('portfolio.emptyAlbum', 'Nothing here yet')}</p>
              <p className="max-w-sm text-sm text-muted-foreground">
                {t('portfolio.emptyAlbumText', 'Upload while this album is open, or move items here from their edit dialog.')}
              </p>
            </div>
          ) : (
            <>
              <p className="flex items-start gap-2 text-xs text-muted-foreground">
                {canReorder ? (
                  <>
                    <GripVertical className="size-4 shrink-0" aria-hidden="true" />
                    {t(
                      'portfolio.reorderHint',
                      'Drag an item by its handle to change the order visitors see. With the keyboard: focus the handle, press Space, move with the arrow keys, press Space to drop.',
                    )}
                  </>
                ) : items.length > 1 && !allowance.in_grace ? (
                  <>
                    <Info className="size-4 shrink-0" aria-hidden="true" />
                    {t('portfolio.reorderScope', 'Each album keeps its own order: choose an album, or "Not in an album", to change it.')}
                  </>
                ) : null}
              </p>
              <ItemGrid items={items} canReorder={canReorder} onReorder={onReorder} actions={actions} />
            </>
          )}
        </>
      ) : null}
      <ItemEditDialog item={editing} albums={albums} allowance={allowance} onClose={() => openItem(null)} onDelete={actions.remove} />
    </div>
  );
}

/** The Items tab: upload, albums, the sortable grid and the edit dialog; loading and error states. */
export function ItemsTab() {
  const q = useMyPortfolio();
  if (q.isError) {
    return (
      <ErrorState
        title={t('portfolio.loadFailed', 'Could not load your portfolio')}
        message={q.error.message}
        onRetry={() => void q.refetch()}
        retrying={q.isFetching}
      />
    );
  }
  if (!q.data) return <GridSkeleton />;
  return <Manager portfolio={q.data} />;
}
