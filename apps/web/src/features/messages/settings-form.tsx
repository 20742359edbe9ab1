import { MESSAGING_MESSAGES, WHO_MAY_MESSAGE, WHO_MAY_MESSAGE_LABELS, type WhoMayMessage } from '@mb/contract/messaging';
import { ErrorState } from '../../components/page/states';
import { Label } from '../../components/ui/label';
import { RadioGroup, RadioGroupItem } from '../../components/ui/radio-group';
import { Skeleton } from '../../components/ui/skeleton';
import { Switch } from '../../components/ui/switch';
import { tm } from '../../lib/i18n';
import { useMessagingSettings, useUpdateMessagingSettings } from './queries';

/** Who may message me and read receipts: each change saved at once, put back with a toast if refused. */
export function MessagingSettingsForm() {
  const settings = useMessagingSettings();
  const update = useUpdateMessagingSettings();
  if (settings.isPending) return <Skeleton className="h-40 w-full" />;
  if (settings.isError) return <ErrorState message={tm(MESSAGING_MESSAGES.loadFailed)} onRetry={() => void settings.refetch()} />;
  const save = (patch: Parameters<typeof update.submit>[0]) =>
    void update.submit(patch, {
      success: { title: tm(MESSAGING_MESSAGES.saved) },
      failure: { title: tm(MESSAGING_MESSAGES.saveFailed) },
    });
  return (
    <div className="grid gap-6">
      <fieldset className="grid gap-3">
        <legend className="mb-1 text-sm font-medium">{tm(MESSAGING_MESSAGES.whoMayMessage)}</legend>
        <RadioGroup value={settings.data.who_may_message} onValueChange={(v) => save({ who_may_message: v as WhoMayMessage })}>
          {WHO_MAY_MESSAGE.map((k) => (
            <div key={k} className="flex items-center gap-2">
              <RadioGroupItem value={k} id={`who-${k}`} />
              <Label htmlFor={`who-${k}`}>{tm(WHO_MAY_MESSAGE_LABELS[k])}</Label>
            </div>
          ))}
        </RadioGroup>
        <p className="text-xs text-muted-foreground">{tm(MESSAGING_MESSAGES.whoMayMessageHint)}</p>
      </fieldset>
      <div className="flex items-start justify-between gap-4">
        <div>
          <Label htmlFor="read-receipts">{tm(MESSAGING_MESSAGES.readReceipts)}</Label>
          <p className="text-xs text-muted-foreground">{tm(MESSAGING_MESSAGES.readReceiptsHint)}</p>
        </div>
        <Switch id="read-receipts" checked={settings.data.read_receipts} onCheckedChange={(v) => save({ read_receipts: v })} />
      </div>
    </div>
  );
}
