import { MESSAGING_MESSAGES, type Message } from '@mb/contract/messaging';
import { FileText, MoreHorizontal } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '../../components/ui/dropdown-menu';
import { Textarea } from '../../components/ui/input';
import { intlLocale, t, tm } from '../../lib/i18n';
import { cn } from '../../lib/utils';

/** A line the group wrote itself (someone added, removed, left, renamed): centred, no bubble, no actions. */
export function SystemLine({ m }: { m: Message }) {
  const time = new Date(m.created_at).toLocaleTimeString(intlLocale(), { hour: '2-digit', minute: '2-digit' });
  return (
    <li className="flex justify-center px-4 text-center text-xs text-muted-foreground" data-testid="system-line" data-seq={m.seq}>
      <span>
        {m.body} · <time dateTime={m.created_at}>{time}</time>
      </span>
    </li>
  );
}

/** One message bubble: text, attachments (NSFW images blurred until clicked), link preview, edit and delete for its sender. */
export function MessageItem({
  m,
  mine,
  senderName,
  showSender,
  receipt,
  onEdit,
  onDelete,
}: {
  m: Message;
  mine: boolean;
  senderName: string;
  showSender: boolean;
  receipt: string | null;
  onEdit(body: string): Promise<boolean>;
  onDelete: () => void;
}) {
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(m.body);
  const time = new Date(m.created_at).toLocaleTimeString(intlLocale(), { hour: '2-digit', minute: '2-digit' });
  return (
    <li className={cn('group flex flex-col gap-1', mine ? 'items-end' : 'items-start')} data-testid="message" data-seq={m.seq}>
      {showSender && !mine ? <span className="px-1 text-xs text-muted-foreground">{senderName}</span> : null}
      <div className={cn('flex max-w-[85%] items-start gap-1 md:max-w-[70%]', mine && 'flex-row-reverse')}>
        <div
          className={cn(
            'min-w-0 rounded-2xl px-3 py-2 text-sm',
            m.deleted ? 'border border-dashed text-muted-foreground italic' : mine ? 'bg-primary text-primary-foreground' : 'bg-muted',
          )}
        >
          {m.deleted ? (
            tm(MESSAGING_MESSAGES.deleted)
          ) : editing ? (
            <form
              className="grid gap-2"
              onSubmit={async (e) => {
                e.preventDefault();
                if (await onEdit(draft)) setEditing(false);
              }}
            >
              <Textarea
                aria-label={t('messages.edit.label', 'Edit message')}
                value={draft}
                onChange={(e) => setDraft(e.target.value)}
                className="min-h-16 bg-background text-foreground"
                onKeyDown={(e) => {
                  if (e.key === 'Escape') setEditing(false);
                  if (e.key === 'Enter' && !e.shiftKey) {
                    e.preventDefault();
                    e.currentTarget.form?.requestSubmit();
                  }
                }}
              />
              <div className="flex justify-end gap-2">
                <Button type="button" size="sm" variant="secondary" onClick={() => setEditing(false)}>
                  {t('common.cancel', 'Cancel')}
                </Button>
                <Button type="submit" size="sm" variant="secondary">
                  {t('messages.edit.save', 'Save')}
                </Button>
              </div>
            </form>
          ) : (
            <>
              {m.body ? <p className="whitespace-pre-wrap break-words">{m.body}</p> : null}
              {m.attachments.length ? (
                <div className="mt-1 grid gap-2">
                  {m.attachments.map((a) =>
                    a.kind === 'image' ? <ImageAttachment key={a.id} a={a} /> : <PdfAttachment key={a.id} a={a} />,
                  )}
                </div>
              ) : null}
              {m.link_preview ? (
                <a
                  href={m.link_preview.url}
                  target="_blank"
                  rel="noopener noreferrer nofollow"
                  className="mt-2 block rounded-md border bg-background p-2 text-foreground no-underline hover:bg-accent"
                >
                  <span className="block text-xs text-muted-foreground">{m.link_preview.site_name}</span>
                  {m.link_preview.title ? <span className="block text-sm font-medium">{m.link_preview.title}</span> : null}
                  {m.link_preview.description ? (
                    <span className="line-clamp-2 block text-xs text-muted-foreground">{m.link_preview.description}</span>
                  ) : null}
                </a>
              ) : null}
            </>
          )}
        </div>
        {mine && !m.deleted && !editing ? (
          <DropdownMenu>
            <DropdownMenuTrigger asChild>
              <Button
                variant="ghost"
                size="icon"
                className="size-8 opacity-60 group-hover:opacity-100 focus-visible:opacity-100"
                aria-label={t('messages.edit.options', 'Message options')}
              >
                <MoreHorizontal aria-hidden />
              </Button>
            </DropdownMenuTrigger>
            <DropdownMenuContent align="end">
              {m.body ? (
                <DropdownMenuItem
                  onSelect={() => {
                    setDraft(m.body);
                    setEditing(true);
                  }}
                >
                  {t('messages.edit.edit', 'Edit')}
                </DropdownMenuItem>
              ) : null}
              <DropdownMenuItem onSelect={onDelete} className="text-destructive">
                {t('messages.edit.delete', 'Delete')}
              </DropdownMenuItem>
            </DropdownMenuContent>
          </DropdownMenu>
        ) : null}
      </div>
      <span className="px-1 text-[11px] text-muted-foreground tabular-nums">
        {time}
        {m.edited_at && !m.deleted ? ` · ${tm(MESSAGING_MESSAGES.edited)}` : ''}
        {receipt ? <span data-testid="read-receipt"> · {receipt}</span> : null}
      </span>
    </li>
  );
}

function ImageAttachment({ a }: { a: Message['attachments'][number] }) {
  const [shown, setShown] = useState(!a.nsfw);
  const ratio = a.width && a.height ? `${a.width} / ${a.height}` : undefined;
  if (!shown)
    return (
      <button
        type="button"
        onClick={() => setShown(true)}
        className="relative block w-56 max-w-full overflow-hidden rounded-md"
        style={{ aspectRatio: ratio }}
      >
        {a.blur_data_url ? <img src={a.blur_data_url} alt="" className="size-full scale-110 object-cover blur-lg" /> : null}
        <span className="absolute inset-0 flex items-center justify-center bg-black/50 p-2 text-center text-xs font-medium text-white">
          {tm(MESSAGING_MESSAGES.nsfwShow)}
        </span>
      </button>
    );
  return (
    <a href={a.url} target="_blank" rel="noopener noreferrer" className="block w-56 max-w-full overflow-hidden rounded-md">
      <img src={a.url} alt={a.name} loading="lazy" className="size-full object-cover" style={{ aspectRatio: ratio }} />
    </a>
  );
}

function PdfAttachment({ a }: { a: Message['attachments'][number] }) {
  return (
    <a
      href={a.url}
      target="_blank"
      rel="noopener noreferrer"
      className="flex items-center gap-2 rounded-md border bg-background p-2 text-foreground no-underline hover:bg-accent"
    >
      <FileText className="size-5 shrink-0" aria-hidden />
      <span className="min-w-0">
        <span className="block truncate text-sm">{a.name}</span>
        <span className="block text-xs text-muted-foreground">PDF · {Math.max(1, Math.round(a.size / 1024))} KB</span>
      </span>
    </a>
  );
}
