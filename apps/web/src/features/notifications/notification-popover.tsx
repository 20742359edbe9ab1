import { LIMITS } from '@mb/contract/limits';
import { NOTIFICATION_MESSAGES } from '@mb/contract/notification-types';
import type { Notification } from '@mb/contract/notifications';
import { BellOff, CheckCheck, CircleAlert, Loader2, RefreshCw, Settings, X } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../components/ui/button';
import { Popover, PopoverClose, PopoverContent, PopoverTrigger } from '../../components/ui/popover';
import { t, tm } from '../../lib/i18n';
import { cn } from '../../lib/utils';
import { BellButton } from './bell-button';
import { followableUrl } from './follow';
import { timeAgo } from './format';
import { markAllToast, useMarkAllRead, useMarkRead, useNotificationList } from './queries';

const iconButton =
  'inline-flex size-8 items-center justify-center rounded-md text-muted-foreground transition-colors hover:bg-accent hover:text-accent-foreground focus-visible:outline-2 focus-visible:outline-ring disabled:pointer-events-none disabled:opacity-50 [&_svg]:size-4';

/** The bell as the popover's trigger and the panel (spec §2): opened by the click that loaded it. */
export default function NotificationPopover({ count }: { count: number }) {
  const [open, setOpen] = useState(true);
  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <BellButton count={count} />
      </PopoverTrigger>
      <PopoverContent
        align="end"
        aria-label={tm(NOTIFICATION_MESSAGES.title)}
        style={{
          width: `min(${LIMITS.notificationPanelWidthRem}rem, calc(100vw - 1rem))`,
          maxHeight: `min(${LIMITS.notificationPanelMaxHeightRem}rem, calc(100dvh - 5rem))`,
        }}
        className="flex flex-col overflow-hidden p-0"
        data-testid="notification-panel"
      >
        {open ? <NotificationPanel unreadCount={count} onNavigate={() => setOpen(false)} /> : null}
      </PopoverContent>
    </Popover>
  );
}

function NotificationPanel({ unreadCount, onNavigate }: { unreadCount: number; onNavigate: () => void }) {
  const list = useNotificationList(true);
  const markAll = useMarkAllRead();
  const items = list.data?.pages.flatMap((p) => p.items) ?? [];
  const refreshing = list.isFetching && !list.isFetchingNextPage && !list.isPending;
  return (
    <>
      <div className="flex items-center gap-1 border-b px-3 py-2">
        <h2 className="mr-auto text-sm font-semibold">
          {tm(NOTIFICATION_MESSAGES.title)}
          {unreadCount > 0 ? (
            <span className="ml-1.5 font-normal text-muted-foreground">
              {t('notifications.unreadCount', '({count} unread)', { count: unreadCount })}
            </span>
          ) : null}
        </h2>
        <button
          type="button"
          className={iconButton}
          aria-label={t('notifications.refresh', 'Refresh notifications')}
          title={t('notifications.refreshShort', 'Refresh')}
          onClick={() => void list.refetch()}
        >
          <RefreshCw aria-hidden="true" className={cn(refreshing && 'animate-spin')} />
        </button>
        <button
          type="button"
          className={iconButton}
          aria-label={t('notifications.markAll', 'Mark all as read')}
          title={t('notifications.markAll', 'Mark all as read')}
          disabled={unreadCount === 0 || markAll.busy}
          onClick={() =>
            void markAll.submit(undefined, {
              success: markAllToast(),
              failure: { title: tm(NOTIFICATION_MESSAGES.markAllFailed) },
            })
          }
        >
          <CheckCheck aria-hidden="true" />
        </button>
        <PopoverClose
          className={iconButton}
          aria-label={t('notifications.close', 'Close notifications')}
          title={t('notifications.closeShort', 'Close')}
        >
          <X aria-hidden="true" />
        </PopoverClose>
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain" data-testid="notification-list">
        {list.isPending ? (
          <p role="status" className="flex items-center justify-center gap-2 px-4 py-10 text-sm text-muted-foreground">
            <Loader2 className="size-4 animate-spin" aria-hidden="true" />
            {tm(NOTIFICATION_MESSAGES.loading)}
          </p>
        ) : list.isError ? (
          <div role="alert" className="flex flex-col items-center gap-3 px-4 py-8 text-center text-sm">
            <CircleAlert className="size-5 text-destructive" aria-hidden="true" />
            <p className="text-muted-foreground">{tm(NOTIFICATION_MESSAGES.loadFailed)}</p>
            <Button variant="outline" size="sm" onClick={() => void list.refetch()}>
              <RefreshCw aria-hidden="true" />
              {t('notifications.tryAgain', 'Try again')}
            </Button>
          </div>
        ) : items.length === 0 ? (
          <div className="flex flex-col items-center gap-2 px-4 py-10 text-center text-sm text-muted-foreground">
            <BellOff className="size-6" aria-hidden="true" />
            <p>{tm(NOTIFICATION_MESSAGES.empty)}</p>
          </div>
        ) : (
          <ul className="divide-y">
            {items.map((n) => (
              <NotificationItem key={n.id} n={n} onNavigate={onNavigate} />
            ))}
          </ul>
        )}
        {list.hasNextPage ? (
          <div className="border-t p-2">
            <Button
              variant="ghost"
              size="sm"
              className="w-full"
              disabled={list.isFetchingNextPage}
              onClick={() => void list.fetchNextPage()}
            >
              {list.isFetchingNextPage ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
              {tm(NOTIFICATION_MESSAGES.loadMore)}
            </Button>
          </div>
        ) : null}
      </div>
      <div className="border-t px-3 py-2">
        <Link
          to="/settings?tab=notifications"
          onClick={onNavigate}
          className="inline-flex items-center gap-1.5 text-xs text-muted-foreground hover:text-foreground"
        >
          <Settings className="size-3.5" aria-hidden="true" />
          {t('notifications.settingsLink', 'Notification settings')}
        </Link>
      </div>
    </>
  );
}

/** Clicking marks it read (at once, in every tab) and follows its action_url when that is a same-site path. */
function NotificationItem({ n, onNavigate }: { n: Notification; onNavigate: () => void }) {
  const markRead = useMarkRead();
  const navigate = useNavigate();
  const url = followableUrl(n.action_url);
  const unread = !n.read_at;
  const open = () => {
    if (unread) void markRead.submit(n, { failure: { title: tm(NOTIFICATION_MESSAGES.markFailed) } });
    if (url) {
      onNavigate();
      void navigate(url);
    }
  };
  return (
    <li>
      <button
        type="button"
        onClick={open}
        data-testid="notification-item"
        data-unread={unread}
        className={cn(
          'flex w-full gap-3 px-3 py-3 text-left transition-colors hover:bg-accent focus-visible:bg-accent focus-visible:outline-none',
          unread && 'bg-primary/5',
        )}
      >
        <span aria-hidden="true" className={cn('mt-1.5 size-2 shrink-0 rounded-full', unread ? 'bg-primary' : 'bg-transparent')} />
        <span className="grid min-w-0 flex-1 gap-0.5">
          <span className={cn('text-sm break-words', unread ? 'font-semibold' : 'font-medium')}>
            {n.title}
            {unread ? <span className="sr-only"> {t('notifications.unreadMark', '(unread)')}</span> : null}
          </span>
          {n.content ? (
            <span className="line-clamp-3 text-sm break-words whitespace-pre-line text-muted-foreground">{n.content}</span>
          ) : null}
          <time dateTime={n.created_at} className="text-xs text-muted-foreground">
            {timeAgo(n.created_at)}
          </time>
        </span>
      </button>
    </li>
  );
}
