import type { VisioPerson } from '@mb/contract/visio';
import { intlLocale, t } from '../../lib/i18n';

export const nameOf = (p: VisioPerson) => p.display_name || (p.username ? `@${p.username}` : t('visio.aMember', 'A member'));

/** A moment in the viewer's own zone, e.g. 'Tue, Dec 1, 2026, 3:00 PM'. */
export const whenLabel = (iso: string) =>
  new Intl.DateTimeFormat(intlLocale(), { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

/** '42 s', '12 min', '1 h 5 min'. */
export function durationLabel(seconds: number): string {
  if (seconds < 60) return t('visio.duration.s', '{s} s', { s: seconds });
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return t('visio.duration.min', '{min} min', { min: minutes });
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return m ? t('visio.duration.hMin', '{h} h {min} min', { h, min: m }) : t('visio.duration.h', '{h} h', { h });
}

/** The value a datetime-local input takes for a moment (the viewer's zone). */
export function localInputValue(d: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}
