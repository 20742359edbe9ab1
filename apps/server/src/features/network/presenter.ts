import type { ConnectionRequest, NetworkMember } from '@mb/contract/network';
import { hasUsername } from '@mb/contract/profiles';
import type { ProfileRow } from '../profiles/index.ts';
import type { ConnectionRow } from './repository.ts';

/** A member in a network list: public identity only, the approved avatar only (never one under review). */
export function presentMember(p: ProfileRow): NetworkMember {
  return {
    user_id: p.id,
    username: hasUsername(p.username) ? p.username : null,
    display_name: p.display_name,
    avatar_url: p.avatar_approved_thumb_url ?? p.avatar_approved_url,
    profile_type: p.profile_type,
    verified: p.vaulth_verified,
    location: p.location,
  };
}

export function presentRequest(row: ConnectionRow, viewerId: string, other: ProfileRow): ConnectionRequest {
  return {
    id: row.id,
    direction: row.requester_id === viewerId ? 'outgoing' : 'incoming',
    member: presentMember(other),
    note: row.note,
    created_at: row.created_at.toISOString(),
  };
}

/** How a notification names a member: stage name, else @username, else 'A member'. */
export const nameOf = (p: ProfileRow | undefined) =>
  p?.display_name?.trim() || (p && hasUsername(p.username) ? `@${p.username.trim()}` : 'A member');
