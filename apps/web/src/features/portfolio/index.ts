// What other parts of the app may use from portfolio: the owner's portfolio in the cache (the credits
// feature's consent editor puts the item its writes return back into it).

export { AdultGate } from './adult-gate';
export { FilterNote, GalleryGrid, GallerySkeleton } from './gallery';
export { GalleryView } from './gallery-view';
export { type GalleryViewer, Lightbox } from './lightbox';
export { publicPortfolioKeys, useMemberBioLinks, useMemberPortfolio } from './public-queries';
export { portfolioKeys, useMyPortfolio, useSetOwnItem } from './queries';
