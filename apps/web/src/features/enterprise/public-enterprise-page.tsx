import { ENTERPRISE_MESSAGES as M } from '@mb/contract/enterprise';
import { Building2, ExternalLink } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { NotFoundPage } from '../../components/page/not-found-page';
import { EmptyState, ErrorState, Loading } from '../../components/page/states';
import { usePageMeta } from '../../components/page/use-page-meta';
import { Avatar } from '../../components/ui/avatar';
import { Skeleton } from '../../components/ui/skeleton';
import { ApiError } from '../../lib/api';
import { errorMessage } from '../../lib/form-errors';
import { t, tm } from '../../lib/i18n';
import { profilePath } from './link-list';
import { usePublicEnterprise } from './queries';

/** /enterprise/{id} (spec §2): an enterprise's public company page and its active linked studios. */
export default function PublicEnterprisePage() {
  const { id = '' } = useParams();
  const q = usePublicEnterprise(id);
  usePageMeta(q.data?.company_name || undefined, q.data?.about || undefined);
  if (q.isError && q.error instanceof ApiError && q.error.status === 404) return <NotFoundPage />;
  return (
    <section className="mx-auto grid w-full max-w-4xl gap-6 px-4 py-8" aria-labelledby="enterprise-title">
      {q.isPending ? (
        <Loading label={t('enterprise.public.loading', 'Loading the company page...')} className="grid gap-3">
          <Skeleton className="h-24 w-full" />
          <Skeleton className="h-40 w-full" />
        </Loading>
      ) : q.isError ? (
        <ErrorState message={errorMessage(q.error)} onRetry={() => void q.refetch()} retrying={q.isFetching} />
      ) : (
        <>
          <header className="flex flex-wrap items-center gap-4">
            <Avatar src={q.data.avatar_url} alt="" className="size-16" />
            <div className="grid min-w-0 gap-1">
              <h1 id="enterprise-title" className="text-2xl font-bold tracking-tight break-words">
                {q.data.company_name || tm(M.enterpriseNotFound)}
              </h1>
              <p className="text-sm text-muted-foreground">{t('enterprise.public.account', 'Enterprise account')}</p>
              {q.data.website ? (
                <a
                  href={q.data.website}
                  rel="noopener noreferrer nofollow"
                  target="_blank"
                  className="inline-flex w-fit items-center gap-1 text-sm underline underline-offset-4"
                >
                  {q.data.website.replace(/^https?:\/\//, '')}
                  <ExternalLink className="size-3.5" aria-hidden />
                </a>
              ) : null}
            </div>
          </header>
          {q.data.about ? <p className="whitespace-pre-line text-sm leading-relaxed break-words">{q.data.about}</p> : null}
          <div className="grid gap-3">
            <h2 className="text-lg font-semibold">{t('enterprise.public.studios', 'Studios')}</h2>
            {q.data.studios.length === 0 ? (
              <EmptyState icon={Building2} title={t('enterprise.public.none', 'No studios yet')}>
                {t('enterprise.public.noneText', 'This enterprise has no linked studios to show.')}
              </EmptyState>
            ) : (
              <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3" data-testid="enterprise-studios">
                {q.data.studios.map((s) => (
                  <li key={s.id}>
                    <Link
                      to={profilePath(s)}
                      className="flex items-center gap-3 rounded-lg border bg-card p-4 text-card-foreground transition-colors hover:bg-accent"
                    >
                      <Avatar src={s.avatar_url} alt="" className="size-12" />
                      <span className="grid min-w-0">
                        <span className="truncate font-medium">{s.name}</span>
                        {s.username ? <span className="truncate text-xs text-muted-foreground">@{s.username}</span> : null}
                      </span>
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </div>
        </>
      )}
    </section>
  );
}
