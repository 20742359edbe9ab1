// What other features may use from enterprise: its public face. Anything not named here stays inside the feature.
export {
  activeLinksOf,
  enterpriseMeta,
  isActivelyLinked,
} from './service.ts';
