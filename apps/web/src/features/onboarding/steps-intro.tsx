import { PROFILE_TYPES, type ProfileType } from '@mb/contract/auth';
import { isCreatorFlow, PROFILE_TYPE_LABELS } from '@mb/contract/profiles';
import { AlertTriangle, PartyPopper } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../components/ui/button';
import { RadioGroup, RadioGroupItem } from '../../components/ui/radio-group';
import { PRODUCT_NAME } from '../../lib/product';
import { StepFooter } from './step-footer';
import type { StepProps } from './wizard-context';

const TYPE_HINTS: Record<ProfileType, string> = {
  creator: 'Portfolio, casting, collaborations',
  studio: 'Cast talent, publish news, casting forms',
  business: 'A verified listing in the business directory',
  enterprise: 'Run several studios under one account',
};

/** Step 0 (spec §2): welcome, the account type, and for non-creators the two-phase explanation. */
export function WelcomeStep({ profile, busy, run, onTypePreview }: StepProps) {
  const [type, setType] = useState<ProfileType>(profile.profile_type);
  const labelId = useId();
  const choose = (t: ProfileType) => {
    setType(t);
    onTypePreview?.(t);
  };
  return (
    <div className="grid gap-5">
      <p className="text-muted-foreground">
        {PRODUCT_NAME} is the professional network for the adult industry. A few steps set up your account so studios, brands and
        collaborators can find you.
      </p>
      <div className="grid gap-2">
        <span id={labelId} className="text-sm font-medium">
          I am joining as
        </span>
        <RadioGroup value={type} onValueChange={(v) => choose(v as ProfileType)} aria-labelledby={labelId} className="sm:grid-cols-2">
          {PROFILE_TYPES.map((t) => (
            <label
              key={t}
              htmlFor={`${labelId}-${t}`}
              className="flex cursor-pointer items-start gap-3 rounded-md border p-3 has-[[data-state=checked]]:border-primary has-[[data-state=checked]]:bg-primary/5"
            >
              <RadioGroupItem
                id={`${labelId}-${t}`}
                value={t}
                className="mt-0.5"
                aria-labelledby={`${labelId}-${t}-label`}
                aria-describedby={`${labelId}-${t}-hint`}
              />
              <span className="grid gap-0.5">
                <span id={`${labelId}-${t}-label`} className="text-sm font-medium">
                  {PROFILE_TYPE_LABELS[t]}
                </span>
                <span id={`${labelId}-${t}-hint`} className="text-xs text-muted-foreground">
                  {TYPE_HINTS[t]}
                </span>
              </span>
            </label>
          ))}
        </RadioGroup>
      </div>
      {isCreatorFlow(type) ? (
        <p className="text-sm text-muted-foreground">
          You will add an avatar, your profile details and, if you like, verify your identity.
        </p>
      ) : (
        <div className="grid gap-3 rounded-md border bg-muted/40 p-4" data-testid="two-phase">
          <p className="text-sm font-medium">Business accounts are set up in two phases:</p>
          <ol className="grid gap-2 text-sm">
            <li className="flex gap-3">
              <span className="flex size-6 shrink-0 items-center justify-center rounded-full bg-primary text-xs font-bold text-primary-foreground">
                1
              </span>
              <span>
                <strong>Personal profile and identity verification</strong>: the person behind the account.
              </span>
            </li>
            <li className="flex gap-3">
              <span className="flex size-6 shrink-0 items-center justify-center rounded-full bg-primary text-xs font-bold text-primary-foreground">
                2
              </span>
              <span>
                <strong>Business registration and domain verification</strong>: your company, its listing and its website.
              </span>
            </li>
          </ol>
        </div>
      )}
      <StepFooter busy={busy}>
        <Button onClick={() => void run({ action: 'start', profile_type: type })} disabled={busy}>
          {busy ? 'Saving...' : 'Get Started'}
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
        <p>Your account is ready. Your dashboard shows what is left to make your profile stand out.</p>
      </div>
      {skipped ? (
        <div
          className="flex gap-3 rounded-md border border-warning/40 bg-warning/10 p-4 text-sm"
          role="note"
          data-testid="skipped-reminder"
        >
          <AlertTriangle className="size-5 shrink-0 text-warning" aria-hidden="true" />
          <p>
            <strong>Reminder:</strong> you skipped identity verification. Verify later to get the verified badge, upload NSFW content and
            skip the moderation wait for your uploads.
          </p>
        </div>
      ) : null}
      <StepFooter onBack={() => void back()} busy={busy}>
        <Button onClick={() => void complete()} disabled={busy}>
          {busy ? 'Saving...' : `Enter ${PRODUCT_NAME}`}
        </Button>
      </StepFooter>
    </div>
  );
}
