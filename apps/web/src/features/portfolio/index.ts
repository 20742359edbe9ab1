// What other features may use from portfolio. The public gallery (a member's profile page, credits):
export { AdultGate } from './adult-gate';
export { FilterNote, GalleryGrid, GallerySkeleton } from './gallery';
export { GalleryView } from './gallery-view';
export { type GalleryViewer, Lightbox } from './lightbox';
export { publicPortfolioKeys, useMemberBioLinks, useMemberPortfolio } from './public-queries';
