import { BUSINESS_FIELD_MAX, BUSINESS_MESSAGES } from '@mb/contract/business';
import { Plus, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { type UseFormReturn, useFieldArray } from 'react-hook-form';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Field } from '../../components/ui/field';
import { Input, Textarea } from '../../components/ui/input';
import { t } from '../../lib/i18n';
import { ImageUpload } from './image-upload';
import { EMPTY_PRODUCT, EMPTY_SERVICE, type ListingValues } from './listing-values';
import { useUploadItemImage } from './queries';

type Form = UseFormReturn<ListingValues>;

function useItemUpload() {
  const upload = useUploadItemImage();
  return async (file: File) => {
    const r = await upload.submit(file);
    return r.ok ? { url: r.data.url } : { url: null, message: r.message };
  };
}

function LimitNote({ used, full, noun, message }: { used: string; full: boolean; noun: string; message: string }) {
  return (
    <p className={full ? 'text-sm text-warning' : 'text-sm text-muted-foreground'} data-testid={`${noun}-limit`}>
      {used}
      {full ? ` ${message}` : ''}
    </p>
  );
}

/** One item's box: its name and number ('Service 2'), Remove, and its fields. */
function ItemBox({
  title,
  onRemove,
  disabled,
  children,
}: {
  title: string;
  onRemove: () => void;
  disabled?: boolean;
  children: ReactNode;
}) {
  return (
    <fieldset className="grid gap-4 rounded-md border p-4" aria-label={title}>
      <div className="flex items-center justify-between gap-2">
        <legend className="text-sm font-semibold">{title}</legend>
        <Button type="button" variant="ghost" size="sm" onClick={onRemove} disabled={disabled}>
          <Trash2 aria-hidden="true" />
          {t('business.remove', 'Remove')}
        </Button>
      </div>
      {children}
    </fieldset>
  );
}

/** An item's picture: uploaded on its own, its URL kept in the item's field. */
function ItemPicture({
  form,
  path,
  label,
  disabled,
}: {
  form: Form;
  path: `services.${number}.picture` | `products.${number}.image`;
  label: string;
  disabled?: boolean;
}) {
  const upload = useItemUpload();
  return (
    <ImageUpload
      label={label}
      hint={t('business.items.pictureHint', 'JPEG, PNG or WebP, up to 5 MB.')}
      url={form.watch(path) || null}
      upload={async (file) => {
        const r = await upload(file);
        if (r.url) form.setValue(path, r.url, { shouldDirty: true, shouldValidate: true });
        return r;
      }}
      onRemove={() => form.setValue(path, '', { shouldDirty: true })}
      disabled={disabled}
    />
  );
}

function AddItem({ label, onAdd, disabled }: { label: string; onAdd: () => void; disabled?: boolean }) {
  return (
    <Button type="button" variant="outline" className="justify-self-start" onClick={onAdd} disabled={disabled}>
      <Plus aria-hidden="true" />
      {label}
    </Button>
  );
}

/** Services (spec §3 service item, every field), at most the plan's service_limit. */
export function ServicesEditor({ form, limit, disabled }: { form: Form; limit: number; disabled?: boolean }) {
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'services' });
  const errors = form.formState.errors.services;
  const full = fields.length >= limit;
  return (
    <Card id="services">
      <CardHeader>
        <CardTitle>{t('business.items.services', 'Services')}</CardTitle>
        <CardDescription>
          {t('business.items.servicesIntro', 'What you offer, with what is included, how long it takes and what comes with it.')}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <LimitNote
          used={t('business.items.servicesUsed', '{count} of {limit} services used.', { count: fields.length, limit })}
          full={full}
          noun="services"
          message={BUSINESS_MESSAGES.serviceLimit(limit)}
        />
        {fields.map((f, i) => {
          const e = errors?.[i];
          return (
            <ItemBox
              key={f.id}
              title={t('business.items.service', 'Service {number}', { number: i + 1 })}
              onRemove={() => remove(i)}
              disabled={disabled}
            >
              <div className="grid gap-4 sm:grid-cols-2">
                <Field label={t('business.items.name', 'Name')} error={e?.name?.message}>
                  {(p) => <Input {...p} maxLength={BUSINESS_FIELD_MAX.itemName} {...form.register(`services.${i}.name`)} />}
                </Field>
                <Field
                  label={t('business.items.category', 'Category')}
                  error={e?.category?.message}
                  hint={t('business.items.categoryHint', 'Optional, e.g. Editing')}
                >
                  {(p) => <Input {...p} maxLength={BUSINESS_FIELD_MAX.itemShort} {...form.register(`services.${i}.category`)} />}
                </Field>
              </div>
              <Field label={t('business.description', 'Description')} error={e?.description?.message}>
                {(p) => (
                  <Textarea {...p} rows={3} maxLength={BUSINESS_FIELD_MAX.itemText} {...form.register(`services.${i}.description`)} />
                )}
              </Field>
              <div className="grid gap-4 sm:grid-cols-2">
                <Field
                  label={t('business.items.features', 'Features')}
                  error={e?.features?.message}
                  hint={t('business.items.onePerLine', 'One per line')}
                >
                  {(p) => <Textarea {...p} rows={3} {...form.register(`services.${i}.features`)} />}
                </Field>
                <Field
                  label={t('business.items.extras', 'Extras')}
                  error={e?.extras?.message}
                  hint={t('business.items.extrasHint', 'One per line, e.g. Rush delivery +$50')}
                >
                  {(p) => <Textarea {...p} rows={3} {...form.register(`services.${i}.extras`)} />}
                </Field>
              </div>
              <div className="grid gap-4 sm:grid-cols-3">
                <Field
                  label={t('business.items.processingTime', 'Processing time')}
                  error={e?.processing_time?.message}
                  hint={t('business.items.processingHint', 'e.g. 3-5 days')}
                >
                  {(p) => <Input {...p} maxLength={BUSINESS_FIELD_MAX.itemShort} {...form.register(`services.${i}.processing_time`)} />}
                </Field>
                <Field
                  label={t('business.items.warranty', 'Warranty')}
                  error={e?.warranty?.message}
                  hint={t('business.items.warrantyHint', 'e.g. 30 days')}
                >
                  {(p) => <Input {...p} maxLength={BUSINESS_FIELD_MAX.itemShort} {...form.register(`services.${i}.warranty`)} />}
                </Field>
                <Field
                  label={t('business.items.revisionRounds', 'Revision rounds')}
                  error={e?.revision_rounds?.message}
                  hint={t('business.items.optionalNumber', 'Optional number')}
                >
                  {(p) => <Input {...p} inputMode="numeric" {...form.register(`services.${i}.revision_rounds`)} />}
                </Field>
              </div>
              <ItemPicture form={form} path={`services.${i}.picture`} label={t('business.items.picture', 'Picture')} disabled={disabled} />
            </ItemBox>
          );
        })}
        <AddItem
          label={t('business.items.addService', 'Add service')}
          onAdd={() => append({ ...EMPTY_SERVICE })}
          disabled={disabled || full}
        />
      </CardContent>
    </Card>
  );
}

/** Products (spec §3 product item), at most the plan's product_limit. */
export function ProductsEditor({ form, limit, disabled }: { form: Form; limit: number; disabled?: boolean }) {
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'products' });
  const errors = form.formState.errors.products;
  const full = fields.length >= limit;
  return (
    <Card id="products">
      <CardHeader>
        <CardTitle>{t('business.items.products', 'Products')}</CardTitle>
        <CardDescription>
          {t('business.items.productsIntro', 'Things you sell, with a price in your own words (e.g. "from $20").')}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <LimitNote
          used={t('business.items.productsUsed', '{count} of {limit} products used.', { count: fields.length, limit })}
          full={full}
          noun="products"
          message={BUSINESS_MESSAGES.productLimit(limit)}
        />
        {fields.map((f, i) => {
          const e = errors?.[i];
          return (
            <ItemBox
              key={f.id}
              title={t('business.items.product', 'Product {number}', { number: i + 1 })}
              onRemove={() => remove(i)}
              disabled={disabled}
            >
              <div className="grid gap-4 sm:grid-cols-2">
                <Field label={t('business.items.name', 'Name')} error={e?.name?.message}>
                  {(p) => <Input {...p} maxLength={BUSINESS_FIELD_MAX.itemName} {...form.register(`products.${i}.name`)} />}
                </Field>
                <Field
                  label={t('business.items.price', 'Price')}
                  error={e?.price?.message}
                  hint={t('business.items.priceHint', 'Optional, e.g. €15/month')}
                >
                  {(p) => <Input {...p} maxLength={BUSINESS_FIELD_MAX.itemShort} {...form.register(`products.${i}.price`)} />}
                </Field>
              </div>
              <Field label={t('business.description', 'Description')} error={e?.description?.message}>
                {(p) => (
                  <Textarea {...p} rows={3} maxLength={BUSINESS_FIELD_MAX.itemText} {...form.register(`products.${i}.description`)} />
                )}
              </Field>
              <ItemPicture form={form} path={`products.${i}.image`} label={t('business.items.image', 'Image')} disabled={disabled} />
            </ItemBox>
          );
        })}
        <AddItem
          label={t('business.items.addProduct', 'Add product')}
          onAdd={() => append({ ...EMPTY_PRODUCT })}
          disabled={disabled || full}
        />
      </CardContent>
    </Card>
  );
}
