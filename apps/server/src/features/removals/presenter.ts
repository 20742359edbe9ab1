import type { RemovalStatusView, TakedownView } from '@mb/contract/removals';
import type { AppContext } from '../../platform/context.ts';
import * as portfolio from '../portfolio/index.ts';
import { strikesOf } from './repeat-infringers.ts';
import type * as repo from './repository.ts';
import { canCounterNotice, holds, L, reasonLabel } from './rules.ts';

// Presenting

const iso = (d: Date | null) => (d ? d.toISOString() : null);

function counterOf(r: repo.RequestRow) {
  return r.counter_at
    ? {
        received_at: r.counter_at.toISOString(),
        material: r.counter_material ?? '',
        name: r.counter_name ?? '',
        address: r.counter_address ?? '',
        phone: r.counter_phone ?? '',
        signature: r.counter_signature ?? '',
      }
    : null;
}

const suitOf = (r: repo.RequestRow) =>
  r.suit_at ? { reported_at: r.suit_at.toISOString(), court_reference: r.suit_reference ?? '' } : null;

export function presentStatus(r: repo.RequestRow): RemovalStatusView {
  return {
    reference: r.reference,
    kind: r.kind,
    reason: r.kind === 'copyright' ? '' : reasonLabel(r.kind, r.reason),
    status: r.status,
    urls: r.urls,
    item_count: r.item_ids.length,
    created_at: r.created_at.toISOString(),
    confirmed_at: iso(r.confirmed_at),
    due_at: iso(r.due_at),
    content_hidden: holds(r),
    decided_at: iso(r.decided_at),
    decision: r.decision,
    statement: r.statement,
    counter_notice: counterOf(r),
    restore_due_at: iso(r.restore_due_at),
    suit: suitOf(r),
    restored_at: iso(r.restored_at),
    can_report_suit: r.status === 'counter_noticed' && Boolean(r.restore_due_at && r.restore_due_at.getTime() > Date.now()),
  };
}

export async function presentTakedown(ctx: AppContext, r: repo.RequestRow): Promise<TakedownView> {
  const [own, strikes] = await Promise.all([portfolio.presentOwnItems(ctx, r.item_ids), strikesOf(ctx, ctx.db, r.uploader_id)]);
  return {
    reference: r.reference,
    kind: r.kind,
    reason: r.kind === 'copyright' ? '' : reasonLabel(r.kind, r.reason),
    status: r.status,
    items: own.map((i) => ({
      id: i.id,
      title: i.title?.trim() || (i.kind === 'video' ? 'Video' : 'Image'),
      thumbnail_url: i.media.thumb_url,
    })),
    created_at: r.created_at.toISOString(),
    confirmed_at: iso(r.confirmed_at),
    due_at: iso(r.due_at),
    content_hidden: holds(r),
    // A depicted person's or a reporter's identity stays with us; a DMCA notifier's name and e-mail are part of the notice.
    details: r.details,
    notice:
      r.kind === 'copyright'
        ? { work: r.work ?? '', notifier_name: r.requester_name, notifier_email: r.requester_email, signature: r.signature ?? '' }
        : null,
    decided_at: iso(r.decided_at),
    decision: r.decision,
    statement: r.statement,
    can_counter_notice: canCounterNotice(r),
    counter_notice: counterOf(r),
    restore_due_at: iso(r.restore_due_at),
    suit: suitOf(r),
    restored_at: iso(r.restored_at),
    strikes: { count: strikes, threshold: L.repeatInfringerThreshold, window_months: L.repeatInfringerWindowMonths },
  };
}
