import { zodResolver } from '@hookform/resolvers/zod';
import {
  AD_BUDGET_KINDS,
  AD_LIMITS,
  type AdCampaign,
  type AdCampaignInput,
  type AdPrices,
  adCampaignInput,
  budgetIssue,
  budgetPrice,
} from '@mb/contract/ads';
import { PROFILE_TYPES, type ProfileType } from '@mb/contract/auth';
import { CONTENT_TYPES, type ContentType, PROFILE_TYPE_LABELS } from '@mb/contract/profiles';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { ImagePicker } from '../../components/image-picker';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../components/ui/dialog';
import { Field } from '../../components/ui/field';
import { FormError } from '../../components/ui/form-error';
import { Input, Textarea } from '../../components/ui/input';
import { ApiError } from '../../lib/api';
import { contentTypeLabel } from '../../lib/content-type-label';
import { t, tm } from '../../lib/i18n';
import { money } from './campaign-figures';
import { useSaveCampaign, useUploadAdImage } from './queries';

/** The link field's placeholder: the same in every language. */
const URL_START = 'https://';

const selectClass =
  'flex h-10 w-full rounded-md border border-input bg-background px-3 text-sm focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring';

/** The form's values as the server's input (the budget as typed), checked by the contract's schema. */
const campaignForm = z
  .object({
    name: z.string(),
    headline: z.string(),
    body: z.string(),
    link_url: z.string(),
    target_content_types: z.array(z.custom<ContentType>()),
    target_profile_types: z.array(z.custom<ProfileType>()),
    target_location: z.string(),
    starts_on: z.string(),
    ends_on: z.string(),
    budget_kind: z.enum(AD_BUDGET_KINDS),
    budget_quantity: z.string(),
  })
  .transform(
    (d): z.input<typeof adCampaignInput> => ({
      ...d,
      // A link left blank (spaces only) is none.
      link_url: d.link_url.trim(),
      budget_quantity: Number(d.budget_quantity),
    }),
  )
  .pipe(adCampaignInput);
type Draft = z.input<typeof campaignForm>;
const FIELDS = [
  'name',
  'headline',
  'body',
  'link_url',
  'target_content_types',
  'target_profile_types',
  'target_location',
  'starts_on',
  'ends_on',
  'budget_quantity',
] as const;

const todayUtc = () => new Date().toISOString().slice(0, 10);

function initial(c: AdCampaign | null): Draft {
  return {
    name: c?.name ?? '',
    headline: c?.headline ?? '',
    body: c?.body ?? '',
    link_url: c?.link_url ?? '',
    target_content_types: c?.target_content_types ?? [],
    target_profile_types: c?.target_profile_types ?? [],
    target_location: c?.target_location ?? '',
    starts_on: c?.starts_on ?? todayUtc(),
    ends_on: c?.ends_on ?? '',
    budget_kind: c?.budget_kind ?? 'impressions',
    budget_quantity: String(c?.budget_quantity ?? 10_000),
  };
}

/** A set of toggles for targeting: none chosen means everyone. */
function Chips<T extends string>({
  legend,
  options,
  labelOf,
  value,
  onChange,
}: {
  legend: string;
  options: readonly T[];
  labelOf: (v: T) => string;
  value: T[];
  onChange: (v: T[]) => void;
}) {
  return (
    <fieldset className="grid gap-1.5">
      <legend className="mb-1.5 text-sm font-medium">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {options.map((o) => {
          const on = value.includes(o);
          return (
            <button
              key={o}
              type="button"
              aria-pressed={on}
              onClick={() => onChange(on ? value.filter((v) => v !== o) : [...value, o])}
              className={`rounded-full border px-3 py-1 text-sm transition-colors focus-visible:outline-2 focus-visible:outline-ring ${
                on ? 'border-primary bg-primary text-primary-foreground' : 'border-input hover:bg-muted'
              }`}
            >
              {labelOf(o)}
            </button>
          );
        })}
      </div>
      <p className="text-xs text-muted-foreground">
        {value.length
          ? t('ads.editor.chosen', '{count} chosen', { count: value.length })
          : t('ads.editor.noneChosen', 'None chosen: everyone')}
      </p>
    </fieldset>
  );
}

/** Create or edit a draft: the creative, the audience, the schedule and the budget (priced as typed). */
export function CampaignEditor({ campaign, prices, onClose }: { campaign: AdCampaign | null; prices: AdPrices; onClose: () => void }) {
  const save = useSaveCampaign();
  const upload = useUploadAdImage();
  const form = useForm<Draft, unknown, AdCampaignInput>({ resolver: zodResolver(campaignForm), defaultValues: initial(campaign) });
  const { errors } = form.formState;
  const [id, setId] = useState(campaign?.id);
  const [imageUrl, setImageUrl] = useState(campaign?.image_url ?? null);
  const [imageError, setImageError] = useState<string>();
  const [headline, text, kind, typed] = form.watch(['headline', 'body', 'budget_kind', 'budget_quantity']);
  // The price follows the budget as it is typed, by the contract's rule.
  const quantity = Number(typed);
  const price = Number.isInteger(quantity) && !budgetIssue(kind, quantity) ? budgetPrice(prices, kind, quantity) : null;

  const onSave = form.handleSubmit(async (body) => {
    const r = await save.submit(
      { id, body },
      {
        form: { setError: form.setError, fields: FIELDS },
        success: { title: id ? t('ads.editor.saved', 'Draft saved.') : t('ads.editor.created', 'Draft created.') },
      },
    );
    if (r.ok) {
      setId(r.data.id);
      onClose();
    }
  });

  const onImage = (file: File) =>
    form.handleSubmit(async (body) => {
      setImageError(undefined);
      // A new campaign is saved first: the image belongs to a draft.
      let target = id;
      if (!target) {
        const r = await save.submit({ body }, { form: { setError: form.setError, fields: FIELDS } });
        if (!r.ok) return;
        target = r.data.id;
        setId(target);
      }
      const u = await upload.submit({ id: target, file }, { success: { title: t('ads.editor.uploaded', 'Image uploaded.') } });
      if (u.ok) setImageUrl(u.data.image_url);
      else if (u.error instanceof ApiError) setImageError(u.error.fields.file ?? u.error.message);
    })();

  return (
    <Dialog open onOpenChange={(o) => !o && onClose()}>
      <DialogContent className="max-w-2xl" aria-describedby={undefined}>
        <DialogHeader>
          <DialogTitle>{campaign ? t('ads.editor.edit', 'Edit campaign') : t('ads.newCampaign', 'New campaign')}</DialogTitle>
          <DialogDescription>
            {t('ads.editor.intro', 'Saved as a draft. Submit it for review when it is ready; it runs once approved and paid.')}
          </DialogDescription>
        </DialogHeader>
        <form className="grid gap-5" aria-label={t('ads.editor.label', 'Campaign')} noValidate onSubmit={onSave}>
          <Field label={t('ads.editor.name', 'Campaign name')} error={errors.name?.message}>
            {(p) => <Input {...p} maxLength={AD_LIMITS.nameMax} {...form.register('name')} />}
          </Field>
          <ImagePicker
            label={t('ads.editor.image', 'Image')}
            noun="image"
            imageUrl={imageUrl}
            alt={t('ads.editor.preview', 'Ad preview')}
            frameClassName="aspect-[3/2] w-40"
            hint={t('ads.editor.imageHint', 'JPEG, PNG or WebP up to 5 MB; shown at 3:2.')}
            busy={upload.busy}
            error={imageError}
            testId="ad-image-input"
            inputId="ad-image"
            onFile={onImage}
          />
          <Field
            label={t('ads.editor.headline', 'Headline')}
            error={errors.headline?.message}
            hint={`${headline.length}/${AD_LIMITS.headlineMax}`}
          >
            {(p) => <Input {...p} maxLength={AD_LIMITS.headlineMax} {...form.register('headline')} />}
          </Field>
          <Field label={t('ads.editor.text', 'Text')} error={errors.body?.message} hint={`${text.length}/${AD_LIMITS.bodyMax}`}>
            {(p) => <Textarea {...p} rows={3} maxLength={AD_LIMITS.bodyMax} {...form.register('body')} />}
          </Field>
          <Field
            label={t('ads.editor.link', 'Link')}
            error={errors.link_url?.message}
            hint={t('ads.editor.linkHint', 'A secure https:// address; clicks go through us first, to be counted.')}
          >
            {(p) => <Input {...p} type="url" inputMode="url" placeholder={URL_START} {...form.register('link_url')} />}
          </Field>
          <Controller
            control={form.control}
            name="target_content_types"
            render={({ field }) => (
              <Chips
                legend={t('ads.editor.contentTypes', 'Content types')}
                options={CONTENT_TYPES}
                labelOf={contentTypeLabel}
                value={field.value}
                onChange={field.onChange}
              />
            )}
          />
          <Controller
            control={form.control}
            name="target_profile_types"
            render={({ field }) => (
              <Chips
                legend={t('ads.editor.profileTypes', 'Profile types')}
                options={PROFILE_TYPES}
                labelOf={(v) => tm(PROFILE_TYPE_LABELS[v])}
                value={field.value}
                onChange={field.onChange}
              />
            )}
          />
          <Field
            label={t('ads.editor.location', 'Location')}
            error={errors.target_location?.message}
            hint={t('ads.editor.locationHint', 'A city, region or country; empty: anywhere.')}
          >
            {(p) => <Input {...p} maxLength={AD_LIMITS.locationMax} {...form.register('target_location')} />}
          </Field>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label={t('ads.editor.start', 'Start')} error={errors.starts_on?.message}>
              {(p) => <Input {...p} type="date" {...form.register('starts_on')} />}
            </Field>
            <Field label={t('ads.editor.end', 'End (optional)')} error={errors.ends_on?.message}>
              {(p) => <Input {...p} type="date" {...form.register('ends_on')} />}
            </Field>
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label={t('ads.editor.budgetIn', 'Budget in')}>
              {(p) => (
                <select
                  {...p}
                  className={selectClass}
                  {...form.register('budget_kind', {
                    onChange: (e) => form.setValue('budget_quantity', e.target.value === 'days' ? '7' : '10000'),
                  })}
                >
                  <option value="impressions">
                    {t('ads.editor.perThousand', 'Impressions ({price} per 1,000)', {
                      price: money(prices.per_1000_impressions_minor, prices.currency),
                    })}
                  </option>
                  <option value="days">
                    {t('ads.editor.perDay', 'Days ({price} per day)', { price: money(prices.per_day_minor, prices.currency) })}
                  </option>
                </select>
              )}
            </Field>
            <Field
              label={kind === 'impressions' ? t('ads.impressions', 'Impressions') : t('ads.editor.days', 'Days')}
              error={errors.budget_quantity?.message}
            >
              {(p) => (
                <Input
                  {...p}
                  type="number"
                  inputMode="numeric"
                  step={kind === 'impressions' ? 1000 : 1}
                  {...form.register('budget_quantity')}
                />
              )}
            </Field>
          </div>
          <p className="text-sm" data-testid="budget-price">
            {t('ads.editor.budget', 'Budget:')}{' '}
            <span className="font-semibold tabular-nums">{price === null ? '—' : money(price, prices.currency)}</span>
            <span className="text-muted-foreground">
              {' '}
              · {t('ads.editor.paidWhen', 'paid when you choose Pay; taxes are the payment provider’s.')}
            </span>
          </p>
          <FormError message={save.error} />
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose}>
              {t('common.cancel', 'Cancel')}
            </Button>
            <Button type="submit" disabled={save.busy} data-testid="save-campaign">
              {save.busy ? t('common.saving', 'Saving...') : t('ads.editor.save', 'Save draft')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
