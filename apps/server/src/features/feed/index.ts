// What other features may use from feed: its public face. Anything not named here stays inside the feature.
export {
  activityStates,
  createImagePost,
  createPost,
  deletePost,
} from './service.ts';
