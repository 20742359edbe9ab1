// What other features may use from events: its public face. Anything not named here stays inside the feature.
export {
  eventCards,
  eventMeta,
  eventsForSitemap,
  myEvents,
  publishedCountsOf,
} from './service.ts';
