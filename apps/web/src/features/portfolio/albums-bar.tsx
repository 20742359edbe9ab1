import { zodResolver } from '@hookform/resolvers/zod';
import { albumInput, type MyPortfolio, PORTFOLIO_LIMITS, PORTFOLIO_MESSAGES, type PortfolioAlbum } from '@mb/contract/portfolio';
import { FolderOpen, FolderPlus, Lock, Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../components/ui/dialog';
import { Field } from '../../components/ui/field';
import { FormError } from '../../components/ui/form-error';
import { Input, Textarea } from '../../components/ui/input';
import { t, tm } from '../../lib/i18n';
import { cn } from '../../lib/utils';
import { PRO_PATH } from './portfolio-summary';
import { useCreateAlbum, useDeleteAlbum, useUpdateAlbum } from './queries';
import { type AlbumFilter, filterKey } from './reorder';

type Values = z.input<typeof albumInput>;
type Output = z.output<typeof albumInput>;

function FilterChip({
  active,
  onClick,
  label,
  count,
  cover,
}: {
  active: boolean;
  onClick: () => void;
  label: string;
  count: number;
  cover?: string | null;
}) {
  return (
    <button
      type="button"
      aria-pressed={active}
      onClick={onClick}
      className={cn(
        'inline-flex h-9 shrink-0 items-center gap-2 rounded-full border px-3 text-sm transition-colors duration-150 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
        active
          ? 'border-primary bg-primary/10 font-medium text-foreground'
          : 'border-input text-muted-foreground hover:bg-accent hover:text-accent-foreground',
        cover !== undefined && 'pl-1',
      )}
    >
      {cover !== undefined ? (
        <span className="size-7 overflow-hidden rounded-full bg-muted">
          {cover ? (
            <img src={cover} alt="" className="size-full object-cover" />
          ) : (
            <FolderOpen className="m-1.5 size-4" aria-hidden="true" />
          )}
        </span>
      ) : null}
      <span className="max-w-40 truncate">{label}</span>
      <span className="tabular-nums text-xs text-muted-foreground">{count}</span>
    </button>
  );
}

/** Create or rename an album (Pro). */
function AlbumDialog({
  album,
  open,
  onClose,
  onSaved,
}: {
  album: PortfolioAlbum | null;
  open: boolean;
  onClose: () => void;
  onSaved: (a: PortfolioAlbum) => void;
}) {
  const create = useCreateAlbum();
  const update = useUpdateAlbum();
  const write = album ? update : create;
  const form = useForm<Values, unknown, Output>({
    resolver: zodResolver(albumInput),
    values: { title: album?.title ?? '', description: album?.description ?? '' },
  });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit(async (v) => {
    const opts = {
      form: { setError: form.setError, fields: ['title', 'description'] as const },
      success: { title: album ? t('portfolio.album.saved', 'Album saved') : t('portfolio.album.created', 'Album created') },
    };
    const r = album ? await update.submit({ id: album.id, body: v }, opts) : await create.submit(v, opts);
    if (r.ok) {
      onSaved(r.data);
      onClose();
    }
  });
  return (
    <Dialog open={open} onOpenChange={(o) => !o && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{album ? t('portfolio.album.rename', 'Rename album') : t('portfolio.album.new', 'New album')}</DialogTitle>
          <DialogDescription>
            {t('portfolio.album.intro', 'Albums group your work on your public profile, in the order you set.')}
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} className="grid gap-4" noValidate>
          <Field label={t('portfolio.album.title', 'Title')} error={errors.title?.message}>
            {(p) => <Input {...p} maxLength={PORTFOLIO_LIMITS.albumTitleMax} autoFocus {...form.register('title')} />}
          </Field>
          <Field label={t('portfolio.album.description', 'Description (optional)')} error={errors.description?.message}>
            {(p) => <Textarea {...p} rows={2} maxLength={PORTFOLIO_LIMITS.albumDescriptionMax} {...form.register('description')} />}
          </Field>
          <FormError message={write.error} />
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose}>
              {t('common.cancel', 'Cancel')}
            </Button>
            <Button type="submit" disabled={write.busy}>
              {write.busy
                ? t('common.saving', 'Saving...')
                : album
                  ? t('portfolio.save', 'Save')
                  : t('portfolio.album.create', 'Create album')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

function DeleteAlbumDialog({ album, onClose, onDeleted }: { album: PortfolioAlbum | null; onClose: () => void; onDeleted: () => void }) {
  const remove = useDeleteAlbum();
  return (
    <Dialog open={album !== null} onOpenChange={(o) => !o && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('portfolio.album.deleteTitle', 'Delete the album "{title}"?', { title: album?.title })}</DialogTitle>
          <DialogDescription>
            {t('portfolio.album.deleteText', 'The album goes; its items stay in your portfolio, in no album.')}
          </DialogDescription>
        </DialogHeader>
        <FormError message={remove.error} />
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            {t('common.cancel', 'Cancel')}
          </Button>
          <Button
            variant="destructive"
            disabled={remove.busy}
            onClick={async () => {
              if (!album) return;
              const r = await remove.submit(album.id, { success: { title: t('portfolio.album.deleted', 'Album deleted') } });
              if (r.ok) {
                onDeleted();
                onClose();
              }
            }}
          >
            {remove.busy ? t('portfolio.deleting', 'Deleting...') : t('portfolio.album.delete', 'Delete album')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

/** The album filter (All, Not in an album, each album) and album management for Pro members. */
export function AlbumsBar({
  portfolio,
  filter,
  onFilter,
}: {
  portfolio: MyPortfolio;
  filter: AlbumFilter;
  onFilter: (f: AlbumFilter) => void;
}) {
  const { albums, items, allowance } = portfolio;
  const [editing, setEditing] = useState<PortfolioAlbum | 'new' | null>(null);
  const [deleting, setDeleting] = useState<PortfolioAlbum | null>(null);
  const manage = allowance.can_use_albums && !allowance.in_grace;
  const current = typeof filter === 'string' ? null : (albums.find((a) => a.id === filter.album) ?? null);
  const sorted = [...albums].sort((a, b) => a.position - b.position);
  const key = filterKey(filter);

  if (albums.length === 0 && !allowance.can_use_albums) {
    return (
      <p className="flex items-center gap-2 text-sm text-muted-foreground">
        <Lock className="size-4 shrink-0" aria-hidden="true" />
        <span>
          {tm(PORTFOLIO_MESSAGES.albumsNeedPro)}{' '}
          <Link to={PRO_PATH} className="font-medium text-foreground underline underline-offset-4">
            {t('portfolio.seePro', 'See Pro')}
          </Link>
        </span>
      </p>
    );
  }

  return (
    <div className="grid grid-cols-1 gap-3">
      <div className="flex items-center gap-2">
        {/* A fieldset sizes to its content (min-width: min-content): the scrolling row is a div inside it. */}
        <fieldset className="min-w-0 flex-1">
          <legend className="sr-only">{t('portfolio.album.show', 'Show')}</legend>
          <div className="-mx-1 flex gap-2 overflow-x-auto px-1 py-1">
            <FilterChip
              active={key === 'all'}
              onClick={() => onFilter('all')}
              label={t('portfolio.album.allItems', 'All items')}
              count={items.length}
            />
            <FilterChip
              active={key === 'none'}
              onClick={() => onFilter('none')}
              label={t('portfolio.album.noAlbum', 'Not in an album')}
              count={items.filter((i) => i.album_id === null).length}
            />
            {sorted.map((a) => (
              <FilterChip
                key={a.id}
                active={key === a.id}
                onClick={() => onFilter({ album: a.id })}
                label={a.title}
                count={items.filter((i) => i.album_id === a.id).length}
                cover={a.cover_url}
              />
            ))}
          </div>
        </fieldset>
        {manage ? (
          <Button variant="outline" size="sm" className="shrink-0" onClick={() => setEditing('new')}>
            <FolderPlus aria-hidden="true" />
            <span className="sr-only sm:not-sr-only">{t('portfolio.album.new', 'New album')}</span>
          </Button>
        ) : null}
      </div>
      {current ? (
        <div className="flex flex-wrap items-center gap-2 rounded-lg border bg-card px-3 py-2">
          <div className="min-w-0 flex-1 basis-40">
            <p className="truncate text-sm font-semibold">{current.title}</p>
            {current.description ? <p className="truncate text-xs text-muted-foreground">{current.description}</p> : null}
          </div>
          {manage ? (
            <>
              <Button variant="ghost" size="sm" onClick={() => setEditing(current)}>
                <Pencil aria-hidden="true" />
                {t('portfolio.album.renameShort', 'Rename')}
              </Button>
              <Button variant="ghost" size="sm" className="text-destructive hover:text-destructive" onClick={() => setDeleting(current)}>
                <Trash2 aria-hidden="true" />
                {t('portfolio.album.delete', 'Delete album')}
              </Button>
            </>
          ) : null}
        </div>
      ) : null}
      <AlbumDialog
        album={editing === 'new' ? null : editing}
        open={editing !== null}
        onClose={() => setEditing(null)}
        onSaved={(a) => onFilter({ album: a.id })}
      />
      <DeleteAlbumDialog album={deleting} onClose={() => setDeleting(null)} onDeleted={() => onFilter('all')} />
    </div>
  );
}
