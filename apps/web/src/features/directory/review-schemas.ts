// The review and reply forms' schemas, which reviews.tsx loads on the first validation
// (lib/lazy-resolver.ts). A module of their own: a module loaded by import() keeps every export, and
// these two are all the forms need of contract/directory.ts.
export { replyInput, reviewInput } from '@mb/contract/directory';
