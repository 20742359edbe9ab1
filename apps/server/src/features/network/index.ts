// What other features may use from network: its public face. Anything not named here stays inside the feature.
export {
  followerCountsOf,
  relationsFor,
  sourceIdsOf,
  summary,
} from './service.ts';
