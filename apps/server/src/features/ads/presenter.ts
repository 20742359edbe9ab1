import type { AdCampaign } from '@mb/contract/ads';
import type { ContentType } from '@mb/contract/profiles';
import type { AppContext } from '../../platform/context.ts';
import type { CampaignRow } from './repository.ts';

const dayMs = 86_400_000;
const dayNumber = (d: string) => Math.floor(Date.parse(`${d}T00:00:00Z`) / dayMs);

/**
 * What the budget has bought so far: an impressions budget by counted impressions, a days budget by
 * the days it has run (to today, its end or the day it was ended).
 */
export function spendOf(row: CampaignRow, today: string): number {
  if (!row.paid_at) return 0;
  const price = row.paid_minor ?? row.price_minor;
  if (row.budget_kind === 'impressions') {
    const served = Math.max(0, row.budget_quantity - row.impressions_left);
    return Math.min(price, Math.round((price * served) / row.budget_quantity));
  }
  if (!row.starts_on) return 0;
  let last = dayNumber(today);
  if (row.ends_on) last = Math.min(last, dayNumber(row.ends_on));
  if (row.ended_at) last = Math.min(last, dayNumber(row.ended_at.toISOString().slice(0, 10)));
  const ran = Math.max(0, Math.min(row.budget_quantity, last - dayNumber(row.starts_on) + 1));
  return Math.round((price * ran) / row.budget_quantity);
}

export function presentCampaign(
  ctx: AppContext,
  row: CampaignRow,
  totals: { impressions: number; clicks: number },
  today: string,
): AdCampaign {
  const waiting = row.status !== 'running' ? null : !row.paid_at ? 'payment' : row.starts_on && row.starts_on > today ? 'start' : null;
  return {
    id: row.id,
    name: row.name,
    headline: row.headline,
    body: row.body,
    link_url: row.link_url,
    image_url: row.image_path ? ctx.storage.url('business-logos', row.image_path) : null,
    target_content_types: row.target_content_types as ContentType[],
    target_profile_types: row.target_profile_types as AdCampaign['target_profile_types'],
    target_location: row.target_location,
    starts_on: row.starts_on,
    ends_on: row.ends_on,
    budget_kind: row.budget_kind,
    budget_quantity: row.budget_quantity,
    price_minor: row.paid_minor ?? row.price_minor,
    currency: row.currency,
    status: row.status,
    waiting_for: waiting,
    paid: !!row.paid_at,
    rejection_reason: row.rejection_reason,
    ended_reason: row.ended_reason,
    impressions: totals.impressions,
    clicks: totals.clicks,
    spend_minor: spendOf(row, today),
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}
