import {
  type Announcements,
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  type ScreenReaderInstructions,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { rectSortingStrategy, SortableContext, sortableKeyboardCoordinates, useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { OwnPortfolioItem } from '@mb/contract/portfolio';
import { useMemo, useRef } from 'react';
import { t } from '../../lib/i18n';
import { type ItemActions, ItemCard } from './item-card';
import { itemName } from './item-status';
import { moveId } from './reorder';

// The items grid with drag-to-reorder (@dnd-kit, only in this lazy page's chunk). A drag starts from
// each card's handle: with a mouse or finger, or with the keyboard (Space or Enter to lift, arrow keys
// to move, Space or Enter to drop, Escape to cancel), and every step is announced to screen readers.

const instructions = (): ScreenReaderInstructions => ({
  draggable: t(
    'portfolio.drag.instructions',
    'To reorder, press Space or Enter to lift this item, use the arrow keys to move it, and press Space or Enter again to drop it. Press Escape to cancel.',
  ),
});

function announcements(items: readonly OwnPortfolioItem[], lifted: { current: boolean }): Announcements {
  const name = (id: string | number) => {
    const item = items.find((i) => i.id === id);
    return item ? itemName(item) : t('portfolio.drag.item', 'item');
  };
  const place = (id: string | number) =>
    t('portfolio.drag.place', 'position {position} of {count}', { position: items.findIndex((i) => i.id === id) + 1, count: items.length });
  return {
    onDragStart: ({ active }) => {
      lifted.current = true;
      return t('portfolio.drag.start', 'Picked up {name}, {place}.', { name: name(active.id), place: place(active.id) });
    },
    onDragOver: ({ active, over }) => {
      // The first 'over' is the item's own place: keep saying it was picked up.
      const first = lifted.current;
      lifted.current = false;
      if (first && over?.id === active.id) return undefined;
      return over
        ? t('portfolio.drag.over', '{name} moved to {place}.', { name: name(active.id), place: place(over.id) })
        : t('portfolio.drag.outside', '{name} is not over a place in the grid.', { name: name(active.id) });
    },
    onDragEnd: ({ active, over }) =>
      over
        ? t('portfolio.drag.end', '{name} dropped at {place}.', { name: name(active.id), place: place(over.id) })
        : t('portfolio.drag.endSame', '{name} dropped where it was.', { name: name(active.id) }),
    onDragCancel: ({ active }) =>
      t('portfolio.drag.cancel', 'Reordering cancelled. {name} is back at {place}.', { name: name(active.id), place: place(active.id) }),
  };
}

function SortableCard({ item, canReorder, actions }: { item: OwnPortfolioItem; canReorder: boolean; actions: ItemActions }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: item.id,
    disabled: !canReorder,
  });
  return (
    <ItemCard
      ref={setNodeRef}
      item={item}
      actions={actions}
      dragging={isDragging}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      handle={canReorder ? { ref: setActivatorNodeRef, props: { ...attributes, ...listeners } } : null}
    />
  );
}

/**
 * Sortable when `canReorder` (every shown item is in one scope and the member may edit); `onReorder`
 * gets the whole new order of the shown items.
 */
export function ItemGrid({
  items,
  canReorder,
  onReorder,
  actions,
}: {
  items: OwnPortfolioItem[];
  canReorder: boolean;
  onReorder: (ids: string[]) => void;
  actions: ItemActions;
}) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = useMemo(() => items.map((i) => i.id), [items]);
  const lifted = useRef(false);
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onReorder(moveId(ids, String(active.id), String(over.id)));
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{ announcements: announcements(items, lifted), screenReaderInstructions: instructions() }}
    >
      <SortableContext items={ids} strategy={rectSortingStrategy}>
        <ul
          className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4"
          aria-label={t('portfolio.items', 'Portfolio items')}
          data-testid="portfolio-grid"
        >
          {items.map((item) => (
            <SortableCard key={item.id} item={item} canReorder={canReorder} actions={actions} />
          ))}
        </ul>
      </SortableContext>
    </DndContext>
  );
}
