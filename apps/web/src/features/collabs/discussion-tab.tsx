import { COLLAB_LIMITS, COLLAB_MESSAGES, type Collab } from '@mb/contract/collabs';
import { MessageSquare, Send } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { EmptyState, ErrorState, Loading } from '../../components/page/states';
import { Avatar } from '../../components/ui/avatar';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { FormError } from '../../components/ui/form-error';
import { Textarea } from '../../components/ui/input';
import { Skeleton } from '../../components/ui/skeleton';
import { useSession } from '../../lib/auth';
import { t, tm } from '../../lib/i18n';
import { timeAgo } from '../../lib/time-ago';
import { cn } from '../../lib/utils';
import { useCollabMessages, useEarlierMessages, usePostMessage } from './queries';
import { personName } from './shared';

/** The collaboration's own thread: live for every member with it open (realtime topic collab:{id}). */
export function DiscussionTab({ collab, active }: { collab: Collab; active: boolean }) {
  const q = useCollabMessages(collab.id, active);
  const post = usePostMessage(collab.id);
  const me = useSession()?.user.id;
  const [text, setText] = useState('');
  const [localError, setLocalError] = useState<string | null>(null);
  const earlier = useEarlierMessages(collab.id);
  const end = useRef<HTMLDivElement>(null);
  // Follow the newest message (earlier pages put in front do not move the view to the end).
  const lastId = q.data?.messages.at(-1)?.id;
  useEffect(() => {
    if (lastId) end.current?.scrollIntoView({ block: 'nearest' });
  }, [lastId]);
  const send = async () => {
    if (!text.trim()) return setLocalError(t('collabs.discussion.writeFirst', 'Write a message first.'));
    setLocalError(null);
    const r = await post.submit(text);
    if (r.ok) setText('');
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('collabs.tab.discussion', 'Discussion')}</CardTitle>
        <CardDescription>{t('collabs.discussion.text', 'Seen by the members of this collaboration only.')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {q.isPending ? (
          <Loading label={t('collabs.discussion.loading', 'Loading the discussion')} className="grid gap-3">
            <Skeleton className="h-14 w-3/4" />
            <Skeleton className="ml-auto h-14 w-2/3" />
          </Loading>
        ) : q.isError ? (
          <ErrorState
            message={q.error.message || t('collabs.discussion.loadFailed', 'The discussion could not be loaded.')}
            onRetry={() => void q.refetch()}
            retrying={q.isFetching}
          />
        ) : q.data.messages.length === 0 ? (
          <EmptyState icon={MessageSquare} title={t('collabs.discussion.empty', 'No messages yet')}>
            {t('collabs.discussion.emptyText', 'Plan the details here: call times, looks, who brings what.')}
          </EmptyState>
        ) : (
          <ol
            className="grid max-h-[28rem] gap-3 overflow-y-auto pr-1"
            aria-label={t('collabs.discussion.messages', 'Messages')}
            aria-live="polite"
            data-testid="collab-messages"
          >
            {q.data.has_more ? (
              <li className="flex flex-col items-center gap-1">
                <Button
                  variant="outline"
                  size="sm"
                  disabled={earlier.busy}
                  onClick={() => {
                    const first = q.data.messages[0];
                    if (first) void earlier.submit(first.id);
                  }}
                >
                  {tm(earlier.busy ? COLLAB_MESSAGES.loadingEarlier : COLLAB_MESSAGES.showEarlier)}
                </Button>
                <FormError message={earlier.error} />
              </li>
            ) : null}
            {q.data.messages.map((m) => {
              const mine = m.author.user_id === me;
              return (
                <li key={m.id} className={cn('flex max-w-[85%] gap-2', mine && 'ml-auto flex-row-reverse')}>
                  <Avatar src={m.author.avatar_url} alt="" className="size-8 shrink-0" />
                  <div className={cn('grid gap-1 rounded-lg px-3 py-2 text-sm', mine ? 'bg-primary text-primary-foreground' : 'bg-muted')}>
                    <span className={cn('text-xs', mine ? 'text-primary-foreground/80' : 'text-muted-foreground')}>
                      {mine ? t('collabs.discussion.you', 'You') : personName(m.author)} · {timeAgo(m.created_at)}
                    </span>
                    <p className="break-words whitespace-pre-line">{m.body}</p>
                  </div>
                </li>
              );
            })}
            <div ref={end} />
          </ol>
        )}
        <form
          className="grid gap-2"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void send();
          }}
        >
          <label htmlFor="collab-message" className="sr-only">
            {t('collabs.discussion.message', 'Message')}
          </label>
          <Textarea
            id="collab-message"
            value={text}
            maxLength={COLLAB_LIMITS.messageMax}
            className="min-h-16"
            placeholder={t('collabs.discussion.placeholder', 'Write to the team (Enter sends, Shift+Enter for a new line)')}
            onChange={(e) => setText(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
                e.preventDefault();
                void send();
              }
            }}
          />
          <FormError message={localError ?? post.error} />
          <Button type="submit" className="w-fit justify-self-end" disabled={post.busy}>
            <Send aria-hidden /> {t('collabs.discussion.send', 'Send')}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
