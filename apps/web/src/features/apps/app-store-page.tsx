import { APP_STORE_MESSAGES as M } from '@mb/contract/app-store-access';
import { LayoutGrid } from 'lucide-react';
import { Link } from 'react-router';
import { Loading } from '../../components/page/states';
import { usePageMeta } from '../../components/page/use-page-meta';
import { Skeleton } from '../../components/ui/skeleton';
import { t, tm } from '../../lib/i18n';
import { AppIcon } from './app-icon';
import { useCatalogue } from './queries';
import { AccessFailure, AccessNote, AppActions, InstalledBadge } from './store-parts';

/** /app-store (spec §2): the catalogue, what this member may do with it, and each app's actions. */
export default function AppStorePage() {
  usePageMeta(tm(M.title), tm(M.subtitle));
  const cat = useCatalogue();
  return (
    <section className="mx-auto grid w-full max-w-5xl grid-cols-1 gap-6 px-4 py-8" aria-labelledby="app-store-title">
      <div className="grid gap-1">
        <h1 id="app-store-title" className="flex items-center gap-2 text-2xl font-bold tracking-tight">
          <LayoutGrid className="size-6 text-primary" aria-hidden />
          {tm(M.title)}
        </h1>
        <p className="text-sm text-muted-foreground">{tm(M.subtitle)}</p>
      </div>
      {cat.isPending ? (
        <Loading label={t('apps.loadingStore', 'Loading the App Store...')} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          <Skeleton className="h-52 w-full" />
          <Skeleton className="h-52 w-full" />
          <Skeleton className="h-52 w-full" />
        </Loading>
      ) : cat.isError ? (
        <AccessFailure error={cat.error} onRetry={() => void cat.refetch()} retrying={cat.isFetching} />
      ) : (
        <>
          <AccessNote access={cat.data.access} />
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="app-catalogue">
            {cat.data.apps.map((app) => (
              <li
                key={app.id}
                className="flex flex-col gap-4 rounded-lg border bg-card p-5 text-card-foreground"
                style={{ borderTopColor: app.theme_color, borderTopWidth: 3 }}
                data-testid={`store-app-${app.id}`}
              >
                <div className="flex items-start gap-3">
                  <AppIcon icon={app.icon} color={app.theme_color} />
                  <div className="grid min-w-0 gap-1">
                    <h2 className="font-semibold leading-tight">
                      <Link to={`/apps/${app.id}`} className="hover:underline focus-visible:outline-2 focus-visible:outline-ring">
                        {app.name}
                      </Link>
                    </h2>
                    {app.installed ? (
                      <span>
                        <InstalledBadge />
                      </span>
                    ) : null}
                  </div>
                </div>
                <p className="flex-1 text-sm text-muted-foreground">{app.tagline}</p>
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <AppActions app={app} access={cat.data.access} />
                  <Link
                    to={`/apps/${app.id}`}
                    className="text-sm font-medium underline-offset-4 hover:underline"
                    aria-label={t('apps.detailsOf', '{name} details', { name: app.name })}
                  >
                    {t('apps.details', 'Details')}
                  </Link>
                </div>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
