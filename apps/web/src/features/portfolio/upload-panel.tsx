import { zodResolver } from '@hookform/resolvers/zod';
import {
  PORTFOLIO_IMAGE_TYPES,
  PORTFOLIO_MESSAGES,
  PORTFOLIO_VIDEO_TYPES,
  type PortfolioAlbum,
  type PortfolioAllowance,
  portfolioUploadQuery,
} from '@mb/contract/portfolio';
import { CircleAlert, CircleCheck, Clock, ImageUp, RotateCcw, X } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { z } from 'zod';
import { Button } from '../../components/ui/button';
import { Label } from '../../components/ui/label';
import { Progress } from '../../components/ui/progress';
import { Switch } from '../../components/ui/switch';
import { t, tm } from '../../lib/i18n';
import { cn } from '../../lib/utils';
import { formatBytes } from './upload-checks';
import { queueSummary, remedyFor, type UploadEntry, type UploadTarget } from './upload-queue';
import type { useUploadQueue } from './use-upload-queue';

type Queue = ReturnType<typeof useUploadQueue>;

/** What the panel asks before taking files, as the upload's query: the contract checks the production date. */
const uploadDetails = z
  .object({ people: z.boolean(), production_date: z.string() })
  .transform(
    (d): z.input<typeof portfolioUploadQuery> => ({
      depicts_people: d.people ? 'true' : 'false',
      production_date: d.people && d.production_date ? d.production_date : undefined,
    }),
  )
  .pipe(portfolioUploadQuery);
type UploadDetails = z.input<typeof uploadDetails>;
type UploadDetailsOut = z.output<typeof uploadDetails>;

/**
 * Upload several files at once: a button and a drop zone (the zone is itself a button, so keyboard
 * users open the same picker), with NSFW and the target album chosen before. Every file gets a row.
 */
export function UploadPanel({
  allowance,
  album,
  queue,
  inputRef,
  empty,
}: {
  allowance: PortfolioAllowance;
  /** The album the grid shows: uploads join it (Pro). */
  album: PortfolioAlbum | null;
  queue: Queue;
  inputRef: React.RefObject<HTMLInputElement | null>;
  /** No items yet: the zone is the page's empty state, with the call to upload. */
  empty: boolean;
}) {
  const [dragging, setDragging] = useState(false);
  const [nsfw, setNsfw] = useState(false);
  // Issue 18: work that shows people needs the day it was shot for its 2257 record: the contract's rule,
  // checked before the files are taken (the server checks it again on each upload).
  const form = useForm<UploadDetails, unknown, UploadDetailsOut>({
    resolver: zodResolver(uploadDetails),
    defaultValues: { people: false, production_date: '' },
  });
  const people = form.watch('people');
  const dateError = form.formState.errors.production_date?.message;
  const depth = useRef(0);
  const nsfwId = useId();
  const peopleId = useId();
  const dateId = useId();
  const dateHintId = useId();
  const hintId = useId();
  const accept = [...PORTFOLIO_IMAGE_TYPES, ...(allowance.can_upload_videos ? PORTFOLIO_VIDEO_TYPES : [])].join(',');
  const blocked = allowance.in_grace;

  const take = (files: FileList | null) => {
    if (!files || files.length === 0) return;
    const list = Array.from(files);
    void form.handleSubmit((d) => {
      const target: UploadTarget = {
        albumId: album?.id ?? null,
        nsfw: nsfw && allowance.verified,
        productionDate: d.production_date ?? null,
      };
      queue.add(list, target);
    })();
  };

  return (
    <section aria-labelledby="upload-title" className="grid gap-3">
      <h2 id="upload-title" className="sr-only">
        {t('portfolio.upload.title', 'Upload')}
      </h2>
      <input
        ref={inputRef}
        type="file"
        multiple
        accept={accept}
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        disabled={blocked}
        data-testid="portfolio-file-input"
        onChange={(e) => {
          take(e.target.files);
          e.target.value = '';
        }}
      />
      <button
        type="button"
        disabled={blocked}
        aria-describedby={hintId}
        onClick={() => inputRef.current?.click()}
        onDragEnter={(e) => {
          e.preventDefault();
          depth.current += 1;
          setDragging(true);
        }}
        onDragOver={(e) => e.preventDefault()}
        onDragLeave={() => {
          depth.current -= 1;
          if (depth.current <= 0) setDragging(false);
        }}
        onDrop={(e) => {
          e.preventDefault();
          depth.current = 0;
          setDragging(false);
          if (!blocked) take(e.dataTransfer.files);
        }}
        className={cn(
          'group flex w-full flex-col items-center justify-center gap-3 rounded-lg border-2 border-dashed px-4 text-center transition-colors duration-150 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-60',
          empty ? 'py-14' : 'py-6 sm:flex-row sm:px-5 sm:py-5 sm:text-left',
          dragging ? 'border-primary bg-primary/5' : 'border-input hover:border-primary/60 hover:bg-accent/40',
        )}
      >
        <span
          className={cn(
            'inline-flex shrink-0 items-center justify-center rounded-full bg-primary/10 text-primary',
            empty ? 'size-14' : 'size-11',
          )}
        >
          <ImageUp className={empty ? 'size-6' : 'size-5'} aria-hidden="true" />
        </span>
        <span className={cn('grid gap-1', !empty && 'sm:flex-1')}>
          {empty && !dragging ? (
            <span className="text-lg font-semibold">{t('portfolio.upload.empty', 'Your portfolio is empty')}</span>
          ) : null}
          <span className="text-sm font-semibold">
            {dragging ? t('portfolio.upload.drop', 'Drop to upload') : uploadCall(empty, allowance.can_upload_videos)}
          </span>
          <span id={hintId} className={cn('text-xs text-muted-foreground', empty && 'max-w-md')}>
            {blocked ? tm(PORTFOLIO_MESSAGES.inGrace) : uploadHint(allowance, album)}
          </span>
        </span>
        {blocked ? null : (
          <span
            className={cn(
              'inline-flex h-10 shrink-0 items-center rounded-md px-4 text-sm font-medium transition-colors',
              empty
                ? 'mt-1 bg-primary text-primary-foreground group-hover:bg-primary/90'
                : 'border border-input bg-background group-hover:bg-accent',
            )}
          >
            {t('portfolio.upload.choose', 'Choose files')}
          </span>
        )}
      </button>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
        <Switch id={nsfwId} checked={nsfw && allowance.verified} onCheckedChange={setNsfw} disabled={!allowance.verified || blocked} />
        <Label htmlFor={nsfwId}>{t('portfolio.upload.nsfw', 'Mark these uploads NSFW')}</Label>
        {allowance.verified ? null : (
          <span className="text-xs text-muted-foreground">
            {tm(PORTFOLIO_MESSAGES.nsfwNeedsVerification)}{' '}
            <Link to="/compliance" className="font-medium text-foreground underline underline-offset-4">
              {t('portfolio.upload.verifyNow', 'Verify now')}
            </Link>
          </span>
        )}
      </div>
      <div className="grid gap-2 text-sm">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <Switch
            id={peopleId}
            checked={people}
            onCheckedChange={(on) => form.setValue('people', on, { shouldValidate: form.formState.isSubmitted })}
            disabled={blocked}
          />
          <Label htmlFor={peopleId}>{t('portfolio.upload.people', 'These uploads show people')}</Label>
          <span className="text-xs text-muted-foreground">
            {t('portfolio.upload.peopleHint', 'Needed for the records the law asks us to keep (18 U.S.C. § 2257).')}
          </span>
        </div>
        {people ? (
          <div className="grid max-w-xs gap-1">
            <Label htmlFor={dateId}>{t('portfolio.upload.date', 'Production date')}</Label>
            <input
              id={dateId}
              type="date"
              max={new Date().toISOString().slice(0, 10)}
              aria-invalid={dateError ? true : undefined}
              aria-describedby={dateHintId}
              {...form.register('production_date')}
              className="h-10 rounded-md border border-input bg-background px-3 text-sm focus-visible:outline-2 focus-visible:outline-ring"
            />
            <span id={dateHintId} className={cn('text-xs', dateError ? 'text-destructive' : 'text-muted-foreground')}>
              {dateError ?? t('portfolio.upload.dateHint', 'The day it was shot. Give your legal identity once on the Compliance page.')}
            </span>
          </div>
        ) : null}
      </div>
      <UploadQueue queue={queue} />
    </section>
  );
}

function StatusIcon({ entry }: { entry: UploadEntry }) {
  if (entry.status === 'done')
    return entry.message === PORTFOLIO_MESSAGES.published || entry.message === tm(PORTFOLIO_MESSAGES.published) ? (
      <CircleCheck className="size-4 text-success" aria-hidden="true" />
    ) : (
      <Clock className="size-4 text-warning" aria-hidden="true" />
    );
  if (entry.status === 'refused' || entry.status === 'failed')
    return <CircleAlert className="size-4 text-destructive" aria-hidden="true" />;
  return <ImageUp className="size-4 text-muted-foreground" aria-hidden="true" />;
}

/** A row's state in words; a function so it is read in the current language. */
const statusText = (status: UploadEntry['status']): string =>
  ({
    refused: t('portfolio.upload.status.refused', 'Not uploaded'),
    queued: t('portfolio.upload.status.queued', 'Waiting'),
    uploading: t('portfolio.upload.status.uploading', 'Uploading'),
    done: t('portfolio.upload.status.done', 'Uploaded'),
    failed: t('portfolio.upload.status.failed', 'Upload failed'),
  })[status];

/** The drop zone's call: "Upload your first images or videos". */
function uploadCall(empty: boolean, videos: boolean): string {
  if (empty)
    return videos
      ? t('portfolio.upload.firstBoth', 'Upload your first images or videos')
      : t('portfolio.upload.firstImages', 'Upload your first images');
  return videos ? t('portfolio.upload.both', 'Upload images or videos') : t('portfolio.upload.images', 'Upload images');
}

/** What the zone takes: the types, the size, and the album the files join. */
function uploadHint(allowance: PortfolioAllowance, album: PortfolioAlbum | null): string {
  const values = { size: formatBytes(allowance.max_upload_bytes), album: album?.title ?? '' };
  if (allowance.can_upload_videos)
    return album
      ? t(
          'portfolio.upload.hintVideosAlbum',
          'Choose several files or drop them here. JPEG, PNG, WebP or GIF, MP4 or WebM, up to {size} each; they join the album "{album}".',
          values,
        )
      : t(
          'portfolio.upload.hintVideos',
          'Choose several files or drop them here. JPEG, PNG, WebP or GIF, MP4 or WebM, up to {size} each.',
          values,
        );
  return album
    ? t(
        'portfolio.upload.hintAlbum',
        'Choose several files or drop them here. JPEG, PNG, WebP or GIF, up to {size} each; they join the album "{album}".',
        values,
      )
    : t('portfolio.upload.hint', 'Choose several files or drop them here. JPEG, PNG, WebP or GIF, up to {size} each.', values);
}

/** One row per picked file: name, size, progress or the reason, and what can be done about it. */
function UploadQueue({ queue }: { queue: Queue }) {
  const { entries } = queue;
  if (entries.length === 0) return null;
  const finished = entries.some((e) => e.status !== 'queued' && e.status !== 'uploading');
  return (
    <div className="grid gap-2 rounded-lg border bg-card p-3">
      <div className="flex items-center justify-between gap-2">
        <p className="text-sm font-medium" role="status" aria-live="polite">
          {queueSummary(entries)}
        </p>
        {finished ? (
          <Button variant="ghost" size="sm" onClick={queue.clearFinished}>
            {t('portfolio.upload.clear', 'Clear finished')}
          </Button>
        ) : null}
      </div>
      <ul className="grid gap-2" aria-label={t('portfolio.upload.list', 'Uploads')}>
        {entries.map((entry) => (
          <li key={entry.id} data-testid="upload-row" data-status={entry.status} className="grid gap-1.5 rounded-md border px-3 py-2">
            <div className="flex min-w-0 items-center gap-2">
              <StatusIcon entry={entry} />
              <span className="min-w-0 flex-1 truncate text-sm font-medium" title={entry.file.name}>
                {entry.file.name}
              </span>
              <span className="shrink-0 text-xs tabular-nums text-muted-foreground">{formatBytes(entry.file.size)}</span>
              {entry.status === 'failed' ? (
                <Button variant="ghost" size="sm" className="h-7 px-2" onClick={() => queue.retry(entry.id)}>
                  <RotateCcw aria-hidden="true" />
                  {t('portfolio.upload.retry', 'Retry')}
                </Button>
              ) : null}
              <Button
                variant="ghost"
                size="icon"
                className="size-7"
                onClick={() =>
                  entry.status === 'uploading' || entry.status === 'queued' ? queue.cancel(entry.id) : queue.remove(entry.id)
                }
                aria-label={
                  entry.status === 'uploading' || entry.status === 'queued'
                    ? t('portfolio.upload.cancelFile', 'Cancel {name}', { name: entry.file.name })
                    : t('portfolio.upload.dismissFile', 'Dismiss {name}', { name: entry.file.name })
                }
              >
                <X aria-hidden="true" />
              </Button>
            </div>
            {entry.status === 'uploading' || entry.status === 'queued' ? (
              <Progress value={Math.round(entry.progress * 100)} label={`${statusText(entry.status)} ${entry.file.name}`} />
            ) : null}
            {entry.message ? <EntryMessage entry={entry} /> : null}
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * Why a file did not go up, or what happens next. A refusal with a way past it (the free limit, a Pro
 * feature, Pro's own limit) says so and links there; it has no Retry, which could never succeed.
 */
function EntryMessage({ entry }: { entry: UploadEntry }) {
  const remedy = remedyFor(entry);
  const bad = entry.status === 'refused' || entry.status === 'failed';
  return (
    <p
      className={cn('text-xs', bad ? 'text-destructive' : 'text-muted-foreground')}
      data-testid={remedy?.limit ? 'limit-reached' : undefined}
    >
      {remedy?.limit ? (
        <span className="font-semibold">{t('portfolio.upload.limit', 'Limit reached:')} </span>
      ) : (
        <span className="sr-only">{statusText(entry.status)}: </span>
      )}
      {tm(entry.message ?? '')}
      {remedy?.action === 'go-pro' ? (
        <>
          {' '}
          <Link to="/pricing" className="font-medium text-foreground underline underline-offset-4">
            {t('portfolio.upload.goPro', 'Go Pro')}
          </Link>
          {remedy.limit ? (
            <span className="text-muted-foreground"> {t('portfolio.upload.orRemove', 'or remove an item to make room.')}</span>
          ) : null}
        </>
      ) : remedy?.action === 'remove-item' ? (
        <span className="text-muted-foreground"> {t('portfolio.upload.remove', 'Remove an item to make room.')}</span>
      ) : null}
    </p>
  );
}
