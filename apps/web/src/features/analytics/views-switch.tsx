import { ANALYTICS_MESSAGES as M } from '@mb/contract/analytics';
import { ErrorState } from '../../components/page/states';
import { Label } from '../../components/ui/label';
import { Skeleton } from '../../components/ui/skeleton';
import { Switch } from '../../components/ui/switch';
import { tm } from '../../lib/i18n';
import { useAnalyticsSettings, useUpdateAnalyticsSettings } from './queries';

/** Settings → Privacy: "Show me when I view profiles", saved at once, put back with a toast if refused. */
export function ShowMyViewsSwitch() {
  const settings = useAnalyticsSettings();
  const update = useUpdateAnalyticsSettings();
  if (settings.isPending) return <Skeleton className="h-12 w-full" />;
  if (settings.isError) return <ErrorState message={tm(M.loadFailed)} onRetry={() => void settings.refetch()} />;
  return (
    <div className="flex items-start justify-between gap-4">
      <div>
        <Label htmlFor="show-my-views">{tm(M.showMyViews)}</Label>
        <p className="text-xs text-muted-foreground" id="show-my-views-hint">
          {tm(M.showMyViewsHint)}
        </p>
      </div>
      <Switch
        id="show-my-views"
        aria-describedby="show-my-views-hint"
        checked={settings.data.show_my_views}
        onCheckedChange={(v) =>
          void update.submit({ show_my_views: v }, { success: { title: tm(M.settingSaved) }, failure: { title: tm(M.settingFailed) } })
        }
      />
    </div>
  );
}
