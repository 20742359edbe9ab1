// What other features may use from site: its public face. Anything not named here stays inside the feature.
export {
  getPricing,
  recordsCustodian,
} from './service.ts';
