// What other features may use from compliance: its public face. Anything not named here stays inside the feature.
export {
  hubUrlFor,
  identityVerifiedAt,
  identityVerifiedAtIn,
  isIdentityVerified,
  publicHubUrl,
} from './service.ts';
