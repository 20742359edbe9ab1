import { zodResolver } from '@hookform/resolvers/zod';
import {
  WATERMARK_LIMITS,
  WATERMARK_MESSAGES,
  WATERMARK_POSITION_LABELS,
  WATERMARK_POSITIONS,
  type Watermark,
  type WatermarkPosition,
  watermarkInput,
} from '@mb/contract/portfolio-watermark';
import { Stamp } from 'lucide-react';
import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { ErrorState, Loading } from '../../components/page/states';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Field } from '../../components/ui/field';
import { FormError } from '../../components/ui/form-error';
import { Input } from '../../components/ui/input';
import { Progress } from '../../components/ui/progress';
import { RadioGroup, RadioGroupItem } from '../../components/ui/radio-group';
import { Skeleton } from '../../components/ui/skeleton';
import { Switch } from '../../components/ui/switch';
import { errorMessage } from '../../lib/form-errors';
import { t, tm } from '../../lib/i18n';
import { useMyProfile } from '../profiles';
import { useMyWatermark, useSetWatermark } from './queries';

type FormValues = z.input<typeof watermarkInput>;

const selectClass =
  'flex h-10 w-full rounded-md border border-input bg-background px-3 text-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring';

/**
 * The portfolio manager's Watermark tab (issue 35): the member's @username or a short text on the large
 * view of their pictures and on their videos for everyone but them, in a corner or tiled, at an opacity;
 * the originals stay clean. Saving re-renders the copies in the background; the bar shows how far it has come.
 */
export default function WatermarkPanel() {
  const watermark = useMyWatermark();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="grid gap-6">
      <Card>
        <CardHeader>
          <CardTitle id={headingId} className="flex items-center gap-2">
            <Stamp className="size-5" aria-hidden />
            {t('watermark.title', 'Watermark')}
          </CardTitle>
          <CardDescription>
            {t(
              'watermark.intro',
              'Your @username or a short text, written on the large view of your pictures for everyone but you: on your profile, in the feed, in casting applications and on share links. Your originals stay clean, and so do the small grid pictures. Staff and your own data export get the originals.',
            )}{' '}
            {t(
              'watermark.videos',
              'Your videos carry it too. Marking a video takes a while: until it is done, or if it cannot be done, others see only its cover picture, watermarked.',
            )}
          </CardDescription>
        </CardHeader>
        <CardContent>
          {watermark.isPending ? (
            <Loading label={t('watermark.loading', 'Loading your watermark')} className="grid gap-3">
              <Skeleton className="h-10" />
              <Skeleton className="h-40" />
            </Loading>
          ) : watermark.isError ? (
            <ErrorState
              title={t('watermark.loadFailed', 'Your watermark could not be loaded')}
              message={errorMessage(watermark.error)}
              onRetry={() => void watermark.refetch()}
              retrying={watermark.isFetching}
            />
          ) : (
            <div className="grid gap-6">
              <RenderProgress watermark={watermark.data} />
              <WatermarkForm watermark={watermark.data} />
            </div>
          )}
        </CardContent>
      </Card>
    </section>
  );
}

function RenderProgress({ watermark }: { watermark: Watermark }) {
  const { state, done, total } = watermark.progress;
  if (state === 'idle') return null;
  const pct = total ? Math.round((done / total) * 100) : 100;
  return (
    <div className="grid gap-2 rounded-lg border bg-muted/40 p-4" role="status" data-testid="watermark-progress" data-state={state}>
      <p className="text-sm font-medium">
        {state === 'rendering'
          ? t('watermark.progress', 'Updating your pictures: {done} of {total}', { done, total })
          : watermark.enabled
            ? t(
                'watermark.done',
                '{total, plural, one {Your picture carries your watermark.} other {All # pictures carry your watermark.}}',
                {
                  total,
                },
              )
            : t('watermark.none', 'Your pictures are shown without a watermark.')}
      </p>
      <Progress value={state === 'rendering' ? pct : 100} label={t('watermark.progressLabel', 'Pictures updated')} />
    </div>
  );
}

function WatermarkForm({ watermark }: { watermark: Watermark }) {
  const save = useSetWatermark();
  const username = useMyProfile().data?.username;
  const form = useForm<FormValues>({
    resolver: zodResolver(watermarkInput),
    defaultValues: {
      enabled: watermark.enabled,
      text_source: watermark.text_source,
      custom_text: watermark.custom_text ?? '',
      position: watermark.position,
      opacity: watermark.opacity,
    },
  });
  const values = form.watch();
  const switchId = useId();
  const sourceId = useId();
  const onSubmit = form.handleSubmit(async (v) => {
    await save.submit(v as z.output<typeof watermarkInput>, {
      form: { setError: form.setError, fields: ['enabled', 'text_source', 'custom_text', 'position', 'opacity'] },
      success: { title: tm(v.enabled ? WATERMARK_MESSAGES.saved : WATERMARK_MESSAGES.turnedOff) },
    });
  });
  const previewText =
    values.text_source === 'custom' ? values.custom_text || '…' : username ? `@${username}` : t('geoblock.memberExample', '@username');
  return (
    <form
      onSubmit={onSubmit}
      className="grid gap-5 md:grid-cols-[1fr_16rem]"
      aria-label={t('watermark.settings', 'Watermark settings')}
      noValidate
    >
      <div className="grid content-start gap-5">
        <Controller
          control={form.control}
          name="enabled"
          render={({ field }) => (
            <div className="flex items-center gap-3">
              <Switch id={switchId} checked={field.value} onCheckedChange={field.onChange} onBlur={field.onBlur} ref={field.ref} />
              <label htmlFor={switchId} className="text-sm font-medium">
                {t('watermark.enable', 'Watermark my pictures')}
              </label>
            </div>
          )}
        />
        <fieldset className="grid gap-2">
          <legend className="mb-1 text-sm font-medium">{t('watermark.text', 'Text')}</legend>
          <Controller
            control={form.control}
            name="text_source"
            render={({ field }) => (
              <RadioGroup value={field.value} onValueChange={field.onChange} aria-label={t('watermark.textLabel', 'Text of the watermark')}>
                <div className="flex items-center gap-2 text-sm">
                  <RadioGroupItem id={`${sourceId}-username`} value="username" />
                  <label htmlFor={`${sourceId}-username`}>
                    {username
                      ? t('watermark.usernameOf', 'My username (@{username})', { username })
                      : t('watermark.username', 'My username')}
                  </label>
                </div>
                <div className="flex items-center gap-2 text-sm">
                  <RadioGroupItem id={`${sourceId}-custom`} value="custom" />
                  <label htmlFor={`${sourceId}-custom`}>{t('watermark.custom', 'A short text of my own')}</label>
                </div>
              </RadioGroup>
            )}
          />
        </fieldset>
        {values.text_source === 'custom' ? (
          <Field
            label={t('watermark.yourText', 'Your text')}
            error={form.formState.errors.custom_text?.message}
            hint={t('watermark.textHint', 'Up to {max} characters.', { max: WATERMARK_LIMITS.textMax })}
          >
            {(p) => (
              <Input
                {...p}
                maxLength={WATERMARK_LIMITS.textMax}
                placeholder={t('watermark.textExample', '© Jane Doe')}
                {...form.register('custom_text')}
              />
            )}
          </Field>
        ) : null}
        <Field label={t('watermark.where', 'Where')} error={form.formState.errors.position?.message}>
          {(p) => (
            <select {...p} {...form.register('position')} className={selectClass}>
              {WATERMARK_POSITIONS.map((pos) => (
                <option key={pos} value={pos}>
                  {tm(WATERMARK_POSITION_LABELS[pos])}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field
          label={t('watermark.opacity', 'Opacity: {opacity}%', { opacity: values.opacity })}
          error={form.formState.errors.opacity?.message}
        >
          {(p) => (
            <input
              {...p}
              type="range"
              min={WATERMARK_LIMITS.opacityMin}
              max={WATERMARK_LIMITS.opacityMax}
              step={5}
              className="w-full accent-primary"
              {...form.register('opacity', { valueAsNumber: true })}
            />
          )}
        </Field>
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" disabled={save.busy}>
            {save.busy ? t('common.saving', 'Saving...') : t('watermark.save', 'Save watermark')}
          </Button>
        </div>
        <FormError message={save.error} />
      </div>
      <Preview text={previewText} position={values.position} opacity={values.opacity} enabled={values.enabled} />
    </form>
  );
}

const CORNER: Record<Exclude<WatermarkPosition, 'tiled'>, string> = {
  'bottom-right': 'bottom-3 right-3',
  'bottom-left': 'bottom-3 left-3',
  'top-right': 'top-3 right-3',
  'top-left': 'top-3 left-3',
  center: 'top-1/2 left-1/2 -translate-x-1/2 -translate-y-1/2',
};

/** How the mark sits on a picture (drawn by the browser; the server burns the real one in). */
function Preview({ text, position, opacity, enabled }: { text: string; position: WatermarkPosition; opacity: number; enabled: boolean }) {
  return (
    <figure className="grid content-start gap-2">
      <div
        className="relative aspect-[4/3] overflow-hidden rounded-lg bg-gradient-to-br from-rose-300 via-amber-200 to-sky-400"
        aria-hidden="true"
      >
        {enabled ? (
          position === 'tiled' ? (
            <div
              className="absolute inset-[-50%] flex rotate-[-30deg] flex-wrap content-center gap-x-6 gap-y-5"
              style={{ opacity: opacity / 100 }}
            >
              {Array.from({ length: 40 }, (_, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a fixed pattern of the same text
                <span key={i} className="text-xs font-bold text-white [text-shadow:0_0_2px_#000]">
                  {text}
                </span>
              ))}
            </div>
          ) : (
            <span
              className={`absolute rounded bg-black/55 px-2 py-0.5 text-xs font-bold text-white ${CORNER[position]}`}
              style={{ opacity: opacity / 100 }}
            >
              {text}
            </span>
          )
        ) : null}
      </div>
      <figcaption className="text-xs text-muted-foreground">
        {enabled ? t('watermark.preview', 'What others see on your large pictures.') : t('watermark.off', 'Watermark off.')}
      </figcaption>
    </figure>
  );
}
