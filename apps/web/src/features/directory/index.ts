// What other features may use from the directory: the owner's listing statistics (the Business Hub).
export { ListingStatsCard } from './listing-stats-card';
