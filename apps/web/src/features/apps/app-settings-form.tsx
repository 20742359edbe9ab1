import { zodResolver } from '@hookform/resolvers/zod';
import { type AppConfiguration, appSettingsInput } from '@mb/contract/app-store';
import { APP_STORE_MESSAGES as M } from '@mb/contract/app-store-access';
import type { AppSettingField } from '@mb/contract/mini-apps';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { ErrorState, Loading } from '../../components/page/states';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { FormError } from '../../components/ui/form-error';
import { Input } from '../../components/ui/input';
import { Skeleton } from '../../components/ui/skeleton';
import { Switch } from '../../components/ui/switch';
import { t, tm } from '../../lib/i18n';
import { useAppSettings, useSaveAppSettings } from './queries';

const selectClass =
  'flex h-10 w-full rounded-md border border-input bg-background px-3 text-sm focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring';

type Values = { configuration: AppConfiguration };

/** The installation's settings (spec §3 configuration), loaded from and saved to the server. */
export function AppSettingsCard({ appId, fields }: { appId: string; fields: readonly AppSettingField[] }) {
  const settings = useAppSettings(appId, true);
  return (
    <section
      aria-labelledby="app-settings-title"
      className="grid gap-4 rounded-lg border bg-card p-5 text-card-foreground"
      data-testid="app-settings"
    >
      <div className="grid gap-1">
        <h2 id="app-settings-title" className="text-lg font-semibold">
          {t('apps.settings', 'Settings')}
        </h2>
        <p className="text-sm text-muted-foreground">
          {t('apps.settings.text', 'Saved with your installation; kept if you uninstall and install again.')}
        </p>
      </div>
      {settings.isPending ? (
        <Loading label={t('apps.settings.loading', 'Loading the settings...')} className="grid gap-3">
          <Skeleton className="h-10 w-full" />
          <Skeleton className="h-10 w-full" />
        </Loading>
      ) : settings.isError ? (
        <ErrorState message={tm(M.settingsLoadFailed)} onRetry={() => void settings.refetch()} retrying={settings.isFetching} />
      ) : (
        <SettingsForm
          key={JSON.stringify(settings.data.configuration)}
          appId={appId}
          fields={fields}
          initial={settings.data.configuration}
        />
      )}
    </section>
  );
}

function SettingsForm({ appId, fields, initial }: { appId: string; fields: readonly AppSettingField[]; initial: AppConfiguration }) {
  const save = useSaveAppSettings();
  const form = useForm<Values>({
    resolver: zodResolver(z.object({ configuration: appSettingsInput(appId) })) as never,
    defaultValues: { configuration: initial },
  });
  const errors = form.formState.errors.configuration as Record<string, { message?: string } | undefined> | undefined;
  const names = fields.map((f) => `configuration.${f.key}`);
  const onSubmit = form.handleSubmit(async (values) => {
    const r = await save.submit(
      { id: appId, configuration: values.configuration },
      {
        form: { setError: form.setError, fields: names, focus: true },
        success: { title: tm(M.settingsSaved) },
        failure: { title: tm(M.settingsFailed) },
      },
    );
    if (r.ok) form.reset({ configuration: r.data.configuration });
  });
  return (
    <form onSubmit={onSubmit} className="grid gap-5" noValidate>
      {fields.map((f) => {
        const name = `configuration.${f.key}` as const;
        const error = errors?.[f.key]?.message;
        if (f.kind === 'switch') {
          return (
            <Controller
              key={f.key}
              control={form.control}
              name={name}
              render={({ field }) => (
                <div className="flex items-start justify-between gap-4">
                  <div className="grid gap-0.5">
                    <label htmlFor={`setting-${f.key}`} className="text-sm font-medium">
                      {f.label}
                    </label>
                    {f.help ? <p className="text-xs text-muted-foreground">{f.help}</p> : null}
                    {error ? (
                      <p role="alert" className="text-sm text-destructive">
                        {error}
                      </p>
                    ) : null}
                  </div>
                  <Switch id={`setting-${f.key}`} checked={field.value === true} onCheckedChange={field.onChange} onBlur={field.onBlur} />
                </div>
              )}
            />
          );
        }
        if (f.kind === 'select') {
          return (
            <Field key={f.key} label={f.label} hint={f.help} error={error}>
              {(p) => (
                <select {...p} {...form.register(name)} className={selectClass}>
                  {f.options.map((o) => (
                    <option key={o.value} value={o.value}>
                      {o.label}
                    </option>
                  ))}
                </select>
              )}
            </Field>
          );
        }
        return (
          <Field
            key={f.key}
            label={`${f.label} (${f.unit})`}
            hint={f.help ?? t('apps.settings.range', '{min} to {max} {unit}.', { min: f.min, max: f.max, unit: f.unit })}
            error={error}
          >
            {(p) => (
              <Input
                {...p}
                type="number"
                inputMode="numeric"
                min={f.min}
                max={f.max}
                step={1}
                className="max-w-40"
                {...form.register(name, { setValueAs: (v: string) => (v === '' ? Number.NaN : Number(v)) })}
              />
            )}
          </Field>
        );
      })}
      <FormError message={save.error} />
      <div>
        <Button type="submit" disabled={save.busy || !form.formState.isDirty} data-testid="save-settings">
          {save.busy ? t('apps.settings.saving', 'Saving...') : t('apps.settings.save', 'Save settings')}
        </Button>
      </div>
    </form>
  );
}
