// What other parts may use from enterprise accounts (issue 17): the header's 'Use Platform as' switcher
// (app/shell/header-slots.tsx) reads the linked accounts and switches through these.

// Settings and Compliance keep back what is the account holder's alone while a delegated session is in use.
export { HolderOnly } from './holder-only';
export { switchToAccount, useLinkedAccounts } from './linked-accounts';
