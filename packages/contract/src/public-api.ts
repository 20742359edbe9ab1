import { z } from 'zod';
import { APPLICATION_STATUSES } from './casting.ts';
import { idParam } from './common.ts';
import type { ApiScopeArea, ApiScopeLevel } from './developer.ts';
import { EVENT_STATUSES } from './events.ts';

/**
 * The public REST API (issue 17) under /api/public/v1, for an enterprise's own systems, authenticated
 * by an API key (`Authorization: Bearer mbk_live_…`, developer.ts). Its own table, apart from the
 * member API's `routes`: a key is not a member session, so these routes have their own access kind
 * (the key's scope) and their own authorization matrix (test/api/public-api.test.ts).
 *
 * Every route answers only for the enterprise's ACTIVELY linked studios, checked on every request: a
 * studio linked to another enterprise, or unlinked a moment ago, is 404. The order of the checks: the
 * key (401), the per-key rate limit (429, RateLimit-* headers on every answer from here on), the scope
 * (403), the input (400), the studio (404). Errors are `{ error: { code, message } }` as in the member API.
 *
 * What leaves: what the studio itself sees in the app, never more. Applicants are named by their
 * public card (no e-mail: the studio never sees applicants' e-mails); the studio's private notes on
 * applications stay out.
 */

export interface PublicApiRouteDef {
  method: 'GET' | 'POST';
  path: string;
  summary: string;
  /** What the key must hold; null: any valid key. */
  scope: { area: ApiScopeArea; level: ApiScopeLevel } | null;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  response: z.ZodType;
}

export const PUBLIC_API_BASE = '/api/public/v1';

const studioParams = z.object({ studioId: idParam() });

export const publicStudioSchema = z.object({
  id: z.uuid(),
  username: z.string().nullable(),
  display_name: z.string().nullable(),
  avatar_url: z.string().nullable(),
  linked_since: z.string().nullable(),
});

export const publicStudioProfileSchema = z.object({
  id: z.uuid(),
  username: z.string().nullable(),
  display_name: z.string().nullable(),
  bio: z.string().nullable(),
  location: z.string().nullable(),
  avatar_url: z.string().nullable(),
  content_types: z.array(z.string()),
  verified: z.boolean(),
  visibility: z.enum(['public', 'members']),
  member_since: z.string(),
});

export const publicPortfolioStatsSchema = z.object({
  studio_id: z.uuid(),
  /** Live items (not deleted), public or not yet. */
  items: z.number().int(),
  images: z.number().int(),
  videos: z.number().int(),
  /** Items others can see now (approved, consent complete). */
  public_items: z.number().int(),
  albums: z.number().int(),
  views: z.number().int(),
  likes: z.number().int(),
});

export const publicCastingCallSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  role_description: z.string(),
  location: z.string().nullable(),
  starts_on: z.string().nullable(),
  ends_on: z.string().nullable(),
  rate_min: z.number().int().nullable(),
  rate_max: z.number().int().nullable(),
  rate_unit: z.string(),
  content_types: z.array(z.string()),
  deadline: z.string(),
  status: z.string(),
  accepting: z.boolean(),
  applicants: z.number().int(),
  created_at: z.string(),
});

export const publicApplicationSchema = z.object({
  id: z.uuid(),
  call_id: z.uuid(),
  applicant: z.object({
    id: z.uuid(),
    username: z.string().nullable(),
    display_name: z.string().nullable(),
    verified: z.boolean(),
    location: z.string().nullable(),
  }),
  status: z.enum(APPLICATION_STATUSES),
  /** The answers to the call's form, by field id, as the studio sees them. */
  answers: z.record(z.string(), z.unknown()),
  created_at: z.string(),
  updated_at: z.string(),
});

/** The statuses a key with casting:write may set, through the casting service's own rules. */
export const PUBLIC_APPLICATION_STATUSES = ['submitted', 'shortlisted', 'rejected'] as const;

export const publicEventSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  description: z.string(),
  category: z.string(),
  is_online: z.boolean(),
  location: z.string(),
  start_date: z.string(),
  end_date: z.string(),
  timezone: z.string(),
  capacity: z.number().int(),
  seats_taken: z.number().int(),
  ticket_kind: z.string(),
  price_minor: z.number().int(),
  currency: z.string(),
  status: z.enum(EVENT_STATUSES),
  moderation: z.string(),
  created_at: z.string(),
});

export const publicApiRoutes = {
  listStudios: {
    method: 'GET',
    path: `${PUBLIC_API_BASE}/studios`,
    summary: 'The studios actively linked to your enterprise',
    scope: null,
    response: z.object({ studios: z.array(publicStudioSchema) }),
  },
  studioProfile: {
    method: 'GET',
    path: `${PUBLIC_API_BASE}/studios/:studioId`,
    summary: 'A linked studio’s profile',
    scope: { area: 'profiles', level: 'read' },
    params: studioParams,
    response: z.object({ studio: publicStudioProfileSchema }),
  },
  portfolioStats: {
    method: 'GET',
    path: `${PUBLIC_API_BASE}/studios/:studioId/portfolio/stats`,
    summary: 'A linked studio’s portfolio statistics: items, views, likes',
    scope: { area: 'portfolio', level: 'read' },
    params: studioParams,
    response: z.object({ stats: publicPortfolioStatsSchema }),
  },
  castingCalls: {
    method: 'GET',
    path: `${PUBLIC_API_BASE}/studios/:studioId/casting/calls`,
    summary: 'A linked studio’s casting calls, newest first, with applicant counts',
    scope: { area: 'casting', level: 'read' },
    params: studioParams,
    response: z.object({ calls: z.array(publicCastingCallSchema) }),
  },
  castingApplications: {
    method: 'GET',
    path: `${PUBLIC_API_BASE}/studios/:studioId/casting/calls/:callId/applications`,
    summary: 'The applications to one of a linked studio’s casting calls',
    scope: { area: 'casting', level: 'read' },
    params: studioParams.extend({ callId: idParam() }),
    response: z.object({ applications: z.array(publicApplicationSchema) }),
  },
  setApplicationStatus: {
    method: 'POST',
    path: `${PUBLIC_API_BASE}/studios/:studioId/casting/applications/:applicationId/status`,
    summary:
      'Shortlist, move back to submitted, or reject an application (as the studio would; rejecting notifies the applicant). Only open applications change.',
    scope: { area: 'casting', level: 'write' },
    params: studioParams.extend({ applicationId: idParam() }),
    body: z.object({ status: z.enum(PUBLIC_APPLICATION_STATUSES) }),
    response: z.object({ application: publicApplicationSchema }),
  },
  studioEvents: {
    method: 'GET',
    path: `${PUBLIC_API_BASE}/studios/:studioId/events`,
    summary: 'The MB Events a linked studio organizes (empty when it has not installed MB Events)',
    scope: { area: 'events', level: 'read' },
    params: studioParams,
    response: z.object({ events: z.array(publicEventSchema) }),
  },
} as const satisfies Record<string, PublicApiRouteDef>;

export type PublicApiRouteName = keyof typeof publicApiRoutes;
