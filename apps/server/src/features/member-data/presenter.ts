import type { AccountDeletion, DataExport } from '@mb/contract/member-data';
import type { DeletionRow, ExportRow } from './repository.ts';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function presentExport(r: ExportRow): DataExport {
  const expired = r.state === 'expired' || (r.state === 'ready' && r.expires_at !== null && r.expires_at.getTime() <= Date.now());
  const state = expired ? 'expired' : r.state;
  const percent = state === 'ready' || state === 'expired' ? 100 : r.steps ? Math.min(99, Math.floor((r.step / r.steps) * 100)) : 0;
  return {
    id: r.id,
    state,
    step: r.step,
    steps: r.steps,
    percent,
    step_label: r.step_label,
    size: r.size,
    created_at: r.created_at.toISOString(),
    ready_at: iso(r.ready_at),
    expires_at: iso(r.expires_at),
  };
}

/** A cancellation is told for 30 days; after that the page shows the plain state again. */
const CANCEL_SHOWN_MS = 30 * 86_400_000;

export function presentDeletion(r: DeletionRow | undefined): AccountDeletion {
  if (!r || (r.state === 'cancelled' && (!r.cancelled_at || Date.now() - r.cancelled_at.getTime() > CANCEL_SHOWN_MS))) {
    return { state: 'none', requested_at: null, due_at: null, cancelled_at: null };
  }
  return { state: r.state, requested_at: r.requested_at.toISOString(), due_at: r.due_at.toISOString(), cancelled_at: iso(r.cancelled_at) };
}
