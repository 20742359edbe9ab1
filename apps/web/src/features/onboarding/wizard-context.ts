import type { ProfileType } from '@mb/contract/auth';
import type { MyProfile, OnboardingAction } from '@mb/contract/profiles';

/** What every wizard step gets from the wizard frame. */
export interface StepProps {
  profile: MyProfile;
  busy: boolean;
  /** Runs one server transition; resolves with the saved profile, or null when it failed (already toasted). */
  run: (action: OnboardingAction) => Promise<MyProfile | null>;
  next: () => Promise<unknown>;
  back: () => Promise<unknown>;
  /**
   * Saves onboarding_completed, then reloads at /dashboard (spec §4) or opens the page the member came
   * from; a failure stays, with Try Again.
   */
  complete: () => Promise<void>;
  /** Step 0: the account type being considered, so the frame can show the right step count. */
  onTypePreview?: (t: ProfileType) => void;
}
