// The activity feed (README.md). Pull: an activity is one row written when its
// subject becomes public; a member's page is read over `actor_id = any(sources)`; what each subject
// is now is checked at read time (deleted, private, a hidden profile: left out).

// What other features and this feature's routes call, gathered from the use-case files beside it:
// activities.ts (writing them), reading.ts, posts.ts, likes.ts, comments.ts and moderation.ts.

export { placesChanged, recordActivity, sourcesChanged } from './activities.ts';
export { addComment, commentsOf, deleteComment } from './comments.ts';
export { setLike } from './likes.ts';
export { commentReportSubject, postModerationType, postReportSubject } from './moderation.ts';
export { activityStates, createImagePost, createPost, deletePost, feedFileGuard, POST_MODERATION_TYPE } from './posts.ts';
export { type FeedReader, feedFor, feedSourcesOf, feedTopic } from './reading.ts';
