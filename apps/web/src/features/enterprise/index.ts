// What other parts may use from enterprise accounts (issue 17): the header's 'Use Platform as' switcher
// (app/shell/header-slots.tsx) reads the linked accounts and switches through these.
export { switchToAccount, useLinkedAccounts } from './linked-accounts';
