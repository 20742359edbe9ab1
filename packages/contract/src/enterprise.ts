import { z } from 'zod';
import { sessionSchema } from './auth.ts';
import { idParam } from './common.ts';
import type { RouteDef } from './route-def.ts';

/**
 * Enterprise accounts and their studios (issue 17, spec §2, §3, §7, §8). An enterprise (profile_type
 * enterprise) keeps its company details (enterprise_accounts) and links studios (enterprise_studio_links):
 *
 *   enterprise invites a studio ──► invited ──studio accepts──► active
 *                                      │                          │
 *                               studio declines /          either side unlinks
 *                               enterprise withdraws            (row removed)
 *                                  (row removed)
 *
 * Rules the spec is silent on, chosen here:
 * - A studio is named by its username or by the e-mail of its account; only existing studio accounts.
 * - One row a pair (unique); a declined or unlinked pair may be invited again.
 * - A studio may be linked to more than one enterprise.
 * - The public company page lists active links only; invitations stay private to the two sides.
 */

export const ENTERPRISE_LIMITS = {
  companyNameMax: 120,
  businessEmailMax: 254,
  websiteMax: 300,
  aboutMax: 2000,
  studioRefMax: 254,
  linksMax: 200,
} as const;

export { ENTERPRISE_MESSAGES } from './enterprise-text.ts';

import { ENTERPRISE_MESSAGES } from './enterprise-text.ts';

export const LINK_STATUSES = ['invited', 'active'] as const;
export type LinkStatus = (typeof LINK_STATUSES)[number];

/** One side of a link as the other side sees it. */
export const linkPartySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  username: z.string().nullable(),
  avatar_url: z.string().nullable(),
});
export type LinkParty = z.infer<typeof linkPartySchema>;

export const studioLinkSchema = z.object({
  id: z.uuid(),
  status: z.enum(LINK_STATUSES),
  enterprise: linkPartySchema,
  studio: linkPartySchema,
  invited_at: z.string(),
  accepted_at: z.string().nullable(),
});
export type StudioLink = z.infer<typeof studioLinkSchema>;

export const enterpriseAccountSchema = z.object({
  company_name: z.string(),
  business_email: z.string(),
  website: z.string(),
  about: z.string(),
});
export type EnterpriseAccount = z.infer<typeof enterpriseAccountSchema>;

const trimmed = (max: number) => z.string().trim().max(max);
export const enterpriseAccountInput = z.object({
  company_name: trimmed(ENTERPRISE_LIMITS.companyNameMax).min(1, ENTERPRISE_MESSAGES.companyNameRequired),
  business_email: z.union([z.literal(''), z.email(ENTERPRISE_MESSAGES.businessEmailInvalid).max(ENTERPRISE_LIMITS.businessEmailMax)]),
  website: z.union([
    z.literal(''),
    trimmed(ENTERPRISE_LIMITS.websiteMax).regex(/^https?:\/\/[^\s]+\.[^\s]+$/i, ENTERPRISE_MESSAGES.websiteInvalid),
  ]),
  about: trimmed(ENTERPRISE_LIMITS.aboutMax),
});
export type EnterpriseAccountInput = z.infer<typeof enterpriseAccountInput>;

export const inviteStudioInput = z.object({
  studio: trimmed(ENTERPRISE_LIMITS.studioRefMax).min(1, ENTERPRISE_MESSAGES.studioRequired),
});

export const myEnterpriseSchema = z.object({
  account: enterpriseAccountSchema,
  links: z.array(studioLinkSchema),
});
export type MyEnterprise = z.infer<typeof myEnterpriseSchema>;

export const studioEnterprisesSchema = z.object({ links: z.array(studioLinkSchema) });

/** The public company page (/enterprise/{id}). */
export const publicEnterpriseSchema = z.object({
  id: z.uuid(),
  company_name: z.string(),
  website: z.string(),
  about: z.string(),
  avatar_url: z.string().nullable(),
  username: z.string().nullable(),
  studios: z.array(linkPartySchema),
});
export type PublicEnterprise = z.infer<typeof publicEnterpriseSchema>;

/** Spec §3 Linked account entry (the 'Use Platform as' switcher). */
export const linkedAccountSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  type: z.enum(['enterprise', 'studio', 'creator', 'business']),
  avatar_url: z.string().nullable(),
});
export type LinkedAccount = z.infer<typeof linkedAccountSchema>;

export const linkedAccountsSchema = z.object({
  /** The enterprise first, then its active studios; just the member's own account for everyone else. */
  accounts: z.array(linkedAccountSchema),
  /** The account the platform is being used as now. */
  active_id: z.uuid(),
  /** Whether this is a delegated session (an enterprise acting as a studio). */
  delegated: z.boolean(),
});
export type LinkedAccounts = z.infer<typeof linkedAccountsSchema>;

/**
 * /studio-dashboard's figures in one read; each section may fail alone (`null` with its error shown)
 * and bookings/events are `installed: false` when the studio has not installed MB Bookings / MB Events.
 */
export const studioDashboardSchema = z.object({
  casting: z
    .object({
      calls: z.array(
        z.object({
          id: z.uuid(),
          title: z.string(),
          status: z.string(),
          accepting: z.boolean(),
          deadline: z.string(),
          applicants: z.number().int(),
        }),
      ),
    })
    .nullable(),
  bookings: z
    .object({
      installed: z.boolean(),
      requests: z.number().int(),
      upcoming: z.array(z.object({ id: z.uuid(), title: z.string(), with: z.string(), starts_at: z.string() })),
    })
    .nullable(),
  events: z
    .object({
      installed: z.boolean(),
      upcoming: z.array(z.object({ id: z.uuid(), title: z.string(), starts_at: z.string(), status: z.string() })),
    })
    .nullable(),
  stats: z.object({ followers: z.number().int(), portfolio_views: z.number().int() }).nullable(),
});
export type StudioDashboard = z.infer<typeof studioDashboardSchema>;

const idParams = z.object({ id: idParam() });

export const enterpriseRoutes = {
  myEnterprise: {
    method: 'GET',
    path: '/api/v1/enterprise/me',
    summary: 'Enterprise: your company details and your studio links (invited and active)',
    tag: 'enterprise',
    access: 'user',
    delegated: 'viewer',
    response: myEnterpriseSchema,
  },
  updateMyEnterprise: {
    method: 'PUT',
    path: '/api/v1/enterprise/me',
    summary: 'Enterprise: save your company details',
    tag: 'enterprise',
    access: 'user',
    delegated: 'admin',
    body: enterpriseAccountInput,
    response: myEnterpriseSchema,
  },
  inviteStudio: {
    method: 'POST',
    path: '/api/v1/enterprise/me/studios',
    summary: 'Enterprise: invite a studio account (by username or e-mail) to link with your enterprise',
    tag: 'enterprise',
    access: 'user',
    delegated: 'manager',
    body: inviteStudioInput,
    response: z.object({ link: studioLinkSchema }),
    status: 201,
  },
  myStudioEnterprises: {
    method: 'GET',
    path: '/api/v1/enterprise/studio-links',
    summary: 'Studio: enterprises that invited or linked your studio',
    tag: 'enterprise',
    access: 'user',
    delegated: 'viewer',
    response: studioEnterprisesSchema,
  },
  acceptEnterpriseLink: {
    method: 'POST',
    path: '/api/v1/enterprise/studio-links/:id/accept',
    summary: "Studio: accept an enterprise's invitation",
    tag: 'enterprise',
    access: 'user',
    delegated: 'never',
    params: idParams,
    response: z.object({ link: studioLinkSchema }),
  },
  declineEnterpriseLink: {
    method: 'POST',
    path: '/api/v1/enterprise/studio-links/:id/decline',
    summary: "Studio: decline an enterprise's invitation",
    tag: 'enterprise',
    access: 'user',
    delegated: 'never',
    params: idParams,
    response: z.object({ ok: z.literal(true) }),
  },
  unlinkEnterpriseStudio: {
    method: 'DELETE',
    path: '/api/v1/enterprise/links/:id',
    summary: 'Enterprise or studio: end a link (or withdraw an invitation); either side may',
    tag: 'enterprise',
    access: 'user',
    delegated: 'manager',
    params: idParams,
    response: z.object({ ok: z.literal(true) }),
  },
  studioDashboard: {
    method: 'GET',
    path: '/api/v1/enterprise/studio-dashboard',
    summary: 'Studio: the dashboard: casting pipeline, upcoming bookings and events, followers and portfolio views',
    tag: 'enterprise',
    access: 'user',
    delegated: 'viewer',
    response: studioDashboardSchema,
  },
  linkedAccounts: {
    method: 'GET',
    path: '/api/v1/enterprise/linked-accounts',
    summary: "'Use Platform as': the accounts this member may use the platform as, and the active one",
    tag: 'enterprise',
    access: 'user',
    delegated: 'viewer',
    response: linkedAccountsSchema,
  },
  useLinkedAccount: {
    method: 'POST',
    path: '/api/v1/enterprise/linked-accounts/:id/use',
    summary:
      "'Use Platform as': switch to a linked studio (a delegated session: the new tokens' subject is the studio) or back to the enterprise",
    tag: 'enterprise',
    access: 'user',
    delegated: 'viewer',
    params: idParams,
    response: z.object({ session: sessionSchema, account: linkedAccountSchema }),
  },
  publicEnterprise: {
    method: 'GET',
    path: '/api/v1/enterprise/public/:id',
    summary: 'Enterprise: the public company page: details and the active linked studios',
    tag: 'enterprise',
    access: 'public',
    delegated: 'viewer',
    params: idParams,
    response: publicEnterpriseSchema,
  },
} as const satisfies Record<string, RouteDef>;
