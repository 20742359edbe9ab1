import { COMPLIANCE_MESSAGES, ONBOARDING_RETURN_URL } from '@mb/contract/compliance';
import { BadgeCheck, CircleAlert, CircleHelp, Clock, ShieldCheck, ShieldQuestion } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { t, tm } from '../../lib/i18n';
import { toast } from '../../lib/toast';
import { identityState, useComplianceMe, useVerification, VerificationCard } from '../compliance';
import { VERIFICATION_TEXT, type VerificationState } from '../profiles';
import { StepFooter } from './step-footer';
import type { StepProps } from './wizard-context';

const benefits = () => [
  t('onboarding.benefit.badge', 'A verified badge on your profile, so studios and brands know you are who you say you are'),
  t('onboarding.benefit.nsfw', 'Upload NSFW content to your portfolio (verified accounts only)'),
  t('onboarding.benefit.moderation', 'Skip the moderation wait (up to 48 hours) for your avatar and portfolio uploads'),
  t('onboarding.benefit.time', 'Verification usually takes 5-10 minutes; your documents stay with the verification provider'),
];

/**
 * Step 3 (skippable): identity verification through the compliance hub (spec §2, §4). The embedded
 * card makes the hub link, opens it in a new tab and polls until the hub answers; the hub tab comes
 * back to /onboarding. Continue is enabled once the identity is verified.
 */
export function VerificationStep({ profile, busy, next, back, run }: StepProps) {
  const verification = useVerification(ONBOARDING_RETURN_URL);
  const done = verification.state.kind === 'completed' || profile.vaulth_verified;
  return (
    <div className="grid gap-5">
      <p className="text-muted-foreground">{t('onboarding.verifyText', 'Verify your identity once to unlock the full platform:')}</p>
      <ul className="grid gap-2 text-sm">
        {benefits().map((b) => (
          <li key={b} className="flex gap-2">
            <ShieldCheck className="mt-0.5 size-4 shrink-0 text-success" aria-hidden="true" />
            {b}
          </li>
        ))}
      </ul>
      <VerificationCard verification={verification} />
      <StepFooter onBack={() => void back()} busy={busy}>
        {done ? null : (
          <Button variant="outline" onClick={() => void run({ action: 'skip_verification' })} disabled={busy}>
            {t('onboarding.skipVerification', 'Skip Verification for Now')}
          </Button>
        )}
        <Button onClick={() => void next()} disabled={busy || !done}>
          {t('onboarding.continue', 'Continue')}
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

/**
 * Step 4: the verification status read from the hub (GET /compliance/me), with Refresh Status
 * (pending) and Try Verification Again (failed). When the hub or our server cannot answer it shows
 * the stored status (spec §4) and says so.
 */
export function VerificationStatusStep({ profile, busy, next, back, run }: StepProps) {
  const me = useComplianceMe();
  const { state, stale } = identityState(me.data, me.isError, profile);
  const { icon: Icon, tone } = ICONS[state];
  const creator = profile.profile_type === 'creator';
  const refresh = async () => {
    const r = await me.refetch();
    if (r.isError) toast.error(tm(COMPLIANCE_MESSAGES.checkStatusFailed));
  };
  return (
    <div className="grid gap-5">
      {me.isPending ? (
        <div className="flex items-start gap-4 rounded-md border p-4" role="status" aria-busy="true" data-testid="verification-status">
          <span className="sr-only">{t('onboarding.checking', 'Checking your verification status...')}</span>
          <Skeleton className="size-8 rounded-full" />
          <div className="grid flex-1 gap-2">
            <Skeleton className="h-4 w-40" />
            <Skeleton className="h-4 w-full" />
          </div>
        </div>
      ) : (
        <div className="flex items-start gap-4 rounded-md border p-4" role="status" data-testid="verification-status" data-state={state}>
          <Icon className={`size-8 shrink-0 ${tone}`} aria-hidden="true" />
          <div className="grid gap-1">
            <p className="font-medium">{VERIFICATION_TEXT[state].title}</p>
            <p className="text-sm text-muted-foreground">{VERIFICATION_TEXT[state].message}</p>
            {stale ? (
              <p className="text-xs text-muted-foreground" data-testid="status-stored">
                {t('onboarding.stale', 'The verification service did not answer just now; this is your last known status.')}
              </p>
            ) : null}
          </div>
        </div>
      )}
      <StepFooter onBack={() => void back()} busy={busy}>
        {state === 'pending' ? (
          <Button variant="outline" onClick={() => void refresh()} disabled={busy || me.isFetching}>
            {me.isFetching ? t('onboarding.refreshingShort', 'Refreshing...') : t('onboarding.refreshStatus', 'Refresh Status')}
          </Button>
        ) : null}
        {state === 'failed' ? (
          <Button variant="outline" onClick={() => void run({ action: 'step', step: 3 })} disabled={busy}>
            {t('onboarding.verifyAgain', 'Try Verification Again')}
          </Button>
        ) : null}
        <Button onClick={() => void next()} disabled={busy}>
          {creator ? t('onboarding.complete', 'Complete Onboarding') : t('onboarding.continue', 'Continue')}
        </Button>
      </StepFooter>
    </div>
  );
}
