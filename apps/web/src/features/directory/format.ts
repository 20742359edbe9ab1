import { BUSINESS_CATEGORIES, type BusinessCategory } from '@mb/contract/business';
import { intlLocale } from '../../lib/i18n';

export const categoryLabel = (c: string) => BUSINESS_CATEGORIES[c as BusinessCategory] ?? c;

/**
 * Only web addresses are links; anything else a listing holds is shown as text (never javascript:).
 * Absolute addresses only (the contract's), with no base from the window: the server renders listings
 * for visitors, and the browser's first render must give the same markup.
 */
export function safeHref(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    const u = new URL(url);
    if (u.protocol !== 'http:' && u.protocol !== 'https:') return null;
    return u.href;
  } catch {
    return null;
  }
}

/** An image address a listing may show: our own files or https. */
export const safeImage = (url: string | null | undefined): string | null =>
  !url ? null : url.startsWith('/') && !url.startsWith('//') ? url : /^https:\/\//i.test(url) ? url : null;

export const displayHost = (href: string) => {
  try {
    return new URL(href).host.replace(/^www\./, '');
  } catch {
    return href;
  }
};

export const formatRating = (n: number) => n.toFixed(1);

export const formatDay = (iso: string) =>
  new Date(iso).toLocaleDateString(intlLocale(), { year: 'numeric', month: 'short', day: 'numeric' });

export const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]?.toUpperCase() ?? '')
    .join('');
