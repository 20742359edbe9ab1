import { NOTIFICATION_MESSAGES, PREFERENCE_KEYS, PREFERENCE_LABELS, type PreferenceKey } from '@mb/contract/notification-types';
import type { NotificationPreferences, NotificationPreferencesPatch } from '@mb/contract/notifications';
import { Bell } from 'lucide-react';
import { ErrorState } from '../../components/page/states';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Label } from '../../components/ui/label';
import { RadioGroup, RadioGroupItem } from '../../components/ui/radio-group';
import { Skeleton } from '../../components/ui/skeleton';
import { Switch } from '../../components/ui/switch';
import { t, tm } from '../../lib/i18n';
import { PushSettings } from './push-settings';
import { usePreferences, useSavePreference } from './queries';

/**
 * The /settings notifications tab: the seven types of spec §3 (on unless turned off), e-mail per type
 * (off unless turned on) and the daily digest. Every switch is saved at once, shown switched straight
 * away and put back with an error toast if the save fails.
 */
export function NotificationSettings() {
  const prefs = usePreferences();
  const save = useSavePreference();
  const set = (patch: NotificationPreferencesPatch) =>
    void save.submit(patch, { failure: { title: tm(NOTIFICATION_MESSAGES.preferenceFailed) } });
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Bell className="size-5" aria-hidden="true" />
          {t('notificationSettings.title', 'Notifications')}
        </CardTitle>
        <CardDescription>
          {t(
            'notificationSettings.intro',
            'Choose what you hear about, and what also comes by e-mail or as a push notification. Changes are saved as you make them.',
          )}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {prefs.data ? (
          <Preferences prefs={prefs.data} set={set} />
        ) : prefs.isError ? (
          <ErrorState message={tm(NOTIFICATION_MESSAGES.loadFailed)} onRetry={() => void prefs.refetch()} retrying={prefs.isFetching} />
        ) : (
          <div role="status" aria-busy="true" className="grid gap-3">
            <span className="sr-only">{t('notificationSettings.loading', 'Loading notification settings...')}</span>
            {PREFERENCE_KEYS.map((k) => (
              <Skeleton key={k} className="h-12" />
            ))}
          </div>
        )}
      </CardContent>
    </Card>
  );
}

function Preferences({ prefs, set }: { prefs: NotificationPreferences; set: (p: NotificationPreferencesPatch) => void }) {
  return (
    <div className="grid gap-6">
      <table className="w-full text-sm">
        <caption className="sr-only">{t('notificationSettings.types', 'Notification types')}</caption>
        <thead>
          <tr className="text-left text-xs text-muted-foreground">
            <th scope="col" className="pb-2 font-medium">
              {t('notificationSettings.type', 'Type')}
            </th>
            <th scope="col" className="w-12 pb-2 text-center font-medium sm:w-16">
              {t('notificationSettings.inApp', 'In app')}
            </th>
            <th scope="col" className="w-12 pb-2 text-center font-medium sm:w-16">
              {t('notificationSettings.email', 'E-mail')}
            </th>
            <th scope="col" className="w-12 pb-2 text-center font-medium sm:w-16">
              {t('notificationSettings.push', 'Push')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y">
          {PREFERENCE_KEYS.map((k) => (
            <PreferenceRow key={k} k={k} prefs={prefs} set={set} />
          ))}
        </tbody>
      </table>
      <PushSettings prefs={prefs} set={set} />
      <fieldset className="grid gap-3">
        <legend className="mb-1 text-sm font-semibold">{t('notificationSettings.digest', 'Daily digest')}</legend>
        <p className="text-sm text-muted-foreground">
          {t('notificationSettings.digestHint', 'One e-mail a day with your unread notifications, only on days there are some.')}
        </p>
        <RadioGroup
          value={prefs.digest}
          onValueChange={(v) => set({ digest: v === 'daily' ? 'daily' : 'off' })}
          className="flex flex-wrap gap-6"
          aria-label={t('notificationSettings.digest', 'Daily digest')}
        >
          <div className="flex items-center gap-2">
            <RadioGroupItem value="off" id="digest-off" />
            <Label htmlFor="digest-off">{t('notificationSettings.digestOff', 'Off')}</Label>
          </div>
          <div className="flex items-center gap-2">
            <RadioGroupItem value="daily" id="digest-daily" />
            <Label htmlFor="digest-daily">{t('notificationSettings.digestDaily', 'Daily')}</Label>
          </div>
        </RadioGroup>
      </fieldset>
    </div>
  );
}

function PreferenceRow({
  k,
  prefs,
  set,
}: {
  k: PreferenceKey;
  prefs: NotificationPreferences;
  set: (p: NotificationPreferencesPatch) => void;
}) {
  const label = tm(PREFERENCE_LABELS[k].label);
  const description = tm(PREFERENCE_LABELS[k].description);
  const on = prefs[k];
  return (
    <tr data-testid={`preference-${k}`}>
      <th scope="row" className="py-3 pr-3 text-left font-normal">
        <span id={`pref-${k}`} className="block font-medium">
          {label}
        </span>
        <span className="block text-muted-foreground">{description}</span>
      </th>
      <td className="py-3 text-center">
        <Switch
          checked={on}
          onCheckedChange={(v) => set({ [k]: v })}
          aria-label={t('notificationSettings.inAppOf', '{label}: in app', { label })}
        />
      </td>
      <td className="py-3 text-center">
        <Switch
          checked={on && prefs.email[k]}
          disabled={!on}
          onCheckedChange={(v) => set({ email: { [k]: v } })}
          aria-label={t('notificationSettings.emailOf', '{label}: e-mail', { label })}
          title={on ? undefined : t('notificationSettings.emailNeedsOn', 'Turn this type on to get it by e-mail')}
        />
      </td>
      <td className="py-3 text-center">
        <Switch
          checked={on && prefs.push[k]}
          disabled={!on}
          onCheckedChange={(v) => set({ push: { [k]: v } })}
          aria-label={t('notificationSettings.pushOf', '{label}: push', { label })}
          title={on ? undefined : t('notificationSettings.pushNeedsOn', 'Turn this type on to get it as a push notification')}
        />
      </td>
    </tr>
  );
}
