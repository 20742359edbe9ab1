import { z } from 'zod';
import { idParam } from './common.ts';
import { linkedAccountSchema } from './enterprise.ts';
import type { RouteDef } from './route-def.ts';

/**
 * Enterprise sub-users (issue 17, "Sub-users"): people an enterprise invites by e-mail with a role, who
 * then act for the enterprise through the same delegated session as 'Use Platform as' (the subject is
 * the enterprise, `delegated_by` the sub-user, the role recorded on the session).
 *
 *   enterprise invites an e-mail ──► invited ──the invitee accepts (signed in, link in the e-mail)──► active
 *                                      │                                                              │
 *                               enterprise withdraws                                    enterprise removes
 *                                  (row removed)                        (row removed, delegated sessions end)
 *
 * Rules the spec is silent on, chosen here:
 * - The invitation link carries a random token (stored hashed), single-use, valid SUB_USER_INVITE_DAYS days.
 *   Inviting the same pending address again sends a fresh link (the old one stops working).
 * - The invitee accepts signed in to their own account, whose e-mail must be the invited address; any
 *   profile type except enterprise (an enterprise acts for itself), and never from a delegated session.
 * - A role change, like a removal, ends the sub-user's delegated sessions for that enterprise at once:
 *   the next switch carries the new role.
 * - A sub-user acting as the enterprise cannot switch further into the enterprise's studios.
 * - Roles, enforced on every request of the delegated session by handle() with delegationRefusal: each
 *   route declares the lowest role that may call it (RouteDef `delegated`, deny by default): viewer reads
 *   only; manager acts for the enterprise except managing sub-users, the company details, API keys and
 *   webhooks; admin everything a delegated session may do. Signing out, refreshing and switching accounts
 *   stay open to every role; what is the account holder's alone ('never') to none.
 */

export const SUB_USER_ROLES = ['admin', 'manager', 'viewer'] as const;
export type SubUserRole = (typeof SUB_USER_ROLES)[number];
export const SUB_USER_STATUSES = ['invited', 'active'] as const;

export const SUB_USER_INVITE_DAYS = 7;
export const SUB_USERS_MAX = 100;

export const SUB_USER_ROLE_LABELS: Record<SubUserRole, string> = {
  admin: 'Admin',
  manager: 'Manager',
  viewer: 'Viewer',
};

export const SUB_USER_ROLE_HINTS: Record<SubUserRole, string> = {
  admin: 'Everything the enterprise can do, including managing sub-users (never its password, e-mail or sessions).',
  manager: 'Acts for the enterprise, except managing sub-users, the company details and account security.',
  viewer: 'Sees everything, changes nothing.',
};

export const SUB_USER_MESSAGES = {
  viewerReadOnly: 'Your role for this enterprise is Viewer: you can look but not change anything.',
  managerRefused:
    'Your role for this enterprise is Manager: only an Admin can manage sub-users, API keys, webhooks, company details or account security.',
  roleRefused: 'Your role for this enterprise does not allow this.',
  emailRequired: 'Enter the e-mail address of the person to invite.',
  emailInvalid: 'Enter a valid e-mail address.',
  roleInvalid: 'Choose a role: admin, manager or viewer.',
  ownEmail: 'That is your enterprise’s own e-mail address.',
  alreadyActive: 'This person is already a sub-user of your enterprise.',
  tooMany: `An enterprise can have at most ${SUB_USERS_MAX} sub-users.`,
  notFound: 'No such sub-user.',
  invitationInvalid: 'This invitation link is not valid or has already been used.',
  invitationExpired: 'This invitation has expired. Ask the enterprise to invite you again.',
  invitationOtherEmail: 'This invitation was sent to another e-mail address. Sign in with the account of that address.',
  invitationEnterprise: 'Enterprise accounts cannot be sub-users. Sign in with your personal account.',
  invitationDelegated: 'Switch back to your own account to accept an invitation.',
  invitationNotice: (company: string) => `${company} invites you to act for it as a sub-user.`,
  invitationTitle: 'Sub-user invitation',
  acceptedTitle: 'Sub-user joined',
  acceptedContent: (who: string) => `${who} accepted your invitation and is now a sub-user.`,
  removedTitle: 'Sub-user access ended',
  removedContent: (company: string) => `You can no longer act for ${company}.`,
  roleChangedTitle: 'Sub-user role changed',
  roleChangedContent: (company: string, role: string) => `Your role for ${company} is now ${role}.`,
  invited: 'Invitation sent',
  roleSaved: 'Role changed',
  removed: 'Sub-user removed',
  accepted: (company: string) => `You are now a sub-user of ${company}. Use the ‘Use Platform as’ switcher to act for it.`,
  empty: 'No sub-users yet. Invite someone by e-mail to let them act for your enterprise.',
} as const;

/** The roles in order: each may do what the ones before it may. */
const RANK: Record<SubUserRole, number> = { viewer: 0, manager: 1, admin: 2 };

/**
 * Why a delegated session may not make this request, or null when it may (issue 31). `role` is the
 * sub-user's role; undefined for an enterprise acting as its linked studio, which counts as an admin.
 * Deny by default: a route allows only what it declares, and a role this rule does not know gets only
 * what every delegated session gets.
 */
export function delegationRefusal(def: Pick<RouteDef, 'delegated'>, role: string | undefined): string | null {
  if (def.delegated === 'never') return DELEGATION_MESSAGES.never;
  const rank = role === undefined ? RANK.admin : Object.hasOwn(RANK, role) ? RANK[role as SubUserRole] : RANK.viewer;
  if (rank >= RANK[def.delegated]) return null;
  if (role === 'viewer') return SUB_USER_MESSAGES.viewerReadOnly;
  if (role === 'manager') return SUB_USER_MESSAGES.managerRefused;
  return SUB_USER_MESSAGES.roleRefused;
}

export const DELEGATION_MESSAGES = {
  // A delegated session may not change the account itself (features/auth delegated.ts).
  password: 'While using the platform as a linked account you cannot change the password of that account.',
  email: 'While using the platform as a linked account you cannot change the e-mail of that account.',
  sessions: 'While using the platform as a linked account you cannot manage the sessions of that account.',
  account: 'While using the platform as a linked account you cannot delete that account.',
  never:
    'While using the platform as another account you cannot do this: it is for the person who holds that account alone. Switch back to your own account.',
} as const;

export const subUserSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  role: z.enum(SUB_USER_ROLES),
  status: z.enum(SUB_USER_STATUSES),
  /** The member once accepted. */
  member: z.object({ id: z.uuid(), name: z.string(), username: z.string().nullable(), avatar_url: z.string().nullable() }).nullable(),
  invited_at: z.string(),
  /** When the pending invitation's link stops working. */
  expires_at: z.string().nullable(),
  accepted_at: z.string().nullable(),
});
export type SubUser = z.infer<typeof subUserSchema>;

const roleField = z.enum(SUB_USER_ROLES, { error: SUB_USER_MESSAGES.roleInvalid });

export const inviteSubUserInput = z.object({
  email: z
    .string()
    .trim()
    .min(1, SUB_USER_MESSAGES.emailRequired)
    .max(254, SUB_USER_MESSAGES.emailInvalid)
    .pipe(z.email(SUB_USER_MESSAGES.emailInvalid)),
  role: roleField,
});
export type InviteSubUserInput = z.infer<typeof inviteSubUserInput>;

export const changeSubUserRoleInput = z.object({ role: roleField });

export const acceptSubUserInput = z.object({
  token: z.string().trim().min(20, SUB_USER_MESSAGES.invitationInvalid).max(200, SUB_USER_MESSAGES.invitationInvalid),
});

const idParams = z.object({ id: idParam() });

export const subUserRoutes = {
  listSubUsers: {
    method: 'GET',
    path: '/api/v1/enterprise/sub-users',
    summary: 'Enterprise: your sub-users, pending and active',
    tag: 'enterprise',
    access: 'user',
    delegated: 'viewer',
    response: z.object({ sub_users: z.array(subUserSchema) }),
  },
  inviteSubUser: {
    method: 'POST',
    path: '/api/v1/enterprise/sub-users',
    summary: 'Enterprise: invite a person by e-mail to act for the enterprise with a role (admin, manager, viewer)',
    tag: 'enterprise',
    access: 'user',
    delegated: 'admin',
    body: inviteSubUserInput,
    response: z.object({ sub_user: subUserSchema }),
    status: 201,
  },
  changeSubUserRole: {
    method: 'PATCH',
    path: '/api/v1/enterprise/sub-users/:id',
    summary: "Enterprise: change a sub-user's role (their delegated sessions end at once)",
    tag: 'enterprise',
    access: 'user',
    delegated: 'admin',
    params: idParams,
    body: changeSubUserRoleInput,
    response: z.object({ sub_user: subUserSchema }),
  },
  removeSubUser: {
    method: 'DELETE',
    path: '/api/v1/enterprise/sub-users/:id',
    summary: 'Enterprise: remove a sub-user or withdraw an invitation (their delegated sessions end at once)',
    tag: 'enterprise',
    access: 'user',
    delegated: 'admin',
    params: idParams,
    response: z.object({ ok: z.literal(true) }),
  },
  acceptSubUserInvitation: {
    method: 'POST',
    path: '/api/v1/enterprise/sub-user-invitations/accept',
    summary: "Member: accept an enterprise's sub-user invitation with the e-mail's token",
    tag: 'enterprise',
    access: 'user',
    delegated: 'never',
    body: acceptSubUserInput,
    response: z.object({ enterprise: linkedAccountSchema, role: z.enum(SUB_USER_ROLES) }),
  },
} as const satisfies Record<string, RouteDef>;
