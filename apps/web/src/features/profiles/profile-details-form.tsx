import { zodResolver } from '@hookform/resolvers/zod';
import { CONTENT_FILTERS, type MyProfile, PROFILE_MESSAGES, profileDetailsSchema } from '@mb/contract/profiles';
import { MESSAGES } from '@mb/contract/ui-text';
import { type ReactNode, useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { FormError } from '../../components/ui/form-error';
import { Input, Textarea } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { RadioGroup, RadioGroupItem } from '../../components/ui/radio-group';
import { t, tm } from '../../lib/i18n';
import { toast } from '../../lib/toast';
import { ContentTypeChips } from './content-type-chips';
import { contentFilterLabel } from './profile-labels';
import { useUpdateMyProfile } from './queries';

type Values = z.input<typeof profileDetailsSchema>;
const FIELDS = ['username', 'display_name', 'bio', 'location', 'content_types', 'default_content_filter'] as const;

const USERNAME_TOAST = 'username-problem';

/** The §8 toast that goes with a username problem (title and description), if it is one. */
function usernameToast(message: string | undefined) {
  // The field's message is already in the reader's language (Field passes it through tm): compare both texts.
  for (const m of [MESSAGES.usernameRequired, MESSAGES.usernameTaken]) {
    if (message === m.description || message === tm(m.description))
      toast.error(tm(m.title), { description: tm(m.description), id: USERNAME_TOAST });
  }
}

/**
 * Username, stage name, bio, location, content types and default content filter: onboarding step 2
 * and /profile/edit share this form and the contract's schema, so both say what the server says.
 */
export function ProfileDetailsForm({
  profile,
  submitLabel,
  onSaved,
  secondary,
}: {
  profile: MyProfile;
  submitLabel: string;
  onSaved?: (p: MyProfile) => void;
  /** Extra buttons before the submit button (e.g. Back). */
  secondary?: ReactNode;
}) {
  const update = useUpdateMyProfile();
  const filterLabel = useId();
  const creator = profile.profile_type === 'creator';
  // Creators and studios make content; businesses and enterprises are not asked what they make.
  const showContentTypes = creator || profile.profile_type === 'studio' || profile.content_types.length > 0;
  const form = useForm<Values, unknown, z.output<typeof profileDetailsSchema>>({
    resolver: zodResolver(profileDetailsSchema),
    defaultValues: {
      username: profile.username ?? '',
      display_name: profile.display_name ?? '',
      bio: profile.bio ?? '',
      location: profile.location ?? '',
      content_types: profile.content_types,
      default_content_filter: profile.default_content_filter,
    },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit(
    async (values) => {
      const r = await update.submit(values, { form: { setError: form.setError, fields: FIELDS } });
      if (r.ok) {
        toast.dismiss(USERNAME_TOAST);
        form.reset({ ...values, username: r.data.username ?? '' });
        onSaved?.(r.data);
        return;
      }
      usernameToast(form.getFieldState('username').error?.message);
      if (r.message) toast.error(tm(MESSAGES.profileUpdateFailed), { description: r.message });
    },
    (invalid) => usernameToast(invalid.username?.message),
  );

  return (
    <form onSubmit={submit} noValidate className="grid gap-5" aria-label={t('profiles.details.label', 'Profile details')}>
      <Field label={t('profiles.details.username', 'Username')} error={errors.username?.message} hint={tm(PROFILE_MESSAGES.usernameFormat)}>
        {(p) => <Input {...p} autoComplete="username" autoCapitalize="none" spellCheck={false} required {...form.register('username')} />}
      </Field>
      <Field
        label={creator ? t('profiles.details.stageName', 'Display name (stage name)') : t('profiles.details.displayName', 'Display name')}
        error={errors.display_name?.message}
        hint={
          creator
            ? t('profiles.details.stageNameHint', 'Shown on your profile. Use your stage name; your legal name is never shown publicly.')
            : t(
                'profiles.details.displayNameHint',
                "Shown on your profile: your own name or your business's name. Your listing's name is set in your business registration.",
              )
        }
      >
        {(p) => <Input {...p} autoComplete="nickname" maxLength={60} {...form.register('display_name')} />}
      </Field>
      <Field
        label={t('profiles.details.bio', 'Bio')}
        error={errors.bio?.message}
        hint={t('profiles.details.bioHint', 'Up to 1000 characters.')}
      >
        {(p) => <Textarea {...p} rows={4} maxLength={1000} {...form.register('bio')} />}
      </Field>
      <Field
        label={t('profiles.details.location', 'Location')}
        error={errors.location?.message}
        hint={t('profiles.details.locationHint', 'City or region, as precise as you like.')}
      >
        {(p) => <Input {...p} autoComplete="address-level2" maxLength={120} {...form.register('location')} />}
      </Field>
      {showContentTypes ? (
        <Controller
          control={form.control}
          name="content_types"
          render={({ field }) => (
            <ContentTypeChips value={field.value} onChange={field.onChange} legend={t('profiles.contentTypes', 'Content types')} />
          )}
        />
      ) : null}
      <div className="grid gap-2">
        <Label id={filterLabel} asChild>
          <span>{t('profiles.details.filter', 'Default content filter')}</span>
        </Label>
        <Controller
          control={form.control}
          name="default_content_filter"
          render={({ field }) => (
            <RadioGroup
              value={field.value}
              onValueChange={field.onChange}
              aria-labelledby={filterLabel}
              className="grid-cols-2 sm:grid-cols-4"
            >
              {CONTENT_FILTERS.map((f) => (
                <label
                  key={f}
                  htmlFor={`${filterLabel}-${f}`}
                  className="flex cursor-pointer items-center gap-2 rounded-md border p-2.5 text-sm has-[[data-state=checked]]:border-primary"
                >
                  <RadioGroupItem id={`${filterLabel}-${f}`} value={f} />
                  {contentFilterLabel(f)}
                </label>
              ))}
            </RadioGroup>
          )}
        />
        <p className="text-xs text-muted-foreground">
          {t('profiles.details.filterHint', 'What you see first after signing in; change it any time from the header.')}
        </p>
      </div>
      <FormError message={update.error} />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {secondary}
        <Button type="submit" disabled={update.busy}>
          {update.busy ? t('common.saving', 'Saving...') : submitLabel}
        </Button>
      </div>
    </form>
  );
}
