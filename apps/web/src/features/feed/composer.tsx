import { FEED_IMAGE_TYPES, FEED_LIMITS, FEED_MESSAGES } from '@mb/contract/feed';
import { ImagePlus, Send, X } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { FormError } from '../../components/ui/form-error';
import { Textarea } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { Switch } from '../../components/ui/switch';
import { t, tm } from '../../lib/i18n';
import { cn } from '../../lib/utils';
import { useMyProfile } from '../profiles';
import { remaining } from './format';
import { useCreatePost } from './queries';

/**
 * Post an update: text with a live counter, one optional image (checked here for type and size, and
 * again by the server) that an identity-verified member may mark NSFW (the server enforces both), a
 * pending note once sent when the image waits for moderation. Nothing typed is lost on an error.
 */
export function Composer() {
  const id = useId();
  const create = useCreatePost();
  const [body, setBody] = useState('');
  const [image, setImage] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [localError, setLocalError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [pendingNote, setPendingNote] = useState(false);
  const [nsfw, setNsfw] = useState(false);
  const verified = Boolean(useMyProfile().data?.vaulth_verified);
  const fileRef = useRef<HTMLInputElement>(null);
  const count = remaining(body, FEED_LIMITS.postMax);

  useEffect(() => {
    if (!image) return setPreview(null);
    const url = URL.createObjectURL(image);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [image]);

  const pick = (f: File | undefined) => {
    setLocalError(null);
    if (!f) return;
    if (!(FEED_IMAGE_TYPES as readonly string[]).includes(f.type)) return setLocalError(tm(FEED_MESSAGES.imageType));
    if (f.size > FEED_LIMITS.imageMaxBytes) return setLocalError(t('feed.imageTooLarge', 'Images can be up to 10 MB.'));
    setImage(f);
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setLocalError(null);
    setPendingNote(false);
    if (!body.trim() && !image) return setLocalError(tm(FEED_MESSAGES.postEmpty));
    if (count.over) return setLocalError(tm(FEED_MESSAGES.postTooLong));
    const r = await create.submit(
      { body: body.trim(), image, nsfw: Boolean(image) && nsfw && verified, onProgress: (f) => setProgress(f) },
      { failure: { title: tm(FEED_MESSAGES.postFailed) } },
    );
    setProgress(null);
    if (!r.ok) return;
    setBody('');
    setImage(null);
    setNsfw(false);
    if (fileRef.current) fileRef.current.value = '';
    setPendingNote(r.data.subject.kind === 'post' && r.data.subject.post.status === 'pending');
  };

  const error = localError ?? create.error;
  return (
    <form
      onSubmit={submit}
      className="grid gap-3 rounded-lg border bg-card p-4 shadow-sm"
      aria-label={t('feed.postUpdate', 'Post an update')}
    >
      <label htmlFor={`${id}-body`} className="sr-only">
        {t('feed.yourUpdate', 'Your update')}
      </label>
      <Textarea
        id={`${id}-body`}
        value={body}
        onChange={(e) => setBody(e.target.value)}
        placeholder={tm(FEED_MESSAGES.composerPlaceholder)}
        rows={3}
        aria-describedby={`${id}-count`}
        aria-invalid={count.over || undefined}
        className="resize-y"
      />
      {preview ? (
        <div className="relative w-fit">
          <img
            src={preview}
            alt={t('feed.selectedImage', 'Selected for your post')}
            className="max-h-48 rounded-md border object-contain"
          />
          <Button
            type="button"
            size="icon"
            variant="secondary"
            className="absolute right-1 top-1 size-7"
            onClick={() => {
              setImage(null);
              if (fileRef.current) fileRef.current.value = '';
            }}
            aria-label={t('feed.removeImage', 'Remove the image')}
          >
            <X aria-hidden />
          </Button>
        </div>
      ) : null}
      {image ? (
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
          <Switch id={`${id}-nsfw`} checked={nsfw && verified} onCheckedChange={setNsfw} disabled={!verified} />
          <Label htmlFor={`${id}-nsfw`}>{t('feed.markNsfw', 'Mark this image NSFW (18+)')}</Label>
          {verified ? null : (
            <span className="text-xs text-muted-foreground">
              {tm(FEED_MESSAGES.nsfwNeedsVerification)}{' '}
              <Link to="/compliance" className="font-medium text-foreground underline underline-offset-4">
                {t('feed.verifyNow', 'Verify now')}
              </Link>
            </span>
          )}
        </div>
      ) : null}
      <FormError message={error} />
      {pendingNote ? (
        <p role="status" className="rounded-md border border-warning/40 bg-warning/10 p-2 text-sm">
          {tm(FEED_MESSAGES.postPending)}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex items-center gap-3">
          <input
            ref={fileRef}
            id={`${id}-file`}
            type="file"
            accept={FEED_IMAGE_TYPES.join(',')}
            className="sr-only"
            onChange={(e) => pick(e.target.files?.[0])}
          />
          <Button type="button" variant="outline" size="sm" onClick={() => fileRef.current?.click()}>
            <ImagePlus aria-hidden />
            {image ? t('feed.changeImage', 'Change image') : t('feed.addImage', 'Add image')}
          </Button>
          <span
            id={`${id}-count`}
            className={cn('text-xs tabular-nums text-muted-foreground', count.over && 'font-semibold text-destructive')}
          >
            {count.label}
          </span>
        </div>
        <Button type="submit" size="sm" disabled={create.busy}>
          <Send aria-hidden />
          {create.busy
            ? progress !== null && image
              ? t('feed.uploading', 'Uploading {percent}%', { percent: Math.round(progress * 100) })
              : t('feed.posting', 'Posting...')
            : t('feed.post', 'Post')}
        </Button>
      </div>
    </form>
  );
}
