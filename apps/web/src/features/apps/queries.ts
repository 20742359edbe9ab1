import type { AppConfiguration } from '@mb/contract/app-store';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { useSession } from '../../lib/auth';
import { useWrite } from '../../lib/write';

// The app store's reads and writes (issue 15). Any installation change (here, or in another tab: the
// live event, see live.ts) refreshes every app read: they are few and small.

export const appKeys = {
  all: (me: string) => ['apps', me] as const,
  catalogue: (me: string) => ['apps', me, 'catalogue'] as const,
  app: (me: string, id: string) => ['apps', me, 'app', id] as const,
  settings: (me: string, id: string) => ['apps', me, 'settings', id] as const,
};

export const useMe = () => useSession()?.user.id ?? 'anonymous';

export function useCatalogue() {
  const me = useMe();
  return useQuery({ queryKey: appKeys.catalogue(me), queryFn: () => api('appStoreCatalogue') });
}

export function useStoreApp(id: string) {
  const me = useMe();
  return useQuery({ queryKey: appKeys.app(me, id), queryFn: () => api('appStoreApp', { params: { app_id: id } }) });
}

export function useAppSettings(id: string, enabled: boolean) {
  const me = useMe();
  return useQuery({
    queryKey: appKeys.settings(me, id),
    queryFn: () => api('appSettings', { params: { app_id: id } }),
    enabled,
  });
}

function useAppWrite<TData, TVars>(mutationFn: (v: TVars) => Promise<TData>) {
  const qc = useQueryClient();
  const me = useMe();
  return useWrite<TData, TVars>({ mutationFn, onSuccess: () => void qc.invalidateQueries({ queryKey: appKeys.all(me) }) });
}

export const useInstallApp = () => useAppWrite((id: string) => api('installApp', { params: { app_id: id } }));
export const useUninstallApp = () => useAppWrite((id: string) => api('uninstallApp', { params: { app_id: id } }));
export const useSaveAppSettings = () =>
  useAppWrite((v: { id: string; configuration: AppConfiguration }) =>
    api('updateAppSettings', { params: { app_id: v.id }, body: { configuration: v.configuration } }),
  );
