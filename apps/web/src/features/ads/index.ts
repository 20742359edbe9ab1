// What other features may use from ads (issue 14): the sponsored slot for portfolios and the feed.
export { SponsoredSlot } from './sponsored-slot';
