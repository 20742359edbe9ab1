import { type Conversation, MESSAGING_MESSAGES } from '@mb/contract/messaging';
import { Inbox, MessageSquarePlus } from 'lucide-react';
import { ErrorState, Loading } from '../../components/page/states';
import { Avatar } from '../../components/ui/avatar';
import { Button } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { t, tm } from '../../lib/i18n';
import { cn } from '../../lib/utils';
import { conversationName, otherMembers, shortTime } from './names';
import { useConversations } from './queries';

/** The left pane: the inbox or the requests, latest first, each with its unread count. */
export function ConversationList({
  box,
  me,
  selected,
  onSelect,
  onNew,
}: {
  box: 'inbox' | 'requests';
  me: string;
  selected: string | null;
  onSelect: (id: string) => void;
  onNew: () => void;
}) {
  const q = useConversations(box);
  if (q.isPending)
    return (
      <Loading label={t('messages.loadingConversations', 'Loading conversations...')} className="grid gap-2 p-3">
        {[0, 1, 2, 3].map((i) => (
          <div key={i} className="flex items-center gap-3 p-2">
            <Skeleton className="size-10 rounded-full" />
            <div className="grid flex-1 gap-2">
              <Skeleton className="h-4 w-1/2" />
              <Skeleton className="h-3 w-3/4" />
            </div>
          </div>
        ))}
      </Loading>
    );
  if (q.isError)
    return (
      <div className="p-3">
        <ErrorState message={tm(MESSAGING_MESSAGES.loadFailed)} onRetry={() => void q.refetch()} retrying={q.isRefetching} />
      </div>
    );
  const items = q.data.pages.flatMap((p) => p.items);
  if (!items.length)
    return (
      <div className="flex flex-col items-center gap-3 px-6 py-12 text-center">
        <span className="inline-flex size-12 items-center justify-center rounded-full bg-muted text-muted-foreground">
          <Inbox className="size-6" aria-hidden />
        </span>
        <p className="font-semibold">{box === 'inbox' ? tm(MESSAGING_MESSAGES.empty) : tm(MESSAGING_MESSAGES.requestsEmpty)}</p>
        <p className="text-sm text-muted-foreground">
          {box === 'inbox' ? tm(MESSAGING_MESSAGES.emptyHint) : tm(MESSAGING_MESSAGES.requestsHint)}
        </p>
        {box === 'inbox' ? (
          <Button size="sm" onClick={onNew}>
            <MessageSquarePlus aria-hidden />
            {tm(MESSAGING_MESSAGES.newMessage)}
          </Button>
        ) : null}
      </div>
    );
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-0.5 p-2">
      <ul
        className="grid grid-cols-[minmax(0,1fr)] gap-0.5"
        aria-label={box === 'inbox' ? t('messages.conversations', 'Conversations') : t('messages.requestsList', 'Message requests')}
      >
        {items.map((c) => (
          <li key={c.id} className="min-w-0">
            <Row c={c} me={me} active={c.id === selected} onSelect={() => onSelect(c.id)} />
          </li>
        ))}
      </ul>
      {q.hasNextPage ? (
        <Button variant="ghost" size="sm" onClick={() => void q.fetchNextPage()} disabled={q.isFetchingNextPage}>
          {q.isFetchingNextPage ? t('common.loading', 'Loading...') : t('messages.loadMore', 'Load more')}
        </Button>
      ) : null}
    </div>
  );
}

function Row({ c, me, active, onSelect }: { c: Conversation; me: string; active: boolean; onSelect: () => void }) {
  const others = otherMembers(c, me);
  const name = conversationName(c, me);
  const mine = c.last_message?.sender_id === me;
  return (
    <button
      type="button"
      onClick={onSelect}
      aria-current={active ? 'true' : undefined}
      data-testid="conversation-row"
      className={cn(
        'flex w-full items-center gap-3 rounded-md p-2 text-left outline-none transition-colors hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring',
        active && 'bg-primary/10',
      )}
    >
      <span className="relative shrink-0">
        <Avatar src={others[0]?.avatar_url} alt="" />
        {others.length > 1 ? (
          <span className="absolute -right-1 -bottom-1 rounded-full border bg-background px-1 text-[10px] font-medium tabular-nums">
            {others.length}
          </span>
        ) : null}
      </span>
      <span className="flex min-w-0 flex-1 flex-col gap-0.5">
        <span className="flex min-w-0 items-baseline gap-2">
          <span className={cn('min-w-0 truncate text-sm', c.unread ? 'font-semibold' : 'font-medium')}>{name}</span>
          {c.last_message ? (
            <span className="ml-auto shrink-0 text-xs text-muted-foreground tabular-nums">{shortTime(c.last_message.created_at)}</span>
          ) : null}
        </span>
        <span className="flex min-w-0 items-center gap-2">
          <span className={cn('min-w-0 truncate text-xs', c.unread ? 'text-foreground' : 'text-muted-foreground')}>
            {c.last_message
              ? mine && c.last_message.kind === 'text'
                ? t('messages.youWrote', 'You: {preview}', { preview: c.last_message.preview })
                : c.last_message.preview
              : t('messages.noMessages', 'No messages yet')}
          </span>
          {c.unread ? (
            <span
              className="ml-auto inline-flex min-w-5 shrink-0 items-center justify-center rounded-full bg-primary px-1.5 text-[11px] font-semibold text-primary-foreground tabular-nums"
              data-testid="conversation-unread"
            >
              {c.unread > 99 ? '99+' : c.unread}
              <span className="sr-only"> {t('messages.unread', 'unread')}</span>
            </span>
          ) : null}
        </span>
      </span>
    </button>
  );
}
