import type { Collab, CollabFile, CollabMessage, CollabPerson, CollabSummary, CollabTask, PostProductionOrder } from '@mb/contract/collabs';
import { COLLAB_LIMITS } from '@mb/contract/collabs';
import { hasUsername } from '@mb/contract/profiles';
import type { AppContext } from '../../platform/context.ts';
import type { ProfileRow } from '../profiles/index.ts';
import type { CollabRow, CreditRow, FileRow, MemberRow, MessageRow, OrderRow, TaskRow } from './repository.ts';

export type People = Map<string, ProfileRow>;

/** A person: public identity only, the approved avatar only; a deleted profile is a bare id. */
export function presentPerson(id: string, people: People): CollabPerson {
  const p = people.get(id);
  return {
    user_id: id,
    username: p && hasUsername(p.username) ? p.username : null,
    display_name: p?.display_name ?? null,
    avatar_url: p ? (p.avatar_approved_thumb_url ?? p.avatar_approved_url) : null,
    profile_type: p?.profile_type ?? null,
    verified: p?.vaulth_verified ?? false,
  };
}

/** How a notification names a member: stage name, else @username, else 'A member'. */
export const nameOf = (p: ProfileRow | undefined) =>
  p?.display_name?.trim() || (p && hasUsername(p.username) ? `@${p.username.trim()}` : 'A member');

export function presentSummary(c: CollabRow, mine: Pick<MemberRow, 'role' | 'state'>, membersCount: number, people: People): CollabSummary {
  return {
    id: c.id,
    title: c.title,
    status: c.status,
    starts_on: c.starts_on,
    ends_on: c.ends_on,
    location: c.location,
    my_role: mine.role,
    my_state: mine.state,
    members_count: membersCount,
    owner: presentPerson(c.owner_id, people),
    updated_at: c.updated_at.toISOString(),
  };
}

export function presentCollab(c: CollabRow, mine: MemberRow, members: MemberRow[], credits: CreditRow[], people: People): Collab {
  const joined = members.filter((m) => m.state === 'joined').length;
  // An invitee sees who is in it, not who else is invited.
  const shown = mine.state === 'joined' ? members : members.filter((m) => m.state === 'joined' || m.user_id === mine.user_id);
  return {
    ...presentSummary(c, mine, joined, people),
    description: c.description,
    origin: c.origin,
    created_at: c.created_at.toISOString(),
    members: shown.map((m) => ({
      ...presentPerson(m.user_id, people),
      role: m.role,
      state: m.state,
      since: (m.joined_at ?? m.created_at).toISOString(),
      confirmed_by: credits.filter((k) => k.member_id === m.user_id).map((k) => k.confirmed_by),
    })),
  };
}

export function presentTask(t: TaskRow, people: People): CollabTask {
  return {
    id: t.id,
    title: t.title,
    status: t.status,
    due_on: t.due_on,
    assignee: t.assignee_id ? presentPerson(t.assignee_id, people) : null,
    created_by: t.created_by,
    created_at: t.created_at.toISOString(),
  };
}

const fileUrl = (ctx: AppContext, key: string, audience: string) =>
  ctx.storage.url('collabs', key, { expiresInSeconds: COLLAB_LIMITS.fileUrlMinutes * 60, audience });

/** A shared file with a link signed for `audience` (`member:<reader id>`, or `staff` for editors). */
export function presentFile(ctx: AppContext, f: FileRow, audience: string, people: People): CollabFile {
  return {
    id: f.id,
    name: f.name,
    content_type: f.content_type,
    size: f.size,
    url: fileUrl(ctx, f.key, audience),
    uploaded_by: presentPerson(f.uploaded_by, people),
    order_id: f.order_id,
    created_at: f.created_at.toISOString(),
  };
}

export function presentMessage(m: MessageRow, people: People): CollabMessage {
  return {
    id: m.id,
    collab_id: m.collab_id,
    author: presentPerson(m.author_id, people),
    body: m.body,
    created_at: m.created_at.toISOString(),
  };
}

export function presentOrder(
  ctx: AppContext,
  o: OrderRow,
  collabTitle: string,
  briefFiles: FileRow[],
  deliveries: FileRow[],
  audience: string,
  people: People,
): PostProductionOrder {
  const small = (f: FileRow) => ({
    id: f.id,
    name: f.name,
    content_type: f.content_type,
    size: f.size,
    url: fileUrl(ctx, f.key, audience),
  });
  return {
    id: o.id,
    collab_id: o.collab_id,
    collab_title: collabTitle,
    brief: o.brief,
    status: o.status,
    ordered_by: presentPerson(o.ordered_by, people),
    editor: o.editor_id ? presentPerson(o.editor_id, people) : null,
    brief_files: briefFiles.map(small),
    deliveries: deliveries.map(small),
    created_at: o.created_at.toISOString(),
    updated_at: o.updated_at.toISOString(),
  };
}
