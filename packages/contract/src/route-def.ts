import type { z } from 'zod';
import type { RateLimitName } from './rate-limit-names.ts';
import type { StaffRule } from './staff-rule.ts';

// What one JSON endpoint of the contract says about itself. Each feature's file holds a table of them
// (`export const xRoutes = { ... } as const satisfies Record<string, RouteDef>`) and routes.ts assembles
// the tables into the one route table the server, the browser and the OpenAPI document read.

/**
 * Who may call a route. Deny by default: `public` is the only access without a token; `user` is any
 * signed-in member; `{ staff }` is a signed-in member whose staff status meets the rule (staff-rule.ts),
 * checked by handle() on every request from the database, so a revoked role stops working at once.
 */
export type Access = 'public' | 'user' | { staff: StaffRule };

/**
 * What a delegated session may do with a route: a session acting for another account, an
 * enterprise's sub-user acting for the enterprise or an enterprise acting as its linked studio ('Use
 * Platform as'). Every route says; handle() refuses the rest (delegationRefusal in
 * enterprise-sub-users.ts). The value is the lowest sub-user role that may call it, an enterprise
 * acting as its studio counting as an admin of it:
 *   'viewer'  every delegated session: reading the account's professional content, signing out, switching
 *   'manager' acting for the account: its profile, portfolio, messages, casting, apps, events, billing
 *   'admin'   the account's set-up: sub-users, API keys, webhooks, the company details
 *   'never'   what belongs to the person holding the account alone: their data exports and account
 *             deletion, their 2257 legal identity, password, e-mail, second factors and sessions, links
 *             and invitations they accept, and staff powers
 */
export type Delegation = 'viewer' | 'manager' | 'admin' | 'never';

export interface RouteDef {
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  path: string;
  summary: string;
  tag: string;
  access: Access;
  /** Who of a delegated session may call it (deny by default: every route must say). */
  delegated: Delegation;
  status?: number;
  /** The body is multipart/form-data with one file in the field "file" (uploads). */
  multipart?: true;
  /** Throttles (RATE_LIMITS in rate-limits.ts, named in rate-limit-names.ts) counted before the handler runs; every one must allow. */
  rateLimit?: readonly RateLimitName[];
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** Undefined for non-JSON responses (files, redirects). */
  response?: z.ZodType;
}
