import { page } from '../../components/page/lazy-page';
import type { FeatureRoutes } from '../../lib/feature-routes';

// The onboarding dialog itself is mounted once by the shell (app/root-shell.tsx) over every signed-in page.
export const onboardingRoutes: FeatureRoutes = {
  // Return address after external verification (spec §2): refreshes the status; the dialog resumes at the saved step.
  member: [{ path: '/onboarding', lazy: page(() => import('./onboarding-return-page')) }],
};
