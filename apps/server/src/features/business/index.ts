// What other features may use from business: its public face. Anything not named here stays inside the feature.
export {
  businessPlanOf,
  registeredNamesOf,
  setBusinessPlan,
} from './service.ts';
