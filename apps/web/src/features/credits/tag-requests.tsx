import type { TagRequest } from '@mb/contract/portfolio';
import { Check, Eye, ImageOff, Play, Tags, X } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { EmptyState, ErrorState, Loading } from '../../components/page/states';
import { Avatar } from '../../components/ui/avatar';
import { Button } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { intlLocale, t } from '../../lib/i18n';
import { useAnswerTag, useMyTags } from './queries';
import { memberName, profilePath, TagStatusBadge, untitled } from './tag-status';

/** Only our own storage paths are shown as images (every portfolio URL is a signed same-site path). */
const sameSite = (url: string | null) => (url?.startsWith('/') && !url.startsWith('//') ? url : null);

function Thumb({ request }: { request: TagRequest }) {
  // NSFW stays blurred until the member asks to see it: they may open the list somewhere public.
  const [shown, setShown] = useState(!request.nsfw);
  const src = sameSite(request.thumb_url);
  const label = request.title ?? untitled(request.kind);
  return (
    <div className="relative size-24 shrink-0 overflow-hidden rounded-md bg-muted sm:size-28">
      {src ? (
        <img
          src={src}
          alt={label}
          className={shown ? 'size-full object-cover' : 'size-full scale-110 object-cover blur-xl'}
          loading="lazy"
        />
      ) : (
        <span className="flex size-full items-center justify-center text-muted-foreground">
          <ImageOff className="size-6" aria-hidden="true" />
          <span className="sr-only">{t('credits.noPreview', 'No preview')}</span>
        </span>
      )}
      {request.kind === 'video' && shown ? (
        <span className="absolute right-1 bottom-1 rounded bg-black/70 p-1 text-white">
          <Play className="size-3" aria-hidden="true" />
          <span className="sr-only">{t('credits.video', 'Video')}</span>
        </span>
      ) : null}
      {!shown && src ? (
        <button
          type="button"
          onClick={() => setShown(true)}
          className="absolute inset-0 flex flex-col items-center justify-center gap-1 bg-black/50 text-xs font-semibold text-white focus-visible:outline-2 focus-visible:outline-ring"
        >
          <Eye className="size-4" aria-hidden="true" />
          {t('credits.show18', 'Show 18+')}
          <span className="sr-only"> {t('credits.previewOf', 'preview of {label}', { label })}</span>
        </button>
      ) : null}
    </div>
  );
}

function RequestRow({ request }: { request: TagRequest }) {
  const answer = useAnswerTag();
  const owner = memberName(request.owner);
  const title = request.title ?? untitled(request.kind);
  const send = (decision: 'confirm' | 'decline') =>
    void answer.submit(
      { itemId: request.item_id, decision },
      {
        success:
          decision === 'confirm'
            ? {
                title: t('credits.request.confirmed', 'Tag confirmed'),
                description: t('credits.request.confirmedText', "It shows on your profile as a credit once {owner}'s item is public.", {
                  owner,
                }),
              }
            : {
                title: t('credits.request.declined', 'Tag declined'),
                description: t('credits.request.declinedText', 'The item stays private. You can change your answer here.'),
              },
        failure: (m) => ({ title: m ?? t('credits.request.notSaved', 'Your answer was not saved') }),
      },
    );
  return (
    <li className="flex gap-3 py-3 sm:gap-4" data-testid="tag-request">
      <Thumb request={request} />
      <div className="grid min-w-0 flex-1 content-start gap-1.5">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="min-w-0 truncate text-sm font-semibold">{title}</h3>
          <TagStatusBadge status={request.status} />
        </div>
        <p className="flex min-w-0 items-center gap-2 text-sm text-muted-foreground">
          <Avatar src={request.owner.avatar_url} alt="" className="size-6" />
          <span className="truncate">
            {t('credits.by', 'by')}{' '}
            <Link to={profilePath(request.owner)} className="font-medium text-foreground hover:underline">
              {owner}
            </Link>{' '}
            · <time dateTime={request.created_at}>{new Date(request.created_at).toLocaleDateString(intlLocale())}</time>
          </span>
        </p>
        <div className="flex flex-wrap gap-2 pt-1">
          {request.status !== 'confirmed' ? (
            <Button size="sm" disabled={answer.busy} onClick={() => send('confirm')}>
              <Check aria-hidden="true" />
              {t('credits.request.confirm', 'Confirm')}
              <span className="sr-only"> {t('credits.request.confirmFor', 'that you appear in {title}', { title })}</span>
            </Button>
          ) : null}
          {request.status !== 'declined' ? (
            <Button size="sm" variant="outline" disabled={answer.busy} onClick={() => send('decline')}>
              <X aria-hidden="true" />
              {request.status === 'confirmed' ? t('credits.request.withdraw', 'Withdraw') : t('credits.request.decline', 'Decline')}
              <span className="sr-only"> {t('credits.request.tagOn', 'the tag on {title}', { title })}</span>
            </Button>
          ) : null}
        </div>
      </div>
    </li>
  );
}

/**
 * The 'Tags' tab of /my-portfolio: items other members tagged me on, the ones waiting for my answer
 * first. Confirming lets the item be public and shows it on my profile as a credit; declining keeps it
 * private. An answer can be changed at any time.
 */
export function TagRequests() {
  const q = useMyTags();
  if (q.isPending) {
    return (
      <Loading label={t('credits.requests.loading', 'Loading tag requests')} className="grid gap-3">
        {[0, 1].map((i) => (
          <div key={i} className="flex gap-3">
            <Skeleton className="size-24 sm:size-28" />
            <div className="grid flex-1 content-start gap-2">
              <Skeleton className="h-4 w-1/2" />
              <Skeleton className="h-4 w-1/3" />
              <Skeleton className="h-9 w-40" />
            </div>
          </div>
        ))}
      </Loading>
    );
  }
  if (q.isError)
    return (
      <ErrorState
        title={t('credits.requests.loadFailed', 'Could not load your tags')}
        message={q.error.message}
        onRetry={() => void q.refetch()}
        retrying={q.isFetching}
      />
    );
  const waiting = q.data.tags.filter((tag) => tag.status === 'pending');
  const answered = q.data.tags.filter((tag) => tag.status !== 'pending');
  if (!waiting.length && !answered.length) {
    return (
      <EmptyState icon={Tags} title={t('credits.requests.none', 'No tags yet')}>
        {t(
          'credits.requests.noneText',
          'When a member tags you in a photo or video of their portfolio, it shows up here for you to confirm or decline. Confirmed items appear on your profile as credits.',
        )}
      </EmptyState>
    );
  }
  return (
    <div className="grid gap-6" data-testid="tag-requests">
      <section aria-labelledby="tags-waiting" className="grid gap-1">
        <h2 id="tags-waiting" className="text-base font-semibold">
          {t('credits.requests.waiting', 'Waiting for your answer ({count})', { count: waiting.length })}
        </h2>
        {waiting.length ? (
          <ul className="divide-y">
            {waiting.map((tag) => (
              <RequestRow key={tag.item_id} request={tag} />
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted-foreground">{t('credits.requests.nothing', 'Nothing is waiting for you.')}</p>
        )}
      </section>
      {answered.length ? (
        <section aria-labelledby="tags-answered" className="grid gap-1">
          <h2 id="tags-answered" className="text-base font-semibold">
            {t('credits.requests.answered', 'Answered ({count})', { count: answered.length })}
          </h2>
          <p className="text-sm text-muted-foreground">
            {t('credits.requests.change', 'You can change an answer: a withdrawn confirmation makes the item private again.')}
          </p>
          <ul className="divide-y">
            {answered.map((tag) => (
              <RequestRow key={tag.item_id} request={tag} />
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
