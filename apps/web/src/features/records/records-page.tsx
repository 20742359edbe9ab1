import { FileText } from 'lucide-react';
import { Link } from 'react-router';
import { EmptyState, ErrorState, Loading } from '../../components/page/states';
import { usePageMeta } from '../../components/page/use-page-meta';
import { Badge } from '../../components/ui/badge';
import { Skeleton } from '../../components/ui/skeleton';
import { t } from '../../lib/i18n';
import { useRecords } from './queries';

/** /admin/records (staff with the records permission): the newest 2257 records. */
export default function RecordsPage() {
  usePageMeta(t('records.title', '2257 records'), t('records.meta', 'The custodian’s records of the people depicted in members’ work.'));
  const records = useRecords();
  return (
    <section className="mx-auto grid w-full max-w-5xl gap-6 px-4 py-8" aria-labelledby="records-title">
      <header className="grid gap-1">
        <h1 id="records-title" className="text-2xl font-bold tracking-tight">
          {t('records.title', '2257 records')}
        </h1>
        <p className="max-w-3xl text-sm text-muted-foreground">
          {t(
            'records.lead',
            'One record for every portfolio item that shows people: the production date, and each performer’s legal name, date of birth, ID document, identity verification and consent. Visible only to staff with the records permission.',
          )}
        </p>
      </header>
      {records.isError ? (
        <ErrorState
          message={t('records.loadFailed', 'The records could not be loaded.')}
          onRetry={() => void records.refetch()}
          retrying={records.isFetching}
        />
      ) : !records.data ? (
        <Loading label={t('records.loading', 'Loading the records...')} className="grid gap-2">
          <Skeleton className="h-16 w-full" />
          <Skeleton className="h-16 w-full" />
        </Loading>
      ) : records.data.records.length === 0 ? (
        <EmptyState icon={FileText} title={t('records.empty', 'No records yet')}>
          {t('records.emptyText', 'A record is opened when a member uploads work marked as showing people.')}
        </EmptyState>
      ) : (
        <ul className="grid gap-2">
          {records.data.records.map((r) => (
            <li key={r.id}>
              <Link
                to={`/admin/records/${r.item_id}`}
                className="grid gap-1 rounded-lg border bg-card p-4 hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring sm:flex sm:items-center sm:justify-between"
                data-testid="record-row"
              >
                <span className="grid min-w-0 gap-0.5">
                  <span className="truncate font-medium">{r.item_title ?? t('records.untitled', 'Untitled item')}</span>
                  <span className="text-sm text-muted-foreground">
                    {r.owner_username ? `@${r.owner_username}` : t('records.formerMember', 'Former member')} ·{' '}
                    {t('records.produced', 'produced {date}', { date: r.production_date })} ·{' '}
                    {t('records.performers', '{count, plural, one {# performer} other {# performers}}', { count: r.performers })}
                  </span>
                </span>
                {r.complete ? (
                  <Badge variant="success">{t('records.complete', 'Complete')}</Badge>
                ) : (
                  <Badge variant="warning">{t('records.incomplete', 'Incomplete')}</Badge>
                )}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
