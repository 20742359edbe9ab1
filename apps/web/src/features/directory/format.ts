import type { BusinessCategory, Weekday } from '@mb/contract/business';
import { intlLocale, t } from '../../lib/i18n';

/** A business category's name in the reader's language (the contract's BUSINESS_CATEGORIES are the English). */
export const categoryLabel = (c: string) => {
  const labels: Record<BusinessCategory, string> = {
    agency: t('directory.category.agency', 'Agency'),
    production_post_production: t('directory.category.production', 'Production & Post-Production'),
    collaborative_production: t('directory.category.collaborative', 'Collaborative Production'),
    web_tech_software: t('directory.category.tech', 'Web, Tech & Software'),
    events_awards: t('directory.category.events', 'Events & Awards'),
    sexywear_gears_toys: t('directory.category.sexywear', 'Sexywear, Gear & Toys'),
    payment_processors_banking: t('directory.category.payments', 'Payment Processors & Banking'),
    filming_locations_equipment: t('directory.category.locations', 'Filming Locations & Equipment'),
    business_services_professionals: t('directory.category.services', 'Business Services & Professionals'),
    marketing_pr: t('directory.category.marketing', 'Marketing & PR'),
    healthcare_wellbeing: t('directory.category.health', 'Healthcare & Wellbeing'),
    other: t('directory.category.other', 'Other'),
  };
  return labels[c as BusinessCategory] ?? c;
};

/** A weekday's name in the reader's language: 2024-01-01 was a Monday. */
export const weekdayLabel = (d: Weekday, days: readonly Weekday[]) =>
  new Date(Date.UTC(2024, 0, 1 + days.indexOf(d))).toLocaleDateString(intlLocale(), { weekday: 'long', timeZone: 'UTC' });

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
