import { VISIO_LIMITS, type VisioCallSummary, type VisioParticipant, type VisioPerson, type VisioRoom } from '@mb/contract/visio';
import type { ParticipantRow, RoomRow } from './repository.ts';

export type People = Map<string, VisioPerson>;

const unknown = (id: string): VisioPerson => ({ id, username: null, display_name: null, avatar_url: null });
const personOf = (people: People, id: string) => people.get(id) ?? unknown(id);

export const invitePath = (id: string) => `/apps/mb-visio/rooms/${id}`;

/** Over: ended, or scheduled and never started a day after its start (VISIO_LIMITS.expiresAfterHours). */
export function isOver(r: RoomRow, now = new Date()): boolean {
  if (r.ended_at) return true;
  return !r.started_at && r.starts_at.getTime() < now.getTime() - VISIO_LIMITS.expiresAfterHours * 3_600_000;
}

export function presentRoom(r: RoomRow, viewerId: string, invitees: string[], people: People, inCall: number, now = new Date()): VisioRoom {
  return {
    id: r.id,
    title: r.title,
    starts_at: r.starts_at.toISOString(),
    status: isOver(r, now) ? 'ended' : r.started_at ? 'live' : 'scheduled',
    host: personOf(people, r.host_id),
    invitees: invitees.map((id) => personOf(people, id)),
    role: r.host_id === viewerId ? 'host' : 'guest',
    invite_path: invitePath(r.id),
    booking_id: r.booking_id,
    started_at: r.started_at?.toISOString() ?? null,
    ended_at: r.ended_at?.toISOString() ?? null,
    in_call: inCall,
    created_at: r.created_at.toISOString(),
  };
}

export function presentParticipant(p: ParticipantRow, hostId: string, people: People): VisioParticipant {
  return {
    id: p.id,
    user: personOf(people, p.user_id),
    state: p.state,
    is_host: p.user_id === hostId,
    connected: p.attached_at !== null,
    audio_on: p.audio_on,
    video_on: p.video_on,
    screen: p.screen,
    joined_at: p.joined_at.toISOString(),
  };
}

export function presentCallSummary(r: RoomRow, members: string[], people: People): VisioCallSummary {
  const started = r.started_at as Date;
  const ended = r.ended_at as Date;
  // The host first (when they were in the call), then the others.
  const ids = [...members.filter((m) => m === r.host_id), ...members.filter((m) => m !== r.host_id)];
  return {
    id: r.id,
    title: r.title,
    host: personOf(people, r.host_id),
    started_at: started.toISOString(),
    ended_at: ended.toISOString(),
    duration_seconds: Math.max(0, Math.round((ended.getTime() - started.getTime()) / 1000)),
    participants: ids.map((id) => personOf(people, id)),
  };
}
