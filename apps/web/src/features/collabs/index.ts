// What other features may use from collaborations (issue 13): the verified collaborations on a public
// profile, and the dashboard's Editor queue card for post-production editors.
export { EditorQueueCard } from './editor-queue-page';
export { ProfileCollabCredits } from './profile-collab-credits';
