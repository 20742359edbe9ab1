// What other features may use from security: its public face. Anything not named here stays inside the feature.
export {
  emailHash,
  recordSecurityEvent,
  securitySummary,
} from './service.ts';
