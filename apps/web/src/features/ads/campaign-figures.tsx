// What the advertiser's cards and statistics show: figures, their number formats, a campaign's status.
import type { AdCampaign, AdStatus } from '@mb/contract/ads';
import { formatPrice } from '@mb/contract/money';
import { Badge } from '../../components/ui/badge';
import { intlLocale, t } from '../../lib/i18n';

const STATUS_VARIANT: Record<AdStatus, 'secondary' | 'info' | 'success' | 'warning' | 'outline'> = {
  draft: 'secondary',
  in_review: 'info',
  running: 'success',
  paused: 'warning',
  ended: 'outline',
};

const statusLabel = (status: AdStatus) =>
  ({
    draft: t('ads.status.draft', 'Draft'),
    in_review: t('ads.status.inReview', 'In review'),
    running: t('ads.status.running', 'Running'),
    paused: t('ads.status.paused', 'Paused'),
    ended: t('ads.status.ended', 'Ended'),
  })[status];

export const pct = (n: number) => `${(n * 100).toFixed(n > 0 && n < 0.001 ? 2 : 1)}%`;
export const num = (n: number) => n.toLocaleString(intlLocale());
export const budgetText = (c: Pick<AdCampaign, 'budget_kind' | 'budget_quantity'>) =>
  c.budget_kind === 'impressions'
    ? t('ads.budget.impressions', '{count, plural, one {# impression} other {# impressions}}', { count: c.budget_quantity })
    : t('ads.budget.days', '{count, plural, one {# day} other {# days}}', { count: c.budget_quantity });
/** Money with the cents shown, in the reader's number format (an unknown currency as "25.00 XYZ"). */
export const money = (minor: number, currency: string) => {
  try {
    return formatPrice(minor, currency, intlLocale(), { alwaysCents: true });
  } catch {
    return `${(minor / 100).toFixed(2)} ${currency}`;
  }
};
const dayText = (d: string) =>
  new Date(`${d}T00:00:00Z`).toLocaleDateString(intlLocale(), { month: 'short', day: 'numeric', timeZone: 'UTC' });

export function StatusBadge({ c }: { c: AdCampaign }) {
  return (
    <span className="flex flex-wrap items-center gap-1.5">
      <Badge variant={STATUS_VARIANT[c.status]} data-testid="campaign-status">
        {statusLabel(c.status)}
      </Badge>
      {c.waiting_for === 'payment' ? <Badge variant="warning">{t('ads.awaitingPayment', 'Awaiting payment')}</Badge> : null}
      {c.waiting_for === 'start' ? (
        <Badge variant="info">
          {c.starts_on ? t('ads.startsOn', 'Starts {date}', { date: dayText(c.starts_on) }) : t('ads.startsSoon', 'Starts soon')}
        </Badge>
      ) : null}
      {c.status === 'draft' && c.rejection_reason ? (
        <Badge variant="warning">{t('ads.changesRequested', 'Changes requested')}</Badge>
      ) : null}
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
