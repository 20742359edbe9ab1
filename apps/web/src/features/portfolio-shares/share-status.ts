import type { PortfolioShare } from '@mb/contract/portfolio';
import { intlLocale, t } from '../../lib/i18n';

export type ShareState = 'live' | 'expired' | 'revoked';

/** Whether a share link works now (the server decides too; this only labels the list). */
export function shareState(s: Pick<PortfolioShare, 'revoked_at' | 'expires_at'>, now = Date.now()): ShareState {
  if (s.revoked_at) return 'revoked';
  if (s.expires_at && Date.parse(s.expires_at) <= now) return 'expired';
  return 'live';
}

/** Formatted when asked, so the date follows the language chosen after this module loaded. */
const when = (iso: string) => new Intl.DateTimeFormat(intlLocale(), { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

/** The line under a link: when it stops (or stopped). */
export function expiryText(s: Pick<PortfolioShare, 'revoked_at' | 'expires_at'>, now = Date.now()): string {
  const state = shareState(s, now);
  if (state === 'revoked') return t('portfolio-shares.revokedAt', 'Revoked {date}', { date: when(s.revoked_at as string) });
  if (!s.expires_at) return t('portfolio-shares.neverExpires', 'Never expires');
  const date = when(s.expires_at);
  return state === 'expired'
    ? t('portfolio-shares.expiredAt', 'Expired {date}', { date })
    : t('portfolio-shares.expiresAt', 'Expires {date}', { date });
}

export const viewsText = (n: number) =>
  t('portfolio-shares.views', '{count, plural, one {# view} other {{views} views}}', { count: n, views: n.toLocaleString(intlLocale()) });
