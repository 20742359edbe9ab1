import { APP_STORE_MESSAGES as M } from '@mb/contract/app-store-access';
import { miniApp } from '@mb/contract/mini-apps';
import { ArrowLeft } from 'lucide-react';
import { type ComponentType, lazy, Suspense } from 'react';
import { Link, useParams } from 'react-router';
import { Loading } from '../../components/page/states';
import { usePageMeta } from '../../components/page/use-page-meta';
import { Button } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { t, tm } from '../../lib/i18n';
import { APP_HOMES } from './app-homes';
import { AppIcon } from './app-icon';
import { AppSettingsCard } from './app-settings-form';
import { useLaunchApp } from './launch';
import { useStoreApp } from './queries';
import { AccessFailure, AccessNote, AppActions, InstalledBadge } from './store-parts';

/**
 * Shown on an app's page whether it is installed or not: MB Licensing's creator side (offers, answers,
 * revocation) needs no installation, and creators may install nothing (spec §4).
 */
const APP_ENTRIES: Record<string, ComponentType> = {
  'mb-licensing': lazy(() => import('../licensing').then((m) => ({ default: m.LicensingEntry }))),
};

/**
 * /apps/{app_id}: the app's store page while it is not installed (what it does, Install or the reason
 * the member may not), and its home once installed: its tools (APP_HOMES) and its settings. An app
 * with its own route (MB Events: /app/mb-events) is opened from here; its settings live here too.
 */
export default function AppPage() {
  const { app_id: id = '' } = useParams();
  const q = useStoreApp(id);
  const launch = useLaunchApp();
  const manifest = miniApp(id);
  usePageMeta(q.data?.app.name ?? manifest?.name ?? tm(M.title), q.data?.app.tagline ?? manifest?.tagline ?? tm(M.subtitle));
  return (
    <section className="mx-auto grid w-full max-w-3xl grid-cols-1 gap-6 px-4 py-8" aria-labelledby="app-title">
      <Link to="/app-store" className="inline-flex w-fit items-center gap-1 text-sm text-muted-foreground hover:text-foreground">
        <ArrowLeft className="size-4" aria-hidden />
        {tm(M.title)}
      </Link>
      {q.isPending ? (
        <Loading label={t('apps.loadingApp', 'Loading the app...')} className="grid gap-4">
          <Skeleton className="h-20 w-full" />
          <Skeleton className="h-40 w-full" />
        </Loading>
      ) : q.isError ? (
        <AccessFailure error={q.error} onRetry={() => void q.refetch()} retrying={q.isFetching} />
      ) : (
        (() => {
          const { app, access } = q.data;
          const ownRoute = app.launch_path !== `/apps/${app.id}`;
          return (
            <>
              <div className="flex flex-wrap items-start gap-4">
                <AppIcon icon={app.icon} color={app.theme_color} size="lg" />
                <div className="grid min-w-0 flex-1 gap-1.5">
                  <h1 id="app-title" className="text-2xl font-bold tracking-tight">
                    {app.name}
                  </h1>
                  <p className="text-muted-foreground">{app.tagline}</p>
                  {app.installed ? (
                    <span>
                      <InstalledBadge />
                    </span>
                  ) : null}
                </div>
              </div>
              <div className="flex flex-wrap items-center gap-2">
                {app.installed && app.installation && ownRoute ? (
                  <Button onClick={() => void launch(app.installation as NonNullable<typeof app.installation>)} data-testid="open-app">
                    {t('apps.openName', 'Open {name}', { name: app.name })}
                  </Button>
                ) : null}
                <AppActions app={app} access={access} showOpen={false} />
              </div>
              {app.installed ? null : <AccessNote access={access} />}
              {APP_ENTRIES[app.id]
                ? (() => {
                    const Entry = APP_ENTRIES[app.id] as ComponentType;
                    return (
                      <Suspense fallback={<Skeleton className="h-28 w-full" />}>
                        <Entry />
                      </Suspense>
                    );
                  })()
                : null}
              <div className="grid gap-2">
                <h2 className="text-lg font-semibold">{t('apps.about', 'About {name}', { name: app.name })}</h2>
                <p className="text-sm leading-relaxed">{app.description}</p>
              </div>
              {app.installed && !ownRoute && APP_HOMES[app.id] ? (
                <Suspense
                  fallback={
                    <Loading label={t('apps.loadingApp', 'Loading the app...')} className="grid gap-3">
                      <Skeleton className="h-28 w-full" />
                    </Loading>
                  }
                >
                  {(() => {
                    const Home = APP_HOMES[app.id] as ComponentType;
                    return <Home />;
                  })()}
                </Suspense>
              ) : null}
              {app.installed && manifest ? <AppSettingsCard appId={app.id} fields={manifest.settings} /> : null}
            </>
          );
        })()
      )}
    </section>
  );
}
