import type { ModerationItem, ModerationView } from '@mb/contract/moderation';
import { Clock, Inbox } from 'lucide-react';
import { EmptyState, ErrorState, Loading } from '../../components/page/states';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { t } from '../../lib/i18n';
import { cn } from '../../lib/utils';
import { ageSince, dueLabel } from './format';
import type { useQueueItems } from './queries';
import { ItemImage } from './thumb';

const decidedAgo = (iso: string) => {
  const seconds = Math.floor((Date.now() - new Date(iso).getTime()) / 1000);
  return seconds < 60
    ? t('moderation.list.decidedNow', 'Decided just now')
    : t('moderation.list.decidedAgo', 'Decided {age} ago', { age: ageSince(iso) });
};

const emptyText = (view: ModerationView) =>
  ({
    open: t('moderation.list.emptyOpen', 'Nothing is waiting in this queue. New items appear here oldest first.'),
    escalated: t('moderation.list.emptyEscalated', 'No item in this queue is waiting for an admin.'),
    decided: t('moderation.list.emptyDecided', 'Nothing in this queue has been decided yet.'),
  })[view];

/** A decided item's status, as a word. */
const statusLabel = (status: ModerationItem['status']) =>
  ({
    pending: t('moderation.status.pending', 'pending'),
    claimed: t('moderation.status.claimed', 'claimed'),
    approved: t('moderation.status.approved', 'approved'),
    rejected: t('moderation.status.rejected', 'rejected'),
    escalated: t('moderation.status.escalated', 'escalated'),
    superseded: t('moderation.status.superseded', 'superseded'),
  })[status];

/** One queue's items, oldest first, with how long each has waited and whether it is past due. */
export function ItemList({
  query,
  items,
  view,
  label,
  selectedId,
  onSelect,
}: {
  query: ReturnType<typeof useQueueItems>;
  items: ModerationItem[];
  view: ModerationView;
  label: string;
  selectedId: string | undefined;
  onSelect: (id: string) => void;
}) {
  if (query.isPending) {
    return (
      <Loading label={t('moderation.list.loading', 'Loading the queue')} className="grid gap-2">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} className="h-16" />
        ))}
      </Loading>
    );
  }
  if (query.isError) return <ErrorState message={query.error.message} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  if (items.length === 0) {
    return (
      <EmptyState icon={Inbox} title={t('moderation.list.allClear', '{queue}: all clear', { queue: label })}>
        {emptyText(view)}
      </EmptyState>
    );
  }
  return (
    <div className="grid gap-2">
      <ul className="grid gap-2" aria-label={t('moderation.list.label', '{queue}, oldest first', { queue: label })}>
        {items.map((item) => {
          const due = dueLabel(item.due_at);
          const open = item.status === 'pending' || item.status === 'claimed' || item.status === 'escalated';
          return (
            <li key={item.id}>
              <button
                type="button"
                onClick={() => onSelect(item.id)}
                aria-current={item.id === selectedId ? 'true' : undefined}
                data-testid="moderation-row"
                className={cn(
                  'flex w-full items-center gap-3 rounded-lg border bg-card p-2 text-left transition-colors hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring',
                  item.id === selectedId && 'border-primary ring-1 ring-primary',
                )}
              >
                <ItemImage src={item.thumbnail_url} alt="" className="size-12 shrink-0 rounded-md object-cover" />
                <span className="grid min-w-0 flex-1 gap-1">
                  <span className="truncate text-sm font-medium">{item.title}</span>
                  <span className="flex flex-wrap items-center gap-1.5 text-xs text-muted-foreground">
                    <Clock className="size-3" aria-hidden="true" />
                    {view === 'decided' && item.decided_at
                      ? decidedAgo(item.decided_at)
                      : t('moderation.list.waiting', 'Waiting {age}', { age: ageSince(item.created_at) })}
                    {open ? <Badge variant={due.overdue ? 'warning' : 'outline'}>{due.text}</Badge> : null}
                    {item.status === 'claimed' && item.claimed_by ? (
                      <Badge variant="info">@{item.claimed_by.username ?? t('moderation.list.reviewer', 'reviewer')}</Badge>
                    ) : null}
                    {view === 'decided' ? (
                      <Badge variant={item.status === 'approved' ? 'success' : 'secondary'}>{statusLabel(item.status)}</Badge>
                    ) : null}
                  </span>
                </span>
              </button>
            </li>
          );
        })}
      </ul>
      {query.hasNextPage ? (
        <Button variant="outline" onClick={() => void query.fetchNextPage()} disabled={query.isFetchingNextPage}>
          {query.isFetchingNextPage ? t('moderation.list.loadingMore', 'Loading…') : t('moderation.list.loadMore', 'Load more')}
        </Button>
      ) : null}
    </div>
  );
}
