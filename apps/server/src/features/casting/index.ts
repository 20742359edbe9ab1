// What other features may use from casting: its public face. Anything not named here stays inside the feature.
export {
  applicants,
  applicationCountsOf,
  callCountsOf,
  myCalls,
  review,
} from './service.ts';
