import { zodResolver } from '@hookform/resolvers/zod';
import { BUSINESS_CATEGORIES, type BusinessCategory, businessRegistrationInput as businessDraftInput } from '@mb/contract/business';
import { LIMITS } from '@mb/contract/limits';
import { MESSAGES } from '@mb/contract/messages';
import { Globe } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../../components/ui/button';
import { Checkbox } from '../../components/ui/checkbox';
import { Field } from '../../components/ui/field';
import { Input, Textarea } from '../../components/ui/input';
import { Skeleton } from '../../components/ui/skeleton';
import { PRODUCT_NAME } from '../../lib/product';
import { toast } from '../../lib/toast';
import { useBusinessDraft, useSaveBusinessDraft } from '../profiles';
import { StepFooter } from './step-footer';
import type { StepProps } from './wizard-context';

type Values = z.input<typeof businessDraftInput>;
const FIELDS = ['business_name', 'categories', 'description', 'location', 'website'] as const;
const EMPTY: Values = { business_name: '', categories: [], description: '', location: '', website: '' };

/**
 * Step 5 for non-creators: business registration. Until the business feature owns registration,
 * the details are kept as a draft (spec §4 drafts) that it takes over; submitting for review is its job.
 */
export function BusinessStep({ busy, next, back }: StepProps) {
  const saveDraft = useSaveBusinessDraft();
  const draft = useBusinessDraft(true);
  const categoriesLabel = useId();
  const loaded = useRef(false);
  const [saving, setSaving] = useState<'save' | 'continue' | null>(null);
  const form = useForm<Values, unknown, z.output<typeof businessDraftInput>>({
    resolver: zodResolver(businessDraftInput),
    defaultValues: EMPTY,
  });
  const { errors } = form.formState;

  // Only the first answer fills the form: a draft saved from this form later is not 'loaded'.
  useEffect(() => {
    if (!draft.data || loaded.current) return;
    loaded.current = true;
    const d = draft.data.draft;
    if (!d) return;
    form.reset({ ...EMPTY, ...d, description: d.description ?? '', location: d.location ?? '', website: d.website ?? '' });
    toast.info(MESSAGES.draftLoaded);
  }, [draft.data, form]);

  const save = (mode: 'save' | 'continue') =>
    form.handleSubmit(async (values) => {
      setSaving(mode);
      const r = await saveDraft.submit(values, {
        form: { setError: form.setError, fields: FIELDS },
        success: mode === 'save' ? { title: MESSAGES.draftSaved } : undefined,
        failure: (message) => ({ title: MESSAGES.draftSaveFailed.title, description: message ?? MESSAGES.draftSaveFailed.description }),
      });
      if (r.ok && mode === 'continue') await next();
      setSaving(null);
    })();

  if (draft.isPending) {
    return (
      <div className="grid gap-4" role="status" aria-label="Loading your business details">
        <Skeleton className="h-10" />
        <Skeleton className="h-24" />
        <Skeleton className="h-10" />
      </div>
    );
  }
  const disabled = busy || saving !== null;
  return (
    <form
      className="grid gap-4"
      noValidate
      aria-label="Business details"
      onSubmit={(e) => {
        e.preventDefault();
        void save('continue');
      }}
    >
      <p className="text-muted-foreground">
        Tell us about your business. We keep it as a draft; your directory listing is reviewed before it is published (within 48 hours).
      </p>
      <Field label="Business name" error={errors.business_name?.message}>
        {(p) => <Input {...p} autoComplete="organization" maxLength={120} {...form.register('business_name')} />}
      </Field>
      <fieldset className="grid gap-2" aria-describedby={errors.categories ? `${categoriesLabel}-error` : undefined}>
        <legend id={categoriesLabel} className="mb-1 text-sm font-medium">
          Categories <span className="font-normal text-muted-foreground">(up to {LIMITS.businessCategoriesMax})</span>
        </legend>
        <Controller
          control={form.control}
          name="categories"
          render={({ field }) => (
            <div className="grid gap-1.5 sm:grid-cols-2">
              {(Object.keys(BUSINESS_CATEGORIES) as BusinessCategory[]).map((c) => {
                const checked = field.value.includes(c);
                return (
                  <label
                    key={c}
                    htmlFor={`${categoriesLabel}-${c}`}
                    className="flex cursor-pointer items-center gap-2 rounded-md px-1 py-1 text-sm hover:bg-accent"
                  >
                    <Checkbox
                      id={`${categoriesLabel}-${c}`}
                      checked={checked}
                      onCheckedChange={(on) => field.onChange(on ? [...field.value, c] : field.value.filter((v) => v !== c))}
                    />
                    {BUSINESS_CATEGORIES[c]}
                  </label>
                );
              })}
            </div>
          )}
        />
        {errors.categories ? (
          <p id={`${categoriesLabel}-error`} role="alert" className="text-sm text-destructive">
            {errors.categories.message}
          </p>
        ) : null}
      </fieldset>
      <Field label="Description" error={errors.description?.message}>
        {(p) => <Textarea {...p} rows={3} maxLength={2000} {...form.register('description')} />}
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Location" error={errors.location?.message}>
          {(p) => <Input {...p} maxLength={120} {...form.register('location')} />}
        </Field>
        <Field label="Website" error={errors.website?.message} hint="Optional. Starts with https://">
          {(p) => <Input {...p} type="url" inputMode="url" placeholder="https://" {...form.register('website')} />}
        </Field>
      </div>
      <StepFooter onBack={() => void back()} busy={disabled}>
        <Button type="button" variant="outline" onClick={() => void save('save')} disabled={disabled}>
          {saving === 'save' ? 'Saving...' : 'Save Now'}
        </Button>
        <Button type="submit" disabled={disabled}>
          {saving === 'continue' ? 'Saving...' : 'Continue'}
        </Button>
      </StepFooter>
    </form>
  );
}

/** Step 6 for non-creators: domain verification. Linking a hub-verified domain arrives with the compliance feature. */
export function DomainStep({ busy, back, run }: StepProps) {
  return (
    <div className="grid gap-5">
      <p className="text-muted-foreground">Show that your website is yours. A verified domain earns your listing a trust mark.</p>
      <ol className="grid gap-3 text-sm">
        {[
          'Add your domain in the compliance hub (vAulth) and place the DNS record it gives you.',
          'Wait for DNS to propagate: usually minutes, at most 24-48 hours.',
          `Link the verified domain to your ${PRODUCT_NAME} profile. A moderator can also verify it by hand within 2-3 business days.`,
        ].map((text, i) => (
          <li key={text} className="flex gap-3">
            <span className="flex size-6 shrink-0 items-center justify-center rounded-full bg-primary text-xs font-bold text-primary-foreground">
              {i + 1}
            </span>
            <span>{text}</span>
          </li>
        ))}
      </ol>
      <div className="flex gap-3 rounded-md border bg-muted/40 p-4 text-sm">
        <Globe className="size-5 shrink-0 text-info" aria-hidden="true" />
        <p>Domain linking is being connected to the compliance hub. Skip for now; you can verify your domain later.</p>
      </div>
      <StepFooter onBack={() => void back()} busy={busy}>
        <Button onClick={() => void run({ action: 'step', step: 7 })} disabled={busy}>
          Skip Domain Verification
        </Button>
      </StepFooter>
    </div>
  );
}
