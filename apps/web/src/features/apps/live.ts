import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api } from '../../lib/api';
import { useSession } from '../../lib/auth';
import { useRealtime } from '../../lib/realtime';

// What every member page carries for the 'My Apps' launcher: the installed apps, kept live. Small on
// purpose (the members' chrome has a bundle budget): launching, the shortcuts and the menu load with
// their own chunks (launch.ts, app-shortcuts.tsx, apps-menu.tsx); the store's pages use queries.ts.

const installedKey = (me: string) => ['apps', me, 'installed'] as const;

/**
 * Spec §4 'Installed apps': active ones only, last used first; reloads on any change to the member's
 * installations, here or in another tab (the `apps.installations_changed` event on `user:{id}`), and
 * after the live channel comes back (events may have been missed).
 */
export function useInstalledApps() {
  const me = useSession()?.user.id ?? null;
  const qc = useQueryClient();
  const refresh = useCallback(() => void qc.invalidateQueries({ queryKey: ['apps', me ?? 'anonymous'] }), [qc, me]);
  useRealtime(
    me ? `user:${me}` : null,
    (event) => {
      if (event.type === 'apps.installations_changed') refresh();
    },
    refresh,
  );
  return useQuery({ queryKey: installedKey(me ?? 'anonymous'), queryFn: () => api('myInstalledApps'), enabled: !!me });
}
