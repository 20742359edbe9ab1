import type { MyProfile, ProfileVisibility } from '@mb/contract/profiles';
import { MESSAGES } from '@mb/contract/ui-text';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../components/ui/button';
import { FormError } from '../../components/ui/form-error';
import { Label } from '../../components/ui/label';
import { RadioGroup, RadioGroupItem } from '../../components/ui/radio-group';
import { Switch } from '../../components/ui/switch';
import { ApiError } from '../../lib/api';
import { t, tm } from '../../lib/i18n';
import { useUpdateMyProfile } from './queries';

// A function, so the words are read in the current language.
const visibilityChoices = (): Record<ProfileVisibility, { label: string; hint: string }> => ({
  public: {
    label: t('privacy.visibility.public', 'Public'),
    hint: t('privacy.visibility.publicHint', 'Anyone with the link can see your profile, including visitors who are not signed in.'),
  },
  members: {
    label: t('privacy.visibility.members', 'Members only'),
    hint: t('privacy.visibility.membersHint', 'Only signed-in members see your profile; visitors are asked to sign in.'),
  },
});

/** Who sees the profile, and whether search engines may index it (noindex). */
export function PrivacyForm({ profile }: { profile: MyProfile }) {
  const VISIBILITY = visibilityChoices();
  const update = useUpdateMyProfile();
  const [visibility, setVisibility] = useState<ProfileVisibility>(profile.visibility);
  const [noindex, setNoindex] = useState(profile.noindex);
  const groupLabel = useId();
  const switchId = useId();
  const switchHint = useId();
  const dirty = visibility !== profile.visibility || noindex !== profile.noindex;

  const save = async (e: FormEvent) => {
    e.preventDefault();
    await update.submit(
      { visibility, noindex },
      {
        message: (err) => (err instanceof ApiError ? err.message : tm(MESSAGES.profileUpdateFailed)),
        success: { title: t('privacy.saved', 'Privacy settings saved') },
        failure: { title: tm(MESSAGES.profileUpdateFailed) },
      },
    );
  };

  return (
    <form onSubmit={save} className="grid gap-6" aria-label={t('privacy.form', 'Privacy')}>
      <div className="grid gap-3">
        <Label id={groupLabel} asChild>
          <span>{t('privacy.whoCanSee', 'Who can see your profile')}</span>
        </Label>
        <RadioGroup value={visibility} onValueChange={(v) => setVisibility(v as ProfileVisibility)} aria-labelledby={groupLabel}>
          {(Object.keys(VISIBILITY) as ProfileVisibility[]).map((v) => (
            <label
              key={v}
              htmlFor={`${groupLabel}-${v}`}
              className="flex cursor-pointer items-start gap-3 rounded-md border p-3 has-[[data-state=checked]]:border-primary"
            >
              <RadioGroupItem
                id={`${groupLabel}-${v}`}
                value={v}
                className="mt-0.5"
                aria-labelledby={`${groupLabel}-${v}-label`}
                aria-describedby={`${groupLabel}-${v}-hint`}
              />
              <span className="grid gap-0.5">
                <span id={`${groupLabel}-${v}-label`} className="text-sm font-medium">
                  {VISIBILITY[v].label}
                </span>
                <span id={`${groupLabel}-${v}-hint`} className="text-xs text-muted-foreground">
                  {VISIBILITY[v].hint}
                </span>
              </span>
            </label>
          ))}
        </RadioGroup>
      </div>
      <div className="flex items-start justify-between gap-4 rounded-md border p-3">
        <div className="grid gap-0.5">
          <Label htmlFor={switchId}>{t('privacy.noindex', 'Hide my profile from search engines')}</Label>
          <p id={switchHint} className="text-xs text-muted-foreground">
            {t(
              'privacy.noindexHint',
              'Asks Google and others not to list your profile page (noindex). Your profile still works for anyone with the link.',
            )}
          </p>
        </div>
        <Switch id={switchId} checked={noindex} onCheckedChange={setNoindex} aria-describedby={switchHint} />
      </div>
      <FormError message={update.error} />
      <div className="flex justify-end">
        <Button type="submit" disabled={update.busy || !dirty}>
          {update.busy ? t('privacy.saving', 'Saving...') : t('privacy.save', 'Save privacy settings')}
        </Button>
      </div>
    </form>
  );
}
