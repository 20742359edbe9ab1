import { needsOnboardingAtLoad } from '@mb/contract/profiles';
import { MESSAGES } from '@mb/contract/ui-text';
import { lazy, type ReactNode, Suspense, useEffect, useRef, useState } from 'react';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../components/ui/dialog';
import { Skeleton } from '../../components/ui/skeleton';
import { useSession } from '../../lib/auth';
import { useCookieBannerHeight } from '../../lib/cookie-banner-height';
import { t, tm } from '../../lib/i18n';
import { toast } from '../../lib/toast';
import { useMyProfile } from '../profiles';
import { onResumeAsked, type ResumeAsk, takeResumeAsk } from './resume';
import { takeWelcomeToast } from './welcome-toast';

const OnboardingWizard = lazy(() => import('./onboarding-wizard'));

/**
 * A dialog nobody can dismiss: no close button, Escape and outside clicks do nothing. It does not
 * scroll as a whole: the wizard keeps its title and progress in view and scrolls its body, and the
 * short states use BlockingBody. The page behind is dimmed and blurred: it is not usable yet.
 */
function Blocking({ children, label }: { children: ReactNode; label?: string }) {
  const block = (e: Event) => e.preventDefault();
  const banner = useCookieBannerHeight();
  return (
    <Dialog open>
      <DialogContent
        hideClose
        aria-label={label}
        className="flex max-w-xl flex-col gap-0 overflow-hidden p-0"
        // The cookie banner stays answerable above this dialog (app/shell/cookie-banner.tsx); the dialog
        // keeps clear of it, so neither covers the other's buttons.
        style={{ top: `calc(50% - ${banner / 2}px)`, maxHeight: `calc(90dvh - ${banner}px)` }}
        overlayClassName="backdrop-blur-sm"
        onEscapeKeyDown={block}
        onPointerDownOutside={block}
        onInteractOutside={block}
      >
        {children}
      </DialogContent>
    </Dialog>
  );
}

function BlockingBody({ children }: { children: ReactNode }) {
  return <div className="min-h-0 overflow-y-auto p-6 sm:p-8">{children}</div>;
}

function LoadingProfile() {
  return (
    <div className="grid gap-4 p-6 sm:p-8" aria-busy="true">
      <DialogTitle className="text-base font-medium">{t('onboarding.loading', 'Loading your profile...')}</DialogTitle>
      <DialogDescription className="sr-only">
        {t('onboarding.loadingText', 'Please wait while your account setup loads.')}
      </DialogDescription>
      <Skeleton className="h-2 w-full" />
      <Skeleton className="h-8 w-2/3" />
      <Skeleton className="h-32 w-full" />
    </div>
  );
}

/**
 * Overlays every signed-in page while onboarding is needed (spec §2 'Onboarding dialog', §4: the
 * username or account type is missing, or a business, studio or enterprise has no complete business
 * profile). Once open in this tab it stays until completed or skipped, so saving a username at step 2
 * does not snatch the rest of the steps away, and it stays until that end is saved. Mounted once by
 * the signed-in layout. Also shows the welcome toast after the completion reload.
 */
export function OnboardingGate() {
  const session = useSession();
  const me = useMyProfile();
  const profile = me.data;
  const needed = profile ? needsOnboardingAtLoad(profile) : false;
  const [opened, setOpened] = useState(false);
  // Where finishing goes when the wizard was reopened for a page the member asked for (the guard).
  const [returnTo, setReturnTo] = useState<string | null>(null);
  // While the end of onboarding is being saved the wizard stays, even if the cached profile already
  // says completed (a realtime refresh can beat the answer): it leaves once the answer is in.
  const [finishing, setFinishing] = useState(false);
  useEffect(() => {
    if (needed) setOpened(true);
  }, [needed]);
  // The hub's return address (/onboarding) and the complete-profile guard ask to reopen the wizard at the saved step.
  useEffect(() => {
    const resume = (ask: ResumeAsk | null) => {
      if (!ask) return;
      setOpened(true);
      setReturnTo(ask.returnTo);
    };
    resume(takeResumeAsk());
    return onResumeAsked(resume);
  }, []);

  useEffect(() => {
    const welcome = takeWelcomeToast();
    if (welcome) toast.success(welcome.title, { description: welcome.description });
  }, []);

  // The profile row was missing and has just been created (spec §8).
  const announced = useRef<string | null>(null);
  useEffect(() => {
    if (profile?.is_new && needsOnboardingAtLoad(profile) && announced.current !== profile.id) {
      announced.current = profile.id;
      toast.info(tm(MESSAGES.profileSetupRequired));
    }
  }, [profile]);

  if (!session) return null;
  if (!profile && me.isError) {
    return (
      <Blocking>
        {me.isFetching ? (
          <LoadingProfile />
        ) : (
          <BlockingBody>
            <div className="grid gap-4" role="alert">
              <DialogTitle>{t('onboarding.issue', 'Profile Setup Issue')}</DialogTitle>
              <DialogDescription>
                {tm(MESSAGES.profileLoadFailed)}. {t('onboarding.issueText', 'Start the setup again, or refresh the page.')}
              </DialogDescription>
              <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
                <Button variant="outline" onClick={() => window.location.reload()}>
                  {t('onboarding.refresh', 'Refresh Page')}
                </Button>
                <Button onClick={() => void me.refetch()}>{t('onboarding.start', 'Start Profile Setup')}</Button>
              </div>
            </div>
          </BlockingBody>
        )}
      </Blocking>
    );
  }
  if (!profile || (profile.onboarding_completed && !finishing) || !(needed || opened || finishing)) return null;
  return (
    <Blocking>
      <Suspense fallback={<LoadingProfile />}>
        <OnboardingWizard profile={profile} returnTo={returnTo} onFinishing={setFinishing} />
      </Suspense>
    </Blocking>
  );
}
