import { Button } from '../../components/ui/button';
import { t } from '../../lib/i18n';
import { AvatarPicker, ProfileDetailsForm } from '../profiles';
import { StepFooter } from './step-footer';
import type { StepProps } from './wizard-context';

/** Step 1 (skippable): the avatar. Continue once one is uploaded; Skip Avatar otherwise. */
export function AvatarStep({ profile, busy, next, back, run }: StepProps) {
  const has = Boolean(profile.avatar_url);
  return (
    <div className="grid gap-5">
      <p className="text-muted-foreground">
        {t('onboarding.avatarText', 'A clear photo of you helps people recognise you. You can change it any time.')}
      </p>
      <AvatarPicker profile={profile} />
      <StepFooter onBack={() => void back()} busy={busy}>
        <Button variant="outline" onClick={() => void run({ action: 'step', step: 2 })} disabled={busy}>
          {t('onboarding.skipAvatar', 'Skip Avatar')}
        </Button>
        <Button onClick={() => void next()} disabled={busy || !has}>
          {t('onboarding.continue', 'Continue')}
        </Button>
      </StepFooter>
    </div>
  );
}

/** Step 2: the personal profile. Continue saves it (username required and unique), then moves on. */
export function PersonalStep({ profile, busy, next, back }: StepProps) {
  return (
    <div className="grid gap-4">
      <p className="text-muted-foreground">
        {t('onboarding.personalText', 'This is how you appear to other members. Only the username is required.')}
      </p>
      <ProfileDetailsForm
        profile={profile}
        submitLabel={t('onboarding.continue', 'Continue')}
        onSaved={() => void next()}
        secondary={
          <Button type="button" variant="ghost" onClick={() => void back()} disabled={busy} className="sm:mr-auto">
            {t('common.back', 'Back')}
          </Button>
        }
      />
    </div>
  );
}
