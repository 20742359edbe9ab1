import type { DirectoryListing, Review, ReviewInput, replyInput, reviewInput } from '@mb/contract/directory';
import { DIRECTORY_MESSAGES, REPLY_CONTENT_MAX, REVIEW_CONTENT_MAX } from '@mb/contract/directory-text';
import { Flag, MessageSquareReply, Pencil, Star, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { KeptText } from '../../components/page/kept-text';
import { ErrorState, Loading } from '../../components/page/states';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { FormError } from '../../components/ui/form-error';
import { Textarea } from '../../components/ui/input';
import { Skeleton } from '../../components/ui/skeleton';
import { t, tm } from '../../lib/i18n';
import { lazyZodResolver } from '../../lib/lazy-resolver';
import { cn } from '../../lib/utils';
import { ReportDialog } from '../moderation';
import { formatDay, formatRating } from './format';
import { useCreateReview, useDeleteReview, useReplyToReview, useReviews, useUpdateReview } from './queries';
import { Stars } from './stars';

// The review and reply forms validate with the contract's schemas, loaded on the first validation: a
// listing opens without zod.
const schemas = () => import('./review-schemas');
const reviewResolver = lazyZodResolver(() => schemas().then((m) => m.reviewInput));
const replyResolver = lazyZodResolver(() => schemas().then((m) => m.replyInput));

const nameOf = (r: Review) =>
  r.reviewer?.display_name || (r.reviewer?.username ? `@${r.reviewer.username}` : t('directory.reviews.aMember', 'A member'));

/** Spec §3 Review: the list (newest first, 10 a page, with the average), the member's own review or the form, replies, reports. */
export function Reviews({ listing, isOwner, viewerId }: { listing: DirectoryListing; isOwner: boolean; viewerId: string | null }) {
  const [page, setPage] = useState(1);
  const reviews = useReviews(listing.id, page, viewerId);
  const [editing, setEditing] = useState(false);
  const [reporting, setReporting] = useState<Review | null>(null);
  const data = reviews.data;
  const mine = data?.mine ?? null;

  return (
    <section id="reviews" aria-labelledby="reviews-title" className="scroll-mt-24">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="reviews-title" className="text-xl font-semibold">
          {t('directory.reviews.title', 'Reviews')}
        </h2>
        {data && data.review_count > 0 ? (
          <p className="flex items-center gap-2 text-sm">
            <Stars value={data.rating_avg} />
            <span className="font-semibold tabular-nums">{formatRating(data.rating_avg)}</span>
            <span className="text-muted-foreground">
              {t('directory.reviews.from', 'from {count, plural, one {# review} other {# reviews}}', { count: data.review_count })}
            </span>
          </p>
        ) : null}
      </div>

      <div className="mt-4">
        {isOwner ? (
          <p className="text-sm text-muted-foreground">
            {t('directory.reviews.owner', 'Members review your business here. You may reply once to each review.')}
          </p>
        ) : !viewerId ? (
          <div className="flex flex-wrap items-center gap-3 rounded-lg border border-dashed p-4 text-sm">
            <span className="text-muted-foreground">
              {t('directory.reviews.visitor', 'Worked with {name}? Members can leave one review each.', { name: listing.business_name })}
            </span>
            <Button asChild size="sm" variant="outline">
              <Link to={`/auth?redirect=${encodeURIComponent(`/business/${listing.id}#reviews`)}`}>
                {t('directory.reviews.signIn', 'Sign in to write a review')}
              </Link>
            </Button>
          </div>
        ) : reviews.isPending ? null : mine && !editing ? (
          <div className="rounded-lg border border-primary/40 bg-primary/5 p-4">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <p className="text-sm font-medium">{t('directory.reviews.yours', 'Your review')}</p>
              <div className="flex gap-2">
                <Button size="sm" variant="outline" onClick={() => setEditing(true)}>
                  <Pencil aria-hidden /> {t('directory.reviews.edit', 'Edit')}
                </Button>
                <DeleteMine businessId={listing.id} />
              </div>
            </div>
            <Stars value={mine.rating} className="mt-2" />
            <p className="mt-2 whitespace-pre-line text-sm">{mine.content}</p>
          </div>
        ) : (
          <ReviewForm businessId={listing.id} businessName={listing.business_name} mine={mine} onDone={() => setEditing(false)} />
        )}
      </div>

      <div className="mt-6">
        {reviews.isPending ? (
          <Loading className="grid gap-4" label={t('directory.reviews.loading', 'Loading reviews…')}>
            <Skeleton className="h-24 w-full" />
            <Skeleton className="h-24 w-full" />
          </Loading>
        ) : reviews.isError && !data ? (
          <ErrorState message={tm(DIRECTORY_MESSAGES.reviewsLoadFailed)} onRetry={() => reviews.refetch()} retrying={reviews.isFetching} />
        ) : data && data.reviews.length === 0 ? (
          <p className="text-sm text-muted-foreground">{tm(DIRECTORY_MESSAGES.noReviews)}</p>
        ) : data ? (
          <>
            <ol className={cn('grid gap-4', reviews.isPlaceholderData && 'opacity-60')}>
              {data.reviews.map((r) => (
                <ReviewItem
                  key={r.id}
                  review={r}
                  businessId={listing.id}
                  businessName={listing.business_name}
                  canReply={isOwner && r.owner_reply === null}
                  canReport={viewerId !== null && r.reviewer?.id !== viewerId}
                  onReport={() => setReporting(r)}
                />
              ))}
            </ol>
            {data.page_count > 1 ? (
              <nav aria-label={t('directory.reviews.pages', 'Review pages')} className="mt-4 flex items-center justify-between gap-3">
                <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                  {t('directory.reviews.newer', 'Newer')}
                </Button>
                <span className="text-sm text-muted-foreground">
                  {t('directory.pageLabel', 'Page {page} of {pages}', { page, pages: data.page_count })}
                </span>
                <Button size="sm" variant="outline" disabled={page >= data.page_count} onClick={() => setPage(page + 1)}>
                  {t('directory.reviews.older', 'Older')}
                </Button>
              </nav>
            ) : null}
          </>
        ) : null}
      </div>
      {reporting ? (
        <ReportDialog
          subject={{ type: 'business_review', id: reporting.id }}
          name={t('directory.reviews.reportName', 'the review by {name}', { name: nameOf(reporting) })}
          open
          onOpenChange={(open) => {
            if (!open) setReporting(null);
          }}
        />
      ) : null}
    </section>
  );
}

function ReviewItem({
  review: r,
  businessId,
  businessName,
  canReply,
  canReport,
  onReport,
}: {
  review: Review;
  businessId: string;
  businessName: string;
  canReply: boolean;
  canReport: boolean;
  onReport: () => void;
}) {
  const [replying, setReplying] = useState(false);
  return (
    <li className="rounded-lg border bg-card p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <span className="font-medium">{nameOf(r)}</span>
          <Stars value={r.rating} />
        </div>
        <time className="text-xs text-muted-foreground" dateTime={r.created_at}>
          <KeptText watch={r.created_at} text={() => formatDay(r.created_at)} />
          {r.updated_at !== r.created_at ? t('directory.reviews.edited', ' (edited)') : ''}
        </time>
      </div>
      <p className="mt-2 whitespace-pre-line text-sm">{r.content}</p>
      {r.owner_reply ? (
        <div className="mt-3 rounded-md border-l-2 border-primary bg-muted/50 p-3 text-sm">
          <p className="font-medium">{t('directory.reviews.replyFrom', 'Reply from {name}', { name: businessName })}</p>
          <p className="mt-1 whitespace-pre-line">{r.owner_reply.content}</p>
        </div>
      ) : null}
      {canReply && !replying ? (
        <Button size="sm" variant="outline" className="mt-3" onClick={() => setReplying(true)}>
          <MessageSquareReply aria-hidden /> {t('directory.reviews.reply', 'Reply')}
        </Button>
      ) : null}
      {canReply && replying ? <ReplyForm businessId={businessId} reviewId={r.id} onDone={() => setReplying(false)} /> : null}
      {canReport ? (
        <div className="mt-2 flex justify-end">
          <Button size="sm" variant="ghost" className="text-muted-foreground" onClick={onReport}>
            <Flag aria-hidden /> {t('profiles.actions.report', 'Report')}
          </Button>
        </div>
      ) : null}
    </li>
  );
}

function StarInput({
  value,
  onChange,
  invalid,
  describedBy,
}: {
  value: number;
  onChange: (n: number) => void;
  invalid: boolean;
  describedBy?: string;
}) {
  const name = useId();
  return (
    <fieldset className="flex gap-1" aria-invalid={invalid} aria-describedby={describedBy}>
      <legend className="sr-only">{t('directory.reviews.rating', 'Rating')}</legend>
      {[1, 2, 3, 4, 5].map((n) => (
        <label key={n} className="cursor-pointer rounded p-0.5 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring">
          <input type="radio" name={name} value={n} checked={value === n} onChange={() => onChange(n)} className="sr-only" />
          <Star aria-hidden className={cn('size-7', n <= value ? 'fill-amber-400 text-amber-400' : 'text-muted-foreground/50')} />
          <span className="sr-only">{t('directory.reviews.stars', '{count, plural, one {# star} other {# stars}}', { count: n })}</span>
        </label>
      ))}
    </fieldset>
  );
}

function ReviewForm({
  businessId,
  businessName,
  mine,
  onDone,
}: {
  businessId: string;
  businessName: string;
  mine: Review | null;
  onDone: () => void;
}) {
  const create = useCreateReview(businessId);
  const update = useUpdateReview(businessId);
  const write = mine ? update : create;
  // No star chosen is 0, which the contract's rating rule refuses with its message.
  const form = useForm<ReviewInput, unknown, z.output<typeof reviewInput>>({
    resolver: reviewResolver,
    defaultValues: { rating: mine?.rating ?? 0, content: mine?.content ?? '' },
  });
  const { errors } = form.formState;
  const [rating, content] = form.watch(['rating', 'content']);
  const id = useId();

  const submit = form.handleSubmit(async (body) => {
    const r = await write.submit(body, {
      success: { title: tm(mine ? DIRECTORY_MESSAGES.reviewUpdated : DIRECTORY_MESSAGES.reviewPosted) },
    });
    if (r.ok) {
      if (!mine) form.reset();
      onDone();
    }
  });

  return (
    <form onSubmit={submit} noValidate className="grid gap-4 rounded-lg border p-4" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="font-medium">
        {mine
          ? t('directory.reviews.editYours', 'Edit your review')
          : t('directory.reviews.review', 'Review {name}', { name: businessName })}
      </h3>
      <div className="grid gap-1.5">
        <span id={`${id}-rating`} className="text-sm font-medium">
          {t('directory.reviews.yourRating', 'Your rating')}
        </span>
        <StarInput
          value={rating}
          onChange={(v) => form.setValue('rating', v, { shouldValidate: form.formState.isSubmitted })}
          invalid={Boolean(errors.rating)}
          describedBy={errors.rating ? `${id}-rating-error` : `${id}-rating`}
        />
        {errors.rating ? (
          <p id={`${id}-rating-error`} role="alert" className="text-sm text-destructive">
            {tm(errors.rating.message ?? '')}
          </p>
        ) : null}
      </div>
      <Field
        label={t('directory.reviews.yours', 'Your review')}
        error={errors.content?.message}
        hint={`${content.trim().length} / ${REVIEW_CONTENT_MAX}`}
      >
        {(p) => (
          <Textarea
            {...p}
            rows={4}
            placeholder={t('directory.reviews.placeholder', 'What was it like to work with them?')}
            {...form.register('content')}
          />
        )}
      </Field>
      <FormError message={write.error} />
      <div className="flex gap-2">
        <Button type="submit" disabled={write.busy}>
          {write.busy
            ? t('profiles.location.saving', 'Saving…')
            : mine
              ? t('directory.reviews.save', 'Save review')
              : t('directory.reviews.post', 'Post review')}
        </Button>
        {mine ? (
          <Button type="button" variant="outline" onClick={onDone}>
            {t('common.cancel', 'Cancel')}
          </Button>
        ) : null}
      </div>
    </form>
  );
}

function DeleteMine({ businessId }: { businessId: string }) {
  const del = useDeleteReview(businessId);
  const [confirming, setConfirming] = useState(false);
  return confirming ? (
    <span className="flex items-center gap-2">
      <Button
        size="sm"
        variant="destructive"
        disabled={del.busy}
        onClick={() =>
          del.submit(undefined, { success: { title: tm(DIRECTORY_MESSAGES.reviewDeleted) }, failure: (m) => (m ? { title: m } : null) })
        }
      >
        {del.busy ? t('directory.reviews.deleting', 'Deleting…') : t('directory.reviews.delete', 'Delete review')}
      </Button>
      <Button size="sm" variant="outline" onClick={() => setConfirming(false)}>
        {t('directory.reviews.keep', 'Keep')}
      </Button>
    </span>
  ) : (
    <Button size="sm" variant="outline" onClick={() => setConfirming(true)}>
      <Trash2 aria-hidden /> {t('directory.reviews.deleteShort', 'Delete')}
    </Button>
  );
}

const REPLY_FIELDS = ['content'] as const;

function ReplyForm({ businessId, reviewId, onDone }: { businessId: string; reviewId: string; onDone: () => void }) {
  const reply = useReplyToReview(businessId);
  const form = useForm<z.input<typeof replyInput>, unknown, z.output<typeof replyInput>>({
    resolver: replyResolver,
    defaultValues: { content: '' },
  });
  const { errors } = form.formState;
  const content = form.watch('content');
  const submit = form.handleSubmit(async ({ content }) => {
    const r = await reply.submit(
      { reviewId, content },
      { form: { setError: form.setError, fields: REPLY_FIELDS }, success: { title: tm(DIRECTORY_MESSAGES.replyPosted) } },
    );
    if (r.ok) onDone();
  });
  return (
    <form onSubmit={submit} noValidate className="mt-3 grid gap-3">
      <Field
        label={t('directory.reviews.yourReply', 'Your reply (you can reply once)')}
        error={errors.content?.message}
        hint={`${content.trim().length} / ${REPLY_CONTENT_MAX}`}
      >
        {(p) => <Textarea {...p} rows={3} {...form.register('content')} />}
      </Field>
      <FormError message={reply.error} />
      <div className="flex gap-2">
        <Button type="submit" size="sm" disabled={reply.busy}>
          {reply.busy ? t('directory.reviews.posting', 'Posting…') : t('directory.reviews.postReply', 'Post reply')}
        </Button>
        <Button type="button" size="sm" variant="outline" onClick={onDone}>
          {t('common.cancel', 'Cancel')}
        </Button>
      </div>
    </form>
  );
}
