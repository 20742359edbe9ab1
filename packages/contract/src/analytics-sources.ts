// Where a profile view came from (issue 35): no zod here, so the public profile page's first load stays small.

/** Where a view came from: the discovery search, the activity feed, a portfolio share link, a link-in-bio page, anything else. */
export const VIEW_SOURCES = ['search', 'feed', 'share_link', 'bio_link', 'direct'] as const;
export type ViewSource = (typeof VIEW_SOURCES)[number];
export const VIEW_SOURCE_LABELS: Record<ViewSource, string> = {
  search: 'Search',
  feed: 'Feed',
  share_link: 'Share link',
  bio_link: 'Bio link',
  direct: 'Direct',
};
/** The address parameter a link from outside the app carries to name its source (`/{username}?via=bio_link`). */
export const VIEW_SOURCE_PARAM = 'via';
export const isViewSource = (v: unknown): v is ViewSource => typeof v === 'string' && (VIEW_SOURCES as readonly string[]).includes(v);

/** What a link inside the app hands the profile page it opens (react-router's location state). */
export const viaState = (source: ViewSource) => ({ via: source });
