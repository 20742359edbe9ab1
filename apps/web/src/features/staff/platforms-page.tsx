import { PAYMENT_MODES, type PlatformSettingsInput, type PlatformSettingsView, platformSettingsInput } from '@mb/contract/staff-admin';
import { STAFF_ADMIN_MESSAGES } from '@mb/contract/ui-text';
import { type FormEvent, useState } from 'react';
import { ErrorState, Loading } from '../../components/page/states';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Field } from '../../components/ui/field';
import { FormError } from '../../components/ui/form-error';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { RadioGroup, RadioGroupItem } from '../../components/ui/radio-group';
import { Skeleton } from '../../components/ui/skeleton';
import { Switch } from '../../components/ui/switch';
import { AdminFrame, formatDateTime } from './admin-frame';
import { usePlatformSettings, useUpdatePlatformSettings } from './admin-queries';

const MODE_LABELS: Record<(typeof PAYMENT_MODES)[number], { label: string; hint: string }> = {
  'built-in': { label: 'Built-in', hint: 'Payments are simulated inside the product; nothing is charged.' },
  live: { label: 'Live', hint: 'Payments go to the live payment provider.' },
};

type SecretKey = 'compliance_hub_api_key' | 'compliance_hub_api_secret';

/** A write-only secret: shows whether one is set (masked), takes a new value, or clears it. */
function SecretField({
  label,
  view,
  value,
  cleared,
  error,
  onChange,
  onClear,
}: {
  label: string;
  view: PlatformSettingsView[SecretKey];
  value: string;
  cleared: boolean;
  error?: string;
  onChange: (v: string) => void;
  onClear: (c: boolean) => void;
}) {
  const status = cleared ? 'Will be removed when you save' : view.is_set ? `Set: ${view.masked}` : 'Not set';
  return (
    <Field label={label} error={error} hint={`${status}. Stored secrets are never shown again; type a new value to replace it.`}>
      {(p) => (
        <div className="flex gap-2">
          <Input
            {...p}
            type="password"
            autoComplete="new-password"
            value={value}
            placeholder={view.is_set ? (view.masked ?? '') : 'Not set'}
            onChange={(e) => onChange(e.target.value)}
          />
          {view.is_set ? (
            <Button type="button" variant="outline" onClick={() => onClear(!cleared)} aria-pressed={cleared}>
              {cleared ? 'Keep' : 'Remove'}
            </Button>
          ) : null}
        </div>
      )}
    </Field>
  );
}

function SettingsForm({ settings }: { settings: PlatformSettingsView }) {
  const update = useUpdatePlatformSettings();
  const [baseUrl, setBaseUrl] = useState(settings.compliance_hub_base_url);
  const [secrets, setSecrets] = useState<Record<SecretKey, string>>({ compliance_hub_api_key: '', compliance_hub_api_secret: '' });
  const [cleared, setCleared] = useState<Record<SecretKey, boolean>>({ compliance_hub_api_key: false, compliance_hub_api_secret: false });
  const [mode, setMode] = useState(settings.payment_provider_mode);
  const [reviewAll, setReviewAll] = useState(settings.review_every_upload);
  const [hours, setHours] = useState(String(settings.listing_review_hours));
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const body: Record<string, unknown> = {
      compliance_hub_base_url: baseUrl.trim(),
      payment_provider_mode: mode,
      review_every_upload: reviewAll,
      listing_review_hours: hours.trim() === '' ? Number.NaN : Number(hours),
    };
    for (const k of ['compliance_hub_api_key', 'compliance_hub_api_secret'] as const) {
      if (cleared[k]) body[k] = null;
      else if (secrets[k].trim()) body[k] = secrets[k];
    }
    const parsed = platformSettingsInput.safeParse(body);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setErrors({});
    const r = await update.submit(parsed.data as PlatformSettingsInput, { success: { title: STAFF_ADMIN_MESSAGES.settingsSaved } });
    if (r.ok) {
      setSecrets({ compliance_hub_api_key: '', compliance_hub_api_secret: '' });
      setCleared({ compliance_hub_api_key: false, compliance_hub_api_secret: false });
    } else if (r.error && typeof r.error === 'object' && 'fields' in r.error) {
      setErrors((r.error as { fields: Record<string, string> }).fields);
    }
  };
  const last = Object.values(settings.updated)
    .map((u) => u.updated_at)
    .filter((d): d is string => Boolean(d))
    .sort()
    .at(-1);

  return (
    <form onSubmit={submit} noValidate className="grid gap-6" aria-label="Platform settings">
      <Card>
        <CardHeader>
          <CardTitle className="text-lg">Compliance hub</CardTitle>
          <CardDescription>Identity verification and verified domains come from the compliance hub.</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          <Field
            label="Base URL"
            error={errors.compliance_hub_base_url}
            hint="For example https://hub.example.com. Leave empty to use the built-in default."
          >
            {(p) => (
              <Input
                {...p}
                type="url"
                inputMode="url"
                value={baseUrl}
                onChange={(e) => setBaseUrl(e.target.value)}
                placeholder="https://"
              />
            )}
          </Field>
          <SecretField
            label="API key"
            view={settings.compliance_hub_api_key}
            value={secrets.compliance_hub_api_key}
            cleared={cleared.compliance_hub_api_key}
            error={errors.compliance_hub_api_key}
            onChange={(v) => setSecrets((s) => ({ ...s, compliance_hub_api_key: v }))}
            onClear={(c) => setCleared((s) => ({ ...s, compliance_hub_api_key: c }))}
          />
          <SecretField
            label="API secret"
            view={settings.compliance_hub_api_secret}
            value={secrets.compliance_hub_api_secret}
            cleared={cleared.compliance_hub_api_secret}
            error={errors.compliance_hub_api_secret}
            onChange={(v) => setSecrets((s) => ({ ...s, compliance_hub_api_secret: v }))}
            onClear={(c) => setCleared((s) => ({ ...s, compliance_hub_api_secret: c }))}
          />
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle className="text-lg">Payments</CardTitle>
          <CardDescription>Which payment provider subscriptions and listings use.</CardDescription>
        </CardHeader>
        <CardContent>
          <RadioGroup
            value={mode}
            onValueChange={(v) => setMode(v as typeof mode)}
            aria-label="Payment provider mode"
            className="grid gap-3"
          >
            {PAYMENT_MODES.map((m) => (
              <div key={m} className="flex items-start gap-3">
                <RadioGroupItem value={m} id={`mode-${m}`} className="mt-0.5" />
                <Label htmlFor={`mode-${m}`} className="grid gap-0.5 font-normal">
                  <span className="font-medium">{MODE_LABELS[m].label}</span>
                  <span className="text-sm text-muted-foreground">{MODE_LABELS[m].hint}</span>
                </Label>
              </div>
            ))}
          </RadioGroup>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle className="text-lg">Review</CardTitle>
          <CardDescription>How uploads and business listings are reviewed before they are public.</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-5">
          <div className="flex items-start justify-between gap-4">
            <Label htmlFor="review-all" className="grid gap-0.5 font-normal">
              <span className="font-medium">Review every upload before publication</span>
              <span className="text-sm text-muted-foreground">
                Off: verified members' uploads skip the moderation delay (spec default).
              </span>
            </Label>
            <Switch id="review-all" checked={reviewAll} onCheckedChange={setReviewAll} />
          </div>
          <Field
            label="Listing review time (hours)"
            error={errors.listing_review_hours}
            hint="The time stated to businesses for a listing review. Default 48."
          >
            {(p) => (
              <Input
                {...p}
                type="number"
                min={1}
                max={720}
                step={1}
                value={hours}
                onChange={(e) => setHours(e.target.value)}
                className="max-w-32"
              />
            )}
          </Field>
        </CardContent>
      </Card>

      <FormError message={Object.keys(errors).length ? null : update.error} />
      <div className="flex flex-wrap items-center justify-end gap-4">
        {last ? <span className="text-sm text-muted-foreground">Last changed {formatDateTime(last)}</span> : null}
        <Button type="submit" disabled={update.busy}>
          {update.busy ? 'Saving...' : 'Save settings'}
        </Button>
      </div>
    </form>
  );
}

export default function PlatformsPage() {
  const settings = usePlatformSettings();
  return (
    <AdminFrame title="Platforms" description="Compliance hub, payment provider and review settings. Every change is recorded.">
      {settings.isPending ? (
        <Loading label="Loading platform settings..." className="grid gap-4">
          <Skeleton className="h-64" />
          <Skeleton className="h-32" />
        </Loading>
      ) : settings.isError ? (
        <ErrorState message={STAFF_ADMIN_MESSAGES.loadFailed} onRetry={() => void settings.refetch()} retrying={settings.isFetching} />
      ) : (
        <SettingsForm key={JSON.stringify(settings.data.updated)} settings={settings.data} />
      )}
    </AdminFrame>
  );
}
