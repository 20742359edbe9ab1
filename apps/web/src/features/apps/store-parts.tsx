import type { AppStoreCatalogue, StoreApp } from '@mb/contract/app-store';
import { APP_STORE_MESSAGES as M } from '@mb/contract/app-store-access';
import { CheckCircle2, Lock } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { ErrorState } from '../../components/page/states';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { ApiError } from '../../lib/api';
import { t, tm } from '../../lib/i18n';
import { toast } from '../../lib/toast';
import { useLaunchApp } from './launch';
import { useInstallApp, useUninstallApp } from './queries';

type Access = AppStoreCatalogue['access'];

/** Why this member may not install, and the plan that would let them (spec §4; the server says the same). */
export function AccessNote({ access }: { access: Access }) {
  if (access.can_install || !access.reason) return null;
  return (
    <div
      role="note"
      className="flex flex-wrap items-start gap-3 rounded-lg border border-info/40 bg-info/5 p-4"
      data-testid="install-refusal"
    >
      <Lock className="mt-0.5 size-5 shrink-0 text-info" aria-hidden="true" />
      <p className="min-w-0 flex-1 text-sm">{tm(access.reason)}</p>
      {access.upgrade_path ? (
        <Button asChild size="sm">
          <Link to={access.upgrade_path}>{access.upgrade_label ? tm(access.upgrade_label) : t('apps.seePlans', 'See plans')}</Link>
        </Button>
      ) : null}
    </div>
  );
}

export function InstalledBadge() {
  return (
    <Badge variant="success" data-testid="installed-badge">
      <CheckCircle2 className="size-3" aria-hidden="true" />
      {t('apps.installedBadge', 'Installed')}
    </Badge>
  );
}

/**
 * Spec §8 'Failed to check app store access': the store's read failed (not a refusal: a member without
 * a profile is told why instead). A toast once, and the error state with a retry.
 */
export function AccessFailure({ error, onRetry, retrying }: { error: unknown; onRetry: () => void; retrying: boolean }) {
  const refused = error instanceof ApiError && error.status === 403;
  const notFound = error instanceof ApiError && error.status === 404;
  const toasted = useRef(false);
  useEffect(() => {
    if (refused || notFound || toasted.current) return;
    toasted.current = true;
    toast.error(tm(M.accessFailed));
  }, [refused, notFound]);
  if (notFound)
    return <ErrorState title={tm(M.noSuchApp)} message={t('apps.browseForApps', 'Browse the App Store for the apps there are.')} />;
  if (refused) return <ErrorState title={tm(M.title)} message={(error as ApiError).message} />;
  return <ErrorState title={tm(M.accessFailed)} message={tm(M.loadFailed)} onRetry={onRetry} retrying={retrying} />;
}

/** Install, Open and Uninstall for one app, as its installation and the member's access allow. */
export function AppActions({ app, access, showOpen = true }: { app: StoreApp; access: Access; showOpen?: boolean }) {
  const install = useInstallApp();
  const uninstall = useUninstallApp();
  const launch = useLaunchApp();
  if (app.installed && app.installation) {
    const installation = app.installation;
    return (
      <div className="flex flex-wrap gap-2">
        {showOpen ? (
          <Button size="sm" onClick={() => void launch(installation)} data-testid="open-app">
            {t('apps.open', 'Open')}
          </Button>
        ) : null}
        <Button
          size="sm"
          variant="outline"
          disabled={uninstall.busy}
          onClick={() =>
            void uninstall.submit(app.id, {
              success: { title: t('apps.uninstalled', '{name} uninstalled', { name: app.name }) },
              failure: (m) => ({ title: tm(M.uninstallFailed), description: m ?? undefined }),
            })
          }
          data-testid="uninstall-app"
        >
          {uninstall.busy ? t('apps.uninstalling', 'Uninstalling...') : t('apps.uninstall', 'Uninstall')}
        </Button>
      </div>
    );
  }
  if (!access.can_install) return null;
  return (
    <Button
      size="sm"
      disabled={install.busy}
      onClick={() =>
        void install.submit(app.id, {
          success: { title: t('apps.installed', '{name} installed', { name: app.name }) },
          failure: (m) => ({ title: tm(M.installFailed), description: m ?? undefined }),
        })
      }
      data-testid="install-app"
    >
      {install.busy ? t('apps.installing', 'Installing...') : t('apps.install', 'Install')}
    </Button>
  );
}
