import { MESSAGE_ATTACHMENT_TYPES, MESSAGING_LIMITS, MESSAGING_MESSAGES, type MessageAttachment } from '@mb/contract/messaging';
import { Paperclip, SendHorizontal, X } from 'lucide-react';
import { useRef, useState } from 'react';
import { Button } from '../../components/ui/button';
import { Checkbox } from '../../components/ui/checkbox';
import { Textarea } from '../../components/ui/input';
import { errorMessage } from '../../lib/form-errors';
import { t, tm } from '../../lib/i18n';
import { toast } from '../../lib/toast';
import { uploadFile } from '../../lib/upload';

/**
 * The message box: Enter sends, Shift+Enter makes a new line. Files (images and PDFs) go up as soon
 * as they are chosen and ride on the next message; an image can be marked NSFW (blurred for others).
 */
export function Composer({
  conversationId,
  disabled,
  onSend,
  onTyping,
}: {
  conversationId: string;
  disabled: boolean;
  onSend: (body: string, attachments: MessageAttachment[]) => boolean;
  onTyping: () => void;
}) {
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [files, setFiles] = useState<MessageAttachment[]>([]);
  const [uploading, setUploading] = useState(0);
  const [nsfw, setNsfw] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  const submit = () => {
    if (uploading) return;
    const text = body.trim();
    if (!text && !files.length) return setError(tm(MESSAGING_MESSAGES.bodyEmpty));
    if (text.length > MESSAGING_LIMITS.bodyMax) return setError(tm(MESSAGING_MESSAGES.bodyTooLong));
    if (onSend(text, files)) {
      setBody('');
      setFiles([]);
      setError(null);
    }
  };

  const upload = async (list: FileList | null) => {
    if (!list) return;
    for (const file of [...list]) {
      if (files.length + 1 > MESSAGING_LIMITS.attachmentsMax) return setError(tm(MESSAGING_MESSAGES.tooManyAttachments));
      if (!(MESSAGE_ATTACHMENT_TYPES as readonly string[]).includes(file.type)) return setError(tm(MESSAGING_MESSAGES.attachmentType));
      setUploading((n) => n + 1);
      try {
        const a = await uploadFile('uploadMessageAttachment', file, {
          params: { id: conversationId },
          query: { nsfw: nsfw && file.type.startsWith('image/') ? 'true' : undefined },
          onProgress: () => {},
        });
        setFiles((f) => [...f, a]);
        setError(null);
      } catch (e) {
        toast.error(t('messages.uploadFailed', 'Upload failed'), { description: errorMessage(e) });
      } finally {
        setUploading((n) => n - 1);
      }
    }
    if (input.current) input.current.value = '';
  };

  return (
    <form
      className="grid gap-2 border-t bg-background p-3"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      {files.length || uploading ? (
        <ul className="flex flex-wrap gap-2" aria-label={t('messages.attachments', 'Attachments')}>
          {files.map((f) => (
            <li key={f.id} className="flex items-center gap-1 rounded-md border px-2 py-1 text-xs">
              <span className="max-w-40 truncate">{f.name}</span>
              {f.nsfw ? <span className="rounded bg-amber-500/15 px-1 text-amber-700 dark:text-amber-300">NSFW</span> : null}
              <button
                type="button"
                aria-label={t('messages.removeFile', 'Remove {name}', { name: f.name })}
                onClick={() => setFiles((x) => x.filter((y) => y.id !== f.id))}
              >
                <X className="size-3" aria-hidden />
              </button>
            </li>
          ))}
          {uploading ? <li className="px-2 py-1 text-xs text-muted-foreground">{t('messages.uploading', 'Uploading...')}</li> : null}
        </ul>
      ) : null}
      <div className="flex items-end gap-2">
        <input
          ref={input}
          type="file"
          className="sr-only"
          tabIndex={-1}
          accept={MESSAGE_ATTACHMENT_TYPES.join(',')}
          multiple
          aria-label={t('messages.attachFiles', 'Attach files')}
          onChange={(e) => void upload(e.target.files)}
        />
        <Button
          type="button"
          variant="ghost"
          size="icon"
          aria-label={t('messages.attach', 'Attach an image or PDF')}
          disabled={disabled}
          onClick={() => input.current?.click()}
        >
          <Paperclip aria-hidden />
        </Button>
        <Textarea
          aria-label={t('messages.message', 'Message')}
          placeholder={disabled ? tm(MESSAGING_MESSAGES.requestWaiting) : tm(MESSAGING_MESSAGES.placeholder)}
          value={body}
          disabled={disabled}
          rows={1}
          maxLength={MESSAGING_LIMITS.bodyMax}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'composer-error' : undefined}
          className="max-h-40 min-h-10 flex-1 resize-none"
          onChange={(e) => {
            setBody(e.target.value);
            if (e.target.value) onTyping();
          }}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
              e.preventDefault();
              submit();
            }
          }}
        />
        <Button type="submit" size="icon" aria-label={tm(MESSAGING_MESSAGES.send)} disabled={disabled || uploading > 0}>
          <SendHorizontal aria-hidden />
        </Button>
      </div>
      <div className="flex items-center justify-between gap-2">
        <span className="flex items-center gap-2 text-xs text-muted-foreground">
          <Checkbox id={`nsfw-${conversationId}`} checked={nsfw} onCheckedChange={(v) => setNsfw(v === true)} disabled={disabled} />
          <label htmlFor={`nsfw-${conversationId}`}>{t('messages.markNsfw', 'Mark images NSFW')}</label>
        </span>
        <span className="hidden text-xs text-muted-foreground sm:inline">
          {t('messages.enterHint', 'Enter to send · Shift+Enter for a new line')}
        </span>
      </div>
      {error ? (
        <p id="composer-error" role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </form>
  );
}
