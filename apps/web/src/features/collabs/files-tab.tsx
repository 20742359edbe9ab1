import type { Collab, CollabFile } from '@mb/contract/collabs';
import { FileText, Film, Image as ImageIcon, Paperclip, Trash2, Upload } from 'lucide-react';
import { useRef, useState } from 'react';
import { EmptyState, ErrorState, Loading } from '../../components/page/states';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { FormError } from '../../components/ui/form-error';
import { Progress } from '../../components/ui/progress';
import { Skeleton } from '../../components/ui/skeleton';
import { useSession } from '../../lib/auth';
import { t } from '../../lib/i18n';
import { useCollabFiles, useDeleteFile, useUploadFile } from './queries';
import { formatSize, personName } from './shared';

export const FILE_ACCEPT = 'image/jpeg,image/png,image/webp,image/gif,video/mp4,video/webm,application/pdf';
const MAX = 10 * 1024 * 1024;

const iconOf = (type: string) => (type.startsWith('image/') ? ImageIcon : type.startsWith('video/') ? Film : FileText);

function FileRow({ collab, f, me }: { collab: Collab; f: CollabFile; me: string | undefined }) {
  const del = useDeleteFile(collab.id);
  const Icon = iconOf(f.content_type);
  const canDelete = f.uploaded_by.user_id === me || collab.my_role === 'owner';
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3" data-testid="collab-file">
      <div className="flex min-w-0 items-center gap-3">
        <Icon className="size-5 shrink-0 text-muted-foreground" aria-hidden />
        <div className="grid min-w-0">
          <a href={f.url} target="_blank" rel="noopener noreferrer" className="truncate font-medium hover:underline">
            {f.name}
          </a>
          <span className="text-xs text-muted-foreground">
            {formatSize(f.size)} · {personName(f.uploaded_by)}
            {f.order_id ? ` · ${t('collabs.files.delivery', 'post-production delivery')}` : ''}
          </span>
        </div>
      </div>
      {canDelete ? (
        <Button
          size="sm"
          variant="ghost"
          aria-label={t('collabs.files.delete', 'Delete {name}', { name: f.name })}
          disabled={del.busy}
          onClick={() =>
            void del.submit(f.id, {
              success: { title: t('collabs.files.deleted', 'File deleted.') },
              failure: (m) => ({ title: m ?? t('collabs.failed', 'That did not work.') }),
            })
          }
        >
          <Trash2 aria-hidden />
        </Button>
      ) : null}
    </li>
  );
}

function Uploader({ collab }: { collab: Collab }) {
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [localError, setLocalError] = useState<string | null>(null);
  const up = useUploadFile(collab.id);
  return (
    <div className="grid gap-2">
      <input
        ref={input}
        type="file"
        accept={FILE_ACCEPT}
        className="sr-only"
        data-testid="collab-file-input"
        aria-label={t('collabs.files.choose', 'Choose a file to share')}
        onChange={async (e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (!file) return;
          if (file.size > MAX) return setLocalError(t('collabs.files.tooLarge', 'File too large. Maximum 10MB allowed.'));
          setLocalError(null);
          setProgress(0);
          await up.submit(
            { file, onProgress: setProgress },
            { success: { title: t('collabs.files.shared', 'File shared with the members.') } },
          );
          setProgress(null);
        }}
      />
      <Button variant="outline" className="w-fit" disabled={up.busy} onClick={() => input.current?.click()}>
        <Upload aria-hidden /> {up.busy ? t('collabs.files.uploading', 'Uploading...') : t('collabs.files.share', 'Share a file')}
      </Button>
      {progress !== null ? <Progress value={Math.round(progress * 100)} label={t('collabs.files.progress', 'Upload progress')} /> : null}
      <p className="text-xs text-muted-foreground">
        {t('collabs.files.hint', 'Images, MP4 or WebM videos and PDFs up to 10 MB. Only members can open them.')}
      </p>
      <FormError message={localError ?? up.error} />
    </div>
  );
}

export function FilesTab({ collab, active }: { collab: Collab; active: boolean }) {
  const q = useCollabFiles(collab.id, active);
  const me = useSession()?.user.id;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('collabs.tab.files', 'Files')}</CardTitle>
        <CardDescription>
          {t(
            'collabs.files.text',
            'Shared with the members of this collaboration only. Links expire, and stop at once for anyone who leaves.',
          )}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {collab.my_role !== 'viewer' ? <Uploader collab={collab} /> : null}
        {q.isPending ? (
          <Loading label={t('collabs.files.loading', 'Loading files')} className="grid gap-2">
            <Skeleton className="h-12 w-full" />
            <Skeleton className="h-12 w-full" />
          </Loading>
        ) : q.isError ? (
          <ErrorState
            message={q.error.message || t('collabs.files.loadFailed', 'Files could not be loaded.')}
            onRetry={() => void q.refetch()}
            retrying={q.isFetching}
          />
        ) : q.data.files.length === 0 ? (
          <EmptyState icon={Paperclip} title={t('collabs.files.empty', 'No files yet')}>
            {t('collabs.files.emptyText', 'Call sheets, mood boards, releases and cuts shared here are seen by members only.')}
          </EmptyState>
        ) : (
          <ul className="divide-y">
            {q.data.files.map((f) => (
              <FileRow key={f.id} collab={collab} f={f} me={me} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
