import { MESSAGES } from '@mb/contract/messages';
import {
  lastOnboardingStep,
  type MyProfile,
  needsOnboardingAtLoad,
  ONBOARDING_STEPS,
  type OnboardingAction,
  type OnboardingStepKind,
  onboardingStepCount,
  onboardingStepKind,
  resumeOnboardingStep,
} from '@mb/contract/profiles';
import { type ComponentType, useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../components/ui/button';
import { DialogDescription, DialogTitle } from '../../components/ui/dialog';
import { Progress } from '../../components/ui/progress';
import { takeChosenPlanPath } from '../../lib/chosen-plan';
import { markNewMember } from '../../lib/new-member';
import { PRODUCT_NAME } from '../../lib/product';
import { signOut } from '../../lib/sign-out';
import { toast } from '../../lib/toast';
import { useCompleteOnboarding, useOnboardingAction } from './queries';
import { BusinessStep } from './steps-business';
import { DomainStep } from './steps-domain';
import { FinalStep, WelcomeStep } from './steps-intro';
import { AvatarStep, PersonalStep } from './steps-profile';
import { VerificationStatusStep, VerificationStep } from './steps-verification';
import { queueWelcomeToast } from './welcome-toast';
import type { StepProps } from './wizard-context';

// Step indexes and what each shows are defined once in the contract (ONBOARDING_STEPS and its
// comment): creators 0-5 with the final screen at 5; other types 0-7 with business registration at
// 5, domain at 6 and the final screen at 7.

const STEPS: Record<OnboardingStepKind, { title: string; Component: ComponentType<StepProps> }> = {
  welcome: { title: `Welcome to ${PRODUCT_NAME}`, Component: WelcomeStep },
  avatar: { title: 'Choose your avatar', Component: AvatarStep },
  personal: { title: 'Your profile', Component: PersonalStep },
  verification: { title: 'Verify your identity', Component: VerificationStep },
  verificationStatus: { title: 'Verification status', Component: VerificationStatusStep },
  business: { title: 'Register your business', Component: BusinessStep },
  domain: { title: 'Verify your domain', Component: DomainStep },
  final: { title: "You're all set", Component: FinalStep },
};

/** The wizard inside the onboarding dialog: resumes at the saved step and saves every move (spec §4). */
export default function OnboardingWizard({ profile }: { profile: MyProfile }) {
  const navigate = useNavigate();
  const [step, setStep] = useState(() => resumeOnboardingStep(profile));
  const move = useOnboardingAction();
  const seen = useOnboardingAction();
  const finish = useCompleteOnboarding();
  const [leaving, setLeaving] = useState(false);
  const [typePreview, setTypePreview] = useState(profile.profile_type);
  const title = useRef<HTMLHeadingElement>(null);
  const body = useRef<HTMLDivElement>(null);
  const first = useRef(true);
  const busy = move.busy || leaving;

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
    complete: async () => {
      setLeaving(true);
      // Spec §4: the member lands on the dashboard even if this did not save; the wizard then returns at this step.
      await finish.submit();
      queueWelcomeToast();
      markNewMember(profile.id);
      // A plan chosen on /pricing before joining: its page, else the dashboard.
      window.location.assign(takeChosenPlanPath(profile.id, profile.profile_type));
    },
    onTypePreview: setTypePreview,
  };
  const { Component } = STEPS[kind];

  const onSignOut = async () => {
    const { serverOk } = await signOut();
    if (serverOk) toast.success(MESSAGES.signOutSuccess.title, { description: MESSAGES.signOutSuccess.description });
    else toast.error(MESSAGES.signOutFailed.title, { description: MESSAGES.signOutFailed.description });
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
            <span data-testid="onboarding-step-label">
              Step {step + 1} of {count}
            </span>
          </div>
          <Progress value={((step + 1) / count) * 100} label="Onboarding progress" />
        </div>
        <div className="grid gap-1">
          <DialogTitle ref={title} tabIndex={-1} className="text-xl outline-none">
            {STEPS[kind].title}
          </DialogTitle>
          <DialogDescription className="sr-only">
            Account setup, step {step + 1} of {count}.
          </DialogDescription>
        </div>
      </div>
      <div ref={body} className="grid min-h-0 flex-1 gap-5 overflow-y-auto px-6 pt-5 pb-6 sm:px-8 sm:pb-8" data-testid="onboarding-body">
        <Component key={`${kind}-${step}`} {...props} />
        <div className="flex justify-center gap-6 border-t pt-3">
          {needsOnboardingAtLoad(profile) ? null : (
            // Spec §4: what is required is done, the rest may wait; skipping reloads at /dashboard.
            <Button
              variant="link"
              size="sm"
              className="h-auto px-0 text-muted-foreground"
              onClick={() => window.location.assign('/dashboard')}
            >
              Skip onboarding
            </Button>
          )}
          <Button variant="link" size="sm" className="h-auto px-0 text-muted-foreground" onClick={() => void onSignOut()}>
            Sign out
          </Button>
        </div>
      </div>
    </div>
  );
}
