// What other features may use from business: the registration form (onboarding step 5), the member's
// business profile and where its listing stands (the dashboard). The pages are here too, so routes.tsx
// loads the whole feature as one chunk.

export { BusinessDashboard } from './business-dashboard';
export { default as BusinessHubPage } from './business-hub-page';
export { default as BusinessProfilePage } from './business-profile-page';
export { BusinessRegistration } from './business-registration';
export { type ListingState, listingState } from './listing-state';
export { ListingStatusCard } from './listing-status-card';
export { businessKeys, useMyBusiness } from './queries';
export { default as RegisterPage } from './register-page';
