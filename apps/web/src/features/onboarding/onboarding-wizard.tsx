import {
  lastOnboardingStep,
  type MyProfile,
  ONBOARDING_STEPS,
  type OnboardingAction,
  type OnboardingStepKind,
  onboardingRequiredDone,
  onboardingStepCount,
  onboardingStepKind,
  PROFILE_MESSAGES,
  resumeOnboardingStep,
} from '@mb/contract/profiles';
import { MESSAGES } from '@mb/contract/ui-text';
import { type ComponentType, useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../components/ui/button';
import { DialogDescription, DialogTitle } from '../../components/ui/dialog';
import { Progress } from '../../components/ui/progress';
import { takeChosenPlanPath } from '../../lib/chosen-plan';
import { t, tm } from '../../lib/i18n';
import { markNewMember } from '../../lib/new-member';
import { PRODUCT_NAME } from '../../lib/product';
import { signOut } from '../../lib/sign-out';
import { toast } from '../../lib/toast';
import { useSetMyProfile } from '../profiles';
import { type FinishAction, useFinishOnboarding, useOnboardingAction } from './queries';
import { BusinessStep } from './steps-business';
import { DomainStep } from './steps-domain';
import { FinalStep, WelcomeStep } from './steps-intro';
import { AvatarStep, PersonalStep } from './steps-profile';
import { VerificationStatusStep, VerificationStep } from './steps-verification';
import { queueWelcomeToast, welcomeText } from './welcome-toast';
import type { StepProps } from './wizard-context';

// Step indexes and what each shows are defined once in the contract (ONBOARDING_STEPS and its
// comment): creators 0-5 with the final screen at 5; other types 0-7 with business registration at
// 5, domain at 6 and the final screen at 7.

const STEPS: Record<OnboardingStepKind, { title: () => string; Component: ComponentType<StepProps> }> = {
  welcome: { title: () => t('onboarding.title.welcome', 'Welcome to {product}', { product: PRODUCT_NAME }), Component: WelcomeStep },
  avatar: { title: () => t('onboarding.title.avatar', 'Choose your avatar'), Component: AvatarStep },
  personal: { title: () => t('onboarding.title.personal', 'Your profile'), Component: PersonalStep },
  verification: { title: () => t('onboarding.title.verification', 'Verify your identity'), Component: VerificationStep },
  verificationStatus: {
    title: () => t('onboarding.title.verificationStatus', 'Verification status'),
    Component: VerificationStatusStep,
  },
  business: { title: () => t('onboarding.title.business', 'Register your business'), Component: BusinessStep },
  domain: { title: () => t('onboarding.title.domain', 'Verify your domain'), Component: DomainStep },
  final: { title: () => t('onboarding.title.final', "You're all set"), Component: FinalStep },
};

interface WizardProps {
  profile: MyProfile;
  /** The page to open once finished (the member was sent here from it), or null: spec §4's reload. */
  returnTo?: string | null;
  /** Told while the end of onboarding is being saved, so the gate keeps the wizard up until the answer. */
  onFinishing?: (finishing: boolean) => void;
}

/** The wizard inside the onboarding dialog: resumes at the saved step and saves every move (spec §4). */
export default function OnboardingWizard({ profile, returnTo = null, onFinishing }: WizardProps) {
  const navigate = useNavigate();
  const [step, setStep] = useState(() => resumeOnboardingStep(profile));
  const move = useOnboardingAction();
  const seen = useOnboardingAction();
  const finish = useFinishOnboarding();
  const setMyProfile = useSetMyProfile();
  // The end being saved: the wizard is busy, and stays, until its answer.
  const [leaving, setLeaving] = useState<FinishAction | null>(null);
  // The end that failed to save, offered again with Try Again.
  const [failedFinish, setFailedFinish] = useState<FinishAction | null>(null);
  const failedRef = useRef<HTMLDivElement>(null);
  // On a phone the failure sits below the step's buttons: bring it into view.
  useEffect(() => {
    if (failedFinish) failedRef.current?.scrollIntoView({ block: 'nearest' });
  }, [failedFinish]);
  const [typePreview, setTypePreview] = useState(profile.profile_type);
  const title = useRef<HTMLHeadingElement>(null);
  const body = useRef<HTMLDivElement>(null);
  const first = useRef(true);
  const busy = move.busy || leaving !== null;

  const { submit } = move;
  const run = useCallback(
    async (action: OnboardingAction) => {
      const r = await submit(action, {
        failure: (message) => ({ title: MESSAGES.profileUpdateFailed, description: message ?? undefined }),
      });
      if (!r.ok) return null;
      setStep(resumeOnboardingStep(r.data));
      setTypePreview(r.data.profile_type);
      return r.data;
    },
    [submit],
  );

  // Opening (resuming) the wizard records last-seen; a failure is silent (only a timestamp; the next move saves it).
  const markSeen = seen.submit;
  useEffect(() => {
    void markSeen({ action: 'seen' });
  }, [markSeen]);

  // Each new step is announced: focus moves to its title, and its body starts at the top.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every step change by design
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    body.current?.scrollTo({ top: 0 });
    title.current?.focus();
  }, [step]);

  /**
   * Ends onboarding ('Enter {product}' or 'Skip onboarding') and leaves only once the server has saved
   * it (issue 31; spec §4 reloaded even when saving failed, which left the member incomplete and, with a
   * username, never shown the wizard again). A failure stays here with Try Again.
   */
  const finishWith = async (action: FinishAction) => {
    setFailedFinish(null);
    setLeaving(action);
    onFinishing?.(true);
    const r = await finish.submit(action);
    if (!r.ok) {
      setLeaving(null);
      onFinishing?.(false);
      setFailedFinish(action);
      return;
    }
    markNewMember(profile.id);
    if (returnTo) {
      // Sent here from a page that needs a complete profile: that page, at once, without a reload.
      setMyProfile(r.data);
      if (action === 'complete') {
        const w = welcomeText('page');
        toast.success(w.title, { description: w.description });
      }
      onFinishing?.(false);
      setLeaving(null);
      navigate(returnTo, { replace: true });
      return;
    }
    if (action === 'complete') {
      queueWelcomeToast();
      // A plan chosen on /pricing before joining: its page, else the dashboard.
      window.location.assign(takeChosenPlanPath(profile.id, profile.profile_type));
    } else window.location.assign('/dashboard');
  };

  const type = step === ONBOARDING_STEPS.welcome ? typePreview : profile.profile_type;
  const kind = onboardingStepKind(type, step);
  const count = onboardingStepCount(type);
  const props: StepProps = {
    profile,
    busy,
    run,
    next: () => run({ action: 'step', step: Math.min(step + 1, lastOnboardingStep(profile.profile_type)) }),
    // Back is always one step; after 'Skip Verification for Now' (3 -> 5) it shows the status step (4).
    back: () => run({ action: 'step', step: Math.max(0, step - 1) }),
    complete: () => finishWith('complete'),
    onTypePreview: setTypePreview,
  };
  const { Component } = STEPS[kind];

  const onSignOut = async () => {
    const { serverOk } = await signOut();
    if (serverOk) toast.success(tm(MESSAGES.signOutSuccess.title), { description: tm(MESSAGES.signOutSuccess.description) });
    else toast.error(tm(MESSAGES.signOutFailed.title), { description: tm(MESSAGES.signOutFailed.description) });
    navigate('/');
  };

  // The header (progress and title) stays put; only the step below it scrolls (a 900 px tall window
  // must not scroll the title and progress out of view).
  return (
    <div className="flex min-h-0 flex-col" data-testid="onboarding" data-step={step}>
      <div className="grid gap-5 border-b px-6 pt-6 pb-4 sm:px-8 sm:pt-8" data-testid="onboarding-header">
        <div className="grid gap-2">
          <div className="flex items-center justify-between text-xs text-muted-foreground">
            <span className="font-semibold text-primary">{PRODUCT_NAME}</span>
            <span data-testid="onboarding-step-label">{t('onboarding.stepOf', 'Step {step} of {count}', { step: step + 1, count })}</span>
          </div>
          <Progress value={((step + 1) / count) * 100} label={t('onboarding.progress', 'Onboarding progress')} />
        </div>
        <div className="grid gap-1">
          <DialogTitle ref={title} tabIndex={-1} className="text-xl outline-none">
            {STEPS[kind].title()}
          </DialogTitle>
          <DialogDescription className="sr-only">
            {t('onboarding.description', 'Account setup, step {step} of {count}.', { step: step + 1, count })}
          </DialogDescription>
        </div>
      </div>
      <div ref={body} className="grid min-h-0 flex-1 gap-5 overflow-y-auto px-6 pt-5 pb-6 sm:px-8 sm:pb-8" data-testid="onboarding-body">
        <Component key={`${kind}-${step}`} {...props} />
        {failedFinish ? (
          <div
            ref={failedRef}
            className="grid gap-3 rounded-md border border-destructive/40 bg-destructive/10 p-4 text-sm sm:flex sm:items-center sm:justify-between"
            role="alert"
            data-testid="onboarding-finish-failed"
          >
            <div className="grid gap-1">
              <p className="font-medium">{tm(PROFILE_MESSAGES.onboardingFinishFailed)}</p>
              {finish.error && finish.error !== PROFILE_MESSAGES.onboardingFinishFailed ? (
                <p className="text-muted-foreground">{finish.error}</p>
              ) : null}
            </div>
            <Button variant="outline" className="shrink-0" onClick={() => void finishWith(failedFinish)} disabled={busy}>
              {t('common.tryAgain', 'Try Again')}
            </Button>
          </div>
        ) : null}
        <div className="flex justify-center gap-6 border-t pt-3">
          {onboardingRequiredDone(profile) ? (
            // What is required is done, the rest may wait: skipping ends onboarding (saved first), then
            // the dashboard (spec §4), or the page the member was sent here from.
            <Button
              variant="link"
              size="sm"
              className="h-auto px-0 text-muted-foreground"
              onClick={() => void finishWith('skip')}
              disabled={busy}
            >
              {leaving === 'skip' ? t('common.saving', 'Saving...') : t('onboarding.skip', 'Skip onboarding')}
            </Button>
          ) : null}
          <Button variant="link" size="sm" className="h-auto px-0 text-muted-foreground" onClick={() => void onSignOut()}>
            {t('onboarding.signOut', 'Sign out')}
          </Button>
        </div>
      </div>
    </div>
  );
}
