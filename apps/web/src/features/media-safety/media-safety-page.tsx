import { zodResolver } from '@hookform/resolvers/zod';
import {
  addMediaHashImageQuery,
  MEDIA_HASH_CATEGORIES,
  MEDIA_HASH_CATEGORY_LABELS,
  type MediaHashEntry,
  type MediaScanReport,
  markReportedInput,
  mediaHashSchema,
} from '@mb/contract/media-safety';
import { FileWarning, ShieldAlert, ShieldCheck, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { EmptyState, ErrorState, Loading } from '../../components/page/states';
import { usePageMeta } from '../../components/page/use-page-meta';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { FormError } from '../../components/ui/form-error';
import { Input } from '../../components/ui/input';
import { Skeleton } from '../../components/ui/skeleton';
import { intlLocale, t, tm } from '../../lib/i18n';
import { useAddHash, useAddHashFromImage, useMarkReported, useMediaSafety, useRemoveHash } from './queries';

const selectClass =
  'flex h-10 w-full rounded-md border border-input bg-background px-3 text-sm focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring';
const when = (iso: string) => new Date(iso).toLocaleString(intlLocale(), { dateStyle: 'medium', timeStyle: 'short' });

/**
 * The form checked by the contract: its category and reason rules, then by mode the image to hash (an
 * upload the server hashes) or the contract's hash rule. The hash goes as typed; the server normalises it.
 */
const NO_IMAGE = 'Please choose the image to hash.';
/** The schema is built once, in English; the field shows its own message in the current language. */
const fileError = (message?: string) => (message === NO_IMAGE ? t('media-safety.noImage', 'Please choose the image to hash.') : message);

const hashForm = addMediaHashImageQuery
  .extend({ mode: z.enum(['image', 'hex']), file: z.custom<File | null>(), hash: z.string() })
  .superRefine((d, ctx) => {
    if (d.mode === 'image' && !d.file) ctx.addIssue({ code: 'custom', path: ['file'], message: NO_IMAGE });
    const hash = d.mode === 'hex' ? mediaHashSchema.safeParse(d.hash) : null;
    if (hash && !hash.success) ctx.addIssue({ code: 'custom', path: ['hash'], message: hash.error.issues[0]?.message ?? '' });
  });
type HashDraft = z.input<typeof hashForm>;
const FIELDS = ['file', 'hash', 'category', 'reason'] as const;

/** Add to the list: an image (hashed by the server, not kept) or a pasted 16-digit hash. */
function AddHashForm() {
  // A field's error goes once it is changed; the next submit checks it again.
  const form = useForm<HashDraft, unknown, z.output<typeof hashForm>>({
    resolver: zodResolver(hashForm),
    reValidateMode: 'onSubmit',
    defaultValues: { mode: 'image', file: null, hash: '', category: 'csam', reason: '' },
  });
  const { errors } = form.formState;
  const mode = form.watch('mode');
  const clears = (name: (typeof FIELDS)[number]) => ({ onChange: () => form.clearErrors(name) });
  const [fileKey, setFileKey] = useState(0);
  const byImage = useAddHashFromImage();
  const byHex = useAddHash();
  const write = mode === 'image' ? byImage : byHex;
  const modeName = useId();

  const submit = form.handleSubmit(async ({ mode, file, hash, category, reason }) => {
    const display = {
      form: { setError: form.setError, fields: FIELDS },
      success: { title: t('media-safety.added', 'Hash added to the list') },
    };
    const r =
      mode === 'image' && file
        ? await byImage.submit({ file, category, reason }, display)
        : await byHex.submit({ hash, category, reason }, display);
    if (r.ok) {
      setFileKey((k) => k + 1);
      form.reset({ ...form.getValues(), file: null, hash: '', reason: '' });
    }
  });

  return (
    <form
      onSubmit={submit}
      className="grid gap-4 rounded-lg border bg-card p-4"
      aria-label={t('media-safety.addForm', 'Add to the hash list')}
      noValidate
    >
      <fieldset className="flex flex-wrap gap-4 text-sm">
        <legend className="mb-2 text-sm font-medium">{t('media-safety.addBy', 'Add by')}</legend>
        {(['image', 'hex'] as const).map((m) => (
          <label key={m} className="flex items-center gap-2">
            <input
              type="radio"
              name={modeName}
              value={m}
              checked={mode === m}
              onChange={() => form.setValue('mode', m)}
              className="size-4 accent-primary"
            />
            {m === 'image' ? t('media-safety.byImage', 'Uploading the image') : t('media-safety.byHash', 'Pasting a hash')}
          </label>
        ))}
      </fieldset>
      {mode === 'image' ? (
        <Field
          label={t('media-safety.image', 'Image')}
          error={fileError(errors.file?.message)}
          hint={t('media-safety.imageHint', 'JPEG, PNG, WebP or GIF. Only its perceptual hash is kept; the image is not stored.')}
        >
          {(p) => (
            <Input
              {...p}
              key={fileKey}
              type="file"
              accept="image/jpeg,image/png,image/webp,image/gif"
              onChange={(e) => {
                form.setValue('file', e.target.files?.[0] ?? null);
                form.clearErrors('file');
              }}
            />
          )}
        </Field>
      ) : (
        <Field
          label={t('media-safety.hash', 'Hash')}
          error={errors.hash?.message}
          hint={t('media-safety.hashHint', '16 hexadecimal digits (a 64-bit dHash), e.g. from a hash-sharing programme.')}
        >
          {(p) => <Input {...p} spellCheck={false} autoComplete="off" className="font-mono" {...form.register('hash', clears('hash'))} />}
        </Field>
      )}
      <div className="grid gap-4 sm:grid-cols-[minmax(0,16rem)_1fr]">
        <Field label={t('media-safety.category', 'Category')}>
          {(p) => (
            <select {...p} className={selectClass} {...form.register('category')}>
              {MEDIA_HASH_CATEGORIES.map((c) => (
                <option key={c} value={c}>
                  {tm(MEDIA_HASH_CATEGORY_LABELS[c])}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field
          label={t('media-safety.reason', 'Reason')}
          error={errors.reason?.message}
          hint={t('media-safety.reasonHint', 'Where it comes from or what it is; staff only.')}
        >
          {(p) => <Input {...p} maxLength={500} {...form.register('reason', clears('reason'))} />}
        </Field>
      </div>
      <FormError message={write.error} />
      <div className="flex justify-end">
        <Button type="submit" disabled={write.busy} data-testid="add-hash">
          {write.busy ? t('media-safety.adding', 'Adding...') : t('media-safety.add', 'Add to the list')}
        </Button>
      </div>
    </form>
  );
}

function HashRow({ entry }: { entry: MediaHashEntry }) {
  const remove = useRemoveHash();
  const [confirming, setConfirming] = useState(false);
  return (
    <li className="grid gap-2 rounded-lg border bg-card p-3 sm:flex sm:items-center sm:justify-between" data-testid="hash-entry">
      <div className="grid min-w-0 gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <code className="rounded bg-muted px-1.5 py-0.5 font-mono text-sm">{entry.hash}</code>
          <Badge variant="outline">{tm(MEDIA_HASH_CATEGORY_LABELS[entry.category])}</Badge>
          {entry.matches > 0 ? (
            <Badge variant="warning">
              {t('media-safety.matches', '{count, plural, one {# match} other {# matches}}', { count: entry.matches })}
            </Badge>
          ) : null}
        </div>
        <p className="break-words text-sm">{entry.reason}</p>
        <p className="text-xs text-muted-foreground">
          {entry.source === 'staff_image'
            ? t('media-safety.fromImageBy', 'From an image by {name}, {date}', {
                name: entry.added_by?.name ?? formerStaff(),
                date: when(entry.created_at),
              })
            : t('media-safety.pastedBy', 'Pasted by {name}, {date}', {
                name: entry.added_by?.name ?? formerStaff(),
                date: when(entry.created_at),
              })}
        </p>
        <FormError message={remove.error} />
      </div>
      <div className="flex shrink-0 gap-2">
        {confirming ? (
          <>
            <Button
              variant="destructive"
              size="sm"
              disabled={remove.busy}
              onClick={() => void remove.submit(entry.id, { success: { title: t('media-safety.removed', 'Hash removed') } })}
            >
              {t('media-safety.confirmRemove', 'Yes, remove')}
            </Button>
            <Button variant="outline" size="sm" onClick={() => setConfirming(false)}>
              {t('media-safety.keep', 'Keep it')}
            </Button>
          </>
        ) : (
          <Button
            variant="outline"
            size="sm"
            onClick={() => setConfirming(true)}
            aria-label={t('media-safety.removeHash', 'Remove hash {hash}', { hash: entry.hash })}
          >
            <Trash2 aria-hidden />
            {t('media-safety.remove', 'Remove')}
          </Button>
        )}
      </div>
    </li>
  );
}

const formerStaff = () => t('media-safety.formerStaff', 'a former staff member');

const REPORTED_FIELDS = ['reference'] as const;

function ReportRow({ report }: { report: MediaScanReport }) {
  const mark = useMarkReported();
  const form = useForm<z.input<typeof markReportedInput>, unknown, z.output<typeof markReportedInput>>({
    resolver: zodResolver(markReportedInput),
    defaultValues: { reference: '' },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit(async ({ reference }) => {
    const r = await mark.submit(
      { id: report.id, reference },
      { form: { setError: form.setError, fields: REPORTED_FIELDS }, success: { title: t('media-safety.marked', 'Marked as reported') } },
    );
    if (r.ok) form.reset();
  });
  return (
    <li className="grid gap-3 rounded-lg border bg-card p-4" data-testid="scan-report">
      <div className="flex flex-wrap items-center gap-2">
        {report.status === 'reported' ? (
          <Badge variant="success">{t('media-safety.reported', 'Reported')}</Badge>
        ) : (
          <Badge variant="warning">{t('media-safety.toReport', 'To report')}</Badge>
        )}
        <Badge variant="outline">{tm(MEDIA_HASH_CATEGORY_LABELS[report.matched.category])}</Badge>
        <span className="text-sm text-muted-foreground">{when(report.created_at)}</span>
      </div>
      <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[9rem_1fr]">
        <dt className="text-muted-foreground">{t('media-safety.uploader', 'Uploader')}</dt>
        <dd className="min-w-0 break-words">
          {report.uploader.username ? `@${report.uploader.username}` : t('media-safety.noUsername', 'No username')}
          {report.uploader.email ? ` · ${report.uploader.email}` : ''}
        </dd>
        <dt className="text-muted-foreground">{t('media-safety.address', 'Address')}</dt>
        <dd className="break-words">{report.ip}</dd>
        <dt className="text-muted-foreground">{t('media-safety.where', 'Where')}</dt>
        <dd className="break-words font-mono text-xs">{report.route}</dd>
        <dt className="text-muted-foreground">{t('media-safety.match', 'Match')}</dt>
        <dd className="min-w-0 break-words">
          <code className="font-mono text-xs">{report.hash}</code> {t('media-safety.vs', 'vs')}{' '}
          <code className="font-mono text-xs">{report.matched.hash}</code> (
          {t('media-safety.bitsApart', '{bits} bits apart', { bits: report.distance })}) · {report.matched.reason}
        </dd>
        <dt className="text-muted-foreground">{t('media-safety.file', 'File')}</dt>
        <dd className="min-w-0 break-words">
          {report.file.content_type}, {Math.ceil(report.file.size / 1024)} KB, {t('media-safety.quarantined', 'quarantined')}{' '}
          {report.file_url ? (
            <a href={report.file_url} target="_blank" rel="noreferrer" className="font-medium underline underline-offset-4">
              {t('media-safety.openFile', 'Open (link valid 5 minutes)')}
            </a>
          ) : null}
        </dd>
        {report.status === 'reported' ? (
          <>
            <dt className="text-muted-foreground">{t('media-safety.reported', 'Reported')}</dt>
            <dd className="break-words">
              {t('media-safety.reportedBy', '{date} by {name}, reference {reference}', {
                date: when(report.reported_at as string),
                name: report.reported_by?.name ?? formerStaff(),
                reference: report.report_reference,
              })}
            </dd>
          </>
        ) : null}
      </dl>
      {report.status === 'open' ? (
        <form onSubmit={submit} className="grid gap-2 sm:flex sm:items-end" noValidate>
          <Field
            label={t('media-safety.authorityReference', "Authority's reference")}
            error={errors.reference?.message}
            className="sm:flex-1"
          >
            {(p) => <Input {...p} maxLength={200} {...form.register('reference')} />}
          </Field>
          <Button type="submit" disabled={mark.busy}>
            {mark.busy ? t('media-safety.saving', 'Saving...') : t('media-safety.markReported', 'Mark reported')}
          </Button>
        </form>
      ) : null}
      <FormError message={mark.error} />
    </li>
  );
}

/** /admin/media-safety (content moderation staff): blocked uploads to report, and the hash list. */
export default function MediaSafetyPage() {
  usePageMeta(
    t('media-safety.title', 'Media safety'),
    t('media-safety.meta', 'Blocked uploads and the perceptual hash list every upload is checked against.'),
  );
  const data = useMediaSafety();
  const open = data.data?.reports.filter((r) => r.status === 'open').length ?? 0;
  return (
    <section className="mx-auto grid w-full max-w-5xl gap-8 px-4 py-8" aria-labelledby="safety-title">
      <header className="grid gap-1">
        <h1 id="safety-title" className="text-2xl font-bold tracking-tight">
          {t('media-safety.title', 'Media safety')}
        </h1>
        <p className="max-w-3xl text-sm text-muted-foreground">
          {t(
            'media-safety.lead',
            "Every upload is compared with this list before anything is stored. A match is refused without telling the member why, kept in quarantine, and listed below for the authorities' report.",
          )}
          {data.data
            ? ` ${t('media-safety.threshold', 'Pictures at most {bits} of 64 bits apart count as the same.', { bits: data.data.threshold_bits })}`
            : ''}
        </p>
      </header>
      {data.isError ? (
        <ErrorState
          message={t('media-safety.loadFailed', 'The media safety list could not be loaded.')}
          onRetry={() => void data.refetch()}
          retrying={data.isFetching}
        />
      ) : !data.data ? (
        <Loading label={t('media-safety.loading', 'Loading media safety...')} className="grid gap-3">
          <Skeleton className="h-40 w-full" />
          <Skeleton className="h-24 w-full" />
        </Loading>
      ) : (
        <>
          <section className="grid gap-3" aria-labelledby="reports-title">
            <h2 id="reports-title" className="flex items-center gap-2 text-lg font-semibold">
              <ShieldAlert className="size-5 text-destructive" aria-hidden />
              {t('media-safety.blocked', 'Blocked uploads')}{' '}
              {open ? <Badge variant="warning">{t('media-safety.openCount', '{count} to report', { count: open })}</Badge> : null}
            </h2>
            {data.data.reports.length === 0 ? (
              <EmptyState icon={ShieldCheck} title={t('media-safety.noBlocked', 'No blocked uploads')} titleAs="h2">
                {t('media-safety.noBlockedText', 'Nothing has matched the list.')}
              </EmptyState>
            ) : (
              <ul className="grid gap-3">
                {data.data.reports.map((r) => (
                  <ReportRow key={r.id} report={r} />
                ))}
              </ul>
            )}
          </section>
          <section className="grid gap-3" aria-labelledby="hashes-title">
            <h2 id="hashes-title" className="flex items-center gap-2 text-lg font-semibold">
              <FileWarning className="size-5 text-primary" aria-hidden />
              {t('media-safety.hashList', 'Hash list')}
            </h2>
            <AddHashForm />
            {data.data.hashes.length === 0 ? (
              <EmptyState icon={ShieldCheck} title={t('media-safety.empty', 'The list is empty')}>
                {t('media-safety.emptyText', 'Add an image or a hash above.')}
              </EmptyState>
            ) : (
              <ul className="grid gap-2">
                {data.data.hashes.map((h) => (
                  <HashRow key={h.id} entry={h} />
                ))}
              </ul>
            )}
          </section>
        </>
      )}
    </section>
  );
}
