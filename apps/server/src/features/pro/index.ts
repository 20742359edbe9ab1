// What other features may use from pro: its public face. Anything not named here stays inside the feature.
export { isPro } from './service.ts';
