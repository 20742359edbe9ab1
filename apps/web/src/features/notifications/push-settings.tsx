import type { NotificationPreferences, NotificationPreferencesPatch } from '@mb/contract/notifications';
import { PUSH_MESSAGES } from '@mb/contract/push-types';
import { BellRing, Smartphone } from 'lucide-react';
import { useEffect, useState } from 'react';
import { ErrorState } from '../../components/page/states';
import { Button } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { Switch } from '../../components/ui/switch';
import { t, tm } from '../../lib/i18n';
import { toast } from '../../lib/toast';
import { currentEndpoint, enablePush, PushDenied, pushSupport, unsubscribeHere } from './push-client';
import { usePushDevices, usePushDeviceWrites } from './queries';

/**
 * Settings → Notifications, the push part (issue 36): turn push on for this device (the browser's
 * permission prompt comes only from this button), the devices that receive pushes with remove, a test
 * push, and "hide message content on the lock screen".
 */
export function PushSettings({ prefs, set }: { prefs: NotificationPreferences; set: (p: NotificationPreferencesPatch) => void }) {
  const devices = usePushDevices();
  const writes = usePushDeviceWrites();
  const [here, setHere] = useState<string | null>(null);
  const [hereId, setHereId] = useState(readDeviceId);
  const [enabling, setEnabling] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const supported = pushSupport() === 'supported';

  useEffect(() => {
    void currentEndpoint().then(setHere, () => setHere(null));
  }, []);

  const items = devices.data?.items ?? [];
  const subscribedHere = Boolean(here) && items.some((d) => d.id === hereId);

  const turnOn = async () => {
    setProblem(null);
    setEnabling(true);
    try {
      const device = await enablePush();
      storeDeviceId(device.id);
      setHereId(device.id);
      setHere(await currentEndpoint());
      await writes.refresh();
      toast.success(tm(PUSH_MESSAGES.enabled));
    } catch (e) {
      setProblem(e instanceof PushDenied ? tm(PUSH_MESSAGES.denied) : tm(PUSH_MESSAGES.enableFailed));
    } finally {
      setEnabling(false);
    }
  };

  return (
    <section aria-labelledby="push-title" className="grid gap-4 border-t pt-6">
      <div>
        <h3 id="push-title" className="flex items-center gap-2 text-sm font-semibold">
          <BellRing className="size-4" aria-hidden="true" />
          {tm(PUSH_MESSAGES.sectionTitle)}
        </h3>
        <p className="text-sm text-muted-foreground">{tm(PUSH_MESSAGES.sectionDescription)}</p>
      </div>
      {!supported ? (
        <p className="text-sm text-muted-foreground" data-testid="push-unsupported">
          {tm(PUSH_MESSAGES.unsupported)}
        </p>
      ) : subscribedHere ? (
        <p className="text-sm" data-testid="push-enabled">
          {tm(PUSH_MESSAGES.enabled)}
        </p>
      ) : (
        <div className="flex flex-wrap items-center gap-3">
          <Button type="button" onClick={() => void turnOn()} disabled={enabling}>
            {enabling ? tm(PUSH_MESSAGES.enabling) : tm(PUSH_MESSAGES.enable)}
          </Button>
        </div>
      )}
      {problem ? (
        <p role="alert" className="text-sm text-destructive">
          {problem}
        </p>
      ) : null}

      <div className="flex items-start justify-between gap-4">
        <div>
          <span id="push-hide-label" className="block text-sm font-medium">
            {tm(PUSH_MESSAGES.hideContent)}
          </span>
          <span className="block text-sm text-muted-foreground">{tm(PUSH_MESSAGES.hideContentDescription)}</span>
        </div>
        <Switch
          checked={prefs.push_hide_content}
          onCheckedChange={(v) => set({ push_hide_content: v })}
          aria-labelledby="push-hide-label"
        />
      </div>

      <div className="grid gap-2">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h4 className="text-sm font-semibold">{tm(PUSH_MESSAGES.devicesTitle)}</h4>
          <Button
            type="button"
            variant="outline"
            size="sm"
            disabled={writes.test.busy || items.length === 0}
            onClick={() =>
              void writes.test.submit(undefined, {
                success: (r) => ({ title: r.queued > 0 ? tm(PUSH_MESSAGES.testSent) : tm(PUSH_MESSAGES.testNone) }),
                failure: { title: tm(PUSH_MESSAGES.unavailable) },
              })
            }
          >
            {tm(PUSH_MESSAGES.test)}
          </Button>
        </div>
        {devices.isError ? (
          <ErrorState message={tm(PUSH_MESSAGES.unavailable)} onRetry={() => void devices.refetch()} retrying={devices.isFetching} />
        ) : !devices.data ? (
          <div role="status" aria-busy="true">
            <span className="sr-only">{t('push.loadingDevices', 'Loading devices...')}</span>
            <Skeleton className="h-10" />
          </div>
        ) : items.length === 0 ? (
          <p className="text-sm text-muted-foreground">{tm(PUSH_MESSAGES.noDevices)}</p>
        ) : (
          <ul className="divide-y rounded-md border" aria-label={tm(PUSH_MESSAGES.devicesTitle)}>
            {items.map((d) => (
              <li key={d.id} className="flex items-center justify-between gap-3 px-3 py-2 text-sm" data-testid="push-device">
                <span className="flex min-w-0 items-center gap-2">
                  <Smartphone className="size-4 shrink-0" aria-hidden="true" />
                  <span className="min-w-0">
                    <span className="block truncate font-medium">
                      {d.device_name}
                      {d.id === hereId ? (
                        <span className="ml-2 text-xs text-muted-foreground">({tm(PUSH_MESSAGES.thisDevice)})</span>
                      ) : null}
                    </span>
                    <span className="block truncate text-muted-foreground">{d.service}</span>
                  </span>
                </span>
                <Button
                  type="button"
                  variant="ghost"
                  size="sm"
                  aria-label={`${tm(PUSH_MESSAGES.remove)} ${d.device_name}`}
                  disabled={writes.remove.busy}
                  onClick={async () => {
                    const r = await writes.remove.submit(d.id, {
                      success: { title: tm(PUSH_MESSAGES.removed) },
                      failure: { title: tm(PUSH_MESSAGES.unavailable) },
                    });
                    if (r.ok && here && d.id === hereId) {
                      await unsubscribeHere(here);
                      setHere(await currentEndpoint());
                    }
                  }}
                >
                  {tm(PUSH_MESSAGES.remove)}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

/** Which device of the list is this browser: the id the server gave when push was turned on here. */
const DEVICE_KEY = 'mb-push-device';
function readDeviceId(): string | null {
  try {
    return localStorage.getItem(DEVICE_KEY);
  } catch {
    return null;
  }
}
function storeDeviceId(id: string) {
  try {
    localStorage.setItem(DEVICE_KEY, id);
  } catch {
    // storage refused (a private window): the list just shows no "This device"
  }
}
