import { BUSINESS_IMAGE_MAX_BYTES, BUSINESS_MESSAGES } from '@mb/contract/business';
import { ImagePlus, Trash2 } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../components/ui/button';
import { intlLocale, t, tm } from '../../lib/i18n';
import { toast } from '../../lib/toast';
import { cn } from '../../lib/utils';

const TYPES = ['image/jpeg', 'image/png', 'image/webp'];

/** What is wrong with a picked file before it is sent (the server checks the bytes again). */
export function imageProblem(file: { type: string; size: number }): string | null {
  if (!TYPES.includes(file.type)) return t('business.image.type', 'Only JPEG, PNG and WebP images are allowed.');
  if (file.size > BUSINESS_IMAGE_MAX_BYTES) return t('business.image.size', 'File too large. Please use an image under 5MB.');
  return null;
}

/** A field's name inside a sentence ('Upload logo'): lower case, except in German, which capitalises nouns. */
const inSentence = (label: string) => (intlLocale() === 'de' ? label : label.toLocaleLowerCase(intlLocale()));

/**
 * Pick and upload one picture (logo, cover, a service or product picture): a preview of the picked
 * file at once, the stored one after, 'Upload failed' with the reason, and nothing lost: a failed
 * upload puts the previous picture back.
 */
export function ImageUpload({
  label,
  hint,
  url,
  upload,
  onRemove,
  shape = 'square',
  successTitle,
  testId,
  disabled,
}: {
  label: string;
  hint: string;
  url: string | null;
  /** Sends the file; resolves the stored url, or null with the reason when it failed. */
  upload(file: File): Promise<{ url: string } | { url: null; message: string | null }>;
  onRemove?: () => void;
  shape?: 'square' | 'wide';
  successTitle?: string;
  testId?: string;
  disabled?: boolean;
}) {
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const [preview, setPreview] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  const pick = async (file: File) => {
    const problem = imageProblem(file);
    if (problem) {
      setError(problem);
      toast.error(tm(BUSINESS_MESSAGES.uploadFailed), { description: problem });
      return;
    }
    setError(null);
    setPreview(URL.createObjectURL(file));
    setBusy(true);
    const r = await upload(file);
    setBusy(false);
    setPreview(null);
    if (input.current) input.current.value = '';
    if (r.url === null) {
      const message = r.message ?? t('business.tryAgain', 'Please try again.');
      setError(message);
      toast.error(tm(BUSINESS_MESSAGES.uploadFailed), { description: message });
      return;
    }
    if (successTitle) toast.success(successTitle);
  };

  const shown = preview ?? url;
  return (
    <div className="grid gap-2">
      <span className="text-sm font-medium leading-none">{label}</span>
      <div className={cn('flex gap-4', shape === 'wide' ? 'flex-col' : 'flex-row items-center')}>
        <div
          className={cn(
            'relative flex shrink-0 items-center justify-center overflow-hidden border bg-muted/40 text-muted-foreground',
            shape === 'square' ? 'size-24 rounded-lg' : 'aspect-[3/1] w-full rounded-lg',
          )}
          data-testid={testId ? `${testId}-preview` : undefined}
        >
          {shown ? (
            <img
              src={shown}
              alt={t('business.image.preview', '{label} preview', { label })}
              className={cn('size-full object-cover', busy && 'opacity-60')}
            />
          ) : (
            <ImagePlus className="size-6" aria-hidden="true" />
          )}
        </div>
        <div className="grid gap-2">
          <input
            ref={input}
            type="file"
            accept={TYPES.join(',')}
            className="sr-only"
            tabIndex={-1}
            aria-label={t('business.image.file', '{label} file', { label })}
            aria-describedby={hintId}
            data-testid={testId ? `${testId}-file` : undefined}
            onChange={(e) => {
              const f = e.target.files?.[0];
              if (f) void pick(f);
            }}
          />
          <div className="flex flex-wrap gap-2">
            <Button type="button" variant="secondary" size="sm" disabled={busy || disabled} onClick={() => input.current?.click()}>
              <ImagePlus aria-hidden="true" />
              {busy
                ? t('business.image.uploading', 'Uploading...')
                : shown
                  ? t('business.image.change', 'Change {label}', { label: inSentence(label) })
                  : t('business.image.upload', 'Upload {label}', { label: inSentence(label) })}
            </Button>
            {onRemove && url && !busy ? (
              <Button type="button" variant="ghost" size="sm" disabled={disabled} onClick={onRemove}>
                <Trash2 aria-hidden="true" />
                {t('business.remove', 'Remove')}
              </Button>
            ) : null}
          </div>
          <p id={hintId} className="text-xs text-muted-foreground">
            {hint}
          </p>
          {error ? (
            <p role="alert" className="text-sm text-destructive">
              {tm(BUSINESS_MESSAGES.uploadFailed)}: {error}
            </p>
          ) : null}
        </div>
      </div>
    </div>
  );
}
