import { FEED_LIMITS, FEED_MESSAGES, type FeedComment } from '@mb/contract/feed';
import { Flag, Trash2 } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Link } from 'react-router';
import { ErrorState } from '../../components/page/states';
import { Avatar } from '../../components/ui/avatar';
import { Button } from '../../components/ui/button';
import { FormError } from '../../components/ui/form-error';
import { Textarea } from '../../components/ui/input';
import { Skeleton } from '../../components/ui/skeleton';
import { t, tm } from '../../lib/i18n';
import { cn } from '../../lib/utils';
import { ReportDialog } from '../moderation';
import { actorName, ago, profilePath, remaining } from './format';
import { useAddComment, useComments, useDeleteComment } from './queries';

/** An item's comments: the list (oldest first), add one, delete your own or any on your item, report others'. */
export function Comments({ activityId }: { activityId: string }) {
  const list = useComments(activityId, true);
  const add = useAddComment(activityId);
  const remove = useDeleteComment(activityId);
  const [body, setBody] = useState('');
  const [localError, setLocalError] = useState<string | null>(null);
  const [reporting, setReporting] = useState<FeedComment | null>(null);
  const id = useId();
  const count = remaining(body, FEED_LIMITS.commentMax);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setLocalError(null);
    if (!body.trim()) return setLocalError(tm(FEED_MESSAGES.commentEmpty));
    if (count.over) return setLocalError(tm(FEED_MESSAGES.commentTooLong));
    const r = await add.submit(body.trim());
    if (r.ok) setBody('');
  };

  return (
    <section className="grid gap-3 border-t pt-3" aria-label={t('feed.comments', 'Comments')}>
      {list.isPending ? (
        <div className="grid gap-2" role="status" aria-busy="true">
          <span className="sr-only">{t('feed.loadingComments', 'Loading comments...')}</span>
          <Skeleton className="h-10 w-full" />
          <Skeleton className="h-10 w-2/3" />
        </div>
      ) : list.isError ? (
        <ErrorState
          message={t('feed.commentsFailed', 'We could not load the comments.')}
          onRetry={() => list.refetch()}
          retrying={list.isFetching}
        />
      ) : list.data.comments.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('feed.noComments', 'No comments yet. Be the first.')}</p>
      ) : (
        <ul className="grid gap-3">
          {list.data.comments.map((c) => (
            <li key={c.id} className="flex gap-2" data-testid="feed-comment">
              <Avatar src={c.author.avatar_url} alt="" className="size-8" />
              <div className="min-w-0 flex-1 rounded-lg bg-muted/60 px-3 py-2">
                <div className="flex flex-wrap items-baseline gap-x-2 text-sm">
                  <Link to={profilePath(c.author)} className="font-semibold hover:underline">
                    {actorName(c.author)}
                  </Link>
                  <time className="text-xs text-muted-foreground" dateTime={c.created_at}>
                    {ago(c.created_at)}
                  </time>
                </div>
                <p className="whitespace-pre-wrap break-words text-sm">{c.body}</p>
              </div>
              <div className="flex shrink-0 flex-col">
                {c.can_delete ? (
                  <Button
                    variant="ghost"
                    size="icon"
                    className="size-8"
                    aria-label={t('feed.deleteComment', 'Delete comment')}
                    disabled={remove.busy}
                    onClick={() =>
                      remove.submit(c.id, { failure: { title: t('feed.deleteCommentFailed', 'Could not delete the comment.') } })
                    }
                  >
                    <Trash2 aria-hidden />
                  </Button>
                ) : null}
                {c.can_report ? (
                  <Button
                    variant="ghost"
                    size="icon"
                    className="size-8"
                    aria-label={t('feed.reportComment', 'Report comment')}
                    onClick={() => setReporting(c)}
                  >
                    <Flag aria-hidden />
                  </Button>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      )}
      <form onSubmit={submit} className="grid gap-2">
        <label htmlFor={`${id}-c`} className="sr-only">
          {t('feed.writeComment', 'Write a comment')}
        </label>
        <Textarea
          id={`${id}-c`}
          rows={2}
          value={body}
          onChange={(e) => setBody(e.target.value)}
          placeholder={t('feed.writeCommentPlaceholder', 'Write a comment...')}
          aria-invalid={count.over || undefined}
        />
        <FormError message={localError ?? add.error} />
        <div className="flex items-center justify-between gap-2">
          <span className={cn('text-xs tabular-nums text-muted-foreground', count.over && 'font-semibold text-destructive')}>
            {count.label}
          </span>
          <Button type="submit" size="sm" disabled={add.busy}>
            {add.busy ? t('feed.sending', 'Sending...') : t('feed.comment', 'Comment')}
          </Button>
        </div>
      </form>
      {reporting ? (
        <ReportDialog
          subject={{ type: 'feed_comment', id: reporting.id }}
          name={t('feed.commentBy', 'a comment by {name}', { name: actorName(reporting.author) })}
          open
          onOpenChange={(open) => !open && setReporting(null)}
        />
      ) : null}
    </section>
  );
}
