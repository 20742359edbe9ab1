import type { ViewSource } from '@mb/contract/analytics';
import { intlLocale, t } from '../../lib/i18n';

// The analytics screens' words read in the current language: where a view came from, a day, a number.

export function sourceLabel(source: ViewSource): string {
  const labels: Record<ViewSource, string> = {
    search: t('analytics.source.search', 'Search'),
    feed: t('analytics.source.feed', 'Feed'),
    share_link: t('analytics.source.shareLink', 'Share link'),
    bio_link: t('analytics.source.bioLink', 'Bio link'),
    direct: t('analytics.source.direct', 'Direct'),
  };
  return labels[source];
}

/** A UTC day (YYYY-MM-DD) as "Mar 5" in the interface's language. */
export const formatDay = (date: string) =>
  new Intl.DateTimeFormat(intlLocale(), { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));

export const formatNumber = (v: number) => v.toLocaleString(intlLocale());
