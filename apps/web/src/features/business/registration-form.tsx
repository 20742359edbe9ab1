import { zodResolver } from '@hookform/resolvers/zod';
import {
  BUSINESS_FIELD_MAX,
  BUSINESS_LOGO_RECOMMENDED_PX,
  BUSINESS_MESSAGES,
  type BusinessProfile,
  type BusinessRegistrationInput,
  businessRegistrationInput,
} from '@mb/contract/business';
import { LIMITS } from '@mb/contract/limits';
import { AlertCircle, Check, Clock, RefreshCw } from 'lucide-react';
import { type ReactNode, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../components/ui/dialog';
import { Field } from '../../components/ui/field';
import { FormError } from '../../components/ui/form-error';
import { Input, Textarea } from '../../components/ui/input';
import { ApiError } from '../../lib/api';
import { useSession } from '../../lib/auth';
import { t, tm } from '../../lib/i18n';
import { toast } from '../../lib/toast';
import { Autosaver, type SaveState, savedAtLabel } from './autosave';
import { CategoryChips } from './category-chips';
import {
  clearBackup,
  draftPayload,
  EMPTY_REGISTRATION,
  hasContent,
  REGISTRATION_FIELDS,
  type RegistrationValues,
  readBackup,
  startingValues,
  writeBackup,
} from './draft-values';
import { ImageUpload } from './image-upload';
import { useClearRegistrationDraft, useSaveRegistrationDraft, useSubmitRegistration, useUploadLogo } from './queries';

/** The placeholder of an address field: the same in every language. */
const URL_START = 'https://';

type Output = z.output<typeof businessRegistrationInput>;

const normalise = (v: Partial<Record<keyof RegistrationValues, unknown>>): RegistrationValues => ({
  business_name: typeof v.business_name === 'string' ? v.business_name : '',
  categories: Array.isArray(v.categories) ? (v.categories.filter(Boolean) as RegistrationValues['categories']) : [],
  description: typeof v.description === 'string' ? v.description : '',
  location: typeof v.location === 'string' ? v.location : '',
  website: typeof v.website === 'string' ? v.website : '',
});

/** The visible save state (spec §2 'auto-save status'), announced politely to screen readers. */
export function SaveStatus({ state, skipped }: { state: SaveState; skipped: boolean }) {
  let body: ReactNode;
  switch (state.kind) {
    case 'idle':
      body = <span className="text-muted-foreground">{t('business.save.idle', 'Your draft is saved automatically as you type.')}</span>;
      break;
    case 'pending':
      body = (
        <span className="inline-flex items-center gap-1.5 text-muted-foreground">
          <Clock className="size-4" aria-hidden="true" />
          {t('business.save.pending', 'Unsaved changes')}
        </span>
      );
      break;
    case 'saving':
      body = (
        <span className="inline-flex items-center gap-1.5 text-muted-foreground">
          <RefreshCw className="size-4 animate-spin" aria-hidden="true" />
          {t('business.save.saving', 'Saving…')}
        </span>
      );
      break;
    case 'saved':
      body = (
        <span className="inline-flex items-center gap-1.5 text-success">
          <Check className="size-4" aria-hidden="true" />
          {savedAtLabel(state.at)}
          {skipped ? (
            <span className="text-muted-foreground">
              {' '}
              {t('business.save.skipped', '(fields with errors are kept on this device until fixed)')}
            </span>
          ) : null}
        </span>
      );
      break;
    case 'error':
      body = (
        <span className="inline-flex items-center gap-1.5 text-destructive">
          <AlertCircle className="size-4" aria-hidden="true" />
          {tm(BUSINESS_MESSAGES.draftSaveFailed.title)} - {state.message ?? tm(BUSINESS_MESSAGES.draftSaveFailed.description)}
        </span>
      );
      break;
  }
  return (
    <p className="text-sm" aria-live="polite" data-testid="save-status" data-state={state.kind}>
      {body}
    </p>
  );
}

/**
 * The business registration form (spec §2 'Business registration form', §4, §5, §8): /business/register
 * and onboarding step 5 for non-creators. Validated on change with the contract's schema; auto-saved
 * 2 s after a change when anything has content (Save Now at once); every keystroke is also kept in
 * this tab's storage until the server has it, so neither a failed save nor a reload loses typing.
 */
export function RegistrationForm({
  business,
  onBack,
  backLabel = t('common.back', 'Back'),
  onRegistered,
  disabled,
}: {
  /** The member's draft (or null); a submitted profile never reaches this form. */
  business: BusinessProfile | null;
  onBack: () => void;
  backLabel?: string;
  onRegistered: (b: BusinessProfile) => void;
  disabled?: boolean;
}) {
  const userId = useSession()?.user.id ?? 'anonymous';
  const saveDraft = useSaveRegistrationDraft();
  const clearDraft = useClearRegistrationDraft();
  const submit = useSubmitRegistration();
  const uploadLogo = useUploadLogo();
  const [start] = useState(() => startingValues(business, readBackup(userId)));
  const [logoUrl, setLogoUrl] = useState(business?.logo_url ?? null);
  const [skipped, setSkipped] = useState(false);
  const [confirmClear, setConfirmClear] = useState(false);
  const hasLogo = useRef(Boolean(business?.logo_url));
  const saveRef = useRef(saveDraft.submit);
  saveRef.current = saveDraft.submit;

  const form = useForm<BusinessRegistrationInput, unknown, Output>({
    resolver: zodResolver(businessRegistrationInput),
    mode: 'onChange',
    defaultValues: start.values,
  });
  const { errors } = form.formState;

  const saver = useMemo<Autosaver<RegistrationValues>>(
    () =>
      new Autosaver({
        delayMs: LIMITS.businessAutosaveMs,
        hasContent: (v) => hasContent(v, hasLogo.current),
        // Spec §8's words whatever the cause; the form keeps every value either way.
        describe: () => null,
        save: async (v) => {
          const { body, skipped: left } = draftPayload(v);
          const r = await saveRef.current(body);
          if (!r.ok) {
            toast.error(tm(BUSINESS_MESSAGES.draftSaveFailed.title), {
              id: 'business-draft-save',
              description: tm(BUSINESS_MESSAGES.draftSaveFailed.description),
            });
            throw new Error(r.message ?? 'save failed');
          }
          setSkipped(left.length > 0);
          if (left.length === 0 && sameValues(v, normalise(form.getValues()))) clearBackup(userId);
        },
      }),
    [userId, form],
  );
  const state = useSyncExternalStore(saver.subscribe, saver.getSnapshot);
  // Leaving the form (navigating away, the wizard moving on) saves what the delay had not yet saved.
  // Not dispose(): React's development double mount runs this cleanup once on a form still in use.
  useEffect(
    () => () => {
      if (saver.dirty) void saver.flush();
    },
    [saver],
  );

  // Once per form: say what came back, and save again whatever this tab had not saved.
  const announced = useRef(false);
  useEffect(() => {
    if (announced.current) return;
    announced.current = true;
    if (start.source === 'server') {
      saver.markSaved(start.values, business?.last_saved_at ? new Date(business.last_saved_at) : new Date());
      toast.info(tm(BUSINESS_MESSAGES.draftLoaded));
    } else if (start.source === 'backup') {
      toast.info(tm(BUSINESS_MESSAGES.draftLoaded), {
        description: t('business.save.restored', 'Changes not yet saved were restored from this device.'),
      });
      saver.change(start.values);
    }
  }, [saver, start, business]);

  // Every change: this tab's copy at once, the server's after the delay.
  useEffect(() => {
    const sub = form.watch((values) => {
      const v = normalise(values);
      if (hasContent(v)) writeBackup(userId, v);
      else clearBackup(userId);
      saver.change(v);
    });
    return () => sub.unsubscribe();
  }, [form, saver, userId]);

  const saveNow = async () => {
    const ok = await saver.flush(normalise(form.getValues()));
    if (ok) toast.success(tm(BUSINESS_MESSAGES.draftSaved));
  };

  const doClear = async () => {
    setConfirmClear(false);
    await saver.idle();
    const values = normalise(form.getValues());
    saver.reset();
    if (business?.is_draft) {
      const r = await clearDraft.submit(undefined, {
        failure: (message) => ({
          title: tm(BUSINESS_MESSAGES.clearFailed),
          description: message ?? t('business.tryAgain', 'Please try again.'),
        }),
      });
      if (!r.ok) {
        // Nothing is lost: the form keeps its values and goes on saving them.
        saver.change(values);
        return;
      }
    }
    clearBackup(userId);
    hasLogo.current = false;
    setLogoUrl(null);
    setSkipped(false);
    form.reset(EMPTY_REGISTRATION);
    toast.success(tm(BUSINESS_MESSAGES.draftCleared));
  };

  const register = form.handleSubmit(async (values) => {
    await saver.idle();
    const r = await submit.submit(values, { form: { setError: form.setError, fields: REGISTRATION_FIELDS } });
    if (r.ok) {
      saver.dispose();
      clearBackup(userId);
      toast.success(tm(BUSINESS_MESSAGES.registrationSubmitted), { description: tm(BUSINESS_MESSAGES.reviewNotice) });
      onRegistered(r.data.business);
      return;
    }
    if (r.error instanceof ApiError && r.error.status === 401) {
      toast.error(tm(BUSINESS_MESSAGES.authError.title), { description: tm(BUSINESS_MESSAGES.authError.description) });
    } else {
      toast.error(tm(BUSINESS_MESSAGES.registrationFailed.title), {
        description: r.message ?? tm(BUSINESS_MESSAGES.registrationFailed.description),
      });
    }
    // Still a draft: keep saving it.
    saver.change(normalise(form.getValues()));
  });

  const busy = disabled || submit.busy || clearDraft.busy;
  const canSave = hasContent(normalise(form.watch()), Boolean(logoUrl));
  return (
    <form
      className="grid gap-5"
      noValidate
      aria-label={t('business.registration.label', 'Business registration')}
      onSubmit={(e) => {
        e.preventDefault();
        void register();
      }}
    >
      <Field label={t('business.name', 'Business name')} error={errors.business_name?.message}>
        {(p) => <Input {...p} autoComplete="organization" maxLength={BUSINESS_FIELD_MAX.name} {...form.register('business_name')} />}
      </Field>
      <ImageUpload
        label={t('business.logo', 'Logo')}
        hint={t('business.logoHint', 'Square, {px} x {px} px recommended. JPEG, PNG or WebP, up to 5 MB.', {
          px: BUSINESS_LOGO_RECOMMENDED_PX,
        })}
        url={logoUrl}
        testId="logo"
        successTitle={tm(BUSINESS_MESSAGES.logoUploaded)}
        disabled={busy}
        upload={async (file) => {
          const r = await uploadLogo.submit(file);
          if (!r.ok) return { url: null, message: r.message };
          hasLogo.current = true;
          setLogoUrl(r.data.logo_url);
          return { url: r.data.logo_url };
        }}
      />
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
      <Field
        label={t('business.description', 'Description')}
        error={errors.description?.message}
        hint={t('business.registration.descriptionHint', 'Optional. What you offer and who you work with.')}
      >
        {(p) => <Textarea {...p} rows={4} maxLength={BUSINESS_FIELD_MAX.description} {...form.register('description')} />}
      </Field>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field
          label={t('business.location', 'Location')}
          error={errors.location?.message}
          hint={t('business.registration.locationHint', "Optional. City, region or 'Online'.")}
        >
          {(p) => <Input {...p} autoComplete="address-level2" maxLength={BUSINESS_FIELD_MAX.location} {...form.register('location')} />}
        </Field>
        <Field
          label={t('business.website', 'Website')}
          error={errors.website?.message}
          hint={t(
            'business.registration.websiteHint',
            'Optional. https://… A social page can stand in when its page name matches your business name.',
          )}
        >
          {(p) => <Input {...p} type="url" inputMode="url" placeholder={URL_START} autoComplete="url" {...form.register('website')} />}
        </Field>
      </div>

      <div className="grid gap-2 rounded-md border bg-muted/30 p-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <SaveStatus state={state} skipped={skipped} />
          <div className="flex gap-2">
            <Button
              type="button"
              variant="ghost"
              size="sm"
              onClick={() => setConfirmClear(true)}
              disabled={busy || state.kind === 'saving' || !canSave}
            >
              {t('business.clear.button', 'Clear draft')}
            </Button>
            <Button type="button" variant="outline" size="sm" onClick={() => void saveNow()} disabled={busy || !canSave}>
              {t('business.save.now', 'Save Now')}
            </Button>
          </div>
        </div>
      </div>
      <p className="text-sm text-muted-foreground">{tm(BUSINESS_MESSAGES.reviewNotice)}</p>
      <FormError message={submit.error && !REGISTRATION_FIELDS.some((f) => errors[f]) ? submit.error : null} />
      <div className="flex flex-col-reverse gap-2 border-t pt-4 sm:flex-row sm:items-center sm:justify-between">
        <Button type="button" variant="ghost" onClick={onBack} disabled={busy}>
          {backLabel}
        </Button>
        <Button type="submit" disabled={busy}>
          {submit.busy ? t('business.registration.registering', 'Registering...') : t('business.registration.submit', 'Register Business')}
        </Button>
      </div>

      <Dialog open={confirmClear} onOpenChange={setConfirmClear}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{t('business.clear.title', 'Clear your draft?')}</DialogTitle>
            <DialogDescription>
              {t('business.clear.text', 'Everything entered in this form is removed, here and on our servers. This cannot be undone.')}
            </DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button variant="outline" onClick={() => setConfirmClear(false)}>
              {t('business.clear.keep', 'Keep draft')}
            </Button>
            <Button variant="destructive" onClick={() => void doClear()}>
              {t('business.clear.button', 'Clear draft')}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </form>
  );
}

function sameValues(a: RegistrationValues, b: RegistrationValues) {
  return (
    a.business_name === b.business_name &&
    a.description === b.description &&
    a.location === b.location &&
    a.website === b.website &&
    a.categories.length === b.categories.length &&
    a.categories.every((c, i) => b.categories[i] === c)
  );
}
