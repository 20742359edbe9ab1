import { useQueryClient } from '@tanstack/react-query';
import { BadgeCheck, CircleAlert, CircleHelp, Clock, ShieldCheck, ShieldQuestion } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { profileKeys, VERIFICATION_TEXT, type VerificationState, verificationState } from '../profiles';
import { StepFooter } from './step-footer';
import type { StepProps } from './wizard-context';

const BENEFITS = [
  'A verified badge on your profile, so studios and brands know you are who you say you are',
  'Upload NSFW content to your portfolio (verified accounts only)',
  'Skip the moderation wait (up to 48 hours) for your avatar and portfolio uploads',
  'Verification usually takes 5-10 minutes; your documents stay with the verification provider',
];

/**
 * Step 3 (skippable): identity verification. The embedded verification through the compliance hub
 * arrives with the compliance feature; until then this explains it and offers the skip.
 */
export function VerificationStep({ profile, busy, next, back, run }: StepProps) {
  return (
    <div className="grid gap-5">
      <p className="text-muted-foreground">Verify your identity once to unlock the full platform:</p>
      <ul className="grid gap-2 text-sm">
        {BENEFITS.map((b) => (
          <li key={b} className="flex gap-2">
            <ShieldCheck className="mt-0.5 size-4 shrink-0 text-success" aria-hidden="true" />
            {b}
          </li>
        ))}
      </ul>
      <div className="flex gap-3 rounded-md border bg-muted/40 p-4 text-sm">
        <ShieldQuestion className="size-5 shrink-0 text-info" aria-hidden="true" />
        <p>
          Identity verification runs through our compliance partner (vAulth). In-app verification is being connected; you can skip for now
          and verify later.
        </p>
      </div>
      <StepFooter onBack={() => void back()} busy={busy}>
        <Button variant="outline" onClick={() => void run({ action: 'skip_verification' })} disabled={busy}>
          Skip Verification for Now
        </Button>
        <Button onClick={() => void next()} disabled={busy || !profile.vaulth_verified}>
          Continue
        </Button>
      </StepFooter>
    </div>
  );
}

const ICONS: Record<VerificationState, { icon: typeof BadgeCheck; tone: string }> = {
  verified: { icon: BadgeCheck, tone: 'text-success' },
  pending: { icon: Clock, tone: 'text-warning' },
  failed: { icon: CircleAlert, tone: 'text-destructive' },
  not_started: { icon: ShieldQuestion, tone: 'text-muted-foreground' },
  unknown: { icon: CircleHelp, tone: 'text-muted-foreground' },
};

/** Step 4: the verification status, with Refresh Status (pending) and Try Verification Again (failed). */
export function VerificationStatusStep({ profile, busy, next, back, run }: StepProps) {
  const qc = useQueryClient();
  const [refreshing, setRefreshing] = useState(false);
  const state = verificationState(profile);
  const { icon: Icon, tone } = ICONS[state];
  const creator = profile.profile_type === 'creator';
  const refresh = async () => {
    setRefreshing(true);
    await qc.invalidateQueries({ queryKey: profileKeys.me(profile.id) });
    setRefreshing(false);
  };
  return (
    <div className="grid gap-5">
      <div className="flex items-start gap-4 rounded-md border p-4" role="status" data-testid="verification-status">
        <Icon className={`size-8 shrink-0 ${tone}`} aria-hidden="true" />
        <div className="grid gap-1">
          <p className="font-medium">{VERIFICATION_TEXT[state].title}</p>
          <p className="text-sm text-muted-foreground">{VERIFICATION_TEXT[state].message}</p>
        </div>
      </div>
      <StepFooter onBack={() => void back()} busy={busy}>
        {state === 'pending' ? (
          <Button variant="outline" onClick={() => void refresh()} disabled={busy || refreshing}>
            {refreshing ? 'Refreshing...' : 'Refresh Status'}
          </Button>
        ) : null}
        {state === 'failed' ? (
          <Button variant="outline" onClick={() => void run({ action: 'step', step: 3 })} disabled={busy}>
            Try Verification Again
          </Button>
        ) : null}
        <Button onClick={() => void next()} disabled={busy}>
          {creator ? 'Complete Onboarding' : 'Continue'}
        </Button>
      </StepFooter>
    </div>
  );
}
