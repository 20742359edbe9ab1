import type { ModerationItem } from '@mb/contract/moderation';
import type { ListCursor, ModerationItemRow } from './repository.ts';

/** Staff user ids to usernames, for "claimed by" and "decided by". */
export type StaffNames = Map<string, string | null>;

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const staffRef = (id: string | null, names: StaffNames) => (id ? { id, username: names.get(id) ?? null } : null);
const text = (v: unknown) => (typeof v === 'string' ? v : null);

/** The list row: what the item is (from its summary), where it stands, and when it is due. */
export function presentItem(r: ModerationItemRow, names: StaffNames, now: Date): ModerationItem {
  const open = r.status === 'pending' || r.status === 'claimed' || r.status === 'escalated';
  return {
    id: r.id,
    type: r.type,
    subject_id: r.subject_id,
    owner_id: r.owner_id,
    status: r.status,
    title: text(r.summary.title) ?? r.type,
    thumbnail_url: text(r.summary.thumbnail_url),
    reason_category: r.reason_category,
    reason: r.reason,
    claimed_by: staffRef(r.claimed_by, names),
    claimed_at: iso(r.claimed_at),
    escalated_at: iso(r.escalated_at),
    escalation_note: r.escalation_note,
    decided_by: staffRef(r.decided_by, names),
    decided_at: iso(r.decided_at),
    due_at: r.due_at.toISOString(),
    overdue: open && r.due_at.getTime() < now.getTime(),
    created_at: r.created_at.toISOString(),
  };
}

export function presentHistory(r: ModerationItemRow) {
  return {
    id: r.id,
    type: r.type,
    status: r.status,
    reason: r.reason,
    created_at: r.created_at.toISOString(),
    decided_at: iso(r.decided_at),
  };
}

/** Keyset cursor: the last row's sort time and id, opaque to the client. */
export function encodeCursor(at: Date, id: string): string {
  return Buffer.from(`${at.toISOString()}|${id}`).toString('base64url');
}

export function decodeCursor(cursor: string): ListCursor | undefined {
  const [at, id] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  if (!at || !id || !/^[0-9a-f-]{36}$/i.test(id)) return undefined;
  const d = new Date(at);
  return Number.isNaN(d.getTime()) ? undefined : { at: d, id };
}
