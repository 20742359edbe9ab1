import type { OwnPortfolioItem } from '@mb/contract/portfolio';
import {
  CircleAlert,
  Clock,
  EyeOff,
  Flag,
  GripVertical,
  ImageOff,
  MoreHorizontal,
  Pencil,
  Play,
  Star,
  Trash2,
  UserCheck,
  UserX,
} from 'lucide-react';
import type * as React from 'react';
import { Button } from '../../components/ui/button';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '../../components/ui/dropdown-menu';
import { t } from '../../lib/i18n';
import { cn } from '../../lib/utils';
import { type ItemBadge, itemBadges, itemName } from './item-status';

export interface ItemActions {
  edit: (item: OwnPortfolioItem) => void;
  remove: (item: OwnPortfolioItem) => void;
  /** Make the item its album's cover (Pro; items in an album); null when albums are not available. */
  setCover: ((item: OwnPortfolioItem) => void) | null;
  /** Ids of items that are an album's cover. */
  coverIds: ReadonlySet<string>;
}

const BADGE_ICON: Record<ItemBadge['key'], typeof Clock> = {
  pending: Clock,
  rejected: CircleAlert,
  'consent-pending': UserCheck,
  'consent-declined': UserX,
  'removal-hold': Flag,
  nsfw: EyeOff,
  video: Play,
};

const TONE: Record<ItemBadge['tone'], string> = {
  warning: 'text-warning',
  danger: 'text-destructive',
  info: 'text-info',
  neutral: 'text-muted-foreground',
};

/** A badge on top of a picture: an opaque chip, so it reads on any image. */
export function StatusChip({ badge, className }: { badge: ItemBadge; className?: string }) {
  const Icon = BADGE_ICON[badge.key];
  return (
    <span
      title={badge.detail}
      data-testid={`badge-${badge.key}`}
      className={cn(
        'inline-flex max-w-full items-center gap-1 rounded-full border bg-background/95 px-2 py-0.5 text-xs font-medium text-foreground shadow-sm',
        className,
      )}
    >
      <Icon className={cn('size-3 shrink-0', TONE[badge.tone])} aria-hidden="true" />
      <span className="truncate">{badge.label}</span>
    </span>
  );
}

/** The picture of an item: the grid image, or its blurred preview while the grid image is not there. */
export function ItemPicture({ item, className }: { item: OwnPortfolioItem; className?: string }) {
  const src = item.media.thumb_url ?? item.media.blur_data_url;
  if (!src) {
    return (
      <span className={cn('flex size-full items-center justify-center bg-muted text-muted-foreground', className)}>
        <ImageOff className="size-6" aria-hidden="true" />
      </span>
    );
  }
  return (
    <img
      src={src}
      alt=""
      loading="lazy"
      draggable={false}
      className={cn(
        'size-full object-cover',
        // DESIGN.md: a pending item is shown to its owner slightly blurred under its 'Pending moderation' chip.
        item.moderation_status === 'pending' && 'scale-105 blur-[2px] brightness-90',
        !item.media.thumb_url && 'blur-md',
        className,
      )}
    />
  );
}

/** One item of the grid: picture, state chips, the drag handle and its menu. */
export function ItemCard({
  item,
  actions,
  handle,
  dragging = false,
  style,
  ref,
}: {
  item: OwnPortfolioItem;
  actions: ItemActions;
  /** The drag handle's ref and dnd-kit's attributes and listeners; null when the grid cannot be reordered. */
  handle: { ref: (el: HTMLElement | null) => void; props: React.HTMLAttributes<HTMLElement> } | null;
  dragging?: boolean;
  style?: React.CSSProperties;
  ref?: React.Ref<HTMLLIElement>;
}) {
  const name = itemName(item);
  const badges = itemBadges(item);
  const isCover = actions.coverIds.has(item.id);
  return (
    <li
      ref={ref}
      style={style}
      data-testid="portfolio-item"
      data-item-id={item.id}
      className={cn('relative grid min-w-0 gap-2', dragging && 'z-10 opacity-90')}
    >
      <div
        className={cn(
          'group relative aspect-square overflow-hidden rounded-lg border bg-muted transition-shadow',
          dragging && 'shadow-xl ring-2 ring-primary',
        )}
      >
        <button
          type="button"
          onClick={() => actions.edit(item)}
          aria-label={t('portfolio.card.edit', 'Edit {name}', { name })}
          className="block size-full focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring"
        >
          <ItemPicture item={item} className="transition-transform duration-200 group-hover:scale-[1.02] motion-reduce:transition-none" />
        </button>
        {item.kind === 'video' ? (
          <span className="pointer-events-none absolute inset-0 flex items-center justify-center">
            <span className="flex size-10 items-center justify-center rounded-full bg-black/60 text-white">
              <Play className="size-5 translate-x-px" aria-hidden="true" />
            </span>
          </span>
        ) : null}
        {badges.length > 0 || isCover ? (
          <div className="pointer-events-none absolute inset-x-2 top-2 flex flex-wrap gap-1 pr-10">
            {isCover ? (
              <span className="inline-flex items-center gap-1 rounded-full border bg-background/95 px-2 py-0.5 text-xs font-medium text-foreground shadow-sm">
                <Star className="size-3 text-warning" aria-hidden="true" />
                {t('portfolio.card.cover', 'Cover')}
              </span>
            ) : null}
            {badges.map((b) => (
              <StatusChip key={b.key} badge={b} />
            ))}
          </div>
        ) : null}
        {handle ? (
          <button
            type="button"
            ref={handle.ref}
            {...handle.props}
            aria-label={t('portfolio.card.reorder', 'Reorder {name}', { name })}
            data-testid="drag-handle"
            className="absolute top-2 right-2 flex size-8 cursor-grab touch-none items-center justify-center rounded-md border bg-background/95 text-foreground shadow-sm transition-opacity focus-visible:outline-2 focus-visible:outline-ring active:cursor-grabbing sm:opacity-0 sm:group-hover:opacity-100 sm:focus-visible:opacity-100"
          >
            <GripVertical className="size-4" aria-hidden="true" />
          </button>
        ) : null}
      </div>
      <div className="flex min-w-0 items-center gap-1">
        <p className="min-w-0 flex-1 truncate text-sm font-medium" title={name}>
          {name}
        </p>
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <Button
              variant="ghost"
              size="icon"
              className="size-8 shrink-0"
              aria-label={t('portfolio.card.actions', 'Actions for {name}', { name })}
            >
              <MoreHorizontal aria-hidden="true" />
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent align="end">
            <DropdownMenuItem onSelect={() => actions.edit(item)}>
              <Pencil aria-hidden="true" />
              {t('portfolio.card.editDetails', 'Edit details')}
            </DropdownMenuItem>
            {actions.setCover && item.album_id && !isCover ? (
              <DropdownMenuItem onSelect={() => actions.setCover?.(item)}>
                <Star aria-hidden="true" />
                {t('portfolio.card.setCover', 'Set as album cover')}
              </DropdownMenuItem>
            ) : null}
            <DropdownMenuItem onSelect={() => actions.remove(item)} className="text-destructive focus:text-destructive">
              <Trash2 aria-hidden="true" />
              {t('portfolio.card.delete', 'Delete')}
            </DropdownMenuItem>
          </DropdownMenuContent>
        </DropdownMenu>
      </div>
    </li>
  );
}
