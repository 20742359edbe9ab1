// Enterprise accounts' words (spec §8 where it has them, the rest ours): no zod, so the header's
// 'Use Platform as' switcher can use them without pulling the schemas into every member's first page.

import { MESSAGES } from './ui-text.ts';

export const ENTERPRISE_MESSAGES = {
  // §8 (exact).
  linkedAccountsFailed: MESSAGES.linkedAccountsFailed.description,
  linkedAccountsFailedTitle: MESSAGES.linkedAccountsFailed.title,
  switched: (name: string) => `Account Switched: Now using the product as ${name}`,
  /** The same, as a toast's title and description. */
  switchedTitle: 'Account Switched',
  switchedDescription: (name: string) => `Now using the product as ${name}`,
  switchFailed: 'Could not switch accounts',
  switcherLabel: 'Use Platform as',
  // Ours.
  enterpriseOnly: 'Only enterprise accounts can do this.',
  studiosOnly: 'Only studio accounts can be linked to an enterprise.',
  studioOnlyAnswer: 'Only studio accounts can answer enterprise invitations.',
  studioNotFound: 'No studio account has that username or e-mail.',
  studioRequired: 'Enter the username or e-mail of a studio account.',
  alreadyLinked: 'This studio is already linked to your enterprise.',
  alreadyInvited: 'This studio already has an invitation from your enterprise.',
  linkNotFound: 'No such link.',
  companyNameRequired: 'Company name is required.',
  businessEmailInvalid: 'Enter a valid business e-mail address.',
  websiteInvalid: 'Enter a web address starting with http:// or https://',
  enterpriseNotFound: 'No such enterprise.',
  accountNotLinked: 'That account is not linked to you.',
  studioDashboardOnly: 'The studio dashboard is for studio accounts.',
  saved: 'Company details saved',
  invited: 'Invitation sent',
  accepted: 'Studio linked',
  declined: 'Invitation declined',
  unlinked: 'Unlinked',
  inviteTitle: 'Enterprise invitation',
  inviteContent: (company: string) => `${company} invites your studio to link with its enterprise account.`,
  acceptedTitle: 'Studio linked',
  acceptedContent: (studio: string) => `${studio} accepted your invitation and is now linked.`,
  unlinkedTitle: 'Enterprise link ended',
  unlinkedContent: (other: string) => `The link with ${other} has ended.`,
} as const;
