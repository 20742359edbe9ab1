// What other features may use from directory: its public face. Anything not named here stays inside the feature.
export {
  getListing,
  listingMeta,
  listingsForSitemap,
  publishListing,
} from './service.ts';
