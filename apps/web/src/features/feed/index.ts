// What other features may use from the activity feed: nothing yet (the page is reached by its route).
export { feedKeys } from './queries';
