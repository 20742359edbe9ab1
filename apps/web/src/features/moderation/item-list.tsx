import type { ModerationItem, ModerationView } from '@mb/contract/moderation';
import { Clock, Inbox } from 'lucide-react';
import { EmptyState, ErrorState, Loading } from '../../components/page/states';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { cn } from '../../lib/utils';
import { ageSince, dueLabel } from './format';
import type { useQueueItems } from './queries';

const EMPTY: Record<ModerationView, string> = {
  open: 'Nothing is waiting in this queue. New items appear here oldest first.',
  escalated: 'No item in this queue is waiting for an admin.',
  decided: 'Nothing in this queue has been decided yet.',
};

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
      <Loading label="Loading the queue" className="grid gap-2">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} className="h-16" />
        ))}
      </Loading>
    );
  }
  if (query.isError) return <ErrorState message={query.error.message} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  if (items.length === 0) {
    return (
      <EmptyState icon={Inbox} title={`${label}: all clear`}>
        {EMPTY[view]}
      </EmptyState>
    );
  }
  return (
    <div className="grid gap-2">
      <ul className="grid gap-2" aria-label={`${label}, oldest first`}>
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
                {item.thumbnail_url ? (
                  <img src={item.thumbnail_url} alt="" className="size-12 shrink-0 rounded-md bg-muted object-cover" loading="lazy" />
                ) : (
                  <span className="size-12 shrink-0 rounded-md bg-muted" aria-hidden="true" />
                )}
                <span className="grid min-w-0 flex-1 gap-1">
                  <span className="truncate text-sm font-medium">{item.title}</span>
                  <span className="flex flex-wrap items-center gap-1.5 text-xs text-muted-foreground">
                    <Clock className="size-3" aria-hidden="true" />
                    {view === 'decided' && item.decided_at
                      ? `Decided ${ageSince(item.decided_at)} ago`
                      : `Waiting ${ageSince(item.created_at)}`}
                    {open ? <Badge variant={due.overdue ? 'warning' : 'outline'}>{due.text}</Badge> : null}
                    {item.status === 'claimed' && item.claimed_by ? (
                      <Badge variant="info">@{item.claimed_by.username ?? 'reviewer'}</Badge>
                    ) : null}
                    {view === 'decided' ? (
                      <Badge variant={item.status === 'approved' ? 'success' : 'secondary'}>{item.status}</Badge>
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
          {query.isFetchingNextPage ? 'Loading…' : 'Load more'}
        </Button>
      ) : null}
    </div>
  );
}
