// What other features may use from apps: its public face. Anything not named here stays inside the feature.
export {
  hasActiveInstallation,
  requireInstalled,
  settings,
} from './service.ts';
