import type { BlogState } from '@mb/contract/blog';
import { intlLocale, t } from '../../lib/i18n';

export const stateLabel = (state: BlogState): string =>
  ({
    draft: t('blog.state.draft', 'Draft'),
    scheduled: t('blog.state.scheduled', 'Scheduled'),
    published: t('blog.state.published', 'Published'),
    unpublished: t('blog.state.unpublished', 'Unpublished'),
  })[state];
export const STATE_VARIANT = { draft: 'outline', scheduled: 'info', published: 'success', unpublished: 'secondary' } as const;

/** A date and time in the staff member's own time zone (the desk's schedule is set in it too), in the current language. */
export const formatLocal = (iso: string) => new Date(iso).toLocaleString(intlLocale(), { dateStyle: 'medium', timeStyle: 'short' });

/** 'YYYY-MM-DDTHH:MM' in the browser's zone, as a datetime-local input shows it. */
export function localInput(d: Date): string {
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}T${p(d.getHours())}:${p(d.getMinutes())}`;
}

/** 'News, App store ,news' -> ['news', 'app store']: the tags field as the server stores it. */
export const parseTags = (s: string) => [
  ...new Set(
    s
      .split(',')
      .map((tag) => tag.trim().toLowerCase())
      .filter(Boolean),
  ),
];
