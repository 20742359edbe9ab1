import type { PortfolioShare } from '@mb/contract/portfolio';
import { intlLocale } from '../../lib/i18n';

export type ShareState = 'live' | 'expired' | 'revoked';

/** Whether a share link works now (the server decides too; this only labels the list). */
export function shareState(s: Pick<PortfolioShare, 'revoked_at' | 'expires_at'>, now = Date.now()): ShareState {
  if (s.revoked_at) return 'revoked';
  if (s.expires_at && Date.parse(s.expires_at) <= now) return 'expired';
  return 'live';
}

const dateFmt = new Intl.DateTimeFormat(intlLocale(), { dateStyle: 'medium', timeStyle: 'short' });

/** The line under a link: when it stops (or stopped). */
export function expiryText(s: Pick<PortfolioShare, 'revoked_at' | 'expires_at'>, now = Date.now()): string {
  const state = shareState(s, now);
  if (state === 'revoked') return `Revoked ${dateFmt.format(new Date(s.revoked_at as string))}`;
  if (!s.expires_at) return 'Never expires';
  const at = dateFmt.format(new Date(s.expires_at));
  return state === 'expired' ? `Expired ${at}` : `Expires ${at}`;
}

export const viewsText = (n: number) => (n === 1 ? '1 view' : `${n.toLocaleString(intlLocale())} views`);
