// What other features may use from notifications: its public face. Anything not named here stays inside the feature.
export {
  notifiedRecently,
  notify,
} from './service.ts';
