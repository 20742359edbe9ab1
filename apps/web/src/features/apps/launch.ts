import { APP_STORE_MESSAGES as M } from '@mb/contract/app-store-access';
import { MESSAGES } from '@mb/contract/ui-text';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { api } from '../../lib/api';
import { useSession } from '../../lib/auth';
import { intlLocale, t, tm } from '../../lib/i18n';
import { toast } from '../../lib/toast';

/**
 * Launch (spec §2, §4, §8): last_used_at set on the server, then the toast and the app's page. The
 * server answers where the app lives (its own route, or /apps/{id}).
 */
export function useLaunchApp() {
  const navigate = useNavigate();
  const qc = useQueryClient();
  const me = useSession()?.user.id ?? 'anonymous';
  return useCallback(
    async (app: { app_id: string; name: string }) => {
      try {
        const { app: launched } = await api('launchApp', { params: { app_id: app.app_id } });
        toast.success(tm(M.launching.title), { description: t('apps.launching', 'Opening {name}...', { name: launched.name }) });
        void qc.invalidateQueries({ queryKey: ['apps', me] });
        navigate(launched.launch_path);
        return true;
      } catch {
        toast.error(tm(MESSAGES.appLaunchFailed.title), { description: tm(MESSAGES.appLaunchFailed.description) });
        return false;
      }
    },
    [navigate, qc, me],
  );
}

/** 'Last used {date}' or 'Never used' (spec §2). */
export function lastUsedText(lastUsedAt: string | null): string {
  if (!lastUsedAt) return tm(M.neverUsed);
  const d = new Date(lastUsedAt);
  const sameYear = d.getFullYear() === new Date().getFullYear();
  const date = d.toLocaleDateString(intlLocale(), { month: 'short', day: 'numeric', ...(sameYear ? {} : { year: 'numeric' }) });
  return t('apps.lastUsed', 'Last used {date}', { date });
}
