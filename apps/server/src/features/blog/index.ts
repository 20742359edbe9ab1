// What other features may use from blog: its public face. Anything not named here stays inside the feature.
export {
  findLivePost,
  latestPosts,
  postsForSitemap,
} from './service.ts';
