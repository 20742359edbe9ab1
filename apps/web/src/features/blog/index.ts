// What other parts of the app may use from the blog: the post list query and its card (home, sitemap).
export { PostCard, PostCardSkeleton } from './post-card';
export { useBlogList } from './queries';
