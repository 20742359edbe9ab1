import {
  BUSINESS_FIELD_MAX,
  BUSINESS_LOGO_RECOMMENDED_PX,
  BUSINESS_MESSAGES,
  BUSINESS_REVIEW_HOURS,
  type BusinessProfile,
  SOCIAL_NETWORK_KEYS,
  SOCIAL_NETWORKS,
  WEEKDAYS,
} from '@mb/contract/business';
import { FilePen, Warehouse } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Controller, type Path, type UseFormReturn, useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { EmptyState, ErrorState } from '../../components/page/states';
import { usePageMeta } from '../../components/page/use-page-meta';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Field } from '../../components/ui/field';
import { FormError } from '../../components/ui/form-error';
import { Input, Textarea } from '../../components/ui/input';
import { Skeleton } from '../../components/ui/skeleton';
import { Switch } from '../../components/ui/switch';
import { ApiError } from '../../lib/api';
import { intlLocale, t, tm } from '../../lib/i18n';
import { PRODUCT_NAME } from '../../lib/product';
import { toast } from '../../lib/toast';
import { cn } from '../../lib/utils';
import { CategoryChips } from './category-chips';
import { ImageUpload } from './image-upload';
import { ProductsEditor, ServicesEditor } from './items-editor';
import { ListingStatusCard } from './listing-status-card';
import { formPath, type ListingValues, listingResolver, patchFromValues, valuesFromListing } from './listing-values';
import { useBusinessUpdates, useMyBusiness, useUpdateMyBusiness, useUploadCover, useUploadLogo } from './queries';

/** The placeholder of an address field: the same in every language. */
const URL_START = 'https://';

type Form = UseFormReturn<ListingValues>;

// 2026-01-05 was a Monday: the weekday's name in the interface's language, from Intl.
const DAY_INDEX: Record<(typeof WEEKDAYS)[number], number> = {
  monday: 0,
  tuesday: 1,
  wednesday: 2,
  thursday: 3,
  friday: 4,
  saturday: 5,
  sunday: 6,
};
const DAY_LABEL = (d: (typeof WEEKDAYS)[number]) => {
  const name = new Intl.DateTimeFormat(intlLocale(), { weekday: 'long', timeZone: 'UTC' }).format(Date.UTC(2026, 0, 5 + DAY_INDEX[d]));
  return name.charAt(0).toLocaleUpperCase(intlLocale()) + name.slice(1);
};

function HoursEditor({ form, disabled }: { form: Form; disabled?: boolean }) {
  const errors = form.formState.errors.business_hours;
  return (
    <Card id="hours">
      <CardHeader>
        <CardTitle>{t('business.hours.title', 'Business hours')}</CardTitle>
        <CardDescription>
          {t('business.hours.intro', 'Days you leave as "Not listed" are not shown. Use 00:00-23:59 for open all day.')}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        {WEEKDAYS.map((d) => {
          const mode = form.watch(`business_hours.${d}.mode`);
          const e = errors?.[d];
          return (
            <div key={d} className="grid gap-2 sm:grid-cols-[7rem_9rem_1fr] sm:items-start">
              <span className="pt-2 text-sm font-medium" id={`hours-${d}`}>
                {DAY_LABEL(d)}
              </span>
              <select
                aria-labelledby={`hours-${d}`}
                className="h-10 rounded-md border border-input bg-background px-2 text-sm"
                disabled={disabled}
                {...form.register(`business_hours.${d}.mode`)}
              >
                <option value="unset">{t('business.hours.unset', 'Not listed')}</option>
                <option value="open">{t('business.hours.open', 'Open')}</option>
                <option value="closed">{t('business.hours.closed', 'Closed')}</option>
              </select>
              {mode === 'open' ? (
                <div className="grid gap-1">
                  <div className="flex items-center gap-2">
                    <Input
                      type="time"
                      aria-label={t('business.hours.opens', '{day} opens', { day: DAY_LABEL(d) })}
                      className="w-32"
                      disabled={disabled}
                      aria-invalid={Boolean(e?.open)}
                      {...form.register(`business_hours.${d}.open`)}
                    />
                    <span aria-hidden="true">–</span>
                    <Input
                      type="time"
                      aria-label={t('business.hours.closes', '{day} closes', { day: DAY_LABEL(d) })}
                      className="w-32"
                      disabled={disabled}
                      aria-invalid={Boolean(e?.close)}
                      {...form.register(`business_hours.${d}.close`)}
                    />
                  </div>
                  {e?.open?.message || e?.close?.message ? (
                    <p role="alert" className="text-sm text-destructive">
                      {e?.open?.message ?? e?.close?.message}
                    </p>
                  ) : null}
                </div>
              ) : (
                <span />
              )}
            </div>
          );
        })}
      </CardContent>
    </Card>
  );
}

function BrandColor({ form, disabled }: { form: Form; disabled?: boolean }) {
  const id = useId();
  const value = form.watch('brand_color');
  const error = form.formState.errors.brand_color?.message;
  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className="text-sm font-medium leading-none">
        {t('business.brandColour', 'Brand colour')}
      </label>
      <div className="flex items-center gap-2">
        <input
          type="color"
          aria-label={t('business.brandColour.pick', 'Pick brand colour')}
          className="h-10 w-12 cursor-pointer rounded-md border border-input bg-background p-1"
          value={/^#[0-9a-fA-F]{6}$/.test(value) ? value : '#000000'}
          disabled={disabled}
          onChange={(e) => form.setValue('brand_color', e.target.value, { shouldDirty: true, shouldValidate: true })}
        />
        <Input
          id={id}
          className="w-32 font-mono"
          placeholder="#1a2b3c"
          aria-invalid={Boolean(error)}
          disabled={disabled}
          {...form.register('brand_color')}
        />
        {value ? (
          <Button
            type="button"
            variant="ghost"
            size="sm"
            onClick={() => form.setValue('brand_color', '', { shouldDirty: true })}
            disabled={disabled}
          >
            {t('business.brandColour.clear', 'Clear')}
          </Button>
        ) : null}
      </div>
      {error ? (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : (
        <p className="text-xs text-muted-foreground">{t('business.brandColour.hint', 'Accents your listing page. Optional.')}</p>
      )}
    </div>
  );
}

/** Every field of the listing an owner sets (spec §3 business_profiles), checked with the contract's rules. */
function ListingEditor({ business }: { business: BusinessProfile }) {
  const update = useUpdateMyBusiness();
  const uploadLogo = useUploadLogo();
  const uploadCover = useUploadCover();
  const [logoUrl, setLogoUrl] = useState(business.logo_url);
  const [coverUrl, setCoverUrl] = useState(business.cover_photo_url);
  const form = useForm<ListingValues>({ resolver: listingResolver, mode: 'onChange', defaultValues: valuesFromListing(business) });
  const { errors, isDirty } = form.formState;
  const wasPublic = business.published;

  // Unsaved edits are not lost by closing the tab unawares.
  useEffect(() => {
    if (!isDirty) return;
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [isDirty]);

  const save = form.handleSubmit(
    async (values) => {
      const r = await update.submit(patchFromValues(values), {
        failure: (message) => ({
          title: tm(BUSINESS_MESSAGES.draftSaveFailed.title),
          description: message ?? t('business.tryAgain', 'Please try again.'),
        }),
      });
      if (!r.ok) {
        // The server's field errors go under their fields ('services.1.name' is that service's name).
        if (r.error instanceof ApiError) {
          for (const [path, message] of Object.entries(r.error.fields)) {
            form.setError(formPath(path.split('.')) as Path<ListingValues>, { type: 'server', message });
          }
        }
        return;
      }
      form.reset(valuesFromListing(r.data.business));
      const pending = r.data.business.moderation_status === 'pending';
      toast.success(pending ? t('business.edit.sentForReview', 'Changes sent for review') : t('business.edit.saved', 'Listing saved'), {
        description: pending
          ? wasPublic
            ? t('business.edit.stillPublic', 'Your approved listing stays public until the changes are approved (within {hours} hours).', {
                hours: BUSINESS_REVIEW_HOURS,
              })
            : tm(BUSINESS_MESSAGES.reviewNotice)
          : undefined,
      });
    },
    () =>
      toast.error(tm(BUSINESS_MESSAGES.draftSaveFailed.title), {
        description: t('business.edit.fixFields', 'Please fix the marked fields.'),
      }),
  );

  const busy = update.busy;
  return (
    <form className="grid gap-6" noValidate onSubmit={(e) => void save(e)} aria-label={t('business.edit.label', 'Business listing')}>
      <Card>
        <CardHeader>
          <CardTitle>{t('business.edit.basics', 'Basics')}</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-5">
          <Field label={t('business.name', 'Business name')} error={errors.business_name?.message}>
            {(p) => <Input {...p} maxLength={BUSINESS_FIELD_MAX.name} {...form.register('business_name')} />}
          </Field>
          <Controller
            control={form.control}
            name="categories"
            render={({ field }) => (
              <CategoryChips
                value={field.value}
                onChange={field.onChange}
                onTooMany={(message) => form.setError('categories', { message })}
                error={errors.categories?.message ?? errors.categories?.root?.message}
                disabled={busy}
              />
            )}
          />
          <Field label={t('business.description', 'Description')} error={errors.description?.message}>
            {(p) => <Textarea {...p} rows={5} maxLength={BUSINESS_FIELD_MAX.description} {...form.register('description')} />}
          </Field>
          <div className="grid gap-5 sm:grid-cols-2">
            <ImageUpload
              label={t('business.logo', 'Logo')}
              hint={t('business.logoHint', 'Square, {px} x {px} px recommended. JPEG, PNG or WebP, up to 5 MB.', {
                px: BUSINESS_LOGO_RECOMMENDED_PX,
              })}
              url={logoUrl}
              successTitle={tm(BUSINESS_MESSAGES.logoUploaded)}
              testId="logo"
              disabled={busy}
              upload={async (file) => {
                const r = await uploadLogo.submit(file);
                if (!r.ok) return { url: null, message: r.message };
                setLogoUrl(r.data.logo_url);
                return { url: r.data.logo_url };
              }}
            />
            <BrandColor form={form} disabled={busy} />
          </div>
          <ImageUpload
            label={t('business.cover', 'Cover photo')}
            shape="wide"
            hint={t(
              'business.cover.hint',
              'Shown across the top of your listing. A wide picture, about 1500 x 500 px. JPEG, PNG or WebP, up to 5 MB.',
            )}
            url={coverUrl}
            successTitle={t('business.cover.uploaded', 'Cover photo uploaded')}
            testId="cover"
            disabled={busy}
            upload={async (file) => {
              const r = await uploadCover.submit(file);
              if (!r.ok) return { url: null, message: r.message };
              setCoverUrl(r.data.cover_photo_url);
              return { url: r.data.cover_photo_url };
            }}
          />
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>{t('business.edit.contact', 'Contact and location')}</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-5 sm:grid-cols-2">
          <Field
            label={t('business.location', 'Location')}
            error={errors.location?.message}
            hint={t('business.edit.locationHint', "City, region or 'Online'.")}
          >
            {(p) => <Input {...p} maxLength={BUSINESS_FIELD_MAX.location} {...form.register('location')} />}
          </Field>
          <Field
            label={t('business.edit.address', 'Address')}
            error={errors.address?.message}
            hint={t('business.edit.addressHint', 'Optional. Shown on your listing.')}
          >
            {(p) => <Input {...p} autoComplete="street-address" maxLength={BUSINESS_FIELD_MAX.address} {...form.register('address')} />}
          </Field>
          <Field label={t('business.edit.phone', 'Phone')} error={errors.phone?.message}>
            {(p) => <Input {...p} type="tel" autoComplete="tel" maxLength={BUSINESS_FIELD_MAX.phone} {...form.register('phone')} />}
          </Field>
          <Field label={t('business.edit.email', 'Contact e-mail')} error={errors.contact_email?.message}>
            {(p) => (
              <Input {...p} type="email" autoComplete="email" maxLength={BUSINESS_FIELD_MAX.email} {...form.register('contact_email')} />
            )}
          </Field>
          <Field
            label={t('business.website', 'Website')}
            error={errors.website?.message}
            hint={t('business.edit.websiteHint', 'https://… A social page can stand in when its page name matches your business name.')}
            className="sm:col-span-2"
          >
            {(p) => <Input {...p} type="url" inputMode="url" placeholder={URL_START} {...form.register('website')} />}
          </Field>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>{t('business.edit.social', 'Social links')}</CardTitle>
          <CardDescription>
            {t('business.edit.socialHint', 'The full address of each page, e.g. https://instagram.com/yourbusiness.')}
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-5 sm:grid-cols-2">
          {SOCIAL_NETWORK_KEYS.map((k) => (
            <Field key={k} label={SOCIAL_NETWORKS[k].label} error={errors.social_media?.[k]?.message}>
              {(p) => <Input {...p} type="url" inputMode="url" placeholder={URL_START} {...form.register(`social_media.${k}`)} />}
            </Field>
          ))}
        </CardContent>
      </Card>

      <ServicesEditor form={form} limit={business.service_limit} disabled={busy} />
      <ProductsEditor form={form} limit={business.product_limit} disabled={busy} />
      <HoursEditor form={form} disabled={busy} />

      <Card id="analytics">
        <CardHeader>
          <CardTitle>{t('business.analytics.title', 'Analytics')}</CardTitle>
        </CardHeader>
        <CardContent>
          <Controller
            control={form.control}
            name="analytics_enabled"
            render={({ field }) => (
              <div className="flex items-start justify-between gap-4 text-sm">
                <span className="grid gap-1">
                  <span className="font-medium">{t('business.analytics.count', 'Count page views and contact clicks')}</span>
                  <span className="text-muted-foreground">
                    {t('business.analytics.countHint', 'Shown in your Business Hub over time. No visitor is identified.')}
                  </span>
                </span>
                <Switch
                  checked={field.value}
                  onCheckedChange={field.onChange}
                  disabled={busy}
                  aria-label={t('business.analytics.count', 'Count page views and contact clicks')}
                />
              </div>
            )}
          />
        </CardContent>
      </Card>

      {/* Stays in view only while there is something to save, so a phone's screen is not spent on it otherwise. */}
      <div
        className={cn(
          '-mx-4 grid gap-2 border-t bg-background/95 px-4 py-3 sm:mx-0 sm:rounded-lg sm:border',
          isDirty && 'sticky bottom-0 z-10 backdrop-blur',
        )}
      >
        <FormError message={update.error} />
        <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {isDirty
              ? wasPublic
                ? t(
                    'business.edit.unsavedPublic',
                    'Unsaved changes. Saving sends them for review; your approved listing stays public meanwhile.',
                  )
                : t('business.edit.unsaved', 'Unsaved changes.')
              : t('business.edit.allSaved', 'All changes saved.')}
          </p>
          <div className="flex flex-col-reverse gap-2 sm:flex-row">
            <Button type="button" variant="ghost" disabled={!isDirty || busy} onClick={() => form.reset()}>
              {t('business.edit.discard', 'Discard changes')}
            </Button>
            <Button type="submit" disabled={busy || !isDirty}>
              {busy
                ? t('common.saving', 'Saving...')
                : wasPublic
                  ? t('business.edit.saveForReview', 'Save and send for review')
                  : t('business.edit.save', 'Save changes')}
            </Button>
          </div>
        </div>
      </div>
    </form>
  );
}

/** /business-profile: the owner's listing editor, with where the listing stands and the moderator's notes. */
export default function BusinessProfilePage() {
  usePageMeta(
    `${t('business.profile.metaTitle', 'Business Profile')} · ${PRODUCT_NAME}`,
    t('business.profile.meta', 'Edit your business listing and see its moderation status.'),
  );
  useBusinessUpdates();
  const biz = useMyBusiness();
  const business = biz.data?.business ?? null;
  return (
    <section className="mx-auto grid w-full max-w-4xl gap-6 px-4 py-8" aria-labelledby="business-profile-title">
      <div className="grid gap-1">
        <h1 id="business-profile-title" className="text-2xl font-bold tracking-tight">
          {t('business.profile.title', 'Business profile')}
        </h1>
        <p className="text-sm text-muted-foreground">
          {t('business.profile.intro', 'Everything your directory listing shows. Every change is reviewed before it is public.')}
        </p>
      </div>
      {biz.isPending ? (
        <div className="grid gap-6" role="status" aria-label={t('business.loadingListing', 'Loading your listing')}>
          <Skeleton className="h-32" />
          <Skeleton className="h-96" />
        </div>
      ) : biz.isError ? (
        <ErrorState
          title={t('business.loadListingFailed', 'Could not load your listing')}
          message={biz.error.message}
          onRetry={() => void biz.refetch()}
          retrying={biz.isFetching}
        />
      ) : !business ? (
        <EmptyState
          icon={Warehouse}
          title={t('business.state.noneTitle', 'No business registered yet')}
          action={
            <Button asChild>
              <Link to="/business/register">{t('business.register', 'Register your business')}</Link>
            </Button>
          }
        >
          {t('business.profile.registerFirst', 'Register your business first; then add services, products, hours and more here.')}
        </EmptyState>
      ) : business.is_draft ? (
        <EmptyState
          icon={FilePen}
          title={tm(BUSINESS_MESSAGES.stillDraft)}
          action={
            <Button asChild>
              <Link to="/business/register">{t('business.finishRegistration', 'Finish registration')}</Link>
            </Button>
          }
        >
          {t(
            'business.profile.draft',
            'Your registration is saved as a draft. Once it is submitted you can add services, products, hours and more.',
          )}
        </EmptyState>
      ) : (
        <>
          <ListingStatusCard business={business} actions={<span />} />
          <ListingEditor key={business.id} business={business} />
        </>
      )}
    </section>
  );
}
