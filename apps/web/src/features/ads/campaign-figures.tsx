// What the advertiser's cards and statistics show: figures, their number formats, a campaign's status.
import { AD_STATUS_LABELS, type AdCampaign, type AdStatus } from '@mb/contract/ads';
import { Badge } from '../../components/ui/badge';
import { intlLocale } from '../../lib/i18n';

const STATUS_VARIANT: Record<AdStatus, 'secondary' | 'info' | 'success' | 'warning' | 'outline'> = {
  draft: 'secondary',
  in_review: 'info',
  running: 'success',
  paused: 'warning',
  ended: 'outline',
};

export const pct = (n: number) => `${(n * 100).toFixed(n > 0 && n < 0.001 ? 2 : 1)}%`;
export const num = (n: number) => n.toLocaleString(intlLocale());
export const budgetText = (c: Pick<AdCampaign, 'budget_kind' | 'budget_quantity'>) =>
  c.budget_kind === 'impressions'
    ? `${num(c.budget_quantity)} impressions`
    : `${c.budget_quantity} day${c.budget_quantity === 1 ? '' : 's'}`;
const dayText = (d: string) =>
  new Date(`${d}T00:00:00Z`).toLocaleDateString(intlLocale(), { month: 'short', day: 'numeric', timeZone: 'UTC' });

export function StatusBadge({ c }: { c: AdCampaign }) {
  return (
    <span className="flex flex-wrap items-center gap-1.5">
      <Badge variant={STATUS_VARIANT[c.status]} data-testid="campaign-status">
        {AD_STATUS_LABELS[c.status]}
      </Badge>
      {c.waiting_for === 'payment' ? <Badge variant="warning">Awaiting payment</Badge> : null}
      {c.waiting_for === 'start' ? <Badge variant="info">Starts {c.starts_on ? dayText(c.starts_on) : 'soon'}</Badge> : null}
      {c.status === 'draft' && c.rejection_reason ? <Badge variant="warning">Changes requested</Badge> : null}
    </span>
  );
}

export function Figure({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div className="grid gap-0.5">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="font-semibold tabular-nums" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}
