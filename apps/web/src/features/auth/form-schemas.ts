// The sign-in, reset and join forms' schemas, which auth-page.tsx loads on the first validation
// (lib/lazy-resolver.ts). A module of their own: a module loaded by import() keeps every export, and
// these three are all the forms need of contract/auth.ts (a member's first page loads that one).
export { passwordResetRequestInput, signInInput, signUpInput } from '@mb/contract/auth';
