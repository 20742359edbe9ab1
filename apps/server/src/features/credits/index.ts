// What other features may use from credits: its public face. Anything not named here stays inside the feature.
export {
  consentsOfItem,
  itemsWithRelease,
} from './service.ts';
