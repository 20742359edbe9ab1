// What other parts of the app may use from portfolio: the owner's portfolio in the cache (the credits
// feature's consent editor puts the item its writes return back into it).
export { portfolioKeys, useMyPortfolio, useSetOwnItem } from './queries';
