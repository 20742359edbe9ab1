import { PROFILE_TYPES, type ProfileType } from '@mb/contract/auth';
import { isCreatorFlow } from '@mb/contract/profiles';
import { AlertTriangle, PartyPopper } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../components/ui/button';
import { RadioGroup, RadioGroupItem } from '../../components/ui/radio-group';
import { t } from '../../lib/i18n';
import { PRODUCT_NAME } from '../../lib/product';
import { profileTypeLabel } from '../profiles';
import { StepFooter } from './step-footer';
import type { StepProps } from './wizard-context';

const typeHints = (): Record<ProfileType, string> => ({
  creator: t('onboarding.hint.creator', 'Portfolio, casting, collaborations'),
  studio: t('onboarding.hint.studio', 'Cast talent, publish news, casting forms'),
  business: t('onboarding.hint.business', 'A verified listing in the business directory'),
  enterprise: t('onboarding.hint.enterprise', 'Run several studios under one account'),
});

/** Step 0 (spec §2): welcome, the account type, and for non-creators the two-phase explanation. */
export function WelcomeStep({ profile, busy, run, onTypePreview }: StepProps) {
  const [type, setType] = useState<ProfileType>(profile.profile_type);
  const labelId = useId();
  const choose = (next: ProfileType) => {
    setType(next);
    onTypePreview?.(next);
  };
  const hints = typeHints();
  return (
    <div className="grid gap-5">
      <p className="text-muted-foreground">
        {t(
          'onboarding.intro',
          '{product} is the professional network for the adult industry. A few steps set up your account so studios, brands and collaborators can find you.',
          { product: PRODUCT_NAME },
        )}
      </p>
      <div className="grid gap-2">
        <span id={labelId} className="text-sm font-medium">
          {t('onboarding.joiningAs', 'I am joining as')}
        </span>
        <RadioGroup value={type} onValueChange={(v) => choose(v as ProfileType)} aria-labelledby={labelId} className="sm:grid-cols-2">
          {PROFILE_TYPES.map((pt) => (
            <label
              key={pt}
              htmlFor={`${labelId}-${pt}`}
              className="flex cursor-pointer items-start gap-3 rounded-md border p-3 has-[[data-state=checked]]:border-primary has-[[data-state=checked]]:bg-primary/5"
            >
              <RadioGroupItem
                id={`${labelId}-${pt}`}
                value={pt}
                className="mt-0.5"
                aria-labelledby={`${labelId}-${pt}-label`}
                aria-describedby={`${labelId}-${pt}-hint`}
              />
              <span className="grid gap-0.5">
                <span id={`${labelId}-${pt}-label`} className="text-sm font-medium">
                  {profileTypeLabel(pt)}
                </span>
                <span id={`${labelId}-${pt}-hint`} className="text-xs text-muted-foreground">
                  {hints[pt]}
                </span>
              </span>
            </label>
          ))}
        </RadioGroup>
      </div>
      {isCreatorFlow(type) ? (
        <p className="text-sm text-muted-foreground">
          {t('onboarding.creatorSteps', 'You will add an avatar, your profile details and, if you like, verify your identity.')}
        </p>
      ) : (
        <div className="grid gap-3 rounded-md border bg-muted/40 p-4" data-testid="two-phase">
          <p className="text-sm font-medium">{t('onboarding.twoPhases', 'Business accounts are set up in two phases:')}</p>
          <ol className="grid gap-2 text-sm">
            <li className="flex gap-3">
              <span className="flex size-6 shrink-0 items-center justify-center rounded-full bg-primary text-xs font-bold text-primary-foreground">
                1
              </span>
              <span>
                <strong>{t('onboarding.phase1', 'Personal profile and identity verification')}</strong>
                {t('onboarding.phase1Text', ': the person behind the account.')}
              </span>
            </li>
            <li className="flex gap-3">
              <span className="flex size-6 shrink-0 items-center justify-center rounded-full bg-primary text-xs font-bold text-primary-foreground">
                2
              </span>
              <span>
                <strong>{t('onboarding.phase2', 'Business registration and domain verification')}</strong>
                {t('onboarding.phase2Text', ': your company, its listing and its website.')}
              </span>
            </li>
          </ol>
        </div>
      )}
      <StepFooter busy={busy}>
        <Button onClick={() => void run({ action: 'start', profile_type: type })} disabled={busy}>
          {busy ? t('common.saving', 'Saving...') : t('onboarding.getStarted', 'Get Started')}
        </Button>
      </StepFooter>
    </div>
  );
}

/** The last step: 'Enter {product}', reminding those who skipped verification. */
export function FinalStep({ profile, busy, back, complete }: StepProps) {
  const skipped = profile.verification_skipped && !profile.vaulth_verified;
  return (
    <div className="grid gap-5">
      <div className="flex items-center gap-3">
        <PartyPopper className="size-8 text-primary" aria-hidden="true" />
        <p>{t('onboarding.ready', 'Your account is ready. Your dashboard shows what is left to make your profile stand out.')}</p>
      </div>
      {skipped ? (
        <div
          className="flex gap-3 rounded-md border border-warning/40 bg-warning/10 p-4 text-sm"
          role="note"
          data-testid="skipped-reminder"
        >
          <AlertTriangle className="size-5 shrink-0 text-warning" aria-hidden="true" />
          <p>
            <strong>{t('onboarding.reminder', 'Reminder:')}</strong>{' '}
            {t(
              'onboarding.reminderText',
              'you skipped identity verification. Verify later to get the verified badge, upload NSFW content and skip the moderation wait for your uploads.',
            )}
          </p>
        </div>
      ) : null}
      <StepFooter onBack={() => void back()} busy={busy}>
        <Button onClick={() => void complete()} disabled={busy}>
          {busy ? t('common.saving', 'Saving...') : t('onboarding.enter', 'Enter {product}', { product: PRODUCT_NAME })}
        </Button>
      </StepFooter>
    </div>
  );
}
