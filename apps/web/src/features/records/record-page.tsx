import type { RecordPerformer } from '@mb/contract/records';
import { ArrowLeft, Download } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { ErrorState, Loading } from '../../components/page/states';
import { usePageMeta } from '../../components/page/use-page-meta';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { FormError } from '../../components/ui/form-error';
import { Skeleton } from '../../components/ui/skeleton';
import { ApiError } from '../../lib/api';
import { intlLocale, t } from '../../lib/i18n';
import { downloadRecord, useRecord } from './queries';

const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString(intlLocale(), { dateStyle: 'medium', timeStyle: 'short' }) : '—');
const consentLabel = (status: RecordPerformer['consent']['status']) =>
  ({
    producer: t('records.consent.producer', 'Uploader (producer)'),
    pending: t('records.consent.pending', 'Waiting for an answer'),
    confirmed: t('records.consent.confirmed', 'Confirmed'),
    declined: t('records.consent.declined', 'Declined'),
  })[status];

function Performer({ p }: { p: RecordPerformer }) {
  return (
    <li className="grid gap-3 rounded-lg border bg-card p-4" data-testid="record-performer">
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="font-semibold">{p.legal_name ?? t('records.performer.noName', 'Legal name not given')}</h3>
        <Badge variant="outline">
          {p.role === 'producer' ? t('records.performer.producer', 'Producer and performer') : t('records.performer.co', 'Co-performer')}
        </Badge>
        {p.complete ? (
          <Badge variant="success">{t('records.complete', 'Complete')}</Badge>
        ) : (
          <Badge variant="warning">{t('records.incomplete', 'Incomplete')}</Badge>
        )}
      </div>
      <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[11rem_1fr]">
        <dt className="text-muted-foreground">{t('records.performer.member', 'Member')}</dt>
        <dd className="min-w-0 break-words">
          {p.username ? `@${p.username}` : t('records.performer.noUsername', 'No username')}{' '}
          <span className="font-mono text-xs text-muted-foreground">{p.user_id}</span>
        </dd>
        <dt className="text-muted-foreground">{t('records.identity.dob', 'Date of birth')}</dt>
        <dd>{p.date_of_birth ?? t('records.performer.notGiven', 'Not given')}</dd>
        <dt className="text-muted-foreground">{t('records.identity.document', 'ID document')}</dt>
        <dd className="min-w-0 break-words">
          {p.id_document_url ? (
            <a href={p.id_document_url} target="_blank" rel="noreferrer" className="font-medium underline underline-offset-4">
              {t('records.performer.openDocument', 'Open (link valid 5 minutes)')}
            </a>
          ) : (
            t('records.performer.noDocument', 'None on file')
          )}
        </dd>
        <dt className="text-muted-foreground">{t('records.performer.identity', 'Identity verification')}</dt>
        <dd>
          {p.identity_verified
            ? t('records.performer.verified', 'Verified {date}', { date: when(p.identity_verified_at) })
            : t('records.performer.notVerified', 'Not verified')}
        </dd>
        <dt className="text-muted-foreground">{t('records.performer.consent', 'Consent')}</dt>
        <dd>
          {consentLabel(p.consent.status)}
          {p.consent.decided_at ? `, ${when(p.consent.decided_at)}` : ''}
          {p.release_on_file ? ` · ${t('records.performer.release', 'signed release on file')}` : ''}
        </dd>
      </dl>
    </li>
  );
}

/** /admin/records/:itemId (records staff): one item's record, and its PDF for an inspection. */
export default function RecordPage() {
  const { itemId = '' } = useParams();
  usePageMeta(t('records.record.title', '2257 record'), t('records.record.meta', 'One item’s record of the people it shows.'));
  const record = useRecord(itemId);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  const exportPdf = async () => {
    setBusy(true);
    setFailed(null);
    if (!(await downloadRecord(itemId))) setFailed(t('records.record.exportFailed', 'The record could not be exported. Please try again.'));
    setBusy(false);
  };
  const missing = record.error instanceof ApiError && record.error.status === 404;
  return (
    <section className="mx-auto grid w-full max-w-4xl gap-6 px-4 py-8" aria-labelledby="record-title">
      <Link to="/admin/records" className="inline-flex items-center gap-1 text-sm font-medium underline-offset-4 hover:underline">
        <ArrowLeft className="size-4" aria-hidden />
        {t('records.record.all', 'All records')}
      </Link>
      {record.isError ? (
        <ErrorState
          title={missing ? t('records.record.none', 'No record') : undefined}
          message={
            missing
              ? t('records.record.noneText', 'There is no 2257 record for this item.')
              : t('records.record.loadFailed', 'The record could not be loaded.')
          }
          onRetry={missing ? undefined : () => void record.refetch()}
          retrying={record.isFetching}
        />
      ) : !record.data ? (
        <Loading label={t('records.record.loading', 'Loading the record...')} className="grid gap-3">
          <Skeleton className="h-10 w-72" />
          <Skeleton className="h-40 w-full" />
        </Loading>
      ) : (
        <>
          <header className="flex flex-wrap items-start justify-between gap-4">
            <div className="grid gap-1">
              <h1 id="record-title" className="text-2xl font-bold tracking-tight">
                {t('records.record.heading', '2257 record: {title}', {
                  title: record.data.item_title ?? t('records.record.untitled', 'untitled item'),
                })}
              </h1>
              <p className="text-sm text-muted-foreground">
                {t('records.record.summary', 'Produced {date} · opened {opened}', {
                  date: record.data.production_date,
                  opened: when(record.data.created_at),
                })}{' '}
                ·{' '}
                {record.data.complete
                  ? t('records.record.complete', 'complete')
                  : t('records.record.incomplete', 'incomplete: see the performers below')}
              </p>
            </div>
            <Button onClick={() => void exportPdf()} disabled={busy} data-testid="export-record">
              <Download aria-hidden />
              {busy ? t('records.record.exporting', 'Exporting...') : t('records.record.export', 'Export for inspection (PDF)')}
            </Button>
          </header>
          <FormError message={failed} />
          <dl className="grid gap-x-6 gap-y-1 rounded-lg border bg-card p-4 text-sm sm:grid-cols-[11rem_1fr]">
            <dt className="text-muted-foreground">{t('records.record.custodian', 'Custodian of records')}</dt>
            <dd className="min-w-0 break-words">
              {record.data.custodian.name}, {record.data.custodian.title}
            </dd>
            <dt className="text-muted-foreground">{t('records.record.address', 'Address')}</dt>
            <dd className="min-w-0 break-words">{record.data.custodian.address}</dd>
            <dt className="text-muted-foreground">{t('records.record.item', 'Item')}</dt>
            <dd className="min-w-0 break-words font-mono text-xs">{record.data.item_id}</dd>
            {record.data.item_image_url ? (
              <>
                <dt className="text-muted-foreground">{t('records.record.depiction', 'Depiction (original)')}</dt>
                <dd>
                  <a href={record.data.item_image_url} target="_blank" rel="noreferrer" className="underline underline-offset-2">
                    {t('records.record.openPicture', 'Open the picture as stored')}
                  </a>
                </dd>
              </>
            ) : null}
          </dl>
          <section className="grid gap-3" aria-labelledby="performers-title">
            <h2 id="performers-title" className="text-lg font-semibold">
              {t('records.record.performers', 'Performers')}
            </h2>
            <ul className="grid gap-3">
              {record.data.performers.map((p) => (
                <Performer key={p.user_id} p={p} />
              ))}
            </ul>
          </section>
        </>
      )}
    </section>
  );
}
