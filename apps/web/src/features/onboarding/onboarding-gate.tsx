/**
 * Overlays every signed-in page until onboarding is done (spec §2 "Onboarding dialog").
 * Mounted once by the signed-in layout. (Filled in by the profiles and onboarding feature.)
 */
export function OnboardingGate() {
  return null;
}
