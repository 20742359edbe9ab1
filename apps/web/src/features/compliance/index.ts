// What other features use from compliance: the onboarding wizard's verification card, status and domain panel.
export { DomainPanel } from './domain-panel';
export { identityState } from './identity-state';
export { useCheckCompliance, useComplianceMe } from './queries';
export { useVerification } from './use-verification';
export { VerificationCard } from './verification-card';
