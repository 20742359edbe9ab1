import { zodResolver } from '@hookform/resolvers/zod';
import { PAYMENT_MODES, type PlatformSettingsInput, type PlatformSettingsView, platformSettingsInput } from '@mb/contract/staff-admin';
import { STAFF_ADMIN_MESSAGES } from '@mb/contract/ui-text';
import { type UseFormRegisterReturn, useForm } from 'react-hook-form';
import { z } from 'zod';
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
import { t, tm } from '../../lib/i18n';
import { AdminFrame, formatDateTime } from './admin-frame';
import { usePlatformSettings, useUpdatePlatformSettings } from './admin-queries';

const modeLabels = (): Record<(typeof PAYMENT_MODES)[number], { label: string; hint: string }> => ({
  'built-in': {
    label: t('staff.platforms.builtIn', 'Built-in'),
    hint: t('staff.platforms.builtInHint', 'Payments are simulated inside the product; nothing is charged.'),
  },
  live: { label: t('staff.platforms.live', 'Live'), hint: t('staff.platforms.liveHint', 'Payments go to the live payment provider.') },
});

/** The same in every language. */
const URL_PLACEHOLDER = 'https://';

const SECRETS = ['compliance_hub_api_key', 'compliance_hub_api_secret'] as const;
type SecretKey = (typeof SECRETS)[number];

/**
 * The form's text as the server's input (a secret typed sets it, one marked to remove clears it, an
 * empty one is left as it is; the hours as a number), checked by the contract's schema.
 */
const settingsForm = z
  .object({
    compliance_hub_base_url: z.string(),
    compliance_hub_api_key: z.string(),
    compliance_hub_api_secret: z.string(),
    cleared: z.object({ compliance_hub_api_key: z.boolean(), compliance_hub_api_secret: z.boolean() }),
    payment_provider_mode: z.enum(PAYMENT_MODES),
    review_every_upload: z.boolean(),
    listing_review_hours: z.string(),
  })
  .transform(({ cleared, ...d }): PlatformSettingsInput => {
    const body: PlatformSettingsInput = {
      compliance_hub_base_url: d.compliance_hub_base_url.trim(),
      payment_provider_mode: d.payment_provider_mode,
      review_every_upload: d.review_every_upload,
      listing_review_hours: d.listing_review_hours.trim() === '' ? Number.NaN : Number(d.listing_review_hours),
    };
    for (const k of SECRETS) {
      if (cleared[k]) body[k] = null;
      else if (d[k].trim()) body[k] = d[k];
    }
    return body;
  })
  .pipe(platformSettingsInput);
type SettingsDraft = z.input<typeof settingsForm>;
// The fields that show an error; anything else the server says goes above the button.
const FIELDS = ['compliance_hub_base_url', ...SECRETS, 'listing_review_hours'] as const;

/** A write-only secret: shows whether one is set (masked), takes a new value, or clears it. */
function SecretField({
  label,
  view,
  input,
  cleared,
  error,
  onClear,
}: {
  label: string;
  view: PlatformSettingsView[SecretKey];
  input: UseFormRegisterReturn;
  cleared: boolean;
  error?: string;
  onClear: (c: boolean) => void;
}) {
  const status = cleared
    ? t('staff.secret.willRemove', 'Will be removed when you save')
    : view.is_set
      ? t('staff.secret.set', 'Set: {masked}', { masked: view.masked })
      : t('staff.secret.notSet', 'Not set');
  return (
    <Field
      label={label}
      error={error}
      hint={t('staff.secret.hint', '{status}. Stored secrets are never shown again; type a new value to replace it.', { status })}
    >
      {(p) => (
        <div className="flex gap-2">
          <Input
            {...p}
            type="password"
            autoComplete="new-password"
            placeholder={view.is_set ? (view.masked ?? '') : t('staff.secret.notSet', 'Not set')}
            {...input}
          />
          {view.is_set ? (
            <Button type="button" variant="outline" onClick={() => onClear(!cleared)} aria-pressed={cleared}>
              {cleared ? t('staff.secret.keep', 'Keep') : t('staff.secret.remove', 'Remove')}
            </Button>
          ) : null}
        </div>
      )}
    </Field>
  );
}

function SettingsForm({ settings }: { settings: PlatformSettingsView }) {
  const update = useUpdatePlatformSettings();
  const form = useForm<SettingsDraft, unknown, z.output<typeof settingsForm>>({
    resolver: zodResolver(settingsForm),
    defaultValues: {
      compliance_hub_base_url: settings.compliance_hub_base_url,
      compliance_hub_api_key: '',
      compliance_hub_api_secret: '',
      cleared: { compliance_hub_api_key: false, compliance_hub_api_secret: false },
      payment_provider_mode: settings.payment_provider_mode,
      review_every_upload: settings.review_every_upload,
      listing_review_hours: String(settings.listing_review_hours),
    },
  });
  const { errors } = form.formState;
  const [cleared, mode, reviewAll] = form.watch(['cleared', 'payment_provider_mode', 'review_every_upload']);

  const submit = form.handleSubmit(async (body) => {
    const r = await update.submit(body, {
      form: { setError: form.setError, fields: FIELDS },
      success: { title: tm(STAFF_ADMIN_MESSAGES.settingsSaved) },
    });
    if (r.ok) {
      for (const k of SECRETS) form.setValue(k, '');
      form.setValue('cleared', { compliance_hub_api_key: false, compliance_hub_api_secret: false });
    }
  });
  const last = Object.values(settings.updated)
    .map((u) => u.updated_at)
    .filter((d): d is string => Boolean(d))
    .sort()
    .at(-1);

  return (
    <form onSubmit={submit} noValidate className="grid gap-6" aria-label={t('staff.platforms.form', 'Platform settings')}>
      <Card>
        <CardHeader>
          <CardTitle className="text-lg">{t('staff.platforms.hub', 'Compliance hub')}</CardTitle>
          <CardDescription>
            {t('staff.platforms.hubLead', 'Identity verification and verified domains come from the compliance hub.')}
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          <Field
            label={t('staff.platforms.baseUrl', 'Base URL')}
            error={errors.compliance_hub_base_url?.message}
            hint={t('staff.platforms.baseUrlHint', 'For example https://hub.example.com. Leave empty to use the built-in default.')}
          >
            {(p) => <Input {...p} type="url" inputMode="url" placeholder={URL_PLACEHOLDER} {...form.register('compliance_hub_base_url')} />}
          </Field>
          <SecretField
            label={t('staff.platforms.apiKey', 'API key')}
            view={settings.compliance_hub_api_key}
            input={form.register('compliance_hub_api_key')}
            cleared={cleared.compliance_hub_api_key}
            error={errors.compliance_hub_api_key?.message}
            onClear={(c) => form.setValue('cleared.compliance_hub_api_key', c)}
          />
          <SecretField
            label={t('staff.platforms.apiSecret', 'API secret')}
            view={settings.compliance_hub_api_secret}
            input={form.register('compliance_hub_api_secret')}
            cleared={cleared.compliance_hub_api_secret}
            error={errors.compliance_hub_api_secret?.message}
            onClear={(c) => form.setValue('cleared.compliance_hub_api_secret', c)}
          />
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle className="text-lg">{t('staff.platforms.payments', 'Payments')}</CardTitle>
          <CardDescription>{t('staff.platforms.paymentsLead', 'Which payment provider subscriptions and listings use.')}</CardDescription>
        </CardHeader>
        <CardContent>
          <RadioGroup
            value={mode}
            onValueChange={(v) => form.setValue('payment_provider_mode', v as typeof mode)}
            aria-label={t('staff.platforms.mode', 'Payment provider mode')}
            className="grid gap-3"
          >
            {PAYMENT_MODES.map((m) => (
              <div key={m} className="flex items-start gap-3">
                <RadioGroupItem value={m} id={`mode-${m}`} className="mt-0.5" />
                <Label htmlFor={`mode-${m}`} className="grid gap-0.5 font-normal">
                  <span className="font-medium">{modeLabels()[m].label}</span>
                  <span className="text-sm text-muted-foreground">{modeLabels()[m].hint}</span>
                </Label>
              </div>
            ))}
          </RadioGroup>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle className="text-lg">{t('staff.platforms.review', 'Review')}</CardTitle>
          <CardDescription>
            {t('staff.platforms.reviewLead', 'How uploads and business listings are reviewed before they are public.')}
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-5">
          <div className="flex items-start justify-between gap-4">
            <Label htmlFor="review-all" className="grid gap-0.5 font-normal">
              <span className="font-medium">{t('staff.platforms.reviewAll', 'Review every upload before publication')}</span>
              <span className="text-sm text-muted-foreground">
                {t('staff.platforms.reviewAllHint', "Off: verified members' uploads skip the moderation delay (spec default).")}
              </span>
            </Label>
            <Switch id="review-all" checked={reviewAll} onCheckedChange={(on) => form.setValue('review_every_upload', on)} />
          </div>
          <Field
            label={t('staff.platforms.listingHours', 'Listing review time (hours)')}
            error={errors.listing_review_hours?.message}
            hint={t('staff.platforms.listingHoursHint', 'The time stated to businesses for a listing review. Default 48.')}
          >
            {(p) => (
              <Input {...p} type="number" min={1} max={720} step={1} className="max-w-32" {...form.register('listing_review_hours')} />
            )}
          </Field>
        </CardContent>
      </Card>

      <FormError message={update.error} />
      <div className="flex flex-wrap items-center justify-end gap-4">
        {last ? (
          <span className="text-sm text-muted-foreground">
            {t('staff.platforms.lastChanged', 'Last changed {date}', { date: formatDateTime(last) })}
          </span>
        ) : null}
        <Button type="submit" disabled={update.busy}>
          {update.busy ? t('staff.saving', 'Saving...') : t('staff.platforms.save', 'Save settings')}
        </Button>
      </div>
    </form>
  );
}

export default function PlatformsPage() {
  const settings = usePlatformSettings();
  return (
    <AdminFrame
      title={t('staff.nav.platforms', 'Platforms')}
      description={t('staff.platforms.lead', 'Compliance hub, payment provider and review settings. Every change is recorded.')}
    >
      {settings.isPending ? (
        <Loading label={t('staff.platforms.loading', 'Loading platform settings...')} className="grid gap-4">
          <Skeleton className="h-64" />
          <Skeleton className="h-32" />
        </Loading>
      ) : settings.isError ? (
        <ErrorState message={tm(STAFF_ADMIN_MESSAGES.loadFailed)} onRetry={() => void settings.refetch()} retrying={settings.isFetching} />
      ) : (
        <SettingsForm key={JSON.stringify(settings.data.updated)} settings={settings.data} />
      )}
    </AdminFrame>
  );
}
