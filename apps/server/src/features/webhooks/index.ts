// What other features may use from webhooks: its public face. Anything not named here stays inside the feature.
export { emitStudioEvent } from './service.ts';
