import type { CastingApplicant, CastingCall } from '@mb/contract/casting';
import type { ApiKey } from '@mb/contract/developer';
import type { EventItem } from '@mb/contract/events';
import type {
  publicApplicationSchema,
  publicCastingCallSchema,
  publicEventSchema,
  publicStudioProfileSchema,
  publicStudioSchema,
} from '@mb/contract/public-api';
import type { z } from 'zod';
import type { ProfileRow } from '../profiles/index.ts';
import type { ApiKeyRow } from './repository.ts';

// Field by field (never a row spread): the list never carries the hash, the public API only what the
// studio itself sees in the app, minus its private notes.

export function presentKey(r: ApiKeyRow, names: Map<string, string>, now: Date): ApiKey {
  return {
    id: r.id,
    name: r.name,
    prefix: r.prefix,
    scopes: r.scopes,
    created_at: r.created_at.toISOString(),
    created_by: r.created_by ? (names.get(r.created_by) ?? null) : null,
    expires_at: r.expires_at?.toISOString() ?? null,
    last_used_at: r.last_used_at?.toISOString() ?? null,
    revoked_at: r.revoked_at?.toISOString() ?? null,
    status: r.revoked_at ? 'revoked' : r.expires_at && r.expires_at <= now ? 'expired' : 'active',
  };
}

interface Card {
  username: string | null;
  display_name: string | null;
  avatar_url: string | null;
}

export function presentStudio(id: string, card: Card | undefined, since: Date | null): z.input<typeof publicStudioSchema> {
  return {
    id,
    username: card?.username ?? null,
    display_name: card?.display_name ?? null,
    avatar_url: card?.avatar_url ?? null,
    linked_since: since?.toISOString() ?? null,
  };
}

export function presentProfile(p: ProfileRow): z.input<typeof publicStudioProfileSchema> {
  return {
    id: p.id,
    username: p.username,
    display_name: p.display_name,
    bio: p.bio,
    location: p.location,
    // Only an approved picture, as everyone else sees it.
    avatar_url: p.avatar_approved_url,
    content_types: p.content_types,
    verified: p.vaulth_verified,
    visibility: p.visibility,
    member_since: p.created_at.toISOString(),
  };
}

export function presentCall(c: CastingCall): z.input<typeof publicCastingCallSchema> {
  return {
    id: c.id,
    title: c.title,
    role_description: c.role_description,
    location: c.location,
    starts_on: c.starts_on,
    ends_on: c.ends_on,
    rate_min: c.rate_min,
    rate_max: c.rate_max,
    rate_unit: c.rate_unit,
    content_types: c.content_types,
    deadline: c.deadline,
    status: c.status,
    accepting: c.accepting,
    applicants: c.applicants ?? 0,
    created_at: c.created_at,
  };
}

export function presentApplication(a: CastingApplicant): z.input<typeof publicApplicationSchema> {
  return {
    id: a.id,
    call_id: a.call_id,
    applicant: {
      id: a.applicant.user_id,
      username: a.applicant.username,
      display_name: a.applicant.display_name,
      verified: a.applicant.verified,
      location: a.applicant.location,
    },
    status: a.status,
    answers: a.answers,
    created_at: a.created_at,
    updated_at: a.updated_at,
  };
}

export function presentEvent(e: EventItem): z.input<typeof publicEventSchema> {
  return {
    id: e.id,
    title: e.title,
    description: e.description,
    category: e.category,
    is_online: e.is_online,
    location: e.location,
    start_date: e.start_date,
    end_date: e.end_date,
    timezone: e.timezone,
    capacity: e.capacity,
    seats_taken: e.seats_taken,
    ticket_kind: e.ticket_kind,
    price_minor: e.price_minor,
    currency: e.currency,
    status: e.status,
    moderation: e.moderation,
    created_at: e.created_at,
  };
}
