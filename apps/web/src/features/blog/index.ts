// What other parts of the app may use from the blog: the latest posts and their card (home, sitemap).
export { useLatestPosts } from './latest-posts';
export { PostCard, PostCardSkeleton } from './post-card';
