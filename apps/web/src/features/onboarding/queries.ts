import type { OnboardingAction } from '@mb/contract/profiles';
import { api } from '../../lib/api';
import { useWrite } from '../../lib/write';
import { useSetMyProfile } from '../profiles';

/** One move of the wizard (start, step, skip, seen); the saved profile replaces the cached one. */
export function useOnboardingAction() {
  const setMyProfile = useSetMyProfile();
  return useWrite({ mutationFn: (action: OnboardingAction) => api('onboarding', { body: action }), onSuccess: setMyProfile });
}

/**
 * Finishing: the page reloads at /dashboard right after (spec §4), so the cache is left alone and the
 * dialog stays up until then.
 */
export const useCompleteOnboarding = () => useWrite({ mutationFn: () => api('onboarding', { body: { action: 'complete' } }) });
