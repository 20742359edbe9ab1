import type { OnboardingAction } from '@mb/contract/profiles';
import { api } from '../../lib/api';
import { useWrite } from '../../lib/write';
import { useSetMyProfile } from '../profiles';

/** One move of the wizard (start, step, skip, seen); the saved profile replaces the cached one. */
export function useOnboardingAction() {
  const setMyProfile = useSetMyProfile();
  return useWrite({ mutationFn: (action: OnboardingAction) => api('onboarding', { body: action }), onSuccess: setMyProfile });
}

/** How onboarding ends: 'Enter {product}' on the final screen, or 'Skip onboarding' once what is required is done. */
export type FinishAction = Extract<OnboardingAction['action'], 'complete' | 'skip'>;

/**
 * Finishing. The wizard waits for the answer before it leaves (issue 31: a completion lost to a
 * navigation left the member incomplete for good), so the cache is left to the wizard: it reloads,
 * or puts the saved profile in the cache and goes to the page the member asked for.
 */
export const useFinishOnboarding = () => useWrite({ mutationFn: (action: FinishAction) => api('onboarding', { body: { action } }) });
