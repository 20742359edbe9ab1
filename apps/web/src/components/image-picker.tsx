import { ImagePlus } from 'lucide-react';
import { useRef } from 'react';
import { t } from '../lib/i18n';
import { cn } from '../lib/utils';
import { Button } from './ui/button';

/**
 * A picture field of a form: the current image (or an empty frame of the same shape), a hidden file
 * input and an Upload / Replace button. The caller uploads the file (`onFile`) and passes back the
 * new `imageUrl`; the input is cleared after each pick, so choosing the same file again still fires.
 * `noun` names the thing in the button ('picture', 'image'; the caller passes it in the reader's language); `frameClassName` gives the shape
 * (e.g. 'aspect-[3/1] w-48').
 */
export function ImagePicker({
  label,
  noun,
  imageUrl,
  alt,
  frameClassName,
  hint,
  busy,
  error,
  testId,
  inputId,
  onFile,
}: {
  label: string;
  noun: string;
  imageUrl: string | null;
  alt: string;
  frameClassName: string;
  hint: string;
  busy: boolean;
  error?: string;
  testId?: string;
  inputId?: string;
  onFile: (file: File) => Promise<void> | void;
}) {
  const fileRef = useRef<HTMLInputElement>(null);
  return (
    <div className="grid gap-2">
      <span className="text-sm font-medium">{label}</span>
      <div className="flex flex-wrap items-center gap-3">
        {imageUrl ? (
          <img src={imageUrl} alt={alt} className={cn('rounded-md object-cover', frameClassName)} />
        ) : (
          <div className={cn('flex items-center justify-center rounded-md border border-dashed text-muted-foreground', frameClassName)}>
            <ImagePlus className="size-6" aria-hidden />
          </div>
        )}
        <input
          ref={fileRef}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          className="sr-only"
          id={inputId}
          data-testid={testId}
          onChange={async (e) => {
            const file = e.target.files?.[0];
            if (file) await onFile(file);
            if (fileRef.current) fileRef.current.value = '';
          }}
        />
        <Button type="button" variant="outline" size="sm" disabled={busy} onClick={() => fileRef.current?.click()}>
          <ImagePlus aria-hidden />
          {busy
            ? t('ui.imagePicker.uploading', 'Uploading...')
            : imageUrl
              ? t('ui.imagePicker.replace', 'Replace {noun}', { noun })
              : t('ui.imagePicker.upload', 'Upload {noun}', { noun })}
        </Button>
        <p className="w-full text-xs text-muted-foreground">{hint}</p>
      </div>
      {error ? (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
