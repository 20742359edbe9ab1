// The interface's languages (issue 36) and how a request's or a browser's preference picks one. No zod:
// the browser's first page imports it.

/** The languages the interface speaks; English is the source and the fallback of every message. */
export const LOCALES = ['en', 'es', 'de', 'fr', 'pt-BR'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** Each language's name in itself, for the pickers (never translated). */
export const LOCALE_NAMES: Record<Locale, string> = {
  en: 'English',
  es: 'Español',
  de: 'Deutsch',
  fr: 'Français',
  'pt-BR': 'Português (Brasil)',
};

/** The query parameter that makes a public page render in one language (`/?lang=es`), for search engines and shared links. */
export const LOCALE_PARAM = 'lang';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/**
 * The supported language closest to one tag: exact ('pt-BR'), then by language alone ('es-MX' → 'es',
 * 'pt-PT' → 'pt-BR', the only Portuguese offered); null when none fits.
 */
export function matchLocale(tag: string | null | undefined): Locale | null {
  if (!tag) return null;
  const t = tag.trim().toLowerCase();
  const exact = LOCALES.find((l) => l.toLowerCase() === t);
  if (exact) return exact;
  const lang = t.split(/[-_]/)[0];
  return LOCALES.find((l) => l.toLowerCase().split('-')[0] === lang) ?? null;
}

/** The first supported language of a preference list (navigator.languages, or Accept-Language parsed). */
export function pickLocale(preferences: readonly (string | null | undefined)[]): Locale {
  for (const p of preferences) {
    const m = matchLocale(p);
    if (m) return m;
  }
  return DEFAULT_LOCALE;
}

/** The languages of an Accept-Language header, by their q weights (highest first; q=0 left out). */
export function parseAcceptLanguage(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .slice(0, 20)
    .map((part, i) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag: tag.trim(), q: q ? Number(q.slice(2)) : 1, i };
    })
    .filter((e) => e.tag && e.tag !== '*' && Number.isFinite(e.q) && e.q > 0)
    .sort((a, b) => b.q - a.q || a.i - b.i)
    .map((e) => e.tag);
}
